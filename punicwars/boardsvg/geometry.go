package boardsvg

import (
	"math"

	"punic/punicwars/hexmap"
)

// Geometry is where Render puts the map: the drawing's size and every hex's
// centre, in the SVG's own units. A page that draws over the SVG (the web
// app's stacks and targets) places them with it.
type Geometry struct {
	Width, Height float64 // the drawing's size (its viewBox)
	HexSize       float64 // a hex's corner radius
	top           float64 // room above the grid (the title)
	m             *hexmap.Map
}

// Layout is the geometry Render uses for m with opt.
func Layout(m *hexmap.Map, opt Options) Geometry {
	r := opt.size()
	g := Geometry{HexSize: r, m: m}
	if opt.Title != "" {
		g.top = 2 * r
	}
	cols := float64(m.LastCol - m.FirstCol + 1)
	rows := float64(m.LastRow - m.FirstRow + 1)
	g.Width = r*(1.5*cols+0.5) + 2*r
	g.Height = g.top + r*math.Sqrt(3)*(rows+0.5) + 2*r + legendHeight(r)
	return g
}

// Centre is hex h's centre. Columns are vertical; even columns sit half a hex
// lower than odd ones (package hexmap).
func (g Geometry) Centre(h hexmap.HexID) (float64, float64) {
	x := g.m.Hex(h)
	r := g.HexSize
	px := r + r + 1.5*r*float64(x.Col-g.m.FirstCol)
	row := float64(x.Row - g.m.FirstRow)
	if x.Col%2 == 0 {
		row += 0.5
	}
	py := g.top + r + r*math.Sqrt(3)*(row+0.5)
	return px, py
}
