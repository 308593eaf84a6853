package boardsvg

import (
	"punic/hannibal/data"
)

// connections writes every connection, drawn by its kind (rule 10.6).
func (g *drawing) connections() {
	s := &g.out
	s.open("g", "id", "connections", "fill", "none", "stroke-linecap", "round", "stroke-linejoin", "round")
	for _, c := range g.b.Connections {
		a, b := g.b.Spaces[c.A], g.b.Spaces[c.B]
		kind := c.Kind.String()
		s.open("g", "class", "connection "+kind, "data-connection", a.Key+" "+b.Key, "data-kind", kind)
		s.title(connectionTitle(a.Name, b.Name, c))
		g.route(g.at(c.A), g.at(c.B), c.Kind, c.NeedsControl)
		g.segment(g.at(c.A), g.at(c.B), "class", "hit", "stroke", "transparent", "stroke-width", "14")
		s.close("g")
	}
	s.close("g")
}

// route draws the line from p to q for a connection kind: a solid line; a
// white-cored zigzag for an Alps pass; a dark zigzag for a non-Alps pass; a dashed
// line for a strait, doubled where crossing on land needs control of both ends.
func (g *drawing) route(p, q pt, kind data.ConnKind, needsControl bool) {
	switch kind {
	case data.Normal:
		g.segment(p, q, "stroke", roadColour, "stroke-width", "3")
	case data.AlpsPass, data.Pass:
		zp, zq := trim(p, q, hexR+2, hexR+2)
		d := "M" + num(p.x) + " " + num(p.y) + " L" + num(zp.x) + " " + num(zp.y) +
			" M" + num(zq.x) + " " + num(zq.y) + " L" + num(q.x) + " " + num(q.y)
		g.out.empty("path", "d", d, "stroke", passColour, "stroke-width", "3")
		z := zigzag(zp, zq, 7, 11)
		if kind == data.AlpsPass {
			g.out.empty("path", "d", z, "stroke", passColour, "stroke-width", "8.5")
			g.out.empty("path", "d", z, "stroke", "#ffffff", "stroke-width", "4")
		} else {
			g.out.empty("path", "d", z, "stroke", passColour, "stroke-width", "3.5")
		}
	case data.Strait:
		p, q = trim(p, q, hexR, hexR)
		dash := []string{"stroke", seaColour, "stroke-width", "4", "stroke-dasharray", "7 5", "stroke-linecap", "butt"}
		if !needsControl {
			g.segment(p, q, dash...)
			return
		}
		p1, q1 := offset(p, q, 4)
		p2, q2 := offset(p, q, -4)
		g.segment(p1, q1, dash...)
		g.segment(p2, q2, dash...)
	}
}

// segment writes a straight line with the given attributes.
func (g *drawing) segment(p, q pt, attrs ...string) {
	g.out.empty("line", append([]string{"x1", num(p.x), "y1", num(p.y), "x2", num(q.x), "y2", num(q.y)}, attrs...)...)
}

// connectionTitle is the tooltip of a connection.
func connectionTitle(a, b string, c data.Connection) string {
	t := a + " \u2013 " + b + ": "
	switch c.Kind {
	case data.Normal:
		t += "connection"
	case data.AlpsPass:
		t += "Alps pass (2 MPs, attrition, 10.6)"
	case data.Pass:
		t += "non-Alps pass (2 MPs, attrition \u22122, 10.6)"
	case data.Strait:
		t += "strait (2 MPs, 10.6)"
		if c.NeedsControl {
			t += "; crossing on land needs control of both ends"
		}
	}
	if c.Doubt != "" {
		t += "; doubt: " + c.Doubt
	}
	return t
}
