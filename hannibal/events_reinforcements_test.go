package hannibal

import "testing"

// Cards 10-16, 22, 43 and 44-48.

// Card 10: with Philip V allied, 2 CUs in one Carthaginian port of Africa or
// Italy; a lone Roman general there is displaced.
func TestEvent10MacedonianReinforcements(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effMacedonia
	p.control("carthage", "brundisium", "saguntum", "thabraca")
	p.army("rome", "brundisium", 0, 0, "pro:varro")
	p.hand("carthage", 10)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 10")
	refused(t, g, "place saguntum inside", "10") // Spain
	refused(t, g, "place thabraca", "10")        // not a port
	refused(t, g, "place cannae", "10")          // not Carthaginian
	do(t, g, "place brundisium")
	refused(t, g, "place carthage", "10") // both in the same space
	do(t, g, "place brundisium")
	if out, _ := p.cusAt("carthage", "brundisium"); out != 2 {
		t.Errorf("%d CUs in Brundisium, want 2", out)
	}
	if p.at("varro") != "" {
		t.Errorf("the lone Varro was not displaced")
	}
	decision(t, g, Rome, "card-play")
}

// Card 10: never inside a besieged city; without the alliance, refused.
func TestEvent10Refused(t *testing.T) {
	p := newPos(t)
	p.hand("carthage", 10)
	g := p.cardPlay("carthage")
	noEvent(t, g, 10, "10")

	p = newPos(t)
	p.g.s.effects |= effMacedonia
	// Carthage's only port in Africa or Italy: Carthage, besieged by Rome.
	p.control("rome", "utica")
	p.garrison("carthage", "carthage", 1, 0)
	p.army("rome", "carthage", 3, 0)
	p.siege("rome", "carthage", 1)
	p.hand("carthage", 10)
	g = p.cardPlay("carthage")
	noEvent(t, g, 10, "10")
}

// Card 10 with room for one CU only (walls nearly full, Roman CUs outside): one is
// placed, and the log says so.
func TestEvent10Partial(t *testing.T) {
	p := newPos(t)
	p.g.s.effects |= effMacedonia
	p.garrison("carthage", "carthage", 4, 0)
	p.army("rome", "carthage", 2, 0) // no siege points yet
	p.hand("carthage", 10)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 10")
	refused(t, g, "place carthage", "10") // Roman CUs outside
	do(t, g, "place carthage inside")
	if _, in := p.cusAt("carthage", "carthage"); in != 5 {
		t.Errorf("%d CUs inside Carthage, want 5", in)
	}
	logHas(t, g, "Only 1 of the 2 CUs")
	decision(t, g, Rome, "card-play")
}

// Card 11: control of the Balearic Islands; 1 CU to a port with a friendly PC and
// no enemy CU, inside the walls or out.
func TestEvent11BalearicSlingers(t *testing.T) {
	p := newPos(t)
	p.control("rome", "baleares", "cosa", "brundisium")
	p.army("carthage", "brundisium", 1, 0)
	p.hand("rome", 11)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 11")
	refused(t, g, "place brundisium", "11") // an enemy CU
	refused(t, g, "place pisae", "11")      // not a port
	refused(t, g, "place gades", "11")      // not Roman
	do(t, g, "place neapolis inside")
	if _, in := p.cusAt("rome", "neapolis"); in != 1 {
		t.Errorf("no Roman CU inside Neapolis")
	}
	decision(t, g, Carthage, "card-play")

	p = newPos(t)
	p.control("carthage", "baleares")
	p.hand("rome", 11)
	g = p.cardPlay("rome")
	noEvent(t, g, 11, "11")
}

