package hannibal

import (
	"errors"
	"testing"
)

// TestRefereeBadPickDropped: a queued pick that does not fit is reported and
// dropped, so the table can give the right one.
func TestRefereeBadPickDropped(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 5, 6)
	g := p.g
	g.SetReferee(true)
	g.ForcePicks("33")
	var c int
	err := g.guarded(func() { c = g.pickCard(Rome) })
	var need *NeedInput
	if !errors.As(err, &need) || need.Bad != "33" {
		t.Fatalf("a card not in the hand: %v", err)
	}
	if len(g.picks) != 0 {
		t.Fatalf("the bad pick stayed queued: %v", g.picks)
	}
	g.ForcePicks("6")
	if err := g.guarded(func() { c = g.pickCard(Rome) }); err != nil || c != 6 {
		t.Fatalf("the right pick: %d %v", c, err)
	}
}
