package hannibal

import (
	"math/bits"
	"strings"
	"testing"
)

// Per-rule tests of movement (rules 9, 10 and 18): the four-space and ten-CU
// limits, passes and straits, walled cities, enemy-occupied spaces, overruns, rank,
// combining and dividing armies, displacement and the consular limits.

// moving starts a 1-OP move of general gen with all the CUs of his stack outside.
func moving(t *testing.T, g *Game, gen string, cus int) {
	t.Helper()
	do(t, g, "ops 61 move", "activate "+gen)
	if g.Decision().Kind == "subordinates" {
		do(t, g, "subs none")
	}
	if g.Decision().Kind == "take-cus" {
		do(t, g, "take "+itoa(cus))
	}
}

// 10.2: a general moves up to four spaces.
func TestRule10_2FourSpaces(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 2)
	do(t, g, "move arpi", "move terventum", "move sena", "move praeneste")
	refused(t, g, "move rome", "10.2")
	do(t, g, "stop")
}

// 10.2: a general may only move along a connection.
func TestRule10_2Adjacent(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 2)
	refused(t, g, "move terventum", "10.2")
}

// 10.2: a general moves with at most ten CUs, picking up and dropping off on the way.
func TestRule10_2TenCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 12, 0, "hannibal")
	p.army("carthage", "arpi", 2, 0)
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move", "activate hannibal")
	refused(t, g, "take 11", "10.2")
	do(t, g, "take 10", "move arpi")
	refused(t, g, "pickup 1", "10.2")
	do(t, g, "drop 3", "pickup 2", "move terventum", "stop")
	if out, _ := p.cusAt("carthage", "terventum"); out != 9 {
		t.Errorf("Terventum: %d CUs, want 9", out)
	}
	if out, _ := p.cusAt("carthage", "arpi"); out != 3 {
		t.Errorf("Arpi: %d CUs, want 3", out)
	}
}

// 10.6: passes cost two movement points.
func TestRule10_6PassCostsTwo(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "ariminum", 0, 0, "hannibal")
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move", "activate hannibal", "move mutina", "move verona", "move mutina")
	refused(t, g, "move faesulae", "10.2") // a pass, 2 MP; 1 left
	do(t, g, "move ariminum")
}

// 10.6: the Strait of Messana needs control of both Rhegium and Messana; the Strait
// of Sardinia does not.
func TestRule10_6Straits(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rhegium", 2, 0, "varro")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 2)
	do(t, g, "move messana") // Rome holds both walled cities
	if g.s.mv.mp != 2 {
		t.Errorf("the strait cost %d MP, want 2", g.s.mv.mp)
	}

	p = newPos(t)
	p.control("carthage", "messana")
	p.army("rome", "rhegium", 2, 0, "varro")
	g = p.cardPlay("rome")
	moving(t, g, "varro", 2)
	refused(t, g, "move messana", "10.6")

	p = newPos(t)
	p.army("carthage", "aleria", 2, 0, "hasdrubal")
	p.hand("carthage", 5)
	g = p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal", "take 2", "move sassari")
}

// 10.6, 21.1: an army crossing a pass rolls attrition at once: no modifier for an
// Alps pass, -2 for another pass.
func TestRule10_6PassAttrition(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "isere", 5, 0, "hannibal")
	p.dice(3) // 5 CUs, roll 3: 1 CU
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move insubrians")
	if g.s.mv.cus != 4 || g.out(Carthage, p.sp("insubrians")) != 4 {
		t.Errorf("after the Alps: %d CUs, want 4", g.s.mv.cus)
	}

	p = newPos(t)
	p.army("carthage", "mutina", 5, 0, "hannibal")
	p.dice(3) // 3 - 2 = 1: no loss
	g = p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move faesulae")
	if g.s.mv.cus != 5 {
		t.Errorf("after a non-Alps pass: %d CUs, want 5", g.s.mv.cus)
	}
	if g.PendingDice() != 0 {
		t.Errorf("no attrition roll for the pass")
	}
}

