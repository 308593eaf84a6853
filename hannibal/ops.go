package hannibal

import "punic/hannibal/data"

// Using OPs to place PCs (19.2) and to raise troops (8.2).

var (
	rcPCTaken     = newRC("19.2", "a PC may only be placed in a space without a PC marker, or flipped from an enemy PC where you have a CU")
	rcPCEnemyCU   = newRC("19.2", "a PC may not be placed in a space containing an enemy CU")
	rcPCMarker    = newRC("20.1", "walled cities and tribes cannot be converted by placing PCs")
	rcPCNoSpace   = newRC("19.2", "no such space")
	rcRaiseGen    = newRC("8.2", "troops are raised with one of your generals on the map")
	rcRaiseCtl    = newRC("8.2", "the general must stand in a friendly space of a friendly province")
	rcRaiseSiege  = newRC("20.5", "a besieged general may not raise troops")
	rcRaiseNoRoom = newRC("10.7", "there is no room inside the walls for another CU")
)

// pcRC says whether side may place (or flip) a PC in x (19.2).
func (g *Game) pcRC(side Side, x SpaceID) rc {
	if int(x) >= len(g.d.Board.Spaces) {
		return rcPCNoSpace
	}
	s := &g.s
	switch s.ctl[x] {
	case NoSide:
		if g.isTribe(x) {
			return rcPCMarker // a neutral tribe
		}
		if s.cu[side.Other()][x] > 0 {
			return rcPCEnemyCU
		}
		if g.truceBlocksPC(side, x) {
			return rcTruce
		}
		return 0
	case side:
		return rcPCTaken
	default:
		if g.isMarker(x) {
			return rcPCMarker
		}
		if s.cu[side][x] == 0 {
			return rcPCTaken
		}
		if s.cu[side.Other()][x] > 0 {
			return rcPCEnemyCU // 19.2: never where an enemy CU stands
		}
		if g.truceBlocksPC(side, x) {
			return rcTruce
		}
		return 0
	}
}

// anyPCPlacement reports whether side has somewhere to place a PC.
func (g *Game) anyPCPlacement(side Side) bool {
	for i := range g.d.Board.Spaces {
		if g.pcRC(side, SpaceID(i)) == 0 {
			return true
		}
	}
	return false
}

// placePC gives side control of x with a PC marker.
func (g *Game) placePC(side Side, x SpaceID) {
	g.s.ctl[x] = side
	g.checkSuddenDeath()
}

func (g *Game) stepPlacePCs(f *frame) status {
	if f.a == 0 || !g.anyPCPlacement(f.side) {
		return stDone
	}
	return wait(f, f.side)
}

func (g *Game) legalPlacePCs(f *frame, buf []Action) []Action {
	for i := range g.d.Board.Spaces {
		if g.pcRC(f.side, SpaceID(i)) == 0 {
			buf = append(buf, act(KPlacePC, uint8(i), 0, 0))
		}
	}
	return append(buf, act(KPass, 0, 0, 0))
}

func (g *Game) explainPlacePCs(f *frame, a Action) rc {
	if a.Kind() == KPlacePC {
		return g.pcRC(f.side, SpaceID(a.A()))
	}
	return 0
}

func (g *Game) applyPlacePCs(f *frame, a Action) {
	if a.Kind() == KPass {
		f.a = 0
		return
	}
	x := SpaceID(a.A())
	flip := g.s.ctl[x] != NoSide
	g.placePC(f.side, x)
	f.a--
	if g.logging() {
		if flip {
			g.logf("19.2", "%s flips the PC in %s", f.side, g.spaceName(x))
		} else {
			g.logf("19.2", "%s places a PC in %s", f.side, g.spaceName(x))
		}
	}
}

// raiseRC says whether side may raise a CU with general id (8.2).
func (g *Game) raiseRC(side Side, id GeneralID) rc {
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side {
		return rcRaiseGen
	}
	x, ok := g.where(id)
	if !ok {
		return rcRaiseGen
	}
	if g.first() { // 1e 7.3c / D11: the space or the province
		if g.s.ctl[x] != side && !g.controlsProvince(side, g.d.Board.Spaces[x].Province) {
			return rcRaiseCtl1e
		}
	} else if g.s.ctl[x] != side || !g.controlsProvince(side, g.d.Board.Spaces[x].Province) {
		return rcRaiseCtl
	}
	if g.inside(id) {
		if g.besieged(x) {
			return rcRaiseSiege
		}
		if g.roomInside(x) < 1 {
			return rcRaiseNoRoom
		}
	}
	return 0
}

func (g *Game) anyRaise(side Side) bool {
	for i := range g.d.Generals {
		if g.raiseRC(side, GeneralID(i)) == 0 {
			return true
		}
	}
	return false
}

func (g *Game) stepRaise(f *frame) status {
	if f.step > 0 {
		return stDone
	}
	return wait(f, f.side)
}

func (g *Game) legalRaise(f *frame, buf []Action) []Action {
	for i := range g.d.Generals {
		if g.raiseRC(f.side, GeneralID(i)) == 0 {
			buf = append(buf, act(KRaise, uint8(i), 0, 0))
		}
	}
	return buf
}

func (g *Game) explainRaise(f *frame, a Action) rc {
	if a.Kind() == KRaise {
		return g.raiseRC(f.side, GeneralID(a.A()))
	}
	return 0
}

func (g *Game) applyRaise(f *frame, a Action) {
	id := GeneralID(a.A())
	x, _ := g.where(id)
	g.createCUs(f.side, x, 1, 0, g.inside(id))
	f.step = 1
	if g.logging() {
		g.logf("8.2", "%s raises 1 CU with %s in %s", f.side, g.genName(id), g.spaceName(x))
	}
}

// controlsProvince reports whether side controls a province: a majority of its
// spaces (19.1).
func (g *Game) controlsProvince(side Side, p data.ProvinceID) bool {
	prov := &g.d.Board.Provinces[p]
	n := 0
	for _, x := range prov.Spaces {
		if g.s.ctl[x] == side {
			n++
		}
	}
	return n >= prov.PCsNeeded
}
