// Package seeded is the random generator the rules engines keep inside their
// state: SplitMix64, small and fast, so that cloning a state clones its future
// dice and shuffles too, and a seed with a list of actions replays a game
// exactly.
package seeded

import "math/bits"

// Source is a SplitMix64 generator. Its zero value is a valid generator; New
// seeds one. Copying a Source copies its future.
type Source struct {
	x uint64
}

// New returns a generator seeded with seed.
func New(seed uint64) Source { return Source{x: seed ^ 0x9E3779B97F4A7C15} }

// Next returns the next 64 random bits.
func (r *Source) Next() uint64 {
	r.x += 0x9E3779B97F4A7C15
	z := r.x
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n), n > 0 (Lemire's multiply-shift,
// with the rejection step for exact uniformity).
func (r *Source) Intn(n int) int {
	un := uint64(n)
	for {
		hi, lo := bits.Mul64(r.Next(), un)
		if lo >= un || lo >= (-un)%un {
			return int(hi)
		}
	}
}
