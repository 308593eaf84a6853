package hannibal

import (
	"errors"
	"testing"
)

// TestRefereeGame plays the start of a table-referee game: the deal, a move that
// needs a die, and a replay of its record.
func TestRefereeGame(t *testing.T) {
	m, err := NewMatch(testData, Options{Referee: true})
	var need *NeedInput
	if !errors.As(err, &need) || need.What != "draw" {
		t.Fatalf("a referee game must first ask for the cards drawn, got %v", err)
	}
	if m.G.ToMove() != NoSide && len(m.G.Legal(nil)) > 0 {
		t.Fatal("the game went on without the draws")
	}
	// The players draw: Rome 1-7, Carthage 33-39 alternately (7.1).
	var draws []int
	for i := 0; i < 7; i++ {
		draws = append(draws, 1+i, 33+i)
	}
	m.G.ForceDraws(draws...)
	if err := m.Advance(); err != nil {
		t.Fatal(err)
	}
	if got := m.G.Hand(Rome); len(got) != 7 || got[0] != 1 {
		t.Fatalf("Rome's hand %v", got)
	}
	// Carthage decides who goes first (Rome holds no campaign card).
	if err := m.ApplyText("first carthage"); err != nil {
		t.Fatal(err)
	}
	// Hannibal marches from Saguntum over the Pyrenees... a campaign card for OPs,
	// activate Hannibal, take 10 CUs (2 elephants), move into Dertosa (no die),
	// then nothing needs a die until a roll: a pass crossing needs one.
	for _, a := range []string{"ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "move ilerda"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	// The move past 2 MP opens Rome's counter-event window (Bad Weather, card 41)
	// before the attrition roll; Rome passes.
	if err := m.ApplyText("move tolosa"); err != nil {
		t.Fatal(err)
	}
	if d := m.G.Decision(); d.Kind != "counter-event" || d.Side != Rome {
		t.Fatalf("expected Rome's counter-event window, got %+v", d)
	}
	before := m.G.s
	err = m.ApplyText("pass")
	if !errors.As(err, &need) || need.What != "dice" || need.DiceNeeded() != 1 {
		t.Fatalf("crossing the Pyrenees needs a die: got %v", err)
	}
	if m.G.s != before {
		t.Fatal("the refused action changed the game")
	}
	m.G.ForceDice(6)
	if err := m.ApplyText("pass"); err != nil {
		t.Fatal(err)
	}
	rec := m.Record()
	if rec.Start == nil || len(rec.Start.Draws) != 14 || len(rec.Actions[len(rec.Actions)-1].Dice) != 1 {
		t.Fatalf("the record lost the table's inputs: %+v", rec.Start)
	}
	back, err := Replay(testData, &rec)
	if err != nil {
		t.Fatal(err)
	}
	if back.G.s != m.G.s {
		t.Fatalf("the replay differs in %v", stateDiff(&m.G.s, &back.G.s))
	}
}

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
