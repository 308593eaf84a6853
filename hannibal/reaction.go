package hannibal

import "punic/hannibal/data"

// The Reaction Phase (10.3): walled cities (10.7), interceptions (12) and avoiding
// battle (13) when an enemy army or general enters a space.

// procReaction steps.
const (
	rsHostile uint8 = iota
	rsCity
	rsDeclare
	rsIcptCUs
	rsAvoidCUs
	rsAvoidRoll
	rsAvoidTo
	rsIntercepts
	rsDone
	rsAvoidSubs   // the commander avoiding battle chooses who goes with him (13.2)
	rsIcptCommand // several generals of equal rank intercepted together: the owner chooses the commander (12.7, 2007)
)

type interception struct {
	gen  GeneralID
	from SpaceID
	cus  uint8
	ele  uint8
}

// reactionState holds the declarations of one Reaction Phase.
type reactionState struct {
	x, from     SpaceID // the space entered; where the mover came from
	bySea       bool
	n           uint8
	icpt        [6]interception
	pending     GeneralID // the general whose CUs are being chosen
	avoidGen    GeneralID // data.NoGeneral if no avoid battle was declared
	avoidCUs    uint8
	avoidEle    uint8
	intercepted bool // at least one interception succeeded
	avoided     bool // an avoid battle succeeded
	failedAvoid bool // an avoid battle failed (-1 battle card, 13.1)
	// avoidSubs: the generals who avoid battle with the commander avoidGen (13.2:
	// he may leave generals behind).
	avoidSubs genSet
}

var (
	rcIcptNone    = newRC("12.2", "that general cannot intercept here")
	rcIcptPass    = newRC("12.3", "interception may not cross a mountain pass or strait, and needs an adjacent space")
	rcIcptEnemyCU = newRC("12.3", "no interception into a space that contains non-moving enemy CUs")
	rcIcptCommand = newRC("12.7", "the commander after an interception is one of the highest-ranked generals there")
	rcAvoidWalls  = newRC("13.5", "after avoiding battle an army may go inside the walls only of its own space's walled city, friendly, not besieged and with room for it")
	rcIcptOnce    = newRC("12.7", "only one interception may start from each space")
	rcIcptCUs     = newRC("12.7", "an interception needs CUs, and a subordinate must leave his commander at least one CU (a consul five)")
	rcIcptWalls   = newRC("12.8", "an army inside walls may intercept only if no enemy CUs are outside its walls")
	rcAvoidNone   = newRC("13.1", "that general cannot avoid battle here")
	rcAvoidFailed = newRC("12.10", "a general who failed to intercept this army may not avoid battle against it")
	rcAvoidOnce   = newRC("13.3", "only one avoid battle is allowed per Reaction Phase")
	rcAvoidDest   = newRC("13.2", "an army may not avoid battle into that space (pass or strait, enemy CU or PC, the enemy's approach, or a non-friendly tribe)")
	rcAvoid10     = newRC("13.2", "no more than 10 CUs may avoid battle")
	rcAvoidSub    = newRC("13.3", "a subordinate who avoids battle leaves his commander at least one CU")
	rcAvoidSubs   = newRC("13.2", "those generals cannot avoid battle with him (not in his stack outside the walls, failed to intercept this army, or 18.1)")
	rcGarrison    = newRC("10.7", "that many CUs do not fit inside these walls")
)

// startReaction opens the Reaction Phase for the enemy of the moving side in x. It
// returns true when a frame was pushed.
func (g *Game) startReaction(mover Side, x, from SpaceID, bySea bool) bool {
	g.s.rx = reactionState{x: x, from: from, bySea: bySea, pending: data.NoGeneral, avoidGen: data.NoGeneral}
	g.push(procReaction, mover.Other())
	return true
}

// nonMovingMoverCUs returns the moving side's CUs in x that are not the moving army.
func (g *Game) nonMovingMoverCUs(mover Side, x SpaceID) int {
	n := g.all(mover, x)
	if g.s.mv.at == x {
		n -= int(g.s.mv.cus)
	}
	return n
}

