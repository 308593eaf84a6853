package bot

import (
	"fmt"
	"testing"

	"punic/punicwars"
)

// playedPositions are positions of heuristic games (scenario, seed,
// decisions played) at which the fitted evaluation and the mcts bot's choice
// are pinned by TestFittedPlay.
var playedPositions = []struct {
	scenario string
	seed     uint64
	after    int
}{
	{"first", 1, 80}, {"first", 2, 160}, {"first", 3, 250},
	{"second", 1, 80}, {"second", 2, 160}, {"second", 4, 120},
}

// playedWant is what the bot saw and chose at playedPositions: Rome's
// fitted evaluation, then mcts:iter=200's action, recorded with the weights
// "punic train --game punicwars --end 48" (First Punic War) and "--end 36"
// (Second) made (fitted.json) from positions every 15 decisions
// (TrainingConfig.Every) of the rules of thumb that garrison an open capital
// against elected and returning leaders too (exposure.go), fighting on to
// twice the war's historical length, the search choosing no offers
// (pruneOffers). With the weights of the historical length (end 0) they were
// 0.363642593 recruit army 3 at 3314, 0.587782760 end phase, 0.699243312 end
// phase, 0.373079800 leader D, 0.475159696 end phase and 0.451121285 leader
// D.
var playedWant = []string{
	"first 1 80: 0.466469825 recruit army 3 at 3314",
	"first 2 160: 0.639115318 end phase",
	"first 3 250: 0.734802595 end phase",
	"second 1 80: 0.443727296 leader D",
	"second 2 160: 0.552323560 end phase",
	"second 4 120: 0.518702894 leader D",
}

// TestFittedPlay: at positions of heuristic games, the fitted evaluation and
// what mcts (eval=fit, 200 simulations) chooses are as recorded: the weights
// load as fitted and a change of them shows here.
func TestFittedPlay(t *testing.T) {
	var got []string
	for _, p := range playedPositions {
		g := newGame(t, p.scenario, p.seed)
		h := NewHeuristic(0, "")
		s := g.Generic()
		for dec := 0; dec < p.after && !s.Outcome().Over; dec++ {
			legal := s.Legal(nil)
			a := legal[0]
			if len(legal) > 1 {
				a = h.Act(s.Observation(s.ToMove()))
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		for !s.Outcome().Over && (!g.Settled() || len(g.Legal(nil)) < 2) {
			legal := s.Legal(nil)
			a := legal[0]
			if len(legal) > 1 {
				a = h.Act(s.Observation(s.ToMove()))
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Outcome().Over {
			t.Fatalf("%s seed %d: the game ended before %d decisions", p.scenario, p.seed, p.after)
		}
		v := NewFittedEvaluation().Evaluate(s, playerOf(punicwars.Rome))
		b, err := New("mcts:iter=200", 7)
		if err != nil {
			t.Fatal(err)
		}
		me := punicwars.Side(s.ToMove())
		a := punicwars.Action(b.Act(g.Observation(me).Generic()))
		got = append(got, fmt.Sprintf("%s %d %d: %.9f %s", p.scenario, p.seed, p.after, v, g.ActionText(a)))
	}
	for i := range got {
		if got[i] != playedWant[i] {
			t.Errorf("got %s, want %s", got[i], playedWant[i])
		}
	}
}
