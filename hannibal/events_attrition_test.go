package hannibal

import (
	"sort"
	"testing"
)

// Cards 21, 51 and 52.

// Card 21: every Carthaginian force off a Carthaginian walled-city space rolls for
// attrition, unless its general rolls his battle rating or less.
func TestEvent21MercenariesDesert(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 0, "hannibal") // escape 5 > 4: fails; attrition 4: 1 lost
	p.army("carthage", "heraclea", 2, 0)           // no general; attrition 6: 1 lost
	p.army("carthage", "arpi", 4, 0, "mago")       // escape 2 ≤ 2
	p.army("carthage", "saguntum", 3, 0, "hasdrubal")
	p.garrison("carthage", "new-carthage", 2, 0)
	p.hand("rome", 21)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	type force struct {
		x    SpaceID
		dice []int
	}
	forces := []force{{p.sp("cannae"), []int{5, 4}}, {p.sp("heraclea"), []int{6}}, {p.sp("arpi"), []int{2}}}
	sort.Slice(forces, func(i, j int) bool { return forces[i].x < forces[j].x })
	for _, f := range forces {
		g.ForceDice(f.dice...)
	}
	do(t, g, "event 21")
	for _, c := range []struct {
		space   string
		out, in int
	}{{"cannae", 5, 0}, {"heraclea", 1, 0}, {"arpi", 4, 0}, {"saguntum", 3, 0}, {"new-carthage", 0, 2}} {
		if out, in := p.cusAt("carthage", c.space); out != c.out || in != c.in {
			t.Errorf("%s: %d CUs outside, %d inside; want %d, %d", c.space, out, in, c.out, c.in)
		}
	}
	if g.PendingDice() != 0 {
		t.Errorf("%d dice unused", g.PendingDice())
	}
	if p.lostBy("carthage", lostAttrition) != 2 {
		t.Errorf("attrition losses %d, want 2", p.lostBy("carthage", lostAttrition))
	}
	logHas(t, g, "Mago keeps his mercenaries in Arpi")
	decision(t, g, Carthage, "card-play")
}

// Card 21: only Rome; only with a Carthaginian force off its walled cities.
func TestEvent21Refused(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "saguntum", 3, 0, "hasdrubal")
	p.hand("rome", 21)
	g := p.cardPlay("rome")
	noEvent(t, g, 21, "21")

	p = newPos(t)
	p.army("carthage", "cannae", 3, 0, "hasdrubal")
	p.hand("carthage", 21)
	g = p.cardPlay("carthage")
	noEvent(t, g, 21, "8.3")
}

// Card 51: the player picks an enemy army (by its commander); it rolls for
// attrition. A general whose CUs all go is not displaced.
func TestEvent51Epidemic(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 6, 0, "varro")
	p.army("rome", "arpi", 1, 0, "pro:flaminius")
	p.army("rome", "heraclea", 3, 0) // CUs without a general: not an army
	p.army("carthage", "saguntum", 3, 0, "hasdrubal")
	p.hand("carthage", 51, 62)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 51")
	refused(t, g, "general hasdrubal", "51") // one's own
	refused(t, g, "general paulus", "51")    // not on the map
	g.ForceDice(6)
	do(t, g, "general flaminius")
	if out, _ := p.cusAt("rome", "arpi"); out != 0 || p.at("flaminius") != "arpi" {
		t.Errorf("Arpi: %d CUs, Flaminius at %q; want 0 CUs and Flaminius still there", out, p.at("flaminius"))
	}
	decision(t, g, Rome, "card-play")
}

// Card 51 on Hannibal's army with elephants: Carthage chooses the elephant losses,
// then play goes on.
func TestEvent51EpidemicElephants(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 2, "hannibal")
	p.hand("rome", 51, 62)
	p.hand("carthage", 61)
	g := p.cardPlay("rome")
	g.ForceDice(6) // 5-6 column: 2 CUs, an elephant among them
	do(t, g, "event 51", "general hannibal")
	decision(t, g, Carthage, "lose-elephants")
	if hasLegal(g, "lose-elephants 0") {
		t.Errorf("a roll of 6 must take an elephant")
	}
	do(t, g, "lose-elephants 2")
	x := p.sp("cannae")
	if g.out(Carthage, x) != 4 || g.s.ele[x] != 0 {
		t.Errorf("Cannae: %d CUs, %d elephants; want 4 and 0", g.out(Carthage, x), g.s.ele[x])
	}
	decision(t, g, Carthage, "card-play")
}

// Card 51 on an army inside its walls takes the losses there.
func TestEvent51EpidemicInside(t *testing.T) {
	p := newPos(t)
	p.garrison("rome", "rome", 5, 0, "paulus")
	p.hand("carthage", 51)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	g.ForceDice(5) // 5-6 column: 2 lost
	do(t, g, "event 51", "general paulus")
	if _, in := p.cusAt("rome", "rome"); in != 3 {
		t.Errorf("%d CUs inside Rome, want 3", in)
	}
}

// Card 51 needs an enemy army.
func TestEvent51Refused(t *testing.T) {
	p := newPos(t)
	p.army("rome", "heraclea", 3, 0)
	p.army("rome", "cannae", 0, 0, "varro")
	p.hand("carthage", 51)
	g := p.cardPlay("carthage")
	noEvent(t, g, 51, "51")
}

// Card 52: an enemy army besieging a walled city with siege points rolls at +1.
func TestEvent52Pestilence(t *testing.T) {
	p := newPos(t)
	p.army("rome", "saguntum", 5, 0, "varro")
	p.siege("rome", "saguntum", 1)
	p.army("rome", "gades", 5, 0, "paulus") // no siege points: not besieging
	p.army("rome", "cannae", 6, 0, "pro:flaminius")
	p.hand("carthage", 52)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 52")
	refused(t, g, "general paulus", "52")
	refused(t, g, "general flaminius", "52")
	g.ForceDice(4) // 4+1 = 5 in the 5-6 column: 2 lost
	do(t, g, "general varro")
	if out, _ := p.cusAt("rome", "saguntum"); out != 3 {
		t.Errorf("%d Roman CUs at Saguntum, want 3", out)
	}
	logHas(t, g, "roll on the Attrition Table: 4+1")
	decision(t, g, Rome, "card-play")

	p = newPos(t)
	p.army("rome", "gades", 5, 0, "paulus")
	p.hand("carthage", 52)
	g = p.cardPlay("carthage")
	noEvent(t, g, 52, "52")
}
