package hannibal

import "punic/hannibal/data"

// Political events: cards 9 (Philip V of Macedon), 19 (Senate Dismisses
// Proconsul), 27 ("I have come into Italy"), 35-36 (Diplomacy) and 55 (Messenger
// Intercepted).

var (
	rcPhilip      = newRC("9", "Philip V: Carthage makes the alliance with the first play of the event; once it is made, only Rome may play it, to make peace")
	rcSenate      = newRC("19", "Senate Dismisses Proconsul needs a Roman proconsul on the map other than Scipio Africanus")
	rcSenatePick  = newRC("19", "choose the proconsul to dismiss (not Scipio Africanus)")
	rcSenateNew   = newRC("19", "the replacement must be a Roman general not in use (off the map, from the consuls' pool)")
	rcItaly       = newRC("27", "\"I have come into Italy\" needs Hannibal in Italy and a Roman PC in Italy (not a walled city or tribe) without Roman CUs")
	rcItalyPick   = newRC("27", "choose a Roman PC in Italy that is neither a walled city nor a tribe, in a space without Roman CUs")
	rcDiplomacy   = newRC("35/36", "Diplomacy flips an enemy PC that is neither a walled city nor a tribe, in a space without enemy CUs: there is none")
	rcDiplomacyPC = newRC("35/36", "choose an enemy PC that is neither a walled city nor a tribe, in a space without enemy CUs")
	rcMessenger   = newRC("55", "Messenger Intercepted needs a card in the opponent's hand")
)

// --- 9 Philip V of Macedon ---

func philipCond(g *Game, side Side, n int) rc {
	allied := g.s.effects&effMacedonia != 0
	if (side == Carthage && !allied) || (side == Rome && allied) {
		return 0
	}
	return rcPhilip
}

func philipPlay(g *Game, side Side, n int) {
	s := &g.s
	if side == Carthage {
		s.effects |= effMacedonia
		if g.logging() {
			g.logf("9", "Macedonia allies with Carthage: -1 on the Naval Combat rolls against Carthaginian sea moves")
		}
		if g.first() {
			return // 1e card 9: Rome loses no card
		}
		g.discardRandom(Rome, "9")
		return
	}
	s.effects &^= effMacedonia
	if g.logging() {
		g.logf("9", "Philip V makes peace with Rome: the Macedonian naval modifier ends")
	}
	g.discardRandom(Carthage, "9")
	g.removeCard(n) // 8.5: removed after its second event
}

// --- 19 Senate Dismisses Proconsul ---
//
// The frame keeps the proconsul to dismiss in d (his id + 1; 0 while not chosen)
// and 1 in x once the replacement is in place.

// dismissable reports whether id is a proconsul the Senate may dismiss.
func (g *Game) dismissable(id GeneralID) bool {
	if !g.genOK(id) || g.sideOf(id) != Rome || id == g.f.scipioAfricanus || !g.isProconsul(id) {
		return false
	}
	_, on := g.where(id)
	return on
}

// unusedRoman reports whether id may replace a dismissed proconsul: a Roman general
// of the consuls' pool who is off the map.
func (g *Game) unusedRoman(id GeneralID) bool {
	return g.genOK(id) && g.sideOf(id) == Rome && g.d.Generals[id].ConsulPool && g.s.gloc[id] == locOff
}

func (g *Game) dismissables() (n int, last GeneralID) {
	last = data.NoGeneral
	for i := range g.d.Generals {
		if g.dismissable(GeneralID(i)) {
			n++
			last = GeneralID(i)
		}
	}
	return n, last
}

// dismiss takes proconsul old off the map and puts id (or nobody, if id is
// NoGeneral) in his place as proconsul.
func (g *Game) dismiss(old, id GeneralID) {
	s := &g.s
	x, _ := g.where(old)
	inside := g.inside(old)
	commanded := g.commands(old)
	s.gloc[old] = locOff
	s.gflag[old] = 0
	if g.logging() {
		g.logf("19", "The Senate dismisses proconsul %s in %s", g.genName(old), g.spaceName(x))
	}
	prefer := data.NoGeneral
	if id != data.NoGeneral {
		g.placeGeneral(id, x, inside)
		s.gflag[id] |= gProconsul
		if commanded {
			prefer = id
		}
		if g.logging() {
			g.logf("19", "%s takes his place as proconsul", g.genName(id))
		}
	} else if g.logging() {
		g.logf("19", "No Roman general is free to take his place")
	}
	g.settleCommand(Rome, x, inside, prefer)
}

// --- 27 "I have come into Italy" ---

func (g *Game) italyFlipRC(x SpaceID) rc {
	if !g.spaceOK(x) || g.d.Board.CountryOf(x) != data.Italy || g.s.ctl[x] != Rome || g.isMarker(x) || g.all(Rome, x) > 0 {
		return rcItalyPick
	}
	return 0
}

