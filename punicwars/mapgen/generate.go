package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"punic/punicwars/hexmap"
)

// result is what one generator run makes.
type result struct {
	m       *hexmap.Map
	fit     *projection
	anchors []anchorResult
	yaml    []byte // map.yaml
	report  string // a human summary: the fit, counts, notes
}

// generateDir runs the generator on the inputs in dir.
func generateDir(dir string) (*result, error) {
	lb, err := os.ReadFile(filepath.Join(dir, "land.geojson"))
	if err != nil {
		return nil, err
	}
	pb, err := os.ReadFile(filepath.Join(dir, "places.yaml"))
	if err != nil {
		return nil, err
	}
	return generate(lb, pb)
}

// gen holds one run's working state.
type gen struct {
	p       *places
	land    *land
	fit     *projection
	m       *hexmap.Map
	isLand  []bool
	frac    []float64
	onLand  [][]bool // onLand[h][i]: is hexSamples[i] of hex h on land
	region  []string
	keep    []bool // keep clear: a site, a ferry or an anchor is in it
	terrain map[hexmap.HexID]hexmap.Terrain
	notes   []string
}

// generate makes the map from the land extract and places.yaml.
func generate(landJSON, placesYAML []byte) (*result, error) {
	p, err := parsePlaces(placesYAML)
	if err != nil {
		return nil, err
	}
	l, err := loadLand(landJSON)
	if err != nil {
		return nil, err
	}
	fit, anchors, err := fitGrid(collectAnchors(p))
	if err != nil {
		return nil, err
	}
	m, err := hexmap.New(p.Grid.Cols[0], p.Grid.Cols[1], p.Grid.Rows[0], p.Grid.Rows[1])
	if err != nil {
		return nil, err
	}
	g := &gen{p: p, land: l, fit: fit, m: m, terrain: map[hexmap.HexID]hexmap.Terrain{}}
	n := m.Len()
	g.isLand, g.frac, g.region, g.keep = make([]bool, n), make([]float64, n), make([]string, n), make([]bool, n)
	g.onLand = make([][]bool, n)
	g.measure()
	if err := g.applyPlaces(); err != nil {
		return nil, err
	}
	g.assignRegions()
	g.fillHexes()
	g.classifySides()
	if err := g.applyFerries(); err != nil {
		return nil, fmt.Errorf("%w\n%s", err, ascii(m))
	}
	g.raiseMountains()
	if err := m.Validate(); err != nil {
		return nil, fmt.Errorf("%w\n%s", err, ascii(m))
	}
	res := &result{m: m, fit: fit, anchors: anchors}
	res.yaml = hexmap.Marshal(m, g.header(anchors))
	res.report = g.summary(anchors)
	return res, nil
}

// collectAnchors lists the places and ferry hexes the rules text fixes.
func collectAnchors(p *places) []anchor {
	var as []anchor
	for _, pl := range p.Places {
		if pl.Hex != 0 {
			as = append(as, anchor{Name: pl.Name, Lat: pl.Lat, Lon: pl.Lon, Col: int(pl.Hex) / 100, Row: int(pl.Hex) % 100})
		}
	}
	for _, f := range p.Ferries {
		as = append(as, anchor{Name: f.Name, Lat: f.Lat, Lon: f.Lon, Col: int(f.Hex) / 100, Row: int(f.Hex) % 100})
	}
	return as
}

// hexCentre returns hex h's centre in hex space.
func (g *gen) hexCentre(h hexmap.HexID) pt {
	x := g.m.Hex(h)
	return centre(x.Col, x.Row)
}

// isLandAt samples the coastline at a hex-space point.
func (g *gen) isLandAt(q pt) bool {
	lon, lat := g.fit.invert(q)
	return g.land.at(lon, lat)
}

// measure computes every hex's land fraction and makes it land when the
// fraction reaches the threshold.
func (g *gen) measure() {
	for i := range g.m.Hexes {
		c := g.hexCentre(hexmap.HexID(i))
		in := 0
		g.onLand[i] = make([]bool, len(hexSamples))
		for k, s := range hexSamples {
			if g.isLandAt(pt{c.X + s.X, c.Y + s.Y}) {
				g.onLand[i][k] = true
				in++
			}
		}
		g.frac[i] = float64(in) / float64(len(hexSamples))
		g.isLand[i] = g.frac[i] >= g.p.LandFraction
	}
}

