package hannibal

import "testing"

// Per-rule tests of naval movement (rule 11) and the Carthaginian Naval Combat
// Table (11.5, 11.6).

// sailing starts a 3-OP move (card 1, a ship card) of gen with n CUs.
func sailing(t *testing.T, p *pos, side, gen string, n int) *Game {
	t.Helper()
	p.hand(side, 1)
	g := p.cardPlay(side)
	do(t, g, "ops 1 move", "activate "+gen)
	if n > 0 || g.Decision().Kind == "take-cus" {
		do(t, g, "take "+itoa(n))
	}
	return g
}

// 11.1: naval movement needs a 3-OP (ship) card.
func TestRule11_1ShipCard(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 move", "activate hasdrubal", "take 2")
	refused(t, g, "sail new-carthage", "11.1")
}

// 11.1: a sea move costs three movement points.
func TestRule11_1CostsThree(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "zama", 2, 0, "hasdrubal")
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "move carthage", "move hadrumetum")
	refused(t, g, "sail new-carthage", "11.1")

	p = newPos(t)
	p.army("carthage", "zama", 2, 0, "hasdrubal")
	p.dice(1)
	g = sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "move carthage", "sail new-carthage")
	if g.s.mv.at != p.sp("new-carthage") || g.s.mv.mp != 4 {
		t.Errorf("one space and a sea move: at %s with %d MP", g.spaceName(g.s.mv.at), g.s.mv.mp)
	}
}

// 11.4: a 3-OP card moves at most five CUs by sea.
func TestRule11_4FiveCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 6, 0, "hasdrubal")
	g := sailing(t, p, "carthage", "hasdrubal", 6)
	refused(t, g, "sail new-carthage", "11.4")
	do(t, g, "drop 1", "sail new-carthage")
}

// 11.1: CUs never sail without a general; a general may sail alone.
func TestRule11_1GeneralAlone(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 0, 0, "varro")
	g := sailing(t, p, "rome", "varro", 0)
	do(t, g, "sail tarraco")
	if p.at("varro") != "tarraco" {
		t.Errorf("Varro should have sailed alone")
	}
}

// 11.6: the two worked examples of the rules, as modifier sums.
func TestRule11_6WorkedExamples(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	if m := g.navalModifier(p.sp("carthage"), p.sp("new-carthage")); m != -4 {
		t.Errorf("Carthage (-2) to New Carthage (-2): modifier %d, want -4", m)
	}
	p = newPos(t)
	p.army("carthage", "new-carthage", 1, 0, "hasdrubal")
	g = sailing(t, p, "carthage", "hasdrubal", 1)
	if m := g.navalModifier(p.sp("new-carthage"), p.sp("rhegium")); m != -1 {
		t.Errorf("one CU (-1), New Carthage (-2) to Rhegium (+1) with a Roman PC (+1): modifier %d, want -1", m)
	}
}

// 11.6: every modifier of the Naval Combat Table.
func TestRule11_6Modifiers(t *testing.T) {
	base := func(gen string, cus int) (*pos, *Game) {
		p := newPos(t)
		p.army("carthage", "dianium", cus, 0, gen) // port modifier 0
		return p, sailing(t, p, "carthage", gen, cus)
	}
	p, g := base("hasdrubal", 2)
	from, to := p.sp("dianium"), p.sp("dertosa") // both 0
	if m := g.navalModifier(from, to); m != 0 {
		t.Fatalf("plain move: %d", m)
	}
	g.s.ctl[to] = Rome
	if m := g.navalModifier(from, to); m != 1 {
		t.Errorf("Roman PC at the landing port: %d, want +1", m)
	}
	g.s.ctl[from] = Rome
	if m := g.navalModifier(from, to); m != 2 {
		t.Errorf("Roman PCs at both ports: %d, want +2", m)
	}
	g.s.ctl[from], g.s.ctl[to] = NoSide, NoSide
	g.s.ctl[g.f.syracuse] = Carthage
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("Carthage holds Syracuse: %d, want -1", m)
	}
	g.s.ctl[g.f.syracuse] = Rome
	g.s.effects |= effMacedonia
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("Macedonia allied: %d, want -1", m)
	}
	g.s.effects = effNavalVictory
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("Naval Victory: %d, want -1", m)
	}
	g.s.effects = 0
	_, g = base("hasdrubal", 1)
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("one CU: %d, want -1", m)
	}
	_, g = base("hasdrubal", 0)
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("a general alone: %d, want -1", m)
	}
	_, g = base("mago", 2)
	if m := g.navalModifier(from, to); m != -1 {
		t.Errorf("Mago: %d, want -1", m)
	}
	if m := g.navalModifier(p.sp("cosa"), p.sp("malaca")); m != 2-1-1 {
		t.Errorf("Cosa (+2) to Malaca (-1) with Mago: %d, want 0", m)
	}
}

// 11.5: a modified roll of 1 or less gets through.
func TestRule11_5NoEffect(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.dice(5) // 5 - 4 = 1
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "sail new-carthage")
	if out, _ := p.cusAt("carthage", "new-carthage"); out != 2 || p.at("hasdrubal") != "new-carthage" {
		t.Errorf("the army should have landed at New Carthage")
	}
}

// 11.5: a 2 sends the army back to its port; the rest of its move is lost.
func TestRule11_5Return(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.dice(6) // 6 - 4 = 2
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "sail new-carthage")
	if p.at("hasdrubal") != "carthage" || g.s.mv.mp != g.s.mv.mpMax {
		t.Errorf("the army should be back in Carthage with its move over (at %s, %d MP)", p.at("hasdrubal"), g.s.mv.mp)
	}
	decision(t, g, Carthage, "enter-city")
}

