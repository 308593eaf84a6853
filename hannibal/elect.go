package hannibal

import "punic/hannibal/data"

// Electing consuls and proconsuls (6.4-6.6; 24 Fabius).

const (
	elProconsul uint8 = iota
	elDraw
	elPlace // f.a: consuls placed so far; f.c, f.d: the two drawn
	elDone
)

var rcConsulAt = newRC("6.5", "a consul must be placed in a space with at least five Roman CUs (Fabius: in Italy, 24)")
var rcProconsul = newRC("6.6", "the proconsul must be a Roman general on the map (not Scipio Africanus)")

// proconsulRC says whether id may be designated proconsul (6.4, 6.6).
func (g *Game) proconsulRC(id GeneralID) rc {
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != Rome || id == g.f.scipioAfricanus {
		return rcProconsul
	}
	if _, ok := g.where(id); !ok {
		return rcProconsul
	}
	return 0
}

func (g *Game) stepElect(f *frame) status {
	s := &g.s
	switch f.step {
	case elProconsul:
		for i := range g.d.Generals {
			if g.proconsulRC(GeneralID(i)) == 0 {
				return wait(f, Rome)
			}
		}
		f.step = elDraw
		return stNext
	case elDraw:
		// 6.4 step 3: two consuls drawn at random from the cup.
		var pool [data.MaxGenerals]GeneralID
		n := 0
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.d.Generals[id].ConsulPool && s.gloc[id] == locOff {
				pool[n] = id
				n++
			}
		}
		f.c, f.d = uint8(data.NoGeneral), uint8(data.NoGeneral)
		for k := 0; k < 2 && n > 0; k++ {
			j := g.pickGeneral(pool[:n])
			id := pool[j]
			pool[j] = pool[n-1]
			n--
			if k == 0 {
				f.c = uint8(id)
			} else {
				f.d = uint8(id)
			}
			if g.logging() {
				g.logf("6.4", "%s is elected consul", g.genName(id))
			}
		}
		f.a = 0
		f.step = elPlace
		return stNext
	case elPlace:
		id := g.consulToPlace(f)
		if id == data.NoGeneral {
			f.step = elDone
			return stDone
		}
		return wait(f, Rome)
	}
	return stDone
}

func (g *Game) consulToPlace(f *frame) GeneralID {
	switch f.a {
	case 0:
		return GeneralID(f.c)
	case 1:
		return GeneralID(f.d)
	}
	return data.NoGeneral
}

// consulSpots calls fn with each legal space for consul id (6.5, 24 Fabius).
func (g *Game) consulSpots(id GeneralID, fn func(x SpaceID)) {
	b := g.d.Board
	fabius := g.d.Generals[id].Ability == abilityFabius
	found := false
	try := func(ok func(x SpaceID) bool) {
		if found {
			return
		}
		for i := range b.Spaces {
			if ok(SpaceID(i)) {
				found = true
				fn(SpaceID(i))
			}
		}
	}
	stack := func(x SpaceID) bool {
		if g.all(Rome, x) < 5 {
			return false
		}
		if fabius && b.CountryOf(x) != data.Italy {
			return false
		}
		// 6.5: inside a besieged Rome only if nothing else is legal.
		return !(g.besieged(x) && g.out(Rome, x) == 0)
	}
	try(stack)
	if fabius {
		try(func(x SpaceID) bool { return b.CountryOf(x) == data.Italy && g.all(Rome, x) > 0 })
		try(func(x SpaceID) bool { return x == g.f.rome })
		return
	}
	try(func(x SpaceID) bool { return g.all(Rome, x) >= 5 })
	// No stack of five anywhere (the rules are silent): with any Roman CUs, else in
	// Rome (docs/rulings.md, 6.5).
	try(func(x SpaceID) bool { return g.all(Rome, x) > 0 })
	try(func(x SpaceID) bool { return x == g.f.rome })
}

func (g *Game) consulAtRC(f *frame, id GeneralID, x SpaceID) rc {
	if id != g.consulToPlace(f) {
		return rcConsulAt
	}
	ok := false
	g.consulSpots(id, func(y SpaceID) { ok = ok || y == x })
	if !ok {
		return rcConsulAt
	}
	return 0
}

func (g *Game) legalElect(f *frame, buf []Action) []Action {
	switch f.step {
	case elProconsul:
		for i := range g.d.Generals {
			if g.proconsulRC(GeneralID(i)) == 0 {
				buf = append(buf, act(KProconsul, uint8(i), 0, 0))
			}
		}
		buf = append(buf, act(KPass, 0, 0, 0))
	case elPlace:
		id := g.consulToPlace(f)
		g.consulSpots(id, func(x SpaceID) {
			buf = append(buf, act(KConsulAt, uint8(id), uint8(x), 0))
		})
	}
	return buf
}

func (g *Game) explainElect(f *frame, a Action) rc {
	switch a.Kind() {
	case KProconsul:
		return g.proconsulRC(GeneralID(a.A()))
	case KConsulAt:
		return g.consulAtRC(f, GeneralID(a.A()), SpaceID(a.B()))
	}
	return 0
}

func (g *Game) applyElect(f *frame, a Action) {
	s := &g.s
	switch a.Kind() {
	case KProconsul, KPass:
		pro := data.NoGeneral
		if a.Kind() == KProconsul {
			pro = GeneralID(a.A())
		}
		// 6.4 step 2: every other Roman general leaves the map, except Scipio
		// Africanus.
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.sideOf(id) != Rome || id == g.f.scipioAfricanus {
				continue
			}
			x, on := g.where(id)
			if !on {
				continue
			}
			if id == pro {
				s.gflag[id] &^= gConsul
				s.gflag[id] |= gProconsul
				continue
			}
			s.gloc[id] = locOff
			s.gflag[id] = 0
			g.settleCommand(Rome, x, false, data.NoGeneral)
			g.settleCommand(Rome, x, true, data.NoGeneral)
		}
		if pro != data.NoGeneral {
			x, _ := g.where(pro)
			g.settleCommand(Rome, x, g.inside(pro), data.NoGeneral)
			if g.logging() {
				g.logf("6.6", "%s is the proconsul", g.genName(pro))
			}
		} else if g.logging() {
			g.logf("6.6", "Rome keeps no proconsul")
		}
		f.step = elDraw
	case KConsulAt:
		id, x := GeneralID(a.A()), SpaceID(a.B())
		inside := g.out(Rome, x) == 0 && g.in(Rome, x) > 0
		g.placeGeneral(id, x, inside)
		s.gflag[id] |= gConsul
		g.settleCommand(Rome, x, inside, data.NoGeneral)
		if g.logging() {
			g.logf("6.5", "Consul %s takes command in %s", g.genName(id), g.spaceName(x))
		}
		f.a++
	}
}