func (g *Game) stepReaction(f *frame) status {
	s := &g.s
	rx := &s.rx
	side := f.side // the reacting player
	switch f.step {
	case rsHostile:
		f.step = rsCity
		if g.counterWindow(side, momentEntered) {
			return stCall // Hostile Tribes (cards 7, 8)
		}
		return stNext
	case rsCity:
		if g.cityDeclaration(side) {
			return wait(f, side)
		}
		f.step = rsDeclare
		return stNext
	case rsDeclare:
		if g.anyDeclaration(side) {
			return wait(f, side)
		}
		f.step = rsAvoidRoll
		return stNext
	case rsIcptCUs, rsAvoidCUs, rsAvoidTo, rsAvoidSubs:
		return wait(f, side)
	case rsAvoidRoll:
		f.step = rsIntercepts
		if rx.avoidGen == data.NoGeneral {
			return stNext
		}
		id := rx.avoidGen
		need := g.avoidRating(id)
		r := g.roll("avoid-battle", g.sideOf(id), "general", g.genKey(uint8(id)), "need", need)
		if r <= need {
			if g.logging() {
				g.logf("13.1", "%s avoids battle in %s: rolled %d ≤ %d", g.genName(id), g.spaceName(rx.x), r, need)
			}
			f.step = rsAvoidTo
			return wait(f, side)
		}
		rx.failedAvoid = true
		if g.logging() {
			g.logf("13.1", "%s fails to avoid battle in %s: rolled %d > %d (one battle card less)", g.genName(id), g.spaceName(rx.x), r, need)
		}
		return stNext
	case rsIntercepts:
		g.resolveInterceptions(side)
		f.step = rsDone
		if rx.intercepted && g.icptCommanders(side).count() > 1 {
			f.step = rsIcptCommand
			return wait(f, side)
		}
		return stNext
	case rsIcptCommand:
		return wait(f, side)
	}
	return stDone
}

// cityDeclaration reports whether the reacting player must declare his units
// inside or outside the walls of the entered space (10.3 step 1, 10.7).
func (g *Game) cityDeclaration(side Side) bool {
	x := g.s.rx.x
	if !g.isCity(x) || g.s.ctl[x] != side || g.besieged(x) || g.s.mv.cus == 0 {
		return false
	}
	return g.all(side, x) > 0 || g.anyGeneralsAt(side, x) != 0
}

// icptRC says whether general id may declare an interception into the entered
// space (12.2-12.8).
func (g *Game) icptRC(side Side, id GeneralID) rc {
	s := &g.s
	rx := &s.rx
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side {
		return rcIcptNone
	}
	y, ok := g.where(id)
	if !ok || y == rx.x {
		return rcIcptNone
	}
	if g.truceOn() {
		return rcTruce
	}
	l, ok := g.d.Board.LinkBetween(y, rx.x)
	if !ok || l.Kind != data.Normal {
		return rcIcptPass
	}
	if g.nonMovingMoverCUs(side.Other(), rx.x) > 0 {
		return rcIcptEnemyCU
	}
	if rx.avoidGen == id {
		return rcIcptNone
	}
	for i := 0; i < int(rx.n); i++ {
		if rx.icpt[i].from == y {
			return rcIcptOnce
		}
	}
	in := g.inside(id)
	if in && g.out(side.Other(), y) > 0 {
		return rcIcptWalls
	}
	if lo, _ := g.icptRange(side, id); lo < 0 {
		return rcIcptCUs
	}
	return 0
}

// icptRange returns how many CUs general id may take on an interception or avoid
// battle from his stack: lo < 0 when none is possible.
func (g *Game) icptRange(side Side, id GeneralID) (lo, hi int) {
	y, _ := g.where(id)
	in := g.inside(id)
	pool := g.out(side, y)
	if in {
		pool = g.in(side, y)
	}
	movers := genSet(0)
	movers.add(id)
	lo, hi = -1, -1
	sub := !g.commands(id) && g.generalsAt(side, y, in) != movers
	for n := 1; n <= pool && n <= 10; n++ {
		if sub && pool-n < 1 {
			continue // 12.7: the commander keeps at least one CU
		}
		if g.takeOK(side, movers, y, n, g.all(side, y)) != 0 {
			continue
		}
		if lo < 0 {
			lo = n
		}
		hi = n
	}
	return lo, hi
}

