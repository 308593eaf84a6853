package hannibal

// Sieges and subjugation (rule 20).

// siege rolls the activated army's siege or subjugation attempt where its move
// ends (20.2, 20.8).
func (g *Game) siege(f *frame) {
	s := &g.s
	mv := &s.mv
	side := f.side
	x := mv.at
	city := g.isCity(x)
	s.cp.markSieged(x)
	mv.flags |= mfSieged
	f.step = msFinish
	g.spendSiegeCUs(side, x)
	if g.traitorOpens(side, x) {
		return // card 18: no roll
	}
	mod := 0
	if side == Carthage && !(g.hasSiegeTrain(mv.gen) && (city || !g.first())) { // 1e 16.4 note / D25
		mod-- // 20: the Carthaginian besieges at -1
	}
	if city {
		mod += g.d.Board.Spaces[x].SiegeMod
		if g.d.Generals[mv.gen].Ability == abilityMarcellus && mv.mode == mvCampaign {
			mod++ // 24: Marcellus with a campaign card
		}
	}
	rolls := 1
	if city && (mv.flags&mfTreachery != 0 || (g.d.Generals[mv.gen].Ability == abilityScipioAfricanus && mv.mode == mvForceMarch)) {
		rolls = 2 // card 54; 24 Scipio Africanus with a Force March
	}
	what := "subjugation"
	if city {
		what = "siege"
	}
	points, losses := 0, 0
	for i := 0; i < rolls; i++ {
		r := g.roll(what, side, "space", g.spaceKey(uint8(x)), "modifier", mod)
		p, l := g.d.Tables.Siege.Result(r + mod)
		points += p
		losses += l
		if g.logging() {
			g.logf("20.2", "%s roll at %s: %d%s: %s, %s lost", what, g.spaceName(x), r, signed(mod), plural(p, "siege point", "siege points"), cus(l))
		}
	}
	if losses > 0 {
		if losses > g.out(side, x) {
			losses = g.out(side, x)
		}
		// The besieging army's losses come from the CUs outside.
		e := 0
		if regular := g.out(side, x) - g.elephantsOut(side, x); losses > regular {
			e = losses - regular
		}
		g.destroyCUs(side, x, losses, e, false, lostSiege)
		if int(mv.cus) > g.out(side, x) {
			mv.cus = uint8(g.out(side, x))
			g.trimCarried()
		}
		if int(mv.ele) > g.elephantsOut(side, x) {
			mv.ele = uint8(g.elephantsOut(side, x))
		}
	}
	if points == 0 || g.out(side, x) == 0 {
		return
	}
	total := int(s.siege[x]) + points
	s.siege[x] = uint8(total)
	if side == Carthage {
		s.siegeCarthage.add(x)
	} else {
		s.siegeCarthage.del(x)
	}
	if total >= g.d.Tables.Siege.PointsNeeded {
		g.completeSiege(side, x)
	}
}

// completeSiege converts a walled city (its enemy garrison eliminated) or
// subjugates a tribe (replaced by a friendly PC, never to return) (20.8).
func (g *Game) completeSiege(side Side, x SpaceID) {
	s := &g.s
	s.siege[x] = 0
	s.siegeCarthage.del(x)
	if g.isCity(x) {
		enemy := s.ctl[x]
		n := int(s.cuIn[x])
		if enemy != NoSide {
			g.destroyCUs(enemy, x, n, int(s.eleIn[x]), true, lostGarrison)
		}
		s.ctl[x] = side
		if g.logging() {
			g.logf("20.8", "%s takes the walled city of %s; %s inside eliminated", side, g.spaceName(x), cus(n))
		}
		if enemy != NoSide && enemy != side {
			for i := range g.d.Generals {
				id := GeneralID(i)
				if s.gloc[id] == uint8(x) && g.sideOf(id) == enemy && g.inside(id) {
					g.displace(id, "his walled city fell")
				}
			}
		}
	} else {
		s.tribeGone.add(x)
		s.ctl[x] = side
		if g.logging() {
			g.logf("20.8", "%s subjugates the %s tribe", side, g.spaceName(x))
		}
	}
	g.checkSuddenDeath()
}

// hasSiegeTrain reports whether the Siege Train stands in the general's space
// (card 30: it moved there with his army or was already there).
func (g *Game) hasSiegeTrain(id GeneralID) bool {
	x, ok := g.where(id)
	return ok && g.s.siegeTrain != noSpace && g.s.siegeTrain == x
}

// spendSiegeCUs counts the CUs a siege or subjugation on a campaign card used as
// moved (20.3): 3 CUs (5 for a consul) besides the activated general, taken
// first from those he brought along, then from the CUs already in the space.
// They may not move again on this card; the rest may.
func (g *Game) spendSiegeCUs(side Side, x SpaceID) {
	mv := &g.s.mv
	if mv.mode != mvCampaign {
		return
	}
	need := 3
	if g.isConsul(mv.gen) {
		need = 5
	}
	extra := min(need-int(mv.cus), g.out(side, x)-int(mv.cus))
	if extra <= 0 {
		return
	}
	cp := &g.s.cp
	spent := extra
	fresh := min(extra, max(g.all(side, x)-cp.spentAt(x)-int(mv.cus), 0))
	cp.addSpent(x, fresh, spentAll, mv.mp)
	for extra -= fresh; extra > 0; {
		i := cp.leastMoved(x, mv.mp)
		if i < 0 {
			spent -= extra
			break
		}
		k := min(extra, int(cp.spent[i].n))
		cp.spent[i].n -= uint8(k)
		cp.addSpent(x, k, spentAll, mv.mp)
		extra -= k
	}
	if g.logging() {
		g.logf("20.3", "%s besieged with CUs already in %s: %d of them count as moved on this card", g.genName(mv.gen), g.spaceName(x), spent)
	}
}
