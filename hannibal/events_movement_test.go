package hannibal

import "testing"

// Tests of the events acting on a moving army: 5 Native Guide, 18 Traitor in
// Tarentum, 28 Hannibal Charms Italy, 50 Adriatic Pirates, 54 Treachery within City
// (used with the card's OPs), 7/8 Hostile Tribes, 41 Bad Weather and 60 Storms at
// Sea (counter events).

// 5: with the OPs, the pass attrition roll gets -3 on top of the -2 of a non-Alps
// pass; not offered to a general who cannot reach a pass.
func TestEvent5NativeGuide(t *testing.T) {
	for _, guide := range []bool{true, false} {
		p := newPos(t)
		p.army("carthage", "boii", 5, 0, "hasdrubal")
		p.hand("carthage", 5)
		g := p.cardPlay("carthage")
		g.ForceDice(6)
		use := "ops 5 move"
		if guide {
			use = "ops 5 move+event"
		}
		do(t, g, use, "activate hasdrubal", "take 5", "move pisae")
		want := 4 // 6-2 = 4 in the 5-6 column: 1 CU lost
		if guide {
			want = 5 // 6-2-3 = 1: no loss
		}
		if out, _ := p.cusAt("carthage", "pisae"); out != want {
			t.Errorf("guide %v: %d CUs after the pass, want %d", guide, out, want)
		}
	}
	p := newPos(t)
	p.army("carthage", "salaria", 5, 0, "hasdrubal")
	p.hand("carthage", 5)
	g := p.cardPlay("carthage")
	refused(t, g, "ops 5 move+event", "8.3")
	do(t, g, "ops 5 move")
}

// 18: an army of at least 3 CUs moved with the OPs that besieges Tarentum takes it
// without a roll; the garrison is eliminated. Fewer CUs: an ordinary siege roll.
func TestEvent18TraitorInTarentum(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 3, 0, "hasdrubal")
	p.garrison("rome", "tarentum", 1, 0)
	p.hand("carthage", 18)
	g := p.cardPlay("carthage")
	g.ForceDice(1)
	do(t, g, "ops 18 move+event", "activate hasdrubal", "take 3", "move tarentum", "garrison 1", "stop", "siege")
	x := p.sp("tarentum")
	if g.s.ctl[x] != Carthage || g.s.cuIn[x] != 0 || g.s.cuLost[Rome][lostGarrison] != 1 {
		t.Errorf("Tarentum: control %v, %d inside, garrison lost %d; want Carthage's, empty, 1", g.s.ctl[x], g.s.cuIn[x], g.s.cuLost[Rome][lostGarrison])
	}
	if g.PendingDice() != 1 {
		t.Error("a siege roll was made")
	}

	// Two CUs: the traitor does nothing; the siege is rolled.
	p = newPos(t)
	p.army("carthage", "cannae", 2, 0, "hasdrubal")
	p.army("carthage", "tarentum", 1, 0)
	p.hand("carthage", 18)
	g = p.cardPlay("carthage")
	g.ForceDice(6)
	do(t, g, "ops 18 move+event", "activate hasdrubal", "take 2", "move tarentum", "stop", "siege")
	if x := p.sp("tarentum"); g.s.ctl[x] != Rome || g.s.siege[x] != 1 {
		t.Errorf("Tarentum: control %v, %d siege points; want Rome's with 1 point (6-1)", g.s.ctl[x], g.s.siege[x])
	}

	// Tarentum already Carthaginian: not offered.
	p = newPos(t)
	p.army("carthage", "cannae", 3, 0, "hasdrubal")
	p.control("carthage", "tarentum")
	p.hand("carthage", 18)
	g = p.cardPlay("carthage")
	refused(t, g, "ops 18 move+event", "8.3")
}

// 28: Hannibal removes the Roman non-walled PC of his starting space (1 MP), of
// each Italian space he enters free of Roman CUs, where the Romans avoided battle
// and where he overruns; the OPs must move Hannibal.
func TestEvent28HannibalCharmsItaly(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "arpi", 5, 0, "hannibal")
	p.army("carthage", "capua", 1, 0, "mago")
	p.army("rome", "heraclea", 3, 0, "pro:varro")
	p.army("rome", "beneventum", 1, 0)
	p.control("rome", "arpi", "cannae", "heraclea", "beneventum", "paestum")
	p.hand("carthage", 28)
	g := p.cardPlay("carthage")
	g.ForceDice(1, 1) // Varro avoids battle; Hannibal pursues
	do(t, g, "ops 28 move+event")
	refused(t, g, "activate mago", "28")
	do(t, g, "activate hannibal", "take 5", "space arpi")
	if g.s.mv.mp != 1 || g.s.ctl[p.sp("arpi")] != NoSide {
		t.Fatalf("charming Arpi: %d MP, control %v", g.s.mv.mp, g.s.ctl[p.sp("arpi")])
	}
	do(t, g, "move cannae", "pass") // Varro does not intercept
	do(t, g, "move heraclea", "avoid varro", "take 3", "avoid-to paestum")
	do(t, g, "pursue", "move beneventum", "pass", "overrun", "stop")
	for _, k := range []string{"arpi", "cannae", "heraclea", "beneventum"} {
		if c := g.s.ctl[p.sp(k)]; c != NoSide {
			t.Errorf("%s: control %v, want the Roman PC removed", k, c)
		}
	}
	if g.s.ctl[p.sp("paestum")] != Rome {
		t.Error("Paestum, not entered, lost its PC")
	}

	// Hannibal off the map: not offered.
	p = newPos(t)
	p.army("carthage", "capua", 1, 0, "mago")
	p.control("rome", "arpi")
	p.hand("carthage", 28)
	g = p.cardPlay("carthage")
	refused(t, g, "ops 28 move+event", "8.3")
}

