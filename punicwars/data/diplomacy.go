package data

import (
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"
)

// Result returns the result at an adjusted Diplomacy roll (16.0: the die plus
// 16.12's and 16.22's modifiers); rolls beyond the table take its first or
// last row.
func (t *DiplomacyTable) Result(roll int) DiplomacyResult {
	roll = max(t.MinRoll, min(t.MaxRoll, roll))
	return t.Results[roll-t.MinRoll]
}

// diplomacyKinds are the words the file uses for the results (16.31).
var diplomacyKinds = map[string]DiplomacyKind{
	"no-effect":         NoEffect,
	"revolt":            Revolt,
	"rome-illyrian-war": RomeIllyrianWar,
	"alliance":          Alliance,
	"defection":         Defection,
}

// kindNames is diplomacyKinds reversed.
var kindNames = [...]string{NoEffect: "no-effect", Revolt: "revolt", RomeIllyrianWar: "rome-illyrian-war", Alliance: "alliance", Defection: "defection"}

// String returns the file's word for the result kind.
func (k DiplomacyKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("DiplomacyKind(%d)", k)
}

// nationNames are the file's words for the nations.
var nationNames = [...]string{Rome: "rome", Carthage: "carthage"}

// String returns "rome" or "carthage".
func (n Nation) String() string {
	if int(n) < len(nationNames) {
		return nationNames[n]
	}
	return fmt.Sprintf("Nation(%d)", n)
}

// nation reads "rome" or "carthage".
func (r reader) nation(n *yaml.Node, what string) (Nation, bool) {
	s, ok := r.text(n, what)
	if !ok {
		return 0, false
	}
	for i, name := range nationNames {
		if s == name {
			return Nation(i), true
		}
	}
	r.errorf(n, "%s: %q is not rome or carthage", what, s)
	return 0, false
}

// DefectionTargets are the regions and groups a Defection result may name
// (16.36): Syracuse, the two Numidian kingdoms, and South Italy.
var DefectionTargets = []string{"syracuse", "massylii", "massaesylii", "south-italy"}

// diplomacyTable reads one Diplomacy Table:
//
//   - key: one
//     rows:
//   - {roll: -1, result: defection, region: syracuse}
//   - {roll: 0, result: alliance, with: rome}
//   - {roll: 1, result: revolt, region: sardinia}
//   - {roll: 3, result: no-effect}
//
// Region keys are checked against regions.yaml later (checkScenarios).
func (r reader) diplomacyTable(n *yaml.Node) DiplomacyTable {
	var t DiplomacyTable
	f := r.fields(n, "diplomacy table", "key rows ?reconstruction ?why")
	if f == nil || f["key"] == nil {
		return t
	}
	t.Key, _ = r.text(f["key"], "diplomacy table key")
	what := fmt.Sprintf("diplomacy table %q", t.Key)
	t.Provenance = r.provenance(f, n, what)
	if f["rows"] == nil {
		return t
	}
	items := r.list(f["rows"], what+" rows")
	fields := make([]map[string]*yaml.Node, len(items))
	for i, it := range items {
		fields[i] = r.fields(it, what+" row", "roll result ?region ?with")
	}
	first, ok := r.rollRows(items, what, func(i int) *yaml.Node { return fields[i]["roll"] })
	for i, it := range items {
		res, good := r.diplomacyResult(it, fields[i], fmt.Sprintf("%s row %d", what, first+i))
		ok = ok && good
		t.Results = append(t.Results, res)
		t.lines = append(t.lines, it.Line)
	}
	if !ok {
		t.Results = nil
		return t
	}
	t.MinRoll, t.MaxRoll = first, first+len(items)-1
	return t
}

// diplomacyResult reads one row's result and checks it names what its kind
// needs: a region for Revolt and Defection, a nation for Alliance.
func (r reader) diplomacyResult(row *yaml.Node, f map[string]*yaml.Node, what string) (DiplomacyResult, bool) {
	var res DiplomacyResult
	if f == nil || f["result"] == nil {
		return res, false
	}
	word, ok := r.text(f["result"], what+" result")
	if !ok {
		return res, false
	}
	kind, known := diplomacyKinds[word]
	if !known {
		r.errorf(f["result"], "%s: result %q: want no-effect, revolt, rome-illyrian-war, alliance or defection", what, word)
		return res, false
	}
	res.Kind = kind
	if n := f["region"]; n != nil {
		res.Region, _ = r.text(n, what+" region")
	}
	needRegion := kind == Revolt || kind == Defection
	switch {
	case needRegion && f["region"] == nil:
		r.errorf(row, "%s: a %s names its region", what, word)
		return res, false
	case !needRegion && f["region"] != nil:
		r.errorf(f["region"], "%s: a %s names no region", what, word)
		return res, false
	case kind == Alliance && f["with"] == nil:
		r.errorf(row, "%s: an alliance names its nation (with: rome or carthage)", what)
		return res, false
	case kind != Alliance && f["with"] != nil:
		r.errorf(f["with"], "%s: only an alliance names a nation", what)
		return res, false
	}
	if kind == Defection && !slices.Contains(DefectionTargets, res.Region) {
		r.errorf(f["region"], "%s: defection of %q: want syracuse, massylii, massaesylii or south-italy (16.36)", what, res.Region)
		return res, false
	}
	if kind == Alliance {
		nat, good := r.nation(f["with"], what+" with")
		if !good {
			return res, false
		}
		res.Nation = nat
	}
	return res, true
}