// avoidRC says whether general id may declare an avoid battle (13.1-13.3).
func (g *Game) avoidRC(side Side, id GeneralID) rc {
	rx := &g.s.rx
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side || g.s.gloc[id] != uint8(rx.x) || g.inside(id) {
		return rcAvoidNone
	}
	if g.s.mv.cus == 0 {
		return rcAvoidNone
	}
	if rx.avoidGen != data.NoGeneral {
		return rcAvoidOnce
	}
	for i := 0; i < int(rx.n); i++ {
		if rx.icpt[i].gen == id {
			return rcAvoidNone
		}
	}
	if g.s.mv.failedIcpt.has(id) {
		return rcAvoidFailed
	}
	if !g.avoidPossible(side, id) {
		return rcAvoidNone
	}
	for _, l := range g.d.Board.Spaces[rx.x].Links {
		if g.avoidDestRC(side, l.To) == 0 {
			return 0
		}
	}
	return rcAvoidDest
}

// avoidDestRC says whether an avoiding army may move to y (13.2).
func (g *Game) avoidDestRC(side Side, y SpaceID) rc {
	rx := &g.s.rx
	l, ok := g.d.Board.LinkBetween(rx.x, y)
	if !ok || l.Kind != data.Normal || y == rx.from {
		return rcAvoidDest
	}
	if g.all(side.Other(), y) > 0 || g.enemyPC(side, y) || (g.nonFriendlyTribe(side, y) && !g.first()) { // 1e 10.1 / D13
		return rcAvoidDest
	}
	return 0
}

// avoidInsideRC says whether the army that avoided battle may go inside the
// walls of its own space instead of leaving it (13.5, 2007): a friendly walled
// city that is not besieged, with room for all the avoiding CUs. The walls of
// another city are not offered: no rule lets the non-active side enter walls
// elsewhere (10.7 only where the enemy enters).
func (g *Game) avoidInsideRC(side Side) rc {
	rx := &g.s.rx
	x := rx.x
	if !g.isCity(x) || g.s.ctl[x] != side || g.besieged(x) || g.roomInside(x) < int(rx.avoidCUs) {
		return rcAvoidWalls
	}
	return 0
}

// avoidRange returns how many CUs may go with an avoiding general (13.2, 13.3).
func (g *Game) avoidRange(side Side, id GeneralID) (lo, hi int) {
	return g.avoidRangeWith(side, id, g.avoiders(side, id))
}

// avoidRangeWith returns how many CUs may avoid battle with general id and the
// generals movers (id among them); lo < 0 when none is possible.
func (g *Game) avoidRangeWith(side Side, id GeneralID, movers genSet) (lo, hi int) {
	x := g.s.rx.x
	pool := g.out(side, x)
	sub := !g.commands(id)
	lo, hi = -1, -1
	for n := 0; n <= pool && n <= 10; n++ {
		if sub && pool > 0 && pool-n < 1 {
			continue // 13.3: the commander keeps at least one CU
		}
		if g.takeOK(side, movers, x, n, g.all(side, x)) != 0 {
			continue
		}
		if lo < 0 {
			lo = n
		}
		hi = n
	}
	return lo, hi
}

// avoiders returns the generals that avoid battle with id: he and, if he commands,
// the generals he chose to take along (13.2, 13.3).
func (g *Game) avoiders(side Side, id GeneralID) genSet {
	set := g.s.rx.avoidSubs
	set.add(id)
	return set
}

// avoidCompanions returns the generals who could avoid battle with id: the others
// of his stack outside the walls, if he commands it (13.3: a subordinate goes
// alone).
func (g *Game) avoidCompanions(side Side, id GeneralID) genSet {
	if !g.commands(id) {
		return 0
	}
	set := g.generalsAt(side, g.s.rx.x, false)
	set.del(id)
	return set
}

// avoidSubsRC says whether the generals subs may avoid battle with id (13.2: the
// others stay behind; 12.10; 18.1 for the CUs left behind).
func (g *Game) avoidSubsRC(side Side, id GeneralID, subs genSet) rc {
	if subs&^g.avoidCompanions(side, id) != 0 || subs&g.s.mv.failedIcpt != 0 {
		return rcAvoidSubs
	}
	movers := subs
	movers.add(id)
	if lo, _ := g.avoidRangeWith(side, id, movers); lo < 0 {
		return rcAvoidSubs
	}
	return 0
}

