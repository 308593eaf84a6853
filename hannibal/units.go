package hannibal

import (
	"math/bits"

	"punic/hannibal/data"
)

// This file answers questions about the map: control, markers, CUs and generals.

func (g *Game) space(x SpaceID) *data.Space { return &g.d.Board.Spaces[x] }

// isCity reports whether the space holds a walled city (10.7).
func (g *Game) isCity(x SpaceID) bool { return g.f.citySet.has(x) }

// isTribe reports whether the space still holds a tribe marker (20.8: a subjugated
// tribe never returns).
func (g *Game) isTribe(x SpaceID) bool {
	return g.f.tribeSet.has(x) && !g.s.tribeGone.has(x)
}

// isMarker reports whether the space's PC is a walled city or tribe, which cannot be
// removed by political losses (15.5, 22.2) nor isolated (19.4).
func (g *Game) isMarker(x SpaceID) bool { return g.isCity(x) || g.isTribe(x) }

// enemyPC reports whether the space holds a PC (of any kind) of side's enemy.
func (g *Game) enemyPC(side Side, x SpaceID) bool { return g.s.ctl[x] == side.Other() }

// nonFriendlyTribe reports whether the space holds a tribe not friendly to side
// (13.2, 15.3, 16.3, 21.1).
func (g *Game) nonFriendlyTribe(side Side, x SpaceID) bool {
	return g.isTribe(x) && g.s.ctl[x] != side
}

// hostileGround reports whether CUs of side in x suffer winter attrition (21.1) and
// retreat losses (15.3): an enemy PC or a non-friendly tribe.
func (g *Game) hostileGround(side Side, x SpaceID) bool {
	return g.enemyPC(side, x) || g.nonFriendlyTribe(side, x)
}

// out returns side's CUs outside the walls in x.
func (g *Game) out(side Side, x SpaceID) int { return int(g.s.cu[side][x]) }

// in returns side's CUs inside the walled city of x.
func (g *Game) in(side Side, x SpaceID) int {
	if g.s.ctl[x] != side {
		return 0
	}
	return int(g.s.cuIn[x])
}

// all returns side's CUs in x, inside and outside.
func (g *Game) all(side Side, x SpaceID) int { return g.out(side, x) + g.in(side, x) }

// elephantsOut returns the elephant CUs outside in x (Carthage only).
func (g *Game) elephantsOut(side Side, x SpaceID) int {
	if side != Carthage {
		return 0
	}
	return int(g.s.ele[x])
}

// elephantsIn returns the elephant CUs inside the walls of x.
func (g *Game) elephantsIn(side Side, x SpaceID) int {
	if side != Carthage || g.s.ctl[x] != Carthage {
		return 0
	}
	return int(g.s.eleIn[x])
}

// besieged reports whether x's walled city is besieged: it carries siege points
// (20.4).
func (g *Game) besieged(x SpaceID) bool { return g.isCity(x) && g.s.siege[x] > 0 }

// roomInside returns how many more CUs fit inside x's walled city.
func (g *Game) roomInside(x SpaceID) int {
	if !g.isCity(x) {
		return 0
	}
	return g.d.Board.Spaces[x].Capacity - int(g.s.cuIn[x])
}

// addCUs puts n CUs (e of them elephants) of side in x, inside or outside.
func (g *Game) addCUs(side Side, x SpaceID, n, e int, inside bool) {
	if inside {
		g.s.cuIn[x] += uint8(n)
		g.s.eleIn[x] += uint8(e)
		return
	}
	g.s.cu[side][x] += uint8(n)
	if side == Carthage {
		g.s.ele[x] += uint8(e)
	}
}

// takeCUs removes n CUs (e of them elephants) of side from x, inside or outside,
// and lifts a siege that loses its last besieger (20.6).
func (g *Game) takeCUs(side Side, x SpaceID, n, e int, inside bool) {
	if inside {
		g.s.cuIn[x] -= uint8(n)
		g.s.eleIn[x] -= uint8(e)
	} else {
		g.s.cu[side][x] -= uint8(n)
		if side == Carthage {
			g.s.ele[x] -= uint8(e)
		}
	}
	g.checkSiegeLifted(x)
}

// Causes of CU losses, counted so that tests can check that CUs only vanish
// through a rule.
const (
	lostAttrition    = iota // 21: winter, pass and event attrition
	lostCasualties          // 14.11
	lostRetreatTable        // 14.12
	lostRetreat             // 15.3: penalties on the way, or no retreat
	lostSiege               // 20.2: the besieger's losses
	lostGarrison            // 20.8: a garrison when its city falls
	lostNaval               // 11.5: sunk at sea
	lostOverrun             // 10.5
	lostEvent               // a card event
	numLostCauses
)

// createCUs brings new CUs into play (set-up, reinforcements, raising troops,
// events).
func (g *Game) createCUs(side Side, x SpaceID, n, e int, inside bool) {
	g.addCUs(side, x, n, e, inside)
	g.s.cuCreated[side] += uint16(n)
}