// 10.7: a walled city is a space within a space; only its capacity fits inside.
func TestRule10_7WalledCityCapacity(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "laminium", 3, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 3)
	do(t, g, "move saguntum", "stop")
	decision(t, g, Carthage, "enter-city")
	refused(t, g, "enter-city 3 generals", "10.7")
	do(t, g, "enter-city 2 generals")
	out, in := p.cusAt("carthage", "saguntum")
	if out != 1 || in != 2 || !g.inside(p.gen("hannibal")) {
		t.Errorf("Saguntum: %d outside, %d inside; want 1 and 2 with Hannibal inside", out, in)
	}
}

// 10.7: Rome and Carthage hold five CUs.
func TestRule10_7CapitalsHoldFive(t *testing.T) {
	p := newPos(t)
	p.army("rome", "tarquini", 6, 0, "varro")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 6)
	do(t, g, "move rome", "stop")
	refused(t, g, "enter-city 6 generals", "10.7")
	do(t, g, "enter-city 5 generals")
}

// 10.7: CUs inside walls do not stop enemy movement.
func TestRule10_7CUsInsideDoNotStop(t *testing.T) {
	p := newPos(t)
	p.garrison("rome", "capua", 2, 0)
	p.army("carthage", "neapolis", 3, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 3)
	do(t, g, "move capua")
	if g.Decision().Kind == "garrison" {
		do(t, g, "garrison 2")
	}
	do(t, g, "move terventum")
}

// 10.4: an army entering a space with enemy CUs stops and gives battle.
func TestRule10_4EnemyCUsStop(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 3, 0, "hannibal")
	p.army("rome", "cannae", 2, 0)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 3)
	do(t, g, "move cannae")
	if g.top().proc != procBattle || g.s.bt.x != p.sp("cannae") {
		t.Fatalf("entering Cannae should start a battle; decision %+v", g.Decision())
	}
}

// 10.4 (2007): a general without an army may not enter a space with an enemy CU,
// outside or inside walls.
func TestRule10_4LoneGeneralMayNotEnterEnemyCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 0, 0, "hasdrubal")
	p.army("rome", "cannae", 2, 0)
	p.garrison("rome", "capua", 1, 0)
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal")
	refused(t, g, "move cannae", "10.4")
	do(t, g, "move beneventum")
	refused(t, g, "move capua", "10.4")
}

// 10.4: a general without an army may pass through, but not stop in, a space with
// an enemy general alone.
func TestRule10_4LoneGeneralPassesLoneGeneral(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 0, 0, "hasdrubal")
	p.army("rome", "cannae", 0, 0, "varro")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal", "move cannae")
	refused(t, g, "stop", "10.4")
	do(t, g, "move heraclea", "stop")
	if p.at("varro") != "cannae" {
		t.Errorf("a lone general does not displace Varro")
	}

	// With no movement left to pass on, he may not enter at all.
	p = newPos(t)
	p.army("carthage", "terventum", 0, 0, "hasdrubal")
	p.army("rome", "cannae", 0, 0, "varro")
	p.hand("carthage", 5)
	g = p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal", "move sena", "move terventum", "move arpi")
	refused(t, g, "move cannae", "10.4")
}

// 10.5: an army of five CUs overruns a lone enemy CU and moves on.
func TestRule10_5Overrun(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("rome", "cannae", 1, 0)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move cannae")
	decision(t, g, Carthage, "overrun")
	do(t, g, "overrun")
	if out, _ := p.cusAt("rome", "cannae"); out != 0 || g.s.cuLost[Rome][lostOverrun] != 1 {
		t.Errorf("the lone CU should be overrun")
	}
	do(t, g, "move heraclea")
	if g.s.mv.cus != 5 {
		t.Errorf("the overrun cost the army CUs")
	}
}

// 10.5: no overrun with fewer than five CUs, against two CUs, or against a CU with a
// general.
func TestRule10_5NoOverrun(t *testing.T) {
	cases := []struct {
		name      string
		cus, rcus int
		rgen      []string
	}{
		{"four CUs", 4, 1, nil},
		{"two enemy CUs", 10, 2, nil},
		{"an enemy general", 5, 1, []string{"varro"}},
	}
	for _, c := range cases {
		p := newPos(t)
		p.army("carthage", "arpi", c.cus, 0, "hannibal")
		p.army("rome", "cannae", c.rcus, 0, c.rgen...)
		g := p.cardPlay("carthage")
		moving(t, g, "hannibal", c.cus)
		do(t, g, "move cannae")
		if g.Decision().Kind == "reaction" {
			do(t, g, "pass")
		}
		if g.top().proc != procBattle {
			t.Errorf("%s: expected a battle, got %+v", c.name, g.Decision())
		}
	}
}

