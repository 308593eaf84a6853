package bot

import (
	"slices"
	"testing"

	"punic/game"
	"punic/hannibal"
)

// TestPruneHannibal checks that changes of command are dropped at a card play and
// everything else kept, and that a list of nothing but them is left whole.
func TestPruneHannibal(t *testing.T) {
	var g *hannibal.Game
	for seed := uint64(1); seed < 100 && g == nil; seed++ {
		g = playUntil(t, seed, func(g *hannibal.Game) bool {
			return hasKind(toGame(g.Legal(nil)), hannibal.KCommand)
		})
	}
	if g == nil {
		t.Skip("no change of command offered in 100 games")
	}
	legal := toGame(g.Legal(nil))
	var want []game.Action
	for _, a := range legal {
		if hannibal.Action(a).Kind() != hannibal.KCommand {
			want = append(want, a)
		}
	}
	if got := PruneHannibal(g.Generic(), slices.Clone(legal)); !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("pruned %d actions to %d, want %d", len(legal), len(got), len(want))
	}
	only := []game.Action{game.Action(hannibal.KCommand) << 24, game.Action(hannibal.KCommand)<<24 | 1<<16}
	if got := PruneHannibal(g.Generic(), slices.Clone(only)); !slices.Equal(got, only) {
		t.Errorf("a list of changes of command became %v", got)
	}
}
