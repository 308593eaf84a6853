package hannibal

import "punic/hannibal/data"

// Attrition events: cards 21 (Mercenaries Desert), 51 (Epidemic) and 52
// (Pestilence). Attrition never hurts generals, and a general whose CUs are all
// lost to it is not displaced (10.10, 21.2).

var (
	rcMercenaries  = newRC("21", "Mercenaries Desert needs a Carthaginian force outside a Carthaginian walled-city space")
	rcEpidemic     = newRC("51", "Epidemic strikes one enemy army: choose it by its commanding general, who must have CUs with him")
	rcEpidemicNone = newRC("51", "Epidemic needs an enemy army (a general with CUs) on the map")
	rcPestilence   = newRC("52", "Pestilence strikes an enemy army besieging a walled city that has siege points: choose it by its commanding general")
	rcPestNone     = newRC("52", "Pestilence needs an enemy army (a general with CUs) besieging a walled city that has siege points")
)

// mercenaryForce reports whether Carthage's CUs outside the walls in x roll for
// Mercenaries Desert: every Carthaginian force except those on a space whose
// walled city is Carthaginian (inside and outside alike are safe there). CUs inside
// walls are always in a Carthaginian walled city.
func (g *Game) mercenaryForce(x SpaceID) bool {
	return g.out(Carthage, x) > 0 && !(g.isCity(x) && g.s.ctl[x] == Carthage)
}

// stepMercenaries rolls for every Carthaginian force in turn; the frame's x is the
// next space to look at and d is 1 once the last force has rolled.
func (g *Game) stepMercenaries(f *frame) status {
	for f.d == 0 {
		if int(f.x) >= len(g.d.Board.Spaces) {
			f.d = 1
			break
		}
		x := f.x
		f.x++
		if !g.mercenaryForce(x) {
			continue
		}
		if id := g.commanderAt(Carthage, x, false); id != data.NoGeneral {
			br := g.d.Generals[id].Battle
			r := g.roll("mercenaries", Carthage, "general", g.genKey(uint8(id)), "space", g.spaceKey(uint8(x)), "need", br)
			if r <= br {
				if g.logging() {
					g.logf("21", "%s keeps his mercenaries in %s: rolled %d ≤ %d", g.genName(id), g.spaceName(x), r, br)
				}
				continue
			}
			if g.logging() {
				g.logf("21", "%s cannot hold his mercenaries in %s: rolled %d > %d", g.genName(id), g.spaceName(x), r, br)
			}
		}
		if g.eventAttrition("21", Carthage, x, false, 0) {
			return stCall
		}
	}
	return stDone
}

// epidemicRC says whether card 51 (or, besieging, 52) may strike the army general
// id commands.
func (g *Game) epidemicRC(side Side, id GeneralID, besieging bool) rc {
	why := rcEpidemic
	if besieging {
		why = rcPestilence
	}
	if !g.genOK(id) || g.sideOf(id) != side.Other() {
		return why
	}
	x, inside, _, ok := g.armyOf(id)
	if !ok {
		return why
	}
	if besieging {
		enemy := side.Other()
		if inside || !g.isCity(x) || g.s.siege[x] == 0 || g.s.siegeCarthage.has(x) != (enemy == Carthage) {
			return why
		}
	}
	return 0
}

// strike is the event played on an enemy army: it rolls attrition.
func strike(rule string, besieging bool, mod int, none rc) *eventDef {
	return (&picker{
		kind:  KGeneral,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachGeneral,
		rc: func(g *Game, f *frame, a Action) rc {
			return g.epidemicRC(f.side, GeneralID(a.A()), besieging)
		},
		pick: func(g *Game, f *frame, a Action) {
			id := GeneralID(a.A())
			x, inside, _, _ := g.armyOf(id)
			if g.logging() {
				g.logf(rule, "%s strikes %s's army %s", g.cardName(int(f.a)), g.genName(id), g.whereText(x, inside))
			}
			g.eventAttrition(rule, g.sideOf(id), x, inside, mod)
		},
		ask: func(g *Game, f *frame) string {
			if besieging {
				return "choose the besieging enemy army (by its commander) that rolls for attrition at +1"
			}
			return "choose the enemy army (by its commander) that rolls for attrition"
		},
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Generals {
			if g.epidemicRC(side, GeneralID(i), besieging) == 0 {
				return 0
			}
		}
		return none
	})
}

func init() {
	register("mercenaries-desert", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			for i := range g.d.Board.Spaces {
				if g.mercenaryForce(SpaceID(i)) {
					return 0
				}
			}
			return rcMercenaries
		},
		play: func(g *Game, side Side, n int) {
			f := g.pushEvent(side, n)
			f.x = 0
		},
		step:  func(g *Game, f *frame) status { return g.stepMercenaries(f) },
		legal: func(g *Game, f *frame, buf []Action) []Action { return buf },
		apply: func(g *Game, f *frame, a Action) {},
	})
	register("epidemic", strike("51", false, 0, rcEpidemicNone))
	register("pestilence", strike("52", true, 1, rcPestNone))
}
