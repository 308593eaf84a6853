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

// TestUnfitForcedPickRefused: outside referee mode, a queued pick that does not
// fit when it is used refuses the action with the reason, and is dropped.
func TestUnfitForcedPickRefused(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 5, 6)
	g := p.g
	g.ForcePicks("33")
	before := g.s
	var c int
	err := g.guarded(func() { c = g.pickCard(Rome) })
	var unfit *UnfitInput
	if !errors.As(err, &unfit) || unfit.What != "pick" || unfit.Value != "33" ||
		err.Error() != `the pick queued, "33", does not fit: "33" is not a card of Rome's hand; it was dropped from the queue and the action not taken (send it again)` {
		t.Fatalf("a card not in the hand: %v", err)
	}
	if len(g.picks) != 0 || g.s != before || g.checking {
		t.Fatalf("the game changed or the pick stayed queued: %v", g.picks)
	}
	if err := g.guarded(func() { c = g.pickCard(Rome) }); err != nil || (c != 5 && c != 6) {
		t.Fatalf("with nothing queued the generator picks: %d %v", c, err)
	}
	// A queued draw of a card that left the deck is refused the same way.
	g.ForceDraws(5)
	if err := g.guarded(func() { g.drawCard() }); !errors.As(err, &unfit) || unfit.What != "draw" || unfit.Value != "5" {
		t.Fatalf("a draw of a card in a hand: %v", err)
	}
}
