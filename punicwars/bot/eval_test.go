package bot

import (
	"testing"

	"punic/game"
	"punic/punicwars"
)

// position lines shared by the evaluation tests: The Second Punic War, Rome's
// Campaign Phase, a garrison in each capital.
var evalBase = []string{"scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
	"stack: 2908 rome army 4 up", "stack: 2516 carthage army 4 up"}

func evalOf(t *testing.T, g *punicwars.Game, side punicwars.Side) float64 {
	t.Helper()
	v := NewEvaluation().Evaluate(g.Generic(), game.Player(side))
	if v <= 0 || v >= 1 {
		t.Fatalf("evaluation %v out of (0, 1)", v)
	}
	return v
}

// TestEvaluationRegions: eight Carthaginian armies that take Latium from
// Rome's four (14.15) score higher for Carthage and lower for Rome than the same armies
// in a region Carthage already holds.
func TestEvaluationRegions(t *testing.T) {
	far := load(t, append(evalBase, "stack: 2517 carthage army 8 up")...)
	latium := load(t, append(evalBase, "stack: 3008 carthage army 8 up")...)
	fv, lv := FeaturesOf(far), FeaturesOf(latium)
	if lv[punicwars.Carthage].VP != fv[punicwars.Carthage].VP+4 || lv[punicwars.Rome].VP != fv[punicwars.Rome].VP-4 {
		t.Fatalf("Latium (value 4) did not change hands: %+v against %+v", lv, fv)
	}
	if evalOf(t, latium, punicwars.Carthage) <= evalOf(t, far, punicwars.Carthage) {
		t.Fatal("Carthage does not prefer holding Latium")
	}
	if evalOf(t, latium, punicwars.Rome) >= evalOf(t, far, punicwars.Rome) {
		t.Fatal("Rome does not mind losing Latium")
	}
}

// TestEvaluationTermsEach: each term moves the evaluation its way, all else
// equal: more Strength Points, more Treasury, an enemy army at the gates of
// the capital (2807 is in Etruria, where four Roman armies keep six from
// taking it, 14.15).
func TestEvaluationTermsEach(t *testing.T) {
	base := load(t, append(evalBase, "stack: 2517 carthage army 2 up")...)
	b := evalOf(t, base, punicwars.Rome)
	more := load(t, append(evalBase, "stack: 2517 carthage army 2 up", "stack: 3009 rome army 3 up")...)
	if evalOf(t, more, punicwars.Rome) <= b {
		t.Fatal("more Roman armies do not help Rome")
	}
	rich := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 30 10",
		"stack: 2908 rome army 4 up", "stack: 2516 carthage army 4 up", "stack: 2517 carthage army 2 up")
	if evalOf(t, rich, punicwars.Rome) <= b {
		t.Fatal("a richer Treasury does not help Rome")
	}
	away := load(t, append(evalBase, "stack: 2806 rome army 4 up", "stack: 2517 carthage army 6 up")...)
	gates := load(t, append(evalBase, "stack: 2806 rome army 4 up", "stack: 2807 carthage army 6 up")...)
	fb, fg := FeaturesOf(away), FeaturesOf(gates)
	if fg[punicwars.Rome].VP != fb[punicwars.Rome].VP || fg[punicwars.Rome].Threat <= fb[punicwars.Rome].Threat {
		t.Fatalf("the threat to Rome: %+v against %+v", fg[punicwars.Rome], fb[punicwars.Rome])
	}
	if evalOf(t, gates, punicwars.Rome) >= evalOf(t, away, punicwars.Rome) {
		t.Fatal("an enemy army at the gates does not worry Rome")
	}
}

// TestEvaluationSiege: Carthaginian armies besieged in Tarracina (10.42)
// count against Carthage: not besieged, the same armies hold the town.
func TestEvaluationSiege(t *testing.T) {
	free := load(t, append(evalBase, "stack: 3009 carthage army 2 down", "stack: 3109 rome army 3 up")...)
	sieged := load(t, append(evalBase, "stack: 3009 carthage army 2 down", "stack: 3009 rome army 3 up")...)
	if f := FeaturesOf(sieged); f[punicwars.Carthage].Besieged != 2 {
		t.Fatalf("besieged: %+v", f[punicwars.Carthage])
	}
	if evalOf(t, sieged, punicwars.Carthage) >= evalOf(t, free, punicwars.Carthage) {
		t.Fatal("a siege does not hurt the besieged")
	}
}

// TestEvaluationZeroSum: in random games of every scenario the two sides'
// values add up to one, and in the Third Punic War (19.34.4) Rome's never
// falls below one half.
func TestEvaluationZeroSum(t *testing.T) {
	ev := NewEvaluation()
	for _, sc := range []string{"first", "second", "third"} {
		g := newGame(t, sc, 4)
		r := newRand(4)
		for i := 0; i < 400 && !g.Over(); i++ {
			legal := g.Legal(nil)
			g.ApplyLegal(legal[r.IntN(len(legal))])
			a, b := ev.Evaluate(g.Generic(), 0), ev.Evaluate(g.Generic(), 1)
			if a <= 0 || a >= 1 || a+b < 0.999 || a+b > 1.001 {
				t.Fatalf("%s: evaluation %v and %v", sc, a, b)
			}
			if sc == "third" && a < 0.5 {
				t.Fatalf("third: Rome's value %v below a draw", a)
			}
		}
	}
}
