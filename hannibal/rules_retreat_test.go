package hannibal

import (
	"strings"
	"testing"
)

// Per-rule tests of the end of a battle: casualties (14.11), the Retreat Table
// (14.12), retreats (15), withdrawals (16) and political consequences (15.5,
// 15.6).

var bcIndex = map[string]int{"frontal-assault": 0, "flank-left": 1, "flank-right": 2, "probe": 3, "double-envelopment": 4, "reserve": 5}

// carthageWins: Hasdrubal with 5 CUs attacks from one space into another, where the
// caller put a Roman army, and wins the first round with an unmatched card of type
// win. The dice follow: battle casualties, then the Retreat Table.
func carthageWins(t *testing.T, p *pos, from, to, win string, dice ...int) *Game {
	t.Helper()
	p.army("carthage", from, 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(dice...)
	g := p.cardPlay("carthage")
	var c [6]int
	c[bcIndex[win]] = 1
	hands(g, [6]int{}, c)
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move "+to)
	if g.Decision().Kind == "garrison" {
		do(t, g, "garrison 0") // everyone outside the walls
	}
	endDeclarations(t, g)
	do(t, g, "bc "+win, "concede")
	return g
}

// 14.11: one roll on the Attrition Table, in the column of the rounds fought; both
// sides lose the result (an "e" takes an elephant).
func TestRule14_11Casualties(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 2, "hannibal")
	p.hand("rome", 62)
	p.dice(6, 1) // casualties: 1 round, roll 6: 1e; Retreat Table 1-2 = -1: 1 CU
	g := p.cardPlay("carthage")
	hands(g, [6]int{}, [6]int{0, 0, 0, 1, 0, 0})
	do(t, g, "ops 61 move", "activate hannibal", "take 5 e2", "move cannae")
	endDeclarations(t, g)
	do(t, g, "pass", "bc probe", "concede") // no charge
	if g.s.cuLost[Rome][lostCasualties] != 1 || g.s.cuLost[Carthage][lostCasualties] != 1 {
		t.Errorf("casualties: Rome %d, Carthage %d; want 1 each", g.s.cuLost[Rome][lostCasualties], g.s.cuLost[Carthage][lostCasualties])
	}
	if g.s.ele[p.sp("cannae")] != 1 {
		t.Errorf("the 'e' result takes one of Carthage's elephants")
	}
}

// 14.12: the Retreat Table: -2 if won with a Probe, +2 with a Double Envelopment.
func TestRule14_12RetreatTableModifiers(t *testing.T) {
	for win, want := range map[string]int{"frontal-assault": 3, "probe": 2, "double-envelopment": 4} {
		p := newPos(t)
		p.army("rome", "cannae", 5, 0, "varro")
		g := carthageWins(t, p, "arpi", "cannae", win, 1, 3) // 5 CUs, roll 3
		if n := int(g.s.cuLost[Rome][lostRetreatTable]); n != want {
			t.Errorf("won with a %s: Retreat Table losses %d, want %d", win, n, want)
		}
	}
}

// 14.12, 17.2: the first CU the Retreat Table takes is an elephant.
func TestRule14_12ElephantsFirst(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 4, 2, "hasdrubal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("rome", 61).hand("carthage", 62)
	p.dice(1, 3) // casualties none; Retreat Table 3 on 4 CUs: 2
	g := p.cardPlay("rome")
	hands(g, [6]int{1, 0, 0, 0, 0, 0}, [6]int{})
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "pass", "bc frontal-assault", "concede") // no charge
	decision(t, g, Carthage, "lose-elephants")
	if hasLegal(g, "lose-elephants 0") || !hasLegal(g, "lose-elephants 1") {
		t.Errorf("at least one elephant must go: %v", legalTexts(g))
	}
}

