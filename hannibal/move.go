package hannibal

import (
	"punic/hannibal/data"
)

// Moving an army (rules 9, 10, 11, 18): activation, its CUs and subordinates,
// each space entered, and what happens where the move ends.

// procMove steps.
const (
	msActivate uint8 = iota
	msSubs
	msTakeOut
	msTakeIn
	msMove
	msCrossed
	msCrossedAttrition
	msSailWindow
	msSailRoll
	msStartReaction
	msReact
	msIntercepted
	msOverrun
	msAfterFight
	msEndCity
	msEndSiege
	msFinish
	msHanno      // 24: Hanno may remove the Roman PC where his move ends
	msLandInside // 11.3: landed by sea where enemy CUs stand outside one's own walls: go in, or land outside
)

var (
	rcActNotYours  = newRC("10.1", "that general is not one of yours on the map")
	rcActRating    = newRC("8.2", "that general's strategy rating is higher than the card's OPs")
	rcActMoved     = newRC("10.11", "a campaign may not move the same general twice")
	rcActSpent     = newRC("10.11", "that general's movement is spent for this campaign (battle, siege, backing up or failed pursuit)")
	rcTakeRange    = newRC("10.2", "that number of CUs cannot go with the general")
	rcTake10       = newRC("10.2", "a general can move with at most ten CUs")
	rcTakeSpent    = newRC("10.11", "those CUs already moved four spaces on this campaign card, or fought, besieged, backed up or failed a pursuit roll")
	rcMoveTired    = newRC("10.11", "CUs of this army moved earlier on this campaign card, and no CU moves more than four spaces on one card: drop them off first")
	rcConsul5      = newRC("18.1", "a consul may not be left with fewer than 5 CUs, nor may a consular army leave CUs behind without taking at least 5")
	rcConsulSplit  = newRC("18.1", "two consuls together may not split up until their army has at least 10 CUs")
	rcSubsRank     = newRC("10.9", "a general may not take along a general who outranks him")
	rcSubsBad      = newRC("10.2", "those generals are not in the army's space")
	rcMoveNoLink   = newRC("10.2", "a general may only move to an adjacent space")
	rcMoveMP       = newRC("10.2", "the general has not enough movement left (passes and straits cost 2)")
	rcMoveStrait   = newRC("10.6", "the Strait of Messana may be crossed only by a side that controls both Rhegium and Messana")
	rcMoveAlone    = newRC("10.4", "a general without an army may not enter a space with an enemy CU")
	rcMovePursuit  = newRC("13.4", "the enemy avoided battle: roll to pursue before moving on")
	rcMoveBlocked  = newRC("20.5", "the enemy army outside the walls bars the way: give battle or stay")
	rcMoveConsular = newRC("18.3", "an army led by a proconsul must stop, or drop off CUs to bring the consular army here to 5")
	rcMoveHanno    = newRC("24", "Hanno may not leave Africa")
	rcMoveFabius   = newRC("24", "Fabius may not leave Italy")
	rcMoveCounsel  = newRC("57/58", "a lasting Counsels event forbids these CUs to make that move")
	rcDropFacing   = newRC("20.5", "CUs and generals out of the walls may face the enemy army outside only to attack it: attack, or stop and stay inside")
	rcStopAlone    = newRC("10.4", "a general without an army may not stop in a space containing an enemy general")
	rcPickup       = newRC("10.2", "there are not that many CUs here to pick up")
	rcPickGeneral  = newRC("10.8", "that general cannot be picked up (not here, or he outranks the moving general)")
	rcDropGeneral  = newRC("10.9", "that general is not moving with the army")
	rcDropConsul   = newRC("18.1", "a consul may not be dropped off with fewer than 5 CUs")
	rcAttack       = newRC("20.5", "there is no enemy army outside the walls here to attack")
	rcCityEnter    = newRC("10.7", "the army cannot end its move inside these walls (not a friendly, unbesieged walled city, or not enough room)")
	rcSiege        = newRC("20.2", "no siege or subjugation is possible here (needs an enemy walled city or a tribe, 3 CUs, no battle this play and no earlier roll here this card)")
)

// startMove begins the movement of one army (or several, for a campaign).
func (g *Game) startMove(side Side, card int, mode uint8) {
	s := &g.s
	s.cp = campaignState{left: 1}
	if mode == mvCampaign {
		s.cp.left = 2
		if g.f.majorCards.has(card) {
			s.cp.left = 3
		}
	}
	g.resetMove(card, mode)
	g.push(procMove, side)
}

func (g *Game) resetMove(card int, mode uint8) {
	ops := uint8(0)
	if card > 0 {
		ops = uint8(g.d.Cards[card-1].Ops)
	}
	g.s.mv = moveState{card: uint8(card), mode: mode, ops: ops, gen: data.NoGeneral, at: noSpace, prev: noSpace, start: noSpace, embark: noSpace}
}

// strategyRating is a general's strategy rating where he stands (24: P. Scipio
// counts 2 in Spain).
func (g *Game) strategyRating(id GeneralID) int {
	gen := &g.d.Generals[id]
	if gen.Ability == abilityPScipio {
		if x, ok := g.where(id); ok && g.d.Board.CountryOf(x) == data.Spain {
			return 2
		}
	}
	return gen.Strategy
}

// activateRC says whether side may activate general id on this play.
func (g *Game) activateRC(side Side, id GeneralID) rc {
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side {
		return rcActNotYours
	}
	if _, ok := g.where(id); !ok {
		return rcActNotYours
	}
	mv := &g.s.mv
	if mv.mode != mvForceMarch || mv.ops > 0 {
		if g.strategyRating(id) > int(mv.ops) {
			return rcActRating
		}
	}
	if g.s.cp.moved.has(id) {
		return rcActMoved
	}
	if g.s.cp.exhausted.has(id) {
		return rcActSpent
	}
	if r := g.canLeaveRC(side, id); r != 0 {
		return r
	}
	return g.withOpsActivateRC(id) // card 28 moves Hannibal
}

