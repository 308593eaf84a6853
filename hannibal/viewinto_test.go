package hannibal

import (
	"encoding/json"
	"math/rand"
	"testing"

	"punic/bench/cputime"
	"punic/hannibal/data"
)

// ViewInto with one View reused across a whole random game gives, at every step
// and for every viewer, exactly the JSON a fresh View gives.
func TestViewIntoMatchesView(t *testing.T) {
	d := data.MustDefault()
	var reused [3]View
	sides := [3]Side{Rome, Carthage, NoSide}
	var buf []Action
	for seed := 1; seed <= 3; seed++ {
		g, _ := New(d, Options{Seed: uint64(seed)})
		r := rand.New(rand.NewSource(int64(seed)))
		for step := 0; !g.Over(); step++ {
			for i, side := range sides {
				want, _ := json.Marshal(g.View(side))
				g.ViewInto(side, &reused[i])
				got, _ := json.Marshal(&reused[i])
				if string(got) != string(want) {
					t.Fatalf("seed %d step %d, %s: ViewInto gives\n%s\nView gives\n%s", seed, step, side, got, want)
				}
			}
			buf = g.Legal(buf)
			g.ApplyLegal(buf[r.Intn(len(buf))])
		}
	}
}

// BenchmarkView measures building the view of the side to move at a mid-game
// position; BenchmarkViewInto the same into one reused View.
func BenchmarkView(b *testing.B) {
	g := benchGame(b, 7, 300)
	side := g.ToMove()
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		_ = g.View(side)
	}
	meter.ReportPerOp(b)
}

func BenchmarkViewInto(b *testing.B) {
	g := benchGame(b, 7, 300)
	side := g.ToMove()
	var v View
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		g.ViewInto(side, &v)
	}
	meter.ReportPerOp(b)
}
