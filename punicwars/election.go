package punicwars

import (
	"fmt"
	"strings"

	"punic/punicwars/hexmap"
)

// Roman elections (8.4) and the placing of leaders (8.32, 8.4).

var (
	rcRemove   = newRC("8.42", "remove one of the Roman leaders on the map")
	rcPlaceWho = newRC("8.4", "that leader is not waiting to be placed")
	rcPlaceHex = newRC("8.32", "a leader is placed in a hex holding at least one friendly Combat Strength Point")
)

func (g *Game) stepElection() bool {
	s := &g.s
	if s.turn == 1 { // 19.0
		g.nextPhase(phRevenue)
		return false
	}
	switch s.step {
	case 0:
		on := g.romansOnMap()
		s.removed = 0
		s.elect = electRecord{turn: s.turn, onMap: uint8(on)}
		if on > 2 {
			s.toRemove = 2 // 8.42: the Roman Player chooses
			s.step = 1
			return false
		}
		for i := range g.d.Leaders {
			if l := &s.leaders[i]; l.state == lsOnMap && g.leaderSide(i) == Rome {
				if g.logging() {
					g.logf("8.4", "%s leaves office", g.leaderName(i))
				}
				l.state, l.hex = lsOff, hexmap.NoHex
				s.removed++
				s.elect.left |= 1 << i
			}
		}
		s.step = 2
		return false
	case 1:
		if s.toRemove > 0 {
			return true
		}
		s.step = 2
		return false
	case 2:
		g.drawConsuls()
		s.step = 3
		return false
	}
	if s.toPlace != 0 {
		return true
	}
	g.nextPhase(phRevenue)
	return false
}

func (g *Game) romansOnMap() int {
	n := 0
	for i := range g.d.Leaders {
		if g.s.leaders[i].state == lsOnMap && g.leaderSide(i) == Rome {
			n++
		}
	}
	return n
}

func (g *Game) removeRC(i int) rc {
	if i < 0 || i >= len(g.d.Leaders) || g.leaderSide(i) != Rome || g.s.leaders[i].state != lsOnMap {
		return rcRemove
	}
	return 0
}

func (g *Game) legalRemove(buf []Action) []Action {
	for i := range g.d.Leaders {
		if g.removeRC(i) == 0 {
			buf = append(buf, act(KRemove, uint8(i), 0))
		}
	}
	return buf
}

func (g *Game) applyRemove(a Action) {
	s := &g.s
	i := int(a.opA())
	if g.logging() {
		g.logf("8.42", "Rome removes %s from %s", g.leaderName(i), g.hexName(s.leaders[i].hex))
	}
	s.leaders[i].state, s.leaders[i].hex = lsOff, hexmap.NoHex
	s.elect.removed |= 1 << i
	s.toRemove--
	s.removed++
}

// drawConsuls draws the new Roman leaders from the cup (8.4): two for the two
// removed, one more for each eliminated since the last election (8.43), never
// more than were deployed at the start (8.41).
func (g *Game) drawConsuls() {
	s := &g.s
	elim := 0
	var pool []int
	for i := range g.d.Leaders {
		if g.leaderSide(i) != Rome {
			continue
		}
		l := &s.leaders[i]
		if l.elim {
			elim++
			l.elim = false
		}
		if l.state == lsOff || l.state == lsSpare {
			pool = append(pool, i)
		}
	}
	n := min(int(s.removed)+elim, int(s.romeMax)-g.romansOnMap(), len(pool))
	s.elect.elim = uint8(elim)
	if !g.anyPlacement(Rome) {
		s.elect.noPlace = true
		g.logf("8.4", "no hex holds a Roman Strength Point: no leader can be placed")
		return
	}
	for k := 0; k < n; k++ {
		j := g.pickLeader(pool)
		i := pool[j]
		pool = append(pool[:j], pool[j+1:]...)
		s.toPlace |= 1 << i
		s.elect.drawn |= 1 << i
		if g.logging() {
			g.logf("8.4", "%s is drawn from the cup", g.leaderName(i))
		}
	}
}

// pickLeader draws one leader of pool at random (a pick at the table in
// referee mode: the leader's letter).
func (g *Game) pickLeader(pool []int) int {
	if len(g.picks) > 0 || g.referee {
		if len(g.picks) == 0 {
			var names []string
			for _, i := range pool {
				names = append(names, g.d.Leaders[i].Letter)
			}
			g.need(&NeedInput{What: "pick", Count: 1, Options: names,
				Prompt: "Draw a Roman leader from the cup and enter his letter (" + strings.Join(names, ", ") + ")"})
		}
		p := g.picks[0]
		g.picks = g.picks[1:]
		for j, i := range pool {
			if strings.EqualFold(g.d.Leaders[i].Letter, p) {
				return j
			}
		}
		if g.referee {
			g.need(&NeedInput{What: "pick", Count: 1, Bad: p, Prompt: fmt.Sprintf("%q is not in the cup", p)})
		}
	}
	return g.s.rng.Intn(len(pool))
}

// anyPlacement reports whether some hex holds one of side's Strength Points.
func (g *Game) anyPlacement(side Side) bool {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		if t := &s.stacks[i]; t.n > 0 && g.sideOf(t.own) == side {
			return true
		}
	}
	return false
}

func (g *Game) placeRC(i int, h hexmap.HexID) rc {
	s := &g.s
	if i < 0 || i >= len(g.d.Leaders) || s.toPlace&(1<<i) == 0 {
		return rcPlaceWho
	}
	if h < 0 || int(h) >= len(g.f.m.Hexes) || g.total(h, g.leaderSide(i)) == 0 {
		return rcPlaceHex
	}
	return 0
}

func (g *Game) legalPlace(buf []Action) []Action {
	s := &g.s
	for i := range g.d.Leaders {
		if s.toPlace&(1<<i) == 0 {
			continue
		}
		g.hbuf = g.hexesWith(g.leaderSide(i), g.hbuf[:0])
		for _, h := range g.hbuf {
			buf = append(buf, act(KPlace, uint8(i), int(h)))
		}
		break // one leader at a time, lowest first
	}
	return buf
}

func (g *Game) applyPlace(a Action) {
	s := &g.s
	i, h := int(a.opA()), a.hex()
	l := &s.leaders[i]
	l.state, l.hex, l.mp, l.moved = lsOnMap, h, 0, false
	s.toPlace &^= 1 << i
	rule := "8.32"
	if s.phase == phElection {
		rule = "8.4"
		if s.elect.drawn&(1<<i) != 0 {
			s.elect.at[i] = int16(g.f.m.Hexes[h].Num)
		}
	} else {
		l.elim = false
	}
	if g.logging() {
		g.logf(rule, "%s is placed in %s", g.leaderName(i), g.hexName(h))
	}
	g.settle(h)
}
