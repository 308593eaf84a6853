package bot

import (
	"testing"

	"punic/ai"
	"punic/punicwars"
)

// botsUnderTest are the bots that must decide alike on equal observations,
// each built afresh with the same seed.
func botsUnderTest(t *testing.T) map[string]func() ai.Bot {
	t.Helper()
	mk := func(spec string) func() ai.Bot {
		return func() ai.Bot {
			b, err := New(spec, 7)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	return map[string]func() ai.Bot{"heuristic": mk("heuristic"), "mcts": mk("mcts:iter=60,depth=20"),
		"mcts with the hand-written evaluation": mk("mcts:iter=60,depth=20,eval=hand")}
}

// sameDecisions plays the side to move in a and b with fresh bots of each
// kind and checks that the observations and the choices are the same, for up
// to n decisions of that side.
func sameDecisions(t *testing.T, a, b *punicwars.Game, n int) {
	t.Helper()
	side := a.ToMove()
	oa, ob := a.Observation(side), b.Observation(side)
	if oa.Position() != ob.Position() {
		t.Fatal("the two worlds give the side different observations")
	}
	for name, mk := range botsUnderTest(t) {
		x, y := a.Clone(), b.Clone()
		bx, by := mk(), mk()
		for i := 0; i < n && !x.Over() && x.ToMove() == side; i++ {
			ax := punicwars.Action(bx.Act(x.Observation(side).Generic()))
			ay := punicwars.Action(by.Act(y.Observation(side).Generic()))
			if ax != ay {
				t.Fatalf("%s: decision %d differs: %q in one world, %q in the other", name, i, x.ActionText(ax), y.ActionText(ay))
			}
			x.ApplyLegal(ax)
			y.ApplyLegal(ay)
		}
	}
}

// TestHiddenStrengthsDoNotLeak: two worlds that differ only in the strength
// of a face-down Carthaginian force in Tarracina (9.12: hidden from Rome, no
// Roman leader there) give Rome the same observation and every bot the same
// decisions.
func TestHiddenStrengthsDoNotLeak(t *testing.T) {
	pos := func(n string) *punicwars.Game {
		return load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
			"stack: 2908 rome army 8 up", "leader 0: map 2908 1 0", "stack: 3109 rome army 3 up", "leader 1: map 3109 1 0",
			"stack: 3009 carthage army "+n+" down", "stack: 2516 carthage army 4 up")
	}
	sameDecisions(t, pos("1"), pos("7"), 3)
}

// TestSecretBidDoesNotLeak: Carthage writes its bid first (16.11); Rome's
// bid is the same whatever Carthage wrote.
func TestSecretBidDoesNotLeak(t *testing.T) {
	pos := func(bid string) *punicwars.Game {
		g := load(t, "scenario: second", "turn: 3", "phase: diplomacy", "phasing: carthage", "treasury: 30 30",
			"stack: 2908 rome army 4 up", "leader 0: map 2908 1 0", "stack: 2516 carthage army 4 up", "leader 8: map 2516 2 0")
		a, err := g.ParseAction("bid " + bid)
		if err != nil {
			t.Fatalf("bid %s: %v (%v)", bid, err, g.Decision())
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if g.ToMove() != punicwars.Rome {
			t.Fatalf("after Carthage's bid: %v", g.Decision())
		}
		return g
	}
	sameDecisions(t, pos("0"), pos("9"), 1)
}

// TestHiddenGarrisonFirstWar: in the First Punic War, where the fitted
// evaluation and the Roman sea risk (19.14.3) come in, two worlds that differ
// only in the strength of a face-down Carthaginian garrison in Panormus
// (3013, hidden from Rome) give Rome's leader at Rhegium the same decisions.
func TestHiddenGarrisonFirstWar(t *testing.T) {
	pos := func(n string) *punicwars.Game {
		return load(t, "scenario: first", "turn: 4", "phase: campaign", "phasing: rome", "treasury: 10 10",
			"stack: 2908 rome army 4 up", "stack: 3414 rome army 6 up", "stack: 3414 rome fleet 2 up", "leader 0: map 3414 1 0",
			"stack: 3314 rome fleet 1 up", "stack: 3013 carthage army "+n+" down", "stack: 2516 carthage army 4 up")
	}
	sameDecisions(t, pos("1"), pos("6"), 4)
}