// anyActivatable reports whether side has a general a card of these OPs can move.
func (g *Game) anyActivatable(side Side, ops int) bool {
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.sideOf(id) != side {
			continue
		}
		if _, ok := g.where(id); ok && g.strategyRating(id) <= ops {
			return true
		}
	}
	return false
}

func (g *Game) stepMove(f *frame) status {
	s := &g.s
	mv := &s.mv
	switch f.step {
	case msActivate, msSubs, msTakeOut, msTakeIn, msOverrun, msIntercepted, msEndCity, msEndSiege:
		return g.moveDecisionStep(f)
	case msMove:
		if mv.flags&mfGone != 0 {
			f.step = msFinish
			return stNext
		}
		return wait(f, f.side)
	case msCrossed:
		f.step = msCrossedAttrition
		if mv.mp > 2 && g.counterWindow(f.side.Other(), momentMoved) {
			return stCall // Bad Weather may cut the move short (card 41)
		}
		return stNext
	case msCrossedAttrition:
		if mv.flags&(mfBadWeather|mfGone) != 0 {
			f.step = msEndCity
			return stNext
		}
		f.step = msStartReaction
		if mv.crossed.IsPass() && mv.cus > 0 {
			// 10.6, 21.1: attrition immediately after crossing a mountain pass.
			if g.passAttrition(f.side, mv.crossed) {
				return stCall
			}
		}
		return stNext
	case msSailWindow:
		f.step = msSailRoll
		if g.counterWindow(f.side.Other(), momentSail) {
			return stCall // Storms at Sea, Bad Weather (cards 60, 41)
		}
		return stNext
	case msSailRoll:
		g.sailRoll(f)
		return stNext
	case msStartReaction:
		f.step = msReact
		if g.startReaction(f.side, mv.at, mv.prev, mv.flags&mfBySea != 0) {
			return stCall
		}
		return stNext
	case msReact:
		return g.afterReaction(f)
	case msAfterFight:
		mv.flags |= mfFought
		f.step = msFinish
		return stNext
	case msFinish:
		return g.finishActivation(f)
	case msHanno, msLandInside:
		return wait(f, f.side)
	}
	panic("hannibal: bad move step")
}

// moveDecisionStep waits for the decision of a step, skipping steps that offer no
// real choice.
func (g *Game) moveDecisionStep(f *frame) status {
	mv := &g.s.mv
	switch f.step {
	case msActivate:
		if g.s.cp.left == 0 {
			return stDone
		}
		for i := range g.d.Generals {
			if g.activateRC(f.side, GeneralID(i)) == 0 {
				return wait(f, f.side)
			}
		}
		return stDone
	case msSubs:
		if g.subCandidates(f.side) == 0 {
			f.step = msTakeOut
			return stNext
		}
	case msTakeOut:
		lo, hi := g.takeRange(f.side, false)
		if lo == 0 && hi == 0 {
			f.step = msTakeIn
			return stNext
		}
	case msTakeIn:
		lo, hi := g.takeRange(f.side, true)
		if lo == 0 && hi == 0 {
			g.liftOff(f.side)
			f.step = msMove
			return stNext
		}
	case msEndCity:
		if g.enterCityRoom(f.side) < 0 {
			f.step = msEndSiege
			return stNext
		}
	case msEndSiege:
		if mv.flags&mfGone != 0 || g.siegeRC(f.side) != 0 {
			f.step = msFinish
			return stNext
		}
	}
	return wait(f, f.side)
}

// --- choosing the army ---

// subCandidates returns the generals in the activated general's space that may
// move with him: those that do not outrank him (10.8, 10.9).
func (g *Game) subCandidates(side Side) genSet {
	return g.subPool(side, g.s.mv.gen)
}

// subPool returns the generals who may go with gen as his subordinates: those
// in his space he does not outrank-wise yield to, and who have not moved or
// spent their movement on this campaign card (10.11, 2007: no general moves
// twice on one card, not even as another's subordinate).
func (g *Game) subPool(side Side, gen GeneralID) genSet {
	x, _ := g.where(gen)
	set := g.anyGeneralsAt(side, x)
	set.del(gen)
	var out genSet
	for i := range g.d.Generals {
		id := GeneralID(i)
		if set.has(id) && !g.outranks(id, gen) && !g.s.cp.moved.has(id) && !g.s.cp.exhausted.has(id) {
			out.add(id)
		}
	}
	return out
}

// consulRules computes the 18.1 limits for an army about to leave a space with T
// CUs: minimum taken if a consul moves and CUs stay behind; and whether consuls are
// left behind or split.
func (g *Game) consulLimits(side Side, movers genSet, x SpaceID) (consulMoves, consulStays bool) {
	if side != Rome {
		return false, false
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if !g.isConsul(id) || g.s.gloc[id] != uint8(x) {
			continue
		}
		if movers.has(id) {
			consulMoves = true
		} else {
			consulStays = true
		}
	}
	return
}

// takeOK checks 18.1 for an army of movers taking `taken` of the `total` CUs in
// their space.
func (g *Game) takeOK(side Side, movers genSet, x SpaceID, taken, total int) rc {
	moves, stays := g.consulLimits(side, movers, x)
	left := total - taken
	if moves && stays && taken > 0 && total < 10 {
		return rcConsulSplit
	}
	if moves && stays && taken > 0 && total == 10 && g.first() {
		return rcConsulSplit1e // 1e 14.2 / D22: more than 10
	}
	if r := g.proconsulTakeRC1e(side, movers, x, taken, total); r != 0 {
		return r
	}
	if moves && left > 0 && taken < 5 {
		return rcConsul5
	}
	if stays && taken > 0 && left < 5 {
		return rcConsul5
	}
	return 0
}

