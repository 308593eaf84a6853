package data_test

import (
	"fmt"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// wantProblem is one problem a broken copy of the files must report.
type wantProblem struct {
	file    string
	at      string // text on the line the problem points at; "" when it names no line
	item    string
	message string
}

// brokenCases each introduce ONE defect into a copy of the embedded files and list
// every problem the validator must report for it, in order.
var brokenCases = []struct {
	name string
	edit func(t *testing.T, f dataFiles)
	want []wantProblem
}{
	{
		name: "unknown space in a connection",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "{a: gades, b: hispalis}", "{a: gades, b: hispalys}")
		},
		want: []wantProblem{{data.BoardFile, "- {a: gades, b: hispalys}",
			"connection gades-hispalys", `unknown space "hispalys"`}},
	},
	{
		name: "unknown province in a space",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: gades", "province: baetica", "province: betica")
		},
		want: []wantProblem{{data.BoardFile, "- key: gades",
			`space "gades"`, `unknown province "betica"`}},
	},
	{
		// The space must not be counted in any province either: Rome was Latium's
		// only space, and no other province gains it.
		name: "unknown province leaves its old province empty",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: rome", "province: latium", "province: lazio")
		},
		want: []wantProblem{
			{data.BoardFile, "- key: rome", `space "rome"`, `unknown province "lazio"`},
			{data.BoardFile, "- key: latium", `province "latium"`, "has no spaces"},
		},
	},
	{
		name: "connection from a space to itself",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "{a: gades, b: malaca}", "{a: gades, b: gades}")
		},
		want: []wantProblem{{data.BoardFile, "- {a: gades, b: gades}",
			"connection gades-gades", "connects gades to itself"}},
	},
	{
		name: "duplicate connection",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "  - {a: thabraca, b: zama}\n",
				"  - {a: thabraca, b: zama}\n  - {a: gades, b: hispalis} # again\n")
		},
		want: []wantProblem{{data.BoardFile, "- {a: gades, b: hispalis} # again",
			"connection gades-hispalis", "duplicate connection (gades and hispalis are already connected)"}},
	},
	{
		name: "duplicate connection in reversed order",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "  - {a: thabraca, b: zama}\n",
				"  - {a: thabraca, b: zama}\n  - {a: hispalis, b: gades}\n")
		},
		want: []wantProblem{{data.BoardFile, "- {a: hispalis, b: gades}",
			"connection hispalis-gades", "duplicate connection (hispalis and gades are already connected)"}},
	},
	{
		name: "unknown connection kind",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "{a: ilerda, b: tolosa, kind: pass}", "{a: ilerda, b: tolosa, kind: river}")
		},
		want: []wantProblem{{data.BoardFile, "- {a: ilerda, b: tolosa, kind: river}",
			"connection ilerda-tolosa", `unknown connection kind "river" (want normal, alps-pass, pass or strait)`}},
	},
	{
		name: "needs_control on a connection that is not a strait (10.6)",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BoardFile, "{a: ilerda, b: tolosa, kind: pass}", "{a: ilerda, b: tolosa, kind: pass, needs_control: true}")
		},
		want: []wantProblem{{data.BoardFile, "- {a: ilerda, b: tolosa",
			"connection ilerda-tolosa", "needs_control applies to straits only (rule 10.6)"}},
	},
	{
		name: "pcs_needed contradicts the majority rule (19.1)",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: baetica", "pcs_needed: 3", "pcs_needed: 2")
		},
		want: []wantProblem{{data.BoardFile, "- key: baetica",
			`province "baetica"`, "pcs_needed is 2 but rule 19.1 needs a majority of its 5 spaces, 3"}},
	},
	{
		// Neapolis leaves Campania (2 spaces, 2 needed) for Latium (1 space, 1 needed):
		// neither count matches any more.
		name: "space moved to another province (19.1)",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: neapolis", "province: campania", "province: latium")
		},
		want: []wantProblem{
			{data.BoardFile, "- key: latium", `province "latium"`, "pcs_needed is 1 but rule 19.1 needs a majority of its 2 spaces, 2"},
			{data.BoardFile, "- key: campania", `province "campania"`, "pcs_needed is 2 but rule 19.1 needs a majority of its 1 spaces, 1"},
		},
	},
	{
		name: "port without naval_modifier (11.6)",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: malaca", "    naval_modifier: -1\n", "")
		},
		want: []wantProblem{{data.BoardFile, "- key: malaca",
			`space "malaca"`, "a port needs a naval_modifier (rule 11.6)"}},
	},
	{
		name: "naval_modifier on a space that is not a port",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: malaca", "port: true", "port: false")
		},
		want: []wantProblem{{data.BoardFile, "- key: malaca",
			`space "malaca"`, "naval_modifier given but the space is not a port"}},
	},
	{
		name: "walled city without capacity (10.7)",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: gades", "    capacity: 2\n", "")
		},
		want: []wantProblem{{data.BoardFile, "- key: gades",
			`space "gades"`, "a walled city needs a positive capacity (rule 10.7)"}},
	},
	{
		name: "tribe whose start control disagrees with its stance (20.9)",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.BoardFile, "  - key: boii", "control: carthage", "control: none")
		},
		want: []wantProblem{{data.BoardFile, "- key: boii",
			`space "boii"`, "a tribe starts controlled by Carthage exactly when it is friendly to Carthage (rule 20.9)"}},
	},
	{
		name: "63 strategy cards (2.1)",
		edit: func(t *testing.T, f dataFiles) {
			f.deleteItem(t, data.CardsFile, "  - number: 64")
		},
		want: []wantProblem{{data.CardsFile, "", "", "63 strategy cards; the game has 64 (rule 2.1)"}},
	},
	{
		name: "duplicate card number",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.CardsFile, "  - number: 64\n", "  - number: 63 # twice\n")
		},
		want: []wantProblem{
			{data.CardsFile, "- number: 63 # twice", "card 63", "duplicate card number"},
			{data.CardsFile, "", "", "card 64 is missing"},
		},
	},
	{
		name: "battle-card count changed (14, deck list)",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BattleCardsFile, `name: "Probe", count: 8}`, `name: "Probe", count: 7}`)
		},
		want: []wantProblem{
			{data.BattleCardsFile, "- {key: probe", `battle card "probe"`, "count 7 differs from the rules' deck, which has 8"},
			{data.BattleCardsFile, "", "", "the battle deck holds 47 cards; the game has 48"},
		},
	},
	{
		name: "battle-card type missing",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.BattleCardsFile, "  - {key: reserve, name: \"Reserve\", count: 4, wild: true}\n", "")
		},
		want: []wantProblem{{data.BattleCardsFile, "", `battle card "reserve"`, "missing from the deck"}},
	},
	{
		name: "attrition table without its \"3\" row (21)",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.TablesFile, "    - {roll: \"3\", losses: [0, 0, 0, 1, 1, 1, 2]}\n", "")
		},
		want: []wantProblem{{data.TablesFile, "attrition:",
			"attrition table", `missing row for roll 3 (found "4")`}},
	},
	{
		name: "retreat table without its \">=7\" row (14.12)",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.TablesFile, "    - {roll: \">=7\", losses: [all, all]}\n", "")
		},
		want: []wantProblem{{data.TablesFile, "retreat:",
			"retreat table", `the last row must be ">=N" (it takes every higher roll), not "6"`}},
	},
	{
		name: "misspelt field name",
		edit: func(t *testing.T, f dataFiles) {
			f.replaceIn(t, data.GeneralsFile, "  - key: p-scipio", "consul_pool: true", "consul_pol: true")
		},
		want: []wantProblem{{data.GeneralsFile, "- key: p-scipio", "item 1",
			`unknown field "consul_pol" (known fields: ability, ability_text, battle, consul_pool, full_name, key, name, side, strategy)`}},
	},
	{
		name: "misspelt field name inside a table row",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.TablesFile, `losses: [1, 1, 1, 2, 2, 3, 3], elephant: true}`, `losses: [1, 1, 1, 2, 2, 3, 3], elefant: true}`)
		},
		want: []wantProblem{{data.TablesFile, "attrition:", "attrition",
			`unknown field "elefant"`}},
	},
	{
		name: "table row that is not a record",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, data.TablesFile, `    - {roll: "2", losses: [0, 0, 0, 0, 1, 1, 1]}`, `    - "two"`)
		},
		want: []wantProblem{{data.TablesFile, "attrition:", "attrition",
			"cannot unmarshal !!str `two` into a record"}},
	},
	{
		name: "unknown general in the scenario",
		edit: func(t *testing.T, f dataFiles) {
			f.replace(t, "scenarios/218bc.yaml", "generals: [hanno]", "generals: [hano]")
		},
		want: []wantProblem{{"scenarios/218bc.yaml", "", `scenario "218bc"`, `unknown general "hano"`}},
	},
}

