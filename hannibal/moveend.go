package hannibal

import "punic/hannibal/data"

// What happens after a space is entered, and where the move ends: interception
// outcomes, overruns, backing up, sieges and the end of an activation.

var rcTruce = newRC("64", "the Truce forbids it")

// truceOn reports whether a Truce is in force (card 64).
func (g *Game) truceOn() bool { return g.s.effects&effTruce != 0 }

// truceBlocksEntry: during a Truce no army may enter a space holding an enemy CU
// or PC (card 64).
func (g *Game) truceBlocksEntry(side Side, y SpaceID) bool {
	return g.truceOn() && (g.all(side.Other(), y) > 0 || g.enemyPC(side, y))
}

// truceBlocksPC: during a Truce units on enemy PCs may not convert them (card 64).
func (g *Game) truceBlocksPC(side Side, x SpaceID) bool {
	return g.truceOn() && g.enemyPC(side, x)
}

// pursuitRating is the roll a general needs to pursue (13.4; 24 Flaminius).
func (g *Game) pursuitRating(id GeneralID) int {
	if g.d.Generals[id].Ability == abilityFlaminius {
		return 4
	}
	return g.d.Generals[id].Battle
}

// interceptRating is the roll a general needs to intercept (12.4; 24 Varro, Gisgo).
func (g *Game) interceptRating(id GeneralID) int {
	switch g.d.Generals[id].Ability {
	case abilityVarro:
		return 4
	case abilityGisgo:
		return 3
	}
	return g.d.Generals[id].Battle
}

// avoidRating is the roll a general needs to avoid battle (13.1; 24 Fabius, Gisgo).
func (g *Game) avoidRating(id GeneralID) int {
	switch g.d.Generals[id].Ability {
	case abilityFabius:
		return 5
	case abilityGisgo:
		return 3
	}
	return g.d.Generals[id].Battle
}

// afterReaction decides what the arrival in a space leads to (10.2 steps 4-5).
func (g *Game) afterReaction(f *frame) status {
	s := &g.s
	mv := &s.mv
	rx := &s.rx
	side := f.side
	if mv.flags&mfGone != 0 {
		f.step = msFinish
		return stNext
	}
	if rx.intercepted {
		if mv.cus == 0 {
			// A general alone cannot fight: he backs up (12.5).
			return g.backUp(f)
		}
		f.step = msIntercepted
		return wait(f, side)
	}
	if mv.cus > 0 || mv.entered > 0 {
		// 10.10: the army entered with CUs, even if attrition on the way in
		// (a pass, Hostile Tribes) took them all.
		g.displaceLoneGenerals(side.Other(), mv.at)
	}
	enemy := g.out(side.Other(), mv.at)
	if enemy > 0 && mv.cus > 0 {
		if enemy == 1 && mv.cus >= 5 && g.generalsAt(side.Other(), mv.at, false) == 0 {
			// 10.5: an army of five CUs may overrun a lone CU.
			f.step = msOverrun
			return wait(f, side)
		}
		// 10.4: enemy CUs that did not avoid battle stop the army.
		g.startBattle(side, mv.at, mv.prev, mv.flags&mfBySea != 0)
		f.step = msAfterFight
		return stCall
	}
	if rx.avoided {
		mv.flags |= mfPursuit
	}
	g.charmSpace() // card 28
	f.step = msMove
	return stNext
}

// displaceLoneGenerals displaces side's generals in x that no friendly CU
// accompanies on their side of the walls, now that an enemy army is there
// (10.10): CUs inside the walls do not keep a general outside them company,
// nor CUs outside a general inside.
func (g *Game) displaceLoneGenerals(side Side, x SpaceID) {
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] != uint8(x) || g.sideOf(id) != side {
			continue
		}
		if g.inside(id) && g.in(side, x) == 0 || !g.inside(id) && g.out(side, x) == 0 {
			g.displace(id, "an enemy army entered his space")
		}
	}
}

// overrun eliminates the lone enemy CU in the army's space (10.5).
func (g *Game) overrun(side Side) {
	mv := &g.s.mv
	e := g.elephantsOut(side.Other(), mv.at)
	g.destroyCUs(side.Other(), mv.at, 1, e, false, lostOverrun)
	if g.logging() {
		g.logf("10.5", "%s overruns the lone %s CU in %s", g.genName(mv.gen), side.Other(), g.spaceName(mv.at))
	}
	g.charmSpace() // card 28
}

