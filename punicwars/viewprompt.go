package punicwars

import (
	"strconv"
	"sync"

	"punic/punicwars/hexmap"
)

// promptTo appends, for a person, what decision k asks of who: the text fmt
// wrote before, built by appending so that a view reusing its buffer builds it
// without allocating (TestPromptToMatchesFmt compares the two).
func (g *Game) promptTo(b []byte, k int, who Side) []byte {
	s := &g.s
	switch k {
	case dkNone:
		return append(b, "The game is over"...)
	case dkDeploy:
		dp := &g.d.Scenarios[s.scenario].Deploy[s.cursor]
		b = append(append(b, who.String()...), ": choose the hex for "...)
		return append(strconv.AppendQuote(b, dp.Text), " (19.0)"...)
	case dkBid:
		b = append(b, who.String()...)
		b = append(b, ": write your diplomacy bid in secret (Treasury "...)
		return append(strconv.AppendInt(b, int64(s.treasury[who]), 10), ", 16.11)"...)
	case dkRemove:
		b = append(b, "Rome: remove a leader from the map ("...)
		return append(strconv.AppendInt(b, int64(s.toRemove), 10), " more, 8.42)"...)
	case dkPlace:
		for i := range g.d.Leaders {
			if s.toPlace&(1<<i) != 0 {
				b = append(append(b, who.String()...), ": place "...)
				b = g.appendLeaderName(b, i)
				return append(b, " in a hex holding a friendly Strength Point (8.32, 8.4)"...)
			}
		}
	case dkActivate:
		return append(append(b, who.String()...), "'s Campaign Phase: move a leader, turn units face-up, or end the phase (5.0)"...)
	case dkMove:
		l := int(s.active)
		a, f := g.forceOf(s.active)
		b = g.appendLeaderName(b, l)
		b = append(b, " in "...)
		b = g.appendHexName(b, s.leaders[l].hex)
		b = append(b, " with "...)
		b = appendSPs(b, a, army)
		b = append(b, " and "...)
		b = appendSPs(b, f, fleet)
		b = append(b, ", "...)
		b = strconv.AppendInt(b, int64(s.leaders[l].mp), 10)
		b = append(b, " of "...)
		b = strconv.AppendInt(b, movementAllowance, 10)
		b = append(b, " MP spent: move, attach, detach, attack or end"...)
		if s.mustAttack {
			b = append(b, " — the besiegers must be attacked (10.29)"...)
		}
		return b
	case dkThreat:
		b = append(append(b, who.String()...), ": your face-up "...)
		b = append(append(b, typeNames[s.threat&1]...), " force in "...)
		b = g.appendHexName(b, s.leaders[s.active].hex)
		return append(b, " is threatened: invert it (inside the walls) or stand and be attacked (9.16)"...)
	case dkLoss:
		b = append(append(b, who.String()...), ": choose "...)
		b = appendPlural(b, int(s.loss.k), "Strength Point", "Strength Points")
		return append(append(append(b, " to lose ("...), lossRules[s.loss.rule]...), ')')
	case dkRecruit:
		b = append(append(b, who.String()...), ": raise Strength Points at 2 Treasury Points each (Treasury "...)
		return append(strconv.AppendInt(b, int64(s.treasury[who]), 10), "), or done (13.0)"...)
	case dkOffer:
		vp := g.VictoryPoints()
		b = append(append(b, who.Other().String()...), " offers to end the game now (Rome "...)
		b = append(strconv.AppendInt(b, int64(vp[0]), 10), " VP, Carthage "...)
		return append(strconv.AppendInt(b, int64(vp[1]), 10), " VP): accept or decline (18.1)"...)
	}
	return b
}

// appendLeaderName appends leaderName(i).
func (g *Game) appendLeaderName(b []byte, i int) []byte {
	l := &g.d.Leaders[i]
	b = append(append(b, Side(l.Nation).String()...), " leader "...)
	b = append(append(b, l.Letter...), " ("...)
	return append(strconv.AppendInt(b, int64(g.s.leaders[i].value), 10), ')')
}

// appendHexName appends hexName(h).
func (g *Game) appendHexName(b []byte, h hexmap.HexID) []byte {
	if h < 0 || int(h) >= len(g.f.m.Hexes) {
		return append(b, "off the map"...)
	}
	x := &g.f.m.Hexes[h]
	b = appendNum4(b, x.Num)
	if x.Name != "" {
		b = append(append(append(b, " ("...), x.Name...), ')')
	}
	return b
}

// appendNum4 appends n as %04d does.
func appendNum4(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
		for d := 100; d > 1 && n < d; d /= 10 {
			b = append(b, '0')
		}
		return strconv.AppendInt(b, int64(n), 10)
	}
	for d := 1000; d > 1 && n < d; d /= 10 {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// appendPlural appends plural(n, one, many).
func appendPlural(b []byte, n int, one, many string) []byte {
	b = append(strconv.AppendInt(b, int64(n), 10), ' ')
	if n == 1 {
		return append(b, one...)
	}
	return append(b, many...)
}

// appendSPs appends sps(n, typ).
func appendSPs(b []byte, n int, typ uint8) []byte {
	b = append(strconv.AppendInt(b, int64(n), 10), ' ')
	b = append(append(b, typeNames[typ]...), " SP"...)
	if n != 1 {
		b = append(b, 's')
	}
	return b
}

// maxPrompts bounds the interned prompts; past it, texts are allocated anew.
const maxPrompts = 1 << 14

// prompts interns the prompts views show: they are finitely many (a template
// per decision filled with names, hexes and small numbers), so a view built
// at every step finds its text here and stores it without allocating.
var prompts = struct {
	sync.RWMutex
	m map[string]string
}{m: map[string]string{}}

// intern returns b as a string shared with every earlier call that gave the
// same bytes.
func intern(b []byte) string {
	prompts.RLock()
	s, ok := prompts.m[string(b)]
	prompts.RUnlock()
	if ok {
		return s
	}
	s = string(b)
	prompts.Lock()
	if len(prompts.m) < maxPrompts {
		prompts.m[s] = s
	}
	prompts.Unlock()
	return s
}
