package hannibal

import (
	"strings"
	"testing"
)

// Tests of the events that move armies (33/34 Major Campaign, 37-40 Minor Campaign,
// 61-63 Force March) and of 30 Carthaginian Siege Train.

// 33: up to three generals, one after another; none twice.
func TestEvent33MajorCampaign(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "hannibal")
	p.army("carthage", "salaria", 2, 0, "hasdrubal")
	p.army("carthage", "carthage", 2, 0, "mago")
	p.army("carthage", "icosium", 1, 0, "gisgo")
	p.hand("carthage", 33)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 33", "activate hannibal", "take 2", "move arpi", "stop")
	refused(t, g, "activate hannibal", "10.11")
	do(t, g, "activate hasdrubal", "take 2", "move corduba", "stop")
	do(t, g, "activate mago", "take 2", "move zama", "stop")
	decision(t, g, Rome, "card-play") // three generals: the campaign is over
	for k, want := range map[string]string{"hannibal": "arpi", "hasdrubal": "corduba", "mago": "zama", "gisgo": "icosium"} {
		if at := p.at(k); at != want {
			t.Errorf("%s is in %q, want %s", k, at, want)
		}
	}

	p = newPos(t)
	p.army("rome", "rome", 5, 0, "pro:varro")
	p.hand("carthage", 33)
	g = p.cardPlay("carthage")
	refused(t, g, "event 33", "10.11")
}

// 37: up to two generals; the player may stop after the first.
func TestEvent37MinorCampaign(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 2, 0, "hannibal")
	p.army("carthage", "salaria", 2, 0, "hasdrubal")
	p.army("carthage", "carthage", 2, 0, "mago")
	p.hand("carthage", 37)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	do(t, g, "event 37", "activate hannibal", "take 2", "move arpi", "stop")
	if !hasLegal(g, "pass") {
		t.Error("the campaign cannot be ended after one general")
	}
	do(t, g, "activate mago", "take 2", "move zama", "stop")
	decision(t, g, Rome, "card-play")
	if p.at("hasdrubal") != "salaria" {
		t.Error("a third general moved on a Minor Campaign")
	}
}

// 61/62: six spaces for a general of strategy rating 1 (61) or up to 2 (62).
func TestEvent61ForceMarch(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 5, 0, "pro:varro")
	p.hand("rome", 61)
	g := p.cardPlay("rome")
	do(t, g, "event 61", "activate varro", "take 5", "move tarquini", "move cosa", "move pisae",
		"move faesulae", "move falerii", "move ariminum")
	refused(t, g, "move mutina", "10.2")
	do(t, g, "stop")

	p = newPos(t)
	p.army("rome", "rome", 5, 0, "pro:flaminius")
	p.hand("rome", 61, 62)
	g = p.cardPlay("rome")
	refused(t, g, "event 61", "8.2")
	do(t, g, "event 62", "activate flaminius")
}

// 63: any general; one sea move and three land spaces, or two sea moves.
func TestEvent63ForceMarch(t *testing.T) {
	p := newPos(t)
	p.army("rome", "rome", 5, 0, "fabius")
	p.hand("rome", 63)
	g := p.cardPlay("rome")
	do(t, g, "event 63", "activate fabius", "take 5", "sail neapolis", "move beneventum", "move arpi", "move cannae")
	refused(t, g, "move brundisium", "10.2")
	do(t, g, "stop")

	p = newPos(t)
	p.army("rome", "rome", 5, 0, "fabius")
	p.hand("rome", 63)
	g = p.cardPlay("rome")
	do(t, g, "event 63", "activate fabius", "take 5", "sail neapolis", "sail tarentum")
	if p.at("fabius") != "tarentum" {
		t.Errorf("Fabius is in %q after two sea moves", p.at("fabius"))
	}
}

// 30: the Siege Train goes with a Carthaginian general; replaying the event moves
// it (only one exists). Not playable without a general where it could stand.
func TestEvent30SiegeTrainPlaced(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 5, 0, "hannibal")
	p.army("carthage", "salaria", 3, 0, "hasdrubal")
	p.hand("carthage", 30, 62)
	g := p.cardPlay("carthage")
	do(t, g, "event 30")
	decision(t, g, Carthage, "event-general")
	do(t, g, "general hannibal")
	if g.s.siegeTrain != p.sp("cannae") {
		t.Fatalf("the train is in space %d", g.s.siegeTrain)
	}
	found := false
	for _, e := range g.View(Rome).Effects {
		found = found || e == "siege-train:cannae"
	}
	if !found {
		t.Errorf("effects %v lack the Siege Train", g.View(Rome).Effects)
	}
	// Replayed (Rome has no card: Carthage plays again).
	g.s.discard.del(30)
	g.s.hand[Carthage].add(30)
	do(t, g, "event 30", "general hasdrubal")
	if g.s.siegeTrain != p.sp("salaria") {
		t.Errorf("the replayed train is in space %d, want Salaria", g.s.siegeTrain)
	}

	p = newPos(t)
	p.garrison("carthage", "utica", 1, 0, "gisgo")
	p.army("rome", "utica", 3, 0)
	p.hand("carthage", 30)
	g = p.cardPlay("carthage")
	refused(t, g, "event 30", "30") // it would stand alone with the Romans outside
}

