package protocol

import (
	"encoding/json"
	"strings"
	"testing"
)

// The rules option and the tutorials through the protocol.

// helloGame finds a game in hello's reply.
func helloGame(t *testing.T, s *Session, name string) map[string]any {
	t.Helper()
	h := mustOK(t, s, `{"cmd":"hello"}`)
	for _, g := range h["games"].([]any) {
		if gi := g.(map[string]any); gi["name"] == name {
			return gi
		}
	}
	t.Fatalf("hello does not list %s: %v", name, h)
	return nil
}

// TestHelloRulesAndTutorials: hello says which game offers which rules and
// which scenarios are tutorials.
func TestHelloRulesAndTutorials(t *testing.T) {
	s := newSession()
	h := helloGame(t, s, "hannibal")
	b, _ := json.Marshal(h["rules"])
	if want := `[{"key":"2nd","label":"2nd edition (2007)"},{"key":"1st","label":"1st edition"}]`; string(b) != want {
		t.Errorf("hannibal's rules: %s, want %s", b, want)
	}
	tuts := h["tutorials"].([]any)
	if len(tuts) != 6 {
		t.Fatalf("hannibal's tutorials: %v", tuts)
	}
	first := tuts[0].(map[string]any)
	if first["key"] != "tutorial-1" || first["number"] != 1.0 || first["player"] != "rome" || first["title"] == "" || first["goal"] == "" {
		t.Errorf("tutorial 1: %v", first)
	}
	if tuts[3].(map[string]any)["player"] != "" {
		t.Errorf("tutorial 4 is for two players: %v", tuts[3])
	}
	scs := h["scenarios"].([]any)
	for _, tu := range tuts {
		key := tu.(map[string]any)["key"]
		found := false
		for _, sc := range scs {
			found = found || sc == key
		}
		if !found {
			t.Errorf("tutorial %v is not among the scenarios %v", key, scs)
		}
	}
	p := helloGame(t, s, "punicwars")
	if b, _ := json.Marshal([]any{p["rules"], p["tutorials"]}); string(b) != `[[],[]]` {
		t.Errorf("punicwars' rules and tutorials: %s", b)
	}
}

// TestNewFirstEdition: "new" with "rules":"1st" plays the 1st edition, which
// the view, the position and the record carry, and a saved record loads back
// under the same rules; bad rules and rules for a game without any are refused.
func TestNewFirstEdition(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","rules":"1st","seed":7}`)
	if got := hg(s).Rules(); got != "1st" {
		t.Fatalf("rules %q, want 1st", got)
	}
	if v := mustOK(t, s, `{"cmd":"view","side":"rome"}`); v.str("view", "rules") != "1st" {
		t.Errorf("view: %v", v["view"])
	}
	if p := mustOK(t, s, `{"cmd":"position"}`); !strings.Contains(p.str("position"), "rules: 1st\n") {
		t.Errorf("position lacks the rules: %s", p.str("position"))
	}
	rec := mustOK(t, s, `{"cmd":"save"}`)
	if rec.str("record", "rules") != "1st" {
		t.Fatalf("record: %v", rec["record"])
	}
	s2 := newSession()
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec["record"]})
	mustOK(t, s2, string(b))
	if got := hg(s2).Rules(); got != "1st" {
		t.Errorf("loaded record plays rules %q", got)
	}

	// The default, named or not.
	for _, line := range []string{`{"cmd":"new"}`, `{"cmd":"new","rules":"2nd"}`, `{"cmd":"new","rules":""}`} {
		mustOK(t, s, line)
		if got := hg(s).Rules(); got != "2nd" {
			t.Errorf("%s: rules %q", line, got)
		}
		if rec := mustOK(t, s, `{"cmd":"save"}`); rec.str("record", "rules") != "" {
			t.Errorf("%s: the record names the default rules: %v", line, rec["record"])
		}
	}
	mustFail(t, s, `{"cmd":"new","rules":"3rd"}`, `unknown rules "3rd" (choose 2nd or 1st)`)
	mustFail(t, s, `{"cmd":"new","rules":1}`, `rules`)
	mustFail(t, s, `{"cmd":"new","game":"punicwars","rules":"1st"}`, `The Punic Wars (SPI, 1975) offers no rules options (asked for rules "1st")`)
	// A refused "new" leaves the game as it was.
	if got := hg(s).Rules(); got != "2nd" {
		t.Errorf("after refusals: rules %q", got)
	}
}

// TestTutorialView: a tutorial's view carries its lesson.
func TestTutorialView(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","scenario":"tutorial-1","seed":1}`)
	v := mustOK(t, s, `{"cmd":"view","side":"rome"}`)
	l, _ := v["view"].(map[string]any)["lesson"].(map[string]any)
	if l == nil || l["tutorial"] != 1.0 || l["step"] != 1.0 || l["text"] == "" {
		t.Fatalf("lesson: %v", v["view"])
	}
}
