package hexmap

import (
	"errors"
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// Parse reads a map file (map.yaml; the format is in docs/punic-wars-map.md):
//
//	grid: {cols: [1, 40], rows: [1, 24]}
//	hexes:
//	  2908: {terrain: clear, coastal: true, region: latium, site: city, capital: true, name: Rome, lat: 41.9, lon: 12.5}
//	sides:
//	  - [3314, ne, ferry]
//
// Hexes not listed are all-sea. Sides not listed take their DefaultSide.
// Parse fills the neighbour and side tables and checks the map (Validate).
// Every error names the line it comes from; all errors found are returned
// together.
func Parse(b []byte) (*Map, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	if len(doc.Content) == 0 {
		return nil, errors.New("map: empty document")
	}
	p := &parser{}
	m := p.document(doc.Content[0])
	if len(p.errs) > 0 {
		return nil, joinErrs(p.errs)
	}
	if err := m.validate(p.lines); err != nil {
		return nil, err
	}
	return m, nil
}

// MustParse is Parse for tests and embedded data: it panics on an error.
func MustParse(s string) *Map {
	m, err := Parse([]byte(s))
	if err != nil {
		panic(err)
	}
	return m
}

// LineError is an error at a line of the map file.
type LineError struct {
	Line int
	Msg  string
}

// Error formats the error as "map: line N: message".
func (e *LineError) Error() string { return fmt.Sprintf("map: line %d: %s", e.Line, e.Msg) }

// maxErrs caps how many errors Parse and Validate report at once.
const maxErrs = 20

func joinErrs(errs []error) error {
	if len(errs) > maxErrs {
		errs = append(errs[:maxErrs:maxErrs], fmt.Errorf("map: %d more errors", len(errs)-maxErrs))
	}
	return errors.Join(errs...)
}

// parser walks the YAML nodes, collecting errors with their lines.
type parser struct {
	errs []error
	// lines[h] is the line hex h was listed on (0: not listed).
	lines map[HexID]int
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &LineError{Line: n.Line, Msg: fmt.Sprintf(format, args...)})
}

// mapping returns the key/value pairs of a mapping node, or reports an error.
func (p *parser) mapping(n *yaml.Node, what string) [][2]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s: want a mapping", what)
		return nil
	}
	var kv [][2]*yaml.Node
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if seen[k.Value] {
			p.errorf(k, "%s: %q given twice", what, k.Value)
			continue
		}
		seen[k.Value] = true
		kv = append(kv, [2]*yaml.Node{k, n.Content[i+1]})
	}
	return kv
}

func (p *parser) document(root *yaml.Node) *Map {
	var grid, hexes, sides *yaml.Node
	for _, kv := range p.mapping(root, "map file") {
		switch kv[0].Value {
		case "grid":
			grid = kv[1]
		case "hexes":
			hexes = kv[1]
		case "sides":
			sides = kv[1]
		default:
			p.errorf(kv[0], "unknown key %q (want grid, hexes, sides)", kv[0].Value)
		}
	}
	if grid == nil {
		p.errorf(root, "no grid")
		return nil
	}
	m := p.grid(grid)
	if m == nil {
		return nil
	}
	p.lines = map[HexID]int{}
	if hexes != nil {
		for _, kv := range p.mapping(hexes, "hexes") {
			p.hex(m, kv[0], kv[1])
		}
	}
	m.ResetSides()
	if sides != nil {
		p.sides(m, sides)
	}
	return m
}

// grid reads {cols: [first, last], rows: [first, last]}.
func (p *parser) grid(n *yaml.Node) *Map {
	var cols, rows []int
	for _, kv := range p.mapping(n, "grid") {
		switch kv[0].Value {
		case "cols":
			cols = p.intPair(kv[1], "grid cols")
		case "rows":
			rows = p.intPair(kv[1], "grid rows")
		default:
			p.errorf(kv[0], "grid: unknown key %q (want cols, rows)", kv[0].Value)
		}
	}
	if cols == nil || rows == nil {
		p.errorf(n, "grid: want cols: [first, last] and rows: [first, last]")
		return nil
	}
	m, err := New(cols[0], cols[1], rows[0], rows[1])
	if err != nil {
		p.errorf(n, "%v", err)
		return nil
	}
	return m
}

func (p *parser) intPair(n *yaml.Node, what string) []int {
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		p.errorf(n, "%s: want [first, last]", what)
		return nil
	}
	a, err1 := strconv.Atoi(n.Content[0].Value)
	b, err2 := strconv.Atoi(n.Content[1].Value)
	if err1 != nil || err2 != nil {
		p.errorf(n, "%s: want two whole numbers", what)
		return nil
	}
	return []int{a, b}
}

// hexNum reads a four-digit hex number and returns its hex, or reports an error.
func (p *parser) hexNum(m *Map, n *yaml.Node) HexID {
	v := n.Value
	num, err := strconv.Atoi(v)
	if n.Kind != yaml.ScalarNode || len(v) != 4 || err != nil || num < 0 {
		p.errorf(n, "hex %q: want a four-digit hex number like 0214", v)
		return NoHex
	}
	h := m.ID(num)
	if h == NoHex {
		p.errorf(n, "hex %s: outside the grid (columns %d..%d, rows %d..%d)", v, m.FirstCol, m.LastCol, m.FirstRow, m.LastRow)
	}
	return h
}

