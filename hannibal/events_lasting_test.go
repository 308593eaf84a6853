package hannibal

import (
	"testing"

	"punic/hannibal/data"
)

// Cards 29, 57, 58 and 64.

// Card 29: -1 for Carthage at sea this turn; Rome sails only with a campaign
// card; the effect ends with the turn.
func TestEvent29NavalVictory(t *testing.T) {
	p := newPos(t)
	p.army("rome", "lilybaeum", 3, 0, "pro:varro")
	p.hand("carthage", 29)
	p.hand("rome", 23, 33)
	g := p.cardPlay("carthage")
	do(t, g, "event 29")
	if g.s.effects&effNavalVictory == 0 {
		t.Fatalf("no Naval Victory in effect")
	}
	do(t, g, "ops 23 move", "activate varro", "take 3")
	refused(t, g, "sail carales", "29")

	// A campaign card (here for its OPs) still sails.
	p = newPos(t)
	p.army("rome", "lilybaeum", 3, 0, "pro:varro")
	p.g.s.effects |= effNavalVictory
	p.hand("rome", 33)
	g = p.cardPlay("rome")
	do(t, g, "ops 33 move", "activate varro", "take 3")
	if !hasLegal(g, "sail carales") {
		t.Errorf("Rome cannot sail with a campaign card: %v", legalTexts(g))
	}

	g.endTurn()
	if g.s.effects&effNavalVictory != 0 {
		t.Errorf("the Naval Victory outlasts the turn")
	}
}

// Card 29 played twice in a turn does nothing the second time: refused.
func TestEvent29Refused(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effNavalVictory
	p.hand("carthage", 29)
	g := p.cardPlay("carthage")
	noEvent(t, g, 29, "29")
	p = newPos(t)
	p.hand("rome", 29)
	g = p.cardPlay("rome")
	noEvent(t, g, 29, "8.3")
}

// Card 57: Carthaginian CUs may not leave Africa (a general alone may; moves
// inside Africa too) until the start of the turn after the next reshuffle; the
// card waits by the map.
func TestEvent57HannoCounsels(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 3, 0, "hasdrubal")
	p.hand("rome", 57)
	p.hand("carthage", 23, 30)
	g := p.cardPlay("rome")
	do(t, g, "event 57")
	if g.s.effects&effHannoCounsels == 0 || !g.s.byMap.has(57) || g.s.discard.has(57) {
		t.Fatalf("effects %b, byMap %v", g.s.effects, cardList(g.s.byMap))
	}
	do(t, g, "ops 23 move", "activate hasdrubal", "take 3")
	refused(t, g, "sail lilybaeum", "57/58")
	if !hasLegal(g, "sail utica") {
		t.Errorf("a move inside Africa is barred")
	}

	// A general alone may leave.
	p = newPos(t)
	p.army("carthage", "carthage", 3, 0, "hasdrubal")
	p.g.s.effects |= effHannoCounsels
	p.hand("carthage", 23)
	g = p.cardPlay("carthage")
	do(t, g, "ops 23 move", "activate hasdrubal", "take 0")
	if !hasLegal(g, "sail lilybaeum") {
		t.Errorf("a general alone cannot leave Africa: %v", legalTexts(g))
	}
}

// Cards 57 and 58 end at the start of the turn after the next reshuffle. The
// reshuffle takes their cards back into the deck with the rest (8.7: the entire
// deck except cards removed from play), while the effects run on until then.
func TestEvent57And58End(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 57, 61)
	p.hand("carthage", 58, 62)
	g := p.cardPlay("rome")
	do(t, g, "event 57", "event 58")
	if g.s.effects&(effHannoCounsels|effCatoCounsels) != effHannoCounsels|effCatoCounsels || g.s.byMap != 1<<56|1<<57 {
		t.Fatalf("effects %b, byMap %v", g.s.effects, cardList(g.s.byMap))
	}
	g.startOfTurnEffects() // no reshuffle yet: still in force
	if g.s.effects&effHannoCounsels == 0 {
		t.Fatalf("Hanno Counsels ended without a reshuffle")
	}
	g.reshuffle("8.7", "test")
	if g.s.effects&effHannoCounsels == 0 || g.s.effects&effCatoCounsels == 0 {
		t.Fatalf("the Counsels ended at the reshuffle: effects %b", g.s.effects)
	}
	if !g.s.deckHas(57) || !g.s.deckHas(58) || g.s.byMap != 0 {
		t.Fatalf("8.7: cards 57 and 58 lying by the map must go back into the reshuffled deck (byMap %v)", cardList(g.s.byMap))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.startOfTurnEffects()
	if g.s.effects&(effHannoCounsels|effCatoCounsels|effHannoPending|effCatoPending) != 0 {
		t.Errorf("effects %b left", g.s.effects)
	}
	if !g.s.deckHas(57) || g.s.discard.has(57) {
		t.Errorf("card 57 should stay in the deck when its effect ends")
	}
}

