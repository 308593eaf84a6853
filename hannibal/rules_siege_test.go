package hannibal

import "testing"

// Per-rule tests of sieges and subjugation (rule 20) and political control (19.1).

// besiege moves gen with n CUs from one space into a site and stops there.
func besiege(t *testing.T, p *pos, side, gen, from, site string, n int) *Game {
	t.Helper()
	p.army(side, from, n, 0, gen)
	other := "rome"
	if side == "rome" {
		other = "carthage"
	}
	p.hand(other, 62)
	g := p.cardPlay(side)
	moving(t, g, gen, n)
	do(t, g, "move "+site)
	endDeclarations(t, g)
	do(t, g, "stop")
	return g
}

// siegeInPlace activates gen, besieging site with n CUs, who stops at once and
// rolls (20.2).
func siegeInPlace(t *testing.T, p *pos, side, gen, site string, n, points int) *Game {
	t.Helper()
	p.army(side, site, n, 0, gen).siege(side, site, points)
	other := "rome"
	if side == "rome" {
		other = "carthage"
	}
	p.hand(other, 62)
	g := p.cardPlay(side)
	moving(t, g, gen, n)
	do(t, g, "stop", "siege")
	return g
}

// 20.2: an activated general ending his move at an enemy walled city with three
// CUs may roll; the Carthaginian rolls at -1.
func TestRule20_2SiegeRoll(t *testing.T) {
	p := newPos(t)
	p.dice(4) // 4 - 1 = 3: one point, one CU lost
	g := besiege(t, p, "carthage", "hannibal", "cannae", "tarentum", 4)
	decision(t, g, Carthage, "siege")
	do(t, g, "siege")
	x := p.sp("tarentum")
	if g.s.siege[x] != 1 || !g.s.siegeCarthage.has(x) || g.out(Carthage, x) != 3 {
		t.Errorf("siege points %d (Carthage's: %v), CUs %d; want 1 point and 3 CUs", g.s.siege[x], g.s.siegeCarthage.has(x), g.out(Carthage, x))
	}
	if !g.besieged(x) {
		t.Errorf("a city with siege points is besieged (20.4)")
	}
}

// 20.2: fewer than three CUs cannot besiege.
func TestRule20_2ThreeCUs(t *testing.T) {
	p := newPos(t)
	g := besiege(t, p, "carthage", "hannibal", "cannae", "tarentum", 2)
	decision(t, g, Rome, "card-play")
	if r := g.siegeRC(Carthage); r == 0 || r.refusal().Rule != "20.2" {
		t.Errorf("two CUs may not besiege: %v", r)
	}
}

// 20.2: -1 for Rome, Carthage and Syracuse; Rome besieging at no Carthaginian -1.
func TestRule20_2CityModifier(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "syracuse")
	p.dice(4) // Rome: 4 - 1 = 3: one point, one CU
	g := besiege(t, p, "rome", "varro", "enna", "syracuse", 4)
	do(t, g, "siege")
	x := p.sp("syracuse")
	if g.s.siege[x] != 1 || g.out(Rome, x) != 3 {
		t.Errorf("Syracuse: %d points, %d CUs; want 1 and 3", g.s.siege[x], g.out(Rome, x))
	}
	p = newPos(t)
	p.dice(5) // Carthage at Rome: 5 - 2 = 3
	g = besiege(t, p, "carthage", "hannibal", "tarquini", "rome", 4)
	do(t, g, "siege")
	if x := p.sp("rome"); g.s.siege[x] != 1 || g.out(Carthage, x) != 3 {
		t.Errorf("Rome: %d points, %d CUs; want 1 and 3", g.s.siege[x], g.out(Carthage, x))
	}
}

// 10.2 step 7, 20.2: no siege after a battle on the same play; an overrun is no
// battle.
func TestRule20_2NoSiegeAfterBattle(t *testing.T) {
	p := newPos(t)
	p.army("rome", "tarentum", 1, 0)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.hand("rome", 62)
	g := p.cardPlay("carthage")
	moving(t, g, "hannibal", 5)
	do(t, g, "move tarentum")
	if g.Decision().Kind == "garrison" {
		do(t, g, "garrison 0")
	}
	do(t, g, "overrun", "stop")
	decision(t, g, Carthage, "siege")

	p = newPos(t)
	p.army("rome", "tarentum", 2, 0)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.hand("rome", 62)
	p.dice(1, 1)
	g = p.cardPlay("carthage")
	hands(g, [6]int{}, [6]int{1, 0, 0, 0, 0, 0})
	moving(t, g, "hannibal", 5)
	do(t, g, "move tarentum")
	if g.Decision().Kind == "garrison" {
		do(t, g, "garrison 0")
	}
	do(t, g, "bc frontal-assault", "concede")
	if g.Decision().Kind == "siege" {
		t.Errorf("a siege roll after a battle on the same play")
	}
}

