package hannibal

import "punic/hannibal/data"

// The Reinforcement Phase (5.1, 6.1-6.3, 6.7).

// procReinforce steps.
const (
	rfCarthage uint8 = iota // f.a: which of the four Carthaginian CUs (6.1)
	rfDisplaced
	rfRome // f.a: Roman CUs placed so far; f.b: of them outside Italy
	rfArrivals
	rfElect
	rfDone
)

var (
	rcPlaceCU      = newRC("6.1", "a reinforcement may not be placed there")
	rcPlaceBesiege = newRC("6.3", "reinforcements may not be placed inside a besieged walled city")
	rcPlaceRome    = newRC("6.2", "a Roman reinforcement goes to Rome or with a Roman general, never inside a besieged walled city")
	rcPlaceItaly   = newRC("6.2", "at least three of the five Roman CUs must be placed in Italy")
	rcPlaceStack   = newRC("6.2", "Rome has no stack of five CUs: the reinforcements must build one")
	rcReturnGen    = newRC("6.1", "a displaced general returns to a space with Carthaginian CUs not under siege")
	rcArrival      = newRC("6.7", "Scipio Africanus arrives in an Italian space, or a Spanish port, with a Roman PC and no enemy CUs, outside any walls")
)

// placeSpotRC says whether a reinforcement CU of side may go to x, inside the walls
// or not.
func (g *Game) placeSpotRC(side Side, x SpaceID, inside bool) rc {
	if int(x) >= len(g.d.Board.Spaces) {
		return rcPlaceCU
	}
	if inside {
		if !g.isCity(x) || g.s.ctl[x] != side {
			return rcPlaceCU
		}
		if g.besieged(x) {
			return rcPlaceBesiege
		}
		if g.roomInside(x) < 1 {
			return rcPlaceCU
		}
		return 0
	}
	if g.out(side.Other(), x) > 0 {
		return rcPlaceCU
	}
	return 0
}

// generalHere reports whether one of side's generals stands in x on the given side
// of the walls, optionally only in a country.
func (g *Game) generalHere(side Side, x SpaceID, inside bool, country data.Country) bool {
	if country != data.NoCountry && g.d.Board.CountryOf(x) != country {
		return false
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.sideOf(id) == side && g.s.gloc[id] == uint8(x) && g.inside(id) == inside {
			return true
		}
	}
	return false
}

// carthageSpotRC says whether the k-th Carthaginian reinforcement (6.1) may go to
// x, inside the walls or not.
func (g *Game) carthageSpotRC(k int, x SpaceID, inside bool) rc {
	s := &g.s
	if r := g.placeSpotRC(Carthage, x, inside); r != 0 {
		return r
	}
	named := func(city SpaceID) bool { return x == city && s.ctl[city] == Carthage }
	switch k {
	case 0:
		if named(g.f.carthage) || g.generalHere(Carthage, x, inside, data.Africa) {
			return 0
		}
	case 1, 2:
		if k == 1 && s.ctl[g.f.newCarthage] != Carthage {
			return rcPlaceCU
		}
		if k == 2 && !g.controlsProvince(Carthage, g.f.baetica) {
			return rcPlaceCU
		}
		if named(g.f.newCarthage) || g.generalHere(Carthage, x, inside, data.Spain) {
			return 0
		}
	case 3:
		if g.first() { // 1e 6.1 / D9: only with a general
			if g.generalHere(Carthage, x, inside, data.NoCountry) {
				return 0
			}
			return rcPlaceCU1e
		}
		if named(g.f.carthage) || named(g.f.newCarthage) || g.generalHere(Carthage, x, inside, data.NoCountry) {
			return 0
		}
	}
	return rcPlaceCU
}

// romeStack memoizes, for one list of legal spots, the board-wide facts of the
// five-CU stack rule (6.2): whether Rome has a stack of five and whether some
// spot could still grow to five.
type romeStack struct {
	known, has5, anySpot bool
}

