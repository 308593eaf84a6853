package hannibal

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"punic/bench/cputime"
	"punic/hannibal/data"
)

// BenchmarkRandomStepsWithView is random play with the view of the side to
// move built at every step, as Rally the Troops' fuzzer plays its modules
// (bench/rtt runs the two side by side). The game keeps its log, as a server's
// does. One op is one step: Legal, the view, ApplyLegal of a random action.
//
//   - view: ViewInto one reused View (what RTT's fuzzer does: the view object);
//   - view+json: the same and its JSON by AppendJSON into a reused buffer (what
//     a server sends);
//   - marshal: a new View and json.Marshal, the way before ViewInto and
//     AppendJSON, for comparison.
func BenchmarkRandomStepsWithView(b *testing.B) {
	for _, mode := range []string{"view", "view+json", "marshal"} {
		b.Run(mode, func(b *testing.B) {
			d := data.MustDefault()
			r := rand.New(rand.NewPCG(1, 2))
			seed := uint64(1)
			g, _ := New(d, Options{Seed: seed})
			var legal []Action
			var v View
			var buf []byte
			bytes := 0
			b.ReportAllocs()
			meter := cputime.Start()
			for b.Loop() {
				if g.Over() {
					seed++
					g, _ = New(d, Options{Seed: seed})
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
				g.ApplyLegal(legal[r.IntN(len(legal))])
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

// BenchmarkAppendJSON measures the JSON of the view of the side to move at a
// mid-game position, written into a reused buffer; BenchmarkMarshalView the
// same by json.Marshal.
func BenchmarkAppendJSON(b *testing.B) {
	g := benchGame(b, 7, 300)
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

func BenchmarkMarshalView(b *testing.B) {
	g := benchGame(b, 7, 300)
	var v View
	g.ViewInto(g.ToMove(), &v)
	b.ReportAllocs()
	meter := cputime.Start()
	for b.Loop() {
		_, _ = json.Marshal(&v)
	}
	meter.ReportPerOp(b)
}
