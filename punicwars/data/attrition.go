package data

import (
	"go.yaml.in/yaml/v3"
)

// Percent returns the percentage lost at an adjusted attrition roll (11.0);
// rolls beyond the table take its first or last row.
func (t *AttritionTable) Percent(roll int) int {
	roll = max(t.MinRoll, min(t.MaxRoll, roll))
	return t.ByRoll[roll-t.MinRoll]
}

// attrition reads the Attrition Table:
//
//	attrition:
//	  rows:
//	    - {roll: -1, percent: 100}
//
// Rolls run upward one by one; the percentages are on the Percentage Loss
// Table and never rise with the roll (a higher roll, a better leader, is never
// worse).
func (r reader) attrition(n *yaml.Node, loss *LossTable) AttritionTable {
	var t AttritionTable
	f := r.fields(n, "attrition", "rows ?reconstruction ?why")
	if f == nil {
		return t
	}
	t.Provenance = r.provenance(f, n, "attrition")
	if f["rows"] == nil {
		return t
	}
	items := r.list(f["rows"], "attrition rows")
	fields := make([]map[string]*yaml.Node, len(items))
	for i, it := range items {
		fields[i] = r.fields(it, "attrition row", "roll percent")
	}
	first, ok := r.rollRows(items, "attrition", func(i int) *yaml.Node { return fields[i]["roll"] })
	for i := range items {
		pn := fields[i]["percent"]
		if pn == nil {
			ok = false
			continue
		}
		p, good := r.integer(pn, "attrition percent")
		if !good {
			ok = false
			continue
		}
		roll := first + i
		switch {
		case p < 0 || p > 100:
			r.errorf(pn, "attrition row %d: %d%% is not between 0 and 100", roll, p)
			ok = false
		case !loss.has(p):
			r.errorf(pn, "attrition row %d: %d%% is not on the Percentage Loss Table", roll, p)
			ok = false
		case i > 0 && len(t.ByRoll) == i && p > t.ByRoll[i-1]:
			r.errorf(pn, "attrition row %d: %d%% is worse than row %d's %d%%; a higher roll is never worse", roll, p, roll-1, t.ByRoll[i-1])
			ok = false
		}
		t.ByRoll = append(t.ByRoll, p)
	}
	if !ok {
		t.ByRoll = nil
		return t
	}
	t.MinRoll, t.MaxRoll = first, first+len(items)-1
	return t
}
