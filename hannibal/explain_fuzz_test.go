package hannibal

import (
	"flag"
	"fmt"
	"math/rand"
	"testing"
)

// TestExplainNeverPanics asks, in every state of random games, why each of a
// wide set of illegal actions is refused — actions of every kind with operands
// in and out of range, as a person or program could type them — and checks that
// the answer never crashes and never changes the game.
var explainGames = flag.Int("explain-games", 6, "random games whose states TestExplainNeverPanics probes")

func TestExplainNeverPanics(t *testing.T) {
	operands := []uint8{0, 1, 2, 5, 13, 63, 95, 96, 127, 200, 255}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= uint64(*explainGames); seed++ {
		g, _ := New(testData, Options{Seed: seed, NoLog: true})
		r := rand.New(rand.NewSource(int64(seed)))
		for step := 0; !g.Over(); step++ {
			legal := g.Legal(nil)
			if step%3 == 0 {
				before := g.s
				for k := Kind(0); k < numKinds; k++ {
					for _, a := range operands {
						for _, b := range operands[:4] {
							for _, c := range operands[:3] {
								x := act(k, a, b, c)
								func() {
									defer func() {
										if p := recover(); p != nil {
											key := fmt.Sprintf("proc %d step %d kind %d", g.top().proc, g.top().step, k)
											if !seen[key] {
												seen[key] = true
												t.Errorf("seed %d step %d: explaining %s (%q) at %q panics: %v", seed, step, fmt.Sprintf("%08x", uint32(x)), g.ActionText(x), g.Decision().Prompt, p)
											}
										}
									}()
									_ = g.explain(g.top(), x)
								}()
							}
						}
					}
				}
				if g.s != before {
					t.Fatalf("seed %d step %d: explaining refusals changed the game", seed, step)
				}
			}
			g.ApplyLegal(legal[r.Intn(len(legal))])
		}
	}
}
