package hannibal

import (
	"strings"
	"testing"
)

// Per-rule tests of the Reaction Phase (10.3): interception (12), avoiding battle
// and pursuit (13).

// 12.4: an interception succeeds on a roll at most the commander's battle rating;
// the interceptor moves in and gets one extra battle card.
func TestRule12_4Interception(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "heraclea", 3, 0, "marcellus") // battle 3
	p.dice(3)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	decision(t, g, Rome, "reaction")
	do(t, g, "intercept marcellus", "take 3")
	endDeclarations(t, g)
	decision(t, g, Carthage, "intercepted")
	if p.at("marcellus") != "cannae" {
		t.Fatalf("Marcellus should be in Cannae")
	}
	do(t, g, "fight")
	decision(t, g, Carthage, "battle-card") // 12.4 (2007): the mover still attacks
	x := p.sp("cannae")
	if n := g.battleCardCount(Rome); n != 3+3+g.alliesFor(Rome, x)+1 {
		t.Errorf("Rome's battle cards: %d, want rating 3 + 3 CUs + allies + 1 for the interception", n)
	}
}

// 12.4: +1 to the roll into a space with an enemy PC and no friendly CUs.
func TestRule12_4EnemyPCModifier(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "cannae")
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "heraclea", 3, 0, "marcellus")
	p.dice(3) // 3 + 1 > 3
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae", "intercept marcellus", "take 3")
	endDeclarations(t, g)
	if p.at("marcellus") != "heraclea" || !g.s.mv.failedIcpt.has(p.gen("marcellus")) {
		t.Errorf("the interception should fail with the +1")
	}
	decision(t, g, Carthage, "move")
}

// 12.6: several interceptions into one space; the armies combine; the bonus card
// is one at most.
func TestRule12_6MultipleInterceptions(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "beneventum", 5, 0, "hannibal")
	p.army("rome", "arpi", 2, 0, "varro")             // interception 1-4
	p.army("rome", "heraclea", 3, 0, "pro:marcellus") // battle 3
	p.dice(1, 1)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae", "intercept varro", "take 2", "intercept marcellus", "take 3")
	endDeclarations(t, g)
	do(t, g, "fight")
	x := p.sp("cannae")
	if g.out(Rome, x) != 5 || !g.commands(p.gen("varro")) {
		t.Fatalf("both armies should be in Cannae under the consul Varro")
	}
	if n := g.battleCardCount(Rome); n != 1+5+g.alliesFor(Rome, x)+1 {
		t.Errorf("Rome's battle cards: %d, want 1 + 5 + allies + 1 (one bonus card only)", n)
	}
}

// 12.7 (2007): after a combined interception the ranking general commands; among
// generals of equal rank the owner chooses (not the engine by battle rating).
func TestRule12_7OwnerChoosesAmongEquals(t *testing.T) {
	for _, who := range []string{"varro", "paulus"} {
		p := newPos(t)
		p.army("carthage", "beneventum", 5, 0, "hannibal")
		p.army("rome", "arpi", 2, 0, "varro")
		p.army("rome", "heraclea", 3, 0, "paulus")
		p.dice(1, 1)
		g := p.cardPlay("carthage")
		moving(t, g, "hannibal", 5)
		do(t, g, "move cannae", "intercept varro", "take 2", "intercept paulus", "take 3")
		endDeclarations(t, g)
		decision(t, g, Rome, "interception-command")
		wantLegal(t, g, []string{"command varro", "command paulus"}, nil)
		do(t, g, "command "+who)
		if !g.commands(p.gen(who)) {
			t.Errorf("Rome chose %s to command in Cannae", who)
		}
	}
}

// 12.7: only one interception from each space.
func TestRule12_7OnePerSpace(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "heraclea", 8, 0, "varro", "pro:marcellus")
	p.army("rome", "brundisium", 2, 0, "pro:nero") // keeps the declarations open
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae", "intercept varro", "take 5")
	refused(t, g, "intercept marcellus", "12.7")
}

