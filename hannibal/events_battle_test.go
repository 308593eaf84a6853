package hannibal

import "testing"

// Tests of the battle counter events: 6 Marharbal's Cavalry, 20 Spy in Enemy Camp,
// 31/32 Spanish and Numidian Allies Desert, 42 Elephant Fright, 59 Ally Deserts.

// bcHand is a battle-card hand: Frontal Assault, Flank Left, Flank Right, Probe,
// Double Envelopment, Reserve.
func bcHand(fa, fl, fr, pr, de, re int) [6]int { return [6]int{fa, fl, fr, pr, de, re} }

// hannibalAttacksArpi sets Hannibal with 5 CUs (ele of them elephants) in Cannae
// against Varro with 5 CUs in Arpi, gives the players their strategy cards, forces
// the battle hands when given, and moves Hannibal in; Rome declares no avoid
// battle.
func hannibalAttacksArpi(t *testing.T, p *pos, ele int, carthage, rome []int, rh, ch *[6]int) *Game {
	t.Helper()
	p.army("carthage", "cannae", 5, ele, "hannibal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("carthage", append([]int{33}, carthage...)...)
	p.hand("rome", rome...)
	g := p.cardPlay("carthage")
	if rh != nil {
		g.ForceBattleHands(*rh, *ch)
	}
	take := "take 5"
	if ele > 0 {
		take += " e" + itoa(ele)
	}
	do(t, g, "ops 33 move", "activate hannibal", take, "move arpi", "pass")
	return g
}

func handOf(g *Game, side Side) [6]int {
	var h [6]int
	for t := 0; t < numBC; t++ {
		h[t] = int(g.s.bt.hand[side][t])
	}
	return h
}

func faceUpCount(g *Game, side Side) int {
	n := 0
	for t := 0; t < numBC; t++ {
		n += int(g.s.bt.faceUp[side][t])
		if g.s.bt.faceUp[side][t] > g.s.bt.hand[side][t] {
			panic("more face-up cards than cards")
		}
	}
	return n
}

// 6: Marharbal's Cavalry may be played after the Carthaginian's last ordinary
// battle card (14.10 does not end the battle while he holds it); matched by a
// Double Envelopment, it gives the defender no automatic initiative.
func TestEvent6MarharbalAfterLastCard(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 0, 0, 0, 1, 0), bcHand(1, 0, 0, 0, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, []int{6}, nil, &rh, &ch)
	decision(t, g, Carthage, "battle-card")
	do(t, g, "bc frontal-assault", "bc frontal-assault", "pass") // Rome does not counterattack
	// Carthage has no battle card left but holds card 6.
	decision(t, g, Carthage, "battle-card")
	if !hasLegal(g, "event 6") || !hasLegal(g, "concede") || hasLegal(g, "withdraw") {
		t.Fatalf("legal: %v; want event 6 and concede, no withdraw", legalTexts(g))
	}
	do(t, g, "event 6")
	decision(t, g, Rome, "battle-match")
	do(t, g, "bc double-envelopment")
	if hasLegal(g, "seize") || !hasLegal(g, "counterattack") {
		t.Fatalf("after matching Marharbal: %v; want a counterattack roll, no automatic seizure", legalTexts(g))
	}
	do(t, g, "pass")
	bt := &g.s.bt
	if bt.winner != Rome || bt.how != howRanOut || bt.rounds != 2 {
		t.Fatalf("winner %v how %d rounds %d; want Rome by 14.10 after 2 rounds", bt.winner, bt.how, bt.rounds)
	}
	if h := bt.hist[1]; h.card != bcMarharbal || h.as != bcDouble {
		t.Errorf("round 2 recorded as %+v", h)
	}
	if !g.s.discard.has(6) {
		t.Error("card 6 is not in the discard pile")
	}
}

// 6: unmatched, Marharbal's Cavalry wins as a Double Envelopment (+2 on the Retreat
// Table, 14.12). Declining to play it with no card left loses the battle (14.10).
func TestEvent6MarharbalUnmatched(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 0, 0, 0, 0, 0), bcHand(2, 0, 0, 0, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, []int{6}, nil, &rh, &ch)
	g.ForceDice(1, 4) // casualties: none; Retreat Table 4+2
	do(t, g, "event 6")
	if hasLegal(g, "bc frontal-assault") {
		t.Fatalf("Rome may match Marharbal only with a Double Envelopment or a Reserve: %v", legalTexts(g))
	}
	do(t, g, "concede")
	bt := &g.s.bt
	if bt.winner != Carthage || bt.how != howUnmatched || bt.winType != bcDouble {
		t.Fatalf("winner %v how %d type %d; want Carthage, unmatched, Double Envelopment", bt.winner, bt.how, bt.winType)
	}
	if bt.lost[Rome] != 5 {
		t.Errorf("Rome lost %d CUs, want 5 (Retreat Table 4+2 = 6 in the 5+ column)", bt.lost[Rome])
	}

	// Declining: Carthage out of cards concedes instead of playing card 6.
	p = newPos(t)
	rh, ch = bcHand(1, 0, 0, 0, 0, 0), bcHand(1, 0, 0, 0, 0, 0)
	g = hannibalAttacksArpi(t, p, 0, []int{6}, nil, &rh, &ch)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "pass", "concede")
	if g.s.bt.winner != Rome || g.s.bt.how != howRanOut {
		t.Errorf("declining card 6 with no card left: winner %v how %d; want Rome by 14.10", g.s.bt.winner, g.s.bt.how)
	}
	if !g.s.hand[Carthage].has(6) {
		t.Error("card 6 left Carthage's hand")
	}
}

