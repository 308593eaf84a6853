package hannibal

import "testing"

// Per-rule tests of battles (rule 14): battle-card counts (14.1-14.4, 20.9), change
// of command (18.2), elephants (17), matching, reserves, counterattacks, the Double
// Envelopment, running out of cards, Hannibal's probe (24), casualties and the
// Retreat Table.

// battleIn sets the battle state of a battle side attacks in space, to count
// battle cards (14.1).
func (p *pos) battleIn(attacker, space string) *Game {
	s := p.side(attacker)
	p.g.s.bt = battleState{x: p.sp(space), from: noSpace, origAtt: s, att: s, icptSide: NoSide, sortieBy: NoSide, winner: NoSide}
	return p.g
}

// 14.1: the commander's battle rating plus one card per CU.
func TestRule14_1RatingAndCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "narbo", 4, 0, "hasdrubal") // Massilia province: no allies
	p.army("rome", "narbo", 5, 0, "varro")
	g := p.battleIn("carthage", "narbo")
	if c, r := g.battleCardCount(Carthage), g.battleCardCount(Rome); c != 3+4 || r != 1+5 {
		t.Errorf("battle cards: Carthage %d, Rome %d; want 7 and 6", c, r)
	}
}

// 14.2: allies count anywhere in their country (Spain, Africa, Italy) and only
// there.
func TestRule14_2AlliesByCountry(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "baetica", "orospeda")
	g := p.g
	if n := g.alliesFor(Carthage, p.sp("toletum")); n != 2 {
		t.Errorf("Spanish allies in Celtiberia: %d, want 2", n)
	}
	if n := g.alliesFor(Carthage, p.sp("narbo")); n != 0 {
		t.Errorf("Spanish allies outside Spain: %d, want 0", n)
	}
}

// 14.2: each Numidia is worth two allies.
func TestRule14_2Numidia(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "western-numidia")
	p.control("rome", "carthage") // no other African province for Carthage
	if n := p.g.alliesFor(Carthage, p.sp("zama")); n != 2 {
		t.Errorf("Western Numidia in Carthaginia: %d allies, want 2", n)
	}
}

// 14.2: island allies fight only on their island; Sicilia and Syracuse share
// Sicily, Corsica and Sardinia are one island.
func TestRule14_2Islands(t *testing.T) {
	p := newPos(t)
	p.province("rome", "sicilia", "corsica-sardinia")
	g := p.g
	if n := g.alliesFor(Rome, p.sp("enna")); n != 2 {
		t.Errorf("Sicilia and Syracuse allies in Sicily: %d, want 2", n)
	}
	if n := g.alliesFor(Rome, p.sp("aleria")); n != 1 {
		t.Errorf("Corsica-Sardinia allies in Corsica: %d, want 1", n)
	}
	if n := g.alliesFor(Rome, p.sp("carales")); n != 1 {
		t.Errorf("Corsica-Sardinia allies in Sardinia: %d, want 1", n)
	}
	// In Italy only the Italian ones (Campania) count.
	if n := g.alliesFor(Rome, p.sp("rhegium")); n != 1 {
		t.Errorf("Roman allies in Rhegium: %d, want 1 (Campania)", n)
	}
}

// 14.3: Rome gets at most two Italian allies and none for Latium; Carthage up to
// six.
func TestRule14_3ItalianAllies(t *testing.T) {
	italy := []string{"gallia-cisalpinia", "etruria", "samnium", "campania", "apulia", "lucania"}
	p := newPos(t)
	p.province("rome", italy...)
	if n := p.g.alliesFor(Rome, p.sp("cannae")); n != 2 {
		t.Errorf("Rome with six Italian provinces: %d allies, want 2", n)
	}
	p = newPos(t)
	p.control("carthage", "capua") // Rome keeps only Latium
	if n := p.g.alliesFor(Rome, p.sp("cannae")); n != 0 {
		t.Errorf("Latium gives Rome %d allies, want 0", n)
	}
	p = newPos(t)
	p.province("carthage", italy...)
	if n := p.g.alliesFor(Carthage, p.sp("cannae")); n != 6 {
		t.Errorf("Carthage with six Italian provinces: %d allies, want 6", n)
	}
}

// 14.3: no allies without a general in the battle.
func TestRule14_3AlliesNeedAGeneral(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 3, 0) // Rome holds Campania
	p.army("carthage", "cannae", 5, 0, "hannibal")
	g := p.battleIn("carthage", "cannae")
	if n := g.battleCardCount(Rome); n != 3 {
		t.Errorf("Roman CUs without a general: %d battle cards, want 3", n)
	}
}

// 14.4: Roman militia: two cards for any battle in Latium, general or not.
func TestRule14_4Militia(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 3, 0)
	p.army("carthage", "rome", 5, 0, "hannibal")
	g := p.battleIn("carthage", "rome")
	if n := g.battleCardCount(Rome); n != 3+2 {
		t.Errorf("battle in Latium: %d Roman cards, want 5", n)
	}
}

