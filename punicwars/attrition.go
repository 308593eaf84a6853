package punicwars

import (
	"punic/punicwars/hexmap"
)

// attritionLoss rolls on the Attrition Table (11.4) with modifier mod and
// returns the percentage and the Strength Points a base of n loses.
func (g *Game) attritionLoss(mod, n int) (roll, pct, loss int) {
	roll = g.roll("attrition", NoSide)
	pct = g.d.Attrition.Percent(roll + mod)
	return roll, pct, g.d.Loss.Loss(pct, n)
}

// seaAttrition applies 5.33 and 11.11 to leader l's force entering the
// all-sea hex h: the loss is figured on the fleets and taken from them, then
// the armies in excess of the fleets left are eliminated. 19.14.3: a Roman
// force subtracts two; 19.14.4: a 75% attrition closes Rome's shipyards again.
func (g *Game) seaAttrition(l int8, h hexmap.HexID) {
	a, f := g.forceOf(l)
	if a+f == 0 {
		return // 5.36
	}
	side := g.leaderSide(int(l))
	mod := g.leaderValue(int(l))
	sc := &g.d.Scenarios[g.s.scenario]
	if side == Rome {
		mod += sc.RomanSeaAttrition
	}
	roll, pct, loss := g.attritionLoss(mod, f)
	lostF := g.removeForce(l, fleet, loss)
	lostA := 0
	if a > f-lostF {
		lostA = g.removeForce(l, army, a-(f-lostF))
	}
	if g.logging() {
		g.logf("11.11", "%s enters the sea at %s: roll %d%+d, %d%%: loses %s and %s", g.leaderName(int(l)), g.hexName(h), roll, mod, pct, sps(lostF, fleet), sps(lostA, army))
	}
	if side == Rome && sc.RomanFleetGate && pct >= 75 && g.s.fleetGate {
		g.s.fleetGate = false
		g.logf("19.14.4", "a 75%% attrition at sea: Rome builds no fleets until it rolls 1 or 2 again")
	}
}

// mountainAttrition applies 5.34, 5.35 and 11.12 to leader l's force entering
// the mountain hex h: the armies not covered by fleets (all of them inland)
// suffer attrition, figured on them and taken from them.
func (g *Game) mountainAttrition(l int8, h hexmap.HexID) {
	a, f := g.forceOf(l)
	exposed := a
	if g.f.m.Hexes[h].Coastal {
		exposed = max(0, a-f)
	}
	if exposed == 0 {
		return
	}
	mod := g.leaderValue(int(l))
	roll, pct, loss := g.attritionLoss(mod, exposed)
	lost := g.removeForce(l, army, loss)
	if g.logging() {
		g.logf("11.12", "%s enters the mountains at %s with %s exposed: roll %d%+d, %d%%: loses %s", g.leaderName(int(l)), g.hexName(h), sps(exposed, army), roll, mod, pct, sps(lost, army))
	}
}

// leaveExposure applies 5.41-5.45, 11.13 and 11.14 to leader l's force leaving
// its hex: the enemy Strength Points the loss is figured on (base), and the
// force's armies and fleets subject to it. base 0: no attrition.
func (g *Game) leaveExposure(l int8) (base, subA, subF int) {
	a, f := g.forceOf(l)
	if a+f == 0 {
		return 0, 0, 0 // 5.36
	}
	h := g.s.leaders[l].hex
	enemy := g.leaderSide(int(l)).Other()
	eA, eF := g.count(h, enemy, army, 0), g.count(h, enemy, fleet, 0) // 5.41, 11.14: face-up only
	switch {
	case f == 0: // 5.42, 5.43
		base, subA = eA, a
	case a == 0:
		base, subF = eF, f
	default: // a mixed force
		if eA > 0 {
			subA = max(0, a-f) // 5.45
			base += eA
		}
		if eF > 0 {
			subF = f
			base += eF // 11.13: the total when both types are present
		}
	}
	if base == 0 || subA+subF == 0 {
		return 0, 0, 0
	}
	if a+f >= 10*base { // 5.44 (ruling: the moving force against the enemy SPs that count)
		return 0, 0, 0
	}
	return base, subA, subF
}

// leaveAttrition rolls the attrition of leader l's force leaving its hex
// (5.4, 11.13-11.16). When the loss may fall on either type, the owner
// chooses (a pending choice of losses); it reports whether one is pending.
func (g *Game) leaveAttrition(l int8) bool {
	base, subA, subF := g.leaveExposure(l)
	if base == 0 {
		return false
	}
	h := g.s.leaders[l].hex
	side := g.leaderSide(int(l))
	enemyLeader := g.bestLeader(h, side.Other())
	mod := g.leaderValue(int(l)) - g.leaderValue(enemyLeader) // 11.16
	roll, pct, loss := g.attritionLoss(mod, base)
	loss = min(loss, subA+subF) // 11.13: losses beyond the force are ignored
	if g.logging() {
		g.logf("11.13", "%s leaves %s (%d enemy SPs): roll %d%+d, %d%%: %s to lose", g.leaderName(int(l)), g.hexName(h), base, roll, mod, pct, plural(loss, "SP", "SPs"))
	}
	switch {
	case loss == 0:
		return false
	case subF == 0 || loss >= subA+subF:
		g.removeForce(l, army, min(loss, subA))
		g.removeForce(l, fleet, loss-min(loss, subA))
		return false
	case subA == 0:
		g.removeForce(l, fleet, loss)
		return false
	}
	g.s.loss = lossChoice{who: side, k: uint8(loss), scope: lsForce, hex: h, lead: l, maxA: uint8(subA), maxF: uint8(subF), rule: lrLeave}
	return true
}

// hexAttrition rolls one attrition for side's force in h, figured on all of
// its Strength Points there (11.21-11.22, 11.31-11.32), the loss chosen by the
// owner when both types are present; reports whether a choice is pending.
func (g *Game) hexAttrition(h hexmap.HexID, side Side, rule uint8) bool {
	a, f := g.count(h, side, army, 2), g.count(h, side, fleet, 2)
	if a+f == 0 {
		return false
	}
	mod := g.leaderValue(g.bestLeader(h, side))
	roll, pct, loss := g.attritionLoss(mod, a+f)
	if g.logging() {
		// The log is public: a force inside, hidden from the enemy (9.12),
		// keeps its strength out of it.
		size := plural(a+f, "SP", "SPs")
		if g.count(h, side, army, 1)+g.count(h, side, fleet, 1) > 0 && g.bestLeader(h, side.Other()) < 0 {
			size = "inside"
		}
		g.logf(lossRules[rule], "%s's force in %s (%s): roll %d%+d, %d%%: %s to lose", side, g.hexName(h), size, roll, mod, pct, plural(loss, "SP", "SPs"))
	}
	return g.takeLoss(side, h, loss, a, f, rule)
}

// takeLoss eliminates loss of side's a armies and f fleets in h, asking the
// owner when both types could take it.
func (g *Game) takeLoss(side Side, h hexmap.HexID, loss, a, f int, rule uint8) bool {
	loss = min(loss, a+f)
	if loss == 0 {
		return false
	}
	if a == 0 || f == 0 || loss == a+f {
		g.removeFrom(h, side, army, min(loss, a), pickFree)
		g.removeFrom(h, side, fleet, loss-min(loss, a), pickFree)
		g.settle(h)
		return false
	}
	g.s.loss = lossChoice{who: side, k: uint8(loss), scope: lsHex, hex: h, lead: -1, maxA: uint8(a), maxF: uint8(f), rule: rule}
	return true
}
