package protocol

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLoadRefusesImpossiblePosition: a position the rules cannot produce is
// refused at load, with the line and the reason, and the session goes on.
func TestLoadRefusesImpossiblePosition(t *testing.T) {
	text := `position: 1
scenario: 218bc
turn: 3
phase: strategy
active: carthage
control rome: massilia rome capua neapolis tarentum rhegium messana syracuse
control carthage: gades new-carthage saguntum carthage utica insubrians boii bruttium
units cannae: carthage 9, rome 2
general hannibal: cannae command
general varro: cannae command consul
general paulus: capua command
general fabius: rome command proconsul
general marcellus: capua proconsul
units rome: rome 2
units capua: rome 2
hand carthage: 9 33 61
hand rome: 5 6 40
`
	b, _ := json.Marshal(text)
	s := newSession()
	r := send(t, s, `{"cmd":"load","seed":1,"position":`+string(b)+`}`)
	for _, want := range []string{
		"line 8: units cannae: Rome and Carthage both have CUs outside the walls of Cannae, and no battle is being fought",
		"line 11: general paulus: a Roman general on the map is a consul or a proconsul",
		"line 13: general marcellus: fabius and marcellus are proconsuls, but the election names one proconsul at most",
	} {
		if r.ok() || !strings.Contains(r.str("error"), want) {
			t.Errorf("load: want %q in the refusal, got %v", want, r)
		}
	}
	mustOK(t, s, `{"cmd":"new","seed":1}`)
}
