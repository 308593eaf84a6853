package hannibal

import "testing"

// TestBattleExample reproduces the battle example at the end of the 2nd-edition
// rules: Hannibal with six CUs and one ally attacks Flaminius with eight CUs in
// Italy. The hands are those the example's plays require (the diagram is not in
// the text); the dice are the example's.
func TestBattleExample(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cosa", 6, 0, "hannibal")
	p.army("rome", "tarquini", 8, 0, "flaminius")
	// Carthage controls one Italian province (its ally); Rome four.
	p.province("carthage", "gallia-cisalpinia")
	p.province("rome", "etruria", "samnium", "apulia", "lucania", "latium")
	p.control("rome", "pisae", "cosa") // Rome's PCs to lose afterwards
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")

	// Frontal Assault, Flank Left, Flank Right, Probe, Double Envelopment, Reserve.
	g.ForceBattleHands([6]int{4, 3, 2, 3, 1, 1}, [6]int{3, 2, 3, 1, 1, 1})
	// Counterattack rolls of rounds 1-5, then casualties 3 and retreat table 4.
	g.ForceDice(4, 2, 5, 1, 6, 3, 4)

	do(t, g, "ops 33 move", "activate hannibal", "take 6", "move tarquini")
	do(t, g, "pass") // Rome declares no avoid battle
	if d := g.Decision(); d.Kind != "battle-card" || d.Side != Carthage {
		t.Fatalf("expected Carthage to play the first battle card, got %+v", d)
	}
	// Hand sizes by rule 14.1: Carthage 6 CUs + 4 for Hannibal + 1 ally = 11, as
	// in the example.
	if n := g.battleCardCount(Carthage); n != 11 {
		t.Errorf("Carthage battle cards: %d, want 11", n)
	}
	// Rome: 8 CUs + 2 for Flaminius + Italian allies, which rule 14.3 caps at 2;
	// the example's "four for Italian allies" ignores that cap (docs/rulings.md).
	if n := g.battleCardCount(Rome); n != 12 {
		t.Errorf("Rome battle cards: %d, want 12", n)
	}
	do(t, g,
		// Round 1: Carthage attacks with a Flank Right, Rome matches, fails (4).
		"bc flank-right", "bc flank-right", "counterattack",
		// Round 2: Flank Right again, matched with Rome's last; Rome rolls 2 ≤ 2.
		"bc flank-right", "bc flank-right", "counterattack",
		// Round 3: Rome attacks with a Frontal Assault; Hannibal fails with 5.
		"bc frontal-assault", "bc frontal-assault", "counterattack",
		// Round 4: again; Hannibal counterattacks on 1.
		"bc frontal-assault", "bc frontal-assault", "counterattack",
		// Round 5: Carthage's last Flank Right, Rome matches with its Reserve, fails (6).
		"bc flank-right", "bc reserve as flank-right", "counterattack",
		// Round 6: a Reserve as a Flank Right; Rome has neither: it loses.
		"bc reserve as flank-right")
	if hasLegal(g, "bc flank-right") || hasLegal(g, "bc reserve as flank-right") {
		t.Fatalf("Rome should hold no Flank Right or Reserve: %v", legalTexts(g))
	}
	if got := g.s.bt.cards(Rome); got != 9 {
		t.Errorf("Rome holds %d battle cards, want the example's 9", got)
	}
	do(t, g, "concede")
	if g.s.bt.rounds != 6 {
		t.Errorf("rounds: %d, want 6", g.s.bt.rounds)
	}
	// Casualties: roll 3 in the 5-6 column: 1 CU each. Retreat Table: 8 CUs at the
	// start, roll 4: 3 CUs.
	if g.out(Carthage, p.sp("tarquini")) != 5 {
		t.Errorf("Hannibal has %d CUs, want 5", g.out(Carthage, p.sp("tarquini")))
	}
	if g.s.bt.lost[Rome] != 4 || g.s.bt.lost[Carthage] != 1 {
		t.Errorf("losses: Rome %d, Carthage %d; want 4 and 1", g.s.bt.lost[Rome], g.s.bt.lost[Carthage])
	}
	// Flaminius retreats with his 4 CUs to a friendly space, then Rome removes 2 PCs.
	for g.Decision().Kind == "retreat" {
		legal := g.Legal(nil)
		do(t, g, g.ActionText(legal[0]))
	}
	if d := g.Decision(); d.Kind != "remove-pc" || d.Side != Rome || g.top().a != 2 {
		t.Fatalf("expected Rome to remove 2 PCs, got %+v (a=%d)", d, g.top().a)
	}
	do(t, g, "remove-pc pisae", "remove-pc cosa")
	fl := p.gen("flaminius")
	x, _ := g.where(fl)
	if g.out(Rome, x) != 4 || x == p.sp("tarquini") {
		t.Errorf("Flaminius is in %s with %d CUs; want 4 CUs away from Tarquini", g.spaceName(x), g.out(Rome, x))
	}
	if g.PendingDice() != 0 {
		t.Errorf("%d forced dice unused", g.PendingDice())
	}
}
