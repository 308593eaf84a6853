package bot

import (
	"strconv"
	"strings"

	"punic/punicwars"
)

// The end of the war (18.1): there is no last Game-Turn; the war ends by an
// automatic victory (18.21-18.23) or when one player offers to end it and the
// other accepts, scored on the scenario's Levels of Victory (19.15, 19.25; a
// draw in the Third Punic War, 19.34.4). A bot offers the end when it would
// win by it, or in the second half of the war when it is far behind and the
// end is a draw; it accepts when it wins, or in the second half when it draws
// while clearly behind; and from the war's historical length on
// (Rules.EndTurn; at least minWar Game-Turns) it offers and accepts whatever
// the result, so that a war between bots ends.

// agreedResult is what an end by agreement now would give side me: 1 a win,
// 0 a draw, -1 a loss (as the engine scores it, 18.0).
func agreedResult(g *punicwars.Game, me punicwars.Side) int {
	sc := g.Scenario()
	if len(sc.Levels) == 0 || sc.CarthageOnlyLoses {
		return 0
	}
	vp := g.VictoryPoints()
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

// offer reports whether side me should offer to end the war now.
func (p *Rules) offer(g *punicwars.Game, me punicwars.Side) bool {
	end := p.endTurn(g)
	switch res := agreedResult(g, me); {
	case res > 0 || g.Turn() >= end:
		return true
	case res == 0 && 2*g.Turn() >= end:
		return evaluateOn(p.b, me) < 0.2
	}
	return false
}

// accept reports whether side me should accept the enemy's offer.
func (p *Rules) accept(g *punicwars.Game, me punicwars.Side) bool {
	end := p.endTurn(g)
	switch res := agreedResult(g, me); {
	case res > 0 || g.Turn() >= end:
		return true
	case res == 0 && 2*g.Turn() >= end:
		return evaluateOn(p.b, me) < 0.3
	}
	return false
}