// 15.1: the loser retreats to the closest friendly space clear of enemy CUs; the
// original defender never enters the attacker's space (15.2).
func TestRule15_1ClosestFriendlySpace(t *testing.T) {
	p := newPos(t)
	p.control("rome", "brundisium", "terventum")
	p.army("rome", "cannae", 3, 0, "varro")
	g := carthageWins(t, p, "arpi", "cannae", "probe", 1, 2) // no losses
	decision(t, g, Rome, "retreat")
	wantLegal(t, g, []string{"retreat tarentum", "retreat brundisium"}, []string{"retreat beneventum", "retreat heraclea"})
	refused(t, g, "retreat heraclea", "15.1")
	refused(t, g, "retreat arpi", "15.2")
	do(t, g, "retreat brundisium")
	if p.at("varro") != "brundisium" || g.out(Rome, p.sp("brundisium")) != 3 {
		t.Errorf("Varro should be in Brundisium with 3 CUs")
	}
}

// 15.2: the original attacker retreats first into the space he came from.
func TestRule15_2AttackerRetreatsTheWayHeCame(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "heraclea", "terventum")
	p.army("carthage", "arpi", 3, 0, "hasdrubal")
	p.army("rome", "cannae", 5, 0, "varro")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(1, 2) // casualties none; Retreat Table 2 on 3 CUs: 1
	g := p.cardPlay("carthage")
	hands(g, [6]int{0, 0, 0, 0, 0, 0}, [6]int{})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 3", "move cannae")
	endDeclarations(t, g) // Carthage has no card: it loses (14.10)
	decision(t, g, Carthage, "retreat")
	refused(t, g, "retreat heraclea", "15.2")
	do(t, g, "retreat arpi", "retreat terventum")
	if p.at("hasdrubal") != "terventum" {
		t.Errorf("Hasdrubal should be in Terventum, is in %s", p.at("hasdrubal"))
	}
}

// 15.2: no retreat across a pass.
func TestRule15_2NoPass(t *testing.T) {
	p := newPos(t)
	p.control("rome", "mutina", "tarquini")
	p.army("rome", "faesulae", 3, 0, "varro")
	g := carthageWins(t, p, "pisae", "faesulae", "probe", 1, 2)
	refused(t, g, "retreat mutina", "15.2")
	do(t, g, "retreat tarquini")
}

// 15.1, 15.3: a longer path is legal if it costs fewer CUs than the shortest; each
// enemy PC entered costs a CU.
func TestRule15_3FewerLossesPath(t *testing.T) {
	setup := func() (*pos, *Game) {
		p := newPos(t)
		p.control("carthage", "capua", "neapolis", "tarentum", "croton")
		p.army("rome", "beneventum", 3, 0, "varro")
		return p, carthageWins(t, p, "arpi", "beneventum", "probe", 1, 2)
	}
	p, g := setup()
	wantLegal(t, g, []string{"retreat capua", "retreat terventum"}, []string{"retreat heraclea", "retreat cannae"})
	do(t, g, "retreat terventum", "retreat praeneste", "retreat rome")
	if out, _ := p.cusAt("rome", "rome"); out != 3 {
		t.Errorf("the three-space retreat through empty spaces loses nothing: %d CUs in Rome", out)
	}
	p, g = setup()
	do(t, g, "retreat capua", "retreat rome")
	if out, _ := p.cusAt("rome", "rome"); out != 2 || g.s.cuLost[Rome][lostRetreat] != 1 {
		t.Errorf("through Carthaginian Capua: %d CUs arrive, want 2", out)
	}
}

// 15.1: a space holding more friendly CUs than the retreating force ends a
// retreat; fewer friendly CUs on the way are swept up.
func TestRule15_1FriendlyCUs(t *testing.T) {
	p := newPos(t)
	p.army("rome", "heraclea", 5, 0) // more than the 3 retreating: a destination
	p.army("rome", "cannae", 3, 0, "varro")
	g := carthageWins(t, p, "arpi", "cannae", "probe", 1, 2)
	if !hasLegal(g, "retreat heraclea") {
		t.Fatalf("Heraclea with 5 Roman CUs should end a retreat: %v", legalTexts(g))
	}

	p = newPos(t)
	p.control("rome", "paestum")
	p.control("carthage", "brundisium")
	p.control("carthage", "tarentum")
	p.army("rome", "heraclea", 1, 0) // fewer: swept up
	p.army("rome", "cannae", 3, 0, "varro")
	g = carthageWins(t, p, "arpi", "cannae", "probe", 1, 2)
	do(t, g, "retreat heraclea", "retreat paestum")
	if out, _ := p.cusAt("rome", "paestum"); out != 4 || g.out(Rome, p.sp("heraclea")) != 0 {
		t.Errorf("the CU in Heraclea should be swept up: Paestum has %d", out)
	}
}

