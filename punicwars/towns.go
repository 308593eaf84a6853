package punicwars

import (
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// townController returns who controls the town or city in h (10.11, 10.12),
// NoSide when nobody does (or h has none).
func (g *Game) townController(h hexmap.HexID) Side {
	i := g.f.townIdx[h]
	if i < 0 {
		return NoSide
	}
	if c := g.s.townCtl[i]; c != NoSide {
		return c
	}
	// 10.12: never occupied by Army Strength Points: the last controller of
	// the region.
	if r := g.f.region[h]; r >= 0 {
		return g.s.lastCtl[r]
	}
	return NoSide
}

// updateTown applies 10.11: a town is controlled by the player whose Army
// Strength Points were the last to solely occupy its hex (ruling: army SPs of
// one player and none of the other; fleets never count).
func (g *Game) updateTown(h hexmap.HexID) {
	i := g.f.townIdx[h]
	if i < 0 {
		return
	}
	r, c := g.count(h, Rome, army, 2), g.count(h, Carthage, army, 2)
	switch {
	case r > 0 && c == 0:
		g.s.townCtl[i] = Rome
	case c > 0 && r == 0:
		g.s.townCtl[i] = Carthage
	}
}

// besieged reports whether side's units inside the town in h are besieged
// (10.42: none of side's SPs outside, enemy armies and fleets at least as many
// as side's armies and fleets inside).
func (g *Game) besieged(h hexmap.HexID, side Side) bool {
	var in, out, enemy [2]int
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex != h || t.n == 0 {
			continue
		}
		switch g.sideOf(t.own) {
		case side:
			if t.down {
				in[t.typ] += int(t.n)
			} else {
				out[t.typ] += int(t.n)
			}
		case side.Other():
			enemy[t.typ] += int(t.n)
		}
	}
	if in[army]+in[fleet] == 0 || out[army]+out[fleet] > 0 {
		return false
	}
	return enemy[army] >= in[army] && enemy[fleet] >= in[fleet]
}

// settle applies the rules that act "at the instant" a hex's occupants change:
// town control (10.11), fleets inside an enemy-held town (10.35), leaders
// without friendly combat units (8.31) and the capture of a capital (18.22,
// 18.23).
func (g *Game) settle(h hexmap.HexID) {
	if h < 0 {
		return
	}
	g.updateTown(h)
	for _, side := range [2]Side{Rome, Carthage} {
		if g.f.townIdx[h] >= 0 && g.count(h, side, fleet, 1) > 0 && g.count(h, side.Other(), army, 2) > 0 && g.count(h, side, army, 2) == 0 {
			n := g.count(h, side, fleet, 1)
			g.removeFrom(h, side, fleet, n, func(t *stack) int {
				if t.down {
					return 0
				}
				return 9
			})
			if g.logging() {
				g.logf("10.35", "%s's %s inside %s are eliminated: the enemy holds the hex", side, sps(n, fleet), g.hexName(h))
			}
		}
	}
	for i := range g.d.Leaders {
		l := &g.s.leaders[i]
		if l.state != lsOnMap || l.hex != h {
			continue
		}
		side := g.leaderSide(i)
		if g.total(h, side.Other()) > 0 && g.total(h, side) == 0 {
			g.eliminateLeader(i)
		}
	}
	g.checkCapture(h)
}

// eliminateLeader removes a leader from the map (8.31); he returns by 8.32
// (19.24.2: the Carthaginian 3 returns as a 2; 19.24.3: the Roman 3 is gone).
func (g *Game) eliminateLeader(i int) {
	s := &g.s
	l := &s.leaders[i]
	if g.logging() {
		g.logf("8.31", "%s is eliminated in %s: enemy combat units and no friendly ones", g.leaderName(i), g.hexName(l.hex))
	}
	l.hex = hexmap.NoHex
	l.state = lsOff
	l.elim = true
	sc := &g.d.Scenarios[s.scenario]
	if sc.Leader3Replacement && l.value == 3 {
		if g.leaderSide(i) == Carthage {
			l.value = 2
			g.logf("19.24.2", "the Carthaginian 3 will return as a leader of value 2")
		} else {
			l.state = lsGone
			g.logf("19.24.3", "the Roman 3 is permanently removed from play")
		}
	}
	if int(s.active) == i {
		s.active = -1
		s.mustAttack = false
		s.pendTo = hexmap.NoHex
	}
	// His commitments end with him (5.24).
	for k := 0; k < int(s.ns); k++ {
		t := &s.stacks[k]
		if t.lead == int8(i) {
			t.att = false
		}
	}
	g.compact()
}

// checkCapture ends the game when a capital falls (18.22, 18.23; ruling: an
// Army Strength Point is "inside" the enemy capital once its side controls the
// city, 10.11, with armies in the hex).
func (g *Game) checkCapture(h hexmap.HexID) {
	if g.s.over {
		return
	}
	switch h {
	case g.f.rome:
		if g.townController(h) == Carthage && g.count(h, Carthage, army, 2) > 0 {
			g.logf("18.22", "Carthaginian armies are inside Rome")
			g.endGame(Carthage, endCarthage)
		}
	case g.f.carthage:
		if g.townController(h) == Rome && g.count(h, Rome, army, 2) > 0 {
			g.logf("18.23", "Roman armies are inside Carthage")
			g.endGame(Rome, endRome)
		}
	}
}

// regionOf returns h's region, NoRegion at sea.
func (g *Game) regionOf(h hexmap.HexID) data.RegionID {
	if h < 0 {
		return data.NoRegion
	}
	return g.f.region[h]
}
