package data

import (
	"testing"
	"testing/fstest"
)

// Short names for the files in the cases below.
const (
	mf = MapFile
	rf = RegionsFile
	cf = ChartsFile
	lf = LeadersFile
	sf = ScenariosFile
)

// brokenCases each break the files in one way and list every problem the
// validator must report, in order: one case per message the loader can give.
var brokenCases = []struct {
	name    string
	prep    func(fstest.MapFS) // an edit change cannot make (optional)
	changes []change
	want    []want
}{
	// Files and YAML.
	{name: "missing file", prep: func(f fstest.MapFS) { delete(f, lf) },
		want: []want{{lf, "", "cannot read: open leaders.yaml: file does not exist"}}},
	{name: "YAML syntax", changes: []change{{cf, "    - {roll: 0, percent: 75}", "    - {roll: 0, percent: 75"}},
		want: []want{{cf, "- {roll: -1, percent: 100}", "not valid YAML at or after this line: did not find expected ',' or '}'"}}},
	{name: "not a mapping", prep: func(f fstest.MapFS) { f[lf] = &fstest.MapFile{Data: []byte("- leaders\n")} },
		want: []want{{lf, "- leaders", "must be a YAML mapping"}}},
	{name: "unknown field", changes: []change{{rf, "{key: umbria, name: Umbria, value: 2,", "{key: umbria, name: Umbria, value: 2, colour: red,"}},
		want: []want{{rf, "key: umbria", `region: unknown field "colour" (known: key, name, value, south_italy, note)`}}},
	{name: "field twice", changes: []change{{rf, "{key: umbria, name: Umbria, value: 2,", "{key: umbria, name: Umbria, value: 2, value: 3,"}},
		want: []want{{rf, "key: umbria", `region: field "value" given twice`}}},
	{name: "missing field", changes: []change{{rf, "{key: umbria, name: Umbria, value: 2,", "{key: umbria, name: Umbria,"}},
		want: []want{{rf, "key: umbria", `region: missing field "value"`}}},
	{name: "not a single value", changes: []change{{cf, "  sides: 6", "  sides: [6]"}},
		want: []want{{cf, "sides: [6]", "die sides must be a single value"}}},
	{name: "not a whole number", changes: []change{{rf, "{key: umbria, name: Umbria, value: 2,", "{key: umbria, name: Umbria, value: two,"}},
		want: []want{{rf, "key: umbria", `region umbria value: "two" is not a whole number`}}},
	{name: "empty text", changes: []change{{rf, "{key: umbria, name: Umbria,", `{key: umbria, name: "",`}},
		want: []want{{rf, "key: umbria", "region umbria name is empty"}}},
	{name: "not a boolean", changes: []change{{rf, "value: 2, south_italy: true, note: \"Poor uplands", "value: 2, south_italy: yes, note: \"Poor uplands"}},
		want: []want{{rf, "key: lucania", `region lucania south_italy: "yes" is not true or false`}}},
	{name: "not a list", changes: []change{{lf, "  - {nation: rome, letter: A, value: 3}\n  - {nation: rome, letter: B, value: 2}\n  - {nation: rome, letter: C, value: 1}\n  - {nation: rome, letter: D, value: 1}\n  - {nation: rome, letter: E, value: 1}\n  - {nation: rome, letter: F, value: 1}\n  - {nation: rome, letter: G, value: 1}\n  - {nation: rome, letter: H, value: 1}\n  - {nation: carthage, letter: A, value: 3}\n  - {nation: carthage, letter: B, value: 2}\n  - {nation: carthage, letter: C, value: 2}\n  - {nation: carthage, letter: D, value: 2}\n  - {nation: carthage, letter: E, value: 2}\n", "  rome: A\n"}},
		want: []want{{lf, "rome: A", "leaders must be a list"}, {lf, "rome: A", "rome has no leaders"}, {lf, "rome: A", "carthage has no leaders"},
			{lf, "total: 100", "the sheet lists 87 counters (0 leaders and 87 others), the total says 100"}}},
	{name: "reconstruction without why", changes: []change{{lf, "A-E for Carthage, the 3 first (8.11: the letter marks no rank).\n", "A-E for Carthage, the 3 first (8.11: the letter marks no rank).\n"}, {lf, "why: >-\n  Roman leaders", "note: >-\n  Roman leaders"}},
		want: []want{{lf, "note: >-", `leaders.yaml: unknown field "note" (known: reconstruction, why, leaders, counters)`}, {lf, "reconstruction: true", "the leaders is marked reconstruction: true but gives no why"}}},

	// regions.yaml.
	{name: "region key", changes: []change{{rf, "{key: umbria,", "{key: Umbria,"}},
		want: []want{{rf, "key: Umbria", "region Umbria: a key is lower-case words joined by hyphens"}, {sf, "umbria, samnium, campania", `scenario "first" status: unknown region "umbria"`},
			{sf, "umbria, samnium, campania", `scenario "first" status: no status for Umbria`},
			{sf, "        - umbria", `scenario "second" status: unknown region "umbria"`}, {sf, "pro-rome:", `scenario "second" status: no status for Umbria`},
			{sf, "- umbria@@2", `scenario "third" status: unknown region "umbria"`}, {sf, "pro-rome:@@2", `scenario "third" status: no status for Umbria`}}},
	{name: "region value", changes: []change{{rf, "{key: umbria, name: Umbria, value: 2,", "{key: umbria, name: Umbria, value: 0,"}},
		want: []want{{rf, "key: umbria", "region umbria: value 0, want 1 or more"}}},
	{name: "region twice", changes: []change{{rf, "{key: umbria, name: Umbria,", "{key: etruria, name: Umbria,"}},
		want: []want{{rf, "name: Umbria", "region etruria is listed twice"}, {rf, "regions:", "29 regions, the map has 30 (14.0)"},
			{sf, "umbria, samnium, campania", `scenario "first" status: unknown region "umbria"`},
			{sf, "        - umbria", `scenario "second" status: unknown region "umbria"`},
			{sf, "- umbria@@2", `scenario "third" status: unknown region "umbria"`}}},
	{name: "region name twice", changes: []change{{rf, "{key: umbria, name: Umbria,", "{key: umbria, name: Etruria,"}},
		want: []want{{rf, "key: umbria", `region umbria: name "Etruria" is already used on line 23`}}},
}

func TestBrokenFiles(t *testing.T) {
	for _, c := range brokenCases {
		t.Run(c.name, func(t *testing.T) {
			files := testFiles(t)
			if c.prep != nil {
				c.prep(files)
			}
			apply(t, files, c.changes)
			expect(t, files, c.want)
		})
	}
}