// 15.3: a force with no legal retreat is eliminated; its generals are displaced.
func TestRule15_3NoRetreatEliminated(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "tarentum", "capua", "neapolis", "rhegium")
	p.army("carthage", "rome", 2, 0) // Rome: enemy CUs, no end of a retreat
	p.army("rome", "cannae", 3, 0, "varro")
	g := carthageWins(t, p, "arpi", "cannae", "probe", 1, 2)
	if g.s.cuLost[Rome][lostRetreat] != 3 || g.s.gloc[p.gen("varro")] != locOff {
		t.Errorf("no friendly space within four: lost %d CUs, Varro at %d", g.s.cuLost[Rome][lostRetreat], g.s.gloc[p.gen("varro")])
	}
}

// 15.4: after a battle in its walled city's space, the loser may split: part into
// the walls (up to capacity), the rest retreats.
func TestRule15_4SplitIntoWalls(t *testing.T) {
	p := newPos(t)
	p.control("rome", "brundisium")
	p.army("rome", "tarentum", 4, 0, "varro")
	g := carthageWins(t, p, "cannae", "tarentum", "probe", 1, 2)
	if g.Decision().Kind == "garrison" {
		t.Fatalf("unexpected garrison decision")
	}
	decision(t, g, Rome, "retreat-inside")
	refused(t, g, "retreat-inside 3 generals", "15.4")
	do(t, g, "retreat-inside 2 generals", "retreat brundisium")
	if _, in := p.cusAt("rome", "tarentum"); in != 2 || !g.inside(p.gen("varro")) || g.out(Rome, p.sp("brundisium")) != 2 {
		t.Errorf("2 CUs and Varro inside Tarentum, 2 CUs in Brundisium")
	}
}

// 15.2: an army that landed by sea and loses has no retreat: it is eliminated.
func TestRule15_2LandedBySea(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.army("rome", "dertosa", 5, 0, "varro")
	p.control("carthage", "tarraco")
	p.hand("rome", 62)
	p.dice(1, 1, 1) // naval roll; casualties; Retreat Table 1 on 2 CUs: 1
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	hands(g, [6]int{1, 0, 0, 0, 0, 0}, [6]int{})
	do(t, g, "sail dertosa")
	endDeclarations(t, g)
	if g.s.cuLost[Carthage][lostRetreat] != 1 || g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("the landed army should be eliminated: lost %d in retreat", g.s.cuLost[Carthage][lostRetreat])
	}
}

// 15.5: the loser removes PCs for half the CUs he lost, rounded down.
func TestRule15_5PoliticalConsequences(t *testing.T) {
	p := newPos(t)
	p.control("rome", "brundisium", "paestum", "sena")
	p.army("rome", "cannae", 5, 0, "varro")
	g := carthageWins(t, p, "arpi", "cannae", "frontal-assault", 6, 3) // 1 + 3 CUs
	do(t, g, "retreat brundisium")
	decision(t, g, Rome, "remove-pc")
	if g.top().a != 2 {
		t.Errorf("Rome lost 4 CUs and must remove %d PCs, want 2", g.top().a)
	}
}

// 15.6: a loser who cannot remove enough PCs sues for peace.
func TestRule15_6SueForPeace(t *testing.T) {
	p := newPos(t)
	p.control("rome", "brundisium")
	p.army("rome", "cannae", 5, 0, "varro")
	g := carthageWins(t, p, "arpi", "cannae", "frontal-assault", 6, 3)
	do(t, g, "retreat brundisium")
	if over, winner, reason := g.Outcome(); !over || winner != Carthage || reason != endWords[endSuedForPeace] {
		t.Errorf("outcome %v %v %q; Rome should sue for peace", over, winner, reason)
	}
}