// 9.3, 10.9: a subordinate may be activated from the stack but may not take along
// a general who outranks him.
func TestRule9_3SubordinateActivation(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 4, 0, "hannibal", "mago", "gisgo")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate mago")
	refused(t, g, "subs hannibal", "10.9")
	do(t, g, "subs gisgo", "take 2", "move dianium", "stop")
	if !g.commands(p.gen("hannibal")) || !g.commands(p.gen("mago")) || g.commands(p.gen("gisgo")) {
		t.Errorf("Hannibal should keep his stack; Mago command Gisgo in Dianium")
	}
}

// 9.3, 10.8: a general ending his move with a general who outranks him becomes his
// subordinate.
func TestRule10_8JoiningAHigherRank(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 4, 0, "hannibal")
	p.army("carthage", "dianium", 2, 0, "mago")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate mago", "take 2", "move saguntum", "stop", "pass")
	if !g.commands(p.gen("hannibal")) || g.commands(p.gen("mago")) {
		t.Errorf("Hannibal outranks Mago and commands")
	}
}

// 10.8: a general ending his move with a general of equal rank takes command.
func TestRule10_8JoiningAnEqualRank(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "laminium", 2, 0, "hasdrubal")
	p.army("carthage", "dianium", 2, 0, "mago")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate mago", "take 2", "move saguntum", "move laminium", "stop")
	if !g.commands(p.gen("mago")) || g.commands(p.gen("hasdrubal")) {
		t.Errorf("Mago, activated, commands Hasdrubal of equal rank")
	}
}

// 10.8: an activated general may pick up a general who does not outrank him.
func TestRule10_8PickUpGeneral(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "dianium", 2, 0, "mago")
	p.army("carthage", "saguntum", 2, 0, "hannibal")
	p.army("carthage", "laminium", 2, 0, "hasdrubal")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate mago", "take 2", "move saguntum")
	if g.Decision().Kind == "enter-city" {
		do(t, g, "pass")
	}
	refused(t, g, "pickup-general hannibal", "10.8")
	do(t, g, "move laminium", "pickup-general hasdrubal", "move toletum", "stop")
	if p.at("hasdrubal") != "toletum" || !g.commands(p.gen("mago")) || g.commands(p.gen("hasdrubal")) {
		t.Errorf("Hasdrubal should follow Mago as his subordinate to Toletum")
	}
}

// 10.9: an army may drop off subordinates, who command what stays with them.
func TestRule10_9DropOffSubordinate(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 4, 0, "hannibal", "gisgo")
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move", "activate hannibal", "subs gisgo", "take 4", "move laminium", "drop 1", "drop-general gisgo", "move toletum", "stop")
	if p.at("gisgo") != "laminium" || !g.commands(p.gen("gisgo")) {
		t.Errorf("Gisgo should command the CU left in Laminium")
	}
	if out, _ := p.cusAt("carthage", "toletum"); out != 3 {
		t.Errorf("Toletum: %d CUs, want 3", out)
	}
}

// 10.10: a general alone in a space an enemy army enters is displaced; a
// Carthaginian returns at the next Reinforcement Phase, a Roman goes back to the
// cup.
func TestRule10_10Displacement(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 0, 0, "hasdrubal")
	p.army("rome", "arpi", 3, 0, "varro")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 3)
	do(t, g, "move cannae")
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
	if g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("Hasdrubal should be displaced")
	}
	do(t, g, "move heraclea") // no battle: the army moves on

	p = newPos(t)
	p.army("rome", "cannae", 0, 0, "paulus")
	p.army("carthage", "arpi", 3, 0, "hannibal")
	g = p.cardPlay("carthage")
	moving(t, g, "hannibal", 3)
	do(t, g, "move cannae")
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
	if g.s.gloc[p.gen("paulus")] != locOff {
		t.Errorf("a displaced Roman returns to the cup")
	}
}

