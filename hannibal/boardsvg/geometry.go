package boardsvg

import (
	"math"
	"strings"
)

// pt is a point of the drawing.
type pt struct{ x, y float64 }

// rect is an axis-aligned box: the area a symbol or a label takes.
type rect struct{ x0, y0, x1, y1 float64 }

// box returns the rectangle of width w and height h centred on c.
func box(c pt, w, h float64) rect { return rect{c.x - w/2, c.y - h/2, c.x + w/2, c.y + h/2} }

// overlap returns the area two boxes share.
func (r rect) overlap(o rect) float64 {
	w := math.Min(r.x1, o.x1) - math.Max(r.x0, o.x0)
	h := math.Min(r.y1, o.y1) - math.Max(r.y0, o.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// inside reports whether the box lies wholly within o.
func (r rect) inside(o rect) bool {
	return r.x0 >= o.x0 && r.y0 >= o.y0 && r.x1 <= o.x1 && r.y1 <= o.y1
}

// contains reports whether p lies in the box.
func (r rect) contains(p pt) bool { return p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1 }

// crosses reports whether the segment a-b meets the box.
func (r rect) crosses(a, b pt) bool {
	if r.contains(a) || r.contains(b) {
		return true
	}
	corners := [4]pt{{r.x0, r.y0}, {r.x1, r.y0}, {r.x1, r.y1}, {r.x0, r.y1}}
	for i := range corners {
		if segmentsMeet(a, b, corners[i], corners[(i+1)%4]) {
			return true
		}
	}
	return false
}

// segmentsMeet reports whether segments p-q and r-s intersect.
func segmentsMeet(p, q, r, s pt) bool {
	d1, d2 := cross(r, s, p), cross(r, s, q)
	d3, d4 := cross(p, q, r), cross(p, q, s)
	return d1*d2 < 0 && d3*d4 < 0
}

// cross is the z component of (b-a) x (c-a).
func cross(a, b, c pt) float64 { return (b.x-a.x)*(c.y-a.y) - (b.y-a.y)*(c.x-a.x) }

// dist is the distance between two points.
func dist(a, b pt) float64 { return math.Hypot(a.x-b.x, a.y-b.y) }

// distToSegment is the distance from p to the segment a-b.
func distToSegment(p, a, b pt) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return dist(p, a)
	}
	t := math.Max(0, math.Min(1, ((p.x-a.x)*dx+(p.y-a.y)*dy)/l2))
	return dist(p, pt{a.x + t*dx, a.y + t*dy})
}

// trim shortens the segment a-b by da at a and db at b.
func trim(a, b pt, da, db float64) (pt, pt) {
	d := dist(a, b)
	if d <= da+db {
		return a, b
	}
	ux, uy := (b.x-a.x)/d, (b.y-a.y)/d
	return pt{a.x + ux*da, a.y + uy*da}, pt{b.x - ux*db, b.y - uy*db}
}

// offset moves the segment a-b sideways by k (to the left of a→b for k > 0).
func offset(a, b pt, k float64) (pt, pt) {
	d := dist(a, b)
	nx, ny := -(b.y-a.y)/d*k, (b.x-a.x)/d*k
	return pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}
}

// zigzag returns path data for a zigzag from a to b with peaks amp to either side,
// one peak every step units; the ends stay on the straight line.
func zigzag(a, b pt, amp, step float64) string {
	d := dist(a, b)
	n := int(math.Max(2, math.Round(d/step)))
	ux, uy := (b.x-a.x)/d, (b.y-a.y)/d
	nx, ny := -uy, ux
	var sb strings.Builder
	sb.WriteString("M" + num(a.x) + " " + num(a.y))
	for i := 1; i < n; i++ {
		t := d * float64(i) / float64(n)
		side := amp
		if i%2 == 0 {
			side = -amp
		}
		sb.WriteString(" L" + num(a.x+ux*t+nx*side) + " " + num(a.y+uy*t+ny*side))
	}
	sb.WriteString(" L" + num(b.x) + " " + num(b.y))
	return sb.String()
}

// polygon returns the "points" attribute of a regular polygon of n corners around c,
// the first corner at angle start (radians, 0 = east).
func polygon(c pt, r float64, n int, start float64) string {
	parts := make([]string, n)
	for i := range parts {
		a := start + 2*math.Pi*float64(i)/float64(n)
		parts[i] = num(c.x+r*math.Cos(a)) + "," + num(c.y+r*math.Sin(a))
	}
	return strings.Join(parts, " ")
}

// star returns the "points" attribute of a five-pointed star around c.
func star(c pt, r float64) string {
	parts := make([]string, 10)
	for i := range parts {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + math.Pi*float64(i)/5
		parts[i] = num(c.x+rr*math.Cos(a)) + "," + num(c.y+rr*math.Sin(a))
	}
	return strings.Join(parts, " ")
}

// textWidth estimates the width of a line of text in a sans-serif face.
func textWidth(s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case r == ' ' || r == '.' || r == ',' || r == '(' || r == ')' || r == '/' || r == 'i' || r == 'l' || r == 'I':
			w += 0.32
		case r >= 'A' && r <= 'Z', r == 'm', r == 'w', r == 'M', r == 'W':
			w += 0.72
		default:
			w += 0.56
		}
	}
	return w * size
}
