package bot

import (
	"strconv"
	"strings"

	"punic/punicwars"
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// The end of the war (18.1): there is no last Game-Turn; the war ends by an
// automatic victory (18.21-18.23) or when one player offers to end it and the
// other accepts, scored on the scenario's Levels of Victory (19.15, 19.25; a
// draw in the Third Punic War, 19.34.4). A bot offers the end when it would
// win by it, or in the second half of the war when the end is a draw and it
// has little left to hope for (hopeless); it accepts when it wins, or a draw
// on the same terms; and from the war's historical length on
// (Rules.EndTurn; at least minWar Game-Turns) it offers and accepts whatever
// the result, so that a war between bots ends — but for a side leading on
// Victory Points with a good evaluation, which fights on for half as long
// again (endTurnOf).

// agreedResult is what an end by agreement now would give side me: 1 a win,
// 0 a draw, -1 a loss (as the engine scores it, 18.0), the enemy's hidden
// strengths counted at their worst for me (worstVP).
func agreedResult(g *punicwars.Game, me punicwars.Side) int {
	sc := g.Scenario()
	if len(sc.Levels) == 0 || sc.CarthageOnlyLoses {
		return 0
	}
	vp := worstVP(g, me)
	if vp[0] == vp[1] {
		return 0
	}
	big := punicwars.Rome
	if vp[punicwars.Carthage] > vp[punicwars.Rome] {
		big = punicwars.Carthage
	}
	lvl, ok := sc.LevelOf(vp[big])
	if !ok || lvl.Name == "Draw" {
		return 0
	}
	if big == me {
		return 1
	}
	return -1
}

// HistoricalTurns is the number of Game-Turns the scenario's war lasted (one
// a year, 4.0): 24 for 264-241 BC; 0 when its years do not read as "A-B BC".
func HistoricalTurns(years string) int {
	a, b, ok := strings.Cut(strings.TrimSuffix(strings.TrimSpace(years), " BC"), "-")
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || y > x {
		return 0
	}
	return x - y + 1
}

// minWar is the fewest Game-Turns a bot fights before it ends the war
// whatever the result: the Third Punic War lasted four years (149-146 BC),
// too few for a bot's siege of Carthage.
const minWar = 8

// endTurn is the Game-Turn from which the bot ends the war whatever the
// result: the war's historical length, at least minWar.
func (p *Rules) endTurn(g *punicwars.Game) int {
	if p.EndTurn > 0 {
		return p.EndTurn
	}
	if n := HistoricalTurns(g.Scenario().Years); n > 0 {
		return max(n, minWar)
	}
	return 20
}

// endTurnOf is the Game-Turn from which side me ends the war whatever the
// result: endTurn, or up to half as long again while me leads on Victory
// Points (worstVP) short of a Level of Victory, its evaluation over
// pressOn: a side that is winning the war does not stop it at the
// convention's Game-Turn (18.1 sets no last one). With Press, up to twice
// endTurn while its hand-set evaluation is over ½, ahead on Victory
// Points or not: a draw is worth ½, and the side expects more from fighting
// on (the two sides' values add up to one: never both do).
func (p *Rules) endTurnOf(g *punicwars.Game, me punicwars.Side) int {
	end := p.endTurn(g)
	limit, bar := end+end/2, pressOn
	if p.Press {
		limit, bar = 2*end, 0.5
	}
	if g.Turn() < end || g.Turn() >= limit {
		return end
	}
	if !p.Press {
		if vp := worstVP(g, me); vp[me] <= vp[me.Other()] {
			return end
		}
	}
	// The hand-set evaluation, with or without Press. Not the fitted one:
	// its weights are fitted to how games between heuristics end, and those
	// end by agreement at a convention's Game-Turn whoever is winning (twice
	// the war's length for the shipped weights), so near it the fitted
	// evaluation foretells the convention's result, not the war's (by the
	// weights fitted at the historical length mcts as Rome, 49 Victory
	// Points to 29, offered the end on the Second Punic War's twentieth
	// Game-Turn).
	if evaluateOn(p.b, me) > bar {
		return limit
	}
	return end
}

// pressOn is the evaluation over which a side leading on Victory Points
// fights on past the convention's Game-Turn (endTurnOf).
const pressOn = 0.6

// offer reports whether side me should offer to end the war now.
func (p *Rules) offer(g *punicwars.Game, me punicwars.Side) bool {
	end := p.endTurnOf(g, me)
	switch res := agreedResult(g, me); {
	case res > 0 || g.Turn() >= end:
		return true
	case res == 0 && 2*g.Turn() >= end:
		return evaluateOn(p.b, me) < hopeless
	}
	return false
}

// accept reports whether side me should accept the enemy's offer.
func (p *Rules) accept(g *punicwars.Game, me punicwars.Side) bool {
	end := p.endTurnOf(g, me)
	switch res := agreedResult(g, me); {
	case res > 0 || g.Turn() >= end:
		return true
	case res == 0 && 2*g.Turn() >= end:
		return evaluateOn(p.b, me) < hopeless
	}
	return false
}

// hopeless is the evaluation under which a side offers or accepts a draw
// before the war's end (endTurn): it takes the draw only when it has little
// left to hope for, since the war may still bring it a Level of Victory.
const hopeless = 0.1

// maxHidden is the most Strength Points a face-down force can hold
// (Determinize's bound, 7.35).
const maxHidden = 8

// worstVP is each side's Victory Points (18.0) as side me must count them
// from its observation: a hidden enemy strength inside the walls (9.12) may
// be as large as maxHidden, and such a garrison is then neither besieged
// (10.42) nor without weight in its region's control (14.13-14.15). An
// observation's own VictoryPoints counts it at 1, which could make a bot
// offer an end it would not win. In a complete game it is VictoryPoints.
func worstVP(g *punicwars.Game, me punicwars.Side) [2]int {
	d := g.Data()
	type hexArmies struct {
		h                 hexmap.HexID
		in, out, enemyOut [2][2]int // [side][type]
	}
	var hexes []hexArmies
	at := func(h hexmap.HexID) *hexArmies {
		for i := range hexes {
			if hexes[i].h == h {
				return &hexes[i]
			}
		}
		hexes = append(hexes, hexArmies{h: h})
		return &hexes[len(hexes)-1]
	}
	for _, f := range g.Forces(nil) {
		if f.Side == punicwars.NoSide {
			continue
		}
		n, t := f.N, 0
		if f.Hidden && f.Side != me {
			n = maxHidden
		}
		if f.Fleet {
			t = 1
		}
		x := at(f.Hex)
		if f.Down {
			x.in[f.Side][t] += n
		} else {
			x.out[f.Side][t] += n
		}
	}
	armies := make([][2]int, len(d.Regions))
	for i := range hexes {
		x := &hexes[i]
		r := d.RegionOf[x.h]
		if r < 0 {
			continue
		}
		for s := punicwars.Rome; s <= punicwars.Carthage; s++ {
			e := s.Other()
			n := x.out[s][0]
			besieged := x.in[s] != [2]int{} && x.out[s] == [2]int{} &&
				x.in[e][0]+x.out[e][0] >= x.in[s][0] && x.in[e][1]+x.out[e][1] >= x.in[s][1]
			if !besieged {
				n += x.in[s][0]
			}
			armies[r][s] += n
		}
	}
	var vp [2]int
	for r := range d.Regions {
		id := data.RegionID(r)
		if g.ClosedRegion(id) {
			continue
		}
		if c := controller(g, id, armies[r]); c != punicwars.NoSide {
			vp[c] += d.Regions[r].Value
		}
	}
	return vp
}

// controller applies 14.12-14.16 to region r holding a[side] non-besieged
// Army Strength Points: 14.13 and 14.15 first, else the region's alignment.
func controller(g *punicwars.Game, r data.RegionID, a [2]int) punicwars.Side {
	v := g.Data().Regions[r].Value
	for _, s := range [2]punicwars.Side{punicwars.Rome, punicwars.Carthage} {
		own, enemy := a[s], a[s.Other()]
		if own > 0 && 2*own >= v && (enemy == 0 || own >= 2*enemy) {
			return s
		}
	}
	switch g.RegionStatus(r) {
	case data.ProRome:
		return punicwars.Rome
	case data.ProCarthage:
		return punicwars.Carthage
	}
	return punicwars.NoSide
}
