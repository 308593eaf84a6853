package web_test

import (
	"math"
	"strings"

	"punic/punicwars"
	pwtitle "punic/punicwars/title"
)

// pwPlayer is the test's player of both sides of a Punic Wars game: it
// chooses each action from what the page's state message holds (the view and
// the legal choices), so that a short game passes through what a player meets
// first: a force on the move, an attack on a force in the open, a siege of a
// force inside its walls, a Diplomacy Phase with bids, a Roman election, and
// the end by agreement. It keeps no secret of the side that does not decide:
// each choice reads the decider's own view.
type pwPlayer struct {
	st    *pwtitle.Static
	hexes map[int]pwtitle.StaticHex
	// What has happened so far.
	moved, attacked, besieged, bid, elected, offered bool
	// target is the hex the moving force makes for.
	target int
	// inverted: the defender went inside its walls (a siege follows).
	inverted bool
}

func newPWPlayer(st *pwtitle.Static) *pwPlayer {
	p := &pwPlayer{st: st, hexes: map[int]pwtitle.StaticHex{}}
	for _, h := range st.Hexes {
		p.hexes[h.Num] = h
	}
	return p
}

// dist is the distance between two hexes' centres in the drawing.
func (p *pwPlayer) dist(a, b int) float64 {
	x, y := p.hexes[a], p.hexes[b]
	return math.Hypot(x.X-y.X, x.Y-y.Y)
}

// armies counts side's army Strength Points in a hex of v (0 when hidden).
func armies(v *punicwars.View, hex int, side string) (n int, any bool) {
	for _, h := range v.Hexes {
		if h.Hex != hex {
			continue
		}
		for _, u := range h.Units {
			if u.Side == side && u.Type == "army" {
				n += u.Strength
				any = true
			}
		}
	}
	return n, any
}

// goalHex is the enemy hex the moving side makes for: any force in the open
// for the first attack, then one in a town or city for a siege; the
// nearest to from.
func (p *pwPlayer) goalHex(v *punicwars.View, side string, from int) int {
	best, bestD := 0, math.Inf(1)
	enemy := "rome"
	if side == "rome" {
		enemy = "carthage"
	}
	for _, h := range v.Hexes {
		if _, ok := armies(v, h.Hex, enemy); !ok {
			continue
		}
		if own, _ := armies(v, h.Hex, side); own > 0 {
			continue
		}
		if p.attacked && p.hexes[h.Hex].Site == "" {
			continue // a siege next: a town or city
		}
		if d := p.dist(from, h.Hex); d < bestD {
			best, bestD = h.Hex, d
		}
	}
	return best
}

func find(legal []pwtitle.Choice, pred func(c pwtitle.Choice) bool) (pwtitle.Choice, bool) {
	for _, c := range legal {
		if pred(c) {
			return c, true
		}
	}
	return pwtitle.Choice{}, false
}

func byAction(legal []pwtitle.Choice, text string) (pwtitle.Choice, bool) {
	return find(legal, func(c pwtitle.Choice) bool { return c.Action == text })
}

// fighting is whether the war still needs an attack or a siege.
func (p *pwPlayer) fighting() bool { return !p.attacked || !p.besieged }

// choose picks the decider's action.
func (p *pwPlayer) choose(v *punicwars.View, legal []pwtitle.Choice) pwtitle.Choice {
	me := v.Decision.Side
	switch v.Decision.Kind {
	case "bid":
		// Carthage bids 2, Rome 1, as far as the Treasury goes.
		want := map[string]int{"carthage": 2, "rome": 1}[me]
		best := legal[0]
		for _, c := range legal {
			if c.Count != nil && *c.Count <= want && *c.Count >= *best.Count {
				best = c
			}
		}
		return best
	case "threatened":
		// The first time in the open; then inside the walls when it may (10.32).
		if p.attacked {
			if c, ok := byAction(legal, "invert"); ok {
				return c
			}
		}
		if c, ok := byAction(legal, "stand"); ok {
			return c
		}
	case "offer":
		if c, ok := byAction(legal, "accept"); ok {
			return c
		}
	case "recruit":
		if c, ok := byAction(legal, "done"); ok {
			return c
		}
	case "activate":
		if !p.fighting() && p.bid && p.elected {
			if c, ok := byAction(legal, "offer end"); ok {
				return c
			}
		}
		if p.fighting() {
			// The leader nearest an enemy force, with armies beside him.
			var pick pwtitle.Choice
			bestD := math.Inf(1)
			for _, c := range legal {
				if !strings.HasPrefix(c.Action, "leader ") {
					continue
				}
				for _, l := range v.Leaders {
					if l.Side != me || l.Letter != c.Leader || l.Hex == 0 {
						continue
					}
					if n, _ := armies(v, l.Hex, me); n < 2 {
						continue
					}
					if g := p.goalHex(v, me, l.Hex); g != 0 && p.dist(l.Hex, g) < bestD {
						pick, bestD = c, p.dist(l.Hex, g)
					}
				}
			}
			if pick.Action != "" && bestD < 12*p.st.HexSize {
				return pick
			}
		}
		if c, ok := byAction(legal, "end phase"); ok {
			return c
		}
	case "move":
		if c, ok := find(legal, func(c pwtitle.Choice) bool { return c.Action == "attack army" }); ok && p.fighting() {
			return c
		}
		// Every army along.
		most := pwtitle.Choice{}
		for _, c := range legal {
			if c.Stack == "army" && strings.HasPrefix(c.Action, "attach ") && (most.Count == nil || *c.Count > *most.Count) {
				most = c
			}
		}
		if most.Action != "" {
			return most
		}
		var at int
		for _, l := range v.Leaders {
			if l.Active {
				at = l.Hex
			}
		}
		if p.fighting() && at != 0 {
			goal := p.goalHex(v, me, at)
			best, bestD := pwtitle.Choice{}, p.dist(at, goal)
			for _, c := range legal {
				if strings.HasPrefix(c.Action, "move ") && goal != 0 && p.dist(c.Hex, goal) < bestD-1 {
					best, bestD = c, p.dist(c.Hex, goal)
				}
			}
			if best.Action != "" {
				return best
			}
		}
		if c, ok := byAction(legal, "end"); ok {
			return c
		}
	}
	return legal[0]
}
