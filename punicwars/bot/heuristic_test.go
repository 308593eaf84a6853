package bot

import (
	"testing"

	"punic/punicwars"
)

// heuristicUntil plays the heuristic bot for the side to move in g until
// stop is true or that side's decisions end, and returns the actions' texts.
func heuristicUntil(t *testing.T, g *punicwars.Game, stop func(a punicwars.Action) bool) []string {
	t.Helper()
	b := NewHeuristic(0, "")
	side := g.ToMove()
	var out []string
	for i := 0; i < 200 && !g.Over() && g.ToMove() == side; i++ {
		a := punicwars.Action(b.Act(g.Generic().Observation(playerOf(side))))
		out = append(out, g.ActionText(a))
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q refused: %v (after %v)", g.ActionText(a), err, out)
		}
		if stop(a) {
			break
		}
	}
	return out
}

// TestHeuristicAttacksAndGarrisons: Rome's leader in Rome with eight armies
// and two Carthaginian armies next door (3008): he leaves a garrison of two
// in the capital, marches with the rest and attacks at 3:1 (9.0).
func TestHeuristicAttacksAndGarrisons(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 8 up", "leader 0: map 2908 1 0", "stack: 3008 carthage army 2 up",
		"stack: 2516 carthage army 4 up")
	acts := heuristicUntil(t, g, func(a punicwars.Action) bool { return a.Kind() == punicwars.KAttack })
	want := []string{"leader A", "attach army 6", "move 3008", "attack army"}
	if len(acts) != len(want) {
		t.Fatalf("actions %v, want %v", acts, want)
	}
	for i := range want {
		if acts[i] != want[i] {
			t.Fatalf("actions %v, want %v", acts, want)
		}
	}
}

// TestHeuristicBadOdds: against a stronger force the leader does not attack
// (1:2 is legal, 9.32, but a losing trade).
func TestHeuristicBadOdds(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 3008 rome army 3 up", "leader 0: map 3008 1 0", "stack: 3008 carthage army 6 up",
		"leader 8: map 3008 2 0", "stack: 2908 rome army 4 up", "stack: 2516 carthage army 4 up")
	for _, x := range heuristicUntil(t, g, func(punicwars.Action) bool { return false }) {
		if x == "attack army" {
			t.Fatal("attacked six armies under a 2 with three under a 1")
		}
	}
}

// TestHeuristicWalksIntoEmptyCapital: an undefended enemy capital within
// reach is taken (18.23).
func TestHeuristicWalksIntoEmptyCapital(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2515 rome army 3 up", "leader 0: map 2515 1 0", "stack: 2908 rome army 4 up",
		"stack: 2517 carthage army 1 up")
	heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	if _, w, _ := g.Outcome(); !g.Over() || w != punicwars.Rome {
		t.Fatalf("Carthage stands: %v", g.Position())
	}
}

// TestHeuristicBidsAndRecruitsWithinMeans: the bid and the recruits leave
// the Treasury enough for the next Supply Phase (12.0) with the revenue
// (15.0).
func TestHeuristicBidsAndRecruitsWithinMeans(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: recruitment", "phasing: rome", "treasury: 40 10",
		"stack: 2908 rome army 4 up", "leader 0: map 2908 1 0", "stack: 2516 carthage army 4 up")
	heuristicUntil(t, g, func(a punicwars.Action) bool { return a.Kind() == punicwars.KDone })
	a, f := g.Strength(punicwars.Rome)
	if raised := a + f - 4; raised <= 0 || g.Treasury(punicwars.Rome) < 4 {
		t.Fatalf("raised %d SPs, Treasury left %d", raised, g.Treasury(punicwars.Rome))
	}
	if g.Treasury(punicwars.Rome)+g.VictoryPoints()[punicwars.Rome] < a+f {
		t.Fatalf("%d SPs cannot be supplied from %d TP and %d revenue", a+f, g.Treasury(punicwars.Rome), g.VictoryPoints()[punicwars.Rome])
	}
}

// TestHeuristicGamesEnd: the heuristic bot against itself ends every
// scenario (18.1 or an automatic victory), every action legal.
func TestHeuristicGamesEnd(t *testing.T) {
	for _, sc := range []string{"first", "second", "third"} {
		g := newGame(t, sc, 11)
		res := play(t, g, NewHeuristic(0, ""), NewHeuristic(0, ""), 20000)
		if !res.Outcome.Over {
			t.Fatalf("%s: not over", sc)
		}
		if end := max(HistoricalTurns(g.Scenario().Years), minWar); g.Turn() > end+1 {
			t.Fatalf("%s: the war went on to Game-Turn %d, past its %d years", sc, g.Turn(), end)
		}
	}
}
