package punicwars

import "punic/punicwars/hexmap"

// Strength Points are fungible (3.2, 7.35): the state keeps counts per hex,
// owner, type, posture and commander, never individual counters.

// sideOf returns the side an owner's units fight for: Syracusan units belong
// to Syracuse's ally (17.21), NoSide while Syracuse is neutral.
func (g *Game) sideOf(own uint8) Side {
	switch own {
	case ownRome:
		return Rome
	case ownCarthage:
		return Carthage
	}
	if g.f.syracuse < 0 {
		return NoSide
	}
	switch g.s.status[g.f.syracuse] {
	case 1: // data.ProRome
		return Rome
	case 2:
		return Carthage
	}
	return NoSide
}

// add puts n Strength Points into the matching stack, merging.
func (g *Game) add(h hexmap.HexID, own, typ uint8, n int, lead int8, att, down bool) {
	if n <= 0 {
		return
	}
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.own == own && t.typ == typ && t.lead == lead && t.att == att && t.down == down {
			t.n += uint8(n)
			return
		}
	}
	if int(s.ns) >= maxStacks {
		panic("punicwars: too many stacks")
	}
	s.stacks[s.ns] = stack{hex: h, own: own, typ: typ, n: uint8(n), lead: lead, att: att, down: down}
	s.ns++
}

// compact drops empty stacks and merges equal ones.
func (g *Game) compact() {
	s := &g.s
	j := 0
	for i := 0; i < int(s.ns); i++ {
		t := s.stacks[i]
		if t.n == 0 {
			continue
		}
		merged := false
		for k := 0; k < j; k++ {
			u := &s.stacks[k]
			if u.hex == t.hex && u.own == t.own && u.typ == t.typ && u.lead == t.lead && u.att == t.att && u.down == t.down {
				u.n += t.n
				merged = true
				break
			}
		}
		if !merged {
			s.stacks[j] = t
			j++
		}
	}
	for k := j; k < int(s.ns); k++ {
		s.stacks[k] = stack{}
	}
	s.ns = uint8(j)
}

// count returns side's Strength Points of type typ in h (Syracusans included
// for their ally); posture: 0 face-up, 1 face-down, 2 both.
func (g *Game) count(h hexmap.HexID, side Side, typ uint8, posture int) int {
	s := &g.s
	n := 0
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex != h || t.typ != typ || g.sideOf(t.own) != side {
			continue
		}
		if posture == 2 || (posture == 1) == t.down {
			n += int(t.n)
		}
	}
	return n
}

// total returns side's Strength Points of both types in h.
func (g *Game) total(h hexmap.HexID, side Side) int {
	return g.count(h, side, army, 2) + g.count(h, side, fleet, 2)
}

// down reports whether side's units of type typ in h are face-down (7.34 keeps
// them all in one posture).
func (g *Game) isDown(h hexmap.HexID, side Side, typ uint8) bool {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.typ == typ && t.n > 0 && g.sideOf(t.own) == side {
			return t.down
		}
	}
	return false
}

// setPosture turns all of side's units of type typ in h face-up or face-down
// (7.34: one posture per type and player in a hex).
func (g *Game) setPosture(h hexmap.HexID, side Side, typ uint8, down bool) {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.typ == typ && g.sideOf(t.own) == side {
			t.down = down
		}
	}
	g.compact()
}

// forceOf returns the armies and fleets attached to leader l.
func (g *Game) forceOf(l int8) (a, f int) {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.lead == l && t.att {
			if t.typ == army {
				a += int(t.n)
			} else {
				f += int(t.n)
			}
		}
	}
	return
}

// removeFrom eliminates n Strength Points of type typ of side in h, taking
// them from the stacks in the order given by pick (first match first), and
// returns how many were removed. The losses are counted for 16.21.
func (g *Game) removeFrom(h hexmap.HexID, side Side, typ uint8, n int, pick func(*stack) int) int {
	s := &g.s
	removed := 0
	for pass := 0; pass < 4 && removed < n; pass++ {
		for i := 0; i < int(s.ns) && removed < n; i++ {
			t := &s.stacks[i]
			if t.hex != h || t.typ != typ || t.n == 0 || g.sideOf(t.own) != side || pick(t) != pass {
				continue
			}
			k := min(int(t.n), n-removed)
			t.n -= uint8(k)
			s.killed[t.own][t.typ] += uint16(k)
			removed += k
		}
	}
	if side == Rome || side == Carthage {
		s.lost[side] += uint16(removed)
	}
	g.compact()
	return removed
}

// pickFree takes free units first, then those committed to other leaders,
// then the attached force, Syracusans last.
func pickFree(t *stack) int {
	switch {
	case t.own == ownSyracuse:
		return 3
	case t.att:
		return 2
	case t.lead >= 0:
		return 1
	}
	return 0
}

// pickForce takes only the attached force of a leader: used with a filter.
func pickAttached(l int8) func(*stack) int {
	return func(t *stack) int {
		if t.att && t.lead == l {
			return 0
		}
		return 9
	}
}

// removeForce eliminates n Strength Points of type typ from leader l's force.
func (g *Game) removeForce(l int8, typ uint8, n int) int {
	if n <= 0 {
		return 0
	}
	h := g.s.leaders[l].hex
	side := g.leaderSide(int(l))
	return g.removeFrom(h, side, typ, n, pickAttached(l))
}

// leaderSide is a leader's nation.
func (g *Game) leaderSide(l int) Side { return Side(g.d.Leaders[l].Nation) }

// hexesWith lists the hexes holding any Strength Points of side into buf.
func (g *Game) hexesWith(side Side, buf []hexmap.HexID) []hexmap.HexID {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.n == 0 || g.sideOf(t.own) != side {
			continue
		}
		dup := false
		for _, h := range buf {
			if h == t.hex {
				dup = true
				break
			}
		}
		if !dup {
			buf = append(buf, t.hex)
		}
	}
	return buf
}

// spTotals returns side's Strength Points on the map by type, Syracusans
// apart.
func (g *Game) spTotals(own uint8) (a, f int) {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.own != own {
			continue
		}
		if t.typ == army {
			a += int(t.n)
		} else {
			f += int(t.n)
		}
	}
	return
}

// bestLeader returns side's leader in h with the highest value, or -1; skip
// one leader (-1 for none).
func (g *Game) bestLeader(h hexmap.HexID, side Side) int {
	best := -1
	for i := range g.d.Leaders {
		l := &g.s.leaders[i]
		if l.state != lsOnMap || l.hex != h || g.leaderSide(i) != side {
			continue
		}
		if best < 0 || l.value > g.s.leaders[best].value {
			best = i
		}
	}
	return best
}

func (g *Game) leaderValue(i int) int {
	if i < 0 {
		return 0
	}
	return int(g.s.leaders[i].value)
}