// canLeaveRC says whether general id could leave his space with some of the
// subordinates he may take (18.1: a consul never leaves himself or another consul
// with fewer than 5 CUs).
func (g *Game) canLeaveRC(side Side, id GeneralID) rc {
	if side != Rome {
		return 0
	}
	cand := g.subPool(side, id)
	var first rc
	for sub := cand; ; sub = (sub - 1) & cand {
		r := g.leaveWithRC(side, id, sub)
		if r == 0 {
			return 0
		}
		if first == 0 {
			first = r
		}
		if sub == 0 {
			return first
		}
	}
}

// subsRC says whether the activated general may leave with these subordinates:
// some number of CUs must satisfy 18.1 (two consuls with fewer than 10 CUs may not
// split up).
func (g *Game) subsRC(side Side, subs genSet) rc {
	return g.leaveWithRC(side, g.s.mv.gen, subs)
}

// leaveWithRC says whether general gen may leave with subordinates subs (18.1).
func (g *Game) leaveWithRC(side Side, gen GeneralID, subs genSet) rc {
	x, _ := g.where(gen)
	movers := subs
	movers.add(gen)
	max := g.freshCUs(side, x)
	if max > 10 {
		max = 10
	}
	var first rc
	for t := 0; t <= max; t++ {
		r := g.takeOK(side, movers, x, t, g.all(side, x))
		if r == 0 {
			return 0
		}
		if first == 0 {
			first = r
		}
	}
	return first
}

// movers returns the activated general and his chosen subordinates.
func (g *Game) movers() genSet {
	set := g.s.mv.subs
	set.add(g.s.mv.gen)
	return set
}

// freshCUs returns side's CUs in x that may still move on this play (10.11).
func (g *Game) freshCUs(side Side, x SpaceID) int {
	n := g.all(side, x) - g.s.cp.doneAt(x, g.s.mv.mp)
	if n < 0 {
		return 0
	}
	return n
}

// takeRange returns the least and most CUs the activated army may take from
// outside (inside=false) or inside the walls, given what was taken already.
func (g *Game) takeRange(side Side, inside bool) (lo, hi int) {
	mv := &g.s.mv
	x, _ := g.where(mv.gen)
	outN, inN := g.out(side, x), g.in(side, x)
	fresh := g.freshCUs(side, x)
	total := outN + inN
	movers := g.movers()
	// Overall range for out+in.
	tlo, thi := -1, -1
	max := 10
	if fresh < max {
		max = fresh
	}
	for t := 0; t <= max; t++ {
		if g.takeOK(side, movers, x, t, total) == 0 {
			if tlo < 0 {
				tlo = t
			}
			thi = t
		}
	}
	if tlo < 0 {
		tlo, thi = 0, 0
	}
	if !inside {
		lo = tlo - inN
		if lo < 0 {
			lo = 0
		}
		hi = thi
		if hi > outN {
			hi = outN
		}
		if lo > hi {
			lo = hi
		}
		return lo, hi
	}
	taken := int(mv.cus)
	lo = tlo - taken
	if lo < 0 {
		lo = 0
	}
	hi = thi - taken
	if hi > inN {
		hi = inN
	}
	if hi < 0 {
		hi = 0
	}
	if lo > hi {
		lo = hi
	}
	return lo, hi
}

// elephantRange returns the elephant CUs that n CUs taken from a pool of total CUs
// with e elephants may include.
func elephantRange(n, total, e int) (lo, hi int) {
	lo = n - (total - e)
	if lo < 0 {
		lo = 0
	}
	hi = e
	if hi > n {
		hi = n
	}
	return
}

// liftOff takes the army out of the walls (if it was inside) and marks it as
// moving: the generals left behind settle their command.
func (g *Game) liftOff(side Side) {
	s := &g.s
	mv := &s.mv
	x, _ := g.where(mv.gen)
	if g.inside(mv.gen) {
		mv.flags |= mfFromInside
		if g.besieged(x) {
			mv.flags |= mfFromBesieged
		}
	}
	mv.start, mv.at, mv.prev = x, x, x
	movers := g.movers()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if movers.has(id) {
			g.placeGeneral(id, x, false)
		}
	}
	s.gflag[mv.gen] |= gCommand
	g.settleCommand(side, x, true, data.NoGeneral)
	// The generals left outside keep their own commander.
	g.settleLeftBehind(side, x)
	g.s.cp.moved.add(mv.gen)
}

// settleLeftBehind gives the generals staying in x (outside) a commander of their
// own, apart from the moving army.
func (g *Game) settleLeftBehind(side Side, x SpaceID) {
	movers := g.movers()
	stay := g.generalsAt(side, x, false) &^ movers
	if stay == 0 {
		return
	}
	// Temporarily treat the staying generals as their own stack.
	best := data.NoGeneral
	for i := range g.d.Generals {
		id := GeneralID(i)
		if !stay.has(id) {
			continue
		}
		g.s.gflag[id] &^= gCommand
		if best == data.NoGeneral || g.rank(id) > g.rank(best) ||
			(g.rank(id) == g.rank(best) && g.d.Generals[id].Battle > g.d.Generals[best].Battle) {
			best = id
		}
	}
	g.s.gflag[best] |= gCommand
}

// --- the movement loop ---

// linkCost returns the movement points a connection costs (10.6).
func linkCost(k data.ConnKind) int {
	if k == data.Normal {
		return 1
	}
	return 2
}

// enemyCUsIn reports whether x holds any CU of side's enemy, inside or outside.
func (g *Game) enemyCUsIn(side Side, x SpaceID) bool {
	return g.all(side.Other(), x) > 0
}

