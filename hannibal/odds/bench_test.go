package odds

import (
	"testing"

	"punic/game"
	"punic/hannibal"
)

// BenchmarkEstimate is one estimate of Hannibal's attack on Arpi (6 Roman CUs)
// from Carthage's knowledge, at the default 400 samples (the server's 200 take
// half).
func BenchmarkEstimate(b *testing.B) {
	g := position(b, "6", "5 6 40", toMove...)
	q := game.OddsQuery{Battle: "arpi", Seed: 1}
	for b.Loop() {
		if _, err := Estimate(g, hannibal.Carthage, q); err != nil {
			b.Fatal(err)
		}
	}
}
