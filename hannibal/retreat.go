package hannibal

import "punic/hannibal/data"

// Retreats after a lost battle (rule 15).

// procRetreat steps.
const (
	rtInside uint8 = iota
	rtPath
	rtDone
)

// retreatState is the retreat in progress.
type retreatState struct {
	side  Side
	at    SpaceID
	steps uint8
	path  [4]SpaceID
	cus   uint8 // the retreating CUs
	ele   uint8
	gens  genSet
	lost  uint8 // CUs lost on the way, or eliminated (15.3)
}

var (
	rcRetreatTo     = newRC("15.1", "the retreat may not go there: it must follow a legal retreat path (closest friendly space, or one with fewer losses; 15.2)")
	rcRetreatInside = newRC("15.4", "that many CUs may not retreat into the walls")
	rcRetreatStop   = newRC("15.1", "the retreat must end in a friendly space clear of enemy CUs, or one holding more friendly CUs than the retreating force")
	rcRetreatPass   = newRC("15.2", "a retreat may not cross a mountain pass or strait, nor reenter the battle space")
	rcRetreatFirst  = newRC("15.2", "the original attacker retreats first into the space from which he entered the battle")
	rcRetreatFrom   = newRC("15.2", "the original defender may not enter the space from which the attacker entered the battle")
)

// startRetreat begins the loser's retreat from the battle space.
func (g *Game) startRetreat(side Side) {
	s := &g.s
	x := s.bt.x
	s.rt = retreatState{side: side, at: x}
	s.bt.retreated = true
	rt := &s.rt
	rt.cus = uint8(g.out(side, x))
	rt.ele = uint8(g.elephantsOut(side, x))
	rt.gens = g.generalsAt(side, x, false)
	g.push(procRetreat, side)
}

// cityRetreatRoom returns how many of the retreating CUs may go into the walls of
// the battle space (15.4; 15.2 for an army that landed by sea), or -1.
func (g *Game) cityRetreatRoom() int {
	s := &g.s
	bt := &s.bt
	rt := &s.rt
	x := bt.x
	if !g.isCity(x) || s.ctl[x] != rt.side {
		return -1
	}
	room := g.roomInside(x)
	if g.besieged(x) {
		// 15.4: only the force that sortied may go back into a besieged city.
		if bt.sortieBy != rt.side {
			return -1
		}
		if int(bt.sortie) < room {
			room = int(bt.sortie)
		}
	}
	if room > int(rt.cus) {
		room = int(rt.cus)
	}
	return room
}

// landedBySea reports whether the loser landed in the battle space this play: it
// may not retreat by land (15.2).
func (g *Game) landedBySea() bool {
	bt := &g.s.bt
	return bt.bySea && bt.origAtt == g.s.rt.side
}

func (g *Game) stepRetreat(f *frame) status {
	s := &g.s
	rt := &s.rt
	bt := &s.bt
	switch f.step {
	case rtInside:
		if rt.cus == 0 && rt.gens == 0 {
			f.step = rtDone
			return stNext
		}
		if rt.cus == 0 && (bt.retreatTableLoss || g.first()) { // 1e 8.9 / D8: any battle loss
			// 10.10: the Retreat Table took the last CUs: the generals are displaced.
			why := "the Retreat Table destroyed his army"
			if g.first() {
				why = "all his CUs were lost in the battle (1e 8.9 / D8)"
			}
			g.displaceRetreating(why)
			f.step = rtDone
			return stNext
		}
		if g.cityRetreatRoom() >= 0 {
			return wait(f, rt.side)
		}
		f.step = rtPath
		if g.landedBySea() {
			g.eliminateRetreating("it landed by sea and cannot retreat (15.2)")
			f.step = rtDone
		}
		return stNext
	case rtPath:
		if rt.cus == 0 && rt.gens == 0 {
			f.step = rtDone
			return stNext
		}
		if g.landedBySea() {
			g.eliminateRetreating("it landed by sea and cannot retreat (15.2)")
			f.step = rtDone
			return stNext
		}
		if !g.anyRetreatOption() {
			g.eliminateRetreating("it has no legal retreat (15.3)")
			f.step = rtDone
			return stNext
		}
		return wait(f, rt.side)
	}
	return stDone
}

