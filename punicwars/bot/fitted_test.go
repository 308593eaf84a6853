package bot

import (
	"math"
	"testing"

	"punic/punicwars"
)

// outcomeSample is a position at the start of a Game-Turn of a finished game:
// the evaluations of it for Rome and Rome's result (1 win, ½ draw, 0 loss).
type outcomeSample struct {
	hand, fit, rome float64
}

// selfPlay plays n games of scenario sc between two heuristic bots that take a
// random action with probability 0.05 (seeds from seed on; TrainingGames),
// and returns their positions every 15 decisions or so, where a search's
// playouts end too (TrainingConfig.Every), with the games' results and both
// evaluations of them.
func selfPlay(t *testing.T, sc string, n int, seed uint64) []outcomeSample {
	t.Helper()
	got, err := TrainingGames(TrainingConfig{Scenario: sc, Games: n, Seed: seed, Noise: 0.05, Every: 15, Parallel: 2})
	if err != nil {
		t.Fatal(err)
	}
	w, ok := fittedWeights()[sc]
	if !ok {
		t.Fatalf("%s: no fitted weights", sc)
	}
	out := make([]outcomeSample, len(got))
	for i, e := range got {
		out[i] = outcomeSample{hand: e.Hand, fit: w.predict(e.Terms), rome: e.Rome}
	}
	return out
}

// logLoss is the mean log-loss of predictions of Rome's result.
func logLoss(samples []outcomeSample, pred func(outcomeSample) float64) float64 {
	l := 0.0
	for _, e := range samples {
		p := math.Min(1-1e-6, math.Max(1e-6, pred(e)))
		l -= e.rome*math.Log(p) + (1-e.rome)*math.Log(1-p)
	}
	return l / float64(len(samples))
}

// TestFittedPredicts: on games the weights were not fitted on (seeds 50000
// on), the fitted evaluation predicts the results of heuristic-against-
// heuristic games better than the hand-written one and than a constant (the
// share of Roman results): it agrees with how games end.
func TestFittedPredicts(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400 games")
	}
	for _, sc := range []string{"first", "second"} {
		samples := selfPlay(t, sc, 200, 50000)
		mean := 0.0
		for _, e := range samples {
			mean += e.rome
		}
		mean /= float64(len(samples))
		constant := logLoss(samples, func(outcomeSample) float64 { return mean })
		hand := logLoss(samples, func(e outcomeSample) float64 { return e.hand })
		fit := logLoss(samples, func(e outcomeSample) float64 { return e.fit })
		t.Logf("%s: %d positions, log-loss constant %.3f, hand %.3f, fitted %.3f", sc, len(samples), constant, hand, fit)
		if fit >= hand || fit >= constant {
			t.Errorf("%s: the fitted evaluation's log-loss %.3f is not below the hand-written %.3f and the constant %.3f", sc, fit, hand, constant)
		}
	}
}

// TestFittedEvaluationSides: the fitted evaluation's two sides add up to one
// and it is used only where the scenario has weights.
func TestFittedEvaluationSides(t *testing.T) {
	for _, sc := range []string{"first", "second", "third"} {
		g := newGame(t, sc, 1)
		for !g.Settled() || g.Phase() == "deploy" {
			legal := g.Legal(nil)
			g.ApplyLegal(legal[0])
		}
		ev := NewFittedEvaluation()
		r, c := ev.Evaluate(g.Generic(), playerOf(punicwars.Rome)), ev.Evaluate(g.Generic(), playerOf(punicwars.Carthage))
		if math.Abs(r+c-1) > 1e-9 || r <= 0 || r >= 1 {
			t.Errorf("%s: Rome %v, Carthage %v", sc, r, c)
		}
		_, ok := fittedOn(newBoard(g), punicwars.Rome)
		if ok != (sc != "third") {
			t.Errorf("%s: fitted weights %v", sc, ok)
		}
		if sc == "third" && r != NewEvaluation().Evaluate(g.Generic(), playerOf(punicwars.Rome)) {
			t.Errorf("third: the fitted evaluation differs from the hand-written one")
		}
	}
}
