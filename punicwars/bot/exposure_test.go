package bot

import (
	"testing"

	"punic/punicwars"
)

// carthageOpen is the Second Punic War's first Game-Turn as the set-up may
// leave it: Carthage empty, its African army at Utica next door, and a Roman
// consul at Drepana with four armies and eight fleets, four Movement Points
// by sea from Carthage (5.33).
func carthageOpen(phase string) []string {
	return []string{"scenario: second", "turn: 2", "phase: " + phase, "phasing: carthage", "treasury: 30 30",
		"stack: 2515 carthage army 4 up", "stack: 2515 carthage fleet 3 up", "leader 9: map 2515 2 0",
		"stack: 1107 carthage army 10 up", "leader 8: map 1107 3 0",
		"stack: 2914 rome army 4 up", "stack: 2914 rome fleet 8 up", "leader 0: map 2914 1 0",
		"stack: 2908 rome army 2 up"}
}

// TestExposure: the board sees that the consul at Drepana can bring four
// armies into Carthage this Campaign Phase, and nobody can reach Rome.
func TestExposure(t *testing.T) {
	b := newBoard(load(t, carthageOpen("campaign")...))
	if n := b.exposure(punicwars.Carthage); n != 4 {
		t.Fatalf("Carthage's exposure %d, want 4", n)
	}
	if !b.openCapital(punicwars.Carthage) {
		t.Fatal("an empty Carthage within the consul's reach is not open")
	}
	if n := b.exposure(punicwars.Rome); n != 0 || b.openCapital(punicwars.Rome) {
		t.Fatalf("Rome's exposure %d (open %v), want 0: Hannibal is at Ilerda", n, b.openCapital(punicwars.Rome))
	}
}

// TestHeuristicGarrisonsOpenCapital: Carthage's leader at Utica marches his
// armies into the empty capital before anything else (18.23: Roman armies
// inside Carthage win), and ends the Campaign Phase with armies there.
func TestHeuristicGarrisonsOpenCapital(t *testing.T) {
	g := load(t, carthageOpen("campaign")...)
	heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	if g.Over() {
		t.Fatalf("the game ended: %v", g.Position())
	}
	b := newBoard(g)
	if n := b.cells[b.capital[punicwars.Carthage]].armies(punicwars.Carthage); n == 0 {
		t.Fatalf("Carthage left empty with the consul at Drepana:\n%s", g.Position())
	}
}

// TestHeuristicRecruitsInOpenCapital: with the capital empty and the consul
// in reach, the Recruitment Phase raises armies in Carthage itself (13.0).
func TestHeuristicRecruitsInOpenCapital(t *testing.T) {
	g := load(t, carthageOpen("recruitment")...)
	heuristicUntil(t, g, func(a punicwars.Action) bool { return a.Kind() == punicwars.KDone })
	b := newBoard(g)
	if n := b.cells[b.capital[punicwars.Carthage]].armies(punicwars.Carthage); n == 0 {
		t.Fatalf("no armies raised in Carthage:\n%s", g.Position())
	}
}

// carthageElection is the First Punic War's third Game-Turn as a game left
// it: Carthage's army gone to Italy and the capital empty, two Roman armies
// and two fleets at Rome with no leader, and Roman leader B (2) in the cup.
// The Election Phase that comes before Rome's Campaign Phase (8.4) may place
// him at Rome, and he sails into Carthage in eleven Movement Points (18.23).
func carthageElection(turn, phase string) []string {
	return []string{"scenario: first", "turn: " + turn, "phase: " + phase, "phasing: carthage", "treasury: 20 20",
		"stack: 3109 carthage army 4 up", "leader 10: map 3109 2 0",
		"stack: 2908 rome army 2 up", "stack: 2908 rome fleet 2 up", "leader 1: off 0 2 0",
		"stack: 3411 rome army 2 up", "leader 2: map 3411 1 0"}
}

// TestExposureToElectedLeaders: an enemy stack without a leader counts when
// the enemy may place a new one there first: Rome's elections, every
// Game-Turn but the first (8.4, 19.0), with its best leader in play; an
// eliminated Carthaginian leader's return (8.32).
func TestExposureToElectedLeaders(t *testing.T) {
	b := newBoard(load(t, carthageElection("3", "recruitment")...))
	if n := b.exposure(punicwars.Carthage); n != 2 {
		t.Fatalf("Carthage's exposure %d on Game-Turn 3, want 2: a consul elected at Rome sails its armies in", n)
	}
	b = newBoard(load(t, carthageElection("1", "recruitment")...))
	if n := b.exposure(punicwars.Carthage); n != 0 {
		t.Fatalf("Carthage's exposure %d on Game-Turn 1, want 0: no election before Rome's Campaign Phase (19.0)", n)
	}
	// Rome empty, Carthaginian armies at Tarracina with no leader: only
	// an eliminated leader's return (8.32) gives them one.
	rome := []string{"scenario: second", "turn: 5", "phase: recruitment", "phasing: rome", "treasury: 20 20",
		"stack: 3009 carthage army 3 up", "leader 8: map 1107 3 0",
		"stack: 2516 rome army 4 up", "leader 0: map 2516 3 0"}
	if n := newBoard(load(t, rome...)).exposure(punicwars.Rome); n != 0 {
		t.Fatalf("Rome's exposure %d, want 0: no Carthaginian leader can take the armies at 3009", n)
	}
	if n := newBoard(load(t, append(rome, "leader 9: off 0 2 0")...)).exposure(punicwars.Rome); n != 3 {
		t.Fatalf("Rome's exposure %d with a Carthaginian leader to return, want 3 (8.32)", n)
	}
}

// TestHeuristicRecruitsAgainstElection: in that position the Recruitment
// Phase raises armies in the empty Carthage.
func TestHeuristicRecruitsAgainstElection(t *testing.T) {
	g := load(t, carthageElection("3", "recruitment")...)
	heuristicUntil(t, g, func(a punicwars.Action) bool { return a.Kind() == punicwars.KDone })
	b := newBoard(g)
	if n := b.cells[b.capital[punicwars.Carthage]].armies(punicwars.Carthage); n == 0 {
		t.Fatalf("no armies raised in Carthage:\n%s", g.Position())
	}
}
