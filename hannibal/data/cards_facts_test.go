package data_test

import (
	"regexp"
	"slices"
	"testing"

	"punic/hannibal/data"
)

// TestStrategyCards: 2.1 64 strategy cards; 8.1 OPs 1-3 (21 x 1, 22 x 2, 21 x 3); the
// ship icon on exactly the 3-OP cards; 8.3 ten Roman, 17 Carthaginian, 37 either.
func TestStrategyCards(t *testing.T) {
	d := data.MustDefault()
	if len(d.Cards) != data.NumCards || data.NumCards != 64 {
		t.Fatalf("%d cards, want 64", len(d.Cards))
	}
	ops := map[int]int{}
	side := map[data.EventFor]int{}
	for i, c := range d.Cards {
		if c.Number != i+1 || d.Card(c.Number) != &d.Cards[i] {
			t.Errorf("card at index %d has number %d", i, c.Number)
		}
		ops[c.Ops]++
		side[c.EventFor]++
		if c.Ship != (c.Ops == 3) {
			t.Errorf("card %d (%d OPs): ship %v; the ship is on the 3-OP cards", c.Number, c.Ops, c.Ship)
		}
		if c.Title == "" || c.Event == "" || c.Effect == "" {
			t.Errorf("card %d lacks a title, event key or effect", c.Number)
		}
	}
	if ops[1] != 21 || ops[2] != 22 || ops[3] != 21 {
		t.Errorf("OPs counts 1:%d 2:%d 3:%d, want 21, 22, 21", ops[1], ops[2], ops[3])
	}
	if side[data.EventRome] != 10 || side[data.EventCarthage] != 17 || side[data.EventBoth] != 37 {
		t.Errorf("events Rome %d, Carthage %d, both %d; want 10, 17, 37",
			side[data.EventRome], side[data.EventCarthage], side[data.EventBoth])
	}
}

// TestCardReadings pins the readings recorded in docs/rulings.md and the card
// attributes the rules name.
func TestCardReadings(t *testing.T) {
	d := data.MustDefault()
	// Card 32: the printed card shows 1 OP (the module's card list says 2).
	if c := d.Card(32); c.Title != "Numidian Allies Desert" || c.Ops != 1 || !c.Counter {
		t.Errorf("card 32: %q, %d OPs, counter %v; want Numidian Allies Desert, 1 OP, counter", c.Title, c.Ops, c.Counter)
	}
	var counters []int
	for _, c := range d.Cards {
		if c.Counter {
			counters = append(counters, c.Number)
			// Card 64: counter events never end a Truce; Hostile Tribes (7, 8) ends it
			// only when used as a normal event.
			want := data.TruceKeeps
			if c.Number == 7 || c.Number == 8 {
				want = data.TruceBreaksUnlessCounter
			}
			if c.Truce != want {
				t.Errorf("card %d: truce %s, want %s", c.Number, c.Truce, want)
			}
		}
	}
	// 8.4: the counter events, titles in the brown oval.
	if want := []int{6, 7, 8, 20, 31, 32, 41, 42, 59, 60}; !slices.Equal(counters, want) {
		t.Errorf("counter events %v, want %v", counters, want)
	}
	// 8.5: REMOVE IF PLAYED on 25 and 26; Philip V (9) after its second event.
	for n, want := range map[int]data.Removal{9: data.RemovedAfterSecond, 25: data.RemovedAfterEvent, 26: data.RemovedAfterEvent, 1: data.NeverRemoved} {
		if got := d.Card(n).Removal; got != want {
			t.Errorf("card %d removal %s, want %s", n, got, want)
		}
	}
	if d.Card(64).Title != "Truce" || d.Card(64).Event != "truce" {
		t.Errorf("card 64 is %q (%s), want Truce", d.Card(64).Title, d.Card(64).Event)
	}
	if !data.EventBoth.Allows(data.Rome) || !data.EventCarthage.Allows(data.Carthage) || data.EventRome.Allows(data.Carthage) {
		t.Error("EventFor.Allows is wrong")
	}
}