// romeSpotRC says whether the next Roman reinforcement (6.2) may go to x.
func (g *Game) romeSpotRC(f *frame, x SpaceID, inside bool) rc {
	var st romeStack
	return g.romeSpotRCWith(f, x, inside, &st)
}

// romeSpotRCWith is romeSpotRC sharing st between the spots of one list.
func (g *Game) romeSpotRCWith(f *frame, x SpaceID, inside bool, st *romeStack) rc {
	if r := g.placeSpotRC(Rome, x, inside); r != 0 {
		if r == rcPlaceCU {
			return rcPlaceRome
		}
		return r
	}
	if !((x == g.f.rome && g.s.ctl[x] == Rome) || g.generalHere(Rome, x, inside, data.NoCountry)) {
		return rcPlaceRome
	}
	if g.d.Board.CountryOf(x) != data.Italy && f.b >= 2 {
		return rcPlaceItaly
	}
	left := 5 - int(f.a)
	if g.all(Rome, x)+g.romeReach(f, x, left) < 5 {
		if !st.known {
			st.known = true
			st.has5 = g.romeHasStack5()
			st.anySpot = !st.has5 && g.anyRomeStackSpot(f, left)
		}
		if !st.has5 && st.anySpot {
			return rcPlaceStack
		}
	}
	return 0
}

// romeReach returns how many of the left Roman reinforcements could still go to
// x: all of them in Italy, outside Italy only up to the two that may go there in
// all (6.2).
func (g *Game) romeReach(f *frame, x SpaceID, left int) int {
	if g.d.Board.CountryOf(x) == data.Italy {
		return left
	}
	return min(left, max(2-int(f.b), 0))
}

// romeHasStack5 reports whether Rome has a stack of five or more CUs (6.2).
func (g *Game) romeHasStack5() bool {
	for i := range g.d.Board.Spaces {
		if g.all(Rome, SpaceID(i)) >= 5 {
			return true
		}
	}
	return false
}

// anyRomeStackSpot reports whether some legal spot could still grow to five CUs.
func (g *Game) anyRomeStackSpot(f *frame, left int) bool {
	cand := g.reinforceCandidates(Rome)
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		if !cand.has(x) || g.all(Rome, x)+g.romeReach(f, x, left) < 5 {
			continue
		}
		for in := 0; in < 2; in++ {
			if g.placeSpotRC(Rome, x, in == 1) != 0 {
				continue
			}
			if !((x == g.f.rome && g.s.ctl[x] == Rome) || g.generalHere(Rome, x, in == 1, data.NoCountry)) {
				continue
			}
			if g.d.Board.CountryOf(x) != data.Italy && f.b >= 2 {
				continue
			}
			return true
		}
	}
	return false
}

// reinforceSpots appends the legal spots of the next reinforcement to buf, or
// only the first one if first is set.
func (g *Game) reinforceSpots(f *frame, buf []Action, first bool) []Action {
	var cand spaceSet
	if f.step == rfCarthage {
		cand = g.reinforceCandidates(Carthage)
	} else {
		cand = g.reinforceCandidates(Rome)
	}
	var st romeStack
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		if !cand.has(x) {
			continue
		}
		for in := uint8(0); in < 2; in++ {
			var r rc
			if f.step == rfCarthage {
				r = g.carthageSpotRC(int(f.a), x, in == 1)
			} else {
				r = g.romeSpotRCWith(f, x, in == 1, &st)
			}
			if r == 0 {
				buf = append(buf, act(KPlaceCU, uint8(i), in, 0))
				if first {
					return buf
				}
			}
		}
	}
	return buf
}

// reinforceCandidates returns the spaces where side's reinforcements could ever go:
// its capitals named by 6.1-6.2 and the spaces of its generals.
func (g *Game) reinforceCandidates(side Side) spaceSet {
	var set spaceSet
	if side == Rome {
		set.add(g.f.rome)
	} else {
		set.add(g.f.carthage)
		set.add(g.f.newCarthage)
	}
	for i := range g.d.Generals {
		if g.d.Generals[i].Side == side && g.s.gloc[i] < locOff {
			set.add(SpaceID(g.s.gloc[i]))
		}
	}
	return set
}

