package bot

import (
	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// The path search's results are cached (most of a playout's time went into
// it): what a force can reach depends only on where it starts, how far it
// may go, what it is made of (armies, fleets, escorted: 5.32, 5.33), the
// closed regions (19.14.5), the state of the ferries (5.37) and the hexes
// near the start that the enemy's face-up Strength Points hold (5.44), never
// on the rest of the position; so a result serves every position where those are
// the same, across decisions and simulations.

// ways is one path search's result (search).
type ways struct {
	dist, cost []int32
	prev       []hexmap.HexID
	ferried    []bool
	seas       []uint8 // all-sea hexes on the way (11.11)
	hexes      []hexmap.HexID
}

// reachKey is what a path search's result depends on.
type reachKey struct {
	from    hexmap.HexID
	side    punicwars.Side
	class   uint8  // armies, fleets, escorted
	value   uint8  // the leader's value: the attrition at sea (11.11)
	ferries uint8  // each ferry hex: open, free for the force's side
	blocked uint64 // closed regions and a neutral Syracuse
	enemy   uint64 // where the enemy's face-up Strength Points stand near the start (leaveNear)
}

// reachCache holds path searches' results, emptied when it holds
// maxReachCache of them.
type reachCache struct {
	m    map[reachKey]*ways
	free []*ways
}

// maxSteps is how far a path search goes: a Campaign Phase's Movement
// Points and the lookahead.
const maxSteps = punicwars.MovementAllowance + lookahead

// newReachCache returns an empty cache. The bots' Rules of one search share
// one (their boards are used one at a time).
func newReachCache() *reachCache { return &reachCache{m: make(map[reachKey]*ways)} }

// maxReachCache bounds the cache (each result holds four slices of the map's
// size).
const maxReachCache = 512

// reach returns the ways of force f from f.from within a whole Campaign
// Phase and the lookahead (maxSteps), from the cache or a new search; they
// stay b.ways until the next reach. Nobody may change them.
func (b *board) reach(f force) *ways {
	k := reachKey{from: f.from, side: f.side, blocked: b.blockedMask, value: uint8(f.value)}
	e := f.side.Other()
	for _, h := range b.occupied {
		if b.cells[h].up[e] != [2]int{} && b.distance(h, f.from) <= leaveNear {
			k.enemy = (k.enemy ^ uint64(h+1)) * 0x100000001b3
		}
	}
	if f.armies > 0 {
		k.class |= 1
	}
	if f.fleets > 0 {
		k.class |= 2
	}
	if f.fleets > 0 && f.fleets >= f.armies {
		k.class |= 4
	}
	for i, h := range b.ferries[:min(len(b.ferries), 4)] {
		c := &b.cells[h]
		if c.fleets(f.side) > 0 {
			k.ferries |= 1 << (2 * i)
		}
		if c.fleets(f.side.Other()) > 0 {
			k.ferries |= 2 << (2 * i)
		}
	}
	if b.cache == nil {
		b.cache = newReachCache()
	}
	if w, ok := b.cache.m[k]; ok {
		b.ways = w
		return w
	}
	if len(b.cache.m) >= maxReachCache {
		for key, w := range b.cache.m {
			b.cache.free = append(b.cache.free, w)
			delete(b.cache.m, key)
		}
	}
	var w *ways
	if n := len(b.cache.free); n > 0 {
		w, b.cache.free = b.cache.free[n-1], b.cache.free[:n-1]
	} else {
		w = newWays(len(b.m.Hexes))
	}
	b.search(f, maxSteps, w)
	b.cache.m[k] = w
	b.ways = w
	return w
}

// newWays returns room for a path search's result over a map of n hexes.
func newWays(n int) *ways {
	return &ways{dist: make([]int32, n), cost: make([]int32, n), prev: make([]hexmap.HexID, n), ferried: make([]bool, n), seas: make([]uint8, n)}
}