// TestBattleDeck: 2.1 and 4.4 48 battle cards; the 2007 deck list 12 Frontal Assault,
// 9 Flank Left, 9 Flank Right, 8 Probe, 6 Double Envelopment, 4 Reserve; 14.9 only the
// Reserve is wild.
func TestBattleDeck(t *testing.T) {
	d := data.MustDefault()
	want := []struct {
		key   string
		count int
	}{{"frontal-assault", 12}, {"flank-left", 9}, {"flank-right", 9}, {"probe", 8}, {"double-envelopment", 6}, {"reserve", 4}}
	if len(d.BattleCards) != len(want) || data.NumBattleCardTypes != len(want) {
		t.Fatalf("%d battle-card types, want %d", len(d.BattleCards), len(want))
	}
	total := 0
	for i, w := range want {
		bc := d.BattleCards[i]
		total += bc.Count
		if bc.Key != w.key || bc.Count != w.count || bc.Wild != (w.key == "reserve") {
			t.Errorf("battle card %d: %s x%d wild %v; want %s x%d", i, bc.Key, bc.Count, bc.Wild, w.key, w.count)
		}
	}
	if total != 48 {
		t.Errorf("battle deck of %d cards, want 48", total)
	}
	if d.BattleCards[data.Probe].Key != "probe" || d.BattleCards[data.Reserve].Key != "reserve" {
		t.Error("the battle-card type constants do not index Data.BattleCards")
	}
}

// TestTurnTrack: 7.1 seven cards each on turns 1-3, eight on 4-6, nine on 7-9.
func TestTurnTrack(t *testing.T) {
	d := data.MustDefault()
	var cards []int
	for i, turn := range d.Turns {
		if turn.Number != i+1 {
			t.Errorf("turn at index %d is numbered %d", i, turn.Number)
		}
		cards = append(cards, turn.Cards)
	}
	if want := []int{7, 7, 7, 8, 8, 8, 9, 9, 9}; !slices.Equal(cards, want) {
		t.Errorf("cards dealt %v, want %v", cards, want)
	}
	if d.Turns[0].Years != "218 BC" || d.Turns[5].Years != "211-210 BC" {
		t.Errorf("turn years %q, %q", d.Turns[0].Years, d.Turns[5].Years)
	}
}

// TestGenerals: 2.1 14 generals; 6.4 and 4.1 the eight round Roman markers drawn as
// consuls; ratings as printed on the counters (strategy, battle).
func TestGenerals(t *testing.T) {
	d := data.MustDefault()
	want := map[string]struct {
		side             data.Side
		strategy, battle int
		consul           bool
	}{
		"p-scipio": {data.Rome, 3, 2, true}, "t-longus": {data.Rome, 2, 1, true},
		"flaminius": {data.Rome, 2, 2, true}, "fabius": {data.Rome, 3, 3, true},
		"marcellus": {data.Rome, 2, 3, true}, "nero": {data.Rome, 1, 2, true},
		"varro": {data.Rome, 1, 1, true}, "paulus": {data.Rome, 3, 2, true},
		"scipio-africanus": {data.Rome, 1, 4, false},
		"hannibal":         {data.Carthage, 1, 4, false}, "hasdrubal": {data.Carthage, 2, 3, false},
		"hanno": {data.Carthage, 3, 2, false}, "mago": {data.Carthage, 2, 2, false},
		"gisgo": {data.Carthage, 2, 1, false},
	}
	if len(d.Generals) != len(want) {
		t.Errorf("%d generals, want %d", len(d.Generals), len(want))
	}
	for i, g := range d.Generals {
		w, ok := want[g.Key]
		if !ok {
			t.Errorf("unexpected general %q", g.Key)
			continue
		}
		if int(g.ID) != i || g.Side != w.side || g.Strategy != w.strategy || g.Battle != w.battle || g.ConsulPool != w.consul {
			t.Errorf("%s: %s %d/%d consul %v; want %s %d/%d consul %v",
				g.Name, g.Side, g.Strategy, g.Battle, g.ConsulPool, w.side, w.strategy, w.battle, w.consul)
		}
		if g.Ability == "" || g.AbilityText == "" {
			t.Errorf("%s has no ability key or text", g.Name)
		}
	}
}

// TestCardEffectsStandAlone: every card's effect text is whole, in our own
// words, and never refers the reader to another card ("Same as #37", "As #44
// but…"): the page shows one card at a time.
func TestCardEffectsStandAlone(t *testing.T) {
	d := data.MustDefault()
	ref := regexp.MustCompile(`(?i)\b(same as|as)\s+(card\s+)?#?\d+\b`)
	for _, c := range d.Cards {
		if m := ref.FindString(c.Effect); m != "" {
			t.Errorf("card %d's effect refers to another card (%q): %q", c.Number, m, c.Effect)
		}
	}
}
