package punicwars

import "testing"

// 9.27, the worked example: three armies under a 2 leader attack one
// face-down army in a town under a 1 leader: 3 to 1, no net change.
func TestExample927(t *testing.T) {
	d := mustData(t)
	col, ok := d.CRT.Column(3, 1)
	if !ok || d.CRT.Columns[col] != (struct{ Att, Def int }{3, 1}) {
		t.Fatalf("3 to 1 is column %v", d.CRT.Columns[col])
	}
	for die := 1; die <= 6; die++ {
		if r := combatRoll(die, 2, 1, -1); r != die {
			t.Fatalf("die %d: modified %d, want no net change", die, r)
		}
	}
	// The same attack played out on the map: Tarracina (3009) is a town.
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 3 up", "leader 1: map 3009 2 0",
		"stack: 3009 carthage army 1 down", "leader 9: map 3009 1 0")
	g.s.leaders[9].value = 1
	g.ForceDice(4)
	do(t, g, "leader B", "attack army")
	if g.s.leaders[1].mp != 10 {
		t.Fatalf("9.14: %d MP spent against a face-down force, want 10", g.s.leaders[1].mp)
	}
	if !hasLog(g, "9.3", "die 4, modified 4") || !hasLog(g, "9.3", "(3:1") {
		t.Fatalf("log: %v", g.Log())
	}
}

// 9.31, the worked example: 75% of nine is seven.
func TestExample931(t *testing.T) {
	if n := mustData(t).Loss.Loss(75, 9); n != 7 {
		t.Fatalf("75%% of 9 = %d, want 7", n)
	}
}

// 9.25: no modified roll below -4.
func TestRollFloor(t *testing.T) {
	if r := combatRoll(1, 0, 3, -3); r != -4 {
		t.Fatalf("floor: %d", r)
	}
}

// 9.32: no attack below 1:2; above 9:1 it is 9:1.
func TestOddsLimits(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 1 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 3 up")
	do(t, g, "leader C")
	refused(t, g, act(KAttack, army, 0), "9.32")
	col, _ := g.d.CRT.Column(30, 1)
	if col != len(g.d.CRT.Columns)-1 {
		t.Fatal("30 to 1 is not read as 9:1")
	}
	// 9.15: armies never attack fleets.
	refused(t, g, act(KAttack, fleet, 0), "9.15")
}

// 9.16, 10.22, 10.33: a face-up force threatened in a town its side controls
// may go inside; no attack and no MP then; attacking it inside costs 10.
func TestThreatInvert(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3009 carthage army 2 up")
	do(t, g, "leader C", "attach army 4", "move 3009", "attack army")
	if d := g.Decision(); d.Kind != "threatened" || d.Side != Carthage {
		t.Fatalf("decision %s for %s, want threatened for Carthage", d.Kind, d.Side)
	}
	do(t, g, "invert")
	if !g.isDown(hexOf(g, 3009), Carthage, army) || g.s.leaders[2].mp != 1 {
		t.Fatalf("after inverting: down %v, MP %d", g.isDown(hexOf(g, 3009), Carthage, army), g.s.leaders[2].mp)
	}
	g.ForceDice(6)
	do(t, g, "attack army")
	if g.s.leaders[2].mp != 11 {
		t.Fatalf("MP %d, want 1 + 10", g.s.leaders[2].mp)
	}
	// Standing: the attack is resolved at once for 5 MP.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3009 carthage army 2 up")
	g.ForceDice(3)
	do(t, g, "leader C", "attach army 4", "move 3009", "attack army", "stand")
	if g.s.leaders[2].mp != 6 || !hasLog(g, "9.3", "attacks 2 army") {
		t.Fatalf("standing: MP %d", g.s.leaders[2].mp)
	}
}

// 10.35: fleets inside a town are eliminated once enemy armies and no
// friendly armies hold the hex.
func TestFleetsInsideEliminated(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 2 up", "leader 2: map 3008 1 0", "stack: 3009 carthage fleet 2 down", "stack: 3009 carthage army 1 down")
	g.ForceDice(6, 6, 6)
	do(t, g, "leader C", "attach army 2", "move 3009")
	if g.count(hexOf(g, 3009), Carthage, fleet, 2) != 2 {
		t.Fatal("fleets lost while their armies hold the town")
	}
	for g.count(hexOf(g, 3009), Carthage, army, 2) > 0 && g.attackRC(army) == 0 {
		g.ForceDice(6)
		do(t, g, "attack army")
	}
	if g.count(hexOf(g, 3009), Carthage, army, 2) == 0 && g.count(hexOf(g, 3009), Carthage, fleet, 2) != 0 {
		t.Fatal("10.35: the fleets inside survived")
	}
}

