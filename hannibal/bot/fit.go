package bot

import (
	"fmt"
	"math"

	"punic/ai/logit"
)

// FitConfig sets up a fit of the evaluation's weights (Fit).
type FitConfig struct {
	// Prior is where the fit starts and what the penalty pulls towards: its
	// term weights, Scale and EndScale (the logistic width each position's
	// differences are divided by).
	Prior EvalWeights
	// Lambda is the L2 penalty towards Prior's weights, in games.
	Lambda float64
	// Phases fits two sets of weights, one for the first turn and one for the
	// last, the evaluation blending them by lateness; otherwise one set.
	Phases bool
	// Iterations of Newton's method; 0 means 30.
	Iterations int
}

// Learned is the result of a fit: the weights of the first turn (Early) and of
// the last (Late; equal to Early without phases), the fitted intercept (the
// side balance: Rome's log-odds at an even evaluation, not used by the
// evaluation) and the fit's log loss per game against the prior's.
type Learned struct {
	Early, Late       EvalWeights
	Bias              float64
	Games, Positions  int
	RomeWins          int
	LogLoss, PriorLog float64
	Lambda            float64
	Bots              [2]string
}

// Fit fits the evaluation's term weights to the samples' outcomes by a
// logistic regression of who won on the terms' differences divided by the
// evaluation's width for the turn (Newton's method with backtracking, an L2
// penalty pulling each weight towards cfg.Prior's, an intercept that absorbs
// the side balance). With cfg.Phases each term has a weight for the first
// turn and one for the last, blended linearly by lateness.
func Fit(samples []Sample, cfg FitConfig) (Learned, error) {
	if len(samples) == 0 {
		return Learned{}, fmt.Errorf("fit: no positions")
	}
	if cfg.Iterations <= 0 {
		cfg.Iterations = 30
	}
	w0 := cfg.Prior.vector()
	nt := NumTerms
	if cfg.Phases {
		nt = 2 * NumTerms
	}
	n := nt + 1 // the intercept last
	theta := make([]float64, n)
	prior := make([]float64, n)
	for i := range nt {
		prior[i] = w0[i%NumTerms]
	}
	copy(theta, prior)
	x := make([]float64, n)
	features := func(s *Sample) []float64 {
		sc := cfg.Prior.Scale + s.Late*(cfg.Prior.EndScale-cfg.Prior.Scale)
		for i, d := range s.D {
			if cfg.Phases {
				x[i] = d / sc * (1 - s.Late)
				x[NumTerms+i] = d / sc * s.Late
			} else {
				x[i] = d / sc
			}
		}
		x[nt] = 1
		return x
	}
	logLoss := func(th []float64) float64 {
		ll := 0.0
		for k := range samples {
			s := &samples[k]
			z := 0.0
			for i, v := range features(s) {
				z += th[i] * v
			}
			p := 1 / (1 + math.Exp(-z))
			if s.Rome {
				ll -= s.Weigh * math.Log(max(p, 1e-12))
			} else {
				ll -= s.Weigh * math.Log(max(1-p, 1e-12))
			}
		}
		return ll
	}
	penalized := func(th []float64) float64 {
		l := logLoss(th)
		for i := range nt {
			l += cfg.Lambda / 2 * (th[i] - prior[i]) * (th[i] - prior[i])
		}
		return l
	}
	grad := make([]float64, n)
	hess := make([][]float64, n)
	for i := range hess {
		hess[i] = make([]float64, n)
	}
	next := make([]float64, n)
	for range cfg.Iterations {
		for i := range grad {
			grad[i] = 0
			clear(hess[i])
		}
		for k := range samples {
			s := &samples[k]
			f := features(s)
			z := 0.0
			for i, v := range f {
				z += theta[i] * v
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if s.Rome {
				y = 1
			}
			for i, vi := range f {
				grad[i] += s.Weigh * (p - y) * vi
				for j, vj := range f {
					hess[i][j] += s.Weigh * p * (1 - p) * vi * vj
				}
			}
		}
		for i := range nt {
			grad[i] += cfg.Lambda * (theta[i] - prior[i])
			hess[i][i] += cfg.Lambda
		}
		hess[nt][nt] += 1e-6
		step := logit.Solve(hess, grad)
		cur := penalized(theta)
		improved := false
		for k := 1.0; k > 1e-4; k /= 2 { // backtracking
			for i := range next {
				next[i] = theta[i] - k*step[i]
			}
			if penalized(next) < cur {
				copy(theta, next)
				improved = true
				break
			}
		}
		if !improved {
			break
		}
	}
	games := 0.0
	for _, s := range samples {
		games += s.Weigh
	}
	zero := append([]float64(nil), prior...)
	zero[nt] = 0
	l := Learned{Early: cfg.Prior, Late: cfg.Prior, Bias: theta[nt], Positions: len(samples),
		LogLoss: logLoss(theta) / games, PriorLog: logLoss(zero) / games, Lambda: cfg.Lambda}
	var early, late [NumTerms]float64
	copy(early[:], theta[:NumTerms])
	copy(late[:], theta[:NumTerms])
	if cfg.Phases {
		copy(late[:], theta[NumTerms:nt])
	}
	l.Early.setVector(early)
	l.Late.setVector(late)
	return l, nil
}

// setVector sets the term weights from a vector in the order of vector.
func (w *EvalWeights) setVector(v [NumTerms]float64) {
	w.PP, w.Progress, w.NonScoring, w.PC, w.City, w.CU, w.Army = v[0], v[1], v[2], v[3], v[4], v[5], v[6]
	w.General, w.Hannibal, w.Siege, w.CapSiege, w.Threat, w.Pressure, w.TieBreak = v[7], v[8], v[9], v[10], -v[11], v[12], v[13]
}
