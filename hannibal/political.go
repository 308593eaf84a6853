package hannibal

import "punic/hannibal/data"

// Political control: removing PCs (15.5, 22.2), isolation (19.4), the Victory
// Check (22) and sudden death (23).

// Why PCs are removed.
const (
	rmBattle         uint8 = iota // 15.5 political consequences of a lost battle
	rmHannibal                    // 10.10 Hannibal displaced
	rmRepercussion                // 22.2 year-end political repercussions
	rmEvent                       // a card event
	rmHannibalBattle              // 10.10 Hannibal displaced as a result of battle (15.6 applies)
)

// End reasons.
const (
	endNone           uint8 = iota
	endRomeTaken            // 23: Carthage controls Rome
	endCarthageTaken        // 23: Rome controls Carthage
	endItaly                // 23: Carthage controls every Italian province but Latium
	endSuedForPeace         // 15.6, 22.3
	endPoints               // 22.4: political points after the last turn
	endResigned             // a player resigned
	endHannibalKilled       // 1e 8.9, 19 (rules: 1st, D1): Hannibal displaced
	endTutorial             // a tutorial's own victory condition (tutorial.go)
)

var (
	rcRemovePC    = newRC("15.5", "you must remove one of your own PCs that is neither a walled city nor a tribe")
	rcRemovePCRep = newRC("22.2", "you must remove one of your own PCs that is neither a walled city nor a tribe")
	rcRemovePCHan = newRC("10.10", "you must remove one of your own PCs that is neither a walled city nor a tribe")
)

// removablePCs counts side's PCs that political losses may take (15.5, 22.2).
func (g *Game) removablePCs(side Side) int {
	n := 0
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		if g.s.ctl[x] == side && !g.isMarker(x) {
			n++
		}
	}
	return n
}

// startRemovePCs makes side remove n of its PCs, or sue for peace if it cannot
// (15.6, 22.3).
func (g *Game) startRemovePCs(side Side, n int, why uint8) {
	f := g.push(procRemovePCs, side)
	f.a = uint8(n)
	f.b = why
}

// pushPendingPCLoss turns owed political losses into a removal procedure.
func (g *Game) pushPendingPCLoss() {
	for _, side := range [2]Side{Rome, Carthage} {
		if n := g.s.pendingPCLoss[side]; n > 0 {
			why := rmHannibal
			if g.s.pendingPCBattle[side] {
				why = rmHannibalBattle
			}
			g.s.pendingPCLoss[side] = 0
			g.s.pendingPCBattle[side] = false
			g.startRemovePCs(side, int(n), why)
			return
		}
	}
}

func (g *Game) stepRemovePCs(f *frame) status {
	if f.a == 0 {
		return stDone
	}
	if f.c == 0 {
		f.c = 1
		if can := g.removablePCs(f.side); can < int(f.a) && f.b == rmHannibal {
			// 15.6 and 22.3 make a player sue for peace only for PCs owed as a
			// result of battle or at the Victory Check: Hannibal displaced
			// otherwise (10.10) costs what Carthage can remove, and the game goes on.
			if g.logging() {
				g.logf("10.10", "%s can remove only %s of the %d owed; the game goes on (15.6: no suing for peace outside a battle)", f.side, plural(can, "PC", "PCs"), f.a)
			}
			f.a = uint8(can)
			if f.a == 0 {
				return stDone
			}
		}
		if g.removablePCs(f.side) < int(f.a) {
			rule := "15.6"
			if f.b == rmRepercussion {
				rule = "22.3"
			}
			if g.logging() {
				g.logf(rule, "%s cannot remove %s and sues for peace", f.side, plural(int(f.a), "PC", "PCs"))
			}
			g.endGame(f.side.Other(), endSuedForPeace)
			return stDone
		}
	}
	return wait(f, f.side)
}

func (g *Game) legalRemovePCs(f *frame, buf []Action) []Action {
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		if g.s.ctl[x] == f.side && !g.isMarker(x) {
			buf = append(buf, act(KRemovePC, uint8(i), 0, 0))
		}
	}
	return buf
}

func (g *Game) explainRemovePCs(f *frame, a Action) rc {
	if a.Kind() == KRemovePC {
		switch f.b {
		case rmRepercussion:
			return rcRemovePCRep
		case rmHannibal, rmHannibalBattle:
			return rcRemovePCHan
		}
		return rcRemovePC
	}
	return 0
}

func (g *Game) applyRemovePCs(f *frame, a Action) {
	x := SpaceID(a.A())
	g.s.ctl[x] = NoSide
	f.a--
	if g.logging() {
		rule := [...]string{"15.5", "10.10", "22.2", "8.3", "10.10"}[f.b]
		g.logf(rule, "%s removes its PC in %s", f.side, g.spaceName(x))
	}
}

// endGame ends the game with a winner.
func (g *Game) endGame(winner Side, why uint8) {
	s := &g.s
	if s.over {
		return
	}
	s.over, s.winner, s.endReason = true, winner, why
	s.phase = phaseOver
	if g.logging() {
		g.logf("23", "%s wins: %s", winner, endWords[why])
	}
}

var endWords = [...]string{
	endNone:           "",
	endRomeTaken:      "Carthage controls Rome (sudden death)",
	endCarthageTaken:  "Rome controls Carthage (sudden death)",
	endItaly:          "Carthage controls every Italian province except Latium (sudden death)",
	endSuedForPeace:   "the enemy sued for peace",
	endPoints:         "more political points at the end of the last turn (ties go to Carthage)",
	endResigned:       "the enemy resigned",
	endHannibalKilled: "Hannibal was displaced (sudden death, 1st-edition rules)",
	endTutorial:       "the tutorial's own victory condition",
}