// withdrawing: Hasdrubal (battle 3, 5 CUs) attacks from Arpi into Cannae, where the
// caller put a Roman army, and attempts to withdraw, at once or after a matched
// round.
func withdrawing(t *testing.T, p *pos, round bool, dice ...int) *Game {
	t.Helper()
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(dice...)
	g := p.cardPlay("carthage")
	hands(g, [6]int{2, 0, 0, 0, 0, 0}, [6]int{2, 0, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	if round {
		do(t, g, "bc frontal-assault", "bc frontal-assault")
		if g.Decision().Kind == "counterattack" {
			do(t, g, "pass")
		}
	}
	do(t, g, "withdraw")
	return g
}

// 16.1: the defender cancels a withdrawal on a roll at most his rating (Flaminius
// 1-4); he may then take the initiative.
func TestRule16_1FlaminiusBlocks(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "flaminius") // battle 2
	g := withdrawing(t, p, false, 3, 4)
	decision(t, g, Rome, "block")
	do(t, g, "block")
	decision(t, g, Rome, "seize")
	do(t, g, "seize")
	if g.s.bt.att != Rome || g.s.bt.rounds != 0 {
		t.Errorf("Rome should attack; a failed withdrawal is no round (rounds %d)", g.s.bt.rounds)
	}
}

// 16.1: Longus's counterattack bonus does not stop a withdrawal.
func TestRule16_1LongusDoesNotBlock(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "t-longus") // battle 1
	g := withdrawing(t, p, false, 3, 2)
	do(t, g, "block")
	decision(t, g, Carthage, "withdraw-to")
}

// 16.2, 16.3: the original attacker withdraws to the space he came from; casualties
// are rolled, the Retreat Table is not, and no PCs are lost (docs/rulings.md).
func TestRule16_2Withdrawal(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "acci", "malaca", "hispalis")
	p.army("rome", "cannae", 5, 0, "varro")
	g := withdrawing(t, p, true, 3, 6, 6) // withdraw 3 ≤ 3; Varro's block 6 fails; casualties 6 (1 round): 1
	do(t, g, "block")
	if legal := legalTexts(g); len(legal) != 1 || legal[0] != "withdraw-to arpi" {
		t.Fatalf("the original attacker withdraws only to Arpi: %v", legal)
	}
	do(t, g, "withdraw-to arpi")
	if p.at("hasdrubal") != "arpi" || g.out(Carthage, p.sp("arpi")) != 4 {
		t.Errorf("Hasdrubal should be in Arpi with 4 CUs (at %s, %d)", p.at("hasdrubal"), g.out(Carthage, p.sp("arpi")))
	}
	if g.s.cuLost[Carthage][lostRetreatTable] != 0 || g.Decision().Kind == "remove-pc" {
		t.Errorf("a withdrawal uses no Retreat Table and costs no PCs")
	}
}

