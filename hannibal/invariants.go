package hannibal

import (
	"fmt"

	"punic/hannibal/data"
)

// CheckInvariants verifies that the state is consistent: CUs only vanish through a
// counted rule; every card is in exactly one place; each general is in one place
// with a coherent command; walled cities, tribes, elephants and siege points obey
// their rules. It returns the first violation found. Tests and fuzzing call it
// after every action.
func (g *Game) CheckInvariants() error {
	s := &g.s
	b := g.d.Board
	// 10.11: the moving army's CUs are all in its groups, no more.
	if mv := &s.mv; mv.gen != data.NoGeneral && mv.flags&(mfGone|mfFinished) == 0 {
		if n := mv.carried(); n != int(mv.cus) {
			return fmt.Errorf("the moving army's %d CUs are followed as %d for rule 10.11", mv.cus, n)
		}
	}
	// 10.4, 13, 14, 15: armies of both sides stand outside the walls of one
	// space only while a move, a reaction, a battle or a retreat is resolving.
	if !g.onStack(procMove, procReaction, procBattle, procRetreat) {
		for x := range b.Spaces {
			if s.cu[Rome][x] > 0 && s.cu[Carthage][x] > 0 {
				return fmt.Errorf("%s: Rome and Carthage both have CUs outside the walls and no battle is being fought", b.Spaces[x].Name)
			}
		}
	}
	// Cards: each of the 64 in exactly one place.
	var deck cardSet
	for i := 0; i < int(s.deckN); i++ {
		c := int(s.deck[i])
		if c < 1 || c > len(g.d.Cards) {
			if s.observer != 0 && c == 0 {
				continue
			}
			return fmt.Errorf("deck holds card %d", c)
		}
		if deck.has(c) {
			return fmt.Errorf("card %d twice in the deck", c)
		}
		deck.add(c)
	}
	places := []cardSet{deck, s.hand[Rome], s.hand[Carthage], s.discard, s.removed, s.byMap}
	var all cardSet
	total := int(s.hidden[Rome]) + int(s.hidden[Carthage])
	for _, p := range places {
		if all&p != 0 {
			return fmt.Errorf("cards %v are in two places", cardList(all&p))
		}
		all |= p
		total += p.count()
	}
	if s.observer == 0 && total != len(g.d.Cards) {
		return fmt.Errorf("%d strategy cards accounted for, want %d", total, len(g.d.Cards))
	}
	// CUs, elephants, walls and siege points.
	var onBoard [2]int
	elephants := 0
	for i := range b.Spaces {
		x := SpaceID(i)
		sp := &b.Spaces[i]
		for _, side := range [2]Side{Rome, Carthage} {
			onBoard[side] += int(s.cu[side][x])
		}
		if int(s.ele[x]) > int(s.cu[Carthage][x]) || s.eleIn[x] > s.cuIn[x] {
			return fmt.Errorf("%s: more elephant CUs than CUs", sp.Name)
		}
		elephants += int(s.ele[x]) + int(s.eleIn[x])
		if s.cuIn[x] > 0 {
			if sp.Kind != data.WalledCity || s.ctl[x] == NoSide {
				return fmt.Errorf("%s: CUs inside walls that are not a controlled walled city", sp.Name)
			}
			if int(s.cuIn[x]) > sp.Capacity {
				return fmt.Errorf("%s: %d CUs inside walls of capacity %d", sp.Name, s.cuIn[x], sp.Capacity)
			}
			if s.ctl[x] == Rome && s.eleIn[x] > 0 {
				return fmt.Errorf("%s: Roman elephants", sp.Name)
			}
			onBoard[s.ctl[x]] += int(s.cuIn[x])
		}
		if sp.Kind == data.WalledCity && s.ctl[x] == NoSide {
			return fmt.Errorf("%s: a walled city without an owner", sp.Name)
		}
		if s.siege[x] > 0 {
			if !g.isCity(x) && !g.isTribe(x) {
				return fmt.Errorf("%s: siege points on a space without walls or tribe", sp.Name)
			}
			if int(s.siege[x]) >= g.d.Tables.Siege.PointsNeeded {
				return fmt.Errorf("%s: %d siege points left on the map", sp.Name, s.siege[x])
			}
			by := Rome
			if s.siegeCarthage.has(x) {
				by = Carthage
			}
			if s.cu[by][x] == 0 {
				return fmt.Errorf("%s: siege points without a besieging CU", sp.Name)
			}
		}
	}
	if elephants > g.d.Tables.ElephantCUs {
		return fmt.Errorf("%d elephant CUs on the map, the game has %d", elephants, g.d.Tables.ElephantCUs)
	}
	for _, side := range [2]Side{Rome, Carthage} {
		lost := 0
		for _, n := range s.cuLost[side] {
			lost += int(n)
		}
		if onBoard[side] != int(s.cuCreated[side])-lost {
			return fmt.Errorf("%s has %d CUs on the map but %d were created and %d lost by rule", side, onBoard[side], s.cuCreated[side], lost)
		}
	}
	// The Siege Train (card 30): on a space of the map, never caught alone there.
	if x := s.siegeTrain; x != noSpace {
		if int(x) >= len(b.Spaces) {
			return fmt.Errorf("the Siege Train is in space %d", x)
		}
		if g.trainCaught(x) {
			return fmt.Errorf("%s: the Siege Train stands alone with enemy CUs", b.Spaces[x].Name)
		}
	}
	// Generals.
	consuls := 0
	for i := range g.d.Generals {
		id := GeneralID(i)
		l := s.gloc[id]
		if l >= locOff {
			if l > locDead {
				return fmt.Errorf("%s has location %d", g.genName(id), l)
			}
			if s.gflag[id]&(gInside|gCommand) != 0 {
				return fmt.Errorf("%s is off the map but flagged on it", g.genName(id))
			}
			continue
		}
		if int(l) >= len(b.Spaces) {
			return fmt.Errorf("%s is in space %d", g.genName(id), l)
		}
		x := SpaceID(l)
		if g.inside(id) && (!g.isCity(x) || s.ctl[x] != g.sideOf(id)) {
			return fmt.Errorf("%s is inside walls that are not his side's in %s", g.genName(id), b.Spaces[l].Name)
		}
		if g.isConsul(id) {
			consuls++
		}
		if g.sideOf(id) != Rome && s.gflag[id]&(gConsul|gProconsul) != 0 {
			return fmt.Errorf("%s is a Carthaginian consul", g.genName(id))
		}
	}
	if consuls > 2 {
		return fmt.Errorf("%d consuls on the map", consuls)
	}
	if g.atRest() {
		if err := g.checkCommand(); err != nil {
			return err
		}
	}
	if s.sp == 0 && !s.over {
		return fmt.Errorf("no procedure is running but the game is not over")
	}
	return nil
}

