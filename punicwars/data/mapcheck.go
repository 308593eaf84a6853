package data

import (
	"errors"
	"io/fs"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"punic/punicwars/hexmap"
)

// readMap reads map.yaml with hexmap.Parse, turning its errors into problems
// of the file.
func readMap(fsys fs.FS, rep *report) *hexmap.Map {
	b, err := fs.ReadFile(fsys, MapFile)
	if err != nil {
		rep.addf(MapFile, 0, "cannot read: %v", err)
		return nil
	}
	m, err := hexmap.Parse(b)
	if err == nil {
		return m
	}
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, e := range errs {
		var le *hexmap.LineError
		if errors.As(e, &le) {
			rep.addf(MapFile, le.Line, "%s", le.Msg)
		} else {
			rep.addf(MapFile, 0, "%v", e)
		}
	}
	return nil
}

// hexLines maps each hex number listed in map.yaml to its line, for problems
// about a hex's region (the map parser has already checked the file).
func hexLines(fsys fs.FS) map[int]int {
	out := map[int]int{}
	b, err := fs.ReadFile(fsys, MapFile)
	if err != nil {
		return out
	}
	var doc yaml.Node
	if yaml.Unmarshal(b, &doc) != nil || len(doc.Content) == 0 {
		return out
	}
	top := doc.Content[0]
	for i := 0; i+1 < len(top.Content); i += 2 {
		if top.Content[i].Value != "hexes" {
			continue
		}
		hexes := top.Content[i+1]
		for k := 0; k+1 < len(hexes.Content); k += 2 {
			if n, err := strconv.Atoi(hexes.Content[k].Value); err == nil {
				out[n] = hexes.Content[k].Line
			}
		}
	}
	return out
}

// checkMap ties the map to the regions and the scenarios: every land hex lies
// in a known region and every region has land; it fills Region.Hexes and
// RegionOf. Every deployment's hex is a land hex (armies stand on land, 5.25)
// and a coastal one if it holds fleets (5.32); a region deployment's region has
// a coastal hex if it holds fleets; the Syracusan units stand in the Syracuse
// region (17.0); no deployment is in a closed region.
func checkMap(fsys fs.FS, rep *report, d *Data) {
	m := d.Map
	lines := hexLines(fsys)
	d.RegionOf = make([]RegionID, m.Len())
	for i := range m.Hexes {
		h := &m.Hexes[i]
		d.RegionOf[i] = NoRegion
		if !h.Land() {
			continue
		}
		id, ok := d.regionByKey[h.Region]
		if !ok {
			rep.addf(MapFile, lines[h.Num], "hex %s: unknown region %q (regions.yaml)", hexmap.HexNum(h.Num), h.Region)
			continue
		}
		d.RegionOf[i] = id
		d.Regions[id].Hexes = append(d.Regions[id].Hexes, hexmap.HexID(i))
	}
	for _, g := range d.Regions {
		if len(g.Hexes) == 0 {
			rep.addf(MapFile, 0, "region %s has no hex on the map", g.Key)
		}
	}
	for i := range d.Scenarios {
		s := &d.Scenarios[i]
		for _, dep := range s.Deploy {
			checkPlace(rep, d, s, dep, "")
		}
		checkPlace(rep, d, s, s.SyracuseDeploy, "syracuse")
	}
}

// checkPlace checks one deployment's place against the map; region, when not
// empty, is the region the place must lie in.
func checkPlace(rep *report, d *Data, s *Scenario, dep Deployment, region string) {
	m := d.Map
	at := func(format string, args ...any) {
		rep.addf(ScenariosFile, dep.line, "scenario %q: %q: "+format, append([]any{s.Key, dep.Text}, args...)...)
	}
	if dep.Hex == 0 {
		if dep.Region == "" {
			return
		}
		id := d.regionByKey[dep.Region]
		coastal := false
		for _, h := range d.Regions[id].Hexes {
			coastal = coastal || m.Hex(h).Coastal
		}
		if dep.Fleet > 0 && !coastal {
			at("%s has no coastal hex for the fleets", dep.Region)
		}
		return
	}
	h := m.ID(dep.Hex)
	if h == hexmap.NoHex {
		at("hex %s is not on the map", hexmap.HexNum(dep.Hex))
		return
	}
	x := m.Hex(h)
	switch {
	case !x.Land():
		at("hex %s is all-sea; no force may end there (5.25)", hexmap.HexNum(dep.Hex))
	case dep.Fleet > 0 && !x.Coastal:
		at("hex %s is inland; fleets stand only on coastal hexes (5.32)", hexmap.HexNum(dep.Hex))
	case region != "" && x.Region != region:
		at("hex %s is in %s, not %s", hexmap.HexNum(dep.Hex), x.Region, region)
	case slices.Contains(s.Closed, x.Region):
		at("hex %s is in %s, closed in this scenario", hexmap.HexNum(dep.Hex), x.Region)
	}
}