// id returns the hex numbered num, or an error naming what needs it.
func (g *gen) id(num int, what string) (hexmap.HexID, error) {
	h := g.m.ID(num)
	if h == hexmap.NoHex {
		return h, fmt.Errorf("%s: hex %04d is not on the grid", what, num)
	}
	return h, nil
}

// applyPlaces puts the towns, cities and anchors, the ferry hexes and the
// forced facts on the map: their hexes are land, and of their region.
func (g *gen) applyPlaces() error {
	for _, pl := range g.p.Places {
		num := int(pl.Hex)
		if num == 0 {
			num = int(pl.Move)
		}
		if num == 0 {
			c, r := hexAt(g.fit.apply(pl.Lon, pl.Lat))
			if g.m.ID(c*100+r) == hexmap.NoHex || r < 0 {
				g.notes = append(g.notes, fmt.Sprintf("%s falls off the map (column %d, row %d)", pl.Name, c, r))
				continue
			}
			num = c*100 + r
		}
		h, err := g.id(num, "place "+pl.Name)
		if err != nil {
			return err
		}
		x := g.m.Hex(h)
		if pl.Region != "" && g.region[h] != "" && g.region[h] != pl.Region {
			g.notes = append(g.notes, fmt.Sprintf("%s (%s) falls in %04d, already in %s; %s is left off", pl.Name, pl.Region, num, g.region[h], pl.Name))
			continue
		}
		g.isLand[h], g.keep[h] = true, true
		if pl.Region != "" {
			g.region[h] = pl.Region
		}
		if pl.Site == "" {
			continue
		}
		if x.Site != hexmap.NoSite {
			g.notes = append(g.notes, fmt.Sprintf("%s falls in %04d with %s; %s is left off", pl.Name, num, x.Name, pl.Name))
			continue
		}
		x.Site = hexmap.Town
		if pl.Site == "city" {
			x.Site = hexmap.City
		}
		x.Capital = pl.Capital
		x.Name = pl.Name
	}
	for _, f := range g.p.Ferries {
		h, err := g.id(int(f.Hex), "ferry "+f.Name)
		if err != nil {
			return err
		}
		g.isLand[h], g.keep[h], g.region[h] = true, true, f.Region
		x := g.m.Hex(h)
		x.Ferry = true
		if x.Name == "" {
			x.Name = f.Name
		}
		for _, a := range f.Across {
			ah, err := g.id(int(a.Hex), "ferry "+f.Name)
			if err != nil {
				return err
			}
			g.isLand[ah], g.region[ah] = true, a.Region
		}
	}
	nums := make([]int, 0, len(g.p.Force))
	for num := range g.p.Force {
		nums = append(nums, int(num))
	}
	sort.Ints(nums)
	for _, num := range nums {
		f := g.p.Force[hexNo(num)]
		h, err := g.id(num, "force")
		if err != nil {
			return err
		}
		switch f.Terrain {
		case "sea":
			g.isLand[h] = false
		case "clear":
			g.isLand[h], g.keep[h] = true, true
		case "mountain":
			g.isLand[h] = true
			g.terrain[h] = hexmap.Mountain
		case "":
		default:
			return fmt.Errorf("force %04d: terrain %q: want sea, clear or mountain", num, f.Terrain)
		}
		if f.Region != "" {
			g.region[h] = f.Region
			g.isLand[h] = true
		}
	}
	return nil
}

// seed is a point that pulls hexes into a region.
type seed struct {
	region string
	at     pt
}

// assignRegions gives each land hex without a region the region of the
// nearest seed (the regions' seeds and their places).
func (g *gen) assignRegions() {
	var seeds []seed
	keys := make([]string, 0, len(g.p.Regions))
	for k := range g.p.Regions {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, s := range g.p.Regions[k].Seeds {
			seeds = append(seeds, seed{k, g.fit.apply(s[1], s[0])})
		}
	}
	for _, pl := range g.p.Places {
		if pl.Region != "" {
			seeds = append(seeds, seed{pl.Region, g.fit.apply(pl.Lon, pl.Lat)})
		}
	}
	for i := range g.m.Hexes {
		if !g.isLand[i] || g.region[i] != "" {
			continue
		}
		c := g.hexCentre(hexmap.HexID(i))
		best := math.Inf(1)
		for _, s := range seeds {
			if d := math.Hypot(s.at.X-c.X, s.at.Y-c.Y); d < best {
				best, g.region[i] = d, s.region
			}
		}
	}
}

