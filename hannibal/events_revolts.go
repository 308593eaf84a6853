package hannibal

import "punic/hannibal/data"

// Revolts and changes of allegiance: cards 1-4 (revolts), 23 (Numidian Ally), 24
// (Sophonisba), 25 (Capua), 26 (Syracuse) and 56 (Grain Shortage).
//
// A revolt takes away the opponent's PCs in a province where none of his CUs
// stand. Walled cities and tribes are not PCs that an event can take away (20.1:
// only a siege, or an event that names the city, converts a walled city; only
// subjugation removes a tribe).

var (
	rcRevolt1     = newRC("1", "Corsica and Sardinia Revolt needs the opponent to control Corsica/Sardinia")
	rcRevolt2     = newRC("2", "Sicilia Revolts needs the opponent to control Sicilia")
	rcRevolt4     = newRC("4", "Celtiberia Revolts needs the opponent to control Celtiberia")
	rcRevoltEmpty = newRC("8.3", "the revolt would take away nothing: every opponent PC there stands with his CUs")
	rcRevolt3     = newRC("3", "Numidia Revolts takes away opponent PCs without his CUs in Western or Eastern Numidia: there are none")
	rcRevolt3Prov = newRC("3", "choose Western or Eastern Numidia, where an opponent PC stands without his CUs")
	rcNumAlly     = newRC("23", "Numidian Ally places Roman PCs in Eastern Numidia, in spaces without Carthaginian CUs (not on a walled city or tribe)")
	rcSophonisba  = newRC("24", "Sophonisba places Carthaginian PCs in one Numidian province, in spaces without Roman CUs (not on a walled city or tribe)")
	rcCapua       = newRC("25", "Capua sides with Carthage only while Carthage controls 3 or more Italian provinces and Rome holds Capua")
	rcSyracuse    = newRC("26", "Syracuse can only ally with Carthage while Rome holds it")
	rcGrain       = newRC("56", "Grain Shortage needs Carthaginian control of Sicilia")
	rcGrainNone   = newRC("56", "Grain Shortage removes Roman PCs that are neither walled cities nor tribes: Rome has none")
	rcGrainPick   = newRC("56", "choose a Roman PC that is neither a walled city nor a tribe")
)

// revoltTarget reports whether the revolt takes side's opponent's PC in x: an
// opponent PC, not a walled city or tribe, in a space without opponent CUs.
func (g *Game) revoltTarget(side Side, x SpaceID) bool {
	opp := side.Other()
	return g.s.ctl[x] == opp && !g.isMarker(x) && g.all(opp, x) == 0
}

// revoltTargets counts the PCs a revolt would take in a province.
func (g *Game) revoltTargets(side Side, p data.ProvinceID) int {
	n := 0
	for _, x := range g.d.Board.Provinces[p].Spaces {
		if g.revoltTarget(side, x) {
			n++
		}
	}
	return n
}

// revolt takes the opponent's PCs in province p (cards 1-4).
func (g *Game) revolt(rule string, side Side, p data.ProvinceID) {
	opp := side.Other()
	n := 0
	for _, x := range g.d.Board.Provinces[p].Spaces {
		if g.revoltTarget(side, x) {
			g.s.ctl[x] = NoSide
			n++
			if g.logging() {
				g.logf(rule, "%s's PC in %s is removed", opp, g.spaceName(x))
			}
		}
	}
	if g.logging() {
		kept := 0
		for _, x := range g.d.Board.Provinces[p].Spaces {
			if g.s.ctl[x] == opp {
				kept++
			}
		}
		g.logf(rule, "%s revolts: %s loses %s there and keeps %d (walled cities, tribes and spaces with its CUs)", g.d.Board.Provinces[p].Name, opp, plural(n, "PC", "PCs"), kept)
	}
}

// controlRevolt is a revolt in a named province that the opponent must control
// (cards 1, 2, 4).
func controlRevolt(rule string, province provKey, noControl rc) *eventDef {
	return &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			p, ok := g.provinceKey(province)
			if !ok || !g.controlsProvince(side.Other(), p) {
				return noControl
			}
			if g.revoltTargets(side, p) == 0 {
				return rcRevoltEmpty
			}
			return 0
		},
		play: func(g *Game, side Side, n int) {
			p, _ := g.provinceKey(province)
			g.revolt(rule, side, p)
		},
	}
}

var numidias = [2]provKey{pkWesternNumidia, pkEasternNumidia}

// numidiaRC says whether card 3 may revolt province p.
func (g *Game) numidiaRC(side Side, p data.ProvinceID) rc {
	for _, k := range numidias {
		if q, ok := g.provinceKey(k); ok && q == p {
			if g.revoltTargets(side, p) > 0 {
				return 0
			}
		}
	}
	return rcRevolt3Prov
}

