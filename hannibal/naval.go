package hannibal

import "punic/hannibal/data"

// Naval movement (rule 11) and the Naval Combat Table (11.5, 11.6).

var (
	rcSailNoShip   = newRC("11.1", "naval movement needs a 3-OP card or a campaign or Force March event that allows it")
	rcSailOneArmy  = newRC("11.4", "only one of the armies a campaign moves may use naval movement")
	rcSailPort     = newRC("11.1", "naval movement goes from a port to another port")
	rcSailMP       = newRC("11.1", "naval movement costs 3 movement points")
	rcSailCUs      = newRC("11.4", "too many CUs for naval movement (5 with a 3-OP card, 10 with a campaign)")
	rcSailBesieged = newRC("11.3", "naval movement is prohibited out of a besieged walled city")
)

// setSeaAllowance sets what sea movement the activation allows (11.1, 11.4, 24
// Nero, card 63).
func (g *Game) setSeaAllowance() {
	mv := &g.s.mv
	mv.seaCUs, mv.seaLeft = 0, 0
	nero := g.d.Generals[mv.gen].Ability == abilityNero
	switch mv.mode {
	case mvOps:
		if mv.card > 0 && g.d.Cards[mv.card-1].Ship {
			mv.seaCUs, mv.seaLeft = 5, 1
		}
	case mvCampaign:
		if !g.s.cp.seaUsed {
			mv.seaCUs, mv.seaLeft = 10, 1
			if nero {
				mv.seaLeft = 2
			}
		}
	case mvForceMarch:
		if mv.card > 0 && g.d.Cards[mv.card-1].Ship {
			mv.seaCUs, mv.seaLeft = 10, 2
		}
	}
}

// canSailFrom reports whether the army could make a sea move from where it is.
func (g *Game) canSailFrom(side Side) bool {
	mv := &g.s.mv
	return mv.seaLeft > 0 && g.d.Board.Spaces[mv.at].Port && g.leaveBySeaRC(side) == 0
}

// leaveBySeaRC says whether the army may leave its space by sea. The enemy army
// outside the walls bars only the way by land: out of a walled city that is not
// besieged (no siege points, 20.4) an army may sail (11.3); out of a besieged one
// it may not (sailRC, 20.5).
func (g *Game) leaveBySeaRC(side Side) rc {
	if r := g.leaveRC(side); r != rcMoveBlocked {
		return r
	}
	return 0
}

// sailRC says whether the army may sail to port y. It lands outside any walls; a
// friendly, unbesieged walled city can be entered where the move ends (11.3).
func (g *Game) sailRC(side Side, y SpaceID) rc {
	mv := &g.s.mv
	if r := g.tutorialSeaRC(); r != 0 {
		return r // tutorial.go
	}
	if mv.seaLeft == 0 {
		if mv.mode == mvCampaign && mv.seaCUs == 0 { // another army sailed
			return rcSailOneArmy
		}
		return rcSailNoShip
	}
	if r := g.seaEventRC(side); r != 0 {
		return r // card 29
	}
	if r := g.trainSeaRC(); r != 0 {
		return r // card 30
	}
	if int(y) >= len(g.d.Board.Spaces) || !g.d.Board.Spaces[y].Port || !g.d.Board.Spaces[mv.at].Port || y == mv.at {
		return rcSailPort
	}
	if r := g.leaveBySeaRC(side); r != 0 {
		return r
	}
	if mv.flags&mfFromBesieged != 0 && mv.mp == 0 && mv.at == mv.start {
		return rcSailBesieged
	}
	if r := g.mpRC(3, rcSailMP); r != 0 {
		return r
	}
	if mv.cus > mv.seaCUs {
		return rcSailCUs
	}
	if r := g.enterRC(side, y); r != 0 {
		return r
	}
	return g.lonePassRC(side, y, int(mv.mp)+3)
}

// noNavalRoll reports whether Carthaginian sea moves escape the Naval Combat roll
// now (card 64 Truce; card 50 Adriatic Pirates is checked per move).
func (g *Game) noNavalRoll() bool { return g.truceOn() }

