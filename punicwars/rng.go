package punicwars

import "math/bits"

// rng is a small seedable generator (SplitMix64) kept inside the state, so that
// cloning a state clones its future dice too.
type rng struct{ x uint64 }

func newRNG(seed uint64) rng { return rng{x: seed ^ 0x9E3779B97F4A7C15} }

func (r *rng) next() uint64 {
	r.x += 0x9E3779B97F4A7C15
	z := r.x
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// intn returns a uniform integer in [0, n) (Lemire's method with rejection).
func (r *rng) intn(n int) int {
	un := uint64(n)
	for {
		hi, lo := bits.Mul64(r.next(), un)
		if lo >= un || lo >= (-un)%un {
			return int(hi)
		}
	}
}
