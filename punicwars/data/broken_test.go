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
		want: []want{{rf, "key: umbria", `region umbria: name "Etruria" is already used on line 25`}}},

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

	// leaders.yaml.
	{name: "leader letter twice", changes: []change{{lf, "{nation: rome, letter: H, value: 1}", "{nation: rome, letter: G, value: 1}"}},
		want: []want{{lf, "{nation: rome, letter: G, value: 1}@@2", "rome leader G: letter already used on line 24"}}},
	{name: "leader letter", changes: []change{{lf, "{nation: rome, letter: H, value: 1}", "{nation: rome, letter: h, value: 1}"}},
		want: []want{{lf, "letter: h", `rome leader "h": the identity letter is one capital letter (8.11)`}}},
	{name: "leader value", changes: []change{{lf, "{nation: rome, letter: H, value: 1}", "{nation: rome, letter: H, value: 4}"}},
		want: []want{{lf, "letter: H, value: 4", "rome leader H: value 4, want 1 to 3 (19.0: L1, L2, L3)"}}},
	{name: "leader nation", changes: []change{{lf, "{nation: rome, letter: H, value: 1}", "{nation: numidia, letter: H, value: 1}"}},
		want: []want{{lf, "nation: numidia", `leader nation: "numidia" is not rome or carthage`}}},
	{name: "counter total", changes: []change{{lf, "{kind: marker, name: defection, count: 7}", "{kind: marker, name: defection, count: 6}"}},
		want: []want{{lf, "total: 100", "the sheet lists 99 counters (13 leaders and 86 others), the total says 100"}}},
	{name: "no counters of a kind", changes: []change{{lf, "    - {owner: syracuse, kind: fleet, strength: 1, count: 2}\n", ""}, {lf, "name: defection, count: 7", "name: defection, count: 9"}},
		want: []want{{lf, "pieces:", "no syracuse fleet counters"}}},
	{name: "piece count", changes: []change{{lf, "{kind: marker, name: phase, count: 1}", "{kind: marker, name: phase, count: 0}"}},
		want: []want{{lf, "name: phase, count: 0", "piece count 0, want 1 or more"}, {lf, "total: 100", "the sheet lists 99 counters (13 leaders and 86 others), the total says 100"}}},
	{name: "marker shape", changes: []change{{lf, "{kind: marker, name: phase, count: 1}", "{kind: marker, name: phase, strength: 1, count: 1}"}},
		want: []want{{lf, "name: phase, strength: 1", "a marker has a name and a count, and no owner or strength"}, {lf, "total: 100", "the sheet lists 99 counters (13 leaders and 86 others), the total says 100"}}},
	{name: "counter shape", changes: []change{{lf, "{owner: rome, kind: army, strength: 5, count: 4}", "{owner: rome, kind: army, count: 4}"}},
		want: []want{{lf, "{owner: rome, kind: army, count: 4}", "an army counter has an owner, a strength and a count, and no name"},
			{lf, "total: 100", "the sheet lists 96 counters (13 leaders and 83 others), the total says 100"}}},
	{name: "counter owner", changes: []change{{lf, "{owner: rome, kind: army, strength: 5, count: 4}", "{owner: numidia, kind: army, strength: 5, count: 4}"}},
		want: []want{{lf, "owner: numidia", `piece owner "numidia": want rome, carthage or syracuse`},
			{lf, "total: 100", "the sheet lists 96 counters (13 leaders and 83 others), the total says 100"}}},
	{name: "counter strength", changes: []change{{lf, "{owner: rome, kind: army, strength: 5, count: 4}", "{owner: rome, kind: army, strength: 0, count: 4}"}},
		want: []want{{lf, "strength: 0, count: 4", "rome army counter of strength 0, want 1 or more"},
			{lf, "total: 100", "the sheet lists 96 counters (13 leaders and 83 others), the total says 100"}}},
	{name: "piece kind", changes: []change{{lf, "{owner: rome, kind: army, strength: 5, count: 4}", "{owner: rome, kind: elephant, strength: 5, count: 4}"}},
		want: []want{{lf, "kind: elephant", `piece kind "elephant": want army, fleet or marker`},
			{lf, "total: 100", "the sheet lists 96 counters (13 leaders and 83 others), the total says 100"}}},
	{name: "mix too small for a set-up", changes: []change{
		{lf, "{owner: rome, kind: army, strength: 5, count: 4}", "{owner: rome, kind: army, strength: 1, count: 4}"},
		{lf, "{owner: rome, kind: army, strength: 3, count: 4}", "{owner: rome, kind: army, strength: 1, count: 4}"},
		{lf, "{owner: rome, kind: army, strength: 2, count: 6}", "{owner: rome, kind: army, strength: 1, count: 6}"}},
		want: []want{{sf, "- key: third", `scenario "third": rome deploys 25 ASP, the counter mix holds 22 (7.35)`}}},

	// scenarios.yaml.
	{name: "scenario twice", changes: []change{{sf, "  - key: third", "  - key: second"}},
		want: []want{{sf, "- key: second@@2", `scenario "second" is given twice`}}},
	{name: "status of unknown region", changes: []change{{sf, "neutral: [hispania, gallia, mauretania]", "neutral: [hispania, gallia, mauretania, numidia]"}},
		want: []want{{sf, "numidia]", `scenario "third" status: unknown region "numidia"`}}},
	{name: "status twice", changes: []change{{sf, "neutral: [hispania, gallia, mauretania]", "neutral: [hispania, gallia, mauretania, zeugitana]"}},
		want: []want{{sf, "mauretania, zeugitana]", `scenario "third" status: region zeugitana is already listed on line 172`}}},
	{name: "status missing", changes: []change{{sf, "neutral: [hispania, gallia, mauretania]", "neutral: [hispania, gallia]"}},
		want: []want{{sf, "pro-rome:@@2", `scenario "third" status: no status for mauretania`}}},
	{name: "closed unknown region", changes: []change{{sf, "closed: [illyria] # 19.24.4", "closed: [dalmatia] # 19.24.4"}},
		want: []want{{sf, "closed: [dalmatia]", `scenario "second" closed: unknown region "dalmatia"`}}},
	{name: "first level", changes: []change{{sf, "      - {min: 0, name: Draw}\n      - {min: 32,", "      - {min: 1, name: Draw}\n      - {min: 32,"}},
		want: []want{{sf, "{min: 1, name: Draw}", `scenario "first": the first level starts at 0 Victory Points, not 1`}}},
	{name: "levels fall", changes: []change{{sf, "{min: 32, name: Marginal Victory}", "{min: 37, name: Marginal Victory}"}},
		want: []want{{sf, "{min: 36, name: Substantive Victory}", `scenario "first": level "Substantive Victory" starts at 36, not above "Marginal Victory"'s 37`}}},
	{name: "deployment without place", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L1 at Latium"}},
		want: []want{{sf, "4 ASP, L1 at Latium", `scenario "first": deployment "4 ASP, L1 at Latium": want "<units> in <hex or region>"`}}},
	{name: "deployment hex number", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L1 in 2900"}},
		want: []want{{sf, "4 ASP, L1 in 2900", `scenario "first": deployment "4 ASP, L1 in 2900": 2900 is not a hex number`}}},
	{name: "deployment place", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L1 in Lazio"}},
		want: []want{{sf, "4 ASP, L1 in Lazio", `scenario "first": deployment "4 ASP, L1 in Lazio": "Lazio" is neither a hex number nor a region`}}},
	{name: "deployment item twice", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, 2 ASP, L1 in Latium"}},
		want: []want{{sf, "4 ASP, 2 ASP, L1 in Latium", `scenario "first": deployment "4 ASP, 2 ASP, L1 in Latium": ASP given twice`}}},
	{name: "deployment item", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 legions, L1 in Latium"}},
		want: []want{{sf, "4 legions, L1 in Latium", `scenario "first": deployment "4 legions, L1 in Latium": cannot read "4 legions" (want "2 ASP", "3 FSP", "L2", "2 L1" or "face-down")`}}},
	{name: "deployment of nothing", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - face-down in Latium"}},
		want: []want{{sf, "face-down in Latium", `scenario "first": deployment "face-down in Latium" places nothing`}}},
	{name: "Syracuse Pro-Carthage", changes: []change{{sf, "        - syracuse # printed: 19.14.1\n", ""}, {sf, "pro-carthage: [sicilia, sardinia,", "pro-carthage: [syracuse, sicilia, sardinia,"}},
		want: []want{{sf, "- key: first", `scenario "first": Syracuse starts Neutral or Pro-Roman (17.0), not Pro-Carthage`}}},
	{name: "closed region not neutral", changes: []change{{sf, "        - illyria # closed until the Rome-Illyrian War (19.24.4)\n", ""}, {sf, "        - venetia\n      pro-carthage:", "        - venetia\n        - illyria\n      pro-carthage:"}},
		want: []want{{sf, "- key: second", `scenario "second": closed region illyria must be neutral: no one earns its value (19.14.5)`}}},
	{name: "no_leader_value range", changes: []change{{sf, "no_leader_value: [3] # 19.34.2", "no_leader_value: [4] # 19.34.2"}},
		want: []want{{sf, "- key: third", `scenario "third": no_leader_value 4: leaders are valued 1 to 3`}}},
	{name: "leader valued 4", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L4 in Latium"}},
		want: []want{{sf, "4 ASP, L4 in Latium", `scenario "first": "4 ASP, L4 in Latium": no leader is valued 4`}}},
	{name: "leader not used", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L3 in Latium"}},
		want: []want{{sf, "4 ASP, L3 in Latium", `scenario "first": "4 ASP, L3 in Latium": the 3 leaders are not used in this scenario`}}},
	{name: "too many leaders", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, 7 L1 in Latium"}},
		want: []want{{sf, "- key: first", `scenario "first": rome deploys 8 L1, the counter mix holds 6`}}},
	{name: "deployment in a closed region", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, L1 in Gallia"}},
		want: []want{{sf, "4 ASP, L1 in Gallia", `scenario "first": "4 ASP, L1 in Gallia": gallia is closed in this scenario`}}},
	{name: "too many fleets", changes: []change{{sf, "      - 4 ASP, L1 in Latium", "      - 4 ASP, 30 FSP, L1 in Latium"}},
		want: []want{{sf, "- key: first", `scenario "first": rome deploys 32 FSP, the counter mix holds 27 (7.35)`}}},
	{name: "Syracusan deployment", changes: []change{{sf, "    syracuse: 2 ASP, 2 FSP in 3315\n    special:\n      no_leader_value: [3] # 19.34.2", "    syracuse: 2 ASP, 2 FSP, L1 in 3315\n    special:\n      no_leader_value: [3] # 19.34.2"}},
		want: []want{{sf, "syracuse: 2 ASP, 2 FSP, L1 in 3315", `scenario "third": the Syracusan deployment "2 ASP, 2 FSP, L1 in 3315" must place Syracuse's 2 ASP and 2 FSP, and no leader, in a hex (17.0)`}}},

	// map.yaml against the other files.
	{name: "map defect", changes: []change{{mf, "  0416: {terrain: clear, coastal: true, region: mauretania}", "  0416: {terrain: hill, coastal: true, region: mauretania}"}},
		want: []want{{mf, "0416: {terrain: hill", `hex 0416: terrain "hill": want clear or mountain (all-sea hexes are not listed)`},
			{mf, "0416: {terrain: hill", "hex 0416: no terrain (want clear or mountain)"}}},
	{name: "map region unknown", changes: []change{{mf, "  0416: {terrain: clear, coastal: true, region: mauretania}", "  0416: {terrain: clear, coastal: true, region: numidia}"}},
		want: []want{{mf, "0416:", `hex 0416: unknown region "numidia" (regions.yaml)`}, {mf, "", "region mauretania has no hex on the map"}}},
	{name: "deployment hex off the map", changes: []change{{sf, "      - 1 ASP, 1 FSP in 3013", "      - 1 ASP, 1 FSP in 4513"}},
		want: []want{{sf, "1 ASP, 1 FSP in 4513", `scenario "first": "1 ASP, 1 FSP in 4513": hex 4513 is not on the map`}}},
	{name: "deployment at sea", changes: []change{{sf, "      - 1 ASP, 1 FSP in 3013", "      - 1 ASP, 1 FSP in 3012"}},
		want: []want{{sf, "1 ASP, 1 FSP in 3012", `scenario "first": "1 ASP, 1 FSP in 3012": hex 3012 is all-sea; no force may end there (5.25)`}}},
	{name: "fleet inland", changes: []change{{mf, "  3013: {terrain: clear, coastal: true, region: sicilia, site: city, name: Panormus}", "  3013: {terrain: clear, coastal: true, region: sicilia, site: city, name: Panormus}\n  3012: {terrain: clear, coastal: true, region: sicilia}\n  3014: {terrain: clear, coastal: true, region: sicilia}\n  3113: {terrain: clear, coastal: true, region: sicilia}\n  3114: {terrain: clear, coastal: true, region: sicilia}\n  2913: {terrain: clear, coastal: true, region: sicilia}\n  2914: {terrain: clear, coastal: true, region: sicilia}"},
		{mf, "  3013: {terrain: clear, coastal: true, region: sicilia, site: city, name: Panormus}", "  3013: {terrain: clear, region: sicilia, site: city, name: Panormus}"}},
		want: []want{{sf, "1 ASP, 1 FSP in 3013", `scenario "first": "1 ASP, 1 FSP in 3013": hex 3013 is inland; fleets stand only on coastal hexes (5.32)`}}},
	{name: "region without a coast", changes: []change{{sf, "      - 4 ASP, 4 FSP, L1 in Massilia", "      - 4 ASP, 4 FSP, L1 in 3315"}, {sf, "      - 3 FSP, L2 in Nova Carthago", "      - 3 FSP, L2 in Gallia"}, {sf, "        - gallia\n        - liguria\n        - mauretania", "        - liguria\n        - mauretania"}, {sf, "        - venetia\n      pro-carthage:", "        - venetia\n      pro-carthage:\n        - gallia"},
		{mf, "  1702: {terrain: clear, coastal: true, region: gallia}", "  1702: {terrain: clear, coastal: true, region: gallia}\n  1701: {terrain: clear, coastal: true, region: narbonensis}\n  1601: {terrain: clear, coastal: true, region: narbonensis}\n  1801: {terrain: clear, coastal: true, region: narbonensis}\n  1802: {terrain: clear, coastal: true, region: narbonensis}\n  1703: {terrain: clear, coastal: true, region: narbonensis}\n  1602: {terrain: clear, coastal: true, region: narbonensis}"},
		{mf, "  1702: {terrain: clear, coastal: true, region: gallia}", "  1702: {terrain: clear, region: gallia}"}},
		want: []want{{sf, "3 FSP, L2 in Gallia", `scenario "second": "3 FSP, L2 in Gallia": gallia has no coastal hex for the fleets`}}},
	{name: "Syracusans outside Syracuse", changes: []change{{sf, "    syracuse: 2 ASP, 2 FSP in 3315\n    special:\n      no_leader_value: [3] # 19.34.2", "    syracuse: 2 ASP, 2 FSP in 3314\n    special:\n      no_leader_value: [3] # 19.34.2"}},
		want: []want{{sf, "syracuse: 2 ASP, 2 FSP in 3314", `scenario "third": "2 ASP, 2 FSP in 3314": hex 3314 is in sicilia, not syracuse`}}},
	{name: "deployment hex in a closed region", changes: []change{{sf, "      - 1 ASP, 1 FSP in 3013", "      - 1 ASP, 1 FSP in 1504"}},
		want: []want{{sf, "1 ASP, 1 FSP in 1504", `scenario "first": "1 ASP, 1 FSP in 1504": hex 1504 is in narbonensis, closed in this scenario`}}},
}

func TestBrokenFiles(t *testing.T) {
	for _, c := range brokenCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := testFiles(t)
			if c.prep != nil {
				c.prep(files)
			}
			apply(t, files, c.changes)
			expect(t, files, c.want)
		})
	}
}
