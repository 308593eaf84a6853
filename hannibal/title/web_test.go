package title

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"punic/hannibal"
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
		if got := r.names(text, "label"); got != want {
			t.Errorf("%q: got %+v, want %+v", text, got, want)
		}
	}
}

// TestChoicesGroup checks how the page is told to group the legal actions
// (issue 15): a card's plays under the card, CUs on a stepper with the usual
// number, drop-offs of CUs and generals behind one control, passes marked.
func TestChoicesGroup(t *testing.T) {
	r := Of(data.MustDefault())
	type want struct {
		group, groupLabel, sub, prefer string
		count                          int // -1: none
		pass                           bool
	}
	cases := map[string]want{
		"ops 12 move":            {"card:12", "#12 African Reinforcements", "2 OPs: move a general", "", -1, false},
		"ops 19 pc":              {"card:19", "#19 Senate Dismisses Proconsul", "1 OP: place PCs", "", -1, false},
		"event 48":               {"card:48", "#48 Allied Auxiliaries (Campania)", "Event", "", -1, false},
		"discard 48":             {"card:48", "#48 Allied Auxiliaries (Campania)", "Discard", "", -1, false},
		"take 10 e2":             {"take", "Take CUs", "label", "most", 10, false},
		"take 0":                 {"take", "Take CUs", "label", "most", 0, false},
		"drop 3":                 {"drop", "Drop off…", "label", "fewest", 3, false},
		"drop-general mago":      {"drop", "Drop off…", "label", "", -1, false},
		"garrison 2 e1 generals": {"garrison", "CUs inside the walls", "label", "most", 2, false},
		"pass":                   {"", "", "", "", -1, true},
		"concede":                {"", "", "", "", -1, true},
		"move cannae":            {"", "", "", "", -1, false},
		"activate hannibal":      {"", "", "", "", -1, false},
	}
	for text, w := range cases {
		c := r.choice(text, "label")
		count := -1
		if c.Count != nil {
			count = *c.Count
		}
		got := want{c.Group, c.GroupLabel, c.Sub, c.Prefer, count, c.Pass}
		if got != w {
			t.Errorf("%q: got %+v, want %+v", text, got, w)
		}
	}
}

// TestEffectNames: every lasting effect a view can list has a name for people.
func TestEffectNames(t *testing.T) {
	names := effectNames(Of(data.MustDefault()))
	for _, k := range []string{"macedonia-allied", "naval-victory", "hanno-counsels", "cato-counsels", "truce", "truce-reshuffle", "siege-train"} {
		if names[k] == "" || strings.Contains(names[k], "-") && !strings.Contains(names[k], " ") {
			t.Errorf("effect %q is named %q", k, names[k])
		}
	}
	if names["cato-counsels"] != "Cato Counsels Rome" {
		t.Errorf("cato-counsels is named %q", names["cato-counsels"])
	}
}

// TestCardRefsJSON: the cards a view refers to, written without reflection,
// are byte for byte what an Encoder with HTML escaping off writes, for every
// card under both editions' events (and for no card at all).
func TestCardRefsJSON(t *testing.T) {
	r := Of(data.MustDefault())
	for _, rules := range []string{"", "1st"} {
		all := make([]int, len(r.d.Cards))
		for i := range all {
			all[i] = i + 1
		}
		for _, hand := range [][]int{nil, {3}, all} {
			refs := r.Refs(&hannibal.View{Hand: hand, Rules: rules}).(CardRefs)
			if len(refs) != len(hand) {
				t.Fatalf("%d refs for %d cards", len(refs), len(hand))
			}
			var want bytes.Buffer
			e := json.NewEncoder(&want)
			e.SetEscapeHTML(false)
			if err := e.Encode(map[string]CardInfo(refs)); err != nil {
				t.Fatal(err)
			}
			if got := refs.AppendJSONText(nil); string(got) != strings.TrimSuffix(want.String(), "\n") {
				t.Fatalf("rules %q, %d cards:\n%s\nthe Encoder writes\n%s", rules, len(hand), got, want.String())
			}
		}
	}
}
