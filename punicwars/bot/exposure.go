package bot

import (
	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// An empty capital that enemy armies can walk into loses the war at once
// (18.22, 18.23): in the Second Punic War a Roman consul at Drepana sails into
// an unguarded Carthage in four Movement Points. The rules of thumb therefore
// ask what the enemy could bring to each capital in one Campaign Phase.

// exposure is the most enemy Army Strength Points one enemy leader's force
// (every enemy unit in his hex, 5.1, 5.13) can bring into side s's capital
// within a Campaign Phase's Movement Points (5.12), by land or escorted by sea
// (5.33), as the path search finds; 0 when none can. Where a new leader may
// take command before the enemy's next Campaign Phase (newLeaders), every
// enemy stack counts, under the enemy's best leader: in the First Punic War a
// consul elected at Rome sailed its garrison into an empty Carthage. It is
// worked out once a board (reset) and kept: plan asks for it before its own
// path search, since a search here may recycle the cached ways another holds.
func (b *board) exposure(s punicwars.Side) int {
	if b.exposed[s] >= 0 {
		return b.exposed[s]
	}
	b.exposed[s] = 0
	cap := b.capital[s]
	if cap < 0 {
		return 0
	}
	e := s.Other()
	// consider counts the n enemy armies at h under a leader of value v
	// (leader i, -1 one yet to be placed) if they can enter the capital this
	// Campaign Phase. A step enters one hex, so beyond the Movement
	// Allowance in hexes no search is needed.
	consider := func(h hexmap.HexID, i, v int) {
		c := &b.cells[h]
		n := c.armies(e)
		if n <= b.exposed[s] || b.distance(h, cap) > punicwars.MovementAllowance {
			return
		}
		f := force{side: e, leader: i, value: v, armies: n, fleets: c.fleets(e), from: h}
		if d := b.reach(f).dist[cap]; d >= 0 && int(d) <= punicwars.MovementAllowance {
			b.exposed[s] = n
		}
	}
	for i := range b.d.Leaders {
		if l := b.g.Leader(i); l.Side == e && l.OnMap && l.Hex >= 0 {
			consider(l.Hex, i, l.Value)
		}
	}
	if best, ok := b.newLeaders(e); ok {
		for _, h := range b.occupied {
			if b.cells[h].leader[e] < 0 {
				consider(h, -1, best)
			}
		}
	}
	return b.exposed[s]
}

// newLeaders reports whether side e may place a leader with any of its
// Strength Points before its next Campaign Phase, and the best Leadership
// Value such a leader could have: Rome elects two every Game-Turn but the
// first (8.4, 19.0), from all its leaders in play; an eliminated Carthaginian
// leader returns at the start of Carthage's Campaign Phase (8.32).
func (b *board) newLeaders(e punicwars.Side) (best int, ok bool) {
	for i := range b.d.Leaders {
		l := b.g.Leader(i)
		if l.Side != e || !(l.OnMap || l.Off || l.Spare && e == punicwars.Rome) {
			continue
		}
		best = max(best, l.Value)
		ok = ok || (e == punicwars.Carthage && l.Off)
	}
	if e == punicwars.Rome {
		ok = best > 0 && b.g.Turn() >= 2
	}
	return best, ok
}

// openCapital reports whether side s's capital holds none of its armies while
// an enemy force can reach it in a Campaign Phase (exposure): the enemy would
// walk in and win (18.22, 18.23).
func (b *board) openCapital(s punicwars.Side) bool {
	cap := b.capital[s]
	return cap >= 0 && b.cells[cap].armies(s) == 0 && b.exposure(s) > 0
}
