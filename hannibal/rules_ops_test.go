package hannibal

import "testing"

// Per-rule tests of the uses of a card's OPs (8.2): moving a general, placing PCs
// (19.2, 20.1) and raising troops.

// 8.2: a card moves only a general whose strategy rating is at most its OPs.
func TestRule8_2StrategyRating(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 2, 0, "hasdrubal") // strategy 2
	p.hand("carthage", 61, 5)                         // 1 OP, 2 OPs
	g := p.cardPlay("carthage")
	refused(t, g, "ops 61 move", "8.2")
	do(t, g, "ops 5 move", "activate hasdrubal")
}

// 8.2: with several generals, only those rated low enough may be activated.
func TestRule8_2ActivateByRating(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 2, 0, "hasdrubal")
	p.army("carthage", "new-carthage", 2, 0, "hannibal") // strategy 1
	p.hand("carthage", 61)
	g := p.cardPlay("carthage")
	do(t, g, "ops 61 move")
	refused(t, g, "activate hasdrubal", "8.2")
	do(t, g, "activate hannibal")
}

// 24 P. Scipio: strategy 3, but 2 in Spain.
func TestRule24PScipioInSpain(t *testing.T) {
	p := newPos(t)
	p.army("rome", "tarraco", 2, 0, "p-scipio")
	p.hand("rome", 5)
	g := p.cardPlay("rome")
	do(t, g, "ops 5 move", "activate p-scipio")

	p = newPos(t)
	p.army("rome", "cannae", 2, 0, "p-scipio")
	p.hand("rome", 5)
	g = p.cardPlay("rome")
	refused(t, g, "ops 5 move", "8.2")
}

// 19.2: a PC goes into a space without a PC or enemy CU, one per space; a card
// places as many as its OPs.
func TestRule19_2PlacePCs(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 1, 0)
	p.hand("carthage", 5).hand("rome", 62)
	g := p.cardPlay("carthage")
	do(t, g, "ops 5 pc")
	refused(t, g, "pc arpi", "19.2") // enemy CU
	do(t, g, "pc cannae")
	refused(t, g, "pc cannae", "19.2") // one per space
	do(t, g, "pc heraclea")
	if g.s.ctl[p.sp("cannae")] != Carthage || g.s.ctl[p.sp("heraclea")] != Carthage {
		t.Errorf("PCs not placed")
	}
	decision(t, g, Rome, "card-play") // two OPs, two PCs
}

// 19.2: an enemy PC may be flipped only where you have a CU, and not where enemy
// CUs stand.
func TestRule19_2FlipNeedsCU(t *testing.T) {
	p := newPos(t)
	p.control("rome", "cannae", "arpi", "heraclea")
	p.army("carthage", "arpi", 1, 0)
	p.army("carthage", "heraclea", 1, 0)
	p.garrison("rome", "tarentum", 1, 0)
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 pc")
	refused(t, g, "pc cannae", "19.2")
	do(t, g, "pc arpi")
	if g.s.ctl[p.sp("arpi")] != Carthage {
		t.Errorf("Arpi not flipped")
	}
	// (Roman and Carthaginian CUs never share a space outside walls once a
	// battle is over, CheckInvariants: the flip's bar on enemy CUs is the case
	// above.)
}

// 19.2, 20.1: walled cities and tribes are never converted by placing PCs.
func TestRule20_1NoPCOnCitiesAndTribes(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "tarentum", 3, 0, "hannibal")  // a Roman walled city
	p.army("carthage", "aquitani", 3, 0, "hasdrubal") // a neutral tribe
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 pc")
	refused(t, g, "pc tarentum", "20.1")
	refused(t, g, "pc aquitani", "20.1")
	refused(t, g, "pc boii", "19.2") // already Carthage's
}

// 8.2: troops are raised only with a 3-OP card.
func TestRule8_2RaiseNeedsThree(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "orospeda")
	p.army("carthage", "laminium", 2, 0, "hasdrubal")
	p.hand("carthage", 5, 33)
	g := p.cardPlay("carthage")
	refused(t, g, "ops 5 raise", "8.2")
	do(t, g, "ops 33 raise", "raise hasdrubal")
	if out, _ := p.cusAt("carthage", "laminium"); out != 3 {
		t.Errorf("Laminium: %d CUs, want 3", out)
	}
}

// 8.2: the general raising troops stands in a friendly space of a friendly
// province.
func TestRule8_2RaiseFriendlySpaceAndProvince(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "orospeda")
	p.neutral("laminium")
	p.army("carthage", "laminium", 2, 0, "hasdrubal") // province yes, space no
	p.army("carthage", "toletum", 2, 0, "mago")       // space yes, province no
	p.control("carthage", "toletum")
	p.army("carthage", "dianium", 2, 0, "gisgo") // both
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 raise")
	refused(t, g, "raise hasdrubal", "8.2")
	refused(t, g, "raise mago", "8.2")
	do(t, g, "raise gisgo")
}

// 8.2, 20.5: no troops are raised inside a besieged walled city.
func TestRule8_2NoRaiseWhenBesieged(t *testing.T) {
	p := newPos(t)
	p.province("carthage", "orospeda")
	p.army("rome", "saguntum", 3, 0, "varro").siege("rome", "saguntum", 1)
	p.garrison("carthage", "saguntum", 1, 0, "hasdrubal")
	p.army("carthage", "laminium", 1, 0, "mago")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 raise")
	refused(t, g, "raise hasdrubal", "20.5")
	do(t, g, "raise mago")
}
