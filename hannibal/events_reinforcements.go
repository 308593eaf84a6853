package hannibal

import "punic/hannibal/data"

// Reinforcement events: cards 10 (Macedonian Reinforcements), 11 (Balearic
// Slingers), 12 (African Reinforcements), 13-16 (the recruits), 22 (Mutin's
// Numidians), 43 (the Volones) and 44-48 (Allied Auxiliaries).
//
// Event reinforcements obey the placement limits of the Reinforcement Phase
// (6.3; 25): never inside a besieged walled city, never outside the walls where
// enemy CUs stand, never beyond a walled city's room. CUs "with a general" join
// him on his side of the walls.

var (
	rcMacedonian     = newRC("10", "Macedonian Reinforcements needs the alliance with Philip V (card 9) and a Carthaginian port in Africa or Italy that can take them")
	rcMacedonianSpot = newRC("10", "the 2 CUs go to one Carthaginian port space in Africa or Italy (not inside a besieged walled city, not outside the walls with Roman CUs)")
	rcBalearic       = newRC("11", "Balearic Slingers needs control of the Balearic Islands and a port with your PC and no enemy CU")
	rcBalearicSpot   = newRC("11", "the CU goes to a port space with your PC and no enemy CU")
	rcAfrican        = newRC("12", "African Reinforcements needs a Carthage that is Carthaginian, not besieged, and able to take a CU")
	rcAfricanSpot    = newRC("12", "the CUs go to Carthage (inside the walls while there is room, outside while no Roman CU stands there)")
	rcMutin          = newRC("22", "Mutin's Numidians goes to a space of Sicilia without a walled city and without Roman CUs")
	rcVolones        = newRC("43", "the Volones need Carthaginian control of 3 or more Italian provinces and no Carthaginian CU in Latium")
	rcVolonesSpot    = newRC("43", "the 4 CUs go to Latium (inside the walls only while there is room)")
	rcAuxiliaries    = newRC("44-48", "Allied Auxiliaries needs Roman control of the province the card names and a Roman general in Italy who can take the CUs")
)

// --- 10 Macedonian Reinforcements ---
//
// The frame keeps the chosen space in x and 1 in d once it is chosen.

func (g *Game) macedonianRC(f *frame, x SpaceID, inside bool) rc {
	if !g.spaceOK(x) || (f != nil && f.d != 0 && x != f.x) {
		return rcMacedonianSpot
	}
	c := g.d.Board.CountryOf(x)
	if !g.d.Board.Spaces[x].Port || g.s.ctl[x] != Carthage || (c != data.Africa && c != data.Italy) {
		return rcMacedonianSpot
	}
	if g.eventSpotRC(Carthage, x, inside) != 0 {
		return rcMacedonianSpot
	}
	return 0
}

// --- 11 Balearic Slingers ---

func (g *Game) balearicRC(side Side, x SpaceID, inside bool) rc {
	if !g.spaceOK(x) || !g.d.Board.Spaces[x].Port || g.s.ctl[x] != side || g.all(side.Other(), x) > 0 {
		return rcBalearicSpot
	}
	if g.eventSpotRC(side, x, inside) != 0 {
		return rcBalearicSpot
	}
	return 0
}

// --- 12 African Reinforcements ---

func (g *Game) africanRC(x SpaceID, inside bool) rc {
	if !g.spaceOK(x) || x != g.f.carthage || g.s.ctl[x] != Carthage || g.besieged(x) {
		return rcAfricanSpot
	}
	if g.eventSpotRC(Carthage, x, inside) != 0 {
		return rcAfricanSpot
	}
	return 0
}

func anySpot(g *Game, ok func(x SpaceID, inside bool) bool) bool {
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		if ok(x, false) || (g.isCity(x) && ok(x, true)) {
			return true
		}
	}
	return false
}

// --- 13-16, 44-48: CUs with a general ---

