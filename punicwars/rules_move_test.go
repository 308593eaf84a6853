package punicwars

import "testing"

// A Roman position in Latium: leader C (1) in Rome with four armies.
func romeAtRome(t *testing.T, extra ...string) *Game {
	lines := append([]string{"scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 2908 rome army 4 up", "leader 2: map 2908 1 0"}, extra...)
	return load(t, lines...)
}

// 5.12, 5.21: one MP a hex; 5.13 attach; 5.32-5.33: armies need an equal
// fleet escort to enter the sea.
func TestMoveArmiesAndSea(t *testing.T) {
	g := romeAtRome(t)
	do(t, g, "leader C", "attach army 4")
	refused(t, g, act(KMove, 0, int(hexOf(g, 2909))), "5.33")
	do(t, g, "move 3008")
	if g.s.leaders[2].mp != 1 {
		t.Fatalf("MP %d after one hex, want 1 (5.12)", g.s.leaders[2].mp)
	}
	if a, _ := g.forceOf(2); a != 4 {
		t.Fatalf("force has %d armies", a)
	}
	refused(t, g, act(KMove, 0, int(hexOf(g, 2516))), "5.1")
}

// 5.33, 11.11: an escorted army enters the sea and suffers attrition on the
// fleets; armies beyond the fleets left are lost. 19.14.3: Rome -2.
func TestSeaAttrition(t *testing.T) {
	g := romeAtRome(t, "stack: 2908 rome fleet 4 up")
	do(t, g, "leader C", "attach army 4", "attach fleet 4")
	g.ForceDice(1) // 1 + 1 (leader) - 2 (19.14.3) = 0
	do(t, g, "move 2909")
	pct := g.d.Attrition.Percent(0)
	lost := g.d.Loss.Loss(pct, 4)
	a, f := g.forceOf(2)
	if f != 4-lost || a != min(4, 4-lost) {
		t.Fatalf("after %d%% at sea: %d armies, %d fleets; want %d fleets and armies no more", pct, a, f, 4-lost)
	}
	if !hasLog(g, "11.11", "enters the sea") {
		t.Fatal("no 11.11 log line")
	}
}

// 5.34, 11.12: armies entering a mountain hex without fleets suffer attrition.
func TestMountainAttrition(t *testing.T) {
	g := romeAtRome(t)
	do(t, g, "leader C", "attach army 4")
	g.ForceDice(1)
	do(t, g, "move 3007")
	want := 4 - g.d.Loss.Loss(g.d.Attrition.Percent(2), 4)
	if a, _ := g.forceOf(2); a != want {
		t.Fatalf("%d armies after mountain attrition, want %d", a, want)
	}
	// 5.25: a force may not end in the mountains while it can still leave.
	refused(t, g, act(KEnd, 0, 0), "5.25")
}

// 5.37: armies cross a ferry hexside only when the ferry hex holds a
// friendly fleet and no enemy fleet.
func TestFerry(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3414 rome army 2 up", "leader 2: map 3414 1 0")
	do(t, g, "leader C", "attach army 2")
	refused(t, g, act(KMove, 0, int(hexOf(g, 3314))), "5.37")
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3414 rome army 2 up", "leader 2: map 3414 1 0", "stack: 3314 rome fleet 1 up")
	do(t, g, "leader C", "attach army 2", "move 3314")
}

// 5.44 and 5.45, the worked examples.
func TestLeaveExamples(t *testing.T) {
	// 5.44: ten armies leaving a hex with one enemy army: no attrition.
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 10 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 1 up")
	do(t, g, "leader C", "attach army 10")
	if base, _, _ := g.leaveExposure(2); base != 0 {
		t.Fatalf("5.44: ten to one is subject to attrition (base %d)", base)
	}
	do(t, g, "detach army 1")
	if base, a, _ := g.leaveExposure(2); base != 1 || a != 9 {
		t.Fatalf("nine to one: base %d, subject %d; want 1 and 9", base, a)
	}
	// 5.45: five armies and three fleets leave a coastal hex with two enemy
	// armies: two armies are subject to attrition.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 5 up", "stack: 3008 rome fleet 3 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 2 up")
	do(t, g, "leader C", "attach army 5", "attach fleet 3")
	if base, a, f := g.leaveExposure(2); base != 2 || a != 2 || f != 0 {
		t.Fatalf("5.45: base %d, armies %d, fleets %d subject; want 2, 2, 0", base, a, f)
	}
	// 5.41, 11.14: face-down enemies never count.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 3 up", "leader 2: map 3009 1 0", "stack: 3009 carthage army 2 down")
	do(t, g, "leader C", "attach army 3")
	if base, _, _ := g.leaveExposure(2); base != 0 {
		t.Fatal("5.41: face-down enemy units inhibit leaving")
	}
}

// 11.13, 11.16: leaving face-up enemy armies: loss figured on the enemy, the
// enemy leader subtracted; 5.42: fleets alone ignore enemy armies.
func TestLeaveAttrition(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 3 up", "stack: 3008 rome fleet 2 up", "leader 2: map 3008 1 0",
		"stack: 3008 carthage army 4 up", "leader 9: map 3008 2 0")
	do(t, g, "leader C", "attach fleet 2")
	if base, _, _ := g.leaveExposure(2); base != 0 {
		t.Fatal("5.42: a fleet force is inhibited by enemy armies")
	}
	do(t, g, "detach fleet 2", "attach army 3")
	g.ForceDice(1) // 1 + 1 - 2 = 0
	do(t, g, "move 2908")
	want := 3 - min(3, g.d.Loss.Loss(g.d.Attrition.Percent(0), 4))
	if a, _ := g.forceOf(2); a != want {
		t.Fatalf("%d armies left, want %d (11.13 on 4 enemy SPs, 11.16)", a, want)
	}
}

// 8.31: a leader moving alone into an enemy-occupied hex is eliminated.
func TestLeaderAloneEliminated(t *testing.T) {
	g := romeAtRome(t, "stack: 3008 carthage army 1 up")
	do(t, g, "leader C", "move 3008")
	if g.s.leaders[2].state != lsOff || !hasLog(g, "8.31", "eliminated") {
		t.Fatal("8.31: the leader was not eliminated")
	}
	if g.Decision().Kind != "activate" {
		t.Fatalf("after the elimination: %s", g.Decision().Kind)
	}
}

// 5.24, 9.19: a unit moved by one leader never attacks under another.
func TestOneLeaderPerUnit(t *testing.T) {
	g := romeAtRome(t, "leader 3: map 2908 1 0", "stack: 3008 carthage army 1 up")
	do(t, g, "leader C", "attach army 4", "move 3008", "detach army 4", "end", "leader D", "move 3008")
	refused(t, g, act(KAttack, army, 0), "10.31")
	if n := g.attachable(3, army); n != 0 {
		t.Fatalf("5.24: leader D may attach %d SPs moved by C", n)
	}
}