// Card 24's frame keeps the chosen province in d (its id + 1, 0 before the first
// PC).
func (g *Game) sophonisbaRC(f *frame, x SpaceID) rc {
	if !g.spaceOK(x) {
		return rcSophonisba
	}
	p := g.d.Board.Spaces[x].Province
	inNumidia := false
	for _, k := range numidias {
		if q, ok := g.provinceKey(k); ok && q == p {
			inNumidia = true
		}
	}
	if !inNumidia || (f.d != 0 && data.ProvinceID(f.d-1) != p) {
		return rcSophonisba
	}
	if g.isMarker(x) || g.s.ctl[x] == Carthage || g.all(Rome, x) > 0 {
		return rcSophonisba
	}
	return 0
}

// numidianAllyRC says whether card 23 may put a Roman PC in x.
func (g *Game) numidianAllyRC(x SpaceID) rc {
	if !g.spaceOK(x) || !g.inProvince(x, pkEasternNumidia) {
		return rcNumAlly
	}
	if g.isMarker(x) || g.s.ctl[x] == Rome || g.all(Carthage, x) > 0 {
		return rcNumAlly
	}
	return 0
}

// grainRC says whether card 56 may remove the PC in x.
func (g *Game) grainRC(x SpaceID) rc {
	if !g.spaceOK(x) || g.s.ctl[x] != Rome || g.isMarker(x) {
		return rcGrainPick
	}
	return 0
}

// eventPC places (or flips) side's PC in x for an event and logs it.
func (g *Game) eventPC(rule string, side Side, x SpaceID) {
	flip := g.s.ctl[x] != NoSide
	g.placePC(side, x)
	if g.logging() {
		if flip {
			g.logf(rule, "%s flips the PC in %s", side, g.spaceName(x))
		} else {
			g.logf(rule, "%s places a PC in %s", side, g.spaceName(x))
		}
	}
}

// logShort notes that an event could do only part of what it allows.
func (g *Game) logShort(f *frame, rule, what string, want int) {
	if g.logging() && !stopped(f) && f.b > 0 {
		g.logf(rule, "Only %d of the %d %s could be done: no legal choice is left", int(f.c), want, what)
	}
}

// takeCity gives Carthage a walled city held by Rome (cards 25, 26): the Roman CUs
// inside are eliminated, Roman generals inside are displaced (10.10) and the
// Carthaginian siege points there lapse.
func (g *Game) takeCity(rule string, x SpaceID) {
	s := &g.s
	n, e := int(s.cuIn[x]), int(s.eleIn[x])
	if n > 0 {
		g.destroyCUs(Rome, x, n, e, true, lostEvent)
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if s.gloc[id] == uint8(x) && g.sideOf(id) == Rome && g.inside(id) {
			g.displace(id, "his walled city went over to Carthage")
		}
	}
	s.siege[x] = 0
	s.siegeCarthage.del(x)
	s.ctl[x] = Carthage
	if g.logging() {
		g.logf(rule, "%s goes over to Carthage; %s inside eliminated", g.spaceName(x), cus(n))
	}
	g.checkSuddenDeath()
}