// 10.10: Hannibal displaced is eliminated and Carthage removes 5 PCs.
func TestRule10_10HannibalDisplaced(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 0, 0, "hannibal")
	p.army("rome", "arpi", 3, 0, "varro")
	p.control("carthage", "acci", "malaca", "hispalis", "corduba", "salaria", "toletum")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 3)
	do(t, g, "move cannae")
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
	if g.s.gloc[p.gen("hannibal")] != locDead {
		t.Fatalf("Hannibal should be eliminated")
	}
	decision(t, g, Carthage, "remove-pc")
	if g.top().a != 5 {
		t.Errorf("Carthage must remove %d PCs, want 5", g.top().a)
	}
	refused(t, g, "remove-pc saguntum", "10.10") // never a walled city
}

// 10.10: Scipio Africanus displaced is eliminated.
func TestRule10_10ScipioAfricanusDisplaced(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 0, 0, "scipio-africanus")
	p.army("carthage", "arpi", 3, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 3)
	do(t, g, "move cannae")
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
	if g.s.gloc[p.gen("scipio-africanus")] != locDead {
		t.Errorf("Scipio Africanus should be eliminated")
	}
}

// 18.1: a consul may not leave with fewer than 5 CUs when CUs stay behind.
func TestRule18_1ConsularArmyLeaves(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 7, 0, "varro")
	g := p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate varro")
	refused(t, g, "take 3", "18.1")
	do(t, g, "take 5")
}

// 18.1: no one may leave a consul with fewer than 5 CUs.
func TestRule18_1ConsulLeftWithFive(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 7, 0, "varro", "pro:marcellus")
	p.hand("rome", 5)
	g := p.cardPlay("rome")
	do(t, g, "ops 5 move", "activate marcellus")
	refused(t, g, "take 3", "18.1")
	do(t, g, "take 2")
}

// 18.1: two consuls together may not split until they have 10 CUs.
func TestRule18_1ConsulsSplit(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 9, 0, "varro", "nero")
	g := p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate nero")
	refused(t, g, "subs none", "18.1")
	p = newPos(t)
	p.army("rome", "cannae", 10, 0, "varro", "nero")
	g = p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate nero", "subs none", "take 5")
}

// 18.1: a consular army may not drop off CUs below 5.
func TestRule18_1NoDropBelowFive(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 6, 0, "varro")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 6)
	do(t, g, "move arpi")
	refused(t, g, "drop 2", "18.1")
	do(t, g, "drop 1")
}

// 18.3: a proconsul's army entering a space with a consular army of fewer than 5
// CUs stops, or drops off enough to bring it to 5.
func TestRule18_3ProconsulMeetsWeakConsul(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 4, 0, "pro:marcellus")
	p.army("rome", "arpi", 3, 0, "varro")
	p.hand("rome", 5)
	g := p.cardPlay("rome")
	do(t, g, "ops 5 move", "activate marcellus", "take 4", "move arpi")
	refused(t, g, "move terventum", "18.3")
	do(t, g, "drop 2", "move terventum")
}

// 18.3: a proconsul's army passes a consular army of 5 CUs freely.
func TestRule18_3ProconsulPassesStrongConsul(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 4, 0, "pro:marcellus")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("rome", 5)
	g := p.cardPlay("rome")
	do(t, g, "ops 5 move", "activate marcellus", "take 4", "move arpi", "move terventum")
}

// 9.3: among generals of equal rank the owner chooses the commander before he
// activates an army; a general outranked in his stack may not command.
func TestRule9_3OwnerChoosesCommander(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "laminium", 3, 0, "hasdrubal", "mago")
	p.army("carthage", "saguntum", 3, 0, "hannibal", "gisgo")
	g := p.cardPlay("carthage")
	refused(t, g, "command gisgo", "9.3")
	refused(t, g, "command hasdrubal", "9.3") // commands already
	do(t, g, "command mago")
	if !g.commands(p.gen("mago")) || g.commands(p.gen("hasdrubal")) {
		t.Errorf("Mago should command in Laminium")
	}
	decision(t, g, Carthage, "card-play") // a change of command is no card play
}

// 18.2: either consul of a consular army may command it.
func TestRule18_2EitherConsulCommands(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 10, 0, "varro", "paulus")
	g := p.cardPlay("rome")
	do(t, g, "command paulus")
	if !g.commands(p.gen("paulus")) {
		t.Errorf("Paulus should command")
	}
	// One change per stack before a card play (docs/rulings.md, 9.3).
	refused(t, g, "command varro", "9.3")
}

