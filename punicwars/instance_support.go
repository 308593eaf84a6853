package punicwars

import (
	"strconv"
	"strings"

	"punic/punicwars/hexmap"
)

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

// EncodeAction reads any well-formed action text (ActionText's forms), legal
// now or not, so that an illegal one can be explained (Explain). A leader's
// letter names the deciding side's leader of that letter.
func (g *Game) EncodeAction(text string) (Action, bool) {
	f := strings.Fields(strings.ToLower(text))
	hex := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, false
		}
		h := g.f.m.ID(n)
		return int(h), h != hexmap.NoHex
	}
	typ := func(s string) (uint8, bool) {
		switch s {
		case "army":
			return army, true
		case "fleet":
			return fleet, true
		}
		return 0, false
	}
	leader := func(s string) (uint8, bool) {
		who := g.ToMove()
		for i := range g.d.Leaders {
			if strings.EqualFold(g.d.Leaders[i].Letter, s) && (who == NoSide || Side(g.d.Leaders[i].Nation) == who) {
				return uint8(i), true
			}
		}
		return 0, false
	}
	num := func(s string, top int) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil && n >= 0 && n <= top
	}
	simple := map[string]Kind{"end": KEnd, "end phase": KEndPhase, "invert": KInvert, "stand": KStand,
		"done": KDone, "offer end": KOffer, "accept": KAccept, "decline": KDecline}
	if k, ok := simple[strings.Join(f, " ")]; ok {
		return act(k, 0, 0), true
	}
	if len(f) < 2 {
		return 0, false
	}
	switch {
	case len(f) == 2 && (f[0] == "deploy" || f[0] == "move"):
		if h, ok := hex(f[1]); ok {
			return act(map[string]Kind{"deploy": KDeploy, "move": KMove}[f[0]], 0, h), true
		}
	case len(f) == 2 && (f[0] == "leader" || f[0] == "remove"):
		if l, ok := leader(f[1]); ok {
			return act(map[string]Kind{"leader": KLeader, "remove": KRemove}[f[0]], l, 0), true
		}
	case len(f) == 3 && (f[0] == "attach" || f[0] == "detach"):
		t, ok1 := typ(f[1])
		n, ok2 := num(f[2], 0x7F)
		if ok1 && ok2 {
			return act(map[string]Kind{"attach": KAttach, "detach": KDetach}[f[0]], t<<7|uint8(n), 0), true
		}
	case len(f) == 2 && f[0] == "attack":
		if t, ok := typ(f[1]); ok {
			return act(KAttack, t, 0), true
		}
	case len(f) == 3 && (f[0] == "up" || f[0] == "lose"):
		t, ok1 := typ(f[1])
		h, ok2 := hex(f[2])
		if ok1 && ok2 {
			return act(map[string]Kind{"up": KUp, "lose": KLose}[f[0]], t, h), true
		}
	case len(f) == 2 && f[0] == "bid":
		if n, ok := num(f[1], 0xFFFFFF); ok {
			return bidAction(n), true
		}
	case len(f) == 4 && f[0] == "place" && f[2] == "at":
		l, ok1 := leader(f[1])
		h, ok2 := hex(f[3])
		if ok1 && ok2 {
			return act(KPlace, l, h), true
		}
	case len(f) == 5 && f[0] == "recruit" && f[3] == "at":
		t, ok1 := typ(f[1])
		n, ok2 := num(f[2], 0x7F)
		h, ok3 := hex(f[4])
		if ok1 && ok2 && ok3 {
			return recruitAction(t, n, hexmap.HexID(h)), true
		}
	}
	return 0, false
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