// 12.7: a subordinate who intercepts leaves his commander at least one CU.
func TestRule12_7SubordinateLeavesOneCU(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.army("carthage", "heraclea", 3, 0, "hasdrubal", "mago")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 5)
	do(t, g, "move cannae", "intercept mago")
	refused(t, g, "take 3", "12.7")
	do(t, g, "take 2")
}

// 12.8: an army inside walls may intercept only if no enemy CUs are outside them.
func TestRule12_8InterceptFromWalls(t *testing.T) {
	for _, besieged := range []bool{false, true} {
		p := newPos(t)
		p.army("rome", "segobriga", 5, 0, "varro")
		p.garrison("carthage", "saguntum", 2, 0, "hasdrubal")
		p.army("carthage", "new-carthage", 1, 0, "mago")
		if besieged {
			p.army("rome", "saguntum", 2, 0)
		}
		g := p.cardPlay("rome")
		moving(t, g, "varro", 5)
		do(t, g, "move laminium")
		decision(t, g, Carthage, "reaction")
		if besieged {
			refused(t, g, "intercept hasdrubal", "12.8")
		} else {
			do(t, g, "intercept hasdrubal")
		}
	}
}

// 12.3: no interception across a mountain pass or strait.
func TestRule12_3NoInterceptionAcrossPass(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "verona", 5, 0, "hannibal")
	p.army("rome", "faesulae", 3, 0, "varro")  // across the Mutina pass
	p.army("rome", "ariminum", 3, 0, "paulus") // a normal connection
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move mutina")
	refused(t, g, "intercept varro", "12.3")
	do(t, g, "intercept paulus")
}

// 12.3: no interception into a space with non-moving enemy CUs.
func TestRule12_3NoInterceptionOntoEnemyCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("carthage", "cannae", 2, 0)
	p.army("rome", "heraclea", 3, 0, "marcellus")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	decision(t, g, Carthage, "move") // Rome was offered nothing
	if r := g.icptRC(Rome, p.gen("marcellus")); r == 0 || r.refusal().Rule != "12.3" {
		t.Errorf("interception into Carthaginian CUs: %v, want a 12.3 refusal", r)
	}
}

// 12.5: an intercepted army may back up to its last space and end its move; back
// across a pass, it rolls attrition again.
func TestRule12_5BackUpAcrossPass(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "faesulae", 5, 0, "hannibal")
	p.army("rome", "ariminum", 2, 0, "varro")
	p.hand("carthage", 61).hand("rome", 62)
	p.dice(1, 1, 6) // pass attrition 1-2: none; interception 1; attrition 6-2: 1 CU
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move mutina", "intercept varro", "take 2")
	endDeclarations(t, g)
	do(t, g, "back-up")
	if p.at("hannibal") != "faesulae" || g.out(Carthage, p.sp("faesulae")) != 4 {
		t.Errorf("Hannibal should be back in Faesulae with 4 CUs: %s, %d", p.at("hannibal"), g.out(Carthage, p.sp("faesulae")))
	}
	decision(t, g, Rome, "card-play") // his move is over
	if g.PendingDice() != 0 {
		t.Errorf("%d dice unused", g.PendingDice())
	}
}

// 12.5: backing off a sea move returns to the port of embarkation, after a new
// Naval Combat roll; on "Return" the army must land and fight (2007).
func TestRule12_5BackUpFromTheSea(t *testing.T) {
	for _, back := range []int{1, 4} {
		p := newPos(t)
		p.army("carthage", "carthage", 2, 0, "hasdrubal")
		p.army("rome", "tarraco", 2, 0, "varro")
		p.dice(1, 1, back) // naval roll, interception, naval roll backing off (-2)
		g := sailing(t, p, "carthage", "hasdrubal", 2)
		do(t, g, "sail dertosa", "intercept varro", "take 2")
		endDeclarations(t, g)
		do(t, g, "back-up")
		if back == 1 && p.at("hasdrubal") != "carthage" {
			t.Errorf("roll 1: Hasdrubal should be back in Carthage, is in %s", p.at("hasdrubal"))
		}
		if back == 4 && (g.top().proc != procBattle || g.s.bt.x != p.sp("dertosa")) {
			t.Errorf("roll 4 (Return): Hasdrubal must fight in Dertosa; decision %+v", g.Decision())
		}
	}
}