// 10.42, 10.28, 10.29: besieged units; the relieving force turns them face-up
// and must attack; a force that cannot reach 1:2 may not enter.
func TestSiegeAndRelief(t *testing.T) {
	lines := []string{"scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 2 down", "stack: 3009 carthage army 3 up",
		"stack: 3008 rome army 2 up", "leader 2: map 3008 1 0"}
	g := load(t, lines...)
	if !g.besieged(hexOf(g, 3009), Rome) {
		t.Fatal("10.42: two inside, three outside: not besieged")
	}
	do(t, g, "leader C", "attach army 2", "move 3009")
	if g.isDown(hexOf(g, 3009), Rome, army) || !g.s.mustAttack {
		t.Fatal("10.29: the besieged did not turn face-up or no attack is required")
	}
	refused(t, g, act(KEnd, 0, 0), "10.29")
	refused(t, g, act(KMove, 0, int(hexOf(g, 3008))), "10.29")
	g.ForceDice(3)
	do(t, g, "attack army")
	// 10.29: too weak to reach 1:2.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 1 down", "stack: 3009 carthage army 9 up", "leader 2: map 3008 1 0", "stack: 3008 rome army 1 up")
	do(t, g, "leader C", "attach army 1")
	refused(t, g, act(KMove, 0, int(hexOf(g, 3009))), "10.29")
	// 10.28: a leader inside a besieged town may not lead the garrison out
	// before the besiegers are attacked.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 2 down", "stack: 3009 carthage army 2 up", "leader 2: map 3009 1 0")
	do(t, g, "leader C", "up army 3009")
	refused(t, g, act(KAttach, army<<7|1, 0), "10.28")
	g.ForceDice(6)
	do(t, g, "attack army")
	if g.attachRC(army, 1) == rcAttachSiege {
		t.Fatal("10.28: still held after an attack")
	}
}

// 10.22, 10.12: in a hand-written position, a town held by neither side
// alone (10.11) is the side's whose units are inside it: only the controller
// may turn units face-down there. Latium's controller (Carthage by 14.13/14.14,
// the Romans inside being besieged) does not own Tarracina, so a Roman attack
// from inside is not a threat Carthage may answer by going inside too (9.16).
func TestLoadedGarrisonHoldsTown(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 2 down", "stack: 3009 carthage army 2 up", "leader 2: map 3009 1 0")
	if c := g.Control()[region(t, g, "latium")]; c != Carthage {
		t.Fatalf("Latium: %s, want Carthage (14.13, 14.14)", c)
	}
	if c := g.townController(hexOf(g, 3009)); c != Rome {
		t.Fatalf("Tarracina with the Romans inside: %s's, want Rome's (10.22)", c)
	}
	do(t, g, "leader C", "up army 3009")
	g.ForceDice(6)
	do(t, g, "attack army")
	if g.s.threat >= 0 || !hasLog(g, "9.3", "attacks 2 army") {
		t.Fatalf("the attack from inside was not resolved: %v", g.Log())
	}
	// And the other way: Carthaginians inside, Romans outside.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 carthage army 1 down", "stack: 3009 rome army 2 up")
	if c := g.townController(hexOf(g, 3009)); c != Carthage {
		t.Fatalf("Tarracina with the Carthaginians inside: %s's, want Carthage's (10.22)", c)
	}
}

// 18.23: Roman armies holding Carthage win at once (19.34.4).
func TestCaptureCarthage(t *testing.T) {
	g := load(t, "scenario: third", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 2515 rome army 5 up", "leader 2: map 2515 1 0", "stack: 2516 carthage fleet 1 up")
	do(t, g, "leader C", "attach army 5", "move 2516")
	over, w, why := g.Outcome()
	if !over || w != Rome {
		t.Fatalf("over %v winner %s: %s", over, w, why)
	}
}
