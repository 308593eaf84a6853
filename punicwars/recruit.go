package punicwars

import (
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// The Recruitment and Fleet Construction Phase (13.0).

var (
	rcRecNone     = newRC("13.12", "raise at least one Strength Point")
	rcRecSite     = newRC("13.33", "Strength Points are raised only in a town or city hex")
	rcRecCoast    = newRC("13.32", "fleets are raised only in a coastal town or city hex")
	rcRecCart     = newRC("13.24", "Carthage may never raise Strength Points in Latium, Syracuse or Illyria")
	rcRecRome     = newRC("13.25", "Rome may never raise Strength Points in Zeugitana, Syracuse or Illyria")
	rcRecSyr      = newRC("17.41", "neither player may recruit in Syracuse")
	rcRecScen     = newRC("19.24.5", "recruitment is prohibited in that region in this scenario")
	rcRecClosed   = newRC("19.14.5", "that region is closed in this scenario")
	rcRecEnemy    = newRC("13.28", "Strength Points may never be raised in an enemy-controlled region")
	rcRecCap      = newRC("13.22", "that would spend more Treasury Points in the region than its limit (its value if friendly, half if not, 13.23)")
	rcRecMoney    = newRC("13.11", "two Treasury Points per Strength Point: the Treasury does not have them")
	rcRecLeader   = newRC("13.27", "the hex needs a friendly leader unless the region is Pro-friendly")
	rcRecSiege    = newRC("13.26", "no Strength Points are raised inside a besieged town or city")
	rcRecOccupied = newRC("13.34", "no Strength Points are raised in a hex occupied solely by enemy units")
	rcRecCounters = newRC("7.35", "the counter mix holds no more Strength Points of that type for you")
	rcRecGate     = newRC("19.14.4", "Rome builds no fleets until it has rolled a 1 or 2")
)

func (g *Game) stepRecruit() bool {
	s := &g.s
	if s.step == 0 {
		g.controlAll(&s.recCtl) // 13.21
		s.recSpent = [maxRegions]uint8{}
		sc := &g.d.Scenarios[s.scenario]
		if s.side == Rome && sc.RomanFleetGate && !s.fleetGate {
			r := g.roll("fleet-gate", Rome)
			if r <= 2 {
				s.fleetGate = true
			}
			if g.logging() {
				g.logf("19.14.4", "Rome rolls %d for its shipyards: %s", r, map[bool]string{true: "it may build fleets", false: "no fleets yet"}[s.fleetGate])
			}
		}
		s.step = 1
		return false
	}
	return true
}

// recruitCap is 13.22-13.23: the Treasury Points side may spend in region r.
func (g *Game) recruitCap(r data.RegionID, side Side) int {
	v := g.d.Regions[r].Value
	if g.s.recCtl[r] == side {
		return v
	}
	return v / 2
}

func (g *Game) recruitRC(typ uint8, n int, h hexmap.HexID) rc {
	s := &g.s
	side := s.side
	if typ > fleet || n < 1 {
		return rcRecNone
	}
	if h < 0 || int(h) >= len(g.f.m.Hexes) || g.f.m.Hexes[h].Site == hexmap.NoSite {
		return rcRecSite
	}
	if typ == fleet && !g.f.m.Hexes[h].Coastal {
		return rcRecCoast
	}
	r := g.f.region[h]
	if r < 0 {
		return rcRecSite
	}
	key := g.d.Regions[r].Key
	if r == g.f.syracuse {
		return rcRecSyr
	}
	if side == Carthage && (key == "latium" || key == "illyria") {
		return rcRecCart
	}
	if side == Rome && (key == "zeugitana" || key == "illyria") {
		return rcRecRome
	}
	if g.f.noRecruit[s.scenario]&(1<<uint(r)) != 0 {
		return rcRecScen
	}
	if g.closedRegion(r, false) {
		return rcRecClosed
	}
	if s.recCtl[r] == side.Other() {
		return rcRecEnemy
	}
	if int(s.recSpent[r])+2*n > g.recruitCap(r, side) {
		return rcRecCap
	}
	if int(s.treasury[side]) < 2*n {
		return rcRecMoney
	}
	pro := (side == Rome && s.status[r] == data.ProRome) || (side == Carthage && s.status[r] == data.ProCarthage)
	if !pro && g.bestLeader(h, side) < 0 {
		return rcRecLeader
	}
	occ := g.occupants(h)
	if occ[side] > 0 && g.besieged(h, side) {
		return rcRecSiege
	}
	if occ[side] == 0 && occ[side.Other()] > 0 {
		return rcRecOccupied
	}
	a, f := g.spTotals(uint8(side))
	have, limit := a, g.d.Counters.Army[side]
	if typ == fleet {
		have, limit = f, g.d.Counters.Fleet[side]
	}
	if have+n > limit {
		return rcRecCounters
	}
	if typ == fleet && side == Rome && !s.fleetGate {
		return rcRecGate
	}
	return 0
}

func (g *Game) legalRecruit(buf []Action) []Action {
	s := &g.s
	side := s.side
	if s.treasury[side] >= 2 {
		a, f := g.spTotals(uint8(side))
		room := [2]int{g.d.Counters.Army[side] - a, g.d.Counters.Fleet[side] - f}
		for _, h := range g.f.towns {
			for t := uint8(0); t < 2; t++ {
				if room[t] < 1 || g.recruitRC(t, 1, h) != 0 {
					continue
				}
				// recruitRC(t, n, h) for n > 1 differs from n = 1 only by
				// 13.22-13.23, 13.11 and 7.35: the largest n is direct.
				r := g.f.region[h]
				most := min((g.recruitCap(r, side)-int(s.recSpent[r]))/2, int(s.treasury[side])/2, room[t], 127)
				for n := 1; n <= most; n++ {
					buf = append(buf, recruitAction(t, n, h))
				}
			}
		}
	}
	return append(buf, act(KDone, 0, 0))
}

func (g *Game) applyRecruit(a Action) {
	s := &g.s
	if a.Kind() == KDone {
		g.logf("13.0", "%s ends its Recruitment Phase (%d Treasury Points left)", s.side, s.treasury[s.side])
		g.endPlayerTurn()
		return
	}
	typ, n := a.recruit()
	h := a.hex()
	r := g.f.region[h]
	s.treasury[s.side] -= int32(2 * n)
	s.recSpent[r] += uint8(2 * n)
	down := g.count(h, s.side, typ, 1) > 0 // 7.34: the posture of the units there
	g.add(h, uint8(s.side), typ, n, -1, false, down)
	s.gained[s.side][typ] += uint16(n)
	if g.logging() {
		g.logf("13.11", "%s raises %s in %s for %d Treasury Points", s.side, sps(n, typ), g.hexName(h), 2*n)
	}
	g.settle(h)
}