// moveRC says whether the moving army may move on to y.
func (g *Game) moveRC(side Side, y SpaceID) rc {
	mv := &g.s.mv
	if int(y) >= len(g.d.Board.Spaces) {
		return rcMoveNoLink
	}
	l, ok := g.d.Board.LinkBetween(mv.at, y)
	if !ok {
		return rcMoveNoLink
	}
	if r := g.leaveRC(side); r != 0 {
		return r
	}
	return g.linkRC(side, l)
}

// linkRC is moveRC along link l of the army's space, once the army may leave.
func (g *Game) linkRC(side Side, l data.Link) rc {
	mv := &g.s.mv
	y := l.To
	if r := g.mpRC(linkCost(l.Kind), rcMoveMP); r != 0 {
		return r
	}
	if l.NeedsControl && (g.s.ctl[mv.at] != side || g.s.ctl[y] != side) {
		return rcMoveStrait
	}
	if r := g.trainLinkRC(l.Kind); r != 0 {
		return r // card 30
	}
	if r := g.enterRC(side, y); r != 0 {
		return r
	}
	return g.lonePassRC(side, y, int(mv.mp)+linkCost(l.Kind))
}

// lonePassRC: a general alone may pass through, but not stop in, a space with an
// enemy general alone (10.4): entering one needs the movement to go on.
func (g *Game) lonePassRC(side Side, y SpaceID, mpAfter int) rc {
	if g.s.mv.cus == 0 && g.out(side, y) == 0 && g.loneEnemyGeneral(side, y) && !g.canPassOn(side, y, mpAfter) {
		return rcStopAlone
	}
	return 0
}

// loneEnemyGeneral reports whether y holds an enemy general without CUs outside.
func (g *Game) loneEnemyGeneral(side Side, y SpaceID) bool {
	return g.out(side.Other(), y) == 0 && g.generalsAt(side.Other(), y, false) != 0
}

// canPassOn reports whether a lone general in y with mp spent could move on.
func (g *Game) canPassOn(side Side, y SpaceID, mp int) bool {
	mv := &g.s.mv
	for _, l := range g.d.Board.Spaces[y].Links {
		z := l.To
		if mp+linkCost(l.Kind) > int(mv.mpMax) || g.loneEnemyGeneral(side, z) {
			continue
		}
		if l.NeedsControl && (g.s.ctl[y] != side || g.s.ctl[z] != side) {
			continue
		}
		if g.enterRC(side, z) == 0 {
			return true
		}
	}
	return false
}

// leaveRC says whether the army may leave its current space at all.
func (g *Game) leaveRC(side Side) rc {
	mv := &g.s.mv
	if mv.flags&mfPursuit != 0 {
		return rcMovePursuit
	}
	if mv.at == mv.start && mv.mp == 0 && g.out(side.Other(), mv.at) > 0 {
		return rcMoveBlocked
	}
	if g.first() {
		if r := g.consularStopRC1e(side); r != 0 {
			return r // 1e 14.3 / D23 (2e 18.3 does not apply)
		}
	} else if mv.at != mv.start && g.isProconsulArmy() && g.consularArmyShort(side, mv.at) {
		return rcMoveConsular
	}
	return 0
}

// enterRC says whether the moving army may enter y (by land or by sea).
func (g *Game) enterRC(side Side, y SpaceID) rc {
	mv := &g.s.mv
	if mv.cus == 0 && g.enemyCUsIn(side, y) {
		return rcMoveAlone
	}
	if r := g.geographyRC(side, y); r != 0 {
		return r
	}
	if g.truceBlocksEntry(side, y) {
		return rcTruce
	}
	return g.tutorialEnterRC(side, y) // tutorial.go
}

// geographyRC applies the generals' geographic limits (24: Hanno, Fabius) and the
// Counsels events (57, 58).
func (g *Game) geographyRC(side Side, y SpaceID) rc {
	mv := &g.s.mv
	country := g.d.Board.CountryOf(y)
	movers := g.movers()
	if h := g.f.hanno; h != data.NoGeneral && movers.has(h) && country != data.Africa {
		return rcMoveHanno
	}
	if fb := g.f.fabius; fb != data.NoGeneral && movers.has(fb) && country != data.Italy {
		return rcMoveFabius
	}
	if mv.cus > 0 {
		from := g.d.Board.CountryOf(mv.at)
		if side == Carthage && g.s.effects&effHannoCounsels != 0 && from == data.Africa && country != data.Africa {
			return rcMoveCounsel
		}
		if side == Rome && g.s.effects&effCatoCounsels != 0 && from != data.Africa && country == data.Africa {
			return rcMoveCounsel
		}
	}
	return 0
}

// isProconsulArmy reports whether the moving army is led by a proconsul (18.3).
func (g *Game) isProconsulArmy() bool {
	return g.s.mv.gen != data.NoGeneral && g.isProconsul(g.s.mv.gen)
}

// consularArmyShort reports whether x holds a consular army (not moving) with fewer
// than 5 CUs (18.3).
func (g *Game) consularArmyShort(side Side, x SpaceID) bool {
	if side != Rome {
		return false
	}
	movers := g.movers()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.isConsul(id) && g.s.gloc[id] == uint8(x) && !movers.has(id) {
			return g.all(Rome, x)-int(g.s.mv.cus) < 5
		}
	}
	return false
}

// stopRC says whether the army may end its move where it is.
// outFacingEnemy reports whether the moving army came out of the walls where an
// enemy army stands outside and has not moved yet: its CUs may stand outside
// only to attack (10.4, 20.5), so they cannot be dropped there, and stopping
// puts them back inside.
func (g *Game) outFacingEnemy(side Side) bool {
	mv := &g.s.mv
	return mv.flags&mfFromInside != 0 && mv.at == mv.start && mv.mp == 0 && g.out(side.Other(), mv.at) > 0
}

