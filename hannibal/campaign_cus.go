package hannibal

// Rule 10.11 lets a CU moved by one general of a campaign card be moved again
// by another general of the same card, as long as no CU moves more than four
// spaces (movement points: passes and straits cost 2, a sea move 3), and not at
// all once its army fought, besieged, backed up or failed a pursuit roll. CUs
// are counts, not pieces, so the engine follows them in groups:
//
//   - campaignState.spent lists, per space, the CUs that moved on this card and
//     how many movement points each group used (spentAll once its movement is
//     spent);
//   - moveState.grp groups the moving army's CUs by the army's MP when they
//     joined it and the MP they had used before.
//
// A player always prefers CUs with more movement left, so the engine takes
// fresh CUs before moved ones (and among those the least moved), and drops off
// or loses the most moved first (docs/rulings.md, 10.11).

// campaignMP is how far any CU may move on one campaign card (10.11), except
// with Nero all the way (10.12).
const campaignMP = 4

// spentAll marks CUs whose movement on this card is over.
const spentAll = 255

// cuGroup is a group of CUs moving with the army: n CUs that joined it when
// the army had spent start MP, having used used MP before on this card.
type cuGroup struct {
	n, start, used uint8
}

// limit returns the army MP the group may reach, or 255 for CUs that joined
// fresh (the general's own limit binds them, 10.12).
func (c *cuGroup) limit() int {
	if c.used == 0 {
		return 255
	}
	return int(c.start) + campaignMP - int(c.used)
}

// mpLimit returns the MP the moving army may reach: the general's limit, or
// less if it carries CUs moved earlier on this card (10.11).
func (mv *moveState) mpLimit() int {
	lim := int(mv.mpMax)
	if mv.flags&mfSiegeTrain != 0 && mv.trainBefore > 0 {
		lim = min(lim, int(mv.trainStart)+campaignMP-int(mv.trainBefore))
	}
	for i := 0; i < int(mv.grpN); i++ {
		if l := mv.grp[i].limit(); mv.grp[i].n > 0 && l < lim {
			lim = l
		}
	}
	return lim
}

// mpRC says whether the army may spend cost more MP: refused by the general's
// limit (rc) or by CUs that moved earlier on this campaign card.
func (g *Game) mpRC(cost int, r rc) rc {
	mv := &g.s.mv
	switch {
	case int(mv.mp)+cost > int(mv.mpMax):
		return r
	case int(mv.mp)+cost > mv.mpLimit():
		return rcMoveTired
	}
	return 0
}

// addGroup adds n CUs to the army's groups, merging equal groups; if every
// slot is taken they join the most moved group (never more movement than the
// rule gives).
func (mv *moveState) addGroup(n, used int) {
	if n <= 0 {
		return
	}
	for i := 0; i < int(mv.grpN); i++ {
		if gr := &mv.grp[i]; gr.start == mv.mp && int(gr.used) == used {
			gr.n += uint8(n)
			return
		}
	}
	if int(mv.grpN) < len(mv.grp) {
		mv.grp[mv.grpN] = cuGroup{n: uint8(n), start: mv.mp, used: uint8(used)}
		mv.grpN++
		return
	}
	worst := mv.mostMoved()
	if used > 0 && mv.grp[worst].limit() > int(mv.mp)+campaignMP-used {
		mv.grp[worst].start, mv.grp[worst].used = mv.mp, uint8(used)
	}
	mv.grp[worst].n += uint8(n)
}

// mostMoved returns the index of the group with the least movement left.
func (mv *moveState) mostMoved() int {
	best := 0
	for i := 1; i < int(mv.grpN); i++ {
		if mv.grp[i].limit() < mv.grp[best].limit() {
			best = i
		}
	}
	return best
}

// joinCarried records n CUs of x joining the moving army, before mv.cus counts
// them: fresh CUs first, then those that moved least on this card.
func (g *Game) joinCarried(side Side, x SpaceID, n int) {
	mv := &g.s.mv
	cp := &g.s.cp
	fresh := g.all(side, x) - cp.spentAt(x) - int(mv.cus)
	k := min(n, max(fresh, 0))
	mv.addGroup(k, 0)
	n -= k
	for n > 0 {
		i := cp.leastMoved(x, mv.mp)
		if i < 0 {
			mv.addGroup(n, 0) // not tracked (cannot happen): count as fresh
			return
		}
		e := &cp.spent[i]
		k := min(n, int(e.n))
		e.n -= uint8(k)
		mv.addGroup(k, int(e.used))
		n -= k
	}
}

