package hannibal

import (
	"math/rand/v2"
	"testing"

	"punic/hannibal/data"
)

// Benchmarks of the engine on random play, the workload of simulations. Run with
//
//	go test -run '^$' -bench . -benchmem ./hannibal

// benchGame returns a game played at random from seed for steps actions (or to a
// few actions before its end).
func benchGame(b *testing.B, seed uint64, steps int) *Game {
	b.Helper()
	g, err := New(data.MustDefault(), Options{Seed: seed, NoLog: true})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	var buf []Action
	for i := 0; i < steps && !g.Over(); i++ {
		buf = g.Legal(buf)
		c := g.Clone()
		c.ApplyLegal(buf[r.IntN(len(buf))])
		if c.Over() {
			break
		}
		g.ApplyLegal(buf[r.IntN(len(buf))])
	}
	return g
}

// BenchmarkRandomSteps measures one step of random play: Legal, then ApplyLegal
// of a random legal action (and a new game when one ends).
func BenchmarkRandomSteps(b *testing.B) {
	d := data.MustDefault()
	r := rand.New(rand.NewPCG(1, 2))
	g, _ := New(d, Options{Seed: 1, NoLog: true})
	var buf []Action
	seed := uint64(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.Over() {
			seed++
			g, _ = New(d, Options{Seed: seed, NoLog: true})
		}
		buf = g.Legal(buf)
		g.ApplyLegal(buf[r.IntN(len(buf))])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkRandomGame measures complete random games, from New to the end.
func BenchmarkRandomGame(b *testing.B) {
	d := data.MustDefault()
	r := rand.New(rand.NewPCG(1, 2))
	var buf []Action
	steps := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g, _ := New(d, Options{Seed: uint64(i + 1), NoLog: true})
		for !g.Over() {
			buf = g.Legal(buf)
			g.ApplyLegal(buf[r.IntN(len(buf))])
			steps++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

// BenchmarkCloneInto measures the allocation-free copy of a mid-game position.
func BenchmarkCloneInto(b *testing.B) {
	g := benchGame(b, 3, 250)
	var dst Game
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.CloneInto(&dst)
	}
}

// BenchmarkDeterminize measures what a simulating bot does before each
// simulation: sampling a complete world from a side's observation.
func BenchmarkDeterminize(b *testing.B) {
	g := benchGame(b, 3, 250)
	obs := g.Observation(g.ToMove())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = obs.Determinize(uint64(i))
	}
}
