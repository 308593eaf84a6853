package data

import (
	"io/fs"

	"go.yaml.in/yaml/v3"
)

// readCharts reads charts.yaml: the die, the Combat Results Table, the
// Percentage Loss Table, the Attrition Table and the Diplomacy Tables.
// docs/data-format-punicwars.md gives the format.
func readCharts(fsys fs.FS, rep *report, d *Data) {
	r := reader{file: ChartsFile, rep: rep}
	top := r.document(fsys)
	if top == nil {
		return
	}
	f := r.fields(top, "charts.yaml", "die crt loss attrition diplomacy")
	if n := f["die"]; n != nil {
		d.Die = r.die(n)
	}
	if n := f["loss"]; n != nil {
		d.Loss = r.lossTable(n)
	}
	if n := f["crt"]; n != nil {
		d.CRT = r.crt(n, &d.Loss)
	}
	if n := f["attrition"]; n != nil {
		d.Attrition = r.attrition(n, &d.Loss)
	}
	if n := f["diplomacy"]; n != nil {
		for _, t := range r.list(n, "diplomacy") {
			d.Diplomacy = append(d.Diplomacy, r.diplomacyTable(t))
		}
		seen := map[string]bool{}
		for i, t := range d.Diplomacy {
			if seen[t.Key] && t.Key != "" {
				r.errorf(n.Content[i], "diplomacy table %q is given twice", t.Key)
			}
			seen[t.Key] = true
		}
	}
}

// die reads {sides: 6, reconstruction, why}.
func (r reader) die(n *yaml.Node) Die {
	f := r.fields(n, "die", "sides ?reconstruction ?why")
	var d Die
	if f == nil {
		return d
	}
	d.Provenance = r.provenance(f, n, "die")
	if s := f["sides"]; s != nil {
		if v, ok := r.integer(s, "die sides"); ok {
			if v < 2 {
				r.errorf(s, "die sides %d, want 2 or more", v)
			}
			d.Sides = v
		}
	}
	return d
}

// rollRows reads the "roll" of each row of a table and checks the rows run
// upward one by one; it returns the first roll and whether all was well.
func (r reader) rollRows(rows []*yaml.Node, what string, roll func(i int) *yaml.Node) (int, bool) {
	first, ok := 0, true
	for i := range rows {
		n := roll(i)
		if n == nil {
			ok = false
			continue
		}
		v, good := r.integer(n, what+" roll")
		if !good {
			ok = false
			continue
		}
		if i == 0 {
			first = v
			continue
		}
		if v != first+i {
			r.errorf(n, "%s row %d: rolls must run upward one by one, want %d here", what, v, first+i)
			ok = false
		}
	}
	if len(rows) == 0 {
		ok = false
	}
	return first, ok
}
