package data

import (
	"io/fs"
	"regexp"
)

// regionKeyPattern is what a region key looks like: lower case words joined by
// hyphens ("apulia-calabria").
var regionKeyPattern = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)

// readRegions reads regions.yaml:
//
//	reconstruction: true
//	why: ...
//	regions:
//	  - {key: campania, name: Campania, value: 5, south_italy: true, note: ...}
func readRegions(fsys fs.FS, rep *report, d *Data) {
	r := reader{file: RegionsFile, rep: rep}
	top := r.document(fsys)
	if top == nil {
		return
	}
	f := r.fields(top, "regions.yaml", "?reconstruction ?why regions")
	d.RegionsProvenance = r.provenance(f, top, "the region list")
	if f["regions"] == nil {
		return
	}
	d.regionByKey = map[string]RegionID{}
	names := map[string]int{}
	for _, n := range r.list(f["regions"], "regions") {
		rf := r.fields(n, "region", "key name value ?south_italy ?note")
		if rf == nil || rf["key"] == nil {
			continue
		}
		var g Region
		var ok bool
		if g.Key, ok = r.text(rf["key"], "region key"); !ok {
			continue
		}
		what := "region " + g.Key
		if !regionKeyPattern.MatchString(g.Key) {
			r.errorf(rf["key"], "%s: a key is lower-case words joined by hyphens", what)
		}
		if rf["name"] != nil {
			g.Name, _ = r.text(rf["name"], what+" name")
		}
		if rf["value"] != nil {
			if v, ok := r.integer(rf["value"], what+" value"); ok {
				if v < 1 {
					r.errorf(rf["value"], "%s: value %d, want 1 or more", what, v)
				}
				g.Value = v
			}
		}
		if n := rf["south_italy"]; n != nil {
			g.SouthItaly, _ = r.boolean(n, what+" south_italy")
		}
		if n := rf["note"]; n != nil {
			g.Note, _ = r.text(n, what+" note")
		}
		if _, dup := d.regionByKey[g.Key]; dup {
			r.errorf(rf["key"], "%s is listed twice", what)
			continue
		}
		if line, dup := names[g.Name]; dup && g.Name != "" {
			r.errorf(rf["name"], "%s: name %q is already used on line %d", what, g.Name, line)
		}
		if g.Name != "" {
			names[g.Name] = rf["name"].Line
		}
		d.regionByKey[g.Key] = RegionID(len(d.Regions))
		d.Regions = append(d.Regions, g)
	}
	if len(d.Regions) != RegionCount {
		r.errorf(keyNode(top, "regions"), "%d regions, the map has %d (14.0)", len(d.Regions), RegionCount)
	}
}

// RegionCount is the number of regions (14.0: "thirty Regions").
const RegionCount = 30
