package punicwars

import (
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Movement (5.0): one Movement Point per hex entered (5.12, 5.31), twenty in
// all (3.25); what fleets and armies may enter (5.32-5.37); attrition on
// entering the sea or the mountains and on leaving the enemy (5.33-5.35, 5.4).

const movementAllowance = 20 // 3.25

var (
	rcNotAdjacent = newRC("5.1", "a leader moves to an adjacent hex")
	rcNoMP        = newRC("5.12", "the leader has no Movement Points left (20 a Campaign Phase)")
	rcClosed      = newRC("19.14.5", "no unit may enter that region in this scenario")
	rcIllyria     = newRC("16.34", "no unit may enter Illyria until the Rome-Illyrian War")
	rcFleetLand   = newRC("5.32", "a fleet may not enter an all-land hex")
	rcFleetSide   = newRC("5.32", "a fleet may not cross an all-land hexside")
	rcArmySea     = newRC("5.33", "armies enter an all-sea hex only with at least as many fleet Strength Points in the same force")
	rcArmySide    = newRC("5.32", "armies cross an all-sea hexside only escorted by at least as many fleet Strength Points")
	rcFerry       = newRC("5.37", "armies cross a ferry hexside only when the ferry hex holds a friendly fleet and no enemy fleet (or escorted)")
	rcRelief      = newRC("10.29", "a force may enter a hex of besieged friendly units only if it can then attack the besiegers at 1:2 or better")
	rcStranded    = newRC("5.25", "the force could not reach a hex where it may end the Campaign Phase with the Movement Points left")
	rcAttachNone  = newRC("5.13", "there are not that many eligible Strength Points of that type here to attach")
	rcAttachSiege = newRC("10.28", "units inside a besieged town may leave only in a Campaign Phase in which the besiegers were attacked")
	rcDetachNone  = newRC("5.13", "the force does not have that many Strength Points of that type")
	rcDetachHere  = newRC("5.25", "combat units may not be left in an all-sea or mountain hex")
	rcDetachSea   = newRC("5.33", "in an all-sea hex the armies must keep at least as many fleets with them")
)

// closedRegion reports whether no unit may enter region r (19.14.5, 19.24.4).
func (g *Game) closedRegion(r data.RegionID, _ bool) bool {
	if r < 0 {
		return false
	}
	if r == g.f.illyria && g.s.illyriaWar {
		return false
	}
	return g.f.closed[g.s.scenario]&(1<<uint(r)) != 0
}

// moveRC says whether the moving leader's force may enter hex to.
func (g *Game) moveRC(to hexmap.HexID) rc {
	s := &g.s
	l := s.active
	if s.mustAttack {
		return rcMustAttack
	}
	from := s.leaders[l].hex
	m := g.f.m
	d, ok := m.DirectionTo(from, to)
	if !ok {
		return rcNotAdjacent
	}
	left := movementAllowance - int(s.leaders[l].mp) - 1
	if left < 0 {
		return rcNoMP
	}
	if r := g.f.region[to]; r >= 0 && g.closedRegion(r, true) {
		if r == g.f.illyria {
			return rcIllyria
		}
		return rcClosed
	}
	a, f := g.forceOf(l)
	x := &m.Hexes[to]
	side := m.Side(from, d)
	if f > 0 {
		if x.Land() && !x.Coastal {
			return rcFleetLand
		}
		if side == hexmap.LandSide {
			return rcFleetSide
		}
	}
	if a > 0 {
		escorted := f >= a
		if !x.Land() && !escorted {
			return rcArmySea
		}
		switch side {
		case hexmap.SeaSide:
			if !escorted {
				return rcArmySide
			}
		case hexmap.Ferry:
			if !escorted && !g.ferryOpen(from, to) {
				return rcFerry
			}
		}
	}
	kind := 0
	switch {
	case f > 0 && a > f:
		kind = 3
	case f > 0:
		kind = 2
	case a > 0:
		kind = 1
	}
	if int(g.f.endDist[s.scenario][kind][to]) > left {
		return rcStranded
	}
	if g.besieged(to, g.leaderSide(int(l))) && !g.reliefPossible(to, left) {
		return rcRelief
	}
	return 0
}

// ferryOpen applies 5.37: the ferry hex of the hexside holds at least one
// friendly fleet Strength Point and no enemy one.
func (g *Game) ferryOpen(a, b hexmap.HexID) bool {
	side := g.s.side
	for _, h := range [2]hexmap.HexID{a, b} {
		if g.f.m.Hexes[h].Ferry {
			return g.count(h, side, fleet, 2) > 0 && g.count(h, side.Other(), fleet, 2) == 0
		}
	}
	return false
}

// reliefPossible applies 10.29: once the force arrives and the besieged units
// turn face-up, can it attack the besiegers at 1:2 or better (with 5 MP left)?
func (g *Game) reliefPossible(h hexmap.HexID, left int) bool {
	if left < 5 {
		return false
	}
	l := g.s.active
	side := g.s.side
	a, f := g.forceOf(l)
	for t, own := range [2]int{a, f} {
		att := own + g.count(h, side, uint8(t), 2)
		def := g.count(h, side.Other(), uint8(t), 2)
		if _, ok := g.d.CRT.Column(att, def); ok {
			return true
		}
	}
	return false
}

// applyMove moves the active leader's force into hex to: first the attrition
// of leaving an enemy-occupied hex (which may ask the owner which Strength
// Points are lost), then entering.
func (g *Game) applyMove(to hexmap.HexID) {
	s := &g.s
	if g.leaveAttrition(s.active) {
		s.pendTo = to
		return
	}
	g.enter(s.active, to)
}

// enter completes a move into hex to.
func (g *Game) enter(l int8, to hexmap.HexID) {
	s := &g.s
	s.pendTo = hexmap.NoHex
	side := g.leaderSide(int(l))
	from := s.leaders[l].hex
	relief := g.besieged(to, side)
	s.leaders[l].mp++
	s.leaders[l].hex = to
	for i := 0; i < int(s.ns); i++ {
		if t := &s.stacks[i]; t.att && t.lead == l {
			t.hex = to
		}
	}
	g.compact()
	if g.logging() {
		a, f := g.forceOf(l)
		if g.logging() {
			g.logf("5.12", "%s enters %s with %s and %s (%d MP spent)", g.leaderName(int(l)), g.hexName(to), sps(a, army), sps(f, fleet), s.leaders[l].mp)
		}
	}
	g.settle(from)
	x := &g.f.m.Hexes[to]
	switch {
	case !x.Land():
		g.seaAttrition(l, to)
	case x.Terrain == hexmap.Mountain:
		g.mountainAttrition(l, to)
	}
	a, f := g.forceOf(l)
	if r := g.f.region[to]; r >= 0 && r == g.f.syracuse && s.status[r] == data.Neutral && !s.syrAllied && a+f > 0 {
		// 17.11: an invasion of neutral Syracuse.
		s.syrAllied, s.syrInvaded = true, true
		if side == Rome {
			s.status[r] = data.ProCarthage
		} else {
			s.status[r] = data.ProRome
		}
		g.logf("17.11", "%s invades neutral Syracuse: Syracuse allies with %s for the rest of the game (17.12)", side, side.Other())
		g.settle(g.f.syrHex)
	}
	if relief && s.leaders[l].state == lsOnMap {
		g.setPosture(to, side, army, false)
		g.setPosture(to, side, fleet, false)
		if g.logging() {
			g.logf("10.29", "the besieged units in %s turn face-up: the besiegers must be attacked", g.hexName(to))
		}
		if g.attackRC(army) == 0 || g.attackRC(fleet) == 0 {
			s.mustAttack = true
		}
	}
	g.settle(to)
}

// attachable returns how many of leader l's nation's Strength Points of type
// typ in his hex he may attach (5.13, 5.24, 8.21): face-up, not Syracusan,
// and not committed to another leader this phase.
func (g *Game) attachable(l int8, typ uint8) int {
	s := &g.s
	h := s.leaders[l].hex
	own := uint8(g.leaderSide(int(l)))
	n := 0
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.own == own && t.typ == typ && !t.down && !t.att && (t.lead == -1 || t.lead == l) {
			n += int(t.n)
		}
	}
	return n
}

