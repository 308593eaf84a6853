package hannibal

import "testing"

// One test per general's special ability (rule 24). An ability works only while
// its general commands.

// P. Scipio counts strategy rating 2 in Hispania (a 2-OP card moves him there, not
// in Italy).
func TestAbilityPScipio(t *testing.T) {
	p := newPos(t)
	p.army("rome", "salaria", 2, 0, "p-scipio")
	p.hand("rome", 62)
	g := p.cardPlay("rome")
	do(t, g, "ops 62 move", "activate p-scipio")

	p = newPos(t)
	p.army("rome", "arpi", 2, 0, "p-scipio")
	p.hand("rome", 62)
	g = p.cardPlay("rome")
	refused(t, g, "ops 62 move", "8.2")
}

// counterattackBattle: Rome (the general given) with 5 CUs in Arpi and Gisgo with 5
// CUs in Cannae; romeAttacks says who moves in. Both hold three Frontal Assaults.
func counterattackBattle(t *testing.T, romeGen string, romeAttacks bool) (*Game, *pos) {
	t.Helper()
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, romeGen)
	p.army("carthage", "cannae", 5, 0, "gisgo")
	p.hand("rome", 33)
	p.hand("carthage", 34)
	side := "carthage"
	if romeAttacks {
		side = "rome"
	}
	g := p.cardPlay(side)
	g.ForceBattleHands(bcHand(3, 0, 0, 0, 0, 0), bcHand(3, 0, 0, 0, 0, 0))
	gen, to := "gisgo", "arpi"
	if romeAttacks {
		gen, to = romeGen, "cannae"
	}
	card := "34"
	if romeAttacks {
		card = "33"
	}
	do(t, g, "ops "+card+" move", "activate "+gen, "take 5", "move "+to, "pass")
	return g, p
}

// T. Longus counterattacks on 1-2 when he was the original attacker; not when
// stopping a withdrawal.
func TestAbilityLongus(t *testing.T) {
	g, _ := counterattackBattle(t, "t-longus", true)
	g.ForceDice(1, 2)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack") // Gisgo seizes it on 1
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack") // Longus on 2
	if g.s.bt.att != Rome {
		t.Error("Longus, original attacker, failed to counterattack on a 2")
	}
	if g.counterattackRating(Rome) != 2 || g.blockRating(Rome) != 1 {
		t.Errorf("Longus: counterattack %d, block %d; want 2 and 1", g.counterattackRating(Rome), g.blockRating(Rome))
	}
	g, _ = counterattackBattle(t, "t-longus", false)
	if g.counterattackRating(Rome) != 1 {
		t.Errorf("Longus defending counterattacks on %d, want 1", g.counterattackRating(Rome))
	}
}

// A. Paulus counterattacks on 1-3 when he was the original defender; not when
// stopping a withdrawal.
func TestAbilityPaulus(t *testing.T) {
	g, _ := counterattackBattle(t, "paulus", false)
	g.ForceDice(3)
	do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack")
	if g.s.bt.att != Rome {
		t.Error("Paulus, original defender, failed to counterattack on a 3")
	}
	if g.blockRating(Rome) != 2 {
		t.Errorf("Paulus blocks a withdrawal on %d, want 2", g.blockRating(Rome))
	}
	g, _ = counterattackBattle(t, "paulus", true)
	if g.counterattackRating(Rome) != 2 {
		t.Errorf("Paulus attacking counterattacks on %d, want 2", g.counterattackRating(Rome))
	}
}

// Flaminius pursues on 1-4 and stops a withdrawal on 1-4.
func TestAbilityFlaminius(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "flaminius")
	p.army("carthage", "cannae", 2, 0, "gisgo")
	p.hand("rome", 33)
	g := p.cardPlay("rome")
	g.ForceDice(1, 4) // Gisgo avoids; Flaminius pursues on 4
	do(t, g, "ops 33 move", "activate flaminius", "take 5", "move cannae", "avoid gisgo", "take 2", "avoid-to heraclea", "pursue")
	decision(t, g, Rome, "move")
	if g.s.mv.flags&mfPursuitFailed != 0 {
		t.Error("Flaminius failed to pursue on a 4")
	}
	g.s.bt.cmd[Rome] = p.gen("flaminius")
	if g.blockRating(Rome) != 4 {
		t.Errorf("Flaminius blocks on %d, want 4", g.blockRating(Rome))
	}
}

