package hannibal

import "punic/hannibal/data"

// The 1st-edition rules (rules: 1st) that replace a 2nd-edition rule in one place.
// Each function cites the Dutch 1st-edition text's rule and the difference's row
// (D1-D32) of docs/rulings.md, section "1st-edition rules".

// hannibalKilled: 1e 8.9 and 19 (D1): Hannibal displaced, for any cause, is
// Hannibal killed, and Rome wins at once.
func (g *Game) hannibalKilled() {
	if g.logging() {
		g.logf("1e 8.9 / D1", "Hannibal is killed: Rome wins")
	}
	g.endGame(Rome, endHannibalKilled)
}

// alliesReach1e: 1e 11.2.1 example 3 (D3): allies of an island province help only
// inside their own province (Syracuse's only in Syracuse, Sicilia's never there).
func alliesReach1e(p, here *data.Province) bool {
	if p.Country == data.Island {
		return p.ID == here.ID
	}
	return true
}

// Refusals of the 1st-edition rules.
var (
	rcPlaceCU1e      = newRC("1e 6.1", "the fourth Carthaginian CU goes with a Carthaginian general on the map (D9)")
	rcArrival1e      = newRC("1e 6.4.4", "Scipio Africanus arrives in a port of Italy or Spain with a Roman PC and no enemy CUs (D10)")
	rcRaiseCtl1e     = newRC("1e 7.3c", "the general must stand in a friendly space or in a friendly province (D11)")
	rcConcede1e      = newRC("1e 11.4", "the defender must match with a battle card of the same type, or a Reserve, while he has one (D18)")
	rcWithdrawOnce1e = newRC("1e 11.11", "one withdrawal attempt per round: play a battle card (D20)")
	rcConsulSplit1e  = newRC("1e 14.2", "two consuls together may split up only when their army has more than 10 CUs (D22)")
	rcProconsul1e    = newRC("1e 14.3", "a proconsul leaving a consular army may take no more CUs than the consular army keeps (D23)")
	rcConsularStop1e = newRC("1e 14.3", "a consular army that entered the space of a larger proconsular army must stop there (D23)")
	rcRetreatTo1e    = newRC("1e 12.1", "the retreat must go to the closest eligible space, by a shortest path (D16)")
	rcSiegeSub1e     = newRC("1e 16.4", "a subordinate besieges only after moving: only an army that ends its move here may roll (D24)")
)

// displaceAfterBattle1e: 1e 8.9 (D8): after the battle casualties, a general
// left without CUs in the battle space is displaced, on either side; the loser's
// generals are handled by the retreat (retreat.go, rtInside), so this covers the
// winner and an army about to withdraw.
func (g *Game) displaceAfterBattle1e() {
	bt := &g.s.bt
	for _, side := range [2]Side{Rome, Carthage} {
		if side == bt.winner.Other() && bt.how != howWithdrew {
			continue
		}
		if g.out(side, bt.x) > 0 {
			continue
		}
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.sideOf(id) == side && g.s.gloc[id] == uint8(bt.x) && !g.inside(id) {
				if g.logging() {
					g.logf("1e 8.9 / D8", "%s has no CU left after the battle", g.genName(id))
				}
				g.displace(id, "all his CUs were lost in the battle")
				if g.s.over {
					return
				}
			}
		}
	}
}

// stormSinks1e: 1e 8.9 (D8), card 60: Storms at Sea took every CU of the sailing
// army: its generals are displaced and the move ends.
func (g *Game) stormSinks1e(side Side) {
	mv := &g.s.mv
	g.destroyCUs(side, mv.at, int(mv.cus), int(mv.ele), false, lostAttrition)
	movers := g.movers()
	mv.cus, mv.ele = 0, 0
	g.trimCarried()
	if g.logging() {
		g.logf("1e 8.9 / D8", "The storm sinks the whole army: its generals are displaced")
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if movers.has(id) {
			g.displace(id, "his army was lost in the storm")
		}
	}
	mv.flags |= mfGone
}

// concedeRC1e: 1e 11.4, 11.8 (D18): the defender loses only when he cannot
// match; holding a card that matches (a Reserve included), he must play it.
func (g *Game) concedeRC1e() rc {
	if !g.first() {
		return 0
	}
	bt := &g.s.bt
	for card := uint8(0); card < numBC; card++ {
		if g.battleCardRC(bt.def(), card, bt.cur, true) == 0 {
			return rcConcede1e
		}
	}
	return 0
}

// seizeForced1e: the defender becomes the attacker, without a choice (1e 11.6 /
// D19 after matching a Double Envelopment; 1e 11.11 / D20 after cancelling a
// withdrawal).
func (g *Game) seizeForced1e(rule, why string) {
	bt := &g.s.bt
	if g.logging() {
		g.logf(rule, "%s %s and takes the initiative", bt.def(), why)
	}
	bt.att = bt.def()
	bt.flags &^= bfWithdrawTried1e
}

// proconsulTakeRC1e: 1e 14.3 (D23): a proconsul's army leaving (or picking up
// from) a space that keeps a consular army may take no more CUs than the consular
// army keeps.
func (g *Game) proconsulTakeRC1e(side Side, movers genSet, x SpaceID, taken, total int) rc {
	if !g.first() || side != Rome || taken == 0 {
		return 0
	}
	pro, consulMoves, consulStays := false, false, false
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] != uint8(x) || g.sideOf(id) != Rome {
			continue
		}
		switch {
		case movers.has(id) && g.isConsul(id):
			consulMoves = true
		case movers.has(id) && g.isProconsul(id):
			pro = true
		case !movers.has(id) && g.isConsul(id):
			consulStays = true
		}
	}
	if pro && !consulMoves && consulStays && taken > total-taken {
		return rcProconsul1e
	}
	return 0
}

// consularStopRC1e: 1e 14.3 (D23): a consular army that entered a space where a
// proconsul's army (not moving) was larger than it must stop there; the proconsul
// becomes his subordinate when the move ends (the consul outranks him).
func (g *Game) consularStopRC1e(side Side) rc {
	mv := &g.s.mv
	if side != Rome || mv.at == mv.start || mv.flags&mfBySea != 0 {
		return 0
	}
	movers := g.movers()
	consul, pro := false, false
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] != uint8(mv.at) || g.sideOf(id) != Rome || g.inside(id) {
			continue
		}
		if movers.has(id) && g.isConsul(id) {
			consul = true
		}
		if !movers.has(id) && g.isProconsul(id) {
			pro = true
		}
	}
	if consul && pro && g.out(Rome, mv.at)-int(mv.entered) > int(mv.entered) {
		return rcConsularStop1e
	}
	return 0
}

// dealable is how many cards the deal can give: the deck, and in the 1st
// edition the cards a reshuffle would add when it runs out (1e 7.6 / D12).
func (g *Game) dealable() int {
	s := &g.s
	if !g.first() {
		return int(s.deckN)
	}
	return int(s.deckN) + (s.discard | s.byMap).count()
}