// 20.3: a subordinate may roll for the siege without leaving the space.
func TestRule20_3SubordinateSieges(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
	p.hand("carthage", 62).hand("rome", 61)
	p.dice(6) // 6 - 1 = 5: one point
	g := p.cardPlay("carthage")
	do(t, g, "ops 62 move", "activate mago", "take 3", "stop", "siege")
	if g.s.siege[p.sp("tarentum")] != 2 {
		t.Errorf("siege points %d, want 2", g.s.siege[p.sp("tarentum")])
	}
}

// 20.6: a siege is lifted the moment no besieging CU is left; fewer than three
// CUs keep it.
func TestRule20_6Lifting(t *testing.T) {
	for _, take := range []int{2, 3} {
		p := newPos(t)
		p.army("carthage", "tarentum", 3, 0, "hannibal").siege("carthage", "tarentum", 2)
		p.hand("rome", 62)
		g := p.cardPlay("carthage")
		moving(t, g, "hannibal", take)
		do(t, g, "move cannae")
		want := uint8(2)
		if take == 3 {
			want = 0
		}
		if got := g.s.siege[p.sp("tarentum")]; got != want {
			t.Errorf("taking %d of 3 CUs away: %d siege points, want %d", take, got, want)
		}
	}
}

// 20.8: the third siege point takes the city: the garrison is eliminated, generals
// inside displaced.
func TestRule20_8CityFalls(t *testing.T) {
	p := newPos(t)
	p.garrison("carthage", "saguntum", 2, 0, "hasdrubal")
	p.dice(6) // two points
	g := siegeInPlace(t, p, "rome", "varro", "saguntum", 4, 2)
	x := p.sp("saguntum")
	if g.s.ctl[x] != Rome || g.s.siege[x] != 0 || g.s.cuLost[Carthage][lostGarrison] != 2 {
		t.Errorf("Saguntum: control %v, points %d, garrison lost %d", g.s.ctl[x], g.s.siege[x], g.s.cuLost[Carthage][lostGarrison])
	}
	if g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("Hasdrubal inside should be displaced")
	}
}

// 20.8, 23: taking Carthage wins the game at once.
func TestRule23CarthageFalls(t *testing.T) {
	p := newPos(t)
	p.dice(6) // 6 - 1 = 5: one point
	g := siegeInPlace(t, p, "rome", "varro", "carthage", 4, 2)
	if over, winner, reason := g.Outcome(); !over || winner != Rome || reason != endWords[endCarthageTaken] {
		t.Errorf("outcome %v %v %q", over, winner, reason)
	}
}

// 20.8: a subjugated tribe is gone for good: a friendly PC replaces it, and later
// only an ordinary PC may go there.
func TestRule20_8Subjugation(t *testing.T) {
	p := newPos(t)
	p.dice(6) // 6 - 1 = 5: one point (the Carthaginian -1 applies to subjugation too)
	g := siegeInPlace(t, p, "carthage", "hannibal", "aquitani", 4, 2)
	x := p.sp("aquitani")
	if g.s.ctl[x] != Carthage || g.isTribe(x) {
		t.Fatalf("the Aquitani should be gone, replaced by a Carthaginian PC")
	}
	if r := g.pcRC(Rome, x); r != rcPCTaken {
		t.Errorf("Rome may now flip the PC like any other (with a CU): %v", r)
	}
}

// 20.2: Rome may subjugate a tribe friendly to Carthage.
func TestRule20_2RomeSubjugatesCarthaginianTribe(t *testing.T) {
	p := newPos(t)
	p.dice(6) // two points, no Carthaginian -1
	g := besiege(t, p, "rome", "varro", "mutina", "boii", 4)
	do(t, g, "siege")
	if g.s.siege[p.sp("boii")] != 2 || g.s.siegeCarthage.has(p.sp("boii")) {
		t.Errorf("Boii: %d Roman subjugation points, want 2", g.s.siege[p.sp("boii")])
	}
}

