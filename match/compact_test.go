package match_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"punic/game"
	"punic/match"
)

// TestCompactFinishedMatch: a finished match compacts to the same position,
// outcome and record (inputs and the resignation included), without its log
// or undo; a match still going on is refused.
func TestCompactFinishedMatch(t *testing.T) {
	m, err := match.New(toyRules(t), game.Options{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"add 2", "add 1"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	m.Game().Table().Force(game.Inputs{"rolls": {json.RawMessage("5")}})
	if err := m.ApplyText("roll"); err != nil {
		t.Fatal(err)
	}
	if err := m.Compact(); err == nil {
		t.Fatal("a game still going on was compacted")
	}
	// The toy's position does not say who resigned: a resigned toy game
	// does not load again as itself, and is left whole.
	resigned, err := match.Replay(toyRules(t), ptr(m.Record()))
	if err != nil {
		t.Fatal(err)
	}
	if err := resigned.Resign(game.Player(0)); err != nil {
		t.Fatal(err)
	}
	if err := resigned.Compact(); err == nil || len(resigned.Game().Log()) == 0 {
		t.Fatalf("a game whose position loads as another was compacted (%v)", err)
	}
	// Reach the target: 8, then 9 (south), then 10 (north, whom the toy's
	// position names as the winner: it does not store the winner either).
	for !m.Over() {
		if err := m.ApplyText("add 1"); err != nil {
			t.Fatal(err)
		}
	}
	before, pos, out := m.Record(), m.Game().Position(), m.Game().Outcome()
	if len(m.Game().Log()) == 0 {
		t.Fatal("the toy game keeps no log: the test shows nothing")
	}
	if err := m.Compact(); err != nil {
		t.Fatal(err)
	}
	after := m.Record()
	if !reflect.DeepEqual(before, after) {
		t.Errorf("record changed:\n%+v\n%+v", before, after)
	}
	if m.Game().Position() != pos || m.Game().Outcome() != out || !m.Over() {
		t.Errorf("position or outcome changed: %q %+v", m.Game().Position(), m.Game().Outcome())
	}
	if n := len(m.Game().Log()); n != 0 {
		t.Errorf("the compacted game keeps %d log lines", n)
	}
	if m.CanUndo(game.Player(0)) || m.CanUndo(game.Player(1)) || m.Actions() != len(before.Actions) {
		t.Errorf("after compacting: %d actions, %d before", m.Actions(), len(before.Actions))
	}
	if ra, ok := m.LastAction(); !ok || !reflect.DeepEqual(ra, before.Actions[len(before.Actions)-1]) {
		t.Errorf("last action %+v", ra)
	}
	if got := string(after.Actions[2].Inputs["rolls"][0]); got != "5" || after.Actions[1].Action != "add 1" {
		t.Errorf("actions %+v", after.Actions)
	}
}

// TestRecordAfterUndo: the compact list of actions takes back the last
// action's text, side and inputs exactly.
func TestRecordAfterUndo(t *testing.T) {
	m, err := match.New(toyRules(t), game.Options{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyText("add 2"); err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyText("add 1"); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(game.Player(1)); err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyText("add 2"); err != nil {
		t.Fatal(err)
	}
	rec := m.Record()
	want := []match.RecordedAction{{Side: "north", Action: "add 2"}, {Side: "south", Action: "add 2"}}
	if !reflect.DeepEqual(rec.Actions, want) {
		t.Fatalf("actions %+v, want %+v", rec.Actions, want)
	}
	if ra, _ := m.LastAction(); !reflect.DeepEqual(ra, want[1]) {
		t.Fatalf("last action %+v", ra)
	}
}

func ptr[T any](v T) *T { return &v }
