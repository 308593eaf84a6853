package hannibal

import (
	"fmt"
	"strings"
	"testing"
)

// Helpers for the card-event tests (events_*_test.go).

// noEvent checks that card n's event is not offered to the side to play and that
// playing it is refused with the given rule.
func noEvent(t *testing.T, g *Game, n int, rule string) {
	t.Helper()
	text := fmt.Sprintf("event %d", n)
	if hasLegal(g, text) {
		t.Fatalf("%q is offered; want it refused by rule %s", text, rule)
	}
	refused(t, g, text, rule)
}

// ctlIs checks who controls spaces.
func (p *pos) ctlIs(side Side, spaces ...string) {
	p.t.Helper()
	for _, k := range spaces {
		if got := p.g.s.ctl[p.sp(k)]; got != side {
			p.t.Errorf("%s is controlled by %v, want %v", k, got, side)
		}
	}
}

// logHas checks that a log line contains text.
func logHas(t *testing.T, g *Game, text string) {
	t.Helper()
	for _, l := range g.Log() {
		if strings.Contains(l.String(), text) {
			return
		}
	}
	var lines []string
	for _, l := range g.Log() {
		lines = append(lines, l.String())
	}
	n := len(lines)
	if n > 12 {
		lines = lines[n-12:]
	}
	t.Fatalf("no log line contains %q; last lines:\n%s", text, strings.Join(lines, "\n"))
}

// lostBy returns side's CUs lost for a cause.
func (p *pos) lostBy(side string, cause int) int {
	return int(p.g.s.cuLost[p.side(side)][cause])
}
