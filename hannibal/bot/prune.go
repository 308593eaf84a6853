package bot

import (
	"punic/game"
	"punic/hannibal"
)

// PruneHannibal removes from legal, in place, the actions the Hannibal bots never
// take while there is something else to do: a change of command at a card play
// (9.3, KCommand). It costs nothing and changes nothing on the map — the engine
// already puts the best-rated general in command when stacks form — so a bot that
// weighed it could repeat it forever instead of playing a card.
func PruneHannibal(_ game.State, legal []game.Action) []game.Action {
	out := legal[:0]
	for _, a := range legal {
		if hannibal.Action(a).Kind() != hannibal.KCommand {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return legal // nothing was overwritten: only changes of command
	}
	return out
}
