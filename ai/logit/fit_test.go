package logit

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFitRecoversKnownWeights: on outcomes drawn from a known model, both
// methods find its weights and intercept, and Newton's fit has the lowest
// log-loss of the three.
func TestFitRecoversKnownWeights(t *testing.T) {
	truth := Model{W: []float64{1.5, -2}, Intercept: 0.5}
	r := rand.New(rand.NewPCG(1, 2))
	var samples []Sample
	for range 20000 {
		x := []float64{r.NormFloat64(), r.NormFloat64()}
		y := 0.0
		if r.Float64() < truth.Predict(x) {
			y = 1
		}
		samples = append(samples, Sample{X: x, Y: y})
	}
	nt, err := Fit(samples, 2, Config{})
	if err != nil {
		t.Fatal(err)
	}
	gd, err := Fit(samples, 2, Config{Method: GradientDescent, Steps: 2000, Rate: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Model{nt, gd} {
		for i, w := range truth.W {
			if math.Abs(m.W[i]-w) > 0.1 {
				t.Errorf("weight %d: %v, want %v±0.1", i, m.W[i], w)
			}
		}
		if math.Abs(m.Intercept-truth.Intercept) > 0.1 {
			t.Errorf("intercept %v, want %v±0.1", m.Intercept, truth.Intercept)
		}
	}
	if a, b, c := LogLoss(samples, nt), LogLoss(samples, gd), LogLoss(samples, truth); a > b+1e-9 || a > c+1e-9 {
		t.Errorf("log-loss Newton %v, gradient descent %v, truth %v", a, b, c)
	}
}

// TestFitExactAnswer: with one term taking the values 0 and 1, the fit is
// the empirical log-odds of each group — here a quarter and three quarters,
// given as shares (Y ½-style) and weights — and the L2 penalty pulls the
// weight towards the prior.
func TestFitExactAnswer(t *testing.T) {
	samples := []Sample{
		{X: []float64{0}, Y: 0.25, Weight: 4},
		{X: []float64{1}, Y: 1, Weight: 3},
		{X: []float64{1}, Y: 0},
	}
	m, err := Fit(samples, 1, Config{})
	if err != nil {
		t.Fatal(err)
	}
	// x=0: a quarter, log-odds -ln 3; x=1: three quarters, +ln 3.
	if math.Abs(m.Intercept+math.Log(3)) > 1e-6 || math.Abs(m.W[0]-2*math.Log(3)) > 1e-6 {
		t.Errorf("fit %+v, want intercept %v, weight %v", m, -math.Log(3), 2*math.Log(3))
	}
	pen, err := Fit(samples, 1, Config{Lambda: 100, Prior: &Model{W: []float64{0}}})
	if err != nil {
		t.Fatal(err)
	}
	if !(math.Abs(pen.W[0]) < m.W[0]/5) {
		t.Errorf("penalised weight %v, unpenalised %v", pen.W[0], m.W[0])
	}
}

// TestFitRefuses: bad samples and settings are refused, saying why.
func TestFitRefuses(t *testing.T) {
	ok := []Sample{{X: []float64{1}, Y: 1}}
	for _, c := range []struct {
		samples []Sample
		cfg     Config
		want    string
	}{
		{nil, Config{}, "no samples"},
		{[]Sample{{X: []float64{1, 2}, Y: 1}}, Config{}, "2 terms, not 1"},
		{[]Sample{{X: []float64{math.NaN()}, Y: 1}}, Config{}, "term 0 is NaN"},
		{[]Sample{{X: []float64{1}, Y: 2}}, Config{}, "not between 0 and 1"},
		{[]Sample{{X: []float64{1}, Y: 1, Weight: -1}}, Config{}, "weight -1"},
		{ok, Config{Lambda: -1}, "penalty"},
		{ok, Config{Steps: -1}, "-1 steps"},
		{ok, Config{Method: GradientDescent, Rate: -1}, "rate"},
		{ok, Config{Method: 7}, "unknown method"},
		{ok, Config{Prior: &Model{W: []float64{1, 2}}}, "prior has 2 terms"},
	} {
		if _, err := Fit(c.samples, 1, c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c, err, c.want)
		}
	}
}