func (g *Game) stopRC(side Side) rc {
	mv := &g.s.mv
	if g.out(side, mv.at) == 0 && g.loneEnemyGeneral(side, mv.at) && g.canGoOn(side) {
		return rcStopAlone
	}
	return 0
}

// canGoOn reports whether the moving army has any way to leave its space: a
// general alone who cannot pass on from a space holding an enemy general alone
// (10.4) stops there after all, rather than being left without a legal action.
func (g *Game) canGoOn(side Side) bool {
	mv := &g.s.mv
	for _, l := range g.d.Board.Spaces[mv.at].Links {
		if g.moveRC(side, l.To) == 0 {
			return true
		}
	}
	if g.canSailFrom(side) {
		for _, p := range g.f.ports {
			if g.sailRC(side, p) == 0 {
				return true
			}
		}
	}
	return false
}

// pickupRange returns the most CUs the army may pick up here from outside or
// inside the walls.
func (g *Game) pickupMax(side Side, inside bool) int {
	mv := &g.s.mv
	var avail int
	if inside {
		if g.besieged(mv.at) {
			return 0
		}
		avail = g.in(side, mv.at)
	} else {
		avail = g.out(side, mv.at) - int(mv.cus)
	}
	fresh := g.freshCUs(side, mv.at) - int(mv.cus)
	if fresh < avail {
		avail = fresh
	}
	if room := 10 - int(mv.cus); room < avail {
		avail = room
	}
	if avail < 0 {
		return 0
	}
	return avail
}

// pickupAvail returns the CUs here the army could pick up, moved or not on this
// card.
func (g *Game) pickupAvail(side Side, inside bool) int {
	mv := &g.s.mv
	n := g.out(side, mv.at) - int(mv.cus)
	if inside {
		n = g.in(side, mv.at)
		if g.besieged(mv.at) {
			return 0
		}
	}
	if room := 10 - int(mv.cus); room < n {
		n = room
	}
	return n
}

// pickupOK checks 18.1 for CUs picked up from a stack with a consul.
func (g *Game) pickupOK(side Side, n int) bool {
	if side != Rome {
		return true
	}
	mv := &g.s.mv
	movers := g.movers()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.isConsul(id) && g.s.gloc[id] == uint8(mv.at) && !movers.has(id) {
			if g.first() && g.proconsulTakeRC1e(side, movers, mv.at, int(mv.cus)+n, g.all(Rome, mv.at)) != 0 {
				return false
			}
			return g.all(Rome, mv.at)-int(mv.cus)-n >= 5
		}
	}
	return true
}

// dropOK checks 18.1 for CUs dropped off by a consular army.
func (g *Game) dropOK(side Side, n int) bool {
	if side != Rome {
		return true
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.isConsul(id) && g.movers().has(id) {
			return int(g.s.mv.cus)-n >= 5
		}
	}
	return true
}

func (g *Game) legalMove(f *frame, buf []Action) []Action {
	s := &g.s
	mv := &s.mv
	side := f.side
	switch f.step {
	case msActivate:
		for i := range g.d.Generals {
			if g.activateRC(side, GeneralID(i)) == 0 {
				buf = append(buf, act(KActivate, uint8(i), 0, 0))
			}
		}
		if mv.mode == mvCampaign && s.cp.moved != 0 {
			buf = append(buf, act(KPass, 0, 0, 0))
		}
	case msSubs:
		cand := g.subCandidates(side)
		// Every subset of the candidates.
		for sub := cand; ; sub = (sub - 1) & cand {
			if g.subsRC(side, sub) == 0 {
				buf = append(buf, act(KSubs, uint8(sub), uint8(sub>>8), 0))
			}
			if sub == 0 {
				break
			}
		}
	case msTakeOut, msTakeIn:
		inside := f.step == msTakeIn
		lo, hi := g.takeRange(side, inside)
		x, _ := g.where(mv.gen)
		total, e := g.out(side, x), g.elephantsOut(side, x)
		if inside {
			total, e = g.in(side, x), g.elephantsIn(side, x)
		}
		c := uint8(0)
		if inside {
			c = 1
		}
		for n := lo; n <= hi; n++ {
			elo, ehi := elephantRange(n, total, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KTake, uint8(n), uint8(k), c))
			}
		}
	case msMove:
		buf = g.legalMoveLoop(side, buf)
	case msIntercepted:
		buf = append(buf, act(KFight, 0, 0, 0), act(KBackUp, 0, 0, 0))
		if mv.flags&mfBySea != 0 && g.enterCityRoom(side) >= int(mv.cus) {
			buf = append(buf, act(KEnterCity, mv.cus, mv.ele, 1))
		}
		if room := g.enterCityRoom(side); mv.flags&mfBySea != 0 && room > 0 {
			// 12.8: or split: some CUs into the walls, the generals and the rest
			// back to the port of embarkation.
			for k := 1; k <= int(mv.cus) && k <= room; k++ {
				elo, ehi := elephantRange(k, int(mv.cus), int(mv.ele))
				for e := elo; e <= ehi; e++ {
					buf = append(buf, act(KEnterCity, uint8(k), uint8(e), 0))
				}
			}
		}
	case msOverrun:
		buf = append(buf, act(KOverrun, 0, 0, 0), act(KFight, 0, 0, 0))
	case msEndCity:
		room := g.enterCityRoom(side)
		n := int(mv.cus)
		if room < n {
			n = room
		}
		lo := 0
		facing := g.out(side.Other(), mv.at) > 0
		if facing {
			// 10.4: an army ending its move beside an enemy army outside the
			// walls (back in port after a failed sea move) may not stay
			// outside with it: everyone who fits goes in.
			lo = n
		}
		for k := lo; k <= n; k++ {
			elo, ehi := elephantRange(k, int(mv.cus), int(mv.ele))
			for e := elo; e <= ehi; e++ {
				buf = append(buf, act(KEnterCity, uint8(k), uint8(e), 1))
				if k > 0 && k < int(mv.cus) && !facing {
					buf = append(buf, act(KEnterCity, uint8(k), uint8(e), 0))
				}
			}
		}
		if !facing {
			buf = append(buf, act(KPass, 0, 0, 0))
		}
	case msEndSiege:
		buf = append(buf, act(KSiege, 0, 0, 0), act(KPass, 0, 0, 0))
	case msHanno:
		buf = g.legalHanno(buf)
	case msLandInside:
		buf = append(buf, act(KEnterCity, mv.cus, mv.ele, 1), act(KPass, 0, 0, 0))
	}
	return buf
}

