package punicwars

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks of random play, the workload of simulations:
//
//	go test -run '^$' -bench . -benchmem ./punicwars

// randomAction picks a legal action; offers are declined until turn 6.
func randomAction(g *Game, r *rand.Rand, buf []Action) Action {
	a := buf[r.IntN(len(buf))]
	switch a.Kind() {
	case KAccept, KDecline:
		if g.Turn() < 6 {
			return act(KDecline, 0, 0)
		}
	case KBid:
		return bidAction(r.IntN(1 + g.Treasury(g.ToMove())/4))
	}
	return a
}

// BenchmarkRandomSteps measures one step of random play: Legal, then
// ApplyLegal of a random legal action (a new game when one ends).
func BenchmarkRandomSteps(b *testing.B) {
	d := mustData(b)
	r := rand.New(rand.NewPCG(1, 2))
	seed := uint64(1)
	g, _ := New(d, Options{Scenario: "second", Seed: seed, NoLog: true})
	buf := make([]Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.Over() || g.Turn() > 30 {
			seed++
			g, _ = New(d, Options{Scenario: "second", Seed: seed, NoLog: true})
		}
		buf = g.Legal(buf)
		g.ApplyLegal(randomAction(g, r, buf))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkRandomGame measures whole random games of each scenario.
func BenchmarkRandomGame(b *testing.B) {
	d := mustData(b)
	for _, sc := range d.Scenarios {
		b.Run(sc.Key, func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]Action, 0, 256)
			steps := 0
			for i := 0; i < b.N; i++ {
				g, _ := New(d, Options{Scenario: sc.Key, Seed: uint64(i + 1), NoLog: true})
				for !g.Over() && g.Turn() <= 30 {
					buf = g.Legal(buf)
					g.ApplyLegal(randomAction(g, r, buf))
					steps++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
		})
	}
}

// BenchmarkCloneInto measures the copy of a mid-game state.
func BenchmarkCloneInto(b *testing.B) {
	g, _ := New(mustData(b), Options{Scenario: "second", Seed: 3, NoLog: true})
	var dst Game
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.CloneInto(&dst)
	}
}

// TestNoAllocations: Legal and ApplyLegal allocate nothing on the simulation
// path (no log, buffers reused).
func TestNoAllocations(t *testing.T) {
	d := mustData(t)
	g, _ := New(d, Options{Scenario: "second", Seed: 5, NoLog: true})
	r := rand.New(rand.NewPCG(5, 5))
	buf := make([]Action, 0, 4096)
	// Warm up the game's own buffers.
	for i := 0; i < 200 && !g.Over(); i++ {
		buf = g.Legal(buf)
		g.ApplyLegal(randomAction(g, r, buf))
	}
	allocs := testing.AllocsPerRun(500, func() {
		if g.Over() {
			return
		}
		buf = g.Legal(buf)
		g.ApplyLegal(randomAction(g, r, buf))
	})
	if allocs > 0.5 {
		t.Fatalf("%.2f allocations per step", allocs)
	}
}