// backUp returns an intercepted army to the last space it occupied and ends its
// move (12.5).
func (g *Game) backUp(f *frame) status {
	mv := &g.s.mv
	side := f.side
	mv.flags |= mfBackedUp
	if mv.flags&mfBySea != 0 {
		// Back to the port of embarkation; a Carthaginian force rolls again (12.5).
		if side == Carthage && !g.noNavalRoll() && !g.piratesShield(mv.at, mv.embark) {
			switch g.navalCombat(mv.at, mv.embark) {
			case data.NavalSunk:
				g.sink(side)
				f.step = msFinish
				return stNext
			case data.NavalReturn:
				// 12.5 (2007): the army cannot back off; it lands and is intercepted.
				if mv.cus == 0 {
					// Generals without CUs cannot fight: alone with the interceptors
					// they are displaced (10.10).
					movers := g.movers()
					for i := range g.d.Generals {
						if movers.has(GeneralID(i)) {
							g.displace(GeneralID(i), "his fleet could not take him back from the enemy army")
						}
					}
					mv.flags |= mfGone
					f.step = msFinish
					return stNext
				}
				if g.logging() {
					g.logf("12.5", "The fleet cannot take the army back: it must fight in %s", g.spaceName(mv.at))
				}
				mv.flags &^= mfBackedUp
				g.startBattle(side, mv.at, mv.embark, true)
				f.step = msAfterFight
				return stCall
			}
		}
		g.shiftArmy(side, mv.embark)
		if g.logging() {
			g.logf("12.5", "%s backs up by sea to %s", g.genName(mv.gen), g.spaceName(mv.at))
		}
		f.step = msEndCity
		return stNext
	}
	back := mv.prev
	l, _ := g.d.Board.LinkBetween(mv.at, back)
	g.shiftArmy(side, back)
	if g.logging() {
		g.logf("12.5", "%s backs up to %s and ends his move", g.genName(mv.gen), g.spaceName(back))
	}
	f.step = msEndCity
	if l.Kind.IsPass() && mv.cus > 0 {
		// 12.5: backing up across a pass costs another attrition roll.
		if g.passAttrition(side, l.Kind) {
			return stCall
		}
	}
	return stNext
}

// passAttrition rolls attrition for the moving army after crossing a pass (10.6,
// 21.1). It returns true if a loss decision was pushed.
func (g *Game) passAttrition(side Side, kind data.ConnKind) bool {
	mv := &g.s.mv
	r := g.roll("pass-attrition", side, "general", g.genKey(uint8(mv.gen)), "cus", int(mv.cus))
	// The modifiers are data (tables.yaml; first-edition.yaml for 1e 8.3.2 / D4).
	mod := g.attritionMod(modAlpsPass)
	if kind == data.Pass {
		mod = g.attritionMod(modNonAlpsPass)
	}
	if mv.flags&mfNativeGuide != 0 {
		mod += g.attritionMod(modNativeGuide)
	}
	t := &g.d.Tables.Attrition
	n, e := t.Result(t.ColumnFor(int(mv.cus)), r+mod)
	if g.logging() {
		what := "an Alps pass"
		if kind == data.Pass {
			what = "a mountain pass"
		}
		g.logf(g.ruleText("10.6", "1e 8.3.2 / D4"), "%s crosses %s: attrition roll %d%s on %s: %s lost", g.genName(mv.gen), what, r, signed(mod), cus(int(mv.cus)), cus(n))
	}
	return g.loseCUs(side, mv.at, n, e, lossMoving, lostAttrition)
}

// signed renders a die-roll modifier: "" for 0, "+1", "-2".
func signed(m int) string {
	switch {
	case m > 0:
		return "+" + itoa(m)
	case m < 0:
		return "-" + itoa(-m)
	}
	return ""
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// siegeRC says whether the activated army may roll for a siege or subjugation
// where its move ends (20.2, 10.2 step 7).
func (g *Game) siegeRC(side Side) rc {
	mv := &g.s.mv
	x := mv.at
	if mv.flags&(mfFought|mfGone) != 0 || g.s.cp.wasSieged(x) {
		return rcSiege
	}
	enemyCity := g.isCity(x) && g.s.ctl[x] == side.Other()
	tribe := g.isTribe(x) && g.s.ctl[x] != side
	if !enemyCity && !tribe {
		return rcSiege
	}
	if g.out(side, x) < 3 {
		return rcSiege
	}
	if g.first() && mv.flags&mfSubordinate1e != 0 && mv.mp == 0 {
		return rcSiegeSub1e // 1e 16.4 / D24: a subordinate must move to besiege
	}
	if g.truceOn() && g.s.ctl[x] != NoSide {
		return rcTruce
	}
	return 0
}

// finishActivation ends one general's activation: command where he stops (10.8),
// the campaign's bookkeeping (10.11), and the next activation of a campaign.
func (g *Game) finishActivation(f *frame) status {
	s := &g.s
	mv := &s.mv
	side := f.side
	if st, ok := g.hannoAtEnd(f); ok {
		return st // 24: Hanno may remove a Roman PC here
	}
	if mv.gen != data.NoGeneral && mv.flags&mfGone == 0 {
		if x, ok := g.where(mv.gen); ok {
			g.settleCommand(side, x, g.inside(mv.gen), mv.gen)
			other := !g.inside(mv.gen)
			g.settleCommand(side, x, other, data.NoGeneral)
			g.trimCarried()
			spent := mv.flags&(mfFought|mfBackedUp|mfSieged|mfPursuitFailed) != 0
			g.dropCarried(x, int(mv.cus), spent)
			g.trainStops(spent)
			mv.flags |= mfFinished
		}
		if mv.flags&(mfFought|mfBackedUp|mfSieged|mfPursuitFailed) != 0 {
			s.cp.exhausted |= g.movers()
		}
	}
	if mv.gen != data.NoGeneral {
		s.cp.moved |= g.movers()
	}
	if s.cp.left > 0 && mv.gen != data.NoGeneral {
		card, mode := mv.card, mv.mode
		flags := mv.flags & (mfNativeGuide | mfCharm | mfTraitor | mfTreachery | mfPirates)
		g.resetMove(int(card), mode)
		mv.flags = flags
		f.step = msActivate
		return stNext
	}
	return stDone
}