// 16.3: the defender turned attacker may not withdraw into the space the enemy
// came from, an enemy PC or CU, a non-friendly tribe or across a pass.
func TestRule16_3WithdrawalRestrictions(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "heraclea")
	p.army("carthage", "beneventum", 1, 0)
	p.army("rome", "cannae", 5, 0, "marcellus") // battle 3
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(1, 1, 6) // Marcellus counterattacks; withdraws; Hasdrubal's block fails
	g := p.cardPlay("carthage")
	hands(g, [6]int{2, 0, 0, 0, 0, 0}, [6]int{2, 0, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack", "withdraw", "block")
	decision(t, g, Rome, "withdraw-to")
	refused(t, g, "withdraw-to arpi", "16.3")       // the attacker's approach
	refused(t, g, "withdraw-to heraclea", "16.3")   // an enemy PC
	refused(t, g, "withdraw-to beneventum", "16.3") // an enemy CU
	do(t, g, "withdraw-to brundisium")
}

// 14.11: the casualty column is the number of rounds: the rules' example, four
// rounds and a 5, costs each side one CU.
func TestRule14_11RoundsColumn(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 5, 0, "varro")
	p.army("carthage", "arpi", 5, 0, "hasdrubal")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(5, 2) // casualties; Retreat Table 2 on 5 CUs: 2
	g := p.cardPlay("carthage")
	hands(g, [6]int{3, 0, 0, 0, 0, 0}, [6]int{4, 0, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
	endDeclarations(t, g)
	for i := 0; i < 3; i++ {
		do(t, g, "bc frontal-assault", "bc frontal-assault", "pass") // Rome does not counterattack
	}
	do(t, g, "bc frontal-assault", "concede")
	if g.s.bt.rounds != 4 || g.s.cuLost[Rome][lostCasualties] != 1 || g.s.cuLost[Carthage][lostCasualties] != 1 {
		t.Errorf("%d rounds, casualties Rome %d, Carthage %d; want 4, 1 and 1", g.s.bt.rounds, g.s.cuLost[Rome][lostCasualties], g.s.cuLost[Carthage][lostCasualties])
	}
}

// 15.3: a retreat loses a CU for each non-friendly tribe or enemy PC entered, and
// one per enemy CU in a space entered (where it may not stop).
func TestRule15_3TribeAndEnemyCUPenalties(t *testing.T) {
	for _, romanCU := range []bool{false, true} {
		p := newPos(t)
		p.control("carthage", "isere")
		if romanCU {
			p.army("rome", "allobroges", 1, 0)
		}
		p.army("carthage", "rhone", 3, 0, "hasdrubal")
		p.army("rome", "nemausus", 5, 0, "varro")
		p.hand("rome", 61).hand("carthage", 62)
		p.dice(1, 2) // casualties none; Retreat Table 2 - 2 (Probe) on 3 CUs: none
		g := p.cardPlay("rome")
		hands(g, [6]int{0, 0, 0, 1, 0, 0}, [6]int{})
		do(t, g, "ops 61 move", "activate varro", "take 5", "move rhone")
		endDeclarations(t, g)
		do(t, g, "bc probe", "concede", "retreat allobroges", "retreat isere")
		want := 2
		if romanCU {
			want = 1
		}
		if out, _ := p.cusAt("carthage", "isere"); out != want {
			t.Errorf("Roman CU in the Allobroges %v: %d CUs reach Isere, want %d", romanCU, out, want)
		}
	}
}

// 15.4, 20.7: only the CUs that sortied may retreat back into a besieged city.
func TestRule15_4SortieRetreatsInside(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 6, 0, "hannibal").siege("carthage", "tarentum", 1)
	p.garrison("rome", "tarentum", 1, 0)
	p.army("rome", "cannae", 5, 0, "pro:marcellus")
	p.control("rome", "brundisium")
	p.hand("carthage", 62).hand("rome", 5)
	p.dice(1, 1) // casualties (no round); Retreat Table 1 on 6 CUs: 2
	g := p.cardPlay("rome")
	hands(g, [6]int{}, [6]int{1, 0, 0, 0, 0, 0})
	do(t, g, "ops 5 move", "activate marcellus", "take 5", "move tarentum")
	endDeclarations(t, g)
	do(t, g, "sortie") // Rome attacks with no card: it loses (14.10)
	decision(t, g, Rome, "retreat-inside")
	refused(t, g, "retreat-inside 2", "15.4") // the room is 2, but one CU sortied
	do(t, g, "retreat-inside 1", "retreat cannae", "retreat brundisium")
	if _, in := p.cusAt("rome", "tarentum"); in != 1 || g.out(Rome, p.sp("brundisium")) != 3 {
		t.Errorf("1 CU back inside Tarentum, 3 in Brundisium")
	}
}

// 10.10 on a retreat: a beaten army that retreats into a space where an enemy
// general stands alone displaces him, as any army entering his space does; 15.3
// says only that lone generals do not block the retreat.
func TestRule10_10RetreatDisplacesLoneGeneral(t *testing.T) {
	p := newPos(t)
	p.control("rome", "paestum")
	p.control("carthage", "brundisium")
	p.control("carthage", "tarentum")
	p.army("rome", "heraclea", 1, 0)
	p.army("rome", "cannae", 3, 0, "varro")
	p.army("carthage", "paestum", 0, 0, "mago")
	g := carthageWins(t, p, "arpi", "cannae", "probe", 1, 2)
	do(t, g, "retreat heraclea", "retreat paestum")
	if at := p.at("mago"); at == "paestum" {
		t.Errorf("Mago stood alone in Paestum when the Roman army retreated into it: he should be displaced (10.10), still at %s", at)
	}
	found := false
	for _, l := range g.Log() {
		if l.Rule == "10.10" && strings.Contains(l.Text, "Mago") {
			found = true
		}
	}
	if !found {
		t.Errorf("the log should say Mago is displaced (10.10)")
	}
}
