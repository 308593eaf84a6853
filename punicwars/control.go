package punicwars

import "punic/punicwars/data"

// controlAll computes every region's controller (14.1) into out.
func (g *Game) controlAll(out *[maxRegions]Side) {
	var a [maxRegions][2]int
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.typ != army || t.n == 0 {
			continue
		}
		r := g.f.region[t.hex]
		side := g.sideOf(t.own)
		if r < 0 || side == NoSide {
			continue
		}
		// 14.14: besieged armies do not count.
		if t.down && g.besieged(t.hex, side) {
			continue
		}
		a[r][side] += int(t.n)
	}
	for r := range g.d.Regions {
		out[r] = g.controlFrom(data.RegionID(r), a[r])
	}
}

// controlFrom applies 14.12-14.16 to a region holding a[side] non-besieged
// Army Strength Points. Ruling: "occupied" needs at least one Army Strength
// Point, and control is a function of the present situation and the region's
// alignment: a neutral region's control ends when its garrison leaves.
func (g *Game) controlFrom(r data.RegionID, a [2]int) Side {
	v := g.d.Regions[r].Value
	for _, side := range [2]Side{Rome, Carthage} {
		own, enemy := a[side], a[side.Other()]
		if own == 0 || 2*own < v {
			continue
		}
		if enemy == 0 || own >= 2*enemy { // 14.13, 14.15
			return side
		}
	}
	switch g.s.status[r] { // 14.12
	case data.ProRome:
		return Rome
	case data.ProCarthage:
		return Carthage
	}
	return NoSide // 14.16
}

// Control returns the controller of every region, by RegionID (14.1).
func (g *Game) Control() []Side {
	var c [maxRegions]Side
	g.controlAll(&c)
	return append([]Side(nil), c[:len(g.d.Regions)]...)
}

// refreshLastCtl records the last controller of every region (10.12).
func (g *Game) refreshLastCtl() {
	var c [maxRegions]Side
	g.controlAll(&c)
	for r := range g.d.Regions {
		if c[r] != NoSide {
			g.s.lastCtl[r] = c[r]
		}
	}
}

// byArmies reports whether side controls region r by 14.13 or 14.15 (not by
// alignment alone): 16.42's recontrol.
func (g *Game) byArmies(r data.RegionID, side Side) bool {
	var c [maxRegions]Side
	saved := g.s.status[r]
	g.s.status[r] = data.Neutral
	g.controlAll(&c)
	g.s.status[r] = saved
	return c[r] == side
}

// VictoryPoints returns each side's Victory Points: the total Region Value of
// the regions it controls (18.0), closed regions excluded (19.14.5).
func (g *Game) VictoryPoints() [2]int {
	var c [maxRegions]Side
	g.controlAll(&c)
	var vp [2]int
	for r := range g.d.Regions {
		if c[r] != NoSide && !g.closedRegion(data.RegionID(r), false) {
			vp[c[r]] += g.d.Regions[r].Value
		}
	}
	return vp
}
