package boardsvg

import (
	"fmt"
	"math"
	"strings"

	"punic/hannibal/data"
)

// Province areas and names.
const (
	blobR        = 40.0 // radius of the soft area around each space
	provSize     = 19.0 // province name
	provSubSize  = 14.0 // the line under it
	provSpacing  = 1.5  // letter spacing of the name
	provMaxReach = 160.0
)

// provinces writes a soft area per province: a disc around each of its spaces,
// joined along the land connections inside the province and filled between
// connected triples, all in one translucent pastel.
func (g *drawing) provinces() {
	s := &g.out
	s.open("g", "id", "provinces")
	for i := range g.b.Provinces {
		p := &g.b.Provinces[i]
		col := provinceColour(i)
		s.open("g", "class", "province", "id", "province-"+p.Key, "data-province", p.Key,
			"fill", col, "stroke", col, "opacity", "0.6")
		s.title(g.provinceTitle(p))
		in := map[data.SpaceID]bool{}
		for _, id := range p.Spaces {
			in[id] = true
			c := g.at(id)
			s.empty("circle", "cx", num(c.x), "cy", num(c.y), "r", num(blobR), "stroke", "none")
		}
		for _, c := range g.b.Connections {
			if in[c.A] && in[c.B] && c.Kind != data.Strait {
				a, b := g.at(c.A), g.at(c.B)
				s.empty("line", "x1", num(a.x), "y1", num(a.y), "x2", num(b.x), "y2", num(b.y),
					"stroke-width", num(1.7*blobR), "stroke-linecap", "round")
			}
		}
		for _, t := range g.triangles(p) {
			s.empty("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s",
				num(t[0].x), num(t[0].y), num(t[1].x), num(t[1].y), num(t[2].x), num(t[2].y)), "stroke", "none")
		}
		s.close("g")
	}
	s.close("g")
}

// triangles lists the triples of a province's spaces joined pairwise by land.
func (g *drawing) triangles(p *data.Province) [][3]pt {
	land := func(a, b data.SpaceID) bool {
		l, ok := g.b.LinkBetween(a, b)
		return ok && l.Kind != data.Strait
	}
	var out [][3]pt
	ids := p.Spaces
	for i := range ids {
		for j := i + 1; j < len(ids); j++ {
			for k := j + 1; k < len(ids); k++ {
				if land(ids[i], ids[j]) && land(ids[j], ids[k]) && land(ids[i], ids[k]) {
					out = append(out, [3]pt{g.at(ids[i]), g.at(ids[j]), g.at(ids[k])})
				}
			}
		}
	}
	return out
}

// provinceFacts is the small line under a province name.
func provinceFacts(p *data.Province) string {
	parts := []string{fmt.Sprintf("needs %d of %d", p.PCsNeeded, len(p.Spaces))}
	if !p.Scores {
		parts = append(parts, "no points")
	}
	if p.AllyCards != 1 {
		parts = append(parts, fmt.Sprintf("allies \u00d7%d", p.AllyCards))
	}
	return strings.Join(parts, " \u00b7 ")
}

// provinceTitle is the tooltip of a province.
func (g *drawing) provinceTitle(p *data.Province) string {
	t := fmt.Sprintf("%s: %d spaces, controlled with %d (19.1)", p.Name, len(p.Spaces), p.PCsNeeded)
	if p.Scores {
		t += "; 1 political point (22.1)"
	} else {
		t += "; no political point (22.1)"
	}
	return t + fmt.Sprintf("; allies: %d battle card(s) (14.2)", p.AllyCards)
}

// provinceLabel is a placed province name.
type provinceLabel struct {
	c    pt
	w, h float64
}

// placeProvinceName finds a free spot near the middle of a province for its name.
func (g *drawing) placeProvinceName(p *data.Province) provinceLabel {
	name := strings.ToUpper(p.Name)
	w := math.Max(textWidth(name, provSize)+provSpacing*float64(len(name)), textWidth(provinceFacts(p), provSubSize)) + 6
	h := provSize*1.15 + provSubSize*1.2
	var mid pt
	for _, id := range p.Spaces {
		c := g.at(id)
		mid.x += c.x / float64(len(p.Spaces))
		mid.y += c.y / float64(len(p.Spaces))
	}
	best, bestScore := provinceLabel{mid, w, h}, math.Inf(1)
	for r := 0.0; r <= provMaxReach; r += 20 {
		steps := 1
		if r > 0 {
			steps = 16
		}
		for k := 0; k < steps; k++ {
			a := 2 * math.Pi * float64(k) / float64(steps)
			c := pt{mid.x + r*math.Cos(a), mid.y + r*math.Sin(a)}
			away := math.Max(0, g.distToProvince(p, c)-blobR)
			if score := g.clutter(box(c, w+16, h+4), 0.2) + 1.2*r + 40*away; score < bestScore {
				best, bestScore = provinceLabel{c, w, h}, score
			}
		}
	}
	g.labels = append(g.labels, box(best.c, best.w+16, best.h+4))
	return best
}

// distToProvince is the distance from c to the nearest space of the province or
// land connection inside it: how far c lies from the province's shaded area.
func (g *drawing) distToProvince(p *data.Province, c pt) float64 {
	best := math.Inf(1)
	for _, id := range p.Spaces {
		best = math.Min(best, dist(c, g.at(id)))
		for _, l := range g.b.Spaces[id].Links {
			if l.Kind != data.Strait && g.b.Spaces[l.To].Province == p.ID {
				best = math.Min(best, distToSegment(c, g.at(id), g.at(l.To)))
			}
		}
	}
	return best
}

// provinceNames writes each province's name and facts where they hide least.
func (g *drawing) provinceNames() {
	s := &g.out
	s.open("g", "id", "province-names", "text-anchor", "middle")
	for i := range g.b.Provinces {
		p := &g.b.Provinces[i]
		l := g.placeProvinceName(p)
		top := l.c.y - l.h/2
		s.open("g", "class", "province-name", "data-province", p.Key, "fill", provinceInk(i))
		s.text("text", strings.ToUpper(p.Name), "class", "label", "x", num(l.c.x), "y", num(top+provSize),
			"font-size", num(provSize), "font-weight", "700", "letter-spacing", num(provSpacing))
		style := "normal"
		if !p.Scores {
			style = "italic"
		}
		s.text("text", provinceFacts(p), "class", "label", "x", num(l.c.x), "y", num(top+provSize*1.15+provSubSize),
			"font-size", num(provSubSize), "font-style", style)
		s.close("g")
	}
	s.close("g")
}
