package bot

import (
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// A player remembers what he saw (9.12; the rulings, "Hidden information"):
// an enemy force that went inside the walls of the town where he saw it
// face-up, or one that a leader of his examined there, keeps for him the
// strength he saw, though the engine hides it. memory gives the mcts bot that
// recollection, from its own observations only: its simulated worlds then
// draw only the strengths it never saw (Determinize), and its rules of thumb
// count the remembered ones instead of a guess.

// memKey names a force as an observer tells it apart: hex, side and type
// (a side's units of one type in a hex share one posture, 7.34).
type memKey struct {
	hex   hexmap.HexID
	side  punicwars.Side
	fleet bool
}

// memory is the enemy strengths a bot knew at its last decision.
type memory struct {
	last, now map[memKey]int
	forces    []punicwars.Force
}

func newMemory() *memory {
	return &memory{last: map[memKey]int{}, now: map[memKey]int{}}
}

// recall updates the memory from obs, side me's observation, and returns the
// observation with every hidden enemy force it knew at its last decision (in
// that hex, of that type, outside the walls or in) assumed at that strength
// (punicwars.Game.Assume). obs is copied before it is changed; it is returned
// as it is when nothing is remembered.
func (m *memory) recall(obs game.State, me punicwars.Side) game.State {
	g := engineOf(obs)
	m.forces = g.Forces(m.forces[:0])
	clear(m.now)
	var copied *punicwars.Game
	for _, f := range m.forces {
		if f.Side == me || f.Syracusan {
			continue
		}
		k := memKey{hex: f.Hex, side: f.Side, fleet: f.Fleet}
		if !f.Hidden {
			m.now[k] = f.N
			continue
		}
		n, known := m.last[k]
		if !known {
			continue
		}
		if copied == nil {
			copied = g.Clone()
		}
		if copied.Assume(f.Hex, f.Side, f.Fleet, n) {
			m.now[k] = n
		}
	}
	m.last, m.now = m.now, m.last
	if copied == nil {
		return obs
	}
	return copied.Generic()
}
