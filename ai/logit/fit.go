package logit

import (
	"fmt"
	"math"
)

// Method is how Fit minimises the loss.
type Method int

const (
	// Newton is Newton's method with backtracking: a few dozen steps reach
	// the minimum.
	Newton Method = iota
	// GradientDescent is plain gradient descent on the weighted mean
	// log-loss (plus the penalty over the total weight) with a fixed Rate.
	GradientDescent
)

// Config sets up a fit.
type Config struct {
	// Method is Newton (the default) or GradientDescent.
	Method Method
	// Steps bounds the iterations: 0 means 50 for Newton, 3000 for gradient
	// descent.
	Steps int
	// Rate is gradient descent's step size; 0 means 0.5.
	Rate float64
	// Prior is where the fit starts and, with Lambda, what the penalty pulls
	// the term weights towards; nil means zeros (Intercept 0).
	Prior *Model
	// Lambda is the L2 penalty λ/2·Σ(w−prior)² on the term weights (not the
	// intercept), added to the weighted sum of the samples' log-losses: in
	// units of samples of weight 1. 0: none.
	Lambda float64
}

// Fit fits a model of n terms to the samples by cfg.
func Fit(samples []Sample, n int, cfg Config) (Model, error) {
	if err := Check(samples, n); err != nil {
		return Model{}, err
	}
	if cfg.Lambda < 0 || math.IsNaN(cfg.Lambda) || math.IsInf(cfg.Lambda, 0) {
		return Model{}, fmt.Errorf("logit: penalty %v is not a finite number ≥ 0", cfg.Lambda)
	}
	if cfg.Steps < 0 {
		return Model{}, fmt.Errorf("logit: %d steps", cfg.Steps)
	}
	prior := make([]float64, n+1) // the intercept last
	if cfg.Prior != nil {
		if len(cfg.Prior.W) != n {
			return Model{}, fmt.Errorf("logit: the prior has %d terms, not %d", len(cfg.Prior.W), n)
		}
		copy(prior, cfg.Prior.W)
		prior[n] = cfg.Prior.Intercept
	}
	p := problem{samples: samples, n: n, prior: prior, lambda: cfg.Lambda}
	theta := append([]float64(nil), prior...)
	switch cfg.Method {
	case Newton:
		steps := cfg.Steps
		if steps == 0 {
			steps = 50
		}
		p.newton(theta, steps)
	case GradientDescent:
		steps, rate := cfg.Steps, cfg.Rate
		if steps == 0 {
			steps = 3000
		}
		if rate == 0 {
			rate = 0.5
		}
		if !(rate > 0) || math.IsInf(rate, 0) {
			return Model{}, fmt.Errorf("logit: rate %v is not a finite number > 0", rate)
		}
		p.descend(theta, steps, rate)
	default:
		return Model{}, fmt.Errorf("logit: unknown method %d", cfg.Method)
	}
	return Model{W: theta[:n:n], Intercept: theta[n]}, nil
}

// problem is a fit's data: θ holds the n term weights then the intercept.
type problem struct {
	samples []Sample
	n       int
	prior   []float64
	lambda  float64
}

// x is sample s's terms with a 1 for the intercept.
func (p *problem) x(s *Sample, buf []float64) []float64 {
	copy(buf, s.X)
	buf[p.n] = 1
	return buf
}

// z is θ·x.
func z(theta, x []float64) float64 {
	v := 0.0
	for i, t := range theta {
		v += t * x[i]
	}
	return v
}

// loss is the penalised objective: Σ weight·log-loss + λ/2·Σ(w−prior)².
func (p *problem) loss(theta []float64) float64 {
	buf := make([]float64, p.n+1)
	l := 0.0
	for k := range p.samples {
		s := &p.samples[k]
		l += s.weight() * pointLoss(z(theta, p.x(s, buf)), s.Y)
	}
	for i := range p.n {
		d := theta[i] - p.prior[i]
		l += p.lambda / 2 * d * d
	}
	return l
}

// gradient sets g to the objective's gradient at θ and returns the samples'
// total weight; with hess non-nil it sets the Hessian too.
func (p *problem) gradient(theta, g []float64, hess [][]float64) float64 {
	buf := make([]float64, p.n+1)
	clear(g)
	for i := range hess {
		clear(hess[i])
	}
	tot := 0.0
	for k := range p.samples {
		s := &p.samples[k]
		w := s.weight()
		tot += w
		x := p.x(s, buf)
		q := Sigmoid(z(theta, x))
		for i, xi := range x {
			g[i] += w * (q - s.Y) * xi
			if hess != nil {
				for j, xj := range x {
					hess[i][j] += w * q * (1 - q) * xi * xj
				}
			}
		}
	}
	for i := range p.n {
		g[i] += p.lambda * (theta[i] - p.prior[i])
		if hess != nil {
			hess[i][i] += p.lambda
		}
	}
	return tot
}

// descend takes steps of plain gradient descent on the objective over the
// total weight.
func (p *problem) descend(theta []float64, steps int, rate float64) {
	g := make([]float64, len(theta))
	for range steps {
		tot := p.gradient(theta, g, nil)
		for i := range theta {
			theta[i] -= rate * g[i] / tot
		}
	}
}

// newton takes up to steps Newton steps, each halved until the objective
// falls, and stops when none does.
func (p *problem) newton(theta []float64, steps int) {
	m := len(theta)
	g := make([]float64, m)
	hess := make([][]float64, m)
	for i := range hess {
		hess[i] = make([]float64, m)
	}
	next := make([]float64, m)
	for range steps {
		p.gradient(theta, g, hess)
		hess[m-1][m-1] += 1e-9 // an intercept no sample moves
		step := Solve(hess, g)
		cur := p.loss(theta)
		improved := false
		for k := 1.0; k > 1e-6; k /= 2 {
			for i := range next {
				next[i] = theta[i] - k*step[i]
			}
			if p.loss(next) < cur {
				copy(theta, next)
				improved = true
				break
			}
		}
		if !improved {
			return
		}
	}
}

// Solve solves a·x = b by Gaussian elimination with partial pivoting (a
// Newton step's system); a singular direction gets 0. a and b are left as
// they were.
func Solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append(make([]float64, 0, n+1), a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		if math.Abs(m[c][c]) < 1e-12 {
			continue
		}
		for r := range n {
			if r == c {
				continue
			}
			k := m[r][c] / m[c][c]
			for j := c; j <= n; j++ {
				m[r][j] -= k * m[c][j]
			}
		}
	}
	x := make([]float64, n)
	for i := range n {
		if math.Abs(m[i][i]) > 1e-12 {
			x[i] = m[i][n] / m[i][i]
		}
	}
	return x
}