// returnSpotRC says whether displaced general id may return to x (6.1).
func (g *Game) returnSpotRC(id GeneralID, x SpaceID) rc {
	if int(x) >= len(g.d.Board.Spaces) || int(id) >= len(g.d.Generals) || g.s.gloc[id] != locDisplaced {
		return rcReturnGen
	}
	if id == g.f.hanno && g.d.Board.CountryOf(x) != data.Africa {
		return rcMoveHanno // 24: Hanno may never leave Africa, nor come back outside it
	}
	if g.out(Carthage, x) > 0 && g.out(Rome, x) == 0 {
		return 0
	}
	if g.in(Carthage, x) > 0 && !g.besieged(x) {
		return 0
	}
	return rcReturnGen
}

// arrival returns the scenario's arrival for this turn, if any (6.7).
func (g *Game) arrival() (data.Arrival, bool) {
	sc := g.d.ScenarioAt(int(g.s.scenario))
	for _, a := range sc.Arrivals {
		if int(a.Turn) == int(g.s.turn) && g.s.gloc[a.General] == locOff {
			return a, true
		}
	}
	return data.Arrival{}, false
}

// arrivalRC says whether the arriving general may enter at x (6.7).
func (g *Game) arrivalRC(x SpaceID) rc {
	if int(x) >= len(g.d.Board.Spaces) || g.s.ctl[x] != Rome || g.all(Carthage, x) > 0 {
		return rcArrival
	}
	if g.first() { // 1e 6.4.4 / D10: a port of Italy or Spain
		if c := g.d.Board.CountryOf(x); g.d.Board.Spaces[x].Port && (c == data.Italy || c == data.Spain) {
			return 0
		}
		return rcArrival1e
	}
	switch g.d.Board.CountryOf(x) {
	case data.Italy:
		return 0
	case data.Spain:
		if g.d.Board.Spaces[x].Port {
			return 0
		}
	}
	return rcArrival
}

func (g *Game) stepReinforce(f *frame) status {
	s := &g.s
	for {
		switch f.step {
		case rfCarthage:
			if f.a >= 4 {
				f.step = rfDisplaced
				continue
			}
			var buf [1]Action
			if len(g.reinforceSpots(f, buf[:0], true)) > 0 {
				return wait(f, Carthage)
			}
			if g.logging() {
				g.logf("6.1", "Carthage cannot place its reinforcement %d", f.a+1)
			}
			f.a++
		case rfDisplaced:
			id := g.nextDisplaced(f)
			if id == data.NoGeneral {
				f.step = rfRome
				f.a, f.b = 0, 0
				continue
			}
			for i := range g.d.Board.Spaces {
				if g.returnSpotRC(id, SpaceID(i)) == 0 {
					return wait(f, Carthage)
				}
			}
			// Nowhere to go: he stays displaced and tries again at the next
			// Reinforcement Phase (docs/rulings.md, 6.1). f.c, f.d: those skipped.
			skip := genSet(f.c) | genSet(f.d)<<8
			skip.add(id)
			f.c, f.d = uint8(skip), uint8(skip>>8)
			if g.logging() {
				g.logf("6.1", "%s cannot return: no Carthaginian CUs outside a siege", g.genName(id))
			}
		case rfRome:
			if f.a >= 5 {
				f.step = rfArrivals
				continue
			}
			var buf [1]Action
			if len(g.reinforceSpots(f, buf[:0], true)) > 0 {
				return wait(f, Rome)
			}
			if g.logging() {
				g.logf("6.3", "Rome cannot place its reinforcement %d", f.a+1)
			}
			f.a++
		case rfArrivals:
			a, ok := g.arrival()
			if !ok {
				f.step = rfElect
				continue
			}
			for i := range g.d.Board.Spaces {
				if g.arrivalRC(SpaceID(i)) == 0 {
					return wait(f, Rome)
				}
			}
			s.gloc[a.General] = locDead
			if g.logging() {
				g.logf("6.7", "%s finds no space to land and never enters play", g.genName(a.General))
			}
			f.step = rfElect
		case rfElect:
			f.step = rfDone
			g.push(procElect, Rome)
			return stCall
		default:
			return stDone
		}
	}
}

