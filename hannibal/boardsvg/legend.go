package boardsvg

import (
	"punic/hannibal/data"
)

// Where the title and the legend go: empty corners of the map (top left above
// Gaul and Spain, bottom left below Spain and west of Numidia).
var (
	titleArea  = rect{20, 18, 1060, 118}
	legendArea = rect{24, 1146, 852, 1556}
)

// legend text sizes.
const (
	legendHead = 22.0
	legendSub  = 18.0
	legendText = 16.0
	legendRow  = 38.0
)

// titleBox is the area the title takes.
func (g *drawing) titleBox() rect { return titleArea }

// legendBox is the area the legend takes.
func (g *drawing) legendBox() rect { return legendArea }

// heading writes the title and subtitle.
func (g *drawing) heading() {
	s := &g.out
	s.open("g", "id", "title", "fill", ink)
	s.text("text", g.opts.Title, "class", "label", "x", num(titleArea.x0+16), "y", num(titleArea.y0+50),
		"font-size", "44", "font-weight", "700", "font-family", "Georgia, 'Times New Roman', serif")
	s.text("text", g.opts.Subtitle, "class", "label", "x", num(titleArea.x0+18), "y", num(titleArea.y0+84),
		"font-size", "22")
	s.close("g")
}

// legend writes the key to every symbol, colour and line of the drawing.
func (g *drawing) legend() {
	s := &g.out
	a := legendArea
	s.open("g", "id", "legend", "class", "legend")
	s.empty("rect", "x", num(a.x0), "y", num(a.y0), "width", num(a.x1-a.x0), "height", num(a.y1-a.y0),
		"rx", "10", "fill", halo, "stroke", ink, "stroke-width", "1.5", "opacity", "0.95")
	s.text("text", "Legend", "x", num(a.x0+20), "y", num(a.y0+34), "font-size", num(legendHead), "font-weight", "700", "fill", ink)

	// Left column: spaces and control.
	x, y := a.x0+24, a.y0+70
	sym := pt{x + 18, 0}
	item := func(text string) {
		s.text("text", text, "x", num(x+48), "y", num(y+5.5), "font-size", num(legendText), "fill", ink)
		y += legendRow
	}
	g.legendHeader(x, y, "Spaces")
	y += legendRow
	sym.y = y
	g.symbol(sym, data.Political, data.NoSide, 0, 0, false)
	item("Political space")
	sym.y = y
	g.symbol(sym, data.WalledCity, data.Rome, 2, 0, false)
	item("Walled city: CUs it holds (10.7)")
	sym.y = y
	g.symbol(pt{sym.x + 8, sym.y + 6}, data.WalledCity, data.Carthage, 5, -1, false)
	item("Siege modifier of the city (20)")
	sym.y = y
	g.symbol(sym, data.Tribe, data.NoSide, 0, 0, false)
	item("Neutral tribe")
	sym.y = y
	g.symbol(sym, data.Tribe, data.Carthage, 0, 0, true)
	item("Tribe friendly to Carthage (20.9)")
	g.portBadge(pt{sym.x - 26, y + squareH + pillH/2 + 2}, -1)
	item("Port and its naval modifier (11.6)")
	y += 6
	g.legendHeader(x, y, "Control")
	y += legendRow
	cx := x + 18
	for _, side := range []data.Side{data.Rome, data.Carthage, data.NoSide} {
		name := "Neutral"
		if side != data.NoSide {
			name = side.String()
		}
		s.empty("circle", "cx", num(cx), "cy", num(y), "r", num(circleR), "fill", sideFill(side), "stroke", ink, "stroke-width", "2.5")
		s.text("text", name, "x", num(cx+24), "y", num(y+5.5), "font-size", num(legendText), "fill", ink)
		cx += 64 + textWidth(name, legendText)
	}

	// Right column: connections and provinces.
	x, y = a.x0+410, a.y0+70
	g.legendHeader(x, y, "Connections (10.6)")
	y += legendRow
	for _, l := range []struct {
		kind         data.ConnKind
		needsControl bool
		text         string
	}{
		{data.Normal, false, "Connection (1 MP)"},
		{data.AlpsPass, false, "Alps pass (2 MPs, attrition)"},
		{data.Pass, false, "Non-Alps pass (2 MPs, attrition \u22122)"},
		{data.Strait, false, "Strait (2 MPs)"},
		{data.Strait, true, "Strait needing both ends held"},
	} {
		s.open("g", "class", "legend-connection "+l.kind.String(), "fill", "none", "stroke-linecap", "round")
		g.route(pt{x - 14, y}, pt{x + 84, y}, l.kind, l.needsControl)
		s.close("g")
		s.text("text", l.text, "x", num(x+100), "y", num(y+5.5), "font-size", num(legendText), "fill", ink)
		y += legendRow
	}
	y += 6
	g.legendHeader(x, y, "Provinces (19.1, 22.1)")
	y += legendRow + 6
	col := provinceColour(3)
	s.open("g", "fill", col, "stroke", col, "opacity", "0.6")
	s.empty("line", "x1", num(x-4), "y1", num(y), "x2", num(x+74), "y2", num(y), "stroke-width", "34", "stroke-linecap", "round")
	s.close("g")
	s.text("text", "needs 3 of 5", "x", num(x+35), "y", num(y+5), "text-anchor", "middle",
		"font-size", num(provSubSize), "fill", provinceInk(3))
	s.text("text", "Province: spaces to hold to control it", "x", num(x+100), "y", num(y+5.5), "font-size", num(legendText), "fill", ink)
	y += legendRow
	s.text("text", "\u201cno points\u201d: not counted for victory", "x", num(x+100), "y", num(y+5.5),
		"font-size", num(legendText), "font-style", "italic", "fill", ink)
	s.close("g")
}

// legendHeader writes a section heading of the legend.
func (g *drawing) legendHeader(x, y float64, text string) {
	g.out.text("text", text, "x", num(x), "y", num(y+6), "font-size", num(legendSub), "font-weight", "700", "fill", ink)
}
