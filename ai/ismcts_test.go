package ai

import (
	"testing"
	"time"

	"punic/game"
)

// TestMCTSFindsWinningNimMoves checks that the search, with playouts to the end,
// finds the move that leaves a multiple of three stones.
func TestMCTSFindsWinningNimMoves(t *testing.T) {
	for pile, want := range map[int]game.Action{4: 1, 5: 2, 7: 1, 8: 2, 10: 1, 11: 2} {
		b, err := NewMCTS(MCTSConfig{Iterations: 3000, Eval: nimEval{}, PlayoutSteps: 100}, 7)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Act(newNim(pile)); got != want {
			t.Errorf("pile %d: took %d, want %d", pile, got, want)
		}
		if st := b.Stats(); st.Simulations != 3000 || st.Nodes < 5 {
			t.Errorf("pile %d: stats %+v, want 3000 simulations and a tree", pile, st)
		}
	}
}

// TestMCTSBudgets checks the time budget and that a single legal action is played
// without search.
func TestMCTSBudgets(t *testing.T) {
	b, err := NewMCTS(MCTSConfig{Budget: 20 * time.Millisecond, Eval: nimEval{}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	b.Act(newNim(30))
	if el := time.Since(start); el < 20*time.Millisecond || el > 500*time.Millisecond {
		t.Errorf("a 20 ms budget took %v", el)
	}
	if b.Stats().Simulations < 10 {
		t.Errorf("only %d simulations in 20 ms", b.Stats().Simulations)
	}
	if a := b.Act(newNim(1)); a != 1 || b.Stats().Simulations != 0 {
		t.Errorf("forced move: took %d after %d simulations", a, b.Stats().Simulations)
	}
	if _, err := NewMCTS(MCTSConfig{Eval: nimEval{}}, 1); err == nil {
		t.Error("a bot with neither iterations nor a budget was accepted")
	}
	if _, err := NewMCTS(MCTSConfig{Iterations: 1}, 1); err == nil {
		t.Error("a bot without an evaluator was accepted")
	}
}

// TestMCTSIsDeterministic checks that the same seed gives the same choices.
func TestMCTSIsDeterministic(t *testing.T) {
	var got [2][]game.Action
	for k := range got {
		b, _ := NewMCTS(MCTSConfig{Iterations: 200, Eval: nimEval{}}, 99)
		for pile := 3; pile < 40; pile++ {
			got[k] = append(got[k], b.Act(newNim(pile)))
		}
	}
	for i := range got[0] {
		if got[0][i] != got[1][i] {
			t.Fatalf("pile %d: %d then %d with the same seed", i+3, got[0][i], got[1][i])
		}
	}
}