// Fabius avoids battle on 1-5 and may not leave Italy (he may sail between Italian
// ports).
func TestAbilityFabius(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "fabius")
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	g.ForceDice(5)
	do(t, g, "ops 33 move", "activate hannibal", "take 5", "move arpi", "avoid fabius", "take 5", "avoid-to terventum")
	if p.at("fabius") != "terventum" {
		t.Errorf("Fabius is in %q, want Terventum after avoiding on a 5", p.at("fabius"))
	}

	p = newPos(t)
	p.army("rome", "pisae", 5, 0, "fabius")
	p.army("rome", "rome", 5, 0, "pro:varro")
	p.hand("rome", 33)
	g = p.cardPlay("rome")
	do(t, g, "ops 33 move", "activate fabius", "take 5")
	refused(t, g, "move ligurians-eastern", "24")
	do(t, g, "move cosa")
	refused(t, g, "sail massilia", "24")
	do(t, g, "sail neapolis")
}

// Marcellus: +1 on his siege roll through a campaign card.
func TestAbilityMarcellus(t *testing.T) {
	// 5+1 = 6: two points through a campaign, one without.
	for _, campaign := range []bool{true, false} {
		p := newPos(t)
		p.army("rome", "cannae", 3, 0, "marcellus")
		p.control("carthage", "tarentum")
		p.hand("rome", 33)
		g := p.cardPlay("rome")
		g.ForceDice(5)
		use := "ops 33 move"
		want := uint8(1)
		if campaign {
			use, want = "event 33", 2
		}
		do(t, g, use, "activate marcellus", "take 3", "move tarentum", "stop", "siege")
		if g.s.siege[p.sp("tarentum")] != want {
			t.Errorf("campaign %v, roll 5: %d siege points, want %d", campaign, g.s.siege[p.sp("tarentum")], want)
		}
	}
}

// Nero moves 6 spaces with a campaign card (4 with OPs), and may sail twice.
func TestAbilityNero(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 5, 0, "nero")
	p.hand("rome", 37)
	g := p.cardPlay("rome")
	do(t, g, "event 37", "activate nero", "take 5", "move tarquini", "move cosa", "move pisae",
		"move faesulae", "move falerii", "move ariminum")
	refused(t, g, "move mutina", "10.2")

	p = newPos(t)
	p.army("rome", "rome", 5, 0, "nero")
	p.hand("rome", 37)
	g = p.cardPlay("rome")
	do(t, g, "event 37", "activate nero", "take 5", "sail neapolis", "sail tarentum")

	p = newPos(t)
	p.army("rome", "rome", 5, 0, "nero")
	p.hand("rome", 33)
	g = p.cardPlay("rome")
	do(t, g, "ops 33 move", "activate nero", "take 5", "move tarquini", "move cosa", "move pisae", "move faesulae")
	refused(t, g, "move falerii", "10.2")
}

// Varro intercepts on 1-4.
func TestAbilityVarro(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "varro")
	p.army("carthage", "heraclea", 5, 0, "hannibal")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	g.ForceDice(4)
	do(t, g, "ops 33 move", "activate hannibal", "take 5", "move cannae", "intercept varro", "take 5")
	decision(t, g, Carthage, "intercepted")
}

// Scipio Africanus rolls twice besieging through a Force March; not for subjugation.
func TestAbilityScipioAfricanus(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 3, 0, "scipio-africanus")
	p.control("carthage", "tarentum")
	p.hand("rome", 61)
	g := p.cardPlay("rome")
	g.ForceDice(4, 4)
	do(t, g, "event 61", "activate scipio-africanus", "take 3", "move tarentum", "stop", "siege")
	if n := g.s.siege[p.sp("tarentum")]; n != 2 || g.PendingDice() != 0 {
		t.Errorf("%d siege points, %d dice left; want two rolls and 2 points", n, g.PendingDice())
	}

	p = newPos(t)
	p.army("rome", "heraclea", 3, 0, "scipio-africanus")
	p.hand("rome", 61)
	p.hand("carthage", 62)
	g = p.cardPlay("rome")
	g.ForceDice(4, 4)
	do(t, g, "event 61", "activate scipio-africanus", "take 3", "move bruttium", "stop", "siege")
	if n := g.s.siege[p.sp("bruttium")]; n != 1 || g.PendingDice() != 1 {
		t.Errorf("subjugation: %d points, %d dice left; want one roll", n, g.PendingDice())
	}
}