// 20.9, 14.1: one card for a friendly tribe in the battle space.
func TestRule20_9FriendlyTribeCard(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "boii", 3, 0)
	p.army("rome", "boii", 3, 0)
	g := p.battleIn("rome", "boii")
	if c, r := g.battleCardCount(Carthage), g.battleCardCount(Rome); c != 4 || r != 3 {
		t.Errorf("at the Boii: Carthage %d, Rome %d; want 4 and 3", c, r)
	}
}

// 14.1: at most 20 battle cards.
func TestRule14_1TwentyCards(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria", "samnium", "campania", "apulia", "lucania")
	p.army("carthage", "cannae", 12, 0, "hannibal") // 4 + 12 + 6 = 22
	p.army("rome", "cannae", 2, 0)
	g := p.battleIn("carthage", "cannae")
	if n := g.battleCardCount(Carthage); n != 20 {
		t.Errorf("%d battle cards, want the 20-card limit", n)
	}
}

// fightAt moves gen with cus CUs (ele elephants) from Arpi into Cannae, where the
// caller put a Roman army, and declines Rome's reactions.
func fightAt(t *testing.T, p *pos, gen string, cus, ele int) *Game {
	t.Helper()
	p.army("carthage", "arpi", cus, ele, gen)
	p.hand("rome", 62)
	g := p.cardPlay("carthage")
	moving(t, g, gen, cus)
	if ele > 0 && g.Decision().Kind == "take-cus" {
		t.Fatalf("take elephants explicitly")
	}
	do(t, g, "move cannae")
	endDeclarations(t, g)
	return g
}

// 18.2: a Carthaginian attack on both consuls forces a change-of-command roll; 4-6
// exchanges them.
func TestRule18_2ChangeOfCommandForced(t *testing.T) {
	for _, roll := range []int{3, 4} {
		p := newPos(t)
		p.army("rome", "cannae", 10, 0, "varro", "paulus")
		p.dice(roll)
		g := fightAt(t, p, "hannibal", 5, 0)
		paulus := g.commands(p.gen("paulus"))
		if paulus != (roll >= 4) {
			t.Errorf("roll %d: Paulus commands = %v", roll, paulus)
		}
		decision(t, g, Carthage, "battle-card")
	}
}

// 18.2: when the consuls attack, Carthage may roll.
func TestRule18_2ChangeOfCommandOptional(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 10, 0, "varro", "paulus")
	p.army("carthage", "cannae", 5, 0, "hasdrubal")
	g := p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate varro", "subs paulus", "take 10", "move cannae")
	endDeclarations(t, g)
	decision(t, g, Carthage, "command-roll")
}

// 17.3, 17.4: an elephant charge succeeds on a roll above the Roman commander's
// battle rating: Rome loses a card per elephant CU.
func TestRule17_4ElephantChargeSucceeds(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro") // battle 1
	p.army("carthage", "arpi", 6, 2, "hannibal")
	p.hand("rome", 62)
	p.dice(2)
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move", "activate hannibal", "take 6 e2", "move cannae")
	endDeclarations(t, g)
	decision(t, g, Carthage, "charge")
	do(t, g, "charge")
	if r, c := g.s.bt.cards(Rome), g.s.bt.cards(Carthage); r != g.battleCardCount(Rome)-2 || c != g.battleCardCount(Carthage) {
		t.Errorf("after the charge: Rome %d cards (want %d), Carthage %d (want %d)", r, g.battleCardCount(Rome)-2, c, g.battleCardCount(Carthage))
	}
}

// chargeResult charges with 2 elephants against cmd (or no general) and a roll, and
// returns the cards Rome and Carthage lost.
func chargeResult(t *testing.T, cmd string, roll int) (rome, carthage int) {
	p := newPos(t)
	if cmd == "" {
		p.army("rome", "cannae", 5, 0)
	} else {
		p.army("rome", "cannae", 5, 0, cmd)
	}
	p.army("carthage", "arpi", 6, 2, "hannibal")
	p.hand("rome", 62)
	p.dice(roll)
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move", "activate hannibal", "take 6 e2", "move cannae")
	endDeclarations(t, g)
	do(t, g, "charge")
	return g.battleCardCount(Rome) - g.s.bt.cards(Rome), g.battleCardCount(Carthage) - g.s.bt.cards(Carthage)
}

// 17.3: a roll at most the Roman commander's battle rating has no effect.
func TestRule17_3ChargeFails(t *testing.T) {
	if r, c := chargeResult(t, "marcellus", 3); r != 0 || c != 0 {
		t.Errorf("roll 3 against Marcellus (3): cards lost %d and %d, want none", r, c)
	}
}

// 17.5: a roll of 1 makes the elephants rampage: Carthage loses one card.
func TestRule17_5Rampage(t *testing.T) {
	if r, c := chargeResult(t, "marcellus", 1); r != 0 || c != 1 {
		t.Errorf("roll 1: cards lost Rome %d, Carthage %d; want 0 and 1", r, c)
	}
}

// 17.3: with no Roman general the charge fails only on a 1.
func TestRule17_3NoRomanGeneral(t *testing.T) {
	if r, c := chargeResult(t, "", 2); r != 2 || c != 0 {
		t.Errorf("roll 2, no Roman general: cards lost Rome %d, Carthage %d; want 2 and 0", r, c)
	}
}

