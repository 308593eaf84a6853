package punicwars

import "punic/punicwars/hexmap"

// A pending choice of losses: the owner picks, one Strength Point at a time,
// which of his Strength Points are eliminated "in any combination he chooses"
// (11.13, 11.21, 11.31, 12.32).

var (
	rcLoseNone  = newRC("11.13", "you have no such Strength Point to lose there")
	rcLoseType  = newRC("11.13", "the loss may not be taken from that type: those Strength Points are not subject to it")
	rcLoseWhere = newRC("11.21", "the loss must be taken from the force that suffered it")
)

// loseRC says whether one Strength Point of type typ in h may be lost now.
func (g *Game) loseRC(typ uint8, h hexmap.HexID) rc {
	c := &g.s.loss
	if typ > fleet || h < 0 || int(h) >= len(g.f.m.Hexes) {
		return rcLoseNone
	}
	switch c.scope {
	case lsForce:
		if h != c.hex {
			return rcLoseWhere
		}
		a, f := g.forceOf(c.lead)
		if (typ == army && (c.maxA == 0 || a == 0)) || (typ == fleet && (c.maxF == 0 || f == 0)) {
			return rcLoseType
		}
		return 0
	case lsHex:
		if h != c.hex {
			return rcLoseWhere
		}
		if (typ == army && c.maxA == 0) || (typ == fleet && c.maxF == 0) {
			return rcLoseType
		}
	}
	if g.count(h, c.who, typ, 2) == 0 {
		return rcLoseNone
	}
	return 0
}

func (g *Game) legalLoss(buf []Action) []Action {
	c := &g.s.loss
	if c.scope == lsAny {
		g.hbuf = g.hexesWith(c.who, g.hbuf[:0])
		for _, h := range g.hbuf {
			for t := uint8(0); t < 2; t++ {
				if g.loseRC(t, h) == 0 {
					buf = append(buf, act(KLose, t, int(h)))
				}
			}
		}
		return buf
	}
	for t := uint8(0); t < 2; t++ {
		if g.loseRC(t, c.hex) == 0 {
			buf = append(buf, act(KLose, t, int(c.hex)))
		}
	}
	return buf
}

func (g *Game) applyLoss(a Action) {
	c := &g.s.loss
	typ, h := a.opA(), a.hex()
	if c.scope == lsForce {
		g.removeForce(c.lead, typ, 1)
	} else {
		g.removeFrom(h, c.who, typ, 1, pickFree)
	}
	if typ == army {
		c.maxA--
	} else {
		c.maxF--
	}
	c.k--
	if g.logging() {
		g.logf(lossRules[c.rule], "%s loses one %s SP in %s", c.who, typeNames[typ], g.hexName(h))
	}
	if c.k == 0 || (c.maxA == 0 && c.maxF == 0) {
		g.finishLoss()
	}
}

func (g *Game) finishLoss() {
	c := &g.s.loss
	h := c.hex
	*c = lossChoice{lead: -1, hex: hexmap.NoHex}
	if h >= 0 {
		g.settle(h)
	}
}

// autoLoss takes a pending loss that leaves no choice; reports whether it did.
func (g *Game) autoLoss() bool {
	c := &g.s.loss
	var buf [4]Action
	if c.scope != lsAny {
		opts := g.legalLoss(buf[:0])
		if len(opts) == 0 {
			g.finishLoss()
			return true
		}
		if len(opts) == 1 {
			for c.k > 0 && g.loseRC(opts[0].opA(), opts[0].hex()) == 0 {
				g.applyLoss(opts[0])
			}
			if c.k > 0 {
				g.finishLoss()
			}
			return true
		}
		return false
	}
	a, f := g.spTotals(uint8(c.who))
	if g.sideOf(ownSyracuse) == c.who {
		sa, sf := g.spTotals(ownSyracuse)
		a, f = a+sa, f+sf
	}
	if int(c.k) >= a+f {
		g.hbuf = g.hexesWith(c.who, g.hbuf[:0])
		for _, h := range g.hbuf {
			for t := uint8(0); t < 2; t++ {
				g.removeFrom(h, c.who, t, 255, pickFree)
			}
			g.settle(h)
		}
		g.logf(lossRules[c.rule], "%s loses every Strength Point it has", c.who)
		*c = lossChoice{lead: -1, hex: hexmap.NoHex}
		return true
	}
	return false
}