// Hannibal, commanding, may play a Probe as a Flank Left, Flank Right or Double
// Envelopment once per battle.
func TestAbilityHannibal(t *testing.T) {
	p := newPos(t)
	rh, ch := bcHand(0, 2, 2, 0, 0, 0), bcHand(0, 0, 0, 3, 0, 0)
	g := hannibalAttacksArpi(t, p, 0, nil, nil, &rh, &ch)
	do(t, g, "bc probe as flank-left", "bc flank-left", "pass")
	refused(t, g, "bc probe as flank-right", "24")
	do(t, g, "bc probe")

	// Hasdrubal may not.
	p = newPos(t)
	p.army("carthage", "cannae", 5, 0, "hasdrubal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("carthage", 33)
	g = p.cardPlay("carthage")
	g.ForceBattleHands(rh, ch)
	do(t, g, "ops 33 move", "activate hasdrubal", "take 5", "move arpi", "pass")
	refused(t, g, "bc probe as flank-left", "24")
}

// Hanno may remove the Roman non-walled PC where his move ends if his army fought
// no battle on that play (overruns allowed); he may not leave Africa but may sail
// between African ports.
func TestAbilityHanno(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "carthage", 2, 0, "hanno")
	p.control("rome", "zama", "thabraca")
	p.hand("carthage", 33)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 move", "activate hanno", "take 2", "move zama", "stop")
	decision(t, g, Carthage, "hanno")
	refused(t, g, "space thabraca", "24")
	do(t, g, "space zama")
	if g.s.ctl[p.sp("zama")] != NoSide {
		t.Error("Hanno did not remove the Roman PC")
	}
	decision(t, g, Rome, "card-play")

	// After an overrun: still allowed.
	p = newPos(t)
	p.army("carthage", "carthage", 5, 0, "hanno")
	p.army("rome", "zama", 1, 0)
	p.control("rome", "zama")
	p.hand("carthage", 33)
	p.hand("rome", 61)
	g = p.cardPlay("carthage")
	do(t, g, "ops 33 move", "activate hanno", "take 5", "move zama", "overrun", "stop")
	decision(t, g, Carthage, "hanno")
	do(t, g, "pass")
	if g.s.ctl[p.sp("zama")] != Rome {
		t.Error("the PC went although Hanno passed")
	}

	// After a battle: not offered.
	p = newPos(t)
	p.army("carthage", "carthage", 2, 0, "hanno")
	p.army("rome", "zama", 1, 0)
	p.control("rome", "zama")
	p.hand("carthage", 33)
	p.hand("rome", 61)
	g = p.cardPlay("carthage")
	g.ForceBattleHands(bcHand(0, 1, 0, 0, 0, 0), bcHand(2, 0, 0, 0, 0, 0))
	do(t, g, "ops 33 move", "activate hanno", "take 2", "move zama", "bc frontal-assault", "concede")
	for g.Decision().Kind == "retreat" {
		do(t, g, legalTexts(g)[0])
	}
	if d := g.Decision(); d.Kind == "hanno" {
		t.Fatal("Hanno offered a PC removal after a battle")
	}

	// Africa only: he may sail between African ports.
	p = newPos(t)
	p.army("carthage", "carthage", 2, 0, "hanno")
	p.hand("carthage", 33)
	g = p.cardPlay("carthage")
	do(t, g, "ops 33 move", "activate hanno", "take 2")
	refused(t, g, "sail tarentum", "24")
	g.ForceDice(1)
	do(t, g, "sail hippo-regius")
}

// Mago, commanding, gets -1 on the Naval Combat roll; not as a subordinate.
func TestAbilityMago(t *testing.T) {
	// Carthage -2, Tarentum 0, Roman walled city there +1: Mago rolls 3-2 = 1 (gets
	// through), Hannibal 3-1 = 2 (must return).
	for _, c := range []struct {
		gens []string
		at   string
	}{{[]string{"mago"}, "tarentum"}, {[]string{"hannibal", "mago"}, "carthage"}} {
		p := newPos(t)
		p.army("carthage", "carthage", 3, 0, c.gens...)
		p.hand("carthage", 33)
		g := p.cardPlay("carthage")
		g.ForceDice(3)
		do(t, g, "ops 33 move", "activate "+c.gens[0])
		if len(c.gens) > 1 {
			do(t, g, "subs mago")
		}
		do(t, g, "take 3", "sail tarentum")
		if at := p.at(c.gens[0]); at != c.at {
			t.Errorf("%v: %s is in %q, want %s", c.gens, c.gens[0], at, c.at)
		}
	}
}

// H. Gisgo avoids battle and intercepts on 1-3.
func TestAbilityGisgo(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "gisgo")
	p.army("rome", "arpi", 5, 0, "pro:varro")
	p.hand("rome", 61)
	g := p.cardPlay("rome")
	g.ForceDice(3)
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae", "avoid gisgo", "take 2", "avoid-to heraclea")
	if p.at("gisgo") != "heraclea" {
		t.Errorf("Gisgo is in %q after avoiding on a 3", p.at("gisgo"))
	}

	p = newPos(t)
	p.army("carthage", "heraclea", 2, 0, "gisgo")
	p.army("rome", "arpi", 5, 0, "pro:varro")
	p.hand("rome", 61)
	g = p.cardPlay("rome")
	g.ForceDice(3)
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae", "intercept gisgo", "take 2")
	decision(t, g, Rome, "intercepted")
}
