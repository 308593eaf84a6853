package hannibal

import (
	"strings"
	"testing"

	"punic/hannibal/data"
)

// rulesPosBase is a hand-written position the rules can produce; each case of
// TestPositionRulesRefused adds lines the rules cannot.
const rulesPosBase = `position: 1
scenario: 218bc
turn: 3
phase: strategy
active: carthage
control rome: massilia rome capua neapolis tarentum rhegium messana syracuse
control carthage: gades new-carthage saguntum carthage utica insubrians boii bruttium
units arpi: rome 8
units cannae: carthage 9 e1
general hannibal: cannae command
general varro: arpi command consul
hand carthage: 9 33 61
hand rome: 5 6 40
`

func TestPositionRulesRefused(t *testing.T) {
	d := data.MustDefault()
	if _, err := LoadPosition(d, rulesPosBase, 1); err != nil {
		t.Fatalf("the base position: %v", err)
	}
	for _, c := range []struct{ name, edit, want string }{
		{"both sides outside the walls", "units cannae: carthage 9 e1, rome 2",
			"line 9: units cannae: Rome and Carthage both have CUs outside the walls of Cannae, and no battle is being fought"},
		{"a Roman general without a post", "general paulus: beneventum command\nunits beneventum: rome 3",
			`line 14: general paulus: a Roman general on the map is a consul or a proconsul (6.4`},
		{"consul and proconsul", "general paulus: beneventum command consul proconsul\nunits beneventum: rome 3",
			"line 14: general paulus: a general is a consul or a proconsul, not both"},
		{"two proconsuls", "general fabius: rome command proconsul\ngeneral marcellus: capua command proconsul\nunits rome: rome 2\nunits capua: rome 2",
			"line 15: general marcellus: fabius and marcellus are proconsuls, but the election names one proconsul at most"},
	} {
		text := rulesPosBase + c.edit + "\n"
		if c.name == "both sides outside the walls" {
			text = strings.Replace(rulesPosBase, "units cannae: carthage 9 e1", c.edit, 1)
		}
		_, err := LoadPosition(d, text, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	// Scipio Africanus is a proconsul besides the one the election names.
	ok := rulesPosBase + "general fabius: rome command proconsul\ngeneral scipio-africanus: capua command proconsul\nunits rome: rome 2\nunits capua: rome 2\n"
	if _, err := LoadPosition(d, ok, 1); err != nil {
		t.Errorf("a proconsul and Scipio Africanus: %v", err)
	}
}