// avoidTakeRC says why n CUs may not avoid battle with the declared general.
func (g *Game) avoidTakeRC(side Side, n int) rc {
	rx := &g.s.rx
	id := rx.pending
	x := rx.x
	if n > 10 {
		return rcAvoid10
	}
	pool := g.out(side, x)
	if n > pool {
		return rcAvoidNone
	}
	if !g.commands(id) && pool > 0 && pool-n < 1 {
		return rcAvoidSub
	}
	if r := g.takeOK(side, g.avoiders(side, id), x, n, g.all(side, x)); r != 0 {
		return r
	}
	return 0
}

// avoidPossible reports whether general id could avoid battle with some of his
// companions and some of his CUs.
func (g *Game) avoidPossible(side Side, id GeneralID) bool {
	cand := g.avoidCompanions(side, id)
	for sub := cand; ; sub = (sub - 1) & cand {
		if g.avoidSubsRC(side, id, sub) == 0 {
			return true
		}
		if sub == 0 {
			return false
		}
	}
}

// anyDeclaration reports whether the reacting player has any interception or
// avoid battle to declare.
func (g *Game) anyDeclaration(side Side) bool {
	for i := range g.d.Generals {
		if g.icptRC(side, GeneralID(i)) == 0 || g.avoidRC(side, GeneralID(i)) == 0 {
			return true
		}
	}
	return false
}

func (g *Game) legalReaction(f *frame, buf []Action) []Action {
	s := &g.s
	rx := &s.rx
	side := f.side
	switch f.step {
	case rsCity:
		x := rx.x
		total, e := g.all(side, x), g.elephantsOut(side, x)+g.elephantsIn(side, x)
		max := g.d.Board.Spaces[x].Capacity
		if total < max {
			max = total
		}
		gens := g.anyGeneralsAt(side, x) != 0
		for n := 0; n <= max; n++ {
			elo, ehi := elephantRange(n, total, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KGarrison, uint8(n), uint8(k), 0))
				if gens {
					buf = append(buf, act(KGarrison, uint8(n), uint8(k), 1))
				}
			}
		}
	case rsDeclare:
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.icptRC(side, id) == 0 {
				buf = append(buf, act(KIntercept, uint8(i), 0, 0))
			}
			if g.avoidRC(side, id) == 0 {
				buf = append(buf, act(KAvoid, uint8(i), 0, 0))
			}
		}
		buf = append(buf, act(KPass, 0, 0, 0))
	case rsIcptCUs:
		id := rx.pending
		y, _ := g.where(id)
		lo, hi := g.icptRange(side, id)
		total, e := g.out(side, y), g.elephantsOut(side, y)
		c := uint8(0)
		if g.inside(id) {
			total, e, c = g.in(side, y), g.elephantsIn(side, y), 1
		}
		for n := lo; n <= hi && lo >= 0; n++ {
			elo, ehi := elephantRange(n, total, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KTake, uint8(n), uint8(k), c))
			}
		}
	case rsAvoidSubs:
		cand := g.avoidCompanions(side, rx.pending)
		for sub := cand; ; sub = (sub - 1) & cand {
			if g.avoidSubsRC(side, rx.pending, sub) == 0 {
				buf = append(buf, act(KSubs, uint8(sub), uint8(sub>>8), 0))
			}
			if sub == 0 {
				break
			}
		}
	case rsAvoidCUs:
		lo, hi := g.avoidRange(side, rx.pending)
		total, e := g.out(side, rx.x), g.elephantsOut(side, rx.x)
		for n := lo; n <= hi && lo >= 0; n++ {
			elo, ehi := elephantRange(n, total, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KTake, uint8(n), uint8(k), 0))
			}
		}
	case rsIcptCommand:
		cand := g.icptCommanders(side)
		for i := range g.d.Generals {
			if cand.has(GeneralID(i)) {
				buf = append(buf, act(KCommand, uint8(i), 0, 0))
			}
		}
	case rsAvoidTo:
		for _, l := range g.d.Board.Spaces[rx.x].Links {
			if g.avoidDestRC(side, l.To) != 0 {
				continue
			}
			buf = append(buf, act(KAvoidTo, uint8(l.To), 0, 0))
		}
		if g.avoidInsideRC(side) == 0 {
			// 13.5 (2007): or go inside the walls of its own space.
			buf = append(buf, act(KAvoidTo, uint8(rx.x), 1, 0))
		}
	}
	return buf
}

