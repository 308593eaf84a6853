package punicwars

import "punic/punicwars/hexmap"

// The Supply Phase (12.0): one Treasury Point per supplied Strength Point
// (12.1: non-besieged, in a friendly-controlled region; 17.22: neutral
// Syracusans cost nothing), attrition when the Treasury falls short (12.31-
// 12.33) and for every unsupplied force (11.21-11.22).

// supplied reports whether side's units of stack t can be supplied (12.1).
func (g *Game) supplied(t *stack, side Side, ctl *[maxRegions]Side) bool {
	r := g.f.region[t.hex]
	if r < 0 || ctl[r] != side {
		return false
	}
	return !(t.down && g.besieged(t.hex, side))
}

// Supplied reports whether side's Strength Points in h can be supplied now.
func (g *Game) Supplied(h hexmap.HexID, side Side) bool {
	var c [maxRegions]Side
	g.controlAll(&c)
	r := g.f.region[h]
	if r < 0 || c[r] != side {
		return false
	}
	return !g.besieged(h, side)
}

func (g *Game) stepSupply() bool {
	s := &g.s
	side := s.side
	if s.step == 0 {
		var c [maxRegions]Side
		g.controlAll(&c)
		need := 0
		s.unsup = [maxHexes / 64]uint64{}
		for i := 0; i < int(s.ns); i++ {
			t := &s.stacks[i]
			if t.n == 0 || g.sideOf(t.own) != side {
				continue
			}
			if g.supplied(t, side, &c) {
				need += int(t.n)
				continue
			}
			s.unsup[t.hex/64] |= 1 << (uint(t.hex) % 64)
		}
		s.step, s.cursor = 1, 0
		if int32(need) <= s.treasury[side] {
			s.treasury[side] -= int32(need)
			if g.logging() {
				g.logf("12.0", "%s pays %d Treasury Points to supply %s (%d left)", side, need, plural(need, "SP", "SPs"), s.treasury[side])
			}
			return false
		}
		excess := need - int(s.treasury[side])
		g.logf("12.31", "%s can pay for only %d of its %d supplied SPs", side, s.treasury[side], need)
		s.treasury[side] = 0
		roll := g.roll("attrition", side)
		pct := g.d.Attrition.Percent(roll)
		loss := g.d.Loss.Loss(pct, excess)
		if g.logging() {
			g.logf("12.32", "attrition on the %d unpaid SPs: roll %d, %d%%: %s to lose, from any hexes", excess, roll, pct, plural(loss, "SP", "SPs"))
		}
		if loss > 0 {
			s.loss = lossChoice{who: side, k: uint8(min(loss, 255)), scope: lsAny, hex: hexmap.NoHex, lead: -1, maxA: 255, maxF: 255, rule: lrShortfall}
		}
		return false
	}
	// Hex by hex in HexID order; cursor is the next HexID to look at.
	for int(s.cursor) < len(g.f.m.Hexes) {
		h := hexmap.HexID(s.cursor)
		s.cursor++
		if s.unsup[h/64]&(1<<(uint(h)%64)) == 0 {
			continue
		}
		if g.hexAttrition(h, side, lrSupply) {
			return false
		}
	}
	s.unsup = [maxHexes / 64]uint64{}
	g.nextPhase(phRecruit)
	return false
}
