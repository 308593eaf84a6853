package protocol

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// "odds" estimates the battle a side's action leads to from that side's
// knowledge, with the report and its chart; the same seed gives the same reply.
func TestOddsCommand(t *testing.T) {
	pos, err := os.ReadFile("../hannibal/odds/testdata/arpi.pos")
	if err != nil {
		t.Fatal(err)
	}
	s := newSession()
	load, _ := json.Marshal(map[string]any{"cmd": "load", "position": string(pos), "seed": 3})
	mustOK(t, s, string(load))
	req := `{"cmd":"odds","side":"carthage","battle":"arpi","samples":80,"seed":5}`
	r := mustOK(t, s, req)
	odds, _ := r["odds"].(map[string]any)
	if odds["action"] != "move arpi" || odds["samples"] != float64(80) || odds["space"] != "arpi" {
		t.Fatalf("odds %v", odds)
	}
	sides, _ := odds["sides"].([]any)
	if len(sides) != 2 || !strings.Contains(r.str("chart"), "carthage  wins") {
		t.Fatalf("sides %v, chart %q", sides, r.str("chart"))
	}
	if again := s.Handle([]byte(req)); string(again) != string(s.Handle([]byte(req))) {
		t.Error("the same request and seed gave two replies")
	}
	for req, want := range map[string]string{
		`{"cmd":"odds","battle":"arpi"}`:                    `odds needs "side": rome or carthage`,
		`{"cmd":"odds","side":"rome","battle":"arpi"}`:      "Rome does not decide now",
		`{"cmd":"odds","side":"carthage","battle":"mars"}`:  `unknown space "mars"`,
		`{"cmd":"odds","side":"carthage","samples":"many"}`: "samples",
	} {
		if r := send(t, s, req); r.ok() || !strings.Contains(r.str("error"), want) {
			t.Errorf("%s: %v, want %q", req, r, want)
		}
	}
}