func (g *Game) legalMoveLoop(side Side, buf []Action) []Action {
	s := &g.s
	mv := &s.mv
	if mv.flags&mfPursuit != 0 {
		if int(mv.mp) < mv.mpLimit() {
			buf = append(buf, act(KPursue, 0, 0, 0))
		}
		return append(buf, act(KStop, 0, 0, 0))
	}
	canLeave := g.leaveRC(side) == 0
	for _, l := range g.d.Board.Spaces[mv.at].Links {
		if canLeave && g.linkRC(side, l) == 0 {
			buf = append(buf, act(KMoveTo, uint8(l.To), 0, 0))
		}
	}
	if g.canSailFrom(side) { // 11.3: the enemy outside bars only the way by land
		for _, p := range g.f.ports {
			if g.sailRC(side, p) == 0 {
				buf = append(buf, act(KSail, uint8(p), 0, 0))
			}
		}
	}
	for c := uint8(0); c <= 1; c++ {
		max := g.pickupMax(side, c == 1)
		total, e := g.out(side, mv.at)-int(mv.cus), g.elephantsOut(side, mv.at)-int(mv.ele)
		if c == 1 {
			total, e = g.in(side, mv.at), g.elephantsIn(side, mv.at)
		}
		for n := 1; n <= max; n++ {
			if !g.pickupOK(side, n) {
				continue
			}
			elo, ehi := elephantRange(n, total, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KPickup, uint8(n), uint8(k), c))
			}
		}
	}
	for n := 1; n <= int(mv.cus) && !g.outFacingEnemy(side); n++ {
		if !g.dropOK(side, n) {
			continue
		}
		elo, ehi := elephantRange(n, int(mv.cus), int(mv.ele))
		for k := elo; k <= ehi; k++ {
			buf = append(buf, act(KDrop, uint8(n), uint8(k), 0))
		}
	}
	movers := g.movers()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.pickGeneralRC(side, id) == 0 {
			buf = append(buf, act(KPickGeneral, uint8(i), 0, 0))
		}
		if movers.has(id) && id != mv.gen && g.dropGeneralRC(side, id) == 0 {
			buf = append(buf, act(KDropGeneral, uint8(i), 0, 0))
		}
	}
	if g.charmStartRC(mv.at) == 0 {
		buf = append(buf, act(KSpace, uint8(mv.at), 0, 0)) // card 28
	}
	buf = g.legalTrain(side, buf) // card 30
	if g.attackRC(side) == 0 {
		buf = append(buf, act(KAttack, 0, 0, 0))
	}
	if g.stopRC(side) == 0 {
		buf = append(buf, act(KStop, 0, 0, 0))
	}
	return buf
}

func (g *Game) pickGeneralRC(side Side, id GeneralID) rc {
	mv := &g.s.mv
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side || g.s.gloc[id] != uint8(mv.at) || g.movers().has(id) {
		return rcPickGeneral
	}
	if g.outranks(id, mv.gen) || g.s.cp.exhausted.has(id) || g.s.cp.moved.has(id) || (g.inside(id) && g.besieged(mv.at)) {
		return rcPickGeneral
	}
	return 0
}

func (g *Game) dropGeneralRC(side Side, id GeneralID) rc {
	mv := &g.s.mv
	if int(id) >= len(g.d.Generals) || !g.movers().has(id) || id == mv.gen {
		return rcDropGeneral
	}
	if g.isConsul(id) && g.all(side, mv.at)-int(mv.cus) < 5 {
		return rcDropConsul
	}
	if g.outFacingEnemy(side) {
		return rcDropFacing // he would stand alone outside beside the enemy army
	}
	return 0
}

// attackRC says whether the army may give battle where it stands: an army that
// came out of the walls against the enemy outside (20.5, 20.7).
func (g *Game) attackRC(side Side) rc {
	mv := &g.s.mv
	if mv.mp != 0 || mv.at != mv.start || mv.cus == 0 || g.out(side.Other(), mv.at) == 0 {
		return rcAttack
	}
	if g.truceOn() {
		return rcTruce
	}
	return 0
}

// enterCityRoom returns how many moving CUs may end the move inside the walls
// here, or -1 if the army may not enter (10.7, 11.3).
func (g *Game) enterCityRoom(side Side) int {
	mv := &g.s.mv
	x := mv.at
	if mv.flags&mfGone != 0 || !g.isCity(x) || g.s.ctl[x] != side || g.besieged(x) {
		return -1
	}
	return g.roomInside(x)
}

