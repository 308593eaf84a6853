package boardsvg

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strings"

	"punic/punicwars/hexmap"
)

// canvas is one drawing in progress: the map, the options and the geometry.
type canvas struct {
	m      *hexmap.Map
	o      Options
	r      float64 // corner radius
	geo    Geometry
	w, h   float64
	colour map[string]string
	b      bytes.Buffer
}

// Render draws m as an SVG document.
func Render(m *hexmap.Map, opt Options) []byte {
	c := &canvas{m: m, o: opt, r: opt.size(), geo: Layout(m, opt)}
	c.w, c.h = c.geo.Width, c.geo.Height
	c.colour = regionColours(m)
	fmt.Fprintf(&c.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">`+"\n", c.w, c.h, c.w, c.h)
	c.style()
	fmt.Fprintf(&c.b, `<rect width="100%%" height="100%%" fill="#f4efe1"/>`+"\n")
	if opt.Title != "" {
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="title">%s</text>`+"\n", c.w/2, c.r*1.4, esc(opt.Title))
	}
	c.hexes()
	c.sides()
	c.labels()
	c.regionLabels()
	c.sites()
	if !opt.HideNumbers {
		c.numbers()
	}
	c.legend()
	c.b.WriteString("</svg>\n")
	return c.b.Bytes()
}

// style writes the stylesheet.
func (c *canvas) style() {
	fs := c.r / 20
	fmt.Fprintf(&c.b, `<style>
.sea{fill:#a9cbe3}
.hexline{stroke:#ffffff;stroke-opacity:0.35;stroke-width:%.2f;fill:none}
.coast{stroke:#2f5d7c;stroke-width:%.2f;stroke-linecap:round}
.strait{stroke:#2f5d7c;stroke-width:%.2f;stroke-linecap:round}
.landside{stroke:#7a5a2b;stroke-width:%.2f;stroke-dasharray:%.1f %.1f}
.border{stroke:#b2182b;stroke-width:%.2f;stroke-linecap:round;stroke-dasharray:%.1f %.1f}
.ferry{stroke:#e08000;stroke-width:%.2f;stroke-dasharray:%.1f %.1f}
.mtn{fill:#6b4f2a;fill-opacity:0.75}
.num{font-size:%.1fpx;fill:#333;fill-opacity:0.7;text-anchor:middle}
.place{font-size:%.1fpx;fill:#111;text-anchor:middle;paint-order:stroke;stroke:#f8f4e8;stroke-width:%.1f}
.cap{font-size:%.1fpx;font-weight:bold;fill:#111;text-anchor:middle;paint-order:stroke;stroke:#f8f4e8;stroke-width:%.1f}
.region{font-size:%.1fpx;font-weight:bold;fill:#5a1010;text-anchor:middle;letter-spacing:0.5px;paint-order:stroke;stroke:#fffaf0;stroke-width:%.1f;stroke-opacity:0.8}
.sealabel{font-size:%.1fpx;font-style:italic;letter-spacing:2px;fill:#2f5d7c;fill-opacity:0.8;text-anchor:middle}
.title{font-size:%.1fpx;font-weight:bold;text-anchor:middle;fill:#222}
.legend{font-size:%.1fpx;fill:#222}
</style>
`, 0.8*fs, 2.6*fs, 3.2*fs, 2*fs, 3*fs, 2*fs, 3*fs, 4*fs, 2*fs, 4.5*fs, 5*fs, 3*fs,
		6.5*fs, 8*fs, 2.5*fs, 8*fs, 2.5*fs, 9*fs, 3*fs, 10*fs, 14*fs, 9*fs)
}

// centre is hex h's centre on the canvas.
func (c *canvas) centre(h hexmap.HexID) (float64, float64) { return c.geo.Centre(h) }

// corner is corner k of hex h (0 east, then clockwise; y grows down).
func (c *canvas) corner(h hexmap.HexID, k int) (float64, float64) {
	x, y := c.centre(h)
	a := float64(k) * math.Pi / 3
	return x + c.r*math.Cos(a), y + c.r*math.Sin(a)
}

// sideCorners are the corners bounding each side, by hexmap.Direction.
var sideCorners = [6][2]int{{4, 5}, {5, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}}

// hexPath is the outline of hex h.
func (c *canvas) hexPath(h hexmap.HexID) string {
	var s strings.Builder
	for k := range 6 {
		x, y := c.corner(h, k)
		if k == 0 {
			fmt.Fprintf(&s, "M%.1f %.1f", x, y)
		} else {
			fmt.Fprintf(&s, "L%.1f %.1f", x, y)
		}
	}
	s.WriteString("Z")
	return s.String()
}

// hexes fills every hex: sea, or land in its region's colour, with a mountain
// mark on mountain hexes.
func (c *canvas) hexes() {
	c.b.WriteString("<g id=\"hexes\">\n")
	for i := range c.m.Hexes {
		h := hexmap.HexID(i)
		x := c.m.Hex(h)
		fill := `class="sea"`
		if x.Land() {
			fill = fmt.Sprintf(`fill="%s"`, c.colour[x.Region])
		}
		// Each hex's fill carries its number: the web app finds a hex by it.
		fmt.Fprintf(&c.b, `<path id="hex-%04d" data-hex="%04d" d="%s" %s/>`+"\n", x.Num, x.Num, c.hexPath(h), fill)
		fmt.Fprintf(&c.b, `<path d="%s" class="hexline"/>`+"\n", c.hexPath(h))
		if x.Terrain == hexmap.Mountain {
			cx, cy := c.centre(h)
			c.mountain(cx, cy+c.r*0.15)
		}
	}
	c.b.WriteString("</g>\n")
}

// mountain draws two peaks centred at (x, y).
func (c *canvas) mountain(x, y float64) {
	s := c.r * 0.28
	fmt.Fprintf(&c.b, `<path class="mtn" d="M%.1f %.1fL%.1f %.1fL%.1f %.1fZM%.1f %.1fL%.1f %.1fL%.1f %.1fZ"/>`+"\n",
		x-1.6*s, y+s, x-0.5*s, y-s, x+0.6*s, y+s,
		x-0.2*s, y+s, x+0.8*s, y-0.6*s, x+1.8*s, y+s)
}

// sides draws the coast, straits between land hexes, all-land sides between
// coastal hexes, region borders and ferry hexsides, each side once.
func (c *canvas) sides() {
	type line struct {
		class          string
		x1, y1, x2, y2 float64
	}
	var lines []line
	for i := range c.m.Hexes {
		h := hexmap.HexID(i)
		x := c.m.Hex(h)
		for d := hexmap.N; d <= hexmap.NW; d++ {
			n := c.m.Neighbor(h, d)
			if n == hexmap.NoHex || n < h {
				continue
			}
			y := c.m.Hex(n)
			x1, y1 := c.corner(h, sideCorners[d][0])
			x2, y2 := c.corner(h, sideCorners[d][1])
			k := c.m.Side(h, d)
			switch {
			case x.Land() != y.Land():
				lines = append(lines, line{"coast", x1, y1, x2, y2})
			case x.Land() && k == hexmap.SeaSide:
				lines = append(lines, line{"strait", x1, y1, x2, y2})
			case x.Land() && k == hexmap.LandSide && x.Coastal && y.Coastal:
				lines = append(lines, line{"landside", x1, y1, x2, y2})
			}
			if x.Land() && y.Land() && x.Region != y.Region && k != hexmap.SeaSide {
				lines = append(lines, line{"border", x1, y1, x2, y2})
			}
			if k == hexmap.Ferry {
				lines = append(lines, line{"ferry", x1, y1, x2, y2})
			}
		}
	}
	order := map[string]int{"landside": 0, "coast": 1, "strait": 2, "border": 3, "ferry": 4}
	sort.SliceStable(lines, func(i, j int) bool { return order[lines[i].class] < order[lines[j].class] })
	c.b.WriteString("<g id=\"sides\">\n")
	for _, l := range lines {
		fmt.Fprintf(&c.b, `<line class="%s" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`+"\n", l.class, l.x1, l.y1, l.x2, l.y2)
	}
	c.b.WriteString("</g>\n")
}

// sites draws towns (circles), cities (squares), capitals (a square in a
// ring), ferry hexes (an anchor ring) and their names.
func (c *canvas) sites() {
	c.b.WriteString("<g id=\"places\">\n")
	for i := range c.m.Hexes {
		h := hexmap.HexID(i)
		x := c.m.Hex(h)
		if x.Site == hexmap.NoSite && !x.Ferry {
			continue
		}
		cx, cy := c.centre(h)
		s := c.r * 0.16
		if x.Ferry {
			fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#e08000" stroke-width="%.1f"/>`+"\n", cx, cy, c.r*0.55, c.r*0.1)
		}
		switch x.Site {
		case hexmap.Town:
			fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#111"/>`+"\n", cx, cy, s)
		case hexmap.City:
			if x.Capital {
				fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#111" stroke-width="%.1f"/>`+"\n", cx, cy, 2.3*s, 0.5*s)
			}
			fmt.Fprintf(&c.b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#111"/>`+"\n", cx-1.3*s, cy-1.3*s, 2.6*s, 2.6*s)
		}
		if x.Name == "" {
			continue
		}
		class := "place"
		if x.Capital {
			class = "cap"
		}
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="%s">%s</text>`+"\n", cx, cy+c.r*0.62, class, esc(x.Name))
	}
	c.b.WriteString("</g>\n")
}

// regionLabels prints each region's name and value in the hex nearest the
// middle of its hexes that has no place name.
func (c *canvas) regionLabels() {
	type acc struct {
		sx, sy float64
		hexes  []hexmap.HexID
	}
	regs := map[string]*acc{}
	var keys []string
	for i := range c.m.Hexes {
		h := hexmap.HexID(i)
		x := c.m.Hex(h)
		if !x.Land() {
			continue
		}
		a := regs[x.Region]
		if a == nil {
			a = &acc{}
			regs[x.Region] = a
			keys = append(keys, x.Region)
		}
		px, py := c.centre(h)
		a.sx += px
		a.sy += py
		a.hexes = append(a.hexes, h)
	}
	sort.Strings(keys)
	c.b.WriteString("<g id=\"regions\">\n")
	for _, k := range keys {
		a := regs[k]
		mx, my := a.sx/float64(len(a.hexes)), a.sy/float64(len(a.hexes))
		best, bd := a.hexes[0], math.Inf(1)
		for _, h := range a.hexes {
			px, py := c.centre(h)
			d := math.Hypot(px-mx, py-my)
			if c.m.Hex(h).Name != "" {
				d += 2 * c.r
			}
			for _, n := range c.m.Neighbors(h) {
				if n != hexmap.NoHex && c.m.Hex(n).Name != "" {
					d += 0.6 * c.r
				}
			}
			if d < bd {
				best, bd = h, d
			}
		}
		name := k
		if n, ok := c.o.RegionNames[k]; ok {
			name = n
		}
		px, py := c.centre(best)
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="region">%s</text>`+"\n", px, py-c.r*0.1, esc(strings.ToUpper(name)))
		if v, ok := c.o.RegionValues[k]; ok {
			fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="region">%d</text>`+"\n", px, py+c.r*0.45, v)
		}
	}
	c.b.WriteString("</g>\n")
}

// labels prints the free labels; a label on a hex off the map is left out.
func (c *canvas) labels() {
	c.b.WriteString("<g id=\"labels\">\n")
	for _, l := range c.o.Labels {
		h := c.m.ID(l.Hex)
		if h == hexmap.NoHex {
			continue
		}
		x, y := c.centre(h)
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="sealabel">%s</text>`+"\n", x, y+c.r*0.2, esc(l.Text))
	}
	c.b.WriteString("</g>\n")
}

// numbers prints each hex's number near its top edge.
func (c *canvas) numbers() {
	c.b.WriteString("<g id=\"numbers\">\n")
	for i := range c.m.Hexes {
		h := hexmap.HexID(i)
		cx, cy := c.centre(h)
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="num" data-hex="%04d">%s</text>`+"\n", cx, cy-c.r*0.58, c.m.Hex(h).Num, hexmap.HexNum(c.m.Hex(h).Num))
	}
	c.b.WriteString("</g>\n")
}

// esc escapes text for XML.
func esc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
