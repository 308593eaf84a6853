package punicwars

import (
	"fmt"

	"punic/punicwars/hexmap"
)

// CheckInvariants verifies that the state is consistent: Strength Points
// appear and vanish only through the rules' own gains and losses; the counter
// mix's limits hold (7.35); Syracusan units stay in 3315 (17.0); one posture per
// type and player in a hex (7.34), face-down only in towns (10.21); moving
// forces obey 5.33; leaders are where the rules allow (8.31, 8.41); Treasuries
// are never negative; and the side to move has a legal action. Tests and
// fuzzing call it after every action.
func (g *Game) CheckInvariants() error {
	s := &g.s
	m := g.f.m
	var onMap [3][2]int
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.n == 0 {
			return fmt.Errorf("stack %d is empty", i)
		}
		if t.hex < 0 || int(t.hex) >= len(m.Hexes) || t.own > ownSyracuse || t.typ > fleet {
			return fmt.Errorf("stack %d is malformed: %+v", i, *t)
		}
		onMap[t.own][t.typ] += int(t.n)
		if t.own == ownSyracuse && t.hex != g.f.syrHex {
			return fmt.Errorf("Syracusan units in %s (17.0: never out of 3315)", g.hexName(t.hex))
		}
		if t.own == ownSyracuse && (t.lead >= 0 && t.att) {
			return fmt.Errorf("Syracusan units attached to a leader")
		}
		if t.att && (t.lead < 0 || t.lead != s.active || s.leaders[t.lead].hex != t.hex) {
			return fmt.Errorf("units attached to leader %d away from him or not moving", t.lead)
		}
		if t.down && m.Hexes[t.hex].Site == hexmap.NoSite {
			return fmt.Errorf("face-down units outside a town in %s (10.21)", g.hexName(t.hex))
		}
		if !m.Hexes[t.hex].Land() && !t.att {
			return fmt.Errorf("units left at sea in %s (5.25)", g.hexName(t.hex))
		}
		for k := 0; k < i; k++ {
			u := &s.stacks[k]
			if u.hex == t.hex && u.typ == t.typ && g.sideOf(u.own) == g.sideOf(t.own) && g.sideOf(t.own) != NoSide && u.down != t.down {
				return fmt.Errorf("%s's %s units in %s in two postures (7.34)", g.sideOf(t.own), typeNames[t.typ], g.hexName(t.hex))
			}
		}
	}
	for own := 0; own < 3; own++ {
		for typ := 0; typ < 2; typ++ {
			if want := int(s.gained[own][typ]) - int(s.killed[own][typ]); onMap[own][typ] != want && s.observer == 0 {
				return fmt.Errorf("owner %d type %s: %d SPs on the map, the ledger says %d", own, typeNames[typ], onMap[own][typ], want)
			}
		}
	}
	for side := 0; side < 2; side++ {
		if onMap[side][army] > g.d.Counters.Army[side] || onMap[side][fleet] > g.d.Counters.Fleet[side] {
			if s.observer == 0 {
				return fmt.Errorf("%s has more SPs than the counter mix holds (7.35)", Side(side))
			}
		}
		if s.treasury[side] < 0 {
			return fmt.Errorf("%s's Treasury is %d", Side(side), s.treasury[side])
		}
	}
	if s.active >= 0 {
		a, f := g.forceOf(s.active)
		h := s.leaders[s.active].hex
		if !m.Hexes[h].Land() && a > f {
			return fmt.Errorf("armies at sea without an equal fleet escort (5.33)")
		}
		if s.leaders[s.active].mp > movementAllowance {
			return fmt.Errorf("leader spent %d MP", s.leaders[s.active].mp)
		}
	}
	romans := 0
	for i := range g.d.Leaders {
		l := &s.leaders[i]
		switch l.state {
		case lsOnMap:
			if l.hex < 0 || int(l.hex) >= len(m.Hexes) {
				return fmt.Errorf("%s on the map nowhere", g.leaderName(i))
			}
			side := g.leaderSide(i)
			if side == Rome {
				romans++
			}
			if g.total(l.hex, side.Other()) > 0 && g.total(l.hex, side) == 0 && !s.over {
				return fmt.Errorf("%s alone with enemy combat units in %s (8.31)", g.leaderName(i), g.hexName(l.hex))
			}
			if int8(i) != s.active && !m.Hexes[l.hex].Land() {
				return fmt.Errorf("%s at sea while not moving", g.leaderName(i))
			}
		default:
			if l.hex != hexmap.NoHex {
				return fmt.Errorf("%s off the map but in a hex", g.leaderName(i))
			}
		}
	}
	if romans > int(s.romeMax) && s.phase != phDeploy {
		return fmt.Errorf("%d Roman leaders on the map, at most %d (8.41)", romans, s.romeMax)
	}
	if !s.over {
		var buf [8]Action
		if len(g.Legal(buf[:0])) == 0 {
			d := g.Decision()
			return fmt.Errorf("dead end: %s has no legal action (%s)", d.Side, d.Prompt)
		}
	}
	return nil
}
