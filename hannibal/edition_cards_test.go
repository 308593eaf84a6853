package hannibal

import (
	"testing"

	"punic/hannibal/data"
)

// CardEventUnder agrees with Game.CardEvent for every card in both editions,
// and the 1st edition changes some cards.
func TestCardEventUnderMatchesGame(t *testing.T) {
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	differ := 0
	for _, rules := range []string{"", "2nd", "1st"} {
		g, err := New(d, Options{Seed: 1, Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= len(d.Cards); n++ {
			wf, we := g.CardEvent(n)
			gf, ge := CardEventUnder(d, g.View(NoSide).Rules, n)
			if wf != gf || we != ge {
				t.Errorf("rules %q card %d: CardEventUnder gives %v %q, the game %v %q", rules, n, gf, ge, wf, we)
			}
			if rules == "1st" {
				if _, e2 := CardEventUnder(d, "", n); e2 != ge {
					differ++
				}
			}
		}
	}
	if differ == 0 {
		t.Error("no card's event differs in the 1st edition")
	}
}
