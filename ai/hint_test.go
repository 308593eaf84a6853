package ai

import (
	"testing"
	"time"

	"punic/game"
	"punic/game/gametest"
)

// TestMCTSHintsFindNimWins checks that the search's hints rank the winning nim
// move first with a high estimate, the losing one after it with a low one, and
// that a forced move gets one hint without a search.
func TestMCTSHintsFindNimWins(t *testing.T) {
	b, err := NewMCTS(MCTSConfig{Iterations: 3000, Eval: nimEval{}, PlayoutSteps: 100}, 7)
	if err != nil {
		t.Fatal(err)
	}
	h := b.Hints(newNim(7), 3)
	if len(h) != 2 {
		t.Fatalf("hints %+v, want both moves", h)
	}
	if h[0].Action != 1 || h[0].Win < 0.8 || h[1].Win > h[0].Win || h[0].Visits+h[1].Visits != 3000 {
		t.Errorf("hints %+v: want take 1 first with a high win rate, 3000 visits in all", h)
	}
	if h := b.Hints(newNim(7), 1); len(h) != 1 || h[0].Action != 1 {
		t.Errorf("top hint %+v", h)
	}
	if h := b.Hints(newNim(1), 3); len(h) != 1 || h[0].Action != 1 || h[0].Visits != 0 {
		t.Errorf("forced move: hints %+v", h)
	}
}

// TestHintsOfATitle checks the generic Hints function on the toy game: legal
// top hint, the same hints for the same position with an iteration budget,
// and clear errors for a wrong side, a bad k and no budget.
func TestHintsOfATitle(t *testing.T) {
	rules, _ := gametest.Title.Load("")
	// Two games alike (the toy game's clones share their dice generator, so
	// one game searched twice would not be the same position).
	g, _ := rules.New(game.Options{Seed: 3, NoLog: true})
	g2, _ := rules.New(game.Options{Seed: 3, NoLog: true})
	p := g.ToMove()
	h1, err := Hints(gametest.Title, g, p, HintBudget{Iterations: 200}, 3)
	if err != nil {
		t.Fatal(err)
	}
	h2, _ := Hints(gametest.Title, g2, p, HintBudget{Iterations: 200}, 3)
	if len(h1) == 0 || len(h1) > 3 || len(h1) != len(h2) {
		t.Fatalf("hints %+v and %+v", h1, h2)
	}
	for i := range h1 {
		if h1[i] != h2[i] {
			t.Errorf("hint %d: %+v then %+v for the same position", i, h1[i], h2[i])
		}
	}
	if err := g.Clone().Apply(h1[0].Action); err != nil {
		t.Errorf("top hint %v is not legal: %v", h1[0].Action, err)
	}
	if _, err := Hints(gametest.Title, g, 1-p, HintBudget{Iterations: 10}, 3); err == nil {
		t.Error("hints for the side not to move were given")
	}
	if _, err := Hints(gametest.Title, g, p, HintBudget{}, 3); err == nil {
		t.Error("hints without a budget were given")
	}
	if _, err := Hints(gametest.Title, g, p, HintBudget{Iterations: 10}, 0); err == nil {
		t.Error("zero hints were given")
	}
	if h, err := Hints(gametest.Title, g, p, HintBudget{Time: 5 * time.Millisecond}, 2); err != nil || len(h) == 0 {
		t.Errorf("timed hints: %+v %v", h, err)
	}
}