func (g *Game) explainMove(f *frame, a Action) rc {
	side := f.side
	if f.step < msMove {
		// No army is underway yet: only the choice of the general, his
		// subordinates and his CUs has a rule to cite.
		switch a.Kind() {
		case KActivate:
		case KSubs, KTake:
			if f.step == msActivate {
				return 0
			}
		default:
			return 0
		}
	}
	switch a.Kind() {
	case KActivate:
		return g.activateRC(side, GeneralID(a.A()))
	case KMoveTo:
		return g.moveRC(side, SpaceID(a.A()))
	case KSail:
		return g.sailRC(side, SpaceID(a.A()))
	case KStop:
		return g.stopRC(side)
	case KAttack:
		return g.attackRC(side)
	case KPickGeneral:
		return g.pickGeneralRC(side, GeneralID(a.A()))
	case KDropGeneral:
		return g.dropGeneralRC(side, GeneralID(a.A()))
	case KPickup:
		if int(a.A()) > g.pickupMax(side, a.C() == 1) {
			if int(g.s.mv.cus)+int(a.A()) > 10 {
				return rcTake10
			}
			if g.pickupMax(side, a.C() == 1) < g.pickupAvail(side, a.C() == 1) {
				return rcTakeSpent
			}
			return rcPickup
		}
		if !g.pickupOK(side, int(a.A())) {
			return rcConsul5
		}
	case KDrop:
		if g.outFacingEnemy(side) {
			return rcDropFacing
		}
		if !g.dropOK(side, int(a.A())) {
			return rcConsul5
		}
	case KTake:
		if a.A() > 10 {
			return rcTake10
		}
		x, _ := g.where(g.s.mv.gen)
		if r := g.takeOK(side, g.movers(), x, int(g.s.mv.cus)+int(a.A()), g.all(side, x)); r != 0 {
			return r
		}
		if int(g.s.mv.cus)+int(a.A()) > g.freshCUs(side, x) && int(g.s.mv.cus)+int(a.A()) <= g.all(side, x) {
			return rcTakeSpent
		}
		return rcTakeRange
	case KSubs:
		mask := genSet(a.A()) | genSet(a.B())<<8
		if mask&^g.subCandidates(side) != 0 {
			x, _ := g.where(g.s.mv.gen)
			if mask&(g.s.cp.moved|g.s.cp.exhausted) != 0 {
				return rcActMoved
			}
			if mask&^g.anyGeneralsAt(side, x) == 0 {
				return rcSubsRank
			}
			return rcSubsBad
		}
		return g.subsRC(side, mask)
	case KEnterCity:
		return rcCityEnter
	case KSiege:
		return g.siegeRC(side)
	case KSpace:
		return g.moveSpaceRC(f, SpaceID(a.A()))
	case KSiegeTrain:
		return g.trainRC(side, a)
	}
	return 0
}

func (g *Game) applyMove(f *frame, a Action) {
	s := &g.s
	mv := &s.mv
	side := f.side
	switch a.Kind() {
	case KPass:
		switch f.step {
		case msActivate:
			s.cp.left = 0
		case msEndCity:
			f.step = msEndSiege
		case msEndSiege, msHanno:
			f.step = msFinish
		case msLandInside:
			f.step = msStartReaction // 11.3: it lands outside the walls
		}
	case KSpace:
		g.moveSpace(f, SpaceID(a.A())) // card 28, Hanno (24)
	case KSiegeTrain:
		g.applyTrain(a) // card 30
	case KActivate:
		id := GeneralID(a.A())
		mv.gen = id
		mv.subs = 0
		mv.cus, mv.ele = 0, 0
		mv.grpN, mv.grp = 0, [len(mv.grp)]cuGroup{}
		mv.mp = 0
		mv.mpMax = 4
		mv.flags &= mfNativeGuide | mfCharm | mfTraitor | mfTreachery | mfPirates
		mv.failedIcpt = 0
		if g.first() && g.s.gflag[id]&gCommand == 0 {
			mv.flags |= mfSubordinate1e // 1e 16.4 / D24
		}
		if mv.mode == mvForceMarch || (mv.mode == mvCampaign && g.d.Generals[id].Ability == abilityNero) {
			mv.mpMax = 6
		}
		g.setSeaAllowance()
		s.cp.left--
		s.cp.acts++
		x, _ := g.where(id)
		if g.logging() {
			g.logf("10.2", "%s activates %s in %s", side, g.genName(id), g.spaceName(x))
		}
		f.step = msSubs
	case KSubs:
		mv.subs = genSet(a.A()) | genSet(a.B())<<8
		f.step = msTakeOut
	case KTake:
		n, e := int(a.A()), int(a.B())
		x, _ := g.where(mv.gen)
		if a.C() == 1 {
			// CUs leave the walls with the army.
			g.takeCUs(side, x, n, e, true)
			g.addCUs(side, x, n, e, false)
			g.joinCarried(side, x, n)
			mv.cus += uint8(n)
			mv.ele += uint8(e)
			g.liftOff(side)
			if g.logging() {
				g.logf("10.2", "%s moves with %s", g.genName(mv.gen), g.armyDesc())
			}
			f.step = msMove
			return
		}
		g.joinCarried(side, x, n)
		mv.cus, mv.ele = uint8(n), uint8(e)
		f.step = msTakeIn
	case KMoveTo:
		g.moveTo(f, SpaceID(a.A()))
	case KSail:
		g.sail(f, SpaceID(a.A()))
	case KPickup:
		n, e := int(a.A()), int(a.B())
		if a.C() == 1 {
			g.takeCUs(side, mv.at, n, e, true)
			g.addCUs(side, mv.at, n, e, false)
		}
		g.joinCarried(side, mv.at, n)
		mv.cus += uint8(n)
		mv.ele += uint8(e)
		if g.logging() {
			g.logf("10.2", "%s picks up %s in %s", g.genName(mv.gen), cus(n), g.spaceName(mv.at))
		}
	case KDrop:
		n, e := int(a.A()), int(a.B())
		mv.cus -= uint8(n)
		mv.ele -= uint8(e)
		g.dropCarried(mv.at, n, false)
		if g.logging() {
			g.logf("10.2", "%s drops off %s in %s", g.genName(mv.gen), cus(n), g.spaceName(mv.at))
		}
	case KPickGeneral:
		id := GeneralID(a.A())
		mv.subs.add(id)
		g.placeGeneral(id, mv.at, false)
		g.settleCommand(side, mv.at, true, data.NoGeneral)
		g.settleLeftBehind(side, mv.at)
		if g.logging() {
			g.logf("10.8", "%s picks up %s in %s", g.genName(mv.gen), g.genName(id), g.spaceName(mv.at))
		}
	case KDropGeneral:
		id := GeneralID(a.A())
		mv.subs.del(id)
		s.cp.moved.add(id)
		g.settleLeftBehind(side, mv.at)
		if g.logging() {
			g.logf("10.9", "%s drops off %s in %s", g.genName(mv.gen), g.genName(id), g.spaceName(mv.at))
		}
	case KAttack:
		g.startBattle(side, mv.at, noSpace, false)
		f.step = msAfterFight
	case KPursue:
		rating := g.pursuitRating(mv.gen)
		r := g.roll("pursuit", side, "general", g.genKey(uint8(mv.gen)), "need", rating)
		mv.flags &^= mfPursuit
		if r <= rating {
			if g.logging() {
				g.logf("13.4", "%s pursues: rolled %d ≤ %d", g.genName(mv.gen), r, rating)
			}
		} else {
			mv.flags |= mfPursuitFailed
			if g.logging() {
				g.logf("13.4", "%s fails to pursue: rolled %d > %d; the army stops", g.genName(mv.gen), r, rating)
			}
			f.step = msEndCity
		}
	case KStop:
		mv.flags &^= mfPursuit
		f.step = msEndCity
		if n := min(int(mv.cus), g.roomInside(mv.at)); g.outFacingEnemy(side) && n >= 0 {
			// 10.4, 20.5: CUs that came out of the walls may face the enemy
			// army outside only to attack it; stopping without a sortie, they
			// never left the walls (those that stood outside before stay), nor
			// did the generals.
			g.applyMove(f, act(KEnterCity, uint8(n), uint8(min(int(mv.ele), n)), 1))
		}
	case KFight:
		if f.step == msOverrun {
			g.startBattle(side, mv.at, mv.prev, false)
			f.step = msAfterFight
			return
		}
		g.startBattle(side, mv.at, mv.prev, mv.flags&mfBySea != 0)
		f.step = msAfterFight
	case KBackUp:
		g.backUp(f)
	case KOverrun:
		g.overrun(side)
		f.step = msMove
	case KEnterCity:
		n, e := int(a.A()), int(a.B())
		if f.step == msIntercepted {
			// 12.8: an army that landed by sea at its own walled city may back up
			// into the walls instead of fighting.
			mv.flags |= mfBackedUp
		}
		g.takeCUs(side, mv.at, n, e, false)
		g.addCUs(side, mv.at, n, e, true)
		if f.step == msIntercepted && a.C() == 0 {
			// 12.8: the generals and the other CUs back up to the port.
			mv.cus -= uint8(n)
			mv.ele -= uint8(e)
			g.dropCarried(mv.at, n, true)
			if g.logging() {
				g.logf("12.8", "%s goes inside the walls of %s", cus(n), g.spaceName(mv.at))
			}
			g.backUp(f)
			return
		}
		if a.C() == 1 {
			for i := range g.d.Generals {
				id := GeneralID(i)
				if g.movers().has(id) {
					g.s.gflag[id] |= gInside
				}
			}
		}
		if g.logging() {
			if f.step == msLandInside {
				g.logf("11.3", "%s sails directly into the walls of %s with %s: the move ends there, no battle", side, g.spaceName(mv.at), cus(n))
			} else {
				g.logf("10.7", "%s ends the move with %s inside the walls of %s", side, cus(n), g.spaceName(mv.at))
			}
		}
		mv.inside = uint8(n)
		f.step = msEndSiege
	case KSiege:
		g.siege(f)
	}
}

