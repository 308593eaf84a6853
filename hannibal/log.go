package hannibal

import (
	"fmt"

	"punic/game"
)

// LogLine is one entry of the game log: the rule applied and what happened, in
// words a player reads ("12.4 Varro intercepts at Cannae: rolled 3 ≤ 4").
type LogLine = game.LogLine

// Log returns the game log (nil when the game keeps none).
func (g *Game) Log() []LogLine {
	if g.log == nil {
		return nil
	}
	return *g.log
}

// logging reports whether log lines are kept; callers test it before formatting so
// simulations pay nothing for the log.
func (g *Game) logging() bool { return g.log != nil }

func (g *Game) logf(rule, format string, args ...any) {
	if g.log == nil {
		return
	}
	*g.log = append(*g.log, LogLine{Turn: int(g.s.turn), Rule: rule, Text: fmt.Sprintf(format, args...)})
}

// Names used in log lines and labels.

func (g *Game) spaceName(x SpaceID) string {
	if x == noSpace {
		return "nowhere"
	}
	return g.d.Board.Spaces[x].Name
}

func (g *Game) genName(id GeneralID) string {
	if int(id) >= len(g.d.Generals) {
		return "no general"
	}
	return g.d.Generals[id].Name
}

func (g *Game) cardName(n int) string {
	return fmt.Sprintf("#%d %s", n, g.d.Cards[n-1].Title)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func cus(n int) string { return plural(n, "CU", "CUs") }