// destroyCUs removes CUs from play for a counted cause.
func (g *Game) destroyCUs(side Side, x SpaceID, n, e int, inside bool, cause int) {
	g.takeCUs(side, x, n, e, inside)
	g.s.cuLost[side][cause] += uint16(n)
}

// checkSiegeLifted clears siege or subjugation points when no besieging CU is left
// in the space (20.6).
func (g *Game) checkSiegeLifted(x SpaceID) {
	if g.s.siege[x] == 0 {
		return
	}
	by := Rome
	if g.s.siegeCarthage.has(x) {
		by = Carthage
	}
	if g.s.cu[by][x] == 0 {
		g.s.siege[x] = 0
		g.s.siegeCarthage.del(x)
		if g.logging() {
			g.logf("20.6", "The siege of %s is lifted", g.spaceName(x))
		}
	}
}

// --- generals ---

// onMap reports whether general id is on the map, and where.
func (g *Game) where(id GeneralID) (SpaceID, bool) {
	l := g.s.gloc[id]
	if l >= locOff {
		return 0, false
	}
	return SpaceID(l), true
}

func (g *Game) inside(id GeneralID) bool   { return g.s.gflag[id]&gInside != 0 }
func (g *Game) commands(id GeneralID) bool { return g.s.gflag[id]&gCommand != 0 }
func (g *Game) isConsul(id GeneralID) bool { return g.s.gflag[id]&gConsul != 0 }
func (g *Game) isProconsul(id GeneralID) bool {
	return g.s.gflag[id]&gProconsul != 0
}
func (g *Game) sideOf(id GeneralID) Side { return g.f.genSide[id] }

// generalsAt returns the set of side's generals in x on the given side of the walls.
func (g *Game) generalsAt(side Side, x SpaceID, inside bool) genSet {
	var set genSet
	if side != Rome && side != Carthage {
		return 0
	}
	for gens := g.f.sideGens[side]; gens != 0; gens &= gens - 1 {
		id := GeneralID(bits.TrailingZeros16(uint16(gens)))
		if g.s.gloc[id] == uint8(x) && g.inside(id) == inside {
			set.add(id)
		}
	}
	return set
}

// anyGeneralsAt returns side's generals in x, inside or outside.
func (g *Game) anyGeneralsAt(side Side, x SpaceID) genSet {
	return g.generalsAt(side, x, false) | g.generalsAt(side, x, true)
}

// commanderAt returns the commanding general of side's stack in x (on the given
// side of the walls), or NoGeneral.
func (g *Game) commanderAt(side Side, x SpaceID, inside bool) GeneralID {
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] == uint8(x) && g.d.Generals[id].Side == side && g.inside(id) == inside && g.commands(id) {
			return id
		}
	}
	return data.NoGeneral
}

// rank orders generals for command (9.3, 18.3): Hannibal outranks every
// Carthaginian; consuls outrank proconsuls.
func (g *Game) rank(id GeneralID) int {
	switch {
	case g.d.Generals[id].Ability == abilityHannibal:
		return 2
	case g.isConsul(id):
		return 2
	}
	return 1
}

// outranks reports whether a outranks b.
func (g *Game) outranks(a, b GeneralID) bool { return g.rank(a) > g.rank(b) }

// placeGeneral puts a general in a space, inside or outside.
func (g *Game) placeGeneral(id GeneralID, x SpaceID, inside bool) {
	g.s.gloc[id] = uint8(x)
	g.s.gflag[id] &^= gInside | gCommand
	if inside {
		g.s.gflag[id] |= gInside
	}
}

// settleCommand makes sure side's stack in x (one side of the walls) has exactly
// one commander of the highest rank present. prefer, if in the stack and of that
// rank, takes command (10.8: an activated general that ends his move with a general
// of equal rank commands). It returns false when several generals of the top rank
// remain and none is preferred, the owner's choice being kept (9.3) if the current
// commander is of the top rank.
func (g *Game) settleCommand(side Side, x SpaceID, inside bool, prefer GeneralID) {
	set := g.generalsAt(side, x, inside)
	if set == 0 {
		return
	}
	top := 0
	for i := range g.d.Generals {
		if set.has(GeneralID(i)) && g.rank(GeneralID(i)) > top {
			top = g.rank(GeneralID(i))
		}
	}
	chosen := data.NoGeneral
	if prefer != data.NoGeneral && set.has(prefer) && g.rank(prefer) == top {
		chosen = prefer
	}
	if chosen == data.NoGeneral {
		for i := range g.d.Generals {
			id := GeneralID(i)
			if set.has(id) && g.commands(id) && g.rank(id) == top {
				chosen = id
			}
		}
	}
	if chosen == data.NoGeneral {
		// The owner may choose among equals (9.3); the best battle rating is the
		// natural default and the owner may change command before activating.
		best := -1
		for i := range g.d.Generals {
			id := GeneralID(i)
			if set.has(id) && g.rank(id) == top && g.d.Generals[id].Battle > best {
				best, chosen = g.d.Generals[id].Battle, id
			}
		}
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if set.has(id) {
			g.s.gflag[id] &^= gCommand
		}
	}
	g.s.gflag[chosen] |= gCommand
}