// 20.5: a besieged army may sally forth and attack the besiegers; it may not leave
// otherwise.
func TestRule20_5Sally(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 4, 0, "hannibal").siege("carthage", "tarentum", 1)
	p.garrison("rome", "tarentum", 2, 0, "varro")
	p.hand("carthage", 62)
	g := p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate varro", "take-in 2")
	refused(t, g, "move cannae", "20.5")
	do(t, g, "attack")
	if g.top().proc != procBattle || g.s.bt.sortieBy != Rome {
		t.Errorf("the sally should start a battle: %+v", g.Decision())
	}
}

// 20.7: a relief army attacking the besiegers may count the garrison, which
// sorties; a general inside who outranks the relief commander commands.
func TestRule20_7Relief(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 4, 0, "hannibal").siege("carthage", "tarentum", 1)
	p.garrison("rome", "tarentum", 2, 0, "varro")
	p.army("rome", "cannae", 5, 0, "pro:marcellus")
	p.hand("carthage", 62).hand("rome", 5)
	g := p.cardPlay("rome")
	do(t, g, "ops 5 move", "activate marcellus", "take 5", "move tarentum")
	endDeclarations(t, g)
	decision(t, g, Rome, "sortie")
	do(t, g, "sortie")
	x := p.sp("tarentum")
	if g.out(Rome, x) != 7 || g.battleCommander(Rome) != p.gen("varro") {
		t.Errorf("Rome fights with %d CUs under %s; want 7 under the consul Varro", g.out(Rome, x), g.genName(g.battleCommander(Rome)))
	}
}

// 20.9: a tribe friendly to Carthage ends a Carthaginian retreat like a PC.
func TestRule20_9FriendlyTribeRetreat(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "mutina", 3, 0, "hasdrubal")
	p.army("rome", "ariminum", 5, 0, "varro")
	p.hand("rome", 61).hand("carthage", 62)
	p.dice(1, 2)
	g := p.cardPlay("rome")
	hands(g, [6]int{1, 0, 0, 0, 0, 0}, [6]int{})
	do(t, g, "ops 61 move", "activate varro", "take 5", "move mutina")
	endDeclarations(t, g)
	do(t, g, "bc frontal-assault", "concede")
	wantLegal(t, g, []string{"retreat boii"}, []string{"retreat verona"})
}

// 19.1: a province is controlled with a majority of its spaces (Idubeda: 4 of 7).
func TestRule19_1ProvinceControl(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "iberus", "ilerda", "numantia")
	id, _ := p.g.d.Board.ProvinceByKey("idubeda")
	if p.g.controlsProvince(Carthage, id) {
		t.Errorf("3 of 7 spaces do not control Idubeda")
	}
	p.control("carthage", "bilbilis")
	if !p.g.controlsProvince(Carthage, id) {
		t.Errorf("4 of 7 spaces control Idubeda")
	}
}

// 20.3: a subordinate who besieges in place on a campaign card counts 3 CUs (5
// for a consul) as moved, whether or not he took them along: the other general
// of the card may take only the rest.
func TestRule20_3SubordinateSiegeSpendsCUs(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
	p.hand("carthage", 33).hand("rome", 62)
	p.dice(3) // 3 - 1 = 2: nothing
	g := p.cardPlay("carthage")
	do(t, g, "event 33", "activate mago", "take 0", "stop", "siege")
	do(t, g, "activate hannibal")
	if g.Decision().Kind == "subordinates" {
		do(t, g, "subs none")
	}
	if hasLegal(g, "take 4") || !hasLegal(g, "take 3") {
		t.Errorf("Mago's siege counted 3 CUs as moved (20.3): Hannibal may take 3 of the 6, legal %v", legalTexts(g))
	}
}

// 10.4, 20.5: CUs that come out of besieged walls may face the enemy army
// outside only to attack it (a sortie). They may not be dropped outside, and
// stopping without attacking leaves them inside: never both sides' CUs outside
// the walls without a battle.
func TestRule20_5OutOfTheWallsOnlyToAttack(t *testing.T) {
	p := newPos(t)
	p.army("rome", "saguntum", 3, 0, "varro").siege("rome", "saguntum", 1)
	p.garrison("carthage", "saguntum", 2, 0, "hasdrubal")
	p.hand("carthage", 1)
	g := p.cardPlay("carthage")
	do(t, g, "ops 1 move", "activate hasdrubal", "take-in 1")
	refused(t, g, "drop 1", "20.5")
	do(t, g, "stop")
	if out, in := p.cusAt("carthage", "saguntum"); out != 0 || in != 2 {
		t.Errorf("after stopping without a sortie Carthage has %d CUs outside and %d inside, want 0 and 2", out, in)
	}
	if !g.inside(p.gen("hasdrubal")) {
		t.Errorf("Hasdrubal should be back inside the walls")
	}
}