// fillHexes writes terrain, region and coordinates into the map's land hexes.
func (g *gen) fillHexes() {
	for i := range g.m.Hexes {
		x := &g.m.Hexes[i]
		lon, lat := g.fit.invert(g.hexCentre(hexmap.HexID(i)))
		x.Lat, x.Lon = math.Round(lat*100)/100, math.Round(lon*100)/100
		if !g.isLand[i] {
			*x = hexmap.Hex{Num: x.Num, Col: x.Col, Row: x.Row, Lat: x.Lat, Lon: x.Lon}
			continue
		}
		x.Terrain = hexmap.Clear
		x.Region = g.region[i]
	}
}

// sideSamples is how many points along a hexside are tested for land.
const sideSamples = 9

// sampleSide classifies the side of h in direction d from the coastline:
// all land, all sea, or both.
func (g *gen) sampleSide(h hexmap.HexID, d hexmap.Direction) hexmap.SideKind {
	c := g.hexCentre(h)
	a, b := corner(c, sideCorners[d][0]), corner(c, sideCorners[d][1])
	nl := 0
	for i := range sideSamples {
		t := (float64(i) + 0.5) / sideSamples
		if g.isLandAt(pt{a.X + t*(b.X-a.X), a.Y + t*(b.Y-a.Y)}) {
			nl++
		}
	}
	switch nl {
	case sideSamples:
		return hexmap.LandSide
	case 0:
		return hexmap.SeaSide
	}
	return hexmap.Open
}

// classifySides sets every side between two land hexes: all-sea between
// different landmasses; else all-land when the side itself is all land, open
// when one can walk on land from one hex into the other without leaving the
// two, and all-sea when one cannot. A land hex is coastal when it touches an
// all-sea hex or has a side that is not all-land.
func (g *gen) classifySides() {
	m := g.m
	kind := map[[2]hexmap.HexID]hexmap.SideKind{}
	for i := range m.Hexes {
		h := hexmap.HexID(i)
		x := m.Hex(h)
		if !x.Land() {
			continue
		}
		for d := hexmap.N; d <= hexmap.NW; d++ {
			n := m.Neighbor(h, d)
			if n == hexmap.NoHex {
				continue
			}
			y := m.Hex(n)
			if !y.Land() {
				x.Coastal = true
				continue
			}
			k := g.sampleSide(h, d)
			switch {
			case g.p.Regions[x.Region].Landmass != g.p.Regions[y.Region].Landmass:
				k = hexmap.SeaSide
			case k != hexmap.LandSide && g.walkable(h, n):
				k = hexmap.Open
			case k != hexmap.LandSide:
				k = hexmap.SeaSide
			}
			kind[[2]hexmap.HexID{h, n}] = k
			if k != hexmap.LandSide {
				x.Coastal = true
			}
		}
	}
	m.ResetSides()
	for hn, k := range kind {
		d, _ := m.DirectionTo(hn[0], hn[1])
		m.SetSide(hn[0], d, k)
	}
}

// applyFerries sets the ferry hexsides.
func (g *gen) applyFerries() error {
	for _, f := range g.p.Ferries {
		h := g.m.ID(int(f.Hex))
		for _, ds := range f.Sides {
			d, ok := direction(ds)
			if !ok {
				return fmt.Errorf("ferry %04d: direction %q", f.Hex, ds)
			}
			n := g.m.Neighbor(h, d)
			if n == hexmap.NoHex || !g.m.Hex(n).Land() {
				return fmt.Errorf("ferry %04d: side %s does not lead to a land hex", f.Hex, ds)
			}
			g.m.SetSide(h, d, hexmap.Ferry)
		}
	}
	return nil
}

// direction reads a direction word.
func direction(s string) (hexmap.Direction, bool) {
	for d := hexmap.N; d <= hexmap.NW; d++ {
		if d.String() == s {
			return d, true
		}
	}
	return 0, false
}

// raiseMountains makes mountain the land hexes whose centre lies near a
// range's crest, except hexes kept clear (sites, ferries, anchors, forced).
func (g *gen) raiseMountains() {
	type line struct {
		w   float64
		pts []pt
	}
	var lines []line
	names := make([]string, 0, len(g.p.Mountains))
	for k := range g.p.Mountains {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		r := g.p.Mountains[k]
		l := line{w: r.Width}
		for _, c := range r.Crest {
			l.pts = append(l.pts, g.fit.apply(c[1], c[0]))
		}
		lines = append(lines, l)
	}
	for i := range g.m.Hexes {
		h := hexmap.HexID(i)
		x := g.m.Hex(h)
		if !x.Land() {
			continue
		}
		if t, ok := g.terrain[h]; ok {
			x.Terrain = t
			continue
		}
		if g.keep[i] {
			continue
		}
		c := g.hexCentre(h)
		for _, l := range lines {
			if distToLine(c, l.pts) <= l.w {
				x.Terrain = hexmap.Mountain
				break
			}
		}
	}
}

