package bot

import (
	"fmt"

	"punic/ai/logit"
)

// FitConfig sets up the fit of one scenario's weights (Fit).
type FitConfig struct {
	// Newton fits by Newton's method to the minimum; otherwise by plain
	// gradient descent of Steps steps of size Rate, as the shipped weights
	// were (3,000 steps of 0.5 when 0).
	Newton bool
	Steps  int
	Rate   float64
}

// Fit fits the fitted evaluation's weights to training positions: a logistic
// regression of Rome's result (1, ½, 0) on termsOf, with an intercept, every
// position weighing alike (package logit).
func Fit(samples []TrainingSample, cfg FitConfig) (ScenarioWeights, error) {
	xs := make([]logit.Sample, len(samples))
	for i := range samples {
		xs[i] = logit.Sample{X: samples[i].Terms[:], Y: samples[i].Rome}
	}
	lc := logit.Config{Method: logit.GradientDescent, Steps: cfg.Steps, Rate: cfg.Rate}
	if cfg.Newton {
		lc.Method = logit.Newton
	}
	m, err := logit.Fit(xs, fitTerms, lc)
	if err != nil {
		return ScenarioWeights{}, fmt.Errorf("fitted weights: %v", err)
	}
	var w ScenarioWeights
	copy(w.Weights[:], m.W)
	w.Intercept = m.Intercept
	w.Positions = len(samples)
	w.LogLoss = logit.LogLoss(xs, m)
	return w, nil
}