// 11.5: 3 or more sinks the fleet: CUs eliminated, generals displaced, and the CUs
// lost at sea cost no PCs.
func TestRule11_5Sunk(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hasdrubal")
	p.control("carthage", "acci")
	p.hand("rome", 62)
	p.dice(3) // Carthage -2, Cosa +2: 3
	g := sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "sail cosa")
	if g.s.cuLost[Carthage][lostNaval] != 2 || g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("sunk: lost %d CUs at sea, Hasdrubal at %d", g.s.cuLost[Carthage][lostNaval], g.s.gloc[p.gen("hasdrubal")])
	}
	if g.s.ctl[p.sp("acci")] != Carthage || g.Decision().Kind == "remove-pc" {
		t.Errorf("CUs lost at sea cost no PCs")
	}
}

// 11.5: Roman sea moves never roll.
func TestRule11_5RomeRollsNot(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 3, 0, "varro")
	p.dice(6)
	g := sailing(t, p, "rome", "varro", 3)
	do(t, g, "sail new-carthage")
	if g.PendingDice() != 1 || p.at("varro") != "new-carthage" {
		t.Errorf("a Roman fleet lands without a roll")
	}
}

// 11.3, 20.5: no sea move out of a besieged walled city; a fleet may land at a
// friendly walled city and enter it where the move ends.
func TestRule11_3WalledCities(t *testing.T) {
	p := newPos(t)
	p.army("rome", "new-carthage", 3, 0, "varro").siege("rome", "new-carthage", 1)
	p.garrison("carthage", "new-carthage", 2, 0, "hasdrubal")
	p.hand("carthage", 1)
	g := p.cardPlay("carthage")
	do(t, g, "ops 1 move", "activate hasdrubal", "take-in 2")
	refused(t, g, "sail carthage", "11.3") // 20.5 too: a besieged army may not leave by sea

	p = newPos(t)
	p.army("carthage", "new-carthage", 2, 0, "hasdrubal")
	p.dice(1)
	g = sailing(t, p, "carthage", "hasdrubal", 2)
	do(t, g, "sail carthage", "stop", "enter-city 2 generals")
	if _, in := p.cusAt("carthage", "carthage"); in != 2 {
		t.Errorf("the army should end inside Carthage's walls")
	}
}

// 11.4: a campaign moves up to 10 CUs by sea, but only one of its armies may sail.
func TestRule11_4OneArmyPerCampaign(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 7, 0, "hasdrubal")
	p.army("carthage", "utica", 2, 0, "mago")
	p.hand("carthage", 33).hand("rome", 62)
	p.dice(1)
	g := p.cardPlay("carthage")
	do(t, g, "event 33", "activate hasdrubal", "take 7", "sail new-carthage", "stop")
	if g.Decision().Kind == "enter-city" {
		do(t, g, "pass")
	}
	do(t, g, "activate mago", "take 2")
	refused(t, g, "sail new-carthage", "11.4")
}

// 11.3 with 20.4: naval movement is barred only out of a besieged city, and a city
// is besieged only once it holds siege points. An army inside friendly New
// Carthage with Roman CUs outside but no siege points may sail.
func TestRule11_3NotBesiegedMaySail(t *testing.T) {
	p := newPos(t)
	p.army("rome", "new-carthage", 3, 0, "varro")
	p.garrison("carthage", "new-carthage", 2, 0, "hasdrubal")
	p.hand("carthage", 1)
	p.dice(6)
	g := p.cardPlay("carthage")
	do(t, g, "ops 1 move", "activate hasdrubal", "take-in 2")
	if !hasLegal(g, "sail carthage") {
		t.Fatalf("no siege points: New Carthage is not besieged (20.4), so Hasdrubal may sail (11.3): %v", legalTexts(g))
	}
	do(t, g, "sail carthage")
}

// 11.3: a sea move may end directly inside a friendly walled city that is not
// besieged (no siege points), even with enemy CUs outside: no battle. The army may
// also land outside and fight.
func TestRule11_3SailIntoOwnCity(t *testing.T) {
	setup := func() (*pos, *Game) {
		p := newPos(t)
		p.army("carthage", "new-carthage", 2, 0, "hasdrubal")
		p.army("rome", "carthage", 3, 0, "varro")
		p.control("carthage", "carthage")
		p.dice(1)
		g := sailing(t, p, "carthage", "hasdrubal", 2)
		do(t, g, "sail carthage")
		return p, g
	}
	p, g := setup()
	if g.Decision().Kind != "land-inside" {
		t.Fatalf("decision %q, want the choice to sail into the walls (11.3); legal %v", g.Decision().Kind, legalTexts(g))
	}
	do(t, g, "enter-city 2 generals")
	if _, in := p.cusAt("carthage", "carthage"); in != 2 {
		t.Errorf("the army should be inside Carthage's walls, %d CUs inside", in)
	}
	if g.inBattle() || g.top().proc == procBattle {
		t.Errorf("no battle when the army sails straight into its walls")
	}
	if p.at("hasdrubal") != "carthage" {
		t.Errorf("Hasdrubal at %s", p.at("hasdrubal"))
	}

	_, g = setup()
	do(t, g, "pass") // land outside: the Roman army there is attacked
	if g.Decision().Kind == "reaction" {
		do(t, g, "pass") // Rome does not try to avoid battle
	}
	if !g.inBattle() {
		t.Errorf("landing outside next to the Roman army should start a battle (10.4); decision %q", g.Decision().Kind)
	}
}