// 50: no Naval Combat roll for a sea move of at most 3 CUs landing at (or leaving)
// Brundisium, Croton or Tarentum; with 4 CUs the roll is made.
func TestEvent50AdriaticPirates(t *testing.T) {
	for _, n := range []int{3, 4} {
		p := newPos(t)
		p.army("carthage", "carthage", n, 0, "mago")
		p.hand("carthage", 50)
		g := p.cardPlay("carthage")
		g.ForceDice(1)
		do(t, g, "ops 50 move+event", "activate mago", "take "+itoa(n), "sail tarentum")
		want := 1
		if n == 4 {
			want = 0
		}
		if g.PendingDice() != want {
			t.Errorf("%d CUs: %d forced dice left, want %d", n, g.PendingDice(), want)
		}
		if p.at("mago") != "tarentum" {
			t.Errorf("%d CUs: Mago is in %q", n, p.at("mago"))
		}
	}
	p := newPos(t)
	p.army("carthage", "carthage", 3, 0, "mago")
	p.hand("carthage", 50)
	g := p.cardPlay("carthage")
	g.s.effects |= effTruce // no naval roll anyway: nothing to do
	refused(t, g, "ops 50 move+event", "8.3")
}

// 54: a siege attempt rolls twice and applies both results.
func TestEvent54TreacheryWithinCity(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 3, 0, "hasdrubal")
	p.hand("carthage", 54)
	g := p.cardPlay("carthage")
	g.ForceDice(5, 6)
	do(t, g, "ops 54 move+event", "activate hasdrubal", "take 3", "move tarentum", "stop", "siege")
	if n := g.s.siege[p.sp("tarentum")]; n != 2 {
		t.Errorf("%d siege points, want 2 (5-1 and 6-1: one each)", n)
	}
	p = newPos(t)
	p.army("carthage", "cannae", 3, 0, "hasdrubal")
	p.hand("carthage", 54)
	g = p.cardPlay("carthage")
	g.s.effects |= effTruce // no siege during a Truce
	refused(t, g, "ops 54 move+event", "8.3")
}

// 7: as a counter event against an enemy army entering Gallia Transalpinia or
// Liguria: it rolls on the Hostile Tribes column whatever its size.
func TestEvent7HostileTribesCounter(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "nemausus", 6, 0, "hannibal")
	p.hand("carthage", 33)
	p.hand("rome", 7)
	g := p.cardPlay("carthage")
	g.ForceDice(5)
	do(t, g, "ops 33 move", "activate hannibal", "take 6", "move narbo")
	decision(t, g, Carthage, "move") // Massilia is not tribal country
	do(t, g, "move tolosa")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 7")
	if out, _ := p.cusAt("carthage", "tolosa"); out != 4 || g.s.cuLost[Carthage][lostAttrition] != 2 {
		t.Errorf("Hannibal has %d CUs, lost %d; want 4 and 2 (5 in the 5-6 column)", out, g.s.cuLost[Carthage][lostAttrition])
	}
	decision(t, g, Carthage, "move")
}

// 8: as a normal event while enemy CUs stand in those provinces; refused when there
// are none.
func TestEvent8HostileTribesEvent(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tolosa", 3, 0)
	p.army("carthage", "rhone", 2, 0, "mago")
	p.hand("rome", 8)
	g := p.cardPlay("rome")
	g.ForceDice(2)
	do(t, g, "event 8")
	decision(t, g, Rome, "event-space")
	if !hasLegal(g, "space tolosa") || !hasLegal(g, "space rhone") || len(legalTexts(g)) != 2 {
		t.Fatalf("legal: %v", legalTexts(g))
	}
	do(t, g, "space tolosa")
	if out, _ := p.cusAt("carthage", "tolosa"); out != 2 {
		t.Errorf("Tolosa: %d CUs, want 2 (2 in the 5-6 column)", out)
	}
	p = newPos(t)
	p.army("carthage", "narbo", 3, 0, "mago")
	p.hand("rome", 8)
	g = p.cardPlay("rome")
	refused(t, g, "event 8", "7")
}

