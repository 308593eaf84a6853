package bot

import (
	"punic/punicwars"
)

// An empty capital that enemy armies can walk into loses the war at once
// (18.22, 18.23): in the Second Punic War a Roman consul at Drepana sails into
// an unguarded Carthage in four Movement Points. The rules of thumb therefore
// ask what the enemy could bring to each capital in one Campaign Phase.

// exposure is the most enemy Army Strength Points one enemy leader's force
// (every enemy unit in his hex, 5.1, 5.13) can bring into side s's capital
// within a Campaign Phase's Movement Points (5.12), by land or escorted by sea
// (5.33), as the path search finds; 0 when none can. It is worked out once a
// board (reset) and kept: plan asks for it before its own path search, since a
// search here may recycle the cached ways another holds.
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
	for i := range b.d.Leaders {
		l := b.g.Leader(i)
		if l.Side != e || !l.OnMap || l.Hex < 0 {
			continue
		}
		c := &b.cells[l.Hex]
		n := c.armies(e)
		if n <= b.exposed[s] {
			continue
		}
		f := force{side: e, leader: i, value: l.Value, armies: n, fleets: c.fleets(e), from: l.Hex}
		if d := b.reach(f).dist[cap]; d >= 0 && int(d) <= punicwars.MovementAllowance {
			b.exposed[s] = n
		}
	}
	return b.exposed[s]
}

// openCapital reports whether side s's capital holds none of its armies while
// an enemy force can reach it in a Campaign Phase (exposure): the enemy would
// walk in and win (18.22, 18.23).
func (b *board) openCapital(s punicwars.Side) bool {
	cap := b.capital[s]
	return cap >= 0 && b.cells[cap].armies(s) == 0 && b.exposure(s) > 0
}