// deckHas reports whether card n is in the deck.
func (s *State) deckHas(n int) bool {
	for i := 0; i < int(s.deckN); i++ {
		if int(s.deck[i]) == n {
			return true
		}
	}
	return false
}

// Card 58: Roman CUs may not move into Africa; Roman CUs already there move
// freely; a general alone may go.
func TestEvent58CatoCounsels(t *testing.T) {
	p := newPos(t)
	p.army("rome", "lilybaeum", 3, 0, "pro:varro")
	p.hand("carthage", 58)
	p.hand("rome", 23)
	g := p.cardPlay("carthage")
	do(t, g, "event 58")
	do(t, g, "ops 23 move", "activate varro", "take 3")
	refused(t, g, "sail hippo-regius", "57/58")
	if !hasLegal(g, "sail carales") {
		t.Errorf("a move outside Africa is barred")
	}

	p = newPos(t)
	p.army("rome", "lilybaeum", 3, 0, "pro:varro")
	p.g.s.effects |= effCatoCounsels
	p.hand("rome", 23)
	g = p.cardPlay("rome")
	do(t, g, "ops 23 move", "activate varro", "take 0")
	if !hasLegal(g, "sail hippo-regius") {
		t.Errorf("a general alone cannot go to Africa")
	}

	p = newPos(t)
	p.army("rome", "hippo-regius", 3, 0, "pro:varro")
	p.g.s.effects |= effCatoCounsels
	p.hand("rome", 23)
	g = p.cardPlay("rome")
	do(t, g, "ops 23 move", "activate varro", "take 3", "move thabraca")
}

// Card 64: a Truce starts; using an event that breaks it ends it; OPs and discards
// do not.
func TestEvent64Truce(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "acci")
	p.hand("carthage", 64, 61, 62)
	p.hand("rome", 5, 35)
	g := p.cardPlay("carthage")
	do(t, g, "event 64")
	if !g.truceOn() || g.s.effects&effTruceReshuffle == 0 {
		t.Fatalf("effects %b: want a Truce and its reshuffle", g.s.effects)
	}
	do(t, g, "discard 5", "discard 61")
	if !g.truceOn() {
		t.Fatalf("a discard ended the Truce")
	}
	do(t, g, "event 35", "pc acci")
	if g.truceOn() {
		t.Errorf("Diplomacy did not end the Truce")
	}
	logHas(t, g, "64 The Truce ends: Rome used an event")
}

// Card 64: the Truce outlasts the turn's reshuffle; only an event ends it.
func TestEvent64TruceOutlastsTurn(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 64)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 64")
	g.endTurn()
	if !g.truceOn() || g.s.effects&effTruceReshuffle != 0 {
		t.Errorf("effects %b: want the Truce still on after the reshuffle", g.s.effects)
	}
	if !g.s.deckHas(64) {
		t.Errorf("the Truce card was not reshuffled into the deck")
	}
}

// Card 64: what a Truce forbids: entering a space with an enemy PC or CU,
// flipping an enemy PC, sieges; its event is not offered while it lasts.
func TestEvent64TruceForbids(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effTruce
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.control("rome", "arpi", "cannae")
	p.army("rome", "beneventum", 2, 0)
	p.hand("carthage", 61, 64, 5)
	p.hand("rome", 62)
	g := p.cardPlay("carthage")
	noEvent(t, g, 64, "64")
	do(t, g, "ops 5 pc")
	refused(t, g, "pc cannae", "64") // would flip the Roman PC under Hannibal
	do(t, g, "pass", "discard 62", "ops 61 move", "activate hannibal", "take 5")
	refused(t, g, "move arpi", "64")       // a Roman PC
	refused(t, g, "move beneventum", "64") // Roman CUs
	do(t, g, "move heraclea")
}

// Card 64: an event that moves an army keeps the Truce; Hostile Tribes played as a
// normal event ends it (the cards' truce data).
func TestEvent64TruceKeptOrBroken(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effTruce
	p.army("carthage", "saguntum", 3, 0, "hannibal")
	p.hand("carthage", 61)
	p.hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 61")
	if !g.truceOn() {
		t.Errorf("Force March ended the Truce")
	}

	p = newPos(t)
	p.g.s.effects |= effTruce
	p.army("rome", "tolosa", 3, 0, "varro")
	p.hand("carthage", 7)
	p.hand("rome", 62)
	g = p.cardPlay("carthage")
	do(t, g, "event 7")
	if g.truceOn() {
		t.Errorf("Hostile Tribes as a normal event kept the Truce")
	}
}

// Cards 57, 58 only restrict moves by sea: no land connection joins Africa to the
// rest of the map, so no retreat, interception or avoidance can cross.
func TestEvent57And58NoLandRouteToAfrica(t *testing.T) {
	b := testData.Board
	for _, s := range b.Spaces {
		for _, l := range s.Links {
			if (b.CountryOf(s.ID) == data.Africa) != (b.CountryOf(l.To) == data.Africa) {
				t.Errorf("%s - %s crosses into Africa by land", s.Key, b.Spaces[l.To].Key)
			}
		}
	}
}