func (g *Game) hannibalInItaly() bool {
	x, ok := g.where(g.f.hannibal)
	return ok && g.d.Board.CountryOf(x) == data.Italy
}

// --- 35, 36 Diplomacy ---

func (g *Game) diplomacyRC(side Side, x SpaceID) rc {
	if !g.spaceOK(x) || g.s.ctl[x] != side.Other() || g.isMarker(x) || g.all(side.Other(), x) > 0 {
		return rcDiplomacyPC
	}
	return 0
}

// --- 55 Messenger Intercepted ---

// intercept moves a card picked at random from the opponent's hand to side's; the
// opponent knows which card it was (State.revealed).
func (g *Game) intercept(side Side) {
	opp := side.Other()
	c := g.randomCard(opp)
	if c == 0 {
		return
	}
	g.leaveHand(opp, c)
	g.s.hand[side].add(c)
	g.s.revealed[side].add(c)
	if g.logging() {
		g.logf("55", "%s takes a strategy card at random from %s's hand", side, opp)
	}
}

func init() {
	register("philip-v", &eventDef{cond: philipCond, play: philipPlay})

	register("senate-dismisses-proconsul", (&picker{
		kind: KGeneral,
		count: func(g *Game, f *frame) int {
			if f.d != 0 {
				return 1
			}
			return 2
		},
		start: func(g *Game, f *frame) {
			if n, last := g.dismissables(); n == 1 {
				f.d = uint8(last) + 1
			}
		},
		each: eachGeneral,
		rc: func(g *Game, f *frame, a Action) rc {
			id := GeneralID(a.A())
			if f.d == 0 {
				if !g.dismissable(id) {
					return rcSenatePick
				}
				return 0
			}
			if !g.unusedRoman(id) {
				return rcSenateNew
			}
			return 0
		},
		pick: func(g *Game, f *frame, a Action) {
			id := GeneralID(a.A())
			if f.d == 0 {
				f.d = uint8(id) + 1
				return
			}
			g.dismiss(GeneralID(f.d-1), id)
			f.x = 1
		},
		done: func(g *Game, f *frame) {
			if f.d != 0 && f.x == 0 {
				g.dismiss(GeneralID(f.d-1), data.NoGeneral)
			}
		},
		ask: func(g *Game, f *frame) string {
			if f.d == 0 {
				return "choose the Roman proconsul the Senate dismisses"
			}
			return "choose the Roman general who replaces " + g.genName(GeneralID(f.d-1)) + " as proconsul"
		},
	}).def(func(g *Game, side Side, n int) rc {
		if k, _ := g.dismissables(); k == 0 {
			return rcSenate
		}
		return 0
	}))

	register("i-have-come-into-italy", (&picker{
		kind:  KPlacePC,
		count: func(g *Game, f *frame) int { return 2 },
		each:  eachSpace(KPlacePC),
		rc:    func(g *Game, f *frame, a Action) rc { return g.italyFlipRC(SpaceID(a.A())) },
		pick:  func(g *Game, f *frame, a Action) { g.eventPC("27", Carthage, SpaceID(a.A())) },
		done:  func(g *Game, f *frame) { g.logShort(f, "27", "PC flips", 2) },
		ask: func(g *Game, f *frame) string {
			return "flip a Roman PC in Italy (not a walled city or tribe) in a space without Roman CUs (" + itoa(int(f.b)) + " left)"
		},
		name: "place-pc",
	}).def(func(g *Game, side Side, n int) rc {
		if !g.hannibalInItaly() {
			return rcItaly
		}
		for i := range g.d.Board.Spaces {
			if g.italyFlipRC(SpaceID(i)) == 0 {
				return 0
			}
		}
		return rcItaly
	}))

	register("diplomacy", (&picker{
		kind:  KPlacePC,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachSpace(KPlacePC),
		rc:    func(g *Game, f *frame, a Action) rc { return g.diplomacyRC(f.side, SpaceID(a.A())) },
		pick: func(g *Game, f *frame, a Action) {
			g.eventPC(itoa(int(f.a)), f.side, SpaceID(a.A()))
		},
		ask: func(g *Game, f *frame) string {
			return "flip an enemy PC (not a walled city or tribe) in a space without enemy CUs"
		},
		name: "place-pc",
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Board.Spaces {
			if g.diplomacyRC(side, SpaceID(i)) == 0 {
				return 0
			}
		}
		return rcDiplomacy
	}))

	register("messenger-intercepted", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			if g.handSize(side.Other()) == 0 {
				return rcMessenger
			}
			return 0
		},
		play: func(g *Game, side Side, n int) { g.intercept(side) },
	})
}