// joinRoom returns how many of n CUs may join general id where he stands: none
// inside a besieged walled city (6.3), no more than the walls hold, and none
// outside walls where enemy CUs stand.
func (g *Game) joinRoom(id GeneralID, n int) int {
	x, on := g.where(id)
	if !on {
		return 0
	}
	side := g.sideOf(id)
	if g.inside(id) {
		if g.besieged(x) {
			return 0
		}
		if r := g.roomInside(x); r < n {
			return r
		}
		return n
	}
	if g.out(side.Other(), x) > 0 {
		return 0
	}
	return n
}

// recruitsRC says whether general id may receive the CUs of a recruit or
// auxiliaries card: one of side's generals on the map, where where allows, with
// room for at least one CU.
func (g *Game) recruitsRC(side Side, id GeneralID, where func(x SpaceID) bool, why rc) rc {
	if !g.genOK(id) || g.sideOf(id) != side {
		return why
	}
	x, on := g.where(id)
	if !on || !where(x) || g.joinRoom(id, 2) == 0 {
		return why
	}
	return 0
}

// joinCUs puts up to 2 new CUs with general id (cards 13-16, 44-48).
func (g *Game) joinCUs(rule string, id GeneralID) {
	x, _ := g.where(id)
	side := g.sideOf(id)
	inside := g.inside(id)
	n := g.joinRoom(id, 2)
	g.eventCreateCUs(side, x, n, 0, inside)
	if g.logging() {
		g.logf(rule, "%s places %s with %s %s", side, cus(n), g.genName(id), g.whereText(x, inside))
		if n < 2 {
			g.logf(rule, "Only %s could be placed: the walls have no more room", cus(n))
		}
	}
}

// recruits is an event putting 2 CUs with one general standing where where
// allows; cond, if set, is the card's further condition, why its refusal.
func recruits(where func(g *Game, side Side, card int, x SpaceID) bool, cond func(g *Game, side Side, card int) bool, why rc) *eventDef {
	return (&picker{
		kind:  KGeneral,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachGeneral,
		rc: func(g *Game, f *frame, a Action) rc {
			return g.recruitsRC(f.side, GeneralID(a.A()), func(x SpaceID) bool { return where(g, f.side, int(f.a), x) }, why)
		},
		pick: func(g *Game, f *frame, a Action) { g.joinCUs(itoa(int(f.a)), GeneralID(a.A())) },
		ask: func(g *Game, f *frame) string {
			return "choose the general who receives 2 CUs"
		},
	}).def(func(g *Game, side Side, n int) rc {
		if cond != nil && !cond(g, side, n) {
			return why
		}
		for i := range g.d.Generals {
			if g.recruitsRC(side, GeneralID(i), func(x SpaceID) bool { return where(g, side, n, x) }, why) == 0 {
				return 0
			}
		}
		return why
	})
}

// inProvinces returns a test that a space lies in one of the provinces named.
func inProvinces(keys ...provKey) func(g *Game, side Side, card int, x SpaceID) bool {
	return func(g *Game, side Side, card int, x SpaceID) bool {
		for _, k := range keys {
			if g.inProvince(x, k) {
				return true
			}
		}
		return false
	}
}

// auxiliaryProvince names the province each Allied Auxiliaries card needs (cards
// 44-48).
var auxiliaryProvince = map[int]provKey{44: pkApulia, 45: pkEtruria, 46: pkSamnium, 47: pkLucania, 48: pkCampania}

// --- 22 Mutin's Numidians ---

func (g *Game) mutinRC(x SpaceID) rc {
	if !g.spaceOK(x) || !g.inProvince(x, pkSicilia) || g.isCity(x) || g.isTribe(x) || g.all(Rome, x) > 0 {
		return rcMutin
	}
	return 0
}

// --- 43 The Volones ---

func (g *Game) volonesCond() rc {
	p, ok := g.provinceKey(pkLatium)
	if !ok || g.italianProvinces(Carthage) < 3 {
		return rcVolones
	}
	for _, x := range g.d.Board.Provinces[p].Spaces {
		if g.all(Carthage, x) > 0 {
			return rcVolones
		}
	}
	return 0
}