// nextDisplaced returns a displaced Carthaginian general awaiting return, leaving
// out those that found nowhere to go in this phase.
func (g *Game) nextDisplaced(f *frame) GeneralID {
	skip := genSet(f.c) | genSet(f.d)<<8
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] == locDisplaced && g.sideOf(id) == Carthage && !skip.has(id) {
			return id
		}
	}
	return data.NoGeneral
}

func (g *Game) legalReinforce(f *frame, buf []Action) []Action {
	switch f.step {
	case rfCarthage:
		buf = g.reinforceSpots(f, buf, false)
		buf = append(buf, act(KPass, 0, 0, 0))
	case rfRome:
		buf = g.reinforceSpots(f, buf, false)
	case rfDisplaced:
		id := g.nextDisplaced(f)
		for i := range g.d.Board.Spaces {
			if g.returnSpotRC(id, SpaceID(i)) == 0 {
				buf = append(buf, act(KReturnGeneral, uint8(id), uint8(i), 0))
			}
		}
	case rfArrivals:
		a, _ := g.arrival()
		for i := range g.d.Board.Spaces {
			if g.arrivalRC(SpaceID(i)) == 0 {
				buf = append(buf, act(KReturnGeneral, uint8(a.General), uint8(i), 0))
			}
		}
	}
	return buf
}

func (g *Game) explainReinforce(f *frame, a Action) rc {
	switch a.Kind() {
	case KPlaceCU:
		if f.step == rfCarthage {
			return g.carthageSpotRC(int(f.a), SpaceID(a.A()), a.B() == 1)
		}
		return g.romeSpotRC(f, SpaceID(a.A()), a.B() == 1)
	case KReturnGeneral:
		if f.step == rfArrivals {
			return g.arrivalRC(SpaceID(a.B()))
		}
		return g.returnSpotRC(GeneralID(a.A()), SpaceID(a.B()))
	}
	return 0
}

func (g *Game) applyReinforce(f *frame, a Action) {
	s := &g.s
	switch a.Kind() {
	case KPass:
		f.a++
	case KPlaceCU:
		x, inside := SpaceID(a.A()), a.B() == 1
		side := Carthage
		if f.step == rfRome {
			side = Rome
			if g.d.Board.CountryOf(x) != data.Italy {
				f.b++
			}
		}
		g.createCUs(side, x, 1, 0, inside)
		if !inside {
			// 6.3: a lone enemy general there is displaced.
			g.displaceLoneGenerals(side.Other(), x)
		}
		if g.logging() {
			where := "in " + g.spaceName(x)
			if inside {
				where = "inside the walls of " + g.spaceName(x)
			}
			g.logf("6."+itoa(int(side.Other())+1), "%s places a reinforcement CU %s", side, where)
		}
		f.a++
	case KReturnGeneral:
		id, x := GeneralID(a.A()), SpaceID(a.B())
		if f.step == rfArrivals {
			arr, _ := g.arrival()
			g.placeGeneral(id, x, false)
			s.gflag[id] |= gProconsul
			g.createCUs(Rome, x, arr.CUs, 0, false)
			g.displaceLoneGenerals(Carthage, x)
			g.settleCommand(Rome, x, false, data.NoGeneral)
			if g.logging() {
				g.logf("6.7", "%s arrives in %s with %s", g.genName(id), g.spaceName(x), cus(arr.CUs))
			}
			f.step = rfElect
			return
		}
		inside := g.out(Carthage, x) == 0
		g.placeGeneral(id, x, inside)
		g.settleCommand(Carthage, x, inside, data.NoGeneral)
		if g.logging() {
			g.logf("6.1", "Displaced %s returns in %s", g.genName(id), g.spaceName(x))
		}
	}
}
