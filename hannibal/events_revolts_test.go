package hannibal

import "testing"

// Cards 1-4, 23-26 and 56.

// Card 1: the opponent controls Corsica/Sardinia: every PC of his there without
// his CUs goes.
func TestEvent1CorsicaRevolt(t *testing.T) {
	p := newPos(t)
	p.province("rome", "corsica-sardinia")
	p.army("rome", "aleria", 1, 0)
	p.hand("carthage", 1)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 1")
	p.ctlIs(NoSide, "sassari", "oristano", "nuoro", "carales")
	p.ctlIs(Rome, "aleria")
	logHas(t, g, "Rome loses 4 PCs there and keeps 1")
	decision(t, g, Rome, "card-play")
}

// Card 1 is refused without enemy control of the province, and when no enemy PC
// there stands without enemy CUs.
func TestEvent1Refused(t *testing.T) {
	p := newPos(t)
	p.control("rome", "aleria", "sassari") // 2 of the 3 needed
	p.hand("carthage", 1)
	g := p.cardPlay("carthage")
	noEvent(t, g, 1, "1")

	p = newPos(t)
	p.control("rome", "aleria", "sassari", "oristano")
	p.army("rome", "aleria", 1, 0).army("rome", "sassari", 1, 0).army("rome", "oristano", 1, 0)
	p.hand("carthage", 1)
	g = p.cardPlay("carthage")
	noEvent(t, g, 1, "8.3")
}

// Card 2: Sicilia revolts; the walled city of Messana and a space with enemy CUs
// stay.
func TestEvent2SiciliaRevolt(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "sicilia") // Messana too
	p.army("carthage", "enna", 2, 0)
	p.hand("rome", 2)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 2")
	p.ctlIs(NoSide, "lilybaeum", "panormus", "agrigentum")
	p.ctlIs(Carthage, "enna", "messana")

	p = newPos(t)
	p.control("carthage", "lilybaeum", "panormus") // 2 of 3: no control
	p.hand("rome", 2)
	g = p.cardPlay("rome")
	noEvent(t, g, 2, "2")
}

// Card 3: either Numidia, no control needed; only a province where something
// would revolt is offered.
func TestEvent3NumidiaRevolts(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "icosium", "zuccabar") // Western Numidia: not controlled
	p.control("carthage", "cirta")
	p.army("carthage", "cirta", 1, 0) // Eastern Numidia: its only PC has CUs
	p.hand("rome", 3)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 3")
	decision(t, g, Rome, "event")
	if hasLegal(g, "province eastern-numidia") {
		t.Errorf("Eastern Numidia offered with nothing to revolt")
	}
	refused(t, g, "province eastern-numidia", "3")
	refused(t, g, "province sicilia", "3")
	do(t, g, "province western-numidia")
	p.ctlIs(NoSide, "icosium", "zuccabar")
	p.ctlIs(Carthage, "cirta")
	decision(t, g, Carthage, "card-play")

	p = newPos(t)
	p.control("carthage", "cirta")
	p.army("carthage", "cirta", 1, 0)
	p.hand("rome", 3)
	g = p.cardPlay("rome")
	noEvent(t, g, 3, "3")
}

// Card 4: Celtiberia revolts.
func TestEvent4CeltiberiaRevolts(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "celtiberia")
	p.army("carthage", "toletum", 3, 0, "hasdrubal")
	p.hand("rome", 4)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 4")
	p.ctlIs(NoSide, "arsa", "salmantica", "segovia", "segobriga")
	p.ctlIs(Carthage, "toletum")

	p = newPos(t)
	p.province("carthage", "celtiberia")
	p.hand("carthage", 4) // the event hits the opponent: Rome controls nothing
	g = p.cardPlay("carthage")
	noEvent(t, g, 4, "4")
}

// Card 23: up to 3 Roman PCs in Eastern Numidia, flipping Carthaginian PCs, never
// where Carthaginian CUs stand; Rome may stop after the first.
func TestEvent23NumidianAlly(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "cirta", "thamugadi")
	p.army("carthage", "thamugadi", 1, 0)
	p.hand("rome", 23)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 23")
	if hasLegal(g, "pass") {
		t.Errorf("stopping offered before the first PC")
	}
	refused(t, g, "pc thamugadi", "23") // Carthaginian CU
	refused(t, g, "pc icosium", "23")   // Western Numidia
	do(t, g, "pc cirta", "pc sitilis")
	if !hasLegal(g, "pass") {
		t.Errorf("stopping not offered after two PCs")
	}
	do(t, g, "pc thevestis")
	p.ctlIs(Rome, "cirta", "sitilis", "thevestis")
	p.ctlIs(Carthage, "thamugadi")
	p.ctlIs(NoSide, "thubursicu")
	decision(t, g, Carthage, "card-play")
}