func (g *Game) attachRC(typ uint8, n int) rc {
	s := &g.s
	if s.mustAttack {
		return rcMustAttack
	}
	l := s.active
	if typ > fleet || n < 1 || g.attachable(l, typ) < n {
		return rcAttachNone
	}
	h := s.leaders[l].hex
	for i := 0; i < int(s.nheld); i++ {
		if s.held[i] == h && !g.wasAttacked(h) {
			return rcAttachSiege
		}
	}
	return 0
}

func (g *Game) wasAttacked(h hexmap.HexID) bool {
	for i := 0; i < int(g.s.natt); i++ {
		if g.s.attacked[i] == h {
			return true
		}
	}
	return false
}

func (g *Game) attach(typ uint8, n int) {
	s := &g.s
	l := s.active
	h := s.leaders[l].hex
	own := uint8(g.leaderSide(int(l)))
	left := n
	for pass := 0; pass < 2 && left > 0; pass++ {
		for i := 0; i < int(s.ns) && left > 0; i++ {
			t := &s.stacks[i]
			if t.hex != h || t.own != own || t.typ != typ || t.down || t.att {
				continue
			}
			if (pass == 0 && t.lead != l) || (pass == 1 && t.lead != -1) {
				continue
			}
			k := min(int(t.n), left)
			t.n -= uint8(k)
			left -= k
			g.add(h, own, typ, k, l, true, false)
		}
	}
	g.compact()
	if g.logging() {
		g.logf("5.13", "%s attaches %s in %s", g.leaderName(int(l)), sps(n, typ), g.hexName(h))
	}
}

func (g *Game) detachRC(typ uint8, n int) rc {
	s := &g.s
	if s.mustAttack {
		return rcMustAttack
	}
	l := s.active
	a, f := g.forceOf(l)
	have := a
	if typ == fleet {
		have = f
	} else if typ != army {
		return rcDetachNone
	}
	if n < 1 || n > have {
		return rcDetachNone
	}
	h := s.leaders[l].hex
	if !g.f.endable(h) {
		if !g.f.m.Hexes[h].Land() && typ == fleet {
			return rcDetachSea
		}
		return rcDetachHere
	}
	return 0
}

func (g *Game) detach(typ uint8, n int) {
	s := &g.s
	l := s.active
	h := s.leaders[l].hex
	own := uint8(g.leaderSide(int(l)))
	left := n
	for i := 0; i < int(s.ns) && left > 0; i++ {
		t := &s.stacks[i]
		if t.hex == h && t.typ == typ && t.att && t.lead == l {
			k := min(int(t.n), left)
			t.n -= uint8(k)
			left -= k
		}
	}
	g.add(h, own, typ, n, l, false, false)
	// 7.34, 10.25: units of the same type in the hex share the face-up posture.
	g.setPosture(h, s.side, typ, false)
	if g.logging() {
		g.logf("5.13", "%s detaches %s in %s", g.leaderName(int(l)), sps(n, typ), g.hexName(h))
	}
	g.settle(h)
}
