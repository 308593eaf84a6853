package ai

import (
	"math/rand/v2"
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

// takeTwo is a grouping that searches nothing and always takes two stones.
type takeTwo struct{}

func (takeTwo) Search(game.State, []game.Action) bool { return false }
func (takeTwo) Fill(_ game.State, legal []game.Action, _ *rand.Rand) game.Action {
	return legal[len(legal)-1]
}

// TestMCTSSearchRoot checks that a grouping's unsearched decisions are filled at
// the root, unless SearchRoot asks for every real decision to be searched.
func TestMCTSSearchRoot(t *testing.T) {
	cfg := MCTSConfig{Iterations: 3000, Eval: nimEval{}, PlayoutSteps: 100, Group: takeTwo{}}
	b, _ := NewMCTS(cfg, 1)
	if a := b.Act(newNim(7)); a != 2 || b.Stats().Simulations != 0 {
		t.Errorf("without SearchRoot: took %d after %d simulations, want the filler's 2 and no search", a, b.Stats().Simulations)
	}
	cfg.SearchRoot = true
	b, _ = NewMCTS(cfg, 1)
	// Below the root the filler always takes two, so from 7 taking one leaves 6,
	// then 4, 2, 0 for the opponent's filler: taking one wins.
	if a := b.Act(newNim(7)); a != 1 || b.Stats().Simulations != 3000 {
		t.Errorf("with SearchRoot: took %d after %d simulations, want 1 after 3000", a, b.Stats().Simulations)
	}
}

// TestMCTSRootWidth checks the prior: its values start the root's statistics,
// and RootWidth restricts the search to the actions it values most.
func TestMCTSRootWidth(t *testing.T) {
	wrong := func(game.State) ([]game.Action, []float64) {
		return []game.Action{1, 2}, []float64{0.1, 0.9} // from 7, taking 2 loses
	}
	cfg := MCTSConfig{Iterations: 3000, Eval: nimEval{}, PlayoutSteps: 100, Prior: wrong, PriorVisits: 5}
	b, _ := NewMCTS(cfg, 1)
	if a := b.Act(newNim(7)); a != 1 {
		t.Errorf("a weak wrong prior was not overcome: took %d", a)
	}
	cfg.RootWidth = 1
	b, _ = NewMCTS(cfg, 1)
	if a := b.Act(newNim(7)); a != 2 {
		t.Errorf("width 1 searched beyond the prior's favourite: took %d", a)
	}
}

// TestMCTSSpend checks that Spend scales the simulations of a decision and that
// a factor of 0 takes it without search.
func TestMCTSSpend(t *testing.T) {
	spend := func(s game.State, _ []game.Action) float64 {
		if s.(*nim).pile > 10 {
			return 0
		}
		return 0.5
	}
	b, err := NewMCTS(MCTSConfig{Iterations: 400, Eval: nimEval{}, Spend: spend}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if a := b.Act(newNim(7)); a != 1 || b.Stats().Simulations != 200 {
		t.Errorf("pile 7: took %d after %d simulations, want 1 after 200", a, b.Stats().Simulations)
	}
	if b.Act(newNim(20)); b.Stats().Simulations != 0 {
		t.Errorf("pile 20: %d simulations, want none", b.Stats().Simulations)
	}
	if b.Act(newNim(7)); b.Stats().Simulations != 200 {
		t.Errorf("the budget did not come back: %d simulations", b.Stats().Simulations)
	}
}