// takeMostMoved takes up to n CUs out of the most moved group, forgetting the
// group once empty, and returns how many it took and the group they left.
func (mv *moveState) takeMostMoved(n int) (int, cuGroup) {
	i := mv.mostMoved()
	gr := mv.grp[i]
	k := min(n, int(gr.n))
	mv.grp[i].n -= uint8(k)
	if mv.grp[i].n == 0 {
		mv.grpN--
		mv.grp[i] = mv.grp[mv.grpN]
		mv.grp[mv.grpN] = cuGroup{}
	}
	return k, gr
}

// carried returns how many CUs the army's groups hold.
func (mv *moveState) carried() int {
	n := 0
	for i := 0; i < int(mv.grpN); i++ {
		n += int(mv.grp[i].n)
	}
	return n
}

// dropCarried takes n CUs out of the army's groups, the most moved first, and
// records them as moved on this card in x (all their movement if spent).
func (g *Game) dropCarried(x SpaceID, n int, spent bool) {
	mv := &g.s.mv
	for n > 0 && mv.grpN > 0 {
		k, gr := mv.takeMostMoved(n)
		used := spentAll
		if !spent {
			used = min(int(gr.used)+int(mv.mp)-int(gr.start), spentAll-1)
		}
		g.s.cp.addSpent(x, k, used, mv.mp)
		n -= k
	}
}

// trimCarried forgets the army's lost CUs, the most moved first, so that the
// groups count mv.cus CUs.
func (g *Game) trimCarried() {
	mv := &g.s.mv
	for extra := mv.carried() - int(mv.cus); extra > 0 && mv.grpN > 0; {
		k, _ := mv.takeMostMoved(extra)
		extra -= k
	}
}

// spentEntry is a group of CUs in a space that moved on this campaign card.
type spentEntry struct {
	x       SpaceID
	n, used uint8 // used: MP moved on this card, spentAll if no more
	act     uint8 // the activation that left them here (campaignState.acts)
	mp      uint8 // that army's MP when it left them
}

// spentAt returns how many CUs in x moved on this card.
func (c *campaignState) spentAt(x SpaceID) int {
	n := 0
	for i := 0; i < int(c.spentN); i++ {
		if c.spent[i].x == x {
			n += int(c.spent[i].n)
		}
	}
	return n
}

// doneAt returns how many CUs in x may not move again on this card, or not
// with the army now moving, at its MP mp: those it dropped off here without
// spending a movement point since (picking them up again would undo the drop
// and could repeat forever; once the army has moved on and come back, 10.2
// lets it take them again).
func (c *campaignState) doneAt(x SpaceID, mp uint8) int {
	n := 0
	for i := 0; i < int(c.spentN); i++ {
		if e := &c.spent[i]; e.x == x && (e.used >= campaignMP || c.justDropped(e, mp)) {
			n += int(e.n)
		}
	}
	return n
}

// justDropped reports whether entry e was left by the army now moving at its
// present MP mp.
func (c *campaignState) justDropped(e *spentEntry, mp uint8) bool {
	return e.act == c.acts && e.mp == mp
}

// leastMoved returns the entry of x with CUs that may still move (for the army
// now moving at MP mp) and moved least, or -1.
func (c *campaignState) leastMoved(x SpaceID, mp uint8) int {
	best := -1
	for i := 0; i < int(c.spentN); i++ {
		if e := &c.spent[i]; e.x == x && e.n > 0 && e.used < campaignMP && !c.justDropped(e, mp) && (best < 0 || e.used < c.spent[best].used) {
			best = i
		}
	}
	return best
}

// addSpent records n CUs in x that moved used MP on this card, left by the
// army now moving at its MP mp. If the list is full they join the most moved
// entry of x (never more movement than the rule gives), or count as spent.
func (c *campaignState) addSpent(x SpaceID, n, used int, mp uint8) {
	if n <= 0 {
		return
	}
	for i := 0; i < int(c.spentN); i++ {
		if e := &c.spent[i]; e.x == x && int(e.used) == used && e.act == c.acts && e.mp == mp {
			e.n += uint8(n)
			return
		}
	}
	for i := 0; i < int(c.spentN); i++ {
		if e := &c.spent[i]; e.n == 0 {
			*e = spentEntry{x: x, n: uint8(n), used: uint8(used), act: c.acts, mp: mp}
			return
		}
	}
	if int(c.spentN) < len(c.spent) {
		c.spent[c.spentN] = spentEntry{x: x, n: uint8(n), used: uint8(used), act: c.acts, mp: mp}
		c.spentN++
		return
	}
	worst := -1
	for i := 0; i < int(c.spentN); i++ {
		if e := &c.spent[i]; e.x == x && (worst < 0 || e.used > c.spent[worst].used) {
			worst = i
		}
	}
	if worst >= 0 {
		c.spent[worst].n += uint8(n)
		c.spent[worst].used = max(c.spent[worst].used, uint8(used))
	}
}