// notePath records a space the army entered.
func (g *Game) notePath(y SpaceID) {
	mv := &g.s.mv
	if int(mv.pathN) < len(mv.path) {
		mv.path[mv.pathN] = y
		mv.pathN++
	}
}

// armyDesc describes the moving army for the log.
func (g *Game) armyDesc() string {
	mv := &g.s.mv
	d := cus(int(mv.cus))
	if mv.ele > 0 {
		d += " (" + plural(int(mv.ele), "elephant", "elephants") + ")"
	}
	if mv.subs != 0 {
		d += " and"
		for i := range g.d.Generals {
			if mv.subs.has(GeneralID(i)) {
				d += " " + g.genName(GeneralID(i))
			}
		}
	}
	return d
}

// shiftArmy moves the army's CUs and generals from mv.at to y.
func (g *Game) shiftArmy(side Side, y SpaceID) {
	mv := &g.s.mv
	from := mv.at
	g.s.cu[side][from] -= mv.cus
	g.s.cu[side][y] += mv.cus
	if side == Carthage {
		g.s.ele[from] -= mv.ele
		g.s.ele[y] += mv.ele
	}
	movers := g.movers()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if movers.has(id) {
			g.s.gloc[id] = uint8(y)
			g.s.gflag[id] &^= gInside
		}
	}
	mv.prev, mv.at = from, y
	g.trainFollows(y) // card 30
	g.checkSiegeLifted(from)
}

// moveTo moves the army one space by land (10.2); the crossing's attrition and the
// Reaction Phase follow in their own steps.
func (g *Game) moveTo(f *frame, y SpaceID) {
	mv := &g.s.mv
	l, _ := g.d.Board.LinkBetween(mv.at, y)
	mv.mp += uint8(linkCost(l.Kind))
	mv.flags &^= mfBySea
	mv.crossed = l.Kind
	from := mv.at
	g.shiftArmy(f.side, y)
	g.notePath(y)
	mv.entered = mv.cus
	if g.logging() {
		g.logf("10.2", "%s moves from %s to %s (%d/%d MP)", g.genName(mv.gen), g.spaceName(from), g.spaceName(y), mv.mp, mv.mpMax)
	}
	f.step = msCrossed
}
