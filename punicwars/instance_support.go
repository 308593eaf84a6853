package punicwars

import ()

// What the front ends' matches need of a game beyond the engine's own API:
// snapshots for undo, the test of whether an action may be taken back, and a
// look at the table inputs queued (for records). Added for the generic front
// ends (punicwars/title); it reads the state and changes nothing else.

// Snapshot is everything an undo restores: the state, the length of the log
// and the table inputs queued.
type Snapshot struct {
	s     State
	log   int
	dice  []uint8
	picks []string
}

// Snapshot captures the game for undo.
func (g *Game) Snapshot() Snapshot {
	return Snapshot{s: g.s, log: len(g.Log()),
		dice: append([]uint8(nil), g.dice...), picks: append([]string(nil), g.picks...)}
}

// Restore puts back a snapshot taken of this game.
func (g *Game) Restore(sn Snapshot) {
	g.s = sn.s
	if g.log != nil && len(*g.log) > sn.log {
		*g.log = (*g.log)[:sn.log]
	}
	g.dice = append(g.dice[:0], sn.dice...)
	g.picks = append(g.picks[:0], sn.picks...)
}

// Irreversible reports whether action a, just taken from the snapshot before,
// may never be taken back: it rolled the die or drew a leader from the cup (the
// generator moved, or a forced roll or pick was used), ended the game, showed
// the diplomacy bids (16.11), or showed the mover an enemy force's hidden
// strength (9.12: a leader entered its hex).
func (g *Game) Irreversible(a Action, before Snapshot) bool {
	s, b := &g.s, &before.s
	if s.over || s.rng != b.rng || len(g.dice) < len(before.dice) || len(g.picks) < len(before.picks) {
		return true
	}
	if s.bidDone[Rome] && s.bidDone[Carthage] && !(b.bidDone[Rome] && b.bidDone[Carthage]) {
		return true
	}
	if k := a.Kind(); k == KBid || k == KInvert || k == KStand || k == KLose || k == KAccept || k == KDecline || k == KRemove || k == KPlace || k == KDeploy {
		return false // these reveal no force's strength
	}
	// A force hidden from the mover before is shown now.
	past := &Game{d: g.d, f: g.f, s: *b}
	mover := past.ToMove()
	for i := 0; i < int(b.ns); i++ {
		t := &b.stacks[i]
		if !past.hiddenFrom(t, mover) {
			continue
		}
		for j := 0; j < int(s.ns); j++ {
			u := &s.stacks[j]
			if u.hex == t.hex && u.own == t.own && u.typ == t.typ && u.down && !g.hiddenFrom(u, mover) {
				return true
			}
		}
	}
	return false
}

// QueuedDice returns the forced die rolls not used yet.
func (g *Game) QueuedDice() []int {
	out := make([]int, len(g.dice))
	for i, d := range g.dice {
		out[i] = int(d)
	}
	return out
}

// QueuedPicks returns the forced picks not used yet.
func (g *Game) QueuedPicks() []string { return append([]string(nil), g.picks...) }

// ScenarioKey returns the key of the game's scenario.
func (g *Game) ScenarioKey() string { return g.d.Scenarios[g.s.scenario].Key }

// CitedRule is the case number the refusal cites (game.RuleCiter), so that
// the front ends report it with the refusal.
func (r *Refusal) CitedRule() string { return r.Rule }

// Strength returns the Army and Fleet Strength Points fighting for side (its
// own and Syracuse's, when allied to it, 17.21), on the map. In an
// observation, a hidden force counts as 1.
func (g *Game) Strength(side Side) (armies, fleets int) {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if g.sideOf(t.own) != side {
			continue
		}
		if t.typ == army {
			armies += int(t.n)
		} else {
			fleets += int(t.n)
		}
	}
	return armies, fleets
}

// Settled reports whether the game stands between two whole decisions: no
// leader is moving, and no loss, threatened force or offer awaits an answer.
// A search stops its playouts at such a state.
func (g *Game) Settled() bool {
	s := &g.s
	return s.active < 0 && s.loss.k == 0 && s.threat < 0 && !s.offer
}

// AutomaticVictoryLevel returns the scenario's Automatic Victory Level
// (18.21), and false when the scenario has none (19.34.4).
func (g *Game) AutomaticVictoryLevel() (int, bool) {
	return g.d.Scenarios[g.s.scenario].AutomaticVictory()
}

// Explain says which case refuses action a now, with the same rule functions
// that build the legal lists; nil when none of them refuses it (it may still be
// no choice of the decision awaited: Apply says so).
func (g *Game) Explain(a Action) error {
	if g.s.over {
		return ErrGameOver
	}
	if r := g.check(a); r != 0 {
		return r.refusal()
	}
	return nil
}