func (g *Game) explainReaction(f *frame, a Action) rc {
	switch a.Kind() {
	case KIntercept:
		return g.icptRC(f.side, GeneralID(a.A()))
	case KAvoid:
		return g.avoidRC(f.side, GeneralID(a.A()))
	case KCommand:
		if f.step == rsIcptCommand && !g.icptCommanders(f.side).has(GeneralID(a.A())) {
			return rcIcptCommand
		}
	case KAvoidTo:
		if a.B() == 1 {
			if SpaceID(a.A()) != g.s.rx.x {
				return rcAvoidWalls
			}
			return g.avoidInsideRC(f.side)
		}
		return g.avoidDestRC(f.side, SpaceID(a.A()))
	case KGarrison:
		return rcGarrison
	case KSubs:
		if f.step == rsAvoidSubs {
			return g.avoidSubsRC(f.side, g.s.rx.pending, genSet(a.A())|genSet(a.B())<<8)
		}
	case KTake:
		if f.step == rsAvoidCUs {
			return g.avoidTakeRC(f.side, int(a.A()))
		}
		if f.step == rsIcptCUs {
			return rcIcptCUs
		}
	}
	return 0
}

func (g *Game) applyReaction(f *frame, a Action) {
	s := &g.s
	rx := &s.rx
	side := f.side
	switch a.Kind() {
	case KGarrison:
		x := rx.x
		total, e := g.all(side, x), g.elephantsOut(side, x)+g.elephantsIn(side, x)
		n, k := int(a.A()), int(a.B())
		s.cu[side][x] = uint8(total - n)
		s.cuIn[x] = uint8(n)
		if side == Carthage {
			s.ele[x] = uint8(e - k)
			s.eleIn[x] = uint8(k)
		}
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.sideOf(id) == side && s.gloc[id] == uint8(x) {
				s.gflag[id] &^= gInside
				if a.C() == 1 {
					s.gflag[id] |= gInside
				}
			}
		}
		g.settleCommand(side, x, true, data.NoGeneral)
		g.settleCommand(side, x, false, data.NoGeneral)
		if g.logging() {
			g.logf("10.3", "%s puts %s inside the walls of %s", side, cus(n), g.spaceName(x))
		}
		f.step = rsDeclare
	case KIntercept:
		rx.pending = GeneralID(a.A())
		f.step = rsIcptCUs
	case KAvoid:
		rx.pending = GeneralID(a.A())
		rx.avoidSubs = 0
		f.step = rsAvoidCUs
		if g.avoidCompanions(side, rx.pending) != 0 {
			f.step = rsAvoidSubs
		}
	case KSubs:
		rx.avoidSubs = genSet(a.A()) | genSet(a.B())<<8
		f.step = rsAvoidCUs
	case KTake:
		if f.step == rsIcptCUs {
			y, _ := g.where(rx.pending)
			rx.icpt[rx.n] = interception{gen: rx.pending, from: y, cus: a.A(), ele: a.B()}
			rx.n++
			if g.logging() {
				g.logf("12.6", "%s declares an interception by %s from %s with %s", side, g.genName(rx.pending), g.spaceName(y), cus(int(a.A())))
			}
		} else {
			rx.avoidGen = rx.pending
			rx.avoidCUs, rx.avoidEle = a.A(), a.B()
			if g.logging() {
				g.logf("13.1", "%s declares that %s will avoid battle with %s", side, g.genName(rx.pending), cus(int(a.A())))
			}
		}
		rx.pending = data.NoGeneral
		f.step = rsDeclare
	case KPass:
		if g.logging() && rx.n == 0 && rx.avoidGen == data.NoGeneral && g.couldReact(side) {
			// The Reaction Phase is open to both sides' eyes (10.3): a decline is
			// public, unlike a counter event not played (8.4), which is not logged.
			g.logf("10.3", "%s declares no interception and no avoid battle in %s", side, g.spaceName(rx.x))
		}
		f.step = rsAvoidRoll
	case KAvoidTo:
		y := SpaceID(a.A())
		g.moveAvoiders(side, y, a.B() == 1)
		f.step = rsIntercepts
	case KCommand:
		id := GeneralID(a.A())
		g.settleCommand(side, rx.x, false, id)
		if g.logging() {
			g.logf("12.7", "%s takes command of the intercepting army in %s", g.genName(id), g.spaceName(rx.x))
		}
		f.step = rsDone
	}
}

