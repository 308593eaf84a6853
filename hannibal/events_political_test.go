package hannibal

import "testing"

// Cards 9, 19, 27, 35-36 and 55.

// Card 9, first play: only Carthage; Rome discards a random card and Macedonia's
// -1 on the Naval Combat roll begins.
func TestEvent9PhilipAlliance(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 9, 61)
	p.hand("rome", 33)
	g := p.cardPlay("carthage")
	do(t, g, "event 9")
	if g.s.effects&effMacedonia == 0 {
		t.Fatalf("no Macedonian alliance")
	}
	if g.s.hand[Rome] != 0 || !g.s.discard.has(33) || !g.s.discard.has(9) {
		t.Errorf("Rome's hand %v, discard %v: want card 33 discarded with card 9", cardList(g.s.hand[Rome]), cardList(g.s.discard))
	}
	logHas(t, g, "Rome discards #33")
	decision(t, g, Carthage, "card-play") // Rome has no card left
}

// Card 9: the alliance gives Carthage -1 on its Naval Combat rolls.
func TestEvent9NavalModifier(t *testing.T) {
	p := newPos(t)
	g := p.g
	g.s.mv.gen, g.s.mv.cus = p.gen("hasdrubal"), 3
	from, to := p.sp("carthage"), p.sp("lilybaeum")
	before := g.navalModifier(from, to)
	g.s.effects |= effMacedonia
	if after := g.navalModifier(from, to); after != before-1 {
		t.Errorf("naval modifier %d with Macedonia, %d without", after, before)
	}
}

// Card 9: Rome cannot make the alliance, Carthage cannot break it.
func TestEvent9Refused(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 9)
	g := p.cardPlay("rome")
	noEvent(t, g, 9, "9")

	p = newPos(t)
	p.g.s.effects |= effMacedonia
	p.hand("carthage", 9)
	g = p.cardPlay("carthage")
	noEvent(t, g, 9, "9")
}

// Card 9, second play: Rome makes peace; Carthage discards a random card, the -1
// ends and the card leaves the game (8.5).
func TestEvent9PhilipPeace(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effMacedonia
	p.hand("rome", 9, 61)
	p.hand("carthage", 12)
	g := p.cardPlay("rome")
	do(t, g, "event 9")
	if g.s.effects&effMacedonia != 0 {
		t.Errorf("the alliance goes on")
	}
	if !g.s.removed.has(9) || g.s.discard.has(9) {
		t.Errorf("card 9 not removed from the game")
	}
	if g.s.hand[Carthage] != 0 || !g.s.discard.has(12) {
		t.Errorf("Carthage did not discard card 12")
	}
	decision(t, g, Rome, "card-play")
}

// Card 9: a Truce card discarded at random still reshuffles the deck (8.7).
func TestEvent9DiscardsTruce(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 9, 61)
	p.hand("rome", 64)
	g := p.cardPlay("carthage")
	do(t, g, "event 9")
	if !g.s.discard.has(64) || g.s.effects&effTruceReshuffle == 0 {
		t.Errorf("the discarded Truce does not reshuffle the deck (effects %b)", g.s.effects)
	}
}

// Card 9 with an empty Roman hand: the alliance is made all the same.
func TestEvent9EmptyHand(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 9, 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 9")
	if g.s.effects&effMacedonia == 0 {
		t.Errorf("no alliance")
	}
	logHas(t, g, "Rome has no strategy card to discard")
}

// Card 19: the player of the card picks the Roman general who replaces the
// proconsul; he commands the army as proconsul.
func TestEvent19SenateDismisses(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 6, 0, "pro:varro")
	p.army("rome", "rome", 5, 0, "paulus")
	p.hand("carthage", 19)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 19")
	decision(t, g, Carthage, "event")
	refused(t, g, "general paulus", "19")           // on the map
	refused(t, g, "general scipio-africanus", "19") // not a consul of the pool
	refused(t, g, "general hannibal", "19")
	do(t, g, "general nero")
	if p.at("varro") != "" || p.at("nero") != "cannae" {
		t.Fatalf("Varro at %q, Nero at %q", p.at("varro"), p.at("nero"))
	}
	nero := p.gen("nero")
	if !g.isProconsul(nero) || g.isConsul(nero) || !g.commands(nero) {
		t.Errorf("Nero is not the commanding proconsul (flags %b)", g.s.gflag[nero])
	}
	decision(t, g, Rome, "card-play")
}

