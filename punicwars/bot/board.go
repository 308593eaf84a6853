package bot

import (
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// hiddenGuess is the strength a bot assumes for a force whose strength it may
// not see (9.12): a town's usual garrison.
const hiddenGuess = 3

// The capitals whose capture ends the game (18.22, 18.23).
const (
	romeHex     = 2908
	carthageHex = 2516
)

// cell sums the Strength Points in one hex by side, type and posture.
type cell struct {
	up, down [2][2]int // [side][0 army, 1 fleet]
	hidden   [2]bool   // a side's face-down force there has a hidden strength
	leader   [2]int    // the best leader's value there, -1 none
}

// armies returns side's Army Strength Points in the hex, both postures.
func (c *cell) armies(s punicwars.Side) int { return c.up[s][0] + c.down[s][0] }

// fleets returns side's Fleet Strength Points in the hex, both postures.
func (c *cell) fleets(s punicwars.Side) int { return c.up[s][1] + c.down[s][1] }

// board is a summary of a game for the bots' rules of thumb, built from what
// the game shows (in an observation, hidden strengths count as hiddenGuess).
// One board is reused from decision to decision.
type board struct {
	// noFar: plan sets out for no far goal (Rules.NoFar).
	noFar    bool
	g        *punicwars.Game
	m        *hexmap.Map
	d        *data.Data
	forces   []punicwars.Force
	cells    []cell
	occupied []hexmap.HexID
	// regArmies counts each region's non-besieged Army Strength Points by
	// side (14.13-14.15).
	regArmies [][2]int
	control   []punicwars.Side
	// pro is each region's alignment as a side (14.11): NoSide for neutral.
	pro []punicwars.Side
	// blocked marks the regions a bot's force does not enter: closed ones
	// (19.14.5, 19.24.4) and a neutral Syracuse (17.11).
	blocked []bool
	capital [2]hexmap.HexID
	armies  [2]int   // each side's Army Strength Points on the map
	coords  [][2]int // axial coordinates of every hex, for distances
	// the path search (plan.go, reach.go): the last result, the cache of
	// results, and the search's queue
	ways        *ways
	cache       *reachCache
	queue       [][]hexmap.HexID
	blockedMask uint64 // blocked as bits, for the cache's key
	ferries     []hexmap.HexID
	// exposed is each capital's exposure, -1 until worked out.
	exposed [2]int
}

// newBoard prepares a board for the data of g.
func newBoard(g *punicwars.Game) *board {
	b := &board{}
	b.reset(g)
	return b
}

// reset summarizes g, reusing the board's memory.
func (b *board) reset(g *punicwars.Game) {
	d := g.Data()
	if b.d != d {
		m := g.Map()
		*b = board{cache: b.cache, noFar: b.noFar, d: d, m: m, cells: make([]cell, len(m.Hexes)), regArmies: make([][2]int, len(d.Regions)),
			coords: make([][2]int, len(m.Hexes))}
		for i := range m.Hexes {
			h := &m.Hexes[i]
			b.coords[i] = [2]int{h.Col, h.Row - (h.Col+(h.Col&1))/2}
			if h.Ferry {
				b.ferries = append(b.ferries, hexmap.HexID(i))
			}
		}
		for i := range b.cells {
			b.cells[i].leader = [2]int{-1, -1}
		}
		b.capital = [2]hexmap.HexID{m.ID(romeHex), m.ID(carthageHex)}
	}
	b.g = g
	b.exposed = [2]int{-1, -1}
	for _, h := range b.occupied {
		b.cells[h] = cell{leader: [2]int{-1, -1}}
	}
	b.occupied = b.occupied[:0]
	for i := range b.regArmies {
		b.regArmies[i] = [2]int{}
	}
	b.forces = g.Forces(b.forces[:0])
	for _, f := range b.forces {
		if f.Side == punicwars.NoSide {
			continue
		}
		c := b.touch(f.Hex)
		n, t := f.N, 0
		if f.Hidden {
			n = hiddenGuess
			c.hidden[f.Side] = true
		}
		if f.Fleet {
			t = 1
		}
		if f.Down {
			c.down[f.Side][t] += n
		} else {
			c.up[f.Side][t] += n
		}
	}
	for i := range d.Leaders {
		l := g.Leader(i)
		if !l.OnMap || l.Hex < 0 {
			continue
		}
		c := b.touch(l.Hex)
		if l.Value > c.leader[l.Side] {
			c.leader[l.Side] = l.Value
		}
	}
	b.armies = [2]int{}
	for _, h := range b.occupied {
		b.armies[0] += b.cells[h].armies(0)
		b.armies[1] += b.cells[h].armies(1)
		r := d.RegionOf[h]
		if r < 0 {
			continue
		}
		c := &b.cells[h]
		for s := punicwars.Rome; s <= punicwars.Carthage; s++ {
			n := c.up[s][0]
			if !b.besieged(h, s) {
				n += c.down[s][0]
			}
			b.regArmies[r][s] += n
		}
	}
	b.control = append(b.control[:0], g.Control()...)
	b.pro = b.pro[:0]
	for r := range d.Regions {
		side := punicwars.NoSide
		switch g.RegionStatus(data.RegionID(r)) {
		case data.ProRome:
			side = punicwars.Rome
		case data.ProCarthage:
			side = punicwars.Carthage
		}
		b.pro = append(b.pro, side)
	}
	b.blocked = b.blocked[:0]
	b.blockedMask = 0
	for r := range d.Regions {
		id := data.RegionID(r)
		x := g.ClosedRegion(id) || b.neutralSyracuse(id)
		b.blocked = append(b.blocked, x)
		if x {
			b.blockedMask |= 1 << (uint(r) % 64)
		}
	}
}

// touch returns the cell of h, noting it occupied.
func (b *board) touch(h hexmap.HexID) *cell {
	c := &b.cells[h]
	if c.leader == [2]int{-1, -1} && c.up == [2][2]int{} && c.down == [2][2]int{} {
		b.occupied = append(b.occupied, h)
	}
	return c
}

// besieged reports whether side's face-down units in h are besieged (10.42),
// as the board counts them.
func (b *board) besieged(h hexmap.HexID, s punicwars.Side) bool {
	c := &b.cells[h]
	e := s.Other()
	if c.down[s] == [2]int{} || c.up[s] != [2]int{} {
		return false
	}
	return c.armies(e) >= c.down[s][0] && c.fleets(e) >= c.down[s][1]
}

// distance is the number of hexes between a and b, as the crow flies.
func (b *board) distance(x, y hexmap.HexID) int {
	p, q := b.coords[x], b.coords[y]
	dq, dr := p[0]-q[0], p[1]-q[1]
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// threat is the enemy Army Strength Points near side's capital, each weighed
// by its closeness (full within two hexes, none beyond six), less the
// capital's own armies.
func (b *board) threat(s punicwars.Side) float64 {
	cap := b.capital[s]
	if cap < 0 {
		return 0
	}
	e := s.Other()
	t := 0.0
	for _, h := range b.occupied {
		n := b.cells[h].armies(e)
		if n == 0 {
			continue
		}
		d := b.distance(h, cap)
		switch {
		case d <= 2:
			t += float64(n)
		case d <= 6:
			t += float64(n) * float64(7-d) / 5
		}
	}
	return t - float64(b.cells[cap].armies(s))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// engineOf is the engine's game under a bot's observation or a simulated
// world (both punicwars.GenericState: what ai.Play and the front ends hand a
// bot).
func engineOf(s game.State) *punicwars.Game {
	return s.(*punicwars.GenericState).G
}

// exchange is how many of its own Strength Points side s may trade for one of
// the enemy's: its armies over the enemy's, from 1 to 3 (the stronger side
// gains by a bloody exchange).
func (b *board) exchange(s punicwars.Side) float64 {
	return min(3, max(1, float64(b.armies[s])/float64(max(1, b.armies[s.Other()]))))
}
