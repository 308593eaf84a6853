package data

import (
	"strings"
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

	// charts.yaml: the die and the CRT.
	{name: "die sides", changes: []change{{cf, "  sides: 6", "  sides: 1"}},
		want: []want{{cf, "sides: 1", "die sides 1, want 2 or more"}}},
	{name: "crt odds", changes: []change{{cf, `"2:1", "3:1"`, `"2:1", "3 to 1"`}},
		want: []want{{cf, `"3 to 1"`, `crt column "3 to 1": want odds like "3:1"`}}},
	{name: "crt columns fall", changes: []change{{cf, `"2:1", "3:1"`, `"3:1", "2:1"`}},
		want: []want{{cf, `"3:1", "2:1"`, "crt column 2:1: columns must rise in odds, and 2:1 does not exceed 3:1"}}},
	{name: "crt without columns", changes: []change{{cf, `  columns: ["1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1"]`, "  columns: []"}},
		want: []want{{cf, "columns: []", "crt has no columns"}}},
	{name: "crt row short", changes: []change{{cf, "{roll: -2, cells: [75/0, 75/0, ", "{roll: -2, cells: [75/0, "}},
		want: []want{{cf, "{roll: -2, cells:", "crt row -2 has 9 cells, the table has 10 columns"}}},
	{name: "crt cell", changes: []change{{cf, "{roll: -2, cells: [75/0, 75/0, ", "{roll: -2, cells: [75-0, 75/0, "}},
		want: []want{{cf, "{roll: -2, cells:", `crt row -2: cell "75-0": want attacker%/defender% like 10/30`}}},
	{name: "crt percent off the loss table", changes: []change{{cf, "{roll: -2, cells: [75/0, 75/0, ", "{roll: -2, cells: [75/5, 75/0, "}},
		want: []want{{cf, "{roll: -2, cells:", "crt row -2: cell 75/5: 5% is not on the Percentage Loss Table"}}},
	{name: "crt rolls skip", changes: []change{{cf, "{roll: -2, cells: [75/0, 75/0, ", "{roll: -7, cells: [75/0, 75/0, "}},
		want: []want{{cf, "{roll: -7, cells:", "crt row -7: rolls must run upward one by one, want -2 here"}}},

	// charts.yaml: the Percentage Loss Table.
	{name: "loss percent range", changes: []change{{cf, "percents: [0, 10, 20, 30, 40, 50, 75, 100]", "percents: [0, 10, 20, 30, 40, 50, 75, 120]"}},
		want: []want{{cf, "percents: [", "loss percentage 120 is not between 0 and 100"}}},
	{name: "loss percents fall", changes: []change{{cf, "percents: [0, 10, 20, 30, 40, 50, 75, 100]", "percents: [0, 10, 30, 20, 40, 50, 75, 100]"}},
		want: []want{{cf, "percents: [", "loss percentages must rise: 20 after 30"}}},
	{name: "loss without percents", changes: []change{{cf, "percents: [0, 10, 20, 30, 40, 50, 75, 100]", "percents: []"}},
		want: []want{{cf, "percents: []", "loss table has no percentages"}}},
	{name: "loss strength skips", changes: []change{{cf, "- {sp: 9, lost:", "- {sp: 10, lost:"}},
		want: []want{{cf, "- {sp: 10, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "loss row 10: strengths must run 1, 2, 3... one by one, want 9 here"}}},
	{name: "loss row short", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9 has 7 losses, the table has 8 percentages"}}},
	{name: "loss above strength", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 10]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9: 100% loses 10, want 0 to 9"}}},
	{name: "loss at 0%", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [1, 1, 2, 3, 4, 5, 7, 9]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9: 0% loses 1, but 0% loses nothing"}}},
	{name: "loss at 100%", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 8]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9: 100% loses 8, but 100% loses all 9"}}},
	{name: "loss falls with the percentage", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [0, 1, 2, 3, 4, 3, 7, 9]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9: 50% loses 3, less than 40% loses (4)"}}},
	{name: "loss falls with the strength", changes: []change{{cf, "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 7, 9]}", "- {sp: 9, lost: [0, 1, 2, 3, 4, 5, 5, 9]}"}},
		want: []want{{cf, "- {sp: 9, lost:", "loss row 9: 75% loses 5, less than 8 SP lose (6)"}}},
	{name: "loss without rows", prep: func(f fstest.MapFS) {
		text := string(f[cf].Data)
		start := strings.Index(text, "    - {sp: 1, lost:")
		end := strings.Index(text, "\nattrition:")
		f[cf] = &fstest.MapFile{Data: []byte(text[:start] + "    []\n" + text[end:])}
	}, changes: []change{{cf, "  rows:\n    []", "  rows: []"}},
		want: []want{{cf, "rows: []", "loss table has no rows"}}},

	// charts.yaml: the Attrition Table.
	{name: "attrition percent range", changes: []change{{cf, "{roll: 0, percent: 75}", "{roll: 0, percent: 175}"}},
		want: []want{{cf, "{roll: 0, percent: 175}", "attrition row 0: 175% is not between 0 and 100"}}},
	{name: "attrition percent off the loss table", changes: []change{{cf, "{roll: 0, percent: 75}", "{roll: 0, percent: 80}"}},
		want: []want{{cf, "{roll: 0, percent: 80}", "attrition row 0: 80% is not on the Percentage Loss Table"}}},
	{name: "attrition rises", changes: []change{{cf, "{roll: 5, percent: 20}", "{roll: 5, percent: 40}"}},
		want: []want{{cf, "{roll: 5, percent: 40}", "attrition row 5: 40% is worse than row 4's 20%; a higher roll is never worse"}}},

	// charts.yaml: the Diplomacy Tables.
	{name: "diplomacy result", changes: []change{{cf, "{roll: 4, result: no-effect}\n      - {roll: 5, result: alliance", "{roll: 4, result: treaty}\n      - {roll: 5, result: alliance"}},
		want: []want{{cf, "{roll: 4, result: treaty}", `diplomacy table "one" row 4: result "treaty": want no-effect, revolt, rome-illyrian-war, alliance or defection`}}},
	{name: "revolt without region", changes: []change{{cf, "{roll: 1, result: revolt, region: sardinia}", "{roll: 1, result: revolt}"}},
		want: []want{{cf, "{roll: 1, result: revolt}", `diplomacy table "one" row 1: a revolt names its region`}}},
	{name: "no effect with region", changes: []change{{cf, "{roll: 4, result: no-effect}\n      - {roll: 5, result: alliance", "{roll: 4, result: no-effect, region: latium}\n      - {roll: 5, result: alliance"}},
		want: []want{{cf, "{roll: 4, result: no-effect, region: latium}", `diplomacy table "one" row 4: a no-effect names no region`}}},
	{name: "alliance without nation", changes: []change{{cf, "{roll: 0, result: alliance, with: rome}", "{roll: 0, result: alliance}"}},
		want: []want{{cf, "{roll: 0, result: alliance}", `diplomacy table "one" row 0: an alliance names its nation (with: rome or carthage)`}}},
	{name: "nation outside an alliance", changes: []change{{cf, "{roll: 6, result: rome-illyrian-war}", "{roll: 6, result: rome-illyrian-war, with: carthage}"}},
		want: []want{{cf, "{roll: 6, result: rome-illyrian-war, with: carthage}", `diplomacy table "two" row 6: only an alliance names a nation`}}},
	{name: "alliance with whom", changes: []change{{cf, "{roll: 0, result: alliance, with: rome}", "{roll: 0, result: alliance, with: macedon}"}},
		want: []want{{cf, "with: macedon", `diplomacy table "one" row 0 with: "macedon" is not rome or carthage`}}},
	{name: "defection target", changes: []change{{cf, "{roll: 8, result: defection, region: south-italy}", "{roll: 8, result: defection, region: campania}"}},
		want: []want{{cf, "region: campania}", `diplomacy table "two" row 8: defection of "campania": want syracuse, massylii, massaesylii or south-italy (16.36)`}}},
	{name: "revolt in unknown region", changes: []change{{cf, "{roll: 1, result: revolt, region: sardinia}", "{roll: 1, result: revolt, region: sardegna}"}},
		want: []want{{cf, "region: sardegna}", `diplomacy table "one" row 1: revolt in unknown region "sardegna"`}}},
	{name: "diplomacy table twice", changes: []change{{cf, "  - key: two", "  - key: one"}},
		want: []want{{cf, "- key: one@@2", `diplomacy table "one" is given twice`}}},
	{name: "no such diplomacy table", changes: []change{{sf, "diplomacy: two", "diplomacy: three"}},
		want: []want{{sf, "- key: second", `scenario "second": no Diplomacy Table "three" in charts.yaml`}}},
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
