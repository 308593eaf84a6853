package hannibal

import (
	"math/rand"
	"testing"

	"punic/hannibal/data"
)

func TestSmokeRandomGames(t *testing.T) {
	d := data.MustDefault()
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := New(d, Options{Seed: seed, NoLog: seed > 3})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewSource(int64(seed)))
		var buf []Action
		steps := 0
		for !g.Over() {
			buf = g.Legal(buf)
			if len(buf) == 0 {
				f := g.top()
				t.Fatalf("seed %d step %d: no legal action; decision %+v proc %d step %d", seed, steps, g.Decision(), f.proc, f.step)
			}
			a := buf[r.Intn(len(buf))]
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: legal action refused: %v", seed, err)
			}
			steps++
			if steps > 200000 {
				t.Fatalf("seed %d: game does not end", seed)
			}
		}
		if seed <= 3 {
			t.Logf("seed %d: %d steps, winner %v, reason %d, turn %d", seed, steps, g.s.winner, g.s.endReason, g.s.turn)
		}
	}
}
