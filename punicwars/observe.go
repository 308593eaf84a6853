package punicwars

import "punic/punicwars/hexmap"

// Hidden information (ruling on 9.12 and 7.32): the strength of face-down
// (inside) forces is hidden from the enemy unless one of his leaders is in
// that hex (9.12); their presence and type show. A diplomacy bid written in
// secret is hidden until both are shown (16.11). The order of the Roman cup
// and the dice (the generator) are hidden from both.

// hiddenFrom reports whether stack t's strength is hidden from side.
func (g *Game) hiddenFrom(t *stack, side Side) bool {
	if !t.down || g.sideOf(t.own) == side {
		return false
	}
	return g.bestLeader(t.hex, side) < 0
}

// Observation returns a copy of the game as side knows it: hidden strengths
// set to 1 and marked, the enemy's secret bid erased, the generator and
// queued inputs wiped.
func (g *Game) Observation(side Side) *Game {
	o := &Game{d: g.d, f: g.f, s: g.s}
	s := &o.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		s.hiddenSP[i] = false
		if o.hiddenFrom(t, side) {
			s.hiddenSP[i] = true
			s.gained[t.own][t.typ] -= uint16(t.n - 1)
			t.n = 1
		}
	}
	if s.phase == phDiplomacy && s.step == 0 && s.bidDone[side.Other()] && !s.bidDone[side] {
		s.bid[side.Other()] = 0
	}
	s.rng = rng{}
	s.observer = uint8(side) + 1
	return o
}

// IsObservation reports whether the game is an observation with unknowns.
func (g *Game) IsObservation() bool { return g.s.observer != 0 }

// Determinize fills an observation's unknowns at random: each hidden force's
// strength from 1 to what the counter mix leaves (7.35, at most 8), a secret
// bid from 0 to the bidder's Treasury, and a fresh generator. On a complete
// game it only reseeds the dice.
func (g *Game) Determinize(seed uint64) *Game {
	c := &Game{d: g.d, f: g.f, s: g.s}
	s := &c.s
	s.rng = newRNG(seed)
	if s.observer == 0 {
		return c
	}
	side := Side(s.observer - 1)
	opp := side.Other()
	room := c.counterRoom()
	for i := 0; i < int(s.ns); i++ {
		if !s.hiddenSP[i] {
			continue
		}
		t := &s.stacks[i]
		n := s.rng.Intn(hiddenMost(room[t.own][t.typ])) + 1
		room[t.own][t.typ] -= n - 1
		s.gained[t.own][t.typ] += uint16(n - 1)
		t.n = uint8(n)
		s.hiddenSP[i] = false
	}
	if s.phase == phDiplomacy && s.step == 0 && s.bidDone[opp] && !s.bidDone[side] {
		s.bid[opp] = int32(s.rng.Intn(int(s.treasury[opp]) + 1))
	}
	s.observer = 0
	return c
}

// Assume sets, in an observation, the strength of side's hidden force of the
// given type in hex h to n: what the observer remembers of it (the rules keep
// no record, 9.12, but a player may; docs/rulings-punicwars.md). The force
// then counts as known, so Determinize keeps it. It reports false, changing
// nothing, when g is not an observation, no such hidden force stands there,
// or n is not from 1 to what the counter mix leaves (7.35, at most 8).
func (g *Game) Assume(h hexmap.HexID, side Side, isFleet bool, n int) bool {
	s := &g.s
	if s.observer == 0 {
		return false
	}
	typ := uint8(army)
	if isFleet {
		typ = fleet
	}
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if !s.hiddenSP[i] || t.hex != h || t.typ != typ || g.sideOf(t.own) != side || t.own == ownSyracuse {
			continue
		}
		if n < 1 || n > hiddenMost(g.counterRoom()[t.own][typ]) {
			return false
		}
		s.gained[t.own][typ] += uint16(n - 1)
		t.n = uint8(n)
		s.hiddenSP[i] = false
		return true
	}
	return false
}

// counterRoom is what the counter mix (7.35) leaves of each owner's units of
// each type beyond those on the map (a hidden force counting as it reads).
func (g *Game) counterRoom() [3][2]int {
	s := &g.s
	var room [3][2]int
	room[ownRome] = [2]int{g.d.Counters.Army[Rome], g.d.Counters.Fleet[Rome]}
	room[ownCarthage] = [2]int{g.d.Counters.Army[Carthage], g.d.Counters.Fleet[Carthage]}
	room[ownSyracuse] = [2]int{g.d.Counters.SyracuseArmy, g.d.Counters.SyracuseFleet}
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		room[t.own][t.typ] -= int(t.n)
	}
	return room
}

// hiddenMost is the largest strength a hidden force (which reads as 1) may
// have when the counter mix leaves room more units of its kind: at least 1,
// at most 8 (7.35).
func hiddenMost(room int) int { return min(max(room+1, 1), 8) }