// navalCombat rolls the Naval Combat Table for the Carthaginian army sailing from
// one port to another (11.5, 11.6).
func (g *Game) navalCombat(from, to SpaceID) data.NavalResult {
	mod := g.navalModifier(from, to)
	r := g.roll("naval-combat", Carthage, "from", g.spaceKey(uint8(from)), "to", g.spaceKey(uint8(to)), "modifier", mod)
	res := g.d.Tables.Naval.Result(r + mod)
	if g.logging() {
		g.logf(g.ruleText("11.5", "1e 8.8.3 / D6, D7"), "Rome rolls on the Naval Combat Table: %d%s = %d: %s", r, signed(mod), r+mod, navalWords[res])
	}
	return res
}

// navalModifier sums the Naval Combat Table modifiers for the moving army sailing
// from one port to another (11.6; 24 Mago). Under the 1st-edition rules (1e
// 8.8.3) a general sailing alone gets no -1 (D6) and only the landing port's
// Roman PC counts (D7).
func (g *Game) navalModifier(from, to SpaceID) int {
	mv := &g.s.mv
	b := g.d.Board
	mod := b.Spaces[from].NavalMod + b.Spaces[to].NavalMod
	first := g.first()
	if mv.cus == 1 || mv.cus == 0 && !first {
		mod-- // one CU, or a general alone (not in the 1st edition, 1e 8.8.3 / D6)
	}
	if g.s.ctl[from] == Rome && !first {
		mod++ // the port of embarkation (not in the 1st edition, D7)
	}
	if g.s.ctl[to] == Rome {
		mod++
	}
	if g.s.ctl[g.f.syracuse] == Carthage {
		mod--
	}
	if g.s.effects&effMacedonia != 0 {
		mod--
	}
	if g.s.effects&effNavalVictory != 0 {
		mod--
	}
	if g.d.Generals[mv.gen].Ability == abilityMago {
		mod-- // 24: Mago
	}
	return mod
}

var navalWords = [...]string{"the fleet gets through", "the fleet must return to port", "the fleet is sunk"}

// sink eliminates the sailing army's CUs and displaces its generals (11.5); CUs
// lost at sea do not count for political consequences.
func (g *Game) sink(side Side) {
	mv := &g.s.mv
	g.destroyCUs(side, mv.at, int(mv.cus), int(mv.ele), false, lostNaval)
	movers := g.movers()
	mv.cus, mv.ele = 0, 0
	g.trimCarried()
	for i := range g.d.Generals {
		id := GeneralID(i)
		if movers.has(id) {
			g.displace(id, "his fleet was sunk")
		}
	}
	mv.flags |= mfGone
}

// sail starts a sea move to port y (11.1): the counter events that answer it come
// before the Naval Combat roll.
func (g *Game) sail(f *frame, y SpaceID) {
	s := &g.s
	mv := &s.mv
	mv.mp += 3
	mv.seaLeft--
	mv.sailTo = y
	if mv.mode == mvCampaign {
		s.cp.seaUsed = true
	}
	if g.logging() {
		g.logf("11.1", "%s sails from %s to %s with %s", g.genName(mv.gen), g.spaceName(mv.at), g.spaceName(y), cus(int(mv.cus)))
	}
	f.step = msSailWindow
}

// sailRoll finishes a sea move: the Naval Combat roll for Carthage (11.5), then the
// landing and the Reaction Phase at the port.
func (g *Game) sailRoll(f *frame) {
	mv := &g.s.mv
	side := f.side
	from, y := mv.at, mv.sailTo
	if mv.flags&(mfGone|mfBadWeather) != 0 {
		f.step = msEndCity
		if mv.flags&mfGone != 0 {
			f.step = msFinish
		}
		return
	}
	if side == Carthage && !g.noNavalRoll() && !g.piratesShield(from, y) {
		switch g.navalCombat(from, y) {
		case data.NavalSunk:
			g.sink(side)
			f.step = msFinish
			return
		case data.NavalReturn:
			mv.mp = mv.mpMax // 11.5: the balance of its movement is lost
			f.step = msEndCity
			return
		}
	}
	g.shiftArmy(side, y)
	g.notePath(y)
	mv.entered = mv.cus
	mv.embark = from
	mv.flags |= mfBySea
	mv.crossed = data.Normal
	f.step = msStartReaction
	if g.out(side.Other(), y) > 0 && mv.cus > 0 && g.enterCityRoom(side) >= int(mv.cus) {
		// 11.3: a sea move may go directly into a friendly walled city that is
		// not besieged, past the enemy CUs outside: no battle.
		f.step = msLandInside
	}
}