// retreatPath enumerates the legal retreat paths from the battle space (15.1-15.3)
// and calls visit for each complete one with its CU losses.
type retreatWalk struct {
	g       *Game
	side    Side
	path    [4]SpaceID
	best    int // shortest length of a path to a legal destination
	bestCut int // the fewest losses among the shortest paths
	visit   func(path []SpaceID, loss int)
}

// stepLoss returns the CUs a force of n loses entering y, the force after any
// sweep, and whether y is a legal end of the retreat (15.1, 15.3).
func (g *Game) retreatStep(side Side, y SpaceID, n int) (loss, after int, end bool) {
	if g.hostileGround(side, y) && !(g.first() && !g.enemyPC(side, y)) { // 1e 12.1.2 / D14: enemy PCs only
		loss++
	}
	enemy := g.out(side.Other(), y)
	loss += enemy
	if loss > n {
		loss = n
	}
	after = n - loss
	friends := g.out(side, y)
	if enemy > 0 {
		return loss, after, false
	}
	if friends > after {
		return loss, after, true // more friendly CUs than the retreating force
	}
	after += friends // swept up (15.1)
	return loss, after, g.s.ctl[y] == side
}

// forEachRetreatPath calls visit for every retreat path of length 1-4 that ends in
// a legal destination, with its losses.
func (g *Game) forEachRetreatPath(visit func(path []SpaceID, loss int)) {
	rt := &g.s.rt
	bt := &g.s.bt
	var path [4]SpaceID
	var walk func(depth int, at SpaceID, n, lost int)
	walk = func(depth int, at SpaceID, n, lost int) {
		if depth == 4 {
			return
		}
		for _, l := range g.d.Board.Spaces[at].Links {
			y := l.To
			if l.Kind != data.Normal || y == bt.x {
				continue // 15.2: no pass or strait; never back into the battle space
			}
			if depth == 0 && bt.origAtt == rt.side && bt.from != noSpace && y != bt.from {
				continue // 15.2: the original attacker retreats first into the space he came from
			}
			if bt.origAtt != rt.side && y == bt.from {
				continue // 15.2: the original defender never enters it
			}
			dup := false
			for i := 0; i < depth; i++ {
				dup = dup || path[i] == y
			}
			if dup {
				continue
			}
			if n == 0 && rt.cus == 0 && g.all(rt.side.Other(), y) > 0 {
				continue // 10.4: generals alone may not enter a space with enemy CUs
			}
			loss, after, end := g.retreatStep(rt.side, y, n)
			if rt.cus > 0 && after == 0 {
				continue // the force would be destroyed on the way
			}
			path[depth] = y
			if end {
				visit(path[:depth+1], lost+loss)
			}
			walk(depth+1, y, after, lost+loss)
		}
	}
	walk(0, bt.x, int(rt.cus), 0)
}

// retreatLimits returns the length of the shortest legal retreat and the fewest
// losses among the shortest ones: a path is legal if it is that short, or if it
// loses fewer CUs (15.1).
func (g *Game) retreatLimits() (minLen, minLoss int) {
	minLen, minLoss = 99, 99
	g.forEachRetreatPath(func(p []SpaceID, loss int) {
		if len(p) < minLen {
			minLen, minLoss = len(p), loss
		} else if len(p) == minLen && loss < minLoss {
			minLoss = loss
		}
	})
	return
}

// anyRetreatOption reports whether the retreating force has a legal path.
func (g *Game) anyRetreatOption() bool {
	minLen, _ := g.retreatLimits()
	return minLen < 99
}

