package bot

import (
	_ "embed"
	"math"
	"sync"

	"punic/punicwars"
)

// The fitted evaluation: a logistic regression of heuristic-against-heuristic
// results on the evaluation's terms, one set of weights a scenario. The hand
// evaluation (evaluateOn) was overconfident: over the positions at the start
// of every Game-Turn of such games its log-loss was worse than a constant's
// (First Punic War 0.920 against 0.663, Second 0.840 against 0.689). The
// weights are data, fitted.json, made by "punic train --game punicwars"
// (train.go, fit.go; docs/ai.md, "The fitted evaluation").

// fitTerms is the number of terms the fitted evaluation weighs (termsOf).
const fitTerms = 7

// fitTermNames names termsOf's terms in order, as fitted.json lists them.
var fitTermNames = [fitTerms]string{"vp", "progress", "sp", "treasury", "threat", "besieged", "vp_war"}

// fittedJSON holds each scenario's weights, as "punic train --game punicwars"
// writes them (fittedfile.go; docs/ai.md says how to make it again).
//
//go:embed fitted.json
var fittedJSON []byte

// FittedWeights returns the built-in fitted weights by scenario key, read
// and checked once (ParseFitted); an error means fitted.json is broken.
var FittedWeights = sync.OnceValues(func() (map[string]ScenarioWeights, error) {
	f, err := ParseFitted(fittedJSON)
	if err != nil {
		return nil, err
	}
	return f.Scenarios, nil
})

// fittedWeights is FittedWeights for the evaluation, which cannot return an
// error: the mcts bot checks the file when it is built, the tests always.
func fittedWeights() map[string]ScenarioWeights {
	w, err := FittedWeights()
	if err != nil {
		panic(err)
	}
	return w
}

// termsOf is Rome's terms less Carthage's, as the fitted evaluation weighs
// them: Victory Points over the Automatic Victory Level (18.21); progress
// towards it; Strength Points over both sides' (at least 10); Treasury over
// 50; threats to the capitals (each at most 6); Strength Points besieged; and
// the Victory Points again scaled by how far the war has come (Game-Turn over
// its historical length, at least minWar, at most 1).
func termsOf(b *board) [fitTerms]float64 {
	f := featuresOn(b)
	a, o := f[punicwars.Rome], f[punicwars.Carthage]
	_, auto := winLevels(b.g.Scenario().Levels)
	vp := float64(a.VP-o.VP) / float64(max(auto, 1))
	war := math.Min(1, float64(b.g.Turn())/float64(max(minWar, HistoricalTurns(b.g.Scenario().Years))))
	return [fitTerms]float64{
		vp,
		a.Progress - o.Progress,
		(a.SP - o.SP) / math.Max(10, a.SP+o.SP),
		float64(a.Treasury-o.Treasury) / 50,
		math.Min(a.Threat, 6) - math.Min(o.Threat, 6),
		a.Besieged - o.Besieged,
		vp * war,
	}
}

// predict is Rome's chance by these weights for the terms t.
func (w ScenarioWeights) predict(t [fitTerms]float64) float64 {
	x := w.Intercept
	for i, v := range t {
		x += w.Weights[i] * v
	}
	return sigmoid(x)
}

// fittedOn scores the board's game for side me by the scenario's fitted
// weights; ok is false for a scenario without them (the Third Punic War,
// whose ending differs: 19.34.4).
func fittedOn(b *board, me punicwars.Side) (v float64, ok bool) {
	w, ok := fittedWeights()[b.g.Scenario().Key]
	if !ok {
		return 0, false
	}
	rome := w.predict(termsOf(b))
	if me == punicwars.Rome {
		return rome, true
	}
	return 1 - rome, true
}
