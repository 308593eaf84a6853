package bot

import (
	"testing"

	"punic/ai"
	"punic/hannibal"
	"punic/hannibal/data"
)

// TestFirstEditionBotsPlay: the bots play whole games under the 1st-edition rules
// option (rules: 1st): observations and determinized worlds keep the edition.
func TestFirstEditionBotsPlay(t *testing.T) {
	d := data.MustDefault()
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := hannibal.New(d, hannibal.Options{Seed: seed, NoLog: true, Rules: "1st"})
		if err != nil {
			t.Fatal(err)
		}
		rome, err := New("heuristic:samples=1,cands=6", seed)
		if err != nil {
			t.Fatal(err)
		}
		carthage, _ := New("policy", seed+10)
		res, err := ai.Play(g.Generic(), []ai.Bot{rome, carthage}, 20000)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Outcome.Over || g.Rules() != "1st" {
			t.Fatalf("seed %d: %+v", seed, res.Outcome)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		if g.Observation(hannibal.Rome).Rules() != "1st" || g.Determinize(seed).Rules() != "1st" {
			t.Errorf("the observation or a determinized world lost the edition")
		}
	}
}