// moveAvoiders moves the avoiding army to y (inside its walls if inside).
func (g *Game) moveAvoiders(side Side, y SpaceID, inside bool) {
	s := &g.s
	rx := &s.rx
	x := rx.x
	n, e := int(rx.avoidCUs), int(rx.avoidEle)
	g.takeCUs(side, x, n, e, false)
	g.addCUs(side, y, n, e, inside)
	movers := g.avoiders(side, rx.avoidGen)
	for i := range g.d.Generals {
		id := GeneralID(i)
		if movers.has(id) {
			g.placeGeneral(id, y, inside)
		}
	}
	g.settleCommand(side, y, inside, rx.avoidGen)
	g.settleCommand(side, x, false, data.NoGeneral)
	rx.avoided = true
	if g.logging() {
		if y == x {
			g.logf("13.5", "%s goes inside the walls of %s with %s", g.genName(rx.avoidGen), g.spaceName(y), cus(n))
		} else {
			g.logf("13.1", "%s withdraws to %s with %s", g.genName(rx.avoidGen), g.spaceName(y), cus(n))
		}
	}
}

// icptCommanders returns the generals who may command side's army in the
// entered space after a successful interception: the highest-ranked of those
// there (12.7, 2007: the ranking general keeps command; among equals the owner
// chooses).
func (g *Game) icptCommanders(side Side) genSet {
	set := g.generalsAt(side, g.s.rx.x, false)
	top := 0
	for i := range g.d.Generals {
		if set.has(GeneralID(i)) {
			top = max(top, g.rank(GeneralID(i)))
		}
	}
	var out genSet
	for i := range g.d.Generals {
		if id := GeneralID(i); set.has(id) && g.rank(id) == top {
			out.add(id)
		}
	}
	return out
}

// resolveInterceptions rolls every declared interception (12.4, 12.6).
func (g *Game) resolveInterceptions(side Side) {
	s := &g.s
	rx := &s.rx
	for i := 0; i < int(rx.n); i++ {
		ic := rx.icpt[i]
		if _, ok := g.where(ic.gen); !ok {
			continue
		}
		mod := 0
		if s.ctl[rx.x] == side.Other() && g.all(side, rx.x) == 0 {
			mod = 1 // 12.4: into an enemy PC without friendly CUs
		}
		need := g.interceptRating(ic.gen)
		r := g.roll("interception", side, "general", g.genKey(uint8(ic.gen)), "need", need, "modifier", mod, "space", g.spaceKey(uint8(rx.x)))
		if r+mod > need {
			s.mv.failedIcpt.add(ic.gen)
			if g.logging() {
				g.logf("12.4", "%s fails to intercept at %s: rolled %d%s > %d", g.genName(ic.gen), g.spaceName(rx.x), r, signed(mod), need)
			}
			continue
		}
		if g.logging() {
			g.logf("12.4", "%s intercepts at %s: rolled %d%s ≤ %d", g.genName(ic.gen), g.spaceName(rx.x), r, signed(mod), need)
		}
		in := g.inside(ic.gen)
		g.takeCUs(side, ic.from, int(ic.cus), int(ic.ele), in)
		g.addCUs(side, rx.x, int(ic.cus), int(ic.ele), false)
		g.placeGeneral(ic.gen, rx.x, false)
		g.settleCommand(side, ic.from, in, data.NoGeneral)
		rx.intercepted = true
	}
	if rx.intercepted {
		g.settleCommand(side, rx.x, false, data.NoGeneral)
	}
}

// couldReact tells whether side has a general who could declare an interception
// or an avoid battle in the Reaction Phase now.
func (g *Game) couldReact(side Side) bool {
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.icptRC(side, id) == 0 || g.avoidRC(side, id) == 0 {
			return true
		}
	}
	return false
}