// Card 12: 2 elephant CUs in Carthage; beyond the 4 elephant CUs, ordinary CUs.
func TestEvent12AfricanReinforcements(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 6, 3, "hannibal") // 3 of the 4 elephants in play
	p.hand("carthage", 12)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 12")
	refused(t, g, "place utica", "12")
	do(t, g, "place carthage", "place carthage inside")
	x := p.sp("carthage")
	if g.out(Carthage, x) != 1 || g.s.ele[x] != 1 || g.in(Carthage, x) != 1 || g.s.eleIn[x] != 0 {
		t.Errorf("Carthage: %d CUs outside (%d elephants), %d inside (%d elephants); want 1 elephant outside, 1 ordinary inside",
			g.out(Carthage, x), g.s.ele[x], g.in(Carthage, x), g.s.eleIn[x])
	}
	logHas(t, g, "ordinary CU comes instead")
	decision(t, g, Rome, "card-play")
}

// Card 12 is refused into a besieged Carthage.
func TestEvent12Refused(t *testing.T) {
	p := newPos(t)
	p.garrison("carthage", "carthage", 1, 0)
	p.army("rome", "carthage", 3, 0)
	p.siege("rome", "carthage", 1)
	p.hand("carthage", 12)
	g := p.cardPlay("carthage")
	noEvent(t, g, 12, "12")
}

// Cards 13, 14, 16: 2 CUs with a Carthaginian general in the named provinces.
func TestEvent13To16Recruits(t *testing.T) {
	for _, c := range []struct {
		card          int
		space, refuse string
	}{
		{13, "heraclea", "cannae"},
		{14, "pisae", "arpi"},
		{14, "ligurians-western", "massilia"},
		{16, "tolosa", "pisae"},
		{16, "verona", "narbo"},
	} {
		p := newPos(t)
		p.army("carthage", c.space, 1, 0, "hasdrubal")
		p.army("carthage", c.refuse, 1, 0, "mago")
		p.hand("carthage", c.card)
		p.hand("rome", 61)
		g := p.cardPlay("carthage")
		do(t, g, "event "+itoa(c.card))
		refused(t, g, "general mago", itoa(c.card))
		do(t, g, "general hasdrubal")
		if out, _ := p.cusAt("carthage", c.space); out != 3 {
			t.Errorf("card %d: %d CUs with Hasdrubal in %s, want 3", c.card, out, c.space)
		}
		decision(t, g, Rome, "card-play")

		p = newPos(t)
		p.army("carthage", c.refuse, 1, 0, "mago")
		p.hand("carthage", c.card)
		g = p.cardPlay("carthage")
		noEvent(t, g, c.card, itoa(c.card))
	}
}

// Card 13 with the general inside walls that hold one more CU: one joins him.
func TestEvent13Partial(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "rhegium")
	p.garrison("carthage", "rhegium", 1, 0, "hasdrubal")
	p.hand("carthage", 13)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 13", "general hasdrubal")
	if _, in := p.cusAt("carthage", "rhegium"); in != 2 {
		t.Errorf("%d CUs inside Rhegium, want 2", in)
	}
	logHas(t, g, "Only 1 CU could be placed")
}

// Card 15: either side, a general in a Spanish province his side controls; not
// inside a besieged city.
func TestEvent15IberianRecruits(t *testing.T) {
	p := newPos(t)
	p.province("rome", "idubeda")
	p.army("rome", "tarraco", 2, 0, "pro:p-scipio")
	p.army("rome", "gades", 2, 0, "varro") // Baetica: not Roman
	p.hand("rome", 15)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 15")
	refused(t, g, "general varro", "15")
	do(t, g, "general p-scipio")
	if out, _ := p.cusAt("rome", "tarraco"); out != 4 {
		t.Errorf("%d Roman CUs in Tarraco, want 4", out)
	}

	p = newPos(t)
	p.province("carthage", "orospeda")
	p.garrison("carthage", "new-carthage", 1, 0, "hasdrubal")
	p.army("rome", "new-carthage", 3, 0)
	p.siege("rome", "new-carthage", 1)
	p.hand("carthage", 15)
	g = p.cardPlay("carthage")
	noEvent(t, g, 15, "15")
}