// 41 against a land move: after the third MP the general goes back to where he
// stood after two and his move ends; before a pass crossed with the 3rd MP there is
// no crossing and no attrition.
func TestEvent41BadWeatherLand(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 5, 0, "pro:varro")
	p.hand("rome", 61)
	p.hand("carthage", 41, 62)
	g := p.cardPlay("rome")
	do(t, g, "ops 61 move", "activate varro", "take 5", "move tarquini", "move cosa")
	decision(t, g, Rome, "move") // not before the third MP
	do(t, g, "move pisae")
	decision(t, g, Carthage, "counter-event")
	do(t, g, "event 41")
	if p.at("varro") != "cosa" {
		t.Errorf("Varro is in %q, want cosa", p.at("varro"))
	}
	if out, _ := p.cusAt("rome", "cosa"); out != 5 {
		t.Errorf("Cosa: %d Roman CUs, want 5", out)
	}
	decision(t, g, Carthage, "card-play")

	p = newPos(t)
	p.army("rome", "faesulae", 5, 0, "pro:varro")
	p.hand("rome", 61)
	p.hand("carthage", 41)
	g = p.cardPlay("rome")
	g.ForceDice(6)
	do(t, g, "ops 61 move", "activate varro", "take 5", "move pisae", "move boii", "event 41")
	if p.at("varro") != "pisae" || g.PendingDice() != 1 {
		t.Errorf("Varro in %q, %d dice left; want Pisae and no pass attrition", p.at("varro"), g.PendingDice())
	}
}

// 41 against a sea move: the fleet stays in port, no naval roll, the move ends.
func TestEvent41BadWeatherSea(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 3, 0, "mago")
	p.hand("carthage", 33)
	p.hand("rome", 41, 61)
	g := p.cardPlay("carthage")
	g.ForceDice(6)
	do(t, g, "ops 33 move", "activate mago", "take 3", "sail tarentum")
	decision(t, g, Rome, "counter-event")
	do(t, g, "event 41")
	if p.at("mago") != "carthage" || g.PendingDice() != 1 {
		t.Errorf("Mago in %q, %d dice left; want Carthage and no naval roll", p.at("mago"), g.PendingDice())
	}
	decision(t, g, Carthage, "enter-city")
	do(t, g, "pass")
	decision(t, g, Rome, "card-play")
}

// 60: before the naval roll the sailing force rolls attrition with +2; if no CU
// survives, the general stays alone in the port of embarkation (not displaced) and
// the sea move does not happen.
func TestEvent60StormsAtSea(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 1, 0, "mago")
	p.hand("carthage", 33)
	p.hand("rome", 60)
	g := p.cardPlay("carthage")
	g.ForceDice(6, 6)
	do(t, g, "ops 33 move", "activate mago", "take 1", "sail syracuse", "event 60")
	if p.at("mago") != "carthage" || g.PendingDice() != 1 {
		t.Errorf("Mago in %q, %d dice left; want him alone in Carthage, no naval roll", p.at("mago"), g.PendingDice())
	}
	if out, _ := p.cusAt("carthage", "carthage"); out != 0 || g.s.cuLost[Carthage][lostAttrition] != 1 {
		t.Errorf("%d CUs left, %d lost to attrition", out, g.s.cuLost[Carthage][lostAttrition])
	}

	// Some CUs survive: the naval roll follows.
	p = newPos(t)
	p.army("carthage", "carthage", 4, 0, "mago")
	p.hand("carthage", 33)
	p.hand("rome", 60)
	g = p.cardPlay("carthage")
	g.ForceDice(3, 1)
	do(t, g, "ops 33 move", "activate mago", "take 4", "sail syracuse", "event 60")
	if g.s.cuLost[Carthage][lostAttrition] != 1 || g.PendingDice() != 0 {
		t.Errorf("lost %d, %d dice left; want 1 CU lost (3+2 in the 4 column) and the naval roll made", g.s.cuLost[Carthage][lostAttrition], g.PendingDice())
	}
	if p.at("mago") != "syracuse" {
		t.Errorf("Mago in %q, want Syracuse", p.at("mago"))
	}

	// A general sailing alone: nothing to hurt, not offered.
	p = newPos(t)
	p.army("carthage", "carthage", 0, 0, "mago")
	p.hand("carthage", 33)
	p.hand("rome", 60)
	g = p.cardPlay("carthage")
	g.ForceDice(1)
	do(t, g, "ops 33 move", "activate mago", "sail syracuse")
	if !g.s.hand[Rome].has(60) || p.at("mago") != "syracuse" {
		t.Errorf("Storms at Sea against a general alone: Rome still holds it %v, Mago in %q", g.s.hand[Rome].has(60), p.at("mago"))
	}
}
