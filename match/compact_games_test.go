package match_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"punic/game"
	hannibaltitle "punic/hannibal/title"
	"punic/match"
	pwtitle "punic/punicwars/title"
)

// TestCompactKeepsViewsOfBothGames: random games of Hannibal (both rules
// editions) and The Punic Wars, played to their end (or resigned after 3,000
// actions), compact; afterwards every side's view and the status are what
// they were (the final position loads again as itself).
func TestCompactKeepsViewsOfBothGames(t *testing.T) {
	for _, load := range []func(string) (game.Rules, error){hannibaltitle.Load, pwtitle.Load} {
		rules, err := load("")
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			for _, variant := range []string{"", "1st"} {
				if variant != "" && len(rules.Title().Variants) == 0 {
					continue
				}
				m, err := match.New(rules, game.Options{Seed: seed, Rules: variant})
				if err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 1))
				for n := 0; !m.Over() && n < 3000; n++ {
					legal := m.Game().Legal(nil)
					if err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
				if !m.Over() {
					if err := m.Resign(game.Player(0)); err != nil {
						t.Fatal(err)
					}
				}
				v0, v1, vn := m.Game().View(0), m.Game().View(1), m.Game().View(game.None)
				st := m.Game().Status()
				if err := m.Compact(); err != nil {
					t.Errorf("%s seed %d %q: %v", rules.Title().Name, seed, variant, err)
					continue
				}
				if !reflect.DeepEqual(v0, m.Game().View(0)) || !reflect.DeepEqual(v1, m.Game().View(1)) || !reflect.DeepEqual(vn, m.Game().View(game.None)) || !reflect.DeepEqual(st, m.Game().Status()) {
					t.Errorf("%s seed %d %q: views or status differ", rules.Title().Name, seed, variant)
				}
			}
		}
	}
}