func (g *Game) volonesRC(x SpaceID, inside bool) rc {
	if !g.spaceOK(x) || !g.inProvince(x, pkLatium) {
		return rcVolonesSpot
	}
	if g.eventSpotRC(Rome, x, inside) != 0 {
		return rcVolonesSpot
	}
	return 0
}

// placeOneCU is the pick of the events placing single CUs with "place X".
func (g *Game) placeOneCU(rule string, side Side, a Action, e int) {
	x, inside := SpaceID(a.A()), a.B() == 1
	g.eventCreateCUs(side, x, 1, e, inside)
	if g.logging() {
		what := "a CU"
		if e > 0 {
			what = "an elephant CU"
		}
		g.logf(rule, "%s places %s %s", side, what, g.whereText(x, inside))
	}
}

func init() {
	// 10 Macedonian Reinforcements: 2 CUs in one Carthaginian port of Africa or Italy.
	register("macedonian-reinforcements", (&picker{
		kind:  KPlaceCU,
		count: func(g *Game, f *frame) int { return 2 },
		each:  eachSpot,
		rc:    func(g *Game, f *frame, a Action) rc { return g.macedonianRC(f, SpaceID(a.A()), a.B() == 1) },
		pick: func(g *Game, f *frame, a Action) {
			f.x, f.d = SpaceID(a.A()), 1
			g.placeOneCU("10", Carthage, a, 0)
		},
		done: func(g *Game, f *frame) { g.logShort(f, "10", "CUs", 2) },
		ask: func(g *Game, f *frame) string {
			if f.d == 0 {
				return "place 2 CUs in one Carthaginian port of Africa or Italy (2 left)"
			}
			return "place the second CU in " + g.spaceName(f.x)
		},
		name: "reinforce",
	}).def(func(g *Game, side Side, n int) rc {
		if g.s.effects&effMacedonia == 0 {
			return rcMacedonian
		}
		if !anySpot(g, func(x SpaceID, in bool) bool { return g.macedonianRC(nil, x, in) == 0 }) {
			return rcMacedonian
		}
		return 0
	}))

	// 11 Balearic Slingers: 1 CU in a port with a friendly PC and no enemy CU.
	register("balearic-slingers", (&picker{
		kind:  KPlaceCU,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachSpot,
		rc:    func(g *Game, f *frame, a Action) rc { return g.balearicRC(f.side, SpaceID(a.A()), a.B() == 1) },
		pick:  func(g *Game, f *frame, a Action) { g.placeOneCU("11", f.side, a, 0) },
		ask:   func(g *Game, f *frame) string { return "place 1 CU in a port with your PC and no enemy CU" },
		name:  "reinforce",
	}).def(func(g *Game, side Side, n int) rc {
		p, ok := g.provinceKey(pkBalearicIslands)
		if !ok || !g.controlsProvince(side, p) {
			return rcBalearic
		}
		if !anySpot(g, func(x SpaceID, in bool) bool { return g.balearicRC(side, x, in) == 0 }) {
			return rcBalearic
		}
		return 0
	}))

	// 12 African Reinforcements: 2 elephant CUs in Carthage, ordinary CUs for those
	// beyond the 4 elephant CUs of the game.
	register("african-reinforcements", (&picker{
		kind:  KPlaceCU,
		count: func(g *Game, f *frame) int { return 2 },
		each:  eachSpot,
		rc:    func(g *Game, f *frame, a Action) rc { return g.africanRC(SpaceID(a.A()), a.B() == 1) },
		pick: func(g *Game, f *frame, a Action) {
			if g.first() {
				g.africanPick1e(f, a)
				return
			}
			e := 0
			if g.elephantsOnMap() < g.d.Tables.ElephantCUs {
				e = 1
			} else if g.logging() {
				g.logf("12", "All %d elephant CUs are in play: an ordinary CU comes instead", g.d.Tables.ElephantCUs)
			}
			g.placeOneCU("12", Carthage, a, e)
		},
		done: func(g *Game, f *frame) { g.logShort(f, "12", "CUs", 2) },
		ask: func(g *Game, f *frame) string {
			return "place a CU of African Reinforcements in Carthage, inside or outside the walls (" + itoa(int(f.b)) + " left)"
		},
		name: "reinforce",
	}).def(func(g *Game, side Side, n int) rc {
		if !anySpot(g, func(x SpaceID, in bool) bool { return g.africanRC(x, in) == 0 }) {
			return rcAfrican
		}
		return 0
	}))

	register("bruttium-recruits", recruits(inProvinces(pkLucania), nil, newRC("13", "Bruttium Recruits joins a Carthaginian general in Lucania (not inside a besieged walled city, nor walls without room)")))
	register("ligurian-recruits", recruits(inProvinces(pkLiguria, pkGalliaCisalpinia, pkEtruria), nil, newRC("14", "Ligurian Recruits joins a Carthaginian general in Liguria, Gallia Cisalpinia or Etruria (not inside a besieged walled city, nor walls without room)")))
	register("iberian-recruits", recruits(func(g *Game, side Side, card int, x SpaceID) bool {
		return g.d.Board.CountryOf(x) == data.Spain && g.controlsProvince(side, g.d.Board.Spaces[x].Province)
	}, nil, newRC("15", "Iberian Recruits joins one of your generals in a Spanish province you control (not inside a besieged walled city, nor walls without room)")))
	register("gallic-recruits", recruits(inProvinces(pkGalliaTransalpinia, pkGalliaCisalpinia), nil, newRC("16", "Gallic Recruits joins a Carthaginian general in Gallia Transalpinia or Gallia Cisalpinia (not inside a besieged walled city, nor walls without room)")))

	// 44-48 Allied Auxiliaries: with Roman control of the card's province, 2 CUs
	// with a Roman general in Italy.
	register("allied-auxiliaries", recruits(func(g *Game, side Side, card int, x SpaceID) bool {
		return g.d.Board.CountryOf(x) == data.Italy
	}, func(g *Game, side Side, card int) bool {
		p, ok := g.provinceKey(auxiliaryProvince[card])
		return ok && g.controlsProvince(Rome, p)
	}, rcAuxiliaries))

	// 22 Mutin's Numidians: 1 CU and a Carthaginian PC in a Sicilian space without
	// a walled city or Roman CUs.
	register("mutins-numidians", (&picker{
		kind:  KSpace,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachSpace(KSpace),
		rc:    func(g *Game, f *frame, a Action) rc { return g.mutinRC(SpaceID(a.A())) },
		pick: func(g *Game, f *frame, a Action) {
			x := SpaceID(a.A())
			g.eventCreateCUs(Carthage, x, 1, 0, false)
			if g.logging() {
				g.logf("22", "Carthage places a CU in %s", g.spaceName(x))
			}
			if g.s.ctl[x] != Carthage {
				g.eventPC("22", Carthage, x)
			}
		},
		ask: func(g *Game, f *frame) string {
			return "choose a space of Sicilia without a walled city or Roman CUs for a CU and a PC"
		},
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Board.Spaces {
			if g.mutinRC(SpaceID(i)) == 0 {
				return 0
			}
		}
		return rcMutin
	}))

	// 43 The Volones: 4 Roman CUs in Latium.
	register("volones", (&picker{
		kind:  KPlaceCU,
		count: func(g *Game, f *frame) int { return 4 },
		each:  eachSpot,
		rc:    func(g *Game, f *frame, a Action) rc { return g.volonesRC(SpaceID(a.A()), a.B() == 1) },
		pick:  func(g *Game, f *frame, a Action) { g.placeOneCU("43", Rome, a, 0) },
		done:  func(g *Game, f *frame) { g.logShort(f, "43", "CUs", 4) },
		ask: func(g *Game, f *frame) string {
			return "place a CU of the Volones in Latium (" + itoa(int(f.b)) + " left)"
		},
		name: "reinforce",
	}).def(func(g *Game, side Side, n int) rc {
		if r := g.volonesCond(); r != 0 {
			return r
		}
		if !anySpot(g, func(x SpaceID, in bool) bool { return g.volonesRC(x, in) == 0 }) {
			return rcVolones
		}
		return 0
	}))
}
