package hannibal

import "strings"

// Positions the rules cannot produce. A position text can say anything its
// syntax allows; these checks refuse, with the line and the reason, what no game
// played by the rules reaches and the engine would play on from regardless:
// both sides' armies facing each other outside the walls with no battle being
// fought, more proconsuls than an election leaves, a Roman general on the map
// without a post.

// checkRulesPosition adds to r a problem for each rule the position breaks.
func (r *posReader) checkRulesPosition() {
	g := r.g
	s := &g.s
	line := func(key string) int { return r.seen[key] }
	// Both sides' CUs outside the walls of one space: a move into enemy CUs
	// ends in a battle (14) or an avoided battle (13), and a battle ends with
	// the loser's retreat (15). Only a move, reaction, battle or retreat in
	// progress (its "m" lines) leaves both sides there (CheckInvariants
	// holds the engine's own games to the same).
	if !g.onStack(procMove, procReaction, procBattle, procRetreat) {
		for x := range g.d.Board.Spaces {
			if s.cu[Rome][x] > 0 && s.cu[Carthage][x] > 0 {
				k := g.d.Board.Spaces[x].Key
				r.line = line("units " + k)
				r.fail("units %s: Rome and Carthage both have CUs outside the walls of %s, and no battle is being fought: an army that enters a space holding enemy CUs fights or avoids battle, and the loser retreats (13, 14, 15)",
					k, g.d.Board.Spaces[x].Name)
			}
		}
	}
	// Roman posts (6.4): the consuls, and the proconsul the election may name;
	// every other Roman general leaves the map, Scipio Africanus excepted (he
	// arrives as a proconsul, 6.7, and stays).
	var pros []string
	for i := range g.d.Generals {
		id := GeneralID(i)
		if _, on := g.where(id); !on || g.sideOf(id) != Rome {
			continue
		}
		k := g.d.Generals[id].Key
		if s.gflag[id]&(gConsul|gProconsul) == 0 {
			r.line = line("general " + k)
			r.fail("general %s: a Roman general on the map is a consul or a proconsul (6.4: at the election every other Roman general leaves the map); add \"consul\" or \"proconsul\"", k)
		}
		if s.gflag[id]&gConsul != 0 && s.gflag[id]&gProconsul != 0 {
			r.line = line("general " + k)
			r.fail("general %s: a general is a consul or a proconsul, not both", k)
		}
		if s.gflag[id]&gProconsul != 0 && id != g.f.scipioAfricanus {
			pros = append(pros, k)
		}
	}
	if len(pros) > 1 {
		r.line = line("general " + pros[1])
		r.fail("general %s: %s are proconsuls, but the election names one proconsul at most (6.4; Scipio Africanus aside)", pros[1], strings.Join(pros, " and "))
	}
}

// onStack reports whether one of the procedures is running.
func (g *Game) onStack(procs ...uint8) bool {
	for i := 0; i < int(g.s.sp); i++ {
		for _, p := range procs {
			if g.s.stack[i].proc == p {
				return true
			}
		}
	}
	return false
}
