package punicwars

import (
	"fmt"

	"punic/punicwars/hexmap"
)

// LogLine is one entry of the game log: the case applied and what happened
// ("9.14 Leader A attacks 3 army SP with 5 MP").
type LogLine struct {
	Turn int    // Game-Turn
	Rule string // case number, e.g. "11.13"
	Text string
}

// String renders the line as "rule text".
func (l LogLine) String() string {
	if l.Rule == "" {
		return l.Text
	}
	return l.Rule + " " + l.Text
}

// Log returns the game log (nil when the game keeps none).
func (g *Game) Log() []LogLine {
	if g.log == nil {
		return nil
	}
	return *g.log
}

func (g *Game) logging() bool { return g.log != nil }

func (g *Game) logf(rule, format string, args ...any) {
	if g.log == nil {
		return
	}
	*g.log = append(*g.log, LogLine{Turn: int(g.s.turn), Rule: rule, Text: fmt.Sprintf(format, args...)})
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func sps(n int, typ uint8) string {
	return plural(n, typeNames[typ]+" SP", typeNames[typ]+" SPs")
}

// hexNum is a hex's printed number.
func (g *Game) hexNum(h hexmap.HexID) int {
	if h < 0 || int(h) >= len(g.f.m.Hexes) {
		return 0
	}
	return g.f.m.Hexes[h].Num
}

// hexName is "2908 (Rome)" or "2909".
func (g *Game) hexName(h hexmap.HexID) string {
	if h < 0 || int(h) >= len(g.f.m.Hexes) {
		return "off the map"
	}
	x := &g.f.m.Hexes[h]
	if x.Name != "" {
		return fmt.Sprintf("%04d (%s)", x.Num, x.Name)
	}
	return fmt.Sprintf("%04d", x.Num)
}

// leaderName is "Rome's leader A (1)".
func (g *Game) leaderName(i int) string {
	l := &g.d.Leaders[i]
	return fmt.Sprintf("%s leader %s (%d)", Side(l.Nation), l.Letter, g.s.leaders[i].value)
}
