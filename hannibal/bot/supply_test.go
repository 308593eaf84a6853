package bot

import (
	"strings"
	"testing"

	"punic/ai"
	"punic/hannibal"
	"punic/hannibal/data"
)

// TestSuppliedAgreesWithIsolation checks Supplied, as a bot reads it from its
// observation, against the engine's Political Isolation Phase (19.4): right after it — at the first Political Repercussions
// removal of the Victory Check (22.2), or at the first decision of the next turn
// when there is none — every PC left (walled cities and tribes aside) must be one
// that supplied finds supplied. (A 22.2 removal may take a port that supplied
// another PC, so the check must come before it.)
func TestSuppliedAgreesWithIsolation(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 30; seed++ {
		g := startGame(t, seed)
		b := g.Data().Board
		r := ai.NewRand(seed)
		turn, checkedTurn := g.Turn(), false
		for !g.Over() {
			if g.Turn() != turn {
				if !checkedTurn {
					checked += checkSupplied(t, g, b, seed)
				}
				turn, checkedTurn = g.Turn(), false
			}
			if !checkedTurn && strings.Contains(g.Decision().Prompt, "(22.2)") {
				checkedTurn = true
				checked += checkSupplied(t, g, b, seed)
			}
			legal := g.Legal(nil)
			g.ApplyLegal(legal[r.IntN(len(legal))])
		}
	}
	if checked < 100 {
		t.Fatalf("only %d PCs checked", checked)
	}
}

// checkSupplied checks that every PC on the map is supplied and returns how many
// it checked.
func checkSupplied(t *testing.T, g *hannibal.Game, b *data.Board, seed uint64) int {
	t.Helper()
	n := 0
	for _, side := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		obs := g.Observation(side) // what the side's bot sees
		sup := obs.Supplied(side)
		for i := range b.Spaces {
			x := b.Spaces[i].ID
			if g.ControlOf(x) == side && b.Spaces[i].Kind != data.WalledCity && !g.TribeAt(x) {
				n++
				if !sup.Has(x) {
					t.Fatalf("seed %d turn %d: %s's PC in %s survived isolation but is not supplied", seed, g.Turn(), side, b.Spaces[i].Key)
				}
			}
		}
	}
	return n
}

// TestSuppliedFindsIsolatedPCs checks a PC with no way to supply: Carthage
// places one in Isere, across the Alps from its tribes and far from its armies.
func TestSuppliedFindsIsolatedPCs(t *testing.T) {
	g := startGame(t, 1)
	do(t, g, "pass", "first carthage")
	play := firstPCPlay(g)
	if play == "" {
		t.Skip("no card to place PCs with in this deal")
	}
	do(t, g, play, "pc isere")
	b := g.Data().Board
	isere, _ := b.SpaceByKey("isere")
	toletum, _ := b.SpaceByKey("toletum")
	cosa, _ := b.SpaceByKey("cosa")
	c, r := g.Supplied(hannibal.Carthage), g.Supplied(hannibal.Rome)
	if c.Has(isere) || !c.Has(toletum) || !r.Has(cosa) {
		t.Errorf("supplied: Isere %v (want false), Toletum %v, Cosa %v (want true)", c.Has(isere), c.Has(toletum), r.Has(cosa))
	}
}
