package hannibal

import (
	"math/bits"

	"punic/hannibal/data"
)

// Side is Rome or Carthage (data.Rome, data.Carthage), or data.NoSide.
type Side = data.Side

// The sides, re-exported for convenience.
const (
	Rome     = data.Rome
	Carthage = data.Carthage
	NoSide   = data.NoSide
)

// SpaceID identifies a map space.
type SpaceID = data.SpaceID

// GeneralID identifies a general.
type GeneralID = data.GeneralID

// Off-map general locations, stored where a SpaceID would be.
const (
	locOff       uint8 = 250 // not in play: in the consul cup, or not yet arrived
	locDisplaced uint8 = 251 // displaced; returns at the next Reinforcement Phase (10.10)
	locDead      uint8 = 252 // eliminated for good (10.10)
)

// spaceSet is a set of spaces, one bit each.
type spaceSet [data.MaxSpaces / 64]uint64

func (s *spaceSet) has(x SpaceID) bool { return s[x/64]&(1<<(x%64)) != 0 }
func (s *spaceSet) add(x SpaceID)      { s[x/64] |= 1 << (x % 64) }
func (s *spaceSet) del(x SpaceID)      { s[x/64] &^= 1 << (x % 64) }

// cardSet is a set of strategy cards: bit n-1 is card n.
type cardSet uint64

func (c cardSet) has(n int) bool          { return c&(1<<(n-1)) != 0 }
func (c *cardSet) add(n int)              { *c |= 1 << (n - 1) }
func (c *cardSet) del(n int)              { *c &^= 1 << (n - 1) }
func (c cardSet) count() int              { return popcount(uint64(c)) }
func (c cardSet) each(fn func(n int))     { eachBit(uint64(c), func(i int) { fn(i + 1) }) }
func (c cardSet) union(d cardSet) cardSet { return c | d }

// genSet is a set of generals, one bit each.
type genSet uint16

func (g genSet) has(x GeneralID) bool { return g&(1<<x) != 0 }
func (g *genSet) add(x GeneralID)     { *g |= 1 << x }
func (g *genSet) del(x GeneralID)     { *g &^= 1 << x }
func (g genSet) count() int           { return popcount(uint64(g)) }

func popcount(x uint64) int { return bits.OnesCount64(x) }

func eachBit(x uint64, fn func(i int)) {
	for x != 0 {
		fn(bits.TrailingZeros64(x))
		x &= x - 1
	}
}
