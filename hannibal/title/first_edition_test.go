package title

import (
	"encoding/json"
	"math/rand"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/match"
)

// TestFirstEditionRecord: a game created with game.Options.Rules "1st" records
// its rules and the 1st-edition data fingerprint, replays as a 1st-edition game
// and undoes within it; a default record has neither.
func TestFirstEditionRecord(t *testing.T) {
	d := data.MustDefault()
	m, err := match.New(rules(), game.Options{Seed: 5, Rules: "1st"})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 200 && !m.Over(); i++ {
		legal := m.Game().Legal(nil)
		if err := m.Apply(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if hg(m).Rules() != "1st" {
		t.Fatalf("the match plays %q rules", hg(m).Rules())
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"rules": "1st"`) {
		t.Fatalf("record has no rules field:\n%.400s", b)
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Data == d.Fingerprint || rec.Data != d.FirstEdition.Fingerprint {
		t.Fatalf("record data %q: want the 1st-edition fingerprint", rec.Data)
	}
	back, err := match.Replay(rules(), rec)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if back.Game().Position() != m.Game().Position() || hg(back).Rules() != "1st" {
		t.Fatalf("the replay reaches another game")
	}
	// The same record read as a default game is refused: the data differ.
	rec.Rules = ""
	if _, err := match.Replay(rules(), rec); err == nil {
		t.Errorf("a 1st-edition record replayed as a default game")
	}

	// A default record has no rules field and the default fingerprint.
	m2, _ := match.New(rules(), game.Options{Seed: 5})
	b2, _ := m2.MarshalRecord()
	var raw map[string]any
	_ = json.Unmarshal(b2, &raw)
	if _, has := raw["rules"]; has || raw["data"] != d.Fingerprint {
		t.Fatalf("default record: %s", b2)
	}

	// Unknown rules are refused with the choices.
	if _, err := match.New(rules(), game.Options{Rules: "3rd"}); err == nil || !strings.Contains(err.Error(), "2nd or 1st") {
		t.Errorf("rules 3rd: %v", err)
	}
	_ = hannibal.RulesChoices
}

// TestFirstEditionUndo: undo puts a 1st-edition game back as it was.
func TestFirstEditionUndo(t *testing.T) {
	m, err := match.New(rules(), game.Options{Seed: 9, Rules: "1st"})
	if err != nil {
		t.Fatal(err)
	}
	undone := 0
	for i := 0; i < 400 && !m.Over(); i++ {
		side := m.Game().ToMove()
		before := m.Game().Position()
		legal := m.Game().Legal(nil)
		if err := m.Apply(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
		if m.CanUndo(side) {
			if err := m.Undo(side); err != nil {
				t.Fatal(err)
			}
			undone++
			if m.Game().Position() != before || hg(m).Rules() != "1st" {
				t.Fatalf("undo did not restore the 1st-edition game")
			}
			legal = m.Game().Legal(nil)
			if err := m.Apply(legal[len(legal)-1]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if undone < 10 {
		t.Errorf("only %d actions were taken back", undone)
	}
}
