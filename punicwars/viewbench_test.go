package punicwars

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"punic/bench/cputime"
)

// BenchmarkRandomStepsWithView is random play (Scenario 2) with the view of
// the side to move built at every step, as Rally the Troops' fuzzer plays its
// modules (bench/rtt runs the two side by side). The game keeps its log, as a
// server's does. One op is one step: Legal, the view, ApplyLegal.
//
//   - view: ViewInto one reused View;
//   - view+json: the same and its JSON by AppendJSON into a reused buffer;
//   - marshal: a new View and json.Marshal, for comparison.
func BenchmarkRandomStepsWithView(b *testing.B) {
	for _, mode := range []string{"view", "view+json", "marshal"} {
		b.Run(mode, func(b *testing.B) {
			d := mustData(b)
			r := rand.New(rand.NewPCG(1, 2))
			seed := uint64(1)
			g, _ := New(d, Options{Scenario: "second", Seed: seed})
			legal := make([]Action, 0, 256)
			var v View
			var buf []byte
			bytes := 0
			b.ReportAllocs()
			meter := cputime.Start()
			for b.Loop() {
				if g.Over() || g.Turn() > 30 {
					seed++
					g, _ = New(d, Options{Scenario: "second", Seed: seed})
				}
				switch mode {
				case "view":
					g.ViewInto(g.ToMove(), &v)
				case "view+json":
					g.ViewInto(g.ToMove(), &v)
					buf = v.AppendJSON(buf[:0])
				case "marshal":
					buf, _ = json.Marshal(g.View(g.ToMove()))
				}
				bytes += len(buf)
				legal = g.Legal(legal)
				g.ApplyLegal(randomAction(g, r, legal))
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
			// Work per CPU-second: what a shared, loaded machine changes least.
			meter.ReportRate(b, "steps/CPU-s")
			if mode != "view" {
				b.ReportMetric(float64(bytes)/float64(b.N), "JSON-B/step")
			}
		})
	}
}

// benchPosition plays Scenario 2 at random for steps actions.
func benchPosition(b *testing.B, steps int) *Game {
	d := mustData(b)
	g, _ := New(d, Options{Scenario: "second", Seed: 7})
	r := rand.New(rand.NewPCG(7, 2))
	legal := make([]Action, 0, 256)
	for i := 0; i < steps && !g.Over(); i++ {
		legal = g.Legal(legal)
		g.ApplyLegal(randomAction(g, r, legal))
	}
	return g
}

// BenchmarkView measures the view of the side to move at a mid-game position
// built afresh; BenchmarkViewInto into one reused View; BenchmarkAppendJSON
// its JSON into a reused buffer.
func BenchmarkView(b *testing.B) {
	g := benchPosition(b, 150)
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		_ = g.View(g.ToMove())
	}
	meter.ReportPerOp(b)
}

func BenchmarkViewInto(b *testing.B) {
	g := benchPosition(b, 150)
	var v View
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		g.ViewInto(g.ToMove(), &v)
	}
	meter.ReportPerOp(b)
}

func BenchmarkAppendJSON(b *testing.B) {
	g := benchPosition(b, 150)
	var v View
	g.ViewInto(g.ToMove(), &v)
	buf := v.AppendJSON(nil)
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		buf = v.AppendJSON(buf[:0])
	}
	meter.ReportPerOp(b)
	b.ReportMetric(float64(len(buf)), "bytes")
}