// 12.5 (docs/rulings.md): a general without CUs who is intercepted backs up.
func TestRule12_5LoneGeneralBacksUp(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 0, 0, "hasdrubal")
	p.army("rome", "heraclea", 3, 0, "marcellus")
	p.hand("carthage", 5).hand("rome", 62)
	p.dice(1)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal", "move cannae", "intercept marcellus", "take 3")
	endDeclarations(t, g)
	if p.at("hasdrubal") != "arpi" || p.at("marcellus") != "cannae" {
		t.Errorf("Hasdrubal should be back in Arpi (%s), Marcellus in Cannae (%s)", p.at("hasdrubal"), p.at("marcellus"))
	}
}

// endDeclarations passes the rest of the Reaction Phase declarations, if any are
// still possible (10.3 step 2).
func endDeclarations(t *testing.T, g *Game) {
	t.Helper()
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
}

// avoidSetup: Hannibal (5 CUs) enters Cannae, where Marcellus has n CUs.
func avoidSetup(t *testing.T, n int, dice ...int) (*pos, *Game) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "cannae", n, 0, "marcellus")
	p.hand("carthage", 61).hand("rome", 62)
	p.dice(dice...)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	decision(t, g, Rome, "reaction")
	return p, g
}

// 13.1, 13.2: a successful avoid battle moves the army to an adjacent space: not
// the one the enemy came from, nor one with an enemy CU or PC.
func TestRule13_2AvoidDestinations(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "heraclea")
	p.army("carthage", "beneventum", 1, 0)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "cannae", 3, 0, "marcellus")
	p.hand("carthage", 61).hand("rome", 62)
	p.dice(3)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae", "avoid marcellus", "take 3")
	endDeclarations(t, g)
	decision(t, g, Rome, "avoid-to")
	refused(t, g, "avoid-to arpi", "13.2")       // where the enemy came from
	refused(t, g, "avoid-to heraclea", "13.2")   // an enemy PC
	refused(t, g, "avoid-to beneventum", "13.2") // an enemy CU
	do(t, g, "avoid-to brundisium")
	if p.at("marcellus") != "brundisium" || g.out(Rome, p.sp("brundisium")) != 3 {
		t.Errorf("Marcellus should be in Brundisium with 3 CUs")
	}
	decision(t, g, Carthage, "pursuit")
}

// 13.2: no avoid battle across a pass or into a non-friendly tribe.
func TestRule13_2AvoidPassesAndTribes(t *testing.T) {
	p := newPos(t)
	p.army("rome", "pisae", 5, 0, "varro")
	p.army("carthage", "faesulae", 2, 0, "hasdrubal")
	p.dice(1)
	g := p.cardPlay("rome")
	moving(t, g, "varro", 5)
	do(t, g, "move faesulae", "avoid hasdrubal", "take 2")
	endDeclarations(t, g)
	refused(t, g, "avoid-to mutina", "13.2") // a pass
	do(t, g, "avoid-to cosa")

	p = newPos(t)
	p.army("rome", "nemausus", 5, 0, "varro")
	p.army("carthage", "rhone", 2, 0, "hasdrubal")
	p.dice(1)
	g = p.cardPlay("rome")
	moving(t, g, "varro", 5)
	do(t, g, "move rhone", "avoid hasdrubal", "take 2")
	endDeclarations(t, g)
	refused(t, g, "avoid-to allobroges", "13.2") // a neutral tribe
	refused(t, g, "avoid-to massilia", "13.2")   // a Roman walled city
	do(t, g, "avoid-to gergovia")
}

