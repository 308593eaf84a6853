package punicwars

import "punic/seeded"

// rng is the generator kept inside the state (package seeded: SplitMix64), so
// that cloning a state clones its future dice too.
type rng = seeded.Source

// newRNG seeds the state's generator.
func newRNG(seed uint64) rng { return seeded.New(seed) }
