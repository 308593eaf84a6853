package logit

import (
	"fmt"
	"math"
)

// Sample is one observation: its terms, its outcome Y (1 happened, 0 did not,
// anything between for a share such as a draw's ½) and its Weight (0 counts
// as 1).
type Sample struct {
	X      []float64
	Y      float64
	Weight float64
}

// weight is the sample's weight, 0 meaning 1.
func (s *Sample) weight() float64 {
	if s.Weight == 0 {
		return 1
	}
	return s.Weight
}

// Model is a fitted logistic regression: a weight per term and the intercept.
type Model struct {
	W         []float64
	Intercept float64
}

// Sigmoid is the logistic curve 1/(1+e^-z).
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Z is the model's log-odds for terms x (len(x) = len(m.W)).
func (m Model) Z(x []float64) float64 {
	z := m.Intercept
	for i, w := range m.W {
		z += w * x[i]
	}
	return z
}

// Predict is the model's chance of the outcome for terms x.
func (m Model) Predict(x []float64) float64 { return Sigmoid(m.Z(x)) }

// LogLoss is the model's weighted mean log-loss over the samples (the
// predictions clamped to [1e-12, 1-1e-12]); NaN without samples.
func LogLoss(samples []Sample, m Model) float64 {
	l, tot := 0.0, 0.0
	for k := range samples {
		s := &samples[k]
		w := s.weight()
		l += w * pointLoss(m.Z(s.X), s.Y)
		tot += w
	}
	return l / tot
}

// pointLoss is the log-loss of log-odds z for outcome y.
func pointLoss(z, y float64) float64 {
	p := math.Min(1-1e-12, math.Max(1e-12, Sigmoid(z)))
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

// Check reports the first problem of samples for a model of n terms: no
// samples, a sample with another number of terms, a term, outcome or weight
// that is not finite, an outcome outside [0, 1] or a negative weight.
func Check(samples []Sample, n int) error {
	if len(samples) == 0 {
		return fmt.Errorf("logit: no samples")
	}
	for k := range samples {
		s := &samples[k]
		if len(s.X) != n {
			return fmt.Errorf("logit: sample %d has %d terms, not %d", k, len(s.X), n)
		}
		for i, v := range s.X {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("logit: sample %d term %d is %v", k, i, v)
			}
		}
		if !(s.Y >= 0 && s.Y <= 1) {
			return fmt.Errorf("logit: sample %d outcome %v is not between 0 and 1", k, s.Y)
		}
		if !(s.Weight >= 0) || math.IsInf(s.Weight, 0) {
			return fmt.Errorf("logit: sample %d weight %v", k, s.Weight)
		}
	}
	return nil
}
