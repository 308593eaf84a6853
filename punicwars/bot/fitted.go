package bot

import (
	"math"

	"punic/punicwars"
)

// The fitted evaluation: a logistic regression of heuristic-against-heuristic
// results on the evaluation's terms, one set of weights a scenario. The hand
// evaluation (evaluateOn) was overconfident: over the positions at the start
// of every Game-Turn of such games its log-loss was worse than a constant's
// (First Punic War 0.920 against 0.663, Second 0.840 against 0.689); the
// fitted weights give 0.620 and 0.655 (docs/ai.md, "The Punic Wars' bots").

// fitTerms is the number of terms the fitted evaluation weighs (termsOf).
const fitTerms = 7

// fittedWeights holds each scenario's weights of termsOf, then Rome's edge
// (the intercept), fitted on 300 (first) and 250 (second) games of the
// heuristic against itself, each action random with probability 0.05, with
// the seeds 9000 on; TestFittedPredicts checks them on games of other seeds.
var fittedWeights = map[string][fitTerms + 1]float64{
	"first":  {0.40, 0.70, 0.42, -0.15, -0.07, 0.13, 2.48, 0.55},
	"second": {0.56, 1.07, 0.14, -0.84, -0.09, -0.11, 0.61, -0.07},
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

// fittedOn scores the board's game for side me by the scenario's fitted
// weights; ok is false for a scenario without them (the Third Punic War,
// whose ending differs: 19.34.4).
func fittedOn(b *board, me punicwars.Side) (v float64, ok bool) {
	w, ok := fittedWeights[b.g.Scenario().Key]
	if !ok {
		return 0, false
	}
	x := w[fitTerms]
	for i, t := range termsOf(b) {
		x += w[i] * t
	}
	rome := sigmoid(x)
	if me == punicwars.Rome {
		return rome, true
	}
	return 1 - rome, true
}
