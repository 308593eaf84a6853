package boardsvg

import (
	"fmt"
	"strconv"
	"strings"

	"punic/hannibal/data"
)

// Sizes of the space symbols, in drawing units.
const (
	circleR   = 15.0 // political space
	squareH   = 16.0 // half side of a walled city
	hexR      = 18.0 // tribe
	badgeR    = 11.0 // siege-modifier badge
	pillH     = 20.0 // port badge height
	nameSize  = 18.0 // space names
	smallSize = 13.0 // badges
)

// symbolBoxes returns the boxes a space's symbol and badges cover.
func (g *drawing) symbolBoxes(id data.SpaceID) []rect {
	s := &g.b.Spaces[id]
	c := g.at(id)
	out := []rect{box(c, 2*hexR+6, 2*hexR+6)}
	if s.Kind == data.WalledCity && s.SiegeMod != 0 {
		out = append(out, box(siegeBadgeAt(c), 2*badgeR, 2*badgeR))
	}
	if s.Port {
		out = append(out, portPill(c, s.NavalMod))
	}
	return out
}

// siegeBadgeAt is where a walled city's siege-modifier badge sits.
func siegeBadgeAt(c pt) pt { return pt{c.x - squareH - 4, c.y - squareH - 4} }

// portPill is the box of a port's badge: an anchor and the naval modifier.
func portPill(c pt, mod int) rect {
	w := pillH + textWidth(signed(mod), smallSize+1) + 8
	x0, y0 := c.x+8, c.y-squareH-pillH-2
	return rect{x0, y0, x0 + w, y0 + pillH}
}

// spaces writes every space: its symbol in the control colour, its badges and name.
func (g *drawing) spaces() {
	s := &g.out
	s.open("g", "id", "spaces")
	for i := range g.b.Spaces {
		g.space(data.SpaceID(i))
	}
	s.close("g")
}

// space writes one space group.
func (g *drawing) space(id data.SpaceID) {
	s := &g.out
	sp := &g.b.Spaces[id]
	c := g.at(id)
	side := g.control(id)
	classes := []string{"space", sp.Kind.String()}
	if sp.Port {
		classes = append(classes, "port")
	}
	if sp.Kind == data.Tribe && sp.TribeFor == data.Carthage {
		classes = append(classes, "friendly-tribe")
	}
	s.open("g", "id", "space-"+sp.Key, "class", strings.Join(classes, " "),
		"data-space", sp.Key, "data-province", g.b.ProvinceOf(id).Key, "data-control", side.Key())
	s.title(g.spaceTitle(id, side))
	g.symbol(c, sp.Kind, side, sp.Capacity, sp.SiegeMod, sp.TribeFor == data.Carthage)
	if sp.Port {
		g.portBadge(c, sp.NavalMod)
	}
	n := g.nameAt[id]
	s.text("text", sp.Name, "class", "label name", "x", num(n.c.x), "y", num(n.c.y+nameSize*0.35),
		"text-anchor", "middle", "font-size", num(nameSize), "font-weight", "600", "fill", ink)
	s.close("g")
}

// symbol writes the marker of a space: a circle for a political space, a square with
// its capacity (and siege-modifier badge) for a walled city, a hexagon for a tribe,
// starred when the tribe is friendly to Carthage; filled in the controlling side's
// colour.
func (g *drawing) symbol(c pt, kind data.SpaceKind, side data.Side, capacity, siegeMod int, friendly bool) {
	s := &g.out
	fill, stroke := sideFill(side), ink
	switch kind {
	case data.Political:
		s.empty("circle", "class", "symbol", "cx", num(c.x), "cy", num(c.y), "r", num(circleR),
			"fill", fill, "stroke", stroke, "stroke-width", "2.5")
	case data.WalledCity:
		s.empty("rect", "class", "symbol", "x", num(c.x-squareH), "y", num(c.y-squareH),
			"width", num(2*squareH), "height", num(2*squareH), "rx", "2",
			"fill", fill, "stroke", stroke, "stroke-width", "3")
		s.text("text", strconv.Itoa(capacity), "class", "capacity", "x", num(c.x), "y", num(c.y+6.5),
			"text-anchor", "middle", "font-size", "18", "font-weight", "700", "fill", sideText(side))
		if siegeMod != 0 {
			b := siegeBadgeAt(c)
			s.open("g", "class", "siege-modifier")
			s.empty("circle", "cx", num(b.x), "cy", num(b.y), "r", num(badgeR), "fill", "#ffffff", "stroke", ink, "stroke-width", "1.5")
			s.text("text", signed(siegeMod), "x", num(b.x), "y", num(b.y+4.5), "text-anchor", "middle",
				"font-size", num(smallSize), "font-weight", "700", "fill", ink)
			s.close("g")
		}
	case data.Tribe:
		s.empty("polygon", "class", "symbol", "points", polygon(c, hexR, 6, 0),
			"fill", fill, "stroke", stroke, "stroke-width", "2.5")
		if friendly {
			s.empty("polygon", "class", "tribe-mark", "points", star(c, 10), "fill", "#f2c230", "stroke", ink, "stroke-width", "1")
		}
	}
}

// portBadge writes the anchor and naval modifier of a port.
func (g *drawing) portBadge(c pt, mod int) {
	s := &g.out
	r := portPill(c, mod)
	s.open("g", "class", "port-mark")
	s.empty("rect", "x", num(r.x0), "y", num(r.y0), "width", num(r.x1-r.x0), "height", num(pillH),
		"rx", num(pillH/2), "fill", portFill, "stroke", seaColour, "stroke-width", "1.5")
	s.empty("use", "href", "#anchor", "x", num(r.x0+2), "y", num(r.y0+2), "width", num(pillH-4), "height", num(pillH-4))
	s.text("text", signed(mod), "class", "naval-modifier", "x", num(r.x0+pillH+1), "y", num(r.y0+pillH/2+4.5),
		"font-size", num(smallSize+1), "font-weight", "700", "fill", seaColour)
	s.close("g")
}

// spaceTitle is the tooltip of a space.
func (g *drawing) spaceTitle(id data.SpaceID, side data.Side) string {
	sp := &g.b.Spaces[id]
	parts := []string{sp.Name + " (" + g.b.ProvinceOf(id).Name + ")"}
	switch sp.Kind {
	case data.WalledCity:
		parts = append(parts, fmt.Sprintf("walled city: holds %d CUs, siege modifier %s", sp.Capacity, signed(sp.SiegeMod)))
	case data.Tribe:
		if sp.TribeFor == data.Carthage {
			parts = append(parts, "tribe friendly to Carthage")
		} else {
			parts = append(parts, "neutral tribe")
		}
	}
	if sp.Port {
		parts = append(parts, "port, naval modifier "+signed(sp.NavalMod))
	}
	ctl := "neutral"
	if side != data.NoSide {
		ctl = side.String()
	}
	parts = append(parts, "control: "+ctl)
	if sp.Doubt != "" {
		parts = append(parts, "doubt: "+sp.Doubt)
	}
	return strings.Join(parts, "; ")
}