// 6: only the attacker plays it: not to match a card as the defender.
func TestEvent6MarharbalNotForTheDefender(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("rome", 61)
	p.hand("carthage", 6)
	g := p.cardPlay("rome")
	g.ForceBattleHands(bcHand(0, 0, 0, 0, 2, 0), bcHand(0, 0, 0, 0, 0, 2))
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae", "pass")
	decision(t, g, Rome, "battle-card")
	do(t, g, "bc double-envelopment")
	decision(t, g, Carthage, "battle-match")
	if hasLegal(g, "event 6") {
		t.Fatalf("the defender may not play Marharbal's Cavalry: %v", legalTexts(g))
	}
	refused(t, g, "event 6", "")
}

// 20: at the start of the battle; once the cards are dealt, half (rounded down)
// of the opponent's cards, drawn at random, are face up for the whole battle.
func TestEvent20Spy(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 1, 1, 1, 1, 0), bcHand(2, 1, 1, 0, 1, 0)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("carthage", 33)
	p.hand("rome", 20)
	g := p.cardPlay("carthage")
	g.ForceBattleHands(rh, ch)
	do(t, g, "ops 33 move", "activate hannibal", "take 5", "move arpi", "pass")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 20")
	decision(t, g, Carthage, "battle-card")
	if n := faceUpCount(g, Carthage); n != 2 {
		t.Fatalf("%d of Carthage's 5 cards face up, want 2", n)
	}
	if faceUpCount(g, Rome) != 0 {
		t.Error("Rome's cards were shown")
	}
	v := g.View(Rome)
	shown := 0
	for _, c := range v.Battle.FaceUp["carthage"] {
		shown += c
	}
	if shown != 2 {
		t.Errorf("Rome's view shows %d Carthaginian cards, want 2", shown)
	}
	o := g.Observation(Rome)
	if o.s.hiddenBC != 3 || handOf(o, Carthage) != [6]int(faceUpArr(g, Carthage)) {
		t.Errorf("Rome's observation: %d hidden, hand %v; want 3 hidden and the face-up cards", o.s.hiddenBC, handOf(o, Carthage))
	}
	// Carthage plays a face-up card: one fewer shown.
	for t2 := uint8(0); t2 < numBC; t2++ {
		if g.s.bt.faceUp[Carthage][t2] > 0 {
			do(t, g, "bc "+g.bcKey(t2))
			break
		}
	}
	if n := faceUpCount(g, Carthage); n != 1 {
		t.Errorf("after playing a face-up card %d remain face up, want 1", n)
	}

	// Not a normal event.
	p = newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("rome", 20)
	g = p.cardPlay("rome")
	refused(t, g, "event 20", "8.3")
}

func faceUpArr(g *Game, side Side) [6]int {
	var h [6]int
	for t := 0; t < numBC; t++ {
		h[t] = int(g.s.bt.faceUp[side][t])
	}
	return h
}

// 31: at the start of a battle in Hispania the opponent gets no allies from the
// Spanish provinces; not offered elsewhere.
func TestEvent31SpanishAlliesDesert(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "baetica", "orospeda")
	p.army("carthage", "salaria", 4, 0, "hasdrubal")
	p.army("rome", "laminium", 4, 0, "p-scipio")
	p.hand("carthage", 62)
	p.hand("rome", 31)
	g := p.cardPlay("carthage")
	if n := g.alliesFor(Carthage, p.sp("laminium")); n != 2 {
		t.Fatalf("Carthage has %d Spanish allies, want 2", n)
	}
	do(t, g, "ops 62 move", "activate hasdrubal", "take 4", "move laminium", "pass")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 31")
	decision(t, g, Carthage, "battle-card")
	// 4 CUs + Hasdrubal's 3, no allies.
	if n := g.s.bt.cards(Carthage); n != 7 {
		t.Errorf("Carthage holds %d battle cards, want 7", n)
	}

	// In Italy: not offered.
	p = newPos(t)
	p.province("carthage", "baetica", "orospeda")
	g = hannibalAttacksArpi(t, p, 0, nil, []int{31}, nil, nil)
	decision(t, g, Carthage, "battle-card")
}

