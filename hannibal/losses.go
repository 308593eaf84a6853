package hannibal

// Choosing which CUs are lost (17.2): an elephant must go first when the table says
// so, otherwise the owner picks between elephant and other CUs.

// Where the losses come from.
const (
	lossOut    uint8 = iota // CUs outside the walls
	lossIn                  // CUs inside the walls
	lossMoving              // the moving army (outside)
)

// loseCUs removes n of side's CUs in x from the given pool. mustElephant says one
// of them must be an elephant CU if the pool has any (17.2). It returns true when
// the owner has to choose how many elephants to lose: a decision frame was pushed.
func (g *Game) loseCUs(side Side, x SpaceID, n int, mustElephant bool, pool uint8, cause int) bool {
	total, e := g.lossPool(side, x, pool)
	if n > total {
		n = total
	}
	if n <= 0 {
		return false
	}
	lo, hi := elephantRange(n, total, e)
	if mustElephant && e > 0 && lo == 0 {
		lo = 1
	}
	if lo == hi {
		g.removeLosses(side, x, n, lo, pool, cause)
		return false
	}
	f := g.push(procLosses, side)
	f.x = x
	f.a, f.b, f.c, f.d = uint8(n), uint8(lo), uint8(hi), pool
	f.e = uint8(cause)
	return true
}

// lossPool returns the CUs and elephant CUs a pool holds.
func (g *Game) lossPool(side Side, x SpaceID, pool uint8) (total, e int) {
	switch pool {
	case lossIn:
		return g.in(side, x), g.elephantsIn(side, x)
	case lossMoving:
		return int(g.s.mv.cus), int(g.s.mv.ele)
	}
	return g.out(side, x), g.elephantsOut(side, x)
}

// removeLosses takes n CUs, e of them elephants, from a pool.
func (g *Game) removeLosses(side Side, x SpaceID, n, e int, pool uint8, cause int) {
	g.destroyCUs(side, x, n, e, pool == lossIn, cause)
	if pool == lossMoving {
		g.s.mv.cus -= uint8(n)
		g.s.mv.ele -= uint8(e)
		g.trimCarried()
	}
	if g.logging() && e > 0 {
		g.logf("17.2", "%s loses %s, %s among them", side, cus(n), plural(e, "elephant CU", "elephant CUs"))
	}
}

func (g *Game) stepLosses(f *frame) status {
	if f.step > 0 {
		return stDone
	}
	return wait(f, f.side)
}

func (g *Game) legalLosses(f *frame, buf []Action) []Action {
	for e := f.b; e <= f.c; e++ {
		buf = append(buf, act(KLoseElephants, e, 0, 0))
	}
	return buf
}

func (g *Game) applyLosses(f *frame, a Action) {
	g.removeLosses(f.side, f.x, int(f.a), int(a.A()), f.d, int(f.e))
	f.step = 1
}

// displace removes a general whose CUs are gone from under him (10.10): Hannibal
// and Scipio Africanus are eliminated (Hannibal costs Carthage 5 PCs); other
// Carthaginians return at the next Reinforcement Phase; Romans go back to the pool
// of consuls.
func (g *Game) displace(id GeneralID, why string) {
	s := &g.s
	if g.logging() {
		g.logf("10.10", "%s is displaced: %s", g.genName(id), why)
	}
	s.gflag[id] = 0
	switch {
	case id == g.f.hannibal:
		s.gloc[id] = locDead
		if g.first() {
			g.hannibalKilled() // 1e 8.9, 19 / D1
			break
		}
		s.pendingPCLoss[Carthage] += 5
		if g.inBattle() || g.inRetreat() {
			s.pendingPCBattle[Carthage] = true // 15.6
		}
		if g.logging() {
			g.logf("10.10", "Hannibal is eliminated: Carthage must remove 5 PCs")
		}
	case id == g.f.scipioAfricanus:
		s.gloc[id] = locDead
		if g.logging() {
			g.logf("10.10", "Scipio Africanus is eliminated")
		}
	case g.sideOf(id) == Carthage:
		s.gloc[id] = locDisplaced
	default:
		s.gloc[id] = locOff
	}
	if s.mv.gen == id || s.mv.subs.has(id) {
		s.mv.subs.del(id)
		if s.mv.gen == id {
			s.mv.flags |= mfGone
		}
	}
}