// hands forces the battle hands: counts of Frontal Assault, Flank Left, Flank
// Right, Probe, Double Envelopment, Reserve.
func hands(g *Game, rome, carthage [6]int) { g.ForceBattleHands(rome, carthage) }

// 14.7: the defender matches with a card of exactly the same type, or a Reserve
// (14.9).
func TestRule14_7Matching(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	g := p.cardPlay("carthage")
	hands(g, [6]int{3, 0, 0, 0, 0, 1}, [6]int{0, 3, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc flank-left")
	refused(t, g, "bc frontal-assault", "14.7")
	do(t, g, "bc reserve as flank-left")
}

// 14.9: an attacker's Reserve counts as the type he names.
func TestRule14_9ReserveAsAnyType(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	g := p.cardPlay("carthage")
	hands(g, [6]int{0, 0, 0, 1, 0, 0}, [6]int{0, 0, 0, 0, 0, 1})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc reserve as probe")
	if !hasLegal(g, "bc probe") || hasLegal(g, "bc frontal-assault") {
		t.Errorf("Rome must match a Probe: %v", legalTexts(g))
	}
}

// 14.8: after a matched round the defender may roll to counterattack: at most his
// battle rating makes him the attacker.
func TestRule14_8Counterattack(t *testing.T) {
	for _, roll := range []int{1, 2} {
		p := newPos(t)
		p.army("rome", "cannae", 5, 0, "varro") // battle 1
		p.army("carthage", "arpi", 5, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		p.dice(roll)
		g := p.cardPlay("carthage")
		hands(g, [6]int{3, 0, 0, 0, 0, 0}, [6]int{3, 0, 0, 0, 0, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
		endDeclarations(t, g)
		do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack")
		if want := map[int]Side{1: Rome, 2: Carthage}[roll]; g.s.bt.att != want {
			t.Errorf("roll %d: the attacker is %v, want %v", roll, g.s.bt.att, want)
		}
	}
}

// 24 Longus: counterattacks on 1-2 when he was the original attacker.
func TestRule24LongusCounterattack(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "t-longus") // battle 1
	p.army("carthage", "cannae", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(3, 2) // Hasdrubal counterattacks on 3; Longus on 2
	g := p.cardPlay("rome")
	hands(g, [6]int{3, 0, 0, 0, 0, 0}, [6]int{3, 0, 0, 0, 0, 0})
	do(t, g, "ops 62 move", "activate t-longus", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack") // Carthage now attacks
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack") // Longus, 2 ≤ 2
	if g.s.bt.att != Rome {
		t.Errorf("Longus, the original attacker, counterattacks on a 2")
	}
}

// 24 Paulus: counterattacks on 1-3 when he was the original defender.
func TestRule24PaulusCounterattack(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "paulus") // battle 2
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(3)
	g := p.cardPlay("carthage")
	hands(g, [6]int{3, 0, 0, 0, 0, 0}, [6]int{3, 0, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack")
	if g.s.bt.att != Rome {
		t.Errorf("Paulus, the original defender, counterattacks on a 3")
	}
}

// 14.8: a matched Double Envelopment lets the defender take the initiative without
// a roll, even with no general.
func TestRule14_8DoubleEnvelopment(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0) // no general
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	g := p.cardPlay("carthage")
	hands(g, [6]int{0, 0, 0, 0, 1, 1}, [6]int{0, 0, 0, 0, 2, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc double-envelopment", "bc double-envelopment")
	decision(t, g, Rome, "seize")
	refused(t, g, "counterattack", "14.8")
	do(t, g, "seize")
	if g.s.bt.att != Rome || g.PendingDice() != 0 {
		t.Errorf("Rome should attack now")
	}
}

// 14.10: the attacker with no card at the start of a round loses; no modifier on
// the Retreat Table then (14.12).
func TestRule14_10AttackerRunsOut(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(1, 3) // casualties 1: none; Retreat Table 3 on 5 CUs: 3 (2 with the Probe's -2)
	g := p.cardPlay("carthage")
	hands(g, [6]int{3, 0, 0, 1, 0, 0}, [6]int{0, 0, 0, 1, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc probe", "bc probe", "pass")
	bt := &g.s.bt
	if bt.winner != Rome || bt.how != howRanOut {
		t.Fatalf("Carthage should lose by running out of cards: winner %v how %d", bt.winner, bt.how)
	}
	if n := g.s.cuLost[Carthage][lostRetreatTable]; n != 3 {
		t.Errorf("Retreat Table losses %d, want 3 (no modifier)", n)
	}
}

// 24 Hannibal: once per battle he may play a Probe as a Flank Left, Flank Right or
// Double Envelopment.
func TestRule24HannibalProbe(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.hand("rome", 62)
	p.dice(6)
	g := p.cardPlay("carthage")
	hands(g, [6]int{0, 3, 3, 0, 0, 0}, [6]int{0, 0, 0, 3, 0, 0})
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc probe as flank-left", "bc flank-left", "counterattack")
	refused(t, g, "bc probe as flank-right", "24")
}