// 32: in Africa the opponent loses the allies of both Numidias (4 cards).
func TestEvent32NumidianAlliesDesert(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "western-numidia", "eastern-numidia")
	p.army("carthage", "carthage", 4, 0, "hanno")
	p.army("rome", "zama", 4, 0, "p-scipio")
	p.hand("carthage", 33)
	p.hand("rome", 32)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 move", "activate hanno", "take 4", "move zama", "pass")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 32")
	// 4 CUs + Hanno's 2 + the Carthage province's ally, no Numidian allies.
	if n := g.s.bt.cards(Carthage); n != 7 {
		t.Errorf("Carthage holds %d battle cards, want 7 (11 without the event)", n)
	}

	// In Spain: not offered, whatever Carthage holds in Numidia.
	p = newPos(t)
	p.province("carthage", "western-numidia", "eastern-numidia")
	p.army("carthage", "salaria", 4, 0, "hasdrubal")
	p.army("rome", "laminium", 4, 0, "p-scipio")
	p.hand("carthage", 62)
	p.hand("rome", 32)
	g = p.cardPlay("carthage")
	do(t, g, "ops 62 move", "activate hasdrubal", "take 4", "move laminium", "pass")
	decision(t, g, Carthage, "battle-card")
}

// 42: answering an elephant charge, before its roll: no effect, and Carthage is
// dealt 2 battle cards fewer. Without a charge it is not offered.
func TestEvent42ElephantFright(t *testing.T) {
	p := newPos(t)
	g := hannibalAttacksArpi(t, p, 2, nil, []int{42}, nil, nil)
	decision(t, g, Carthage, "charge")
	g.ForceDice(6)
	do(t, g, "charge")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 42")
	decision(t, g, Carthage, "battle-card")
	if g.PendingDice() != 1 {
		t.Error("the charge was rolled")
	}
	// Carthage: 5 CUs + Hannibal's 4 - 2; Rome: 5 CUs + Varro's 1 + Campania's
	// ally (its two walled cities), no charge loss.
	if c, r := g.s.bt.cards(Carthage), g.s.bt.cards(Rome); c != 7 || r != 7 {
		t.Errorf("battle cards Carthage %d, Rome %d; want 7 and 7", c, r)
	}

	p = newPos(t)
	g = hannibalAttacksArpi(t, p, 2, nil, []int{42}, nil, nil)
	do(t, g, "pass") // no charge
	decision(t, g, Carthage, "battle-card")
	if !g.s.hand[Rome].has(42) {
		t.Error("card 42 was used without a charge")
	}
}

// 59 at the start of the battle: once the cards are dealt, one of the opponent's,
// drawn at random, changes hands; both see it.
func TestEvent59AllyDesertsAtStart(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 0, 0, 0, 0, 0), bcHand(0, 3, 0, 0, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, nil, []int{59}, &rh, &ch)
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 59")
	decision(t, g, Carthage, "battle-card")
	if r, c := handOf(g, Rome), handOf(g, Carthage); r != bcHand(1, 1, 0, 0, 0, 0) || c != bcHand(0, 2, 0, 0, 0, 0) {
		t.Errorf("hands Rome %v, Carthage %v; want a Flank Left moved to Rome", r, c)
	}
	if g.s.bt.faceUp[Rome][bcLeft] != 1 {
		t.Error("the card taken is not known to Carthage")
	}
	// Not a normal event.
	p = newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("rome", 59)
	g = p.cardPlay("rome")
	refused(t, g, "event 59", "8.3")
}

// 59 with 20: the taker may take a face-up card or a face-down one at random.
func TestEvent59AllyDesertsWithSpy(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 0, 0, 0, 0, 0), bcHand(2, 2, 0, 0, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, nil, []int{20, 59}, &rh, &ch)
	do(t, g, "event 20", "event 59")
	decision(t, g, Rome, "ally-deserts")
	if !hasLegal(g, "pass") {
		t.Fatalf("a face-down card may be drawn: %v", legalTexts(g))
	}
	var take string
	var tt uint8
	for t2 := uint8(0); t2 < numBC; t2++ {
		if g.s.bt.faceUp[Carthage][t2] > 0 {
			take, tt = "bc "+g.bcKey(t2), t2
			break
		}
	}
	before := g.s.bt.hand[Carthage][tt]
	do(t, g, take)
	if g.s.bt.hand[Carthage][tt] != before-1 || g.s.bt.cards(Carthage) != 3 || g.s.bt.cards(Rome) != 2 {
		t.Errorf("after taking a face-up %s: Carthage %v, Rome %v", take, handOf(g, Carthage), handOf(g, Rome))
	}
	if faceUpCount(g, Carthage) != 1 {
		t.Errorf("Carthage shows %d cards, want 1", faceUpCount(g, Carthage))
	}
}

// 59 in a later round: the defender takes a card before matching.
func TestEvent59AllyDesertsInARound(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(1, 0, 0, 0, 0, 0), bcHand(2, 0, 0, 0, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, nil, []int{59}, &rh, &ch)
	do(t, g, "pass") // not at the start
	do(t, g, "bc frontal-assault")
	decision(t, g, Rome, "battle-match")
	do(t, g, "event 59")
	if r, c := handOf(g, Rome), handOf(g, Carthage); r != bcHand(2, 0, 0, 0, 0, 0) || c != bcHand(0, 0, 0, 0, 0, 0) {
		t.Errorf("hands Rome %v, Carthage %v", r, c)
	}
	decision(t, g, Rome, "battle-match")
	do(t, g, "bc frontal-assault")
}