// atRest reports whether no army is moving and no battle is being fought: the
// moment to check stacks as a whole.
func (g *Game) atRest() bool {
	for i := 0; i < int(g.s.sp); i++ {
		switch g.s.stack[i].proc {
		case procMove, procBattle, procRetreat, procReaction:
			return false
		}
	}
	return true
}

// checkCommand verifies that every stack of generals has exactly one commander of
// the top rank (9.2, 9.3).
func (g *Game) checkCommand() error {
	s := &g.s
	for i := range g.d.Generals {
		id := GeneralID(i)
		x, ok := g.where(id)
		if !ok {
			continue
		}
		set := g.generalsAt(g.sideOf(id), x, g.inside(id))
		cmd := 0
		top := 0
		for j := range g.d.Generals {
			if set.has(GeneralID(j)) && g.rank(GeneralID(j)) > top {
				top = g.rank(GeneralID(j))
			}
		}
		for j := range g.d.Generals {
			o := GeneralID(j)
			if set.has(o) && g.commands(o) {
				cmd++
				if g.rank(o) != top {
					return fmt.Errorf("%s commands in %s but is outranked (9.3)", g.genName(o), g.spaceName(x))
				}
			}
		}
		if cmd != 1 {
			return fmt.Errorf("%d commanders among %s's stack in %s", cmd, g.genName(id), g.spaceName(x))
		}
	}
	_ = s
	return nil
}