func init() {
	register("revolt-corsica-sardinia", controlRevolt("1", pkCorsicaSardinia, rcRevolt1))
	register("revolt-sicilia", controlRevolt("2", pkSicilia, rcRevolt2))
	register("revolt-celtiberia", controlRevolt("4", pkCeltiberia, rcRevolt4))

	// 3 Numidia Revolts: choose Western or Eastern Numidia, no control needed.
	register("revolt-numidia", (&picker{
		kind:  KProvince,
		count: func(g *Game, f *frame) int { return 1 },
		each: func(g *Game, f *frame, fn func(a Action)) {
			for _, k := range numidias {
				if p, ok := g.provinceKey(k); ok {
					fn(act(KProvince, uint8(p), 0, 0))
				}
			}
		},
		rc: func(g *Game, f *frame, a Action) rc {
			if int(a.A()) >= len(g.d.Board.Provinces) {
				return rcRevolt3Prov
			}
			return g.numidiaRC(f.side, data.ProvinceID(a.A()))
		},
		pick: func(g *Game, f *frame, a Action) { g.revolt("3", f.side, data.ProvinceID(a.A())) },
		ask:  func(g *Game, f *frame) string { return "choose the Numidian province that revolts" },
	}).def(func(g *Game, side Side, n int) rc {
		for _, k := range numidias {
			if p, ok := g.provinceKey(k); ok && g.revoltTargets(side, p) > 0 {
				return 0
			}
		}
		return rcRevolt3
	}))

	// 23 Numidian Ally: up to 3 Roman PCs in Eastern Numidia.
	register("numidian-ally", (&picker{
		kind:  KPlacePC,
		count: func(g *Game, f *frame) int { return 3 },
		each:  eachSpace(KPlacePC),
		rc:    func(g *Game, f *frame, a Action) rc { return g.numidianAllyRC(SpaceID(a.A())) },
		pick:  func(g *Game, f *frame, a Action) { g.eventPC("23", Rome, SpaceID(a.A())) },
		stop:  true,
		done:  func(g *Game, f *frame) { g.logShort(f, "23", "PC placements", 3) },
		ask: func(g *Game, f *frame) string {
			return "place or flip a Roman PC in Eastern Numidia, where no Carthaginian CU stands (" + itoa(int(f.b)) + " left)"
		},
		name: "place-pc",
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Board.Spaces {
			if g.numidianAllyRC(SpaceID(i)) == 0 {
				return 0
			}
		}
		return rcNumAlly
	}))

	// 24 Sophonisba: up to 3 Carthaginian PCs in Western or Eastern Numidia; the
	// first PC fixes the province.
	register("sophonisba", (&picker{
		kind:  KPlacePC,
		count: func(g *Game, f *frame) int { return 3 },
		each:  eachSpace(KPlacePC),
		rc:    func(g *Game, f *frame, a Action) rc { return g.sophonisbaRC(f, SpaceID(a.A())) },
		pick: func(g *Game, f *frame, a Action) {
			x := SpaceID(a.A())
			if f.d == 0 {
				f.d = uint8(g.d.Board.Spaces[x].Province) + 1
			}
			g.eventPC("24", Carthage, x)
		},
		stop: true,
		done: func(g *Game, f *frame) { g.logShort(f, "24", "PC placements", 3) },
		ask: func(g *Game, f *frame) string {
			if f.d == 0 {
				return "place or flip a Carthaginian PC in Western or Eastern Numidia, where no Roman CU stands; the first PC chooses the province (3 left)"
			}
			return "place or flip a Carthaginian PC in " + g.d.Board.Provinces[f.d-1].Name + " (" + itoa(int(f.b)) + " left)"
		},
		name: "place-pc",
	}).def(func(g *Game, side Side, n int) rc {
		f := frame{}
		for i := range g.d.Board.Spaces {
			if g.sophonisbaRC(&f, SpaceID(i)) == 0 {
				return 0
			}
		}
		return rcSophonisba
	}))

	// 25 Capua Sides with Carthage (REMOVE IF PLAYED: playEvent removes it).
	register("capua-sides-with-carthage", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			x := g.spaceKeyed("capua")
			if x == noSpace || !g.isCity(x) || g.s.ctl[x] != Rome || g.italianProvinces(Carthage) < g.capuaNeeds() {
				return rcCapua
			}
			return 0
		},
		play: func(g *Game, side Side, n int) { g.takeCity("25", g.spaceKeyed("capua")) },
	})

	// 26 Syracuse Allies with Carthage (REMOVE IF PLAYED). The naval modifier
	// follows control of Syracuse (naval.go).
	register("syracuse-allies", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			x := g.f.syracuse
			if !g.isCity(x) || g.s.ctl[x] != Rome {
				return rcSyracuse
			}
			return 0
		},
		play: func(g *Game, side Side, n int) { g.takeCity("26", g.f.syracuse) },
	})

	// 56 Grain Shortage: remove any 3 Roman PCs (not walled cities or tribes).
	register("grain-shortage", (&picker{
		kind:  KRemovePC,
		count: func(g *Game, f *frame) int { return 3 },
		each:  eachSpace(KRemovePC),
		rc:    func(g *Game, f *frame, a Action) rc { return g.grainRC(SpaceID(a.A())) },
		pick: func(g *Game, f *frame, a Action) {
			x := SpaceID(a.A())
			g.s.ctl[x] = NoSide
			if g.logging() {
				g.logf("56", "Rome's PC in %s is removed", g.spaceName(x))
			}
		},
		done: func(g *Game, f *frame) { g.logShort(f, "56", "PC removals", 3) },
		ask: func(g *Game, f *frame) string {
			return "remove a Roman PC that is neither a walled city nor a tribe (" + itoa(int(f.b)) + " left)"
		},
	}).def(func(g *Game, side Side, n int) rc {
		p, ok := g.provinceKey(pkSicilia)
		if !ok || !g.controlsProvince(Carthage, p) {
			return rcGrain
		}
		if g.removablePCs(Rome) == 0 {
			return rcGrainNone
		}
		return 0
	}))
}