// 9.3: the next card play may change the command again.
func TestRule9_3CommandChangesOncePerCardPlay(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 10, 0, "varro", "paulus")
	p.hand("rome", 33, 34).hand("carthage", 35, 36)
	g := p.cardPlay("rome")
	do(t, g, "command paulus")
	refused(t, g, "command varro", "9.3")
	do(t, g, "discard 33")
	settle(t, g)
	for g.Decision().Side == Carthage {
		do(t, g, "discard "+itoa(firstCard(g, Carthage)))
		settle(t, g)
	}
	do(t, g, "command varro")
	if !g.commands(p.gen("varro")) {
		t.Errorf("Varro should command after the next card play")
	}
}

// 10.11 (2007): a campaign moves each general at most once.
func TestRule10_11GeneralOnce(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "hannibal")
	p.army("carthage", "salaria", 2, 0, "hasdrubal")
	p.hand("carthage", 37).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "take 2", "move arpi", "stop")
	refused(t, g, "activate hannibal", "10.11")
	do(t, g, "activate hasdrubal")
}

// 10.11 (2007): a general who moved on the campaign card may not move again as
// the subordinate of another general of the same card.
func TestRule10_11NoSecondMoveAsSubordinate(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 2, 0, "hasdrubal")
	p.army("carthage", "cannae", 2, 0, "hannibal")
	p.hand("carthage", 37).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hasdrubal", "take 2", "move cannae", "stop")
	do(t, g, "activate hannibal")
	if hasLegal(g, "subs hasdrubal") {
		t.Errorf("Hasdrubal already moved on this card: he may not go with Hannibal (10.11): %v", legalTexts(g))
	}
	refused(t, g, "subs hasdrubal", "10.11")
}

// 10.11 with 18.1: a consul who could leave only by taking along a general who
// already moved on the card (the two consuls share fewer than 10 CUs) may not be
// activated at all: offering him would leave no legal choice of subordinates.
func TestRule10_11NoActivationWithoutLegalSubordinates(t *testing.T) {
	p := newPos(t)
	p.army("rome", "capua", 5, 0, "fabius")
	p.army("rome", "beneventum", 4, 0, "t-longus")
	p.hand("rome", 37)
	g := p.cardPlay("rome")
	do(t, g, "event 37", "activate fabius", "take 5", "move beneventum", "stop")
	if g.Decision().Kind == "command" || hasLegal(g, "activate t-longus") {
		t.Fatalf("T. Longus cannot leave without Fabius, who moved on this card: he must not be offered (%v)", legalTexts(g))
	}
	for _, a := range g.Legal(nil) {
		if err := g.Clone().Apply(a); err != nil {
			t.Errorf("%s: %v", g.ActionText(a), err)
		}
	}
}

// 10.11: CUs one general moved on a campaign card may move again with another
// general, as long as no CU moves more than four spaces on the card.
func TestRule10_11CUsMoveFourSpacesPerCard(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 2, 0, "hannibal")
	p.army("carthage", "cannae", 1, 0, "hasdrubal")
	p.hand("carthage", 37).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "take 2", "move cannae", "stop")
	// Hannibal's 2 CUs moved 1 space: with Hasdrubal they may move 3 more.
	do(t, g, "activate hasdrubal", "take 3", "move heraclea", "move tarentum", "move brundisium")
	if prompt := g.Decision().Prompt; !strings.Contains(prompt, "3 of 4 MP used (CUs that moved before on this card: 0 more, 10.11)") {
		t.Errorf("prompt %q does not say the moved CUs are spent", prompt)
	}
	refused(t, g, "move cannae", "10.11")
	do(t, g, "drop 2")
	do(t, g, "move cannae")
	if n := g.all(Carthage, p.sp("brundisium")); n != 2 {
		t.Errorf("%d CUs left in Brundisium, want the 2 that had moved four spaces", n)
	}
	if n := g.all(Carthage, p.sp("cannae")); n != 1 {
		t.Errorf("%d CUs with Hasdrubal in Cannae, want 1", n)
	}
}

