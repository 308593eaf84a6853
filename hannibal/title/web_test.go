package title

import (
	"testing"

	"punic/hannibal/data"
)

// TestChoicesNameSpacesAndGenerals checks what the web app is told each action
// names.
func TestChoicesNameSpacesAndGenerals(t *testing.T) {
	r := Of(data.MustDefault())
	cases := map[string]Choice{
		"move cannae":           {Space: "cannae"},
		"return hanno carthage": {Space: "carthage", General: "hanno"},
		"first carthage":        {},
		"activate hannibal":     {General: "hannibal"},
		"subs mago,gisgo":       {General: "mago"},
		"ops 12 move":           {Card: 12},
		"avoid-to capua inside": {Space: "capua"},
		"pass":                  {},
	}
	for text, want := range cases {
		want.Action, want.Label = text, "label"
		if got := r.Choice(text, "label"); got != want {
			t.Errorf("%q: got %+v, want %+v", text, got, want)
		}
	}
}