// Card 19 with two proconsuls (not Scipio Africanus): first choose whom to dismiss.
func TestEvent19ChooseProconsul(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 6, 0, "pro:varro")
	p.army("rome", "arpi", 2, 0, "pro:flaminius")
	p.army("rome", "capua", 2, 0, "scipio-africanus")
	p.hand("rome", 19)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 19")
	refused(t, g, "general scipio-africanus", "19")
	do(t, g, "general flaminius", "general fabius")
	if p.at("flaminius") != "" || p.at("fabius") != "arpi" || p.at("varro") != "cannae" {
		t.Errorf("Flaminius %q, Fabius %q, Varro %q", p.at("flaminius"), p.at("fabius"), p.at("varro"))
	}
}

// Card 19 needs a proconsul other than Scipio Africanus.
func TestEvent19Refused(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 6, 0, "varro") // a consul
	p.army("rome", "capua", 2, 0, "scipio-africanus")
	p.hand("carthage", 19)
	g := p.cardPlay("carthage")
	noEvent(t, g, 19, "19")
}

// Card 27: Hannibal in Italy; 2 Roman PCs in Italy without Roman CUs become
// Carthaginian (not walled cities or tribes).
func TestEvent27IHaveComeIntoItaly(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 0, "hannibal")
	p.control("rome", "arpi", "beneventum", "falerii", "lilybaeum")
	p.army("rome", "beneventum", 3, 0, "varro")
	p.hand("carthage", 27)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 27")
	refused(t, g, "pc beneventum", "27") // Roman CUs
	refused(t, g, "pc capua", "27")      // a walled city
	refused(t, g, "pc lilybaeum", "27")  // not Italy
	if hasLegal(g, "pass") {
		t.Errorf("the event flips 2 PCs: no stopping")
	}
	do(t, g, "pc arpi", "pc falerii")
	p.ctlIs(Carthage, "arpi", "falerii")
	p.ctlIs(Rome, "beneventum", "capua")
	decision(t, g, Rome, "card-play")
}

// Card 27: one PC to flip: one is flipped; Hannibal outside Italy: refused.
func TestEvent27PartialAndRefused(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 0, "hannibal")
	p.control("rome", "arpi")
	p.hand("carthage", 27)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 27", "pc arpi")
	logHas(t, g, "Only 1 of the 2 PC flips")
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.army("carthage", "saguntum", 6, 0, "hannibal")
	p.control("rome", "arpi")
	p.hand("carthage", 27)
	g = p.cardPlay("carthage")
	noEvent(t, g, 27, "27")
}

// Cards 35, 36: flip one enemy PC without enemy CUs, not a walled city or tribe.
func TestEvent35Diplomacy(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "acci", "hispalis")
	p.army("carthage", "hispalis", 1, 0)
	p.hand("rome", 35)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 35")
	refused(t, g, "pc hispalis", "35/36") // Carthaginian CU
	refused(t, g, "pc gades", "35/36")    // walled city
	refused(t, g, "pc boii", "35/36")     // tribe
	refused(t, g, "pc arpi", "35/36")     // not an enemy PC
	do(t, g, "pc acci")
	p.ctlIs(Rome, "acci")
	p.ctlIs(Carthage, "hispalis", "gades")
	decision(t, g, Carthage, "card-play")

	p = newPos(t)
	p.control("carthage", "acci")
	p.army("carthage", "acci", 1, 0)
	p.hand("rome", 36)
	g = p.cardPlay("rome")
	noEvent(t, g, 36, "35/36")
}

// Card 55: a random card of the opponent's changes hands; its old owner knows
// where it went, and forgets once it is played.
func TestEvent55MessengerIntercepted(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 3, 0, "hasdrubal")
	p.hand("carthage", 55)
	p.hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 55")
	if !g.s.hand[Carthage].has(62) || g.s.hand[Rome] != 0 {
		t.Fatalf("hands: Carthage %v, Rome %v", cardList(g.s.hand[Carthage]), cardList(g.s.hand[Rome]))
	}
	if o := g.Observation(Rome); !o.s.hand[Carthage].has(62) || o.s.hidden[Carthage] != 0 {
		t.Errorf("Rome should know Carthage holds card 62")
	}
	if v := g.View(Rome); len(v.Known) != 1 || v.Known[0] != 62 {
		t.Errorf("Rome's view knows %v, want [62]", v.Known)
	}
	if v := g.View(Carthage); len(v.Known) != 0 {
		t.Errorf("Carthage's view knows %v", v.Known)
	}
	if o := g.Observation(Carthage); o.s.hand[Rome] != 0 {
		t.Errorf("Carthage sees Rome's cards")
	}
	decision(t, g, Carthage, "card-play") // Rome has nothing left to play
	do(t, g, "discard 62")
	if g.s.revealed[Carthage].has(62) {
		t.Errorf("card 62 still marked as known after it left the hand")
	}
}

// Card 55 needs a card in the opponent's hand.
func TestEvent55Refused(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 55)
	g := p.cardPlay("carthage")
	noEvent(t, g, 55, "55")
}
