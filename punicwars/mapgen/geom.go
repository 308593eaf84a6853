package main

import "math"

// Hex space: hex centres one unit apart; x grows east, y grows south. Columns
// are √3/2 apart; even columns sit half a hex lower (package hexmap).

// colStep is the distance between two columns.
var colStep = math.Sqrt(3) / 2

// hexRadius is the distance from a hex's centre to its corners.
var hexRadius = 1 / math.Sqrt(3)

// pt is a point in hex space.
type pt struct{ X, Y float64 }

// centre returns the centre of the hex at column c, row r.
func centre(c, r int) pt {
	y := float64(r)
	if c%2 == 0 {
		y += 0.5
	}
	return pt{float64(c) * colStep, y}
}

// hexAt returns the column and row of the hex containing p.
func hexAt(p pt) (int, int) {
	c0 := int(math.Round(p.X / colStep))
	bc, br, best := 0, 0, math.Inf(1)
	for c := c0 - 1; c <= c0+1; c++ {
		r0 := p.Y
		if c%2 == 0 {
			r0 -= 0.5
		}
		for r := int(math.Floor(r0)); r <= int(math.Floor(r0))+1; r++ {
			q := centre(c, r)
			if d := math.Hypot(q.X-p.X, q.Y-p.Y); d < best {
				bc, br, best = c, r, d
			}
		}
	}
	return bc, br
}

// corner returns corner k (0..5) of the hex centred at p: corner 0 is due east,
// then clockwise (y grows south).
func corner(p pt, k int) pt {
	a := float64(k) * math.Pi / 3
	return pt{p.X + hexRadius*math.Cos(a), p.Y + hexRadius*math.Sin(a)}
}

// sideCorners are the two corners bounding each side, by hexmap.Direction
// (n, ne, se, s, sw, nw).
var sideCorners = [6][2]int{{4, 5}, {5, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}}

// hexSamples are offsets inside a hex, evenly spread, for measuring its land.
var hexSamples = func() []pt {
	var s []pt
	const n = 8
	for i := -n; i <= n; i++ {
		for j := -n; j <= n; j++ {
			dx, dy := float64(i)*hexRadius/n, float64(j)*0.5/n
			if insideHex(dx, dy) {
				s = append(s, pt{dx, dy})
			}
		}
	}
	return s
}()

// insideHex reports whether offset (dx, dy) from a centre lies inside the
// flat-topped hex of centre distance 1.
func insideHex(dx, dy float64) bool {
	dx, dy = math.Abs(dx), math.Abs(dy)
	// Flat top and bottom at dy = 1/2; slanted sides through the corner
	// (R, 0) and (R/2, 1/2).
	return dy <= 0.5 && dy <= math.Sqrt(3)*(hexRadius-dx)
}