// 10.2, 10.11: an army does not pick up again the CUs it dropped off on this
// move (it would change nothing, and could repeat forever); another general
// of the card may take them on.
func TestRule10_11NoPickingUpWhatYouDropped(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 4, 0, "hannibal")
	p.army("carthage", "beneventum", 0, 0, "hasdrubal")
	p.hand("carthage", 37).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "take 4", "move cannae", "drop 2")
	refused(t, g, "pickup 2", "10.11")
	do(t, g, "move beneventum", "stop")
	do(t, g, "activate hasdrubal", "take 0", "move cannae", "pickup 2", "move arpi")
	if n := g.all(Carthage, p.sp("arpi")); n != 2 {
		t.Errorf("%d CUs with Hasdrubal in Arpi, want 2", n)
	}
}

// 10.2: an army may pick up CUs it dropped off earlier on its move once it has
// spent movement points since (left and came back): the rules allow it, and
// the spent MPs end any loop.
func TestRule10_2PickUpAgainAfterMoving(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 4, 0, "hannibal")
	p.hand("carthage", 61).hand("rome", 62)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 4)
	do(t, g, "move cannae", "drop 2")
	refused(t, g, "pickup 2", "10.11")
	do(t, g, "move heraclea", "move cannae", "pickup 2")
	if g.s.mv.cus != 4 {
		t.Errorf("the army carries %d CUs, want 4", g.s.mv.cus)
	}
}

// 10.11: CUs that already moved four spaces on the card stay where they are;
// the fresh ones go first.
func TestRule10_11CUsSpentAfterFourSpaces(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 2, 0, "hannibal")
	p.army("carthage", "brundisium", 1, 0, "hasdrubal")
	p.hand("carthage", 37).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "take 2", "move cannae", "move heraclea", "move tarentum", "move brundisium", "stop")
	do(t, g, "activate hasdrubal")
	refused(t, g, "take 3", "10.11")
	do(t, g, "take 1", "move tarentum", "move heraclea", "move cannae", "move arpi")
}

// 10.11: CUs of an army that besieged (or fought, backed up, failed a pursuit)
// may not move again on the card, whatever distance they covered.
func TestRule10_11CUsSpentAfterSiege(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
	p.hand("carthage", 37).hand("rome", 62)
	p.dice(3) // 3 - 1 = 2: nothing
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "subs none", "take 3", "stop", "siege")
	do(t, g, "activate mago")
	refused(t, g, "take 4", "10.11")
	do(t, g, "take 3", "move cannae")
}

// 10.11, 10.12: CUs that moved with another general count their spaces with
// Nero too: only CUs moving with him all the way go six.
func TestRule10_11NeroWithMovedCUs(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 2, 0, "pro:varro")
	p.army("rome", "tarquini", 8, 0, "pro:nero")
	p.hand("rome", 37)
	g := p.cardPlay("rome")
	do(t, g, "event 37", "activate varro", "take 2", "move tarquini", "stop")
	do(t, g, "activate nero", "take 10", "move cosa", "move pisae", "move faesulae")
	refused(t, g, "move falerii", "10.11")
	do(t, g, "drop 2", "move falerii", "move ariminum", "move mutina")
	refused(t, g, "move verona", "10.2")
}

// 10.11, 20.2: a campaign card rolls at most one siege per site, even by another
// general.
func TestRule10_11OneSiegePerSite(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
	p.hand("carthage", 33).hand("rome", 62)
	p.dice(3) // 3 - 1 = 2: nothing
	g := p.cardPlay("carthage")
	do(t, g, "event 33", "activate hannibal", "subs none", "take 3", "stop", "siege")
	do(t, g, "activate mago", "take 3")
	if r := g.siegeRC(Carthage); r == 0 || r.refusal().Rule != "20.2" {
		t.Errorf("a second siege roll on the same card: %v", r)
	}
	do(t, g, "stop")
	decision(t, g, Rome, "card-play") // no second siege roll at Tarentum
}

// 10.3 step 1, 10.7: when an enemy army enters a walled-city space, the owner
// declares which of his CUs (up to the city's capacity) and generals are inside.
func TestRule10_7GarrisonDeclaration(t *testing.T) {
	p := newPos(t)
	p.army("rome", "tarentum", 4, 0, "varro")
	p.army("carthage", "cannae", 5, 0, "hannibal")
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move tarentum")
	decision(t, g, Rome, "garrison")
	refused(t, g, "garrison 3", "10.7")
	do(t, g, "garrison 2 generals")
	out, in := p.cusAt("rome", "tarentum")
	if out != 2 || in != 2 || !g.inside(p.gen("varro")) {
		t.Errorf("Tarentum: %d outside, %d inside; want 2 and 2 with Varro inside", out, in)
	}
}