// Card 22: a CU and a Carthaginian PC in Sicilia, not in a walled city nor with
// Roman CUs; a Roman PC there is flipped.
func TestEvent22MutinsNumidians(t *testing.T) {
	p := newPos(t)
	p.control("rome", "enna", "panormus")
	p.army("rome", "panormus", 2, 0)
	p.hand("carthage", 22)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 22")
	refused(t, g, "space messana", "22")
	refused(t, g, "space panormus", "22")
	refused(t, g, "space cannae", "22")
	do(t, g, "space enna")
	p.ctlIs(Carthage, "enna")
	if out, _ := p.cusAt("carthage", "enna"); out != 1 {
		t.Errorf("no Carthaginian CU in Enna")
	}
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	for _, k := range []string{"lilybaeum", "panormus", "agrigentum", "enna"} {
		p.army("rome", k, 1, 0)
	}
	p.hand("carthage", 22)
	g = p.cardPlay("carthage")
	noEvent(t, g, 22, "22")
}

// Card 43: with Carthage holding 3 Italian provinces and none of its CUs in
// Latium, Rome gets 4 CUs there, inside the walls while they hold them.
func TestEvent43Volones(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria", "apulia")
	p.garrison("rome", "rome", 3, 0)
	p.hand("rome", 43)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 43", "place rome inside", "place rome inside")
	refused(t, g, "place rome inside", "43") // full
	refused(t, g, "place capua", "43")       // not Latium
	do(t, g, "place rome", "place rome")
	if out, in := p.cusAt("rome", "rome"); out != 2 || in != 5 {
		t.Errorf("Rome: %d CUs outside, %d inside; want 2 and 5", out, in)
	}
	decision(t, g, Carthage, "card-play")
}

// Card 43 is refused with fewer than 3 Carthaginian provinces in Italy, or with a
// Carthaginian CU in Latium.
func TestEvent43Refused(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria")
	p.hand("rome", 43)
	g := p.cardPlay("rome")
	noEvent(t, g, 43, "43")

	p = newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria", "apulia")
	p.army("carthage", "rome", 1, 0)
	p.hand("rome", 43)
	g = p.cardPlay("rome")
	noEvent(t, g, 43, "43")
}

// Cards 44-48: with the card's province Roman, 2 CUs with a Roman general in
// Italy, never inside a besieged city.
func TestEvent44To48AlliedAuxiliaries(t *testing.T) {
	for card, prov := range auxiliaryProvince {
		p := newPos(t)
		p.province("rome", provKeyNames[prov])
		p.army("rome", "sena", 5, 0, "paulus")
		p.army("rome", "lilybaeum", 5, 0, "varro") // not in Italy
		p.hand("rome", card)
		p.hand("carthage", 61)
		g := p.cardPlay("rome")
		do(t, g, "event "+itoa(card))
		refused(t, g, "general varro", "44-48")
		do(t, g, "general paulus")
		if out, _ := p.cusAt("rome", "sena"); out != 7 {
			t.Errorf("card %d: %d CUs with Paulus, want 7", card, out)
		}
		decision(t, g, Carthage, "card-play")

		p = newPos(t)                  // the province is not Roman
		p.control("carthage", "capua") // Campania's walled cities start Roman
		p.army("rome", "sena", 5, 0, "paulus")
		p.hand("rome", card)
		g = p.cardPlay("rome")
		noEvent(t, g, card, "44-48")
	}
}

// Cards 44-48 are refused when the only Roman general in Italy is besieged; CUs
// never go to a leaderless Rome.
func TestEvent44Refused(t *testing.T) {
	p := newPos(t)
	p.province("rome", "apulia")
	p.garrison("rome", "rome", 2, 0, "paulus")
	p.army("carthage", "rome", 4, 0, "hannibal")
	p.siege("carthage", "rome", 1)
	p.hand("rome", 44)
	g := p.cardPlay("rome")
	noEvent(t, g, 44, "44-48")
}