// 30: the train moves with the army that takes it along (outside the 10-CU limit)
// and its siege ignores the Carthaginian -1.
func TestEvent30SiegeTrainSiege(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 10, 0, "hannibal")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	g.s.siegeTrain = p.sp("cannae")
	g.ForceDice(4)
	do(t, g, "ops 33 move", "activate hannibal", "take 10", "take-train", "move tarentum", "stop", "siege")
	x := p.sp("tarentum")
	if g.s.siegeTrain != x {
		t.Errorf("the train stayed in space %d", g.s.siegeTrain)
	}
	if g.s.siege[x] != 1 {
		t.Errorf("%d siege points, want 1 (roll 4 without the -1)", g.s.siege[x])
	}
	var lines []string
	for _, l := range g.Log() {
		lines = append(lines, l.String())
	}
	if !strings.Contains(strings.Join(lines, "\n"), "siege roll at Tarentum: 4:") {
		t.Errorf("log: %s", strings.Join(lines, "\n"))
	}
}

// 30: no Alps pass, no sea move; it may be left behind; four spaces per card
// (10.11).
func TestEvent30SiegeTrainLimits(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "taurini", 5, 0, "hannibal")
	p.army("carthage", "brundisium", 3, 0, "mago")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	g.s.siegeTrain = p.sp("taurini")
	do(t, g, "event 33", "activate hannibal", "take 5", "take-train")
	refused(t, g, "move allobroges", "30")
	do(t, g, "move boii", "leave-train")
	refused(t, g, "take-train", "30") // the army that left it may not take it up again
	do(t, g, "move taurini", "move allobroges", "stop", "pass")
	if g.s.siegeTrain != p.sp("boii") {
		t.Errorf("the train is in space %d, want Boii", g.s.siegeTrain)
	}
	// 10.11: the train moved 1 space with Hannibal; like a CU, it may move 3
	// more with Mago on this card.
	g.s.siegeTrain = p.sp("brundisium")
	do(t, g, "activate mago", "take 3", "take-train", "move tarentum", "move heraclea", "move cannae")
	refused(t, g, "move arpi", "10.11")
	do(t, g, "leave-train", "move arpi", "stop")
	if g.s.siegeTrain != p.sp("cannae") {
		t.Errorf("the train is in space %d, want Cannae", g.s.siegeTrain)
	}

	p = newPos(t)
	p.army("carthage", "brundisium", 3, 0, "mago")
	p.hand("carthage", 33)
	g = p.cardPlay("carthage")
	g.s.siegeTrain = p.sp("brundisium")
	do(t, g, "ops 33 move", "activate mago", "take 3", "take-train")
	refused(t, g, "sail croton", "30")
	do(t, g, "leave-train", "sail croton")
}

// 30: lost when enemy CUs catch it alone, or when its force retreats.
func TestEvent30SiegeTrainLost(t *testing.T) {
	p := newPos(t)
	p.army("rome", "arpi", 5, 0, "pro:varro")
	p.hand("rome", 61)
	g := p.cardPlay("rome")
	g.s.siegeTrain = p.sp("cannae")
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae")
	if g.s.siegeTrain != noSpace {
		t.Error("the train survived the Romans alone")
	}

	p = newPos(t)
	p.army("rome", "arpi", 5, 0, "pro:varro")
	p.army("carthage", "cannae", 2, 0, "gisgo")
	p.hand("rome", 61)
	g = p.cardPlay("rome")
	g.s.siegeTrain = p.sp("cannae")
	g.ForceBattleHands(bcHand(3, 0, 0, 0, 0, 0), bcHand(0, 1, 0, 0, 0, 0))
	g.ForceDice(1, 1) // casualties none; Retreat Table 1: 1 CU
	do(t, g, "ops 61 move", "activate varro", "take 5", "move cannae", "pass", "bc frontal-assault", "concede")
	if g.s.siegeTrain != noSpace {
		t.Fatal("the train survived its force's retreat")
	}
	found := false
	for _, l := range g.Log() {
		found = found || (l.Rule == "30" && strings.Contains(l.Text, "its force retreats"))
	}
	if !found {
		t.Error("no log line for the train lost in the retreat")
	}
}