// Card 23 with a single space open places one PC and says so.
func TestEvent23Partial(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "sitilis", 1, 0).army("carthage", "cirta", 1, 0)
	p.army("carthage", "thamugadi", 1, 0).army("carthage", "thubursicu", 1, 0)
	p.hand("rome", 23)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 23", "pc thevestis")
	logHas(t, g, "Only 1 of the 3 PC placements")
	decision(t, g, Carthage, "card-play")

	p = newPos(t)
	for _, k := range []string{"sitilis", "cirta", "thamugadi", "thubursicu", "thevestis"} {
		p.army("carthage", k, 1, 0)
	}
	p.hand("rome", 23)
	g = p.cardPlay("rome")
	noEvent(t, g, 23, "23")
}

// Card 24: the first PC chooses the Numidia; no PC where Roman CUs stand.
func TestEvent24Sophonisba(t *testing.T) {
	p := newPos(t)
	p.control("rome", "icosium", "cirta")
	p.army("rome", "zuccabar", 2, 0)
	p.hand("carthage", 24)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 24")
	refused(t, g, "pc zuccabar", "24")
	do(t, g, "pc icosium")
	refused(t, g, "pc cirta", "24") // now only Western Numidia
	do(t, g, "pc saldae", "pass")
	p.ctlIs(Carthage, "icosium", "saldae")
	p.ctlIs(Rome, "cirta")
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.hand("rome", 24)
	g = p.cardPlay("rome")
	noEvent(t, g, 24, "8.3") // not Rome's event
}

// Card 25: with 3 Italian provinces Carthage takes Capua; the Roman garrison is
// eliminated, its general displaced, the card removed from the game.
func TestEvent25Capua(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria", "samnium")
	p.garrison("rome", "capua", 2, 0, "pro:varro")
	p.army("carthage", "capua", 3, 0, "hasdrubal")
	p.siege("carthage", "capua", 1)
	p.hand("carthage", 25)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 25")
	p.ctlIs(Carthage, "capua")
	if out, in := p.cusAt("rome", "capua"); out != 0 || in != 0 {
		t.Errorf("Roman CUs left in Capua: %d outside, %d inside", out, in)
	}
	if p.lostBy("rome", lostEvent) != 2 {
		t.Errorf("Rome lost %d CUs to the event, want 2", p.lostBy("rome", lostEvent))
	}
	if p.at("varro") != "" {
		t.Errorf("Varro still in %s", p.at("varro"))
	}
	if g.s.siege[p.sp("capua")] != 0 {
		t.Errorf("siege points left on Capua")
	}
	if !g.s.removed.has(25) || g.s.discard.has(25) {
		t.Errorf("card 25 not removed from the game")
	}
}

// Card 25 needs 3 Italian provinces, and a Roman Capua.
func TestEvent25Refused(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria")
	p.hand("carthage", 25)
	g := p.cardPlay("carthage")
	noEvent(t, g, 25, "25")
	if g.s.removed.has(25) {
		t.Errorf("a refused card 25 was removed")
	}

	p = newPos(t)
	p.province("carthage", "gallia-cisalpinia", "etruria", "samnium", "campania")
	p.hand("carthage", 25)
	g = p.cardPlay("carthage")
	noEvent(t, g, 25, "25") // Capua is already Carthaginian
}

// Card 26: Carthage takes Syracuse at once; the naval modifier follows control.
func TestEvent26Syracuse(t *testing.T) {
	p := newPos(t)
	p.garrison("rome", "syracuse", 1, 0)
	p.hand("carthage", 26)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 26")
	p.ctlIs(Carthage, "syracuse")
	if _, in := p.cusAt("rome", "syracuse"); in != 0 || p.lostBy("rome", lostEvent) != 1 {
		t.Errorf("the Roman CU in Syracuse was not eliminated")
	}
	if !g.s.removed.has(26) {
		t.Errorf("card 26 not removed from the game")
	}
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.control("carthage", "syracuse")
	p.hand("carthage", 26)
	g = p.cardPlay("carthage")
	noEvent(t, g, 26, "26")
}

// Card 56: with Sicilia, Carthage removes any 3 Roman PCs that are not walled
// cities or tribes.
func TestEvent56GrainShortage(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "sicilia")
	p.control("rome", "arpi", "cannae", "pisae", "sena")
	p.army("rome", "pisae", 4, 0, "flaminius")
	p.hand("carthage", 56)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 56")
	refused(t, g, "remove-pc rome", "56")    // a walled city
	refused(t, g, "remove-pc taurini", "56") // not Roman
	do(t, g, "remove-pc arpi", "remove-pc pisae", "remove-pc sena")
	p.ctlIs(NoSide, "arpi", "pisae", "sena")
	p.ctlIs(Rome, "cannae", "rome")
	decision(t, g, Rome, "card-play")
}

// Card 56: only 2 Roman PCs: both go; without Sicilia it is refused.
func TestEvent56PartialAndRefused(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "sicilia")
	p.control("rome", "arpi", "cannae")
	p.hand("carthage", 56)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 56", "remove-pc arpi", "remove-pc cannae")
	logHas(t, g, "Only 2 of the 3 PC removals")
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.control("carthage", "lilybaeum", "panormus")
	p.control("rome", "arpi")
	p.hand("carthage", 56)
	g = p.cardPlay("carthage")
	noEvent(t, g, 56, "56")
}
