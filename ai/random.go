package ai

import (
	"math/rand/v2"

	"punic/game"
)

// RandomBot plays a legal action chosen uniformly at random.
type RandomBot struct {
	r   *rand.Rand
	buf []game.Action
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *RandomBot { return &RandomBot{r: NewRand(seed)} }

// Name is "random".
func (b *RandomBot) Name() string { return "random" }

// Act picks a legal action at random.
func (b *RandomBot) Act(obs game.State) game.Action {
	b.buf = obs.Legal(b.buf)
	return b.buf[b.r.IntN(len(b.buf))]
}

// NewRand returns a fast seeded generator (PCG), the one every bot uses.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