// retreatChoices calls fn with each next step of a legal path extending the
// current prefix, and with noSpace if the prefix itself is a complete legal path.
func (g *Game) retreatChoices(fn func(y SpaceID)) {
	rt := &g.s.rt
	minLen, minLoss := g.retreatLimits()
	var seen spaceSet
	stop := false
	g.forEachRetreatPath(func(p []SpaceID, loss int) {
		if len(p) != minLen && (loss >= minLoss || g.first()) { // 1e 12.1 / D16: the closest only
			return
		}
		if len(p) < int(rt.steps) {
			return
		}
		for i := 0; i < int(rt.steps); i++ {
			if p[i] != rt.path[i] {
				return
			}
		}
		if len(p) == int(rt.steps) {
			stop = true
			return
		}
		y := p[rt.steps]
		if !seen.has(y) {
			seen.add(y)
			fn(y)
		}
	})
	if stop {
		fn(noSpace)
	}
}

func (g *Game) legalRetreat(f *frame, buf []Action) []Action {
	rt := &g.s.rt
	switch f.step {
	case rtInside:
		room := g.cityRetreatRoom()
		gens := rt.gens != 0
		for n := 0; n <= room; n++ {
			elo, ehi := elephantRange(n, int(rt.cus), int(rt.ele))
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KRetreatInside, uint8(n), uint8(k), 0))
				if gens {
					buf = append(buf, act(KRetreatInside, uint8(n), uint8(k), 1))
				}
			}
		}
	case rtPath:
		g.retreatChoices(func(y SpaceID) {
			if y == noSpace {
				buf = append(buf, act(KStop, 0, 0, 0))
				return
			}
			buf = append(buf, act(KRetreatTo, uint8(y), 0, 0))
		})
	}
	return buf
}

// retreatStepRC says why the retreating force may not go to y next (15.1, 15.2).
func (g *Game) retreatStepRC(y SpaceID) rc {
	rt := &g.s.rt
	bt := &g.s.bt
	from := bt.x
	if rt.steps > 0 {
		from = rt.path[rt.steps-1]
	}
	if l, ok := g.d.Board.LinkBetween(from, y); ok {
		if l.Kind != data.Normal || y == bt.x {
			return rcRetreatPass
		}
		if rt.steps == 0 && bt.origAtt == rt.side && bt.from != noSpace && y != bt.from {
			return rcRetreatFirst
		}
		if bt.origAtt != rt.side && y == bt.from {
			return rcRetreatFrom
		}
	}
	if g.first() {
		return rcRetreatTo1e // 1e 12.1 / D16
	}
	return rcRetreatTo
}

func (g *Game) explainRetreat(f *frame, a Action) rc {
	switch a.Kind() {
	case KRetreatTo:
		return g.retreatStepRC(SpaceID(a.A()))
	case KStop:
		return rcRetreatStop
	case KRetreatInside:
		return rcRetreatInside
	}
	return 0
}

func (g *Game) applyRetreat(f *frame, a Action) {
	s := &g.s
	rt := &s.rt
	side := rt.side
	switch a.Kind() {
	case KRetreatInside:
		n, e := int(a.A()), int(a.B())
		x := s.bt.x
		g.takeCUs(side, x, n, e, false)
		g.addCUs(side, x, n, e, true)
		rt.cus -= uint8(n)
		rt.ele -= uint8(e)
		if a.C() == 1 {
			for i := range g.d.Generals {
				id := GeneralID(i)
				if rt.gens.has(id) {
					g.placeGeneral(id, x, true)
				}
			}
			g.settleCommand(side, x, true, s.bt.cmd[side])
			rt.gens = 0
		}
		if g.logging() && n > 0 {
			g.logf("15.4", "%s retreats into the walls of %s", cus(n), g.spaceName(x))
		}
		if g.landedBySea() && rt.cus > 0 {
			g.eliminateRetreating("the CUs that landed by sea and did not fit inside the walls are eliminated (15.2)")
		}
		f.step = rtPath
	case KRetreatTo:
		g.retreatInto(SpaceID(a.A()))
	case KStop:
		g.finishRetreat()
		f.step = rtDone
	}
}