// distToLine is the distance from p to a polyline.
func distToLine(p pt, line []pt) float64 {
	best := math.Inf(1)
	for i := 0; i+1 < len(line); i++ {
		a, b := line[i], line[i+1]
		dx, dy := b.X-a.X, b.Y-a.Y
		t := 0.0
		if l2 := dx*dx + dy*dy; l2 > 0 {
			t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
		}
		best = math.Min(best, math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy))
	}
	if len(line) == 1 {
		best = math.Hypot(p.X-line[0].X, p.Y-line[0].Y)
	}
	return best
}

// header is map.yaml's opening comment.
func (g *gen) header(as []anchorResult) string {
	var b strings.Builder
	b.WriteString("The Punic Wars (SPI, 1975): the hex map. A RECONSTRUCTION, not the printed map\n")
	b.WriteString("(which is not public). Generated by `go run ./punicwars/mapgen`: do not edit by\n")
	b.WriteString("hand; edit punicwars/mapgen/places.yaml and regenerate (docs/punic-wars-map.md).\n")
	b.WriteString("Coastline: " + landSource + ".\n")
	a := g.fit.aff
	fmt.Fprintf(&b, "Grid fit (hex space, x east, y south, centres 1 apart): x = %.4f*lon %+.4f*lat %+.3f; y = %.4f*lon %+.4f*lat %+.3f,\n",
		a.A, a.B, a.C, a.D, a.E, a.F)
	fmt.Fprintf(&b, "then nudged near the anchors (Gaussian bumps, sigma %.1f hex) to bring each within %.1f hex of its hex's centre.\n", nudgeSigma, nudgeRadius)
	fmt.Fprintf(&b, "A hex is land when at least %.0f%% of it is land (or a place or the text needs it).\n", g.p.LandFraction*100)
	b.WriteString("Anchors (the hexes the rules text fixes; the affine fit's residual, in hexes from the hex centre):")
	for i, a := range as {
		if i%3 == 0 {
			b.WriteString("\n ")
		}
		fmt.Fprintf(&b, " %02d%02d %s %.2f;", a.Col, a.Row, a.Name, a.Affine)
	}
	b.WriteString("\nFormat: grid; hexes (land only; unlisted hexes are all-sea); sides that differ from\n")
	b.WriteString("the default (sea between sea hexes, open at the coast, land inland), as [hex, direction, kind].\n")
	return b.String()
}

// summary reports the fit, the counts and the generator's notes.
func (g *gen) summary(as []anchorResult) string {
	var b strings.Builder
	f := g.fit.aff
	fmt.Fprintf(&b, "fit: x = %.4f*lon %+.4f*lat %+.3f; y = %.4f*lon %+.4f*lat %+.3f\n", f.A, f.B, f.C, f.D, f.E, f.F)
	for _, a := range as {
		fmt.Fprintf(&b, "anchor %02d%02d %-20s affine residual %.2f hex; nudged %.2f, in %02d%02d\n", a.Col, a.Row, a.Name, a.Affine, a.Residual, a.Got[0], a.Got[1])
	}
	var land, coastal, mountain int
	sites := map[string][]string{}
	for i := range g.m.Hexes {
		x := &g.m.Hexes[i]
		if !x.Land() {
			continue
		}
		land++
		if x.Coastal {
			coastal++
		}
		if x.Terrain == hexmap.Mountain {
			mountain++
		}
		if x.Site != hexmap.NoSite {
			sites[x.Region] = append(sites[x.Region], fmt.Sprintf("%s %s %04d", x.Site, x.Name, x.Num))
		}
	}
	fmt.Fprintf(&b, "hexes %d: land %d (coastal %d, mountain %d), sea %d\n", g.m.Len(), land, coastal, mountain, g.m.Len()-land)
	keys := make([]string, 0, len(sites))
	for k := range g.p.Regions {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %-17s %s\n", k, strings.Join(sites[k], ", "))
	}
	for _, n := range g.notes {
		b.WriteString("note: " + n + "\n")
	}
	return b.String()
}