// hex reads one land hex: NNNN: {terrain: ..., ...}.
func (p *parser) hex(m *Map, key, val *yaml.Node) {
	h := p.hexNum(m, key)
	if h == NoHex {
		return
	}
	p.lines[h] = key.Line
	x := &m.Hexes[h]
	what := "hex " + key.Value
	terrainSet := false
	for _, kv := range p.mapping(val, what) {
		k, v := kv[0], kv[1]
		switch k.Value {
		case "terrain":
			t := lookup(terrainNames[:], v.Value)
			if t <= int(Sea) {
				p.errorf(v, "%s: terrain %q: want clear or mountain (all-sea hexes are not listed)", what, v.Value)
				continue
			}
			x.Terrain, terrainSet = Terrain(t), true
		case "coastal":
			x.Coastal = p.boolean(v, what+": coastal")
		case "region":
			x.Region = p.str(v, what+": region")
		case "site":
			s := lookup(siteNames[:], v.Value)
			if s < 0 {
				p.errorf(v, "%s: site %q: want town or city", what, v.Value)
				continue
			}
			x.Site = Site(s)
		case "capital":
			x.Capital = p.boolean(v, what+": capital")
		case "name":
			x.Name = p.str(v, what+": name")
		case "ferry":
			x.Ferry = p.boolean(v, what+": ferry")
		case "lat":
			x.Lat = p.float(v, what+": lat", -90, 90)
		case "lon":
			x.Lon = p.float(v, what+": lon", -180, 180)
		default:
			p.errorf(k, "%s: unknown key %q", what, k.Value)
		}
	}
	if !terrainSet {
		p.errorf(key, "%s: no terrain (want clear or mountain)", what)
		x.Terrain = Clear
	}
	if x.Region == "" {
		p.errorf(key, "%s: no region", what)
	}
	if x.Capital && x.Site != City {
		p.errorf(key, "%s: a capital must be a city", what)
	}
	if x.Ferry && !x.Coastal {
		p.errorf(key, "%s: a ferry hex must be coastal", what)
	}
}

func (p *parser) boolean(n *yaml.Node, what string) bool {
	var b bool
	if n.Kind != yaml.ScalarNode || n.Decode(&b) != nil {
		p.errorf(n, "%s: %q: want true or false", what, n.Value)
	}
	return b
}

func (p *parser) str(n *yaml.Node, what string) string {
	if n.Kind != yaml.ScalarNode || n.Value == "" {
		p.errorf(n, "%s: want a non-empty word", what)
		return ""
	}
	return n.Value
}

func (p *parser) float(n *yaml.Node, what string, lo, hi float64) float64 {
	f, err := strconv.ParseFloat(n.Value, 64)
	if n.Kind != yaml.ScalarNode || err != nil || f < lo || f > hi {
		p.errorf(n, "%s: %q: want a number from %g to %g", what, n.Value, lo, hi)
		return 0
	}
	return f
}

// sides reads the list of non-default hexsides: [hex, direction, kind].
func (p *parser) sides(m *Map, n *yaml.Node) {
	if n.Kind != yaml.SequenceNode {
		p.errorf(n, "sides: want a list of [hex, direction, kind]")
		return
	}
	seen := map[[2]HexID]int{}
	for _, s := range n.Content {
		if s.Kind != yaml.SequenceNode || len(s.Content) != 3 {
			p.errorf(s, "side: want [hex, direction, kind], like [3314, ne, ferry]")
			continue
		}
		h := p.hexNum(m, s.Content[0])
		d := lookup(dirNames[:], s.Content[1].Value)
		k := lookup(sideNames[:], s.Content[2].Value)
		if d < 0 {
			p.errorf(s.Content[1], "side: direction %q: want n, ne, se, s, sw or nw", s.Content[1].Value)
		}
		if k < 0 {
			p.errorf(s.Content[2], "side: kind %q: want open, sea, land or ferry", s.Content[2].Value)
		}
		if h == NoHex || d < 0 || k < 0 {
			continue
		}
		nb := m.nbr[h][d]
		if nb == NoHex {
			p.errorf(s, "side %s %s: on the edge of the grid, no hex beyond it", s.Content[0].Value, dirNames[d])
			continue
		}
		key := [2]HexID{min(h, nb), max(h, nb)}
		if line, dup := seen[key]; dup {
			p.errorf(s, "side %s %s: already given on line %d", s.Content[0].Value, dirNames[d], line)
			continue
		}
		seen[key] = s.Line
		if SideKind(k) == m.DefaultSide(h, Direction(d)) {
			p.errorf(s, "side %s %s: %s is already the default kind here; leave it out", s.Content[0].Value, dirNames[d], sideNames[k])
			continue
		}
		m.SetSide(h, Direction(d), SideKind(k))
	}
}
