package bot

import (
	"math"
	"strings"
	"testing"
)

// TestFittedReproducible: fitted.json is what "punic train --game
// punicwars" makes with the settings it records (its defaults: gradient
// descent, 3,000 steps of 0.5), to the last bit but for the summing order.
func TestFittedReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 550 games")
	}
	got, err := FittedWeights()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []string{"first", "second"} {
		w, ok := got[sc]
		if !ok {
			t.Fatalf("%s: no weights", sc)
		}
		samples, err := TrainingGames(TrainingConfig{Scenario: sc, Games: w.Games, Seed: w.Seed, Noise: w.Noise, Every: w.Every, End: w.End, Parallel: 2})
		if err != nil {
			t.Fatal(err)
		}
		fit, err := Fit(samples, FitConfig{})
		if err != nil {
			t.Fatal(err)
		}
		near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
		ok = near(fit.Intercept, w.Intercept) && fit.Positions == w.Positions && near(fit.LogLoss, w.LogLoss)
		for i := range fit.Weights {
			ok = ok && near(fit.Weights[i], w.Weights[i])
		}
		if !ok {
			t.Errorf("%s: refitted %+v, shipped %+v", sc, fit, w)
		}
	}
}

// TestParseFittedRefuses: a weights file with an unknown or Victory-Point-less
// scenario, the wrong terms, a missing intercept or a number out of range is
// refused, saying why; the shipped file's own marshalling reads back.
func TestParseFittedRefuses(t *testing.T) {
	const terms = `"terms": ["vp", "progress", "sp", "treasury", "threat", "besieged", "vp_war"]`
	const w = `"weights": [1, 2, 3, 4, 5, 6, 7]`
	for _, c := range []struct{ file, want string }{
		{`{` + terms + `, "scenarios": {"fourth": {` + w + `, "intercept": 0}}}`, `unknown scenario "fourth"`},
		{`{` + terms + `, "scenarios": {"third": {` + w + `, "intercept": 0}}}`, `"third" does not count Victory Points`},
		{`{` + terms + `, "scenarios": {"first": {"weights": [1, 2], "intercept": 0}}}`, `first: 2 weights, not 7`},
		{`{` + terms + `, "scenarios": {"first": {"weights": [1, 2, 3, 4, 5, 6, 7, 8], "intercept": 0}}}`, `first: 8 weights, not 7`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `}}}`, `first: no intercept`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `, "intercept": 1e999}}}`, `fitted weights:`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `, "intercept": 0, "noise": 2}}}`, `first: noise 2`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `, "intercept": 0, "every": -1}}}`, `first: every -1`},
		{`{` + terms + `, "scenarios": {"second": {` + w + `, "intercept": 0, "end": -2}}}`, `second: end -2`},
		{`{` + terms + `, "scenarios": {}}`, `no scenarios`},
		{`{"terms": ["vp"], "scenarios": {"first": {` + w + `, "intercept": 0}}}`, `1 terms, not 7`},
		{`{"terms": ["vp", "sp", "progress", "treasury", "threat", "besieged", "vp_war"], "scenarios": {"first": {` + w + `, "intercept": 0}}}`, `term 2 is "sp", not "progress"`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `, "intercept": 0, "bias": 1}}}`, `unknown field "bias"`},
		{`{` + terms + `, "scenarios": {"first": {` + w + `, "intercept": 0}}} {}`, `after the object`},
	} {
		if _, err := ParseFitted([]byte(c.file)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.file, err, c.want)
		}
	}
	f, err := ParseFitted(fittedJSON)
	if err != nil {
		t.Fatal(err)
	}
	b, err := MarshalFitted(f)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := ParseFitted(b); err != nil || g.Scenarios["first"].Weights != f.Scenarios["first"].Weights {
		t.Fatalf("marshalled file: %v", err)
	}
}
