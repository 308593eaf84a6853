package bot

import (
	"punic/game"
	"punic/hannibal"
)

// toGame converts engine actions to generic ones.
func toGame(as []hannibal.Action) []game.Action {
	out := make([]game.Action, len(as))
	for i, a := range as {
		out[i] = game.Action(a)
	}
	return out
}

// hannibalAction converts a generic action to an engine one.
func hannibalAction(a game.Action) hannibal.Action { return hannibal.Action(a) }

// testTitle stands for Hannibal's registry entry (package ai cannot import it).
var testTitle = &game.Title{Name: "hannibal", Sides: []string{"rome", "carthage"}, NewBot: New}
