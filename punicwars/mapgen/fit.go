package main

import (
	"fmt"
	"math"
)

// affine maps (lon, lat) to hex space: X = A·lon + B·lat + C, Y = D·lon + E·lat + F.
type affine struct{ A, B, C, D, E, F float64 }

// apply maps lon, lat to hex space.
func (t affine) apply(lon, lat float64) pt {
	return pt{t.A*lon + t.B*lat + t.C, t.D*lon + t.E*lat + t.F}
}

// invert maps a hex-space point back to lon, lat.
func (t affine) invert(p pt) (lon, lat float64) {
	det := t.A*t.E - t.B*t.D
	x, y := p.X-t.C, p.Y-t.F
	return (t.E*x - t.B*y) / det, (-t.D*x + t.A*y) / det
}

// anchor is a place whose hex the rules text fixes.
type anchor struct {
	Name     string
	Lat, Lon float64
	Col, Row int
}

// anchorResult is how well the fit puts an anchor in its hex.
type anchorResult struct {
	anchor
	Affine   float64 // distance from the affine fit's point to the hex centre, in hexes
	Residual float64 // the same after the nudge (at most nudgeRadius)
	Got      [2]int  // the hex the final projection puts it in (column, row)
}

// projection is the grid's georeference: a least-squares affine map, then a
// smooth nudge (a sum of Gaussian bumps centred on the anchor hexes) that
// moves each anchor just far enough to lie within nudgeRadius of its hex's
// centre. Far from the anchors the nudge fades to nothing.
type projection struct {
	aff     affine
	centres []pt // the anchor hexes' centres
	bumps   []pt // each bump's displacement weight
}

// nudgeRadius is how close to its hex centre the nudge brings an anchor (the
// hex's inner radius is 0.5).
const nudgeRadius = 0.3

// nudgeSigma is the Gaussian bumps' width, in hexes.
const nudgeSigma = 1.5

// nudge is the displacement at hex-space point p.
func (pr *projection) nudge(p pt) pt {
	var d pt
	for i, c := range pr.centres {
		k := math.Exp(-((p.X-c.X)*(p.X-c.X) + (p.Y-c.Y)*(p.Y-c.Y)) / (2 * nudgeSigma * nudgeSigma))
		d.X += k * pr.bumps[i].X
		d.Y += k * pr.bumps[i].Y
	}
	return d
}

// apply maps lon, lat to hex space: the affine point, then nudged (solved by
// fixed-point iteration, which converges because the nudge is gentle).
func (pr *projection) apply(lon, lat float64) pt {
	a := pr.aff.apply(lon, lat)
	p := a
	for range 50 {
		d := pr.nudge(p)
		p = pt{a.X + d.X, a.Y + d.Y}
	}
	return p
}

// invert maps a hex-space point back to lon, lat.
func (pr *projection) invert(p pt) (lon, lat float64) {
	d := pr.nudge(p)
	return pr.aff.invert(pt{p.X - d.X, p.Y - d.Y})
}

// fitGrid fits the projection to the anchors: least squares for the affine
// map, then bumps solved so that each anchor lands within nudgeRadius of its
// hex's centre (an anchor already there is not moved).
func fitGrid(as []anchor) (*projection, []anchorResult, error) {
	if len(as) < 3 {
		return nil, nil, fmt.Errorf("fit: %d anchors, want at least 3", len(as))
	}
	pr := &projection{aff: solve(as)}
	n := len(as)
	want := make([]pt, n) // the displacement each anchor needs
	for i, a := range as {
		c := centre(a.Col, a.Row)
		pr.centres = append(pr.centres, c)
		p := pr.aff.apply(a.Lon, a.Lat)
		if r := math.Hypot(p.X-c.X, p.Y-c.Y); r > nudgeRadius {
			f := nudgeRadius / r
			want[i] = pt{c.X + (p.X-c.X)*f - p.X, c.Y + (p.Y-c.Y)*f - p.Y}
		}
	}
	// The nudge at an anchor's target point must equal its displacement:
	// K·bumps = want, K[i][j] the bump j's weight at target i. The targets
	// depend on the solution only through the points, so solve at the
	// targets.
	targets := make([]pt, n)
	for i, a := range as {
		p := pr.aff.apply(a.Lon, a.Lat)
		targets[i] = pt{p.X + want[i].X, p.Y + want[i].Y}
	}
	k := make([][]float64, n)
	for i := range k {
		k[i] = make([]float64, n)
		for j := range k[i] {
			dx, dy := targets[i].X-pr.centres[j].X, targets[i].Y-pr.centres[j].Y
			k[i][j] = math.Exp(-(dx*dx + dy*dy) / (2 * nudgeSigma * nudgeSigma))
		}
	}
	bx, by := make([]float64, n), make([]float64, n)
	for i := range want {
		bx[i], by[i] = want[i].X, want[i].Y
	}
	vx, err1 := gauss(k, bx)
	vy, err2 := gauss(k, by)
	if err1 != nil || err2 != nil {
		return nil, nil, fmt.Errorf("fit: the nudge has no solution (anchors too close?)")
	}
	for i := range vx {
		pr.bumps = append(pr.bumps, pt{vx[i], vy[i]})
	}
	res := make([]anchorResult, n)
	for i, a := range as {
		c := pr.centres[i]
		p0 := pr.aff.apply(a.Lon, a.Lat)
		p := pr.apply(a.Lon, a.Lat)
		gc, gr := hexAt(p)
		res[i] = anchorResult{anchor: a, Affine: math.Hypot(p0.X-c.X, p0.Y-c.Y), Residual: math.Hypot(p.X-c.X, p.Y-c.Y), Got: [2]int{gc, gr}}
	}
	return pr, res, nil
}

// solve is least squares for the six affine parameters, anchors to hex centres.
func solve(as []anchor) affine {
	var m [3][3]float64
	var bx, by [3]float64
	for _, a := range as {
		v := [3]float64{a.Lon, a.Lat, 1}
		q := centre(a.Col, a.Row)
		for j := range 3 {
			for k := range 3 {
				m[j][k] += v[j] * v[k]
			}
			bx[j] += v[j] * q.X
			by[j] += v[j] * q.Y
		}
	}
	x, _ := gauss([][]float64{m[0][:], m[1][:], m[2][:]}, bx[:])
	y, _ := gauss([][]float64{m[0][:], m[1][:], m[2][:]}, by[:])
	return affine{x[0], x[1], x[2], y[0], y[1], y[2]}
}

// gauss solves a·x = b by Gaussian elimination with partial pivoting.
func gauss(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64{}, a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, fmt.Errorf("singular")
		}
		m[c], m[p] = m[p], m[c]
		for r := range n {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = m[i][n] / m[i][i]
	}
	return x, nil
}