// checkSuddenDeath ends the game when either capital falls (23).
func (g *Game) checkSuddenDeath() {
	s := &g.s
	if s.over {
		return
	}
	if s.ctl[g.f.carthage] == Rome {
		g.endGame(Rome, endCarthageTaken)
	} else if s.ctl[g.f.rome] == Carthage && !g.first() { // 1e 19 / D28: at the Victory Check
		g.endGame(Carthage, endRomeTaken)
	}
}

// politicalPoints counts the scoring provinces side controls (22.1).
func (g *Game) politicalPoints(side Side) int {
	n := 0
	for i := range g.d.Board.Provinces {
		p := &g.d.Board.Provinces[i]
		if p.Scores && g.controlsProvince(side, p.ID) {
			n++
		}
	}
	return n
}

// italyTaken reports whether Carthage controls every Italian province except
// Latium (23).
func (g *Game) italyTaken() bool {
	for i := range g.d.Board.Provinces {
		p := &g.d.Board.Provinces[i]
		if p.Country == data.Italy && p.ID != g.f.latium && !g.controlsProvince(Carthage, p.ID) {
			return false
		}
	}
	return true
}

func (g *Game) stepVictory(f *frame) status {
	s := &g.s
	if f.step > 0 {
		return stDone
	}
	f.step = 1
	rp, cp := g.politicalPoints(Rome), g.politicalPoints(Carthage)
	if g.logging() {
		g.logf("22.1", "Victory Check: Rome %d political points, Carthage %d", rp, cp)
	}
	if g.first() && s.ctl[g.f.rome] == Carthage {
		if g.logging() {
			g.logf("1e 19 / D28", "Carthage controls Rome at the Victory Check")
		}
		g.endGame(Carthage, endRomeTaken)
		return stDone
	}
	if g.italyTaken() {
		g.endGame(Carthage, endItaly)
		return stDone
	}
	if s.turn >= s.lastTurn {
		// 22.4: after the last turn the higher total wins; ties go to Carthage.
		if rp > cp {
			g.endGame(Rome, endPoints)
		} else {
			g.endGame(Carthage, endPoints)
		}
		return stDone
	}
	if rp == cp {
		return stDone
	}
	loser, diff := Rome, cp-rp
	if rp > cp {
		loser, diff = Carthage, rp-cp
	}
	if g.logging() {
		g.logf("22.2", "%s must remove %s for political repercussions", loser, plural(diff, "PC", "PCs"))
	}
	g.startRemovePCs(loser, diff, rmRepercussion)
	return stCall
}

// removeIsolated removes side's isolated non-walled, non-tribal PCs (19.4): those
// that cannot trace a path to a friendly CU, or a friendly walled city, tribe or
// port.
func (g *Game) removeIsolated(side Side) {
	s := &g.s
	b := g.d.Board
	supplied := g.supplied(side)
	for i := range b.Spaces {
		x := SpaceID(i)
		if s.ctl[x] == side && !g.isMarker(x) && !supplied.has(x) {
			s.ctl[x] = NoSide
			if g.logging() {
				g.logf("19.4", "%s's isolated PC in %s is removed", side, g.spaceName(x))
			}
		}
	}
}

// SpaceSet is a set of spaces.
type SpaceSet spaceSet

// Has reports whether x is in the set.
func (s *SpaceSet) Has(x SpaceID) bool { return int(x) < data.MaxSpaces && (*spaceSet)(s).has(x) }

// Supplied returns the spaces from which side can trace supply (19.4): a path,
// crossing no mountain pass, to a friendly CU, or a friendly walled city, tribe
// or port. side's PCs outside it would be removed as isolated in the Political
// Isolation Phase. It reads only what both players can see.
func (g *Game) Supplied(side Side) SpaceSet { return SpaceSet(g.supplied(side)) }

// supplied is Supplied as the engine's own set. The path enters a space with an
// enemy PC or a neutral tribe only where side has CUs, and one with enemy CUs
// only where side has a PC.
func (g *Game) supplied(side Side) spaceSet {
	s := &g.s
	b := g.d.Board
	var supplied spaceSet
	var stack [data.MaxSpaces]SpaceID
	n := 0
	passable := func(x SpaceID) bool {
		friendlyCU := g.all(side, x) > 0
		if (g.enemyPC(side, x) || (g.isTribe(x) && s.ctl[x] == NoSide)) && !friendlyCU {
			return false
		}
		if g.all(side.Other(), x) > 0 && s.ctl[x] != side {
			return false
		}
		return true
	}
	for i := range b.Spaces {
		x := SpaceID(i)
		source := g.all(side, x) > 0
		if s.ctl[x] == side && (g.isMarker(x) || b.Spaces[i].Port) {
			source = true
		}
		if source {
			supplied.add(x)
			stack[n] = x
			n++
		}
	}
	for n > 0 {
		n--
		x := stack[n]
		for _, l := range b.Spaces[x].Links {
			y := l.To
			if l.Kind.IsPass() || supplied.has(y) || !passable(y) {
				continue
			}
			supplied.add(y)
			stack[n] = y
			n++
		}
	}
	return supplied
}
