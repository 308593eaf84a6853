package bot

import (
	"strings"
	"testing"
)

// TestFittedWeightsAsShipped: fitted.json loads into the numbers that were
// Go literals in fitted.go before it (commit ea293c9).
func TestFittedWeightsAsShipped(t *testing.T) {
	want := map[string][fitTerms + 1]float64{
		"first":  {0.40, 0.70, 0.42, -0.15, -0.07, 0.13, 2.48, 0.55},
		"second": {0.56, 1.07, 0.14, -0.84, -0.09, -0.11, 0.61, -0.07},
	}
	got, err := FittedWeights()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d scenarios, want %d", len(got), len(want))
	}
	for sc, w := range want {
		g := got[sc]
		if [fitTerms + 1]float64(append(g.Weights[:], g.Intercept)) != w {
			t.Errorf("%s: %v %v, want %v", sc, g.Weights, g.Intercept, w)
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
