package hannibal

// Sorties: cards 17 (Surprise Sortie), 49 (Opposing Fleet Breaks Siege) and 53
// (Tribal Resistance). Each undoes the enemy's progress against a walled city or a
// tribe; only the enemy's siege or subjugation points may be chosen
// (docs/rulings.md).

var (
	rcSortie = newRC("17", "Surprise Sortie takes a siege point from one of your walled cities that the enemy besieges")
	rcFleet  = newRC("49", "Opposing Fleet Breaks Siege clears the siege points on one of your walled port cities that the enemy besieges (not Capua)")
	rcTribal = newRC("53", "Tribal Resistance clears the enemy's subjugation points from one tribe")
)

// enemyPoints reports whether x carries siege or subjugation points of side's
// enemy.
func (g *Game) enemyPoints(side Side, x SpaceID) bool {
	return g.s.siege[x] > 0 && g.s.siegeCarthage.has(x) == (side.Other() == Carthage)
}

// sortieRC says whether card 17 may take a siege point from x.
func (g *Game) sortieRC(side Side, x SpaceID) rc {
	if !g.spaceOK(x) || !g.isCity(x) || g.s.ctl[x] != side || !g.enemyPoints(side, x) {
		return rcSortie
	}
	return 0
}

// fleetRC says whether card 49 may clear the siege of x.
func (g *Game) fleetRC(side Side, x SpaceID) rc {
	if g.sortieRC(side, x) != 0 || !g.d.Board.Spaces[x].Port || x == g.spaceKeyed("capua") {
		return rcFleet
	}
	return 0
}

// tribalRC says whether card 53 may clear the subjugation points of x.
func (g *Game) tribalRC(side Side, x SpaceID) rc {
	if !g.spaceOK(x) || !g.isTribe(x) || !g.enemyPoints(side, x) {
		return rcTribal
	}
	return 0
}

// takePoints takes n siege or subjugation points (all if n is 0) from x.
func (g *Game) takePoints(rule string, x SpaceID, n int) {
	s := &g.s
	if n == 0 || n > int(s.siege[x]) {
		n = int(s.siege[x])
	}
	s.siege[x] -= uint8(n)
	if s.siege[x] == 0 {
		s.siegeCarthage.del(x)
	}
	if g.logging() {
		g.logf(rule, "%s loses %s (%d left)", g.spaceName(x), plural(n, "siege point", "siege points"), s.siege[x])
	}
}

// sortie is a space-choosing event that takes points away.
func sortie(rule string, ok func(g *Game, side Side, x SpaceID) rc, points int, none rc, ask string) *eventDef {
	return (&picker{
		kind:  KSpace,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachSpace(KSpace),
		rc:    func(g *Game, f *frame, a Action) rc { return ok(g, f.side, SpaceID(a.A())) },
		pick:  func(g *Game, f *frame, a Action) { g.takePoints(rule, SpaceID(a.A()), points) },
		ask:   func(g *Game, f *frame) string { return ask },
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Board.Spaces {
			if ok(g, side, SpaceID(i)) == 0 {
				return 0
			}
		}
		return none
	})
}

func init() {
	register("surprise-sortie", sortie("17", (*Game).sortieRC, 1, rcSortie, "choose your besieged walled city that loses a siege point"))
	register("fleet-breaks-siege", sortie("49", (*Game).fleetRC, 0, rcFleet, "choose your besieged walled port city whose siege points are all cleared"))
	register("tribal-resistance", sortie("53", (*Game).tribalRC, 0, rcTribal, "choose the tribe whose enemy subjugation points are all cleared"))
}