// retreatInto records the next space of the retreat. The board is left alone
// until the path is complete, so that the legal paths stay those of the moment the
// retreat began (15.1).
func (g *Game) retreatInto(y SpaceID) {
	rt := &g.s.rt
	rt.path[rt.steps] = y
	rt.steps++
	rt.at = y
	if g.retreatComplete() {
		g.finishRetreat()
		g.top().step = rtDone
	}
}

// walkRetreat moves the force along its chosen path, paying the losses and sweeping
// up friendly CUs (15.1, 15.3).
func (g *Game) walkRetreat() {
	s := &g.s
	rt := &s.rt
	side := rt.side
	at := s.bt.x
	g.takeCUs(side, at, int(rt.cus), int(rt.ele), false)
	for i := 0; i < int(rt.steps); i++ {
		y := rt.path[i]
		loss, _, _ := g.retreatStep(side, y, int(rt.cus))
		// Losses come from the retreating force; its elephants go last.
		keepE := int(rt.ele)
		regular := int(rt.cus) - keepE
		if loss <= regular {
			regular -= loss
		} else {
			keepE -= loss - regular
			regular = 0
		}
		rt.cus, rt.ele = uint8(regular+keepE), uint8(keepE)
		s.bt.lost[side] += uint8(loss)
		rt.lost += uint8(loss)
		s.cuLost[side][lostRetreat] += uint16(loss)
		friends := g.out(side, y)
		last := i == int(rt.steps)-1
		if friends > 0 && friends <= int(rt.cus) && !last {
			// 15.1: friendly CUs on the way are swept up.
			fe := g.elephantsOut(side, y)
			g.takeCUs(side, y, friends, fe, false)
			rt.cus += uint8(friends)
			rt.ele += uint8(fe)
			rt.gens |= g.generalsAt(side, y, false)
		}
		if g.logging() {
			if loss > 0 {
				g.logf("15.3", "%s retreats into %s, losing %s", side, g.spaceName(y), cus(loss))
			} else {
				g.logf("15.1", "%s retreats into %s", side, g.spaceName(y))
			}
		}
		if rt.cus > 0 {
			// 10.10: the retreating army entered the space; enemy generals
			// standing there alone are displaced (15.3: they do not block it).
			g.displaceLoneGenerals(side.Other(), y)
		}
	}
	g.addCUs(side, rt.at, int(rt.cus), int(rt.ele), false)
	for i := range g.d.Generals {
		id := GeneralID(i)
		if rt.gens.has(id) {
			g.placeGeneral(id, rt.at, false)
		}
	}
}

// retreatComplete reports whether the prefix is a legal path that no legal path
// extends.
func (g *Game) retreatComplete() bool {
	more := false
	end := false
	g.retreatChoices(func(y SpaceID) {
		if y == noSpace {
			end = true
		} else {
			more = true
		}
	})
	return end && !more
}

// finishRetreat moves the force along its path and settles command where the
// retreat ends.
func (g *Game) finishRetreat() {
	rt := &g.s.rt
	g.walkRetreat()
	if rt.gens != 0 {
		g.settleCommand(rt.side, rt.at, false, g.s.bt.cmd[rt.side])
	}
}

// eliminateRetreating destroys a force that cannot retreat (15.3): its CUs count as
// lost, its generals are displaced.
func (g *Game) eliminateRetreating(why string) {
	s := &g.s
	rt := &s.rt
	if rt.cus > 0 {
		g.destroyCUs(rt.side, rt.at, int(rt.cus), int(rt.ele), false, lostRetreat)
		s.bt.lost[rt.side] += rt.cus
		rt.lost += rt.cus
		if g.logging() {
			g.logf("15.3", "%s's retreating force of %s is eliminated: %s", rt.side, cus(int(rt.cus)), why)
		}
	}
	rt.cus, rt.ele = 0, 0
	g.displaceRetreating("his army could not retreat")
}

// displaceRetreating displaces the retreating generals (10.10).
func (g *Game) displaceRetreating(why string) {
	rt := &g.s.rt
	for i := range g.d.Generals {
		id := GeneralID(i)
		if rt.gens.has(id) {
			g.displace(id, why)
		}
	}
	rt.gens = 0
}