// 13.5 (2007): after a successful avoid battle an army standing outside the walls
// of its own walled city may go inside them; the walls of an adjacent city are
// not offered (no rule lets the non-active side enter walls elsewhere, 10.7).
func TestRule13_5AvoidIntoWalls(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.army("rome", "tarentum", 2, 0, "marcellus")
	p.control("rome", "tarentum", "brundisium")
	p.hand("carthage", 61).hand("rome", 62)
	p.dice(3)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move tarentum")
	if g.Decision().Kind == "garrison" {
		do(t, g, "garrison 0") // Marcellus stays outside, to avoid battle
	}
	decision(t, g, Rome, "reaction")
	do(t, g, "avoid marcellus", "take 2")
	endDeclarations(t, g)
	if !hasLegal(g, "avoid-to tarentum inside") {
		t.Fatalf("Marcellus should be offered the walls of Tarentum, his own space: %v", legalTexts(g))
	}
	refused(t, g, "avoid-to brundisium inside", "13.5")
	do(t, g, "avoid-to tarentum inside")
	if _, in := p.cusAt("rome", "tarentum"); in != 2 || !g.inside(p.gen("marcellus")) {
		t.Errorf("Marcellus should be inside Tarentum with 2 CUs")
	}
}

// 13.4: after an avoided battle the mover rolls to pursue: at most his battle
// rating goes on, more stops the army.
func TestRule13_4Pursuit(t *testing.T) {
	_, g := avoidSetup(t, 3, 3, 4)
	do(t, g, "avoid marcellus", "take 3")
	endDeclarations(t, g)
	do(t, g, "avoid-to brundisium", "pursue")
	decision(t, g, Carthage, "move")
	do(t, g, "move brundisium") // after him

	_, g = avoidSetup(t, 3, 3, 5)
	do(t, g, "avoid marcellus", "take 3")
	endDeclarations(t, g)
	do(t, g, "avoid-to brundisium", "pursue")
	decision(t, g, Rome, "card-play") // Hannibal stopped in Cannae
	if g.s.mv.flags&mfPursuitFailed == 0 {
		t.Errorf("the failed pursuit should be recorded (10.11)")
	}
}

// 13.1: a failed avoid battle costs the defender a battle card.
func TestRule13_1FailedAvoidCostsACard(t *testing.T) {
	p, g := avoidSetup(t, 3, 4)
	do(t, g, "avoid marcellus", "take 3")
	endDeclarations(t, g)
	if g.top().proc != procBattle {
		t.Fatalf("a failed avoid battle leads to battle: %+v", g.Decision())
	}
	x := p.sp("cannae")
	if n := g.battleCardCount(Rome); n != 3+3+g.alliesFor(Rome, x)-1 {
		t.Errorf("Rome's battle cards: %d, want 3 + 3 + allies - 1", n)
	}
}

// 13.2: at most 10 CUs avoid battle; the others stay.
func TestRule13_2TenCUs(t *testing.T) {
	_, g := avoidSetup(t, 12)
	do(t, g, "avoid marcellus")
	refused(t, g, "take 11", "13.2")
	do(t, g, "take 10")
}

// 13.2, 18.1: CUs left behind may not leave a consul with fewer than 5.
func TestRule13_2AvoidConsulLimits(t *testing.T) {
	_, g := avoidSetup(t, 7)
	do(t, g, "avoid marcellus")
	refused(t, g, "take 3", "18.1")
	do(t, g, "take 5")
}

// 12.10: a general who failed to intercept an army may not avoid battle against it.
func TestRule12_10NoAvoidAfterFailedInterception(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "heraclea", 3, 0, "marcellus")
	p.army("rome", "paestum", 3, 0, "varro") // may intercept into Heraclea
	p.dice(6)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae", "intercept marcellus", "take 3")
	endDeclarations(t, g)
	do(t, g, "move heraclea")
	decision(t, g, Rome, "reaction")
	refused(t, g, "avoid marcellus", "12.10")
}

// 13.3: a subordinate may avoid battle alone, leaving his commander a CU; only one
// avoid battle per Reaction Phase.
func TestRule13_3SubordinateAvoids(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.army("carthage", "cannae", 3, 0, "hasdrubal", "mago")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 5)
	do(t, g, "move cannae", "avoid mago")
	refused(t, g, "take 3", "13.3")
	do(t, g, "take 2")
	refused(t, g, "avoid hasdrubal", "13.3")
}