// TestBrokenData checks that each single defect is reported with its file, line,
// item and message, and with nothing else.
func TestBrokenData(t *testing.T) {
	for _, tc := range brokenCases {
		t.Run(tc.name, func(t *testing.T) {
			f := embeddedCopy(t)
			tc.edit(t, f)
			d, err := f.load()
			if d != nil {
				t.Errorf("LoadFS returned data along with the error")
			}
			got := problemsOf(t, err)
			for i := 0; i < max(len(got), len(tc.want)); i++ {
				switch {
				case i >= len(got):
					t.Errorf("missing problem %d: %s: %s: %s", i+1, tc.want[i].file, tc.want[i].item, tc.want[i].message)
					continue
				case i >= len(tc.want):
					t.Errorf("unexpected problem %d: %v", i+1, got[i])
					continue
				}
				w, p := tc.want[i], got[i]
				line := 0
				if w.at != "" {
					line = f.lineOf(t, w.file, w.at)
				}
				want := &data.Problem{File: w.file, Line: line, Item: w.item, Message: w.message}
				if *p != *want {
					t.Errorf("problem %d:\n got %q\nwant %q", i+1, p.Error(), want.Error())
				}
			}
		})
	}
}

// TestProblemRendering pins the "file:line: item: message" form, and InvalidData's
// listing of every problem.
func TestProblemRendering(t *testing.T) {
	for _, tc := range []struct {
		p    data.Problem
		want string
	}{
		{data.Problem{File: "board.yaml", Line: 12, Item: `space "x"`, Message: "bad"}, `board.yaml:12: space "x": bad`},
		{data.Problem{File: "board.yaml", Item: `space "x"`, Message: "bad"}, `board.yaml: space "x": bad`},
		{data.Problem{File: "turns.yaml", Line: 3, Message: "bad"}, "turns.yaml:3: bad"},
		{data.Problem{File: "turns.yaml", Message: "bad"}, "turns.yaml: bad"},
	} {
		if got := tc.p.Error(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	inv := &data.InvalidData{Problems: []*data.Problem{
		{File: "a.yaml", Line: 1, Message: "one"},
		{File: "b.yaml", Item: "x", Message: "two"},
	}}
	want := "invalid game data (2 problem(s)):\n  a.yaml:1: one\n  b.yaml: x: two"
	if got := inv.Error(); got != want {
		t.Errorf("InvalidData.Error():\n got %q\nwant %q", got, want)
	}
}

// TestSeveralDefectsAllReported checks that the validator lists every defect at once
// rather than stopping at the first.
func TestSeveralDefectsAllReported(t *testing.T) {
	f := embeddedCopy(t)
	f.replace(t, data.BoardFile, "{a: gades, b: hispalis}", "{a: gades, b: hispalys}")
	f.replaceIn(t, data.BoardFile, "  - key: gades", "    capacity: 2\n", "")
	f.replace(t, data.BattleCardsFile, `name: "Probe", count: 8}`, `name: "Probe", count: 7}`)
	got := problemsOf(t, mustFail(f.load()))
	var texts []string
	for _, p := range got {
		texts = append(texts, fmt.Sprintf("%s|%s|%s", p.File, p.Item, p.Message))
	}
	for _, w := range []string{
		`board.yaml|space "gades"|a walled city needs a positive capacity (rule 10.7)`,
		`board.yaml|connection gades-hispalys|unknown space "hispalys"`,
		`battle-cards.yaml|battle card "probe"|count 7 differs from the rules' deck, which has 8`,
	} {
		found := false
		for _, g := range texts {
			found = found || g == w
		}
		if !found {
			t.Errorf("problem %q not reported; got %q", w, texts)
		}
	}
}

// mustFail drops the data of a load that is expected to fail.
func mustFail(_ *data.Data, err error) error { return err }

// TestMalformedYAML checks that a file the YAML parser rejects is reported as such,
// with the parser's own explanation (whose wording and line belong to the parser).
func TestMalformedYAML(t *testing.T) {
	f := embeddedCopy(t)
	f.replace(t, data.TurnsFile, `{turn: 5, years: "213-212 BC", cards: 8}`, `{turn: 5, years: "213-212 BC", cards: 8`)
	got := problemsOf(t, mustFail(f.load()))
	if len(got) != 1 {
		t.Fatalf("got %d problems, want 1: %v", len(got), got)
	}
	p := got[0]
	if p.File != data.TurnsFile || p.Line != 0 || p.Item != "" ||
		!strings.HasPrefix(p.Message, "not valid YAML: yaml: line ") ||
		!strings.HasSuffix(p.Message, ": did not find expected ',' or '}'") {
		t.Errorf("got %q, want turns.yaml: not valid YAML: yaml: line N: did not find expected ',' or '}'", p.Error())
	}
}

// TestMissingFile checks that a missing file is reported by name.
func TestMissingFile(t *testing.T) {
	f := embeddedCopy(t)
	delete(f, data.GeneralsFile)
	got := problemsOf(t, mustFail(f.load()))
	if len(got) != 1 || got[0].File != data.GeneralsFile || !strings.HasPrefix(got[0].Message, "cannot read: ") {
		t.Errorf("got %v, want one \"generals.yaml: cannot read: …\" problem", got)
	}
}