// TestRule10_10EnteredWithCUs: an army that enters a space holding an enemy general
// alone displaces him even if the pass's attrition takes its last CU on the way in;
// the general alone may then end his move there (no dead end).
func TestRule10_10EnteredWithCUs(t *testing.T) {
	p := newPos(t)
	p.army("rome", "nemausus", 1, 0, "flaminius")
	p.army("carthage", "saguntum", 3, 0, "hannibal")
	p.generals(Carthage, p.sp("taurini"), false, "mago")
	p.hand("rome", 62)
	g := p.cardPlay("rome")
	p.dice(6) // Alps attrition: 1 CU, roll 6 → 1 lost
	do(t, g, "ops 62 move", "activate flaminius", "take 1", "move massilia", "move druentia", "move taurini")
	if g.out(Rome, p.sp("taurini")) != 0 {
		t.Fatalf("the attrition should have taken the last CU")
	}
	if _, on := g.where(p.gen("mago")); on {
		t.Fatal("Mago, alone, should be displaced by the army that entered (10.10)")
	}
	if !hasLegal(g, "stop") {
		t.Fatalf("Flaminius must be able to end his move: %v", legalTexts(g))
	}
}

// firstCard returns the lowest-numbered card in side's hand.
func firstCard(g *Game, side Side) int {
	return bits.TrailingZeros64(uint64(g.s.hand[side])) + 1
}

// Rule 24: Hanno may never leave Africa, so a displaced Hanno returns (10.10,
// 6.1) only to a space in Africa.
func TestRule24HannoReturnsOnlyToAfrica(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 3, 0, "hasdrubal")
	p.army("carthage", "carthage", 2, 0)
	p.displaced("hanno")
	g := p.phase("displaced")
	if !hasLegal(g, "return hanno carthage") {
		t.Fatalf("Hanno should be offered Carthage: %v", legalTexts(g))
	}
	if hasLegal(g, "return hanno saguntum") {
		t.Errorf("Hanno may not return to Saguntum, outside Africa (24): %v", legalTexts(g))
	}
	refused(t, g, "return hanno saguntum", "24")
}

// 15.6, 22.3, 23: a player sues for peace only for PCs owed as a result of battle
// (or at the Victory Check). Hannibal displaced by an army entering his space
// without a battle (10.10) costs Carthage the PCs it can remove, and the game
// goes on.
func TestRule15_6NoSuingWithoutBattle(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 0, 0, "hannibal")
	p.army("rome", "arpi", 3, 0, "varro")
	p.control("carthage", "acci", "malaca")
	g := p.cardPlay("rome")
	moving(t, g, "varro", 3)
	do(t, g, "move cannae")
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass")
	}
	if over, _, why := g.Outcome(); over {
		t.Fatalf("the game ended (%s): Hannibal was displaced without a battle, so Carthage does not sue for peace", why)
	}
	decision(t, g, Carthage, "remove-pc")
	if g.top().a != 2 {
		t.Errorf("Carthage holds 2 removable PCs of the 5 owed: it removes %d, want 2", g.top().a)
	}
	do(t, g, "remove-pc acci", "remove-pc malaca")
	if g.Over() {
		t.Errorf("the game should go on")
	}
}

// 15.6: Hannibal displaced as a result of battle (the Retreat Table destroys his
// army, 10.10) when Carthage cannot pay the 5 PCs: Carthage sues for peace.
func TestRule15_6HannibalLostInBattle(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 1, 0, "hannibal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.control("carthage", "acci")
	p.hand("rome", 5).hand("carthage", 62)
	p.dice(1, 6) // casualties: none; Retreat Table 6-2: the last CU
	g := p.cardPlay("rome")
	hands(g, [6]int{0, 0, 0, 1, 0, 0}, [6]int{})
	do(t, g, "ops 5 move", "activate varro", "take 5", "move cannae")
	endDeclarations(t, g)
	do(t, g, "bc probe", "concede")
	over, w, why := g.Outcome()
	if !over || w != Rome || g.s.endReason != endSuedForPeace {
		t.Fatalf("over %v, winner %v, %q: Hannibal lost in battle with Carthage unable to pay should make Carthage sue for peace", over, w, why)
	}
}