// 13.2: the commander avoiding battle may leave generals behind.
func TestRule13_2CommanderLeavesGeneralsBehind(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.army("carthage", "cannae", 4, 0, "hasdrubal", "mago")
	p.dice(1)
	g := p.cardPlay("rome")
	moving(t, g, "varro", 5)
	do(t, g, "move cannae", "avoid hasdrubal")
	decision(t, g, Carthage, "avoid-subs")
	do(t, g, "subs none", "take 2")
	endDeclarations(t, g)
	do(t, g, "avoid-to heraclea")
	if p.at("mago") != "cannae" || p.at("hasdrubal") != "heraclea" || !g.commands(p.gen("mago")) {
		t.Errorf("Mago should stay in Cannae with 2 CUs, commanding (at %s)", p.at("mago"))
	}
	if g.top().proc != procBattle {
		t.Errorf("the army left behind fights: %+v", g.Decision())
	}
}

// 12.8: an army intercepted where it landed by sea at its own walled city may move
// into the walls, or split: some CUs into the walls, the generals and the rest back
// to the port of embarkation.
func TestRule12_8LandingAtOwnWalls(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.army("rome", "acci", 3, 0, "varro")
	p.hand("rome", 62)
	p.dice(1, 1) // naval roll; interception (1 + 1 into a Carthaginian space ≤ 4)
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "sail new-carthage", "intercept varro", "take 3")
	endDeclarations(t, g)
	decision(t, g, Carthage, "intercepted")
	do(t, g, "enter-city 2 generals")
	if _, in := p.cusAt("carthage", "new-carthage"); in != 2 || !g.inside(p.gen("hasdrubal")) || g.top().proc == procBattle {
		t.Errorf("Hasdrubal and his 2 CUs should be inside New Carthage, no battle")
	}

	p = newPos(t)
	p.army("carthage", "carthage", 3, 0, "hasdrubal")
	p.army("rome", "acci", 3, 0, "varro")
	p.hand("rome", 62)
	p.dice(1, 1, 1) // naval roll; interception; naval roll backing off
	g = sailing(t, p, "carthage", "hasdrubal", 3)
	do(t, g, "sail new-carthage", "intercept varro", "take 3")
	endDeclarations(t, g)
	do(t, g, "enter-city 2")
	if _, in := p.cusAt("carthage", "new-carthage"); in != 2 || p.at("hasdrubal") != "carthage" || g.out(Carthage, p.sp("carthage")) != 1 {
		t.Errorf("split: 2 CUs inside New Carthage, Hasdrubal and 1 CU back in Carthage (he is in %s)", p.at("hasdrubal"))
	}
}

// 12.5, 10.10: a general alone intercepted after landing, whose fleet must
// "Return", cannot back off: alone with the enemy army, he is displaced.
func TestRule12_5LoneGeneralCannotBackOff(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 0, 0, "hasdrubal")
	p.army("rome", "tarraco", 3, 0, "varro")
	p.hand("rome", 62)
	p.dice(1, 1, 5) // naval roll; interception; naval roll backing off: 5 - 3 = 2
	g := sailing(t, p, "carthage", "hasdrubal", 0)
	do(t, g, "sail dertosa", "intercept varro", "take 3")
	endDeclarations(t, g)
	if g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("Hasdrubal should be displaced (at %s)", p.at("hasdrubal"))
	}
}

// 10.3: a Reaction Phase passed without a declaration by a side that could
// intercept or avoid battle is logged (the phase is public, unlike a counter
// event not played, 8.4); one with nothing to declare is not.
func TestRule10_3DeclineIsLogged(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "heraclea", 3, 0, "marcellus")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	decision(t, g, Rome, "reaction")
	do(t, g, "pass")
	logHas(t, g, "Rome declares no interception and no avoid battle in Cannae")
	n := 0
	for _, l := range g.Log() {
		if strings.Contains(l.Text, "declares no interception") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d decline lines, want 1", n)
	}
}
