package boardsvg

import "fmt"

// legendHeight is the room the legend takes below the grid.
func legendHeight(r float64) float64 { return 2.2 * r }

// legend explains the symbols along the bottom.
func (c *canvas) legend() {
	r := c.r
	y := c.h - legendHeight(r) + r*0.9
	x := r * 1.5
	c.b.WriteString("<g id=\"legend\">\n")
	item := func(draw func(x, y float64), label string) {
		draw(x, y)
		fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="legend">%s</text>`+"\n", x+r*0.7, y+r*0.25, esc(label))
		x += r * (1.2 + 0.33*float64(len(label)))
	}
	s := r * 0.16
	item(func(x, y float64) {
		fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#111"/>`+"\n", x, y, s)
	}, "Town")
	item(func(x, y float64) {
		fmt.Fprintf(&c.b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#111"/>`+"\n", x-1.3*s, y-1.3*s, 2.6*s, 2.6*s)
	}, "City")
	item(func(x, y float64) {
		fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#111" stroke-width="%.1f"/><rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#111"/>`+"\n", x, y, 2.3*s, 0.5*s, x-1.3*s, y-1.3*s, 2.6*s, 2.6*s)
	}, "Capital (9.24)")
	item(func(x, y float64) { c.mountain(x, y) }, "Mountain")
	item(func(x, y float64) {
		fmt.Fprintf(&c.b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#e08000" stroke-width="%.1f"/>`+"\n", x, y, r*0.4, r*0.1)
	}, "Ferry hex (5.37)")
	for _, l := range []struct{ class, label string }{
		{"ferry", "Ferry hexside"}, {"strait", "All-sea hexside"}, {"landside", "All-land hexside (no fleets)"}, {"border", "Region border"},
	} {
		item(func(x, y float64) {
			fmt.Fprintf(&c.b, `<line class="%s" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`+"\n", l.class, x-r*0.45, y, x+r*0.45, y)
		}, l.label)
	}
	fmt.Fprintf(&c.b, `<text x="%.1f" y="%.1f" class="legend">A reconstruction from Natural Earth coastlines (public domain), not the printed SPI map: see docs/punic-wars-map.md.</text>`+"\n", r*1.5, y+r*1.0)
	c.b.WriteString("</g>\n")
}
