package hannibal

import "testing"

// Cards 17, 49 and 53.

// Card 17: one siege point off one of your walled cities that the enemy besieges.
func TestEvent17SurpriseSortie(t *testing.T) {
	p := newPos(t)
	p.army("rome", "saguntum", 4, 0, "varro")
	p.siege("rome", "saguntum", 2)
	p.army("carthage", "tarentum", 4, 0, "hasdrubal")
	p.siege("carthage", "tarentum", 1) // Carthage's own siege
	p.hand("carthage", 17)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 17")
	refused(t, g, "space tarentum", "17")
	do(t, g, "space saguntum")
	if g.s.siege[p.sp("saguntum")] != 1 || g.s.siege[p.sp("tarentum")] != 1 {
		t.Errorf("siege points: Saguntum %d, Tarentum %d; want 1 and 1", g.s.siege[p.sp("saguntum")], g.s.siege[p.sp("tarentum")])
	}
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.army("carthage", "tarentum", 4, 0, "hasdrubal")
	p.siege("carthage", "tarentum", 1)
	p.hand("carthage", 17)
	g = p.cardPlay("carthage")
	noEvent(t, g, 17, "17")
}

// Card 49: every siege point off one of your besieged walled ports (not Capua).
func TestEvent49FleetBreaksSiege(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "neapolis", 4, 0, "hasdrubal")
	p.siege("carthage", "neapolis", 2)
	p.army("carthage", "capua", 4, 0, "mago")
	p.siege("carthage", "capua", 2)
	p.hand("rome", 49)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 49")
	refused(t, g, "space capua", "49")
	do(t, g, "space neapolis")
	x := p.sp("neapolis")
	if g.s.siege[x] != 0 || g.s.siegeCarthage.has(x) {
		t.Errorf("siege points left on Neapolis")
	}
	if out, _ := p.cusAt("carthage", "neapolis"); out != 4 {
		t.Errorf("the besiegers should stay")
	}

	p = newPos(t)
	p.army("carthage", "capua", 4, 0, "mago")
	p.siege("carthage", "capua", 2)
	p.hand("rome", 49)
	g = p.cardPlay("rome")
	noEvent(t, g, 49, "49")
}

// Card 53: the enemy's subjugation points off one tribe.
func TestEvent53TribalResistance(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "averni", 4, 0, "hasdrubal")
	p.siege("carthage", "averni", 2)
	p.army("rome", "allobroges", 4, 0, "varro")
	p.siege("rome", "allobroges", 1)
	p.hand("rome", 53)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 53")
	refused(t, g, "space allobroges", "53") // Rome's own points
	refused(t, g, "space saguntum", "53")
	do(t, g, "space averni")
	if g.s.siege[p.sp("averni")] != 0 || g.s.siege[p.sp("allobroges")] != 1 {
		t.Errorf("points: Averni %d, Allobroges %d; want 0 and 1", g.s.siege[p.sp("averni")], g.s.siege[p.sp("allobroges")])
	}

	p = newPos(t)
	p.army("rome", "allobroges", 4, 0, "varro")
	p.siege("rome", "allobroges", 1)
	p.hand("rome", 53)
	g = p.cardPlay("rome")
	noEvent(t, g, 53, "53")
}
