package match_test

import (
	"encoding/json"
	"strings"
	"testing"

	"punic/game"
	"punic/game/gametest"
	"punic/match"
)

// The match on a game other than Hannibal: the toy race of package gametest.

func toyRules(t *testing.T) game.Rules {
	t.Helper()
	gametest.Register()
	r, err := gametest.Title.Load("")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestToyRecordUndoReplay plays, takes back within the barriers, resigns, and
// replays the record, which names its game and keeps each die with its action.
func TestToyRecordUndoReplay(t *testing.T) {
	rules := toyRules(t)
	m, err := match.New(rules, game.Options{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	if m.Scenario() != "short" {
		t.Fatalf("default scenario %q", m.Scenario())
	}
	north, south := game.Player(0), game.Player(1)
	for _, a := range []string{"add 2", "add 1"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Undo(north); err == nil || !strings.Contains(err.Error(), "North cannot undo: the other player has acted since") {
		t.Fatalf("undo across the other side's action: %v", err)
	}
	if err := m.Undo(south); err != nil || m.Actions() != 1 || m.Game().ToMove() != south {
		t.Fatalf("south's undo: %v", err)
	}
	m.Game().Table().Force(game.Inputs{"rolls": {json.RawMessage("5")}})
	if err := m.ApplyText("roll"); err != nil {
		t.Fatal(err)
	}
	if m.CanUndo(south) {
		t.Fatal("a die roll can be taken back")
	}
	if err := m.Resign(north); err != nil {
		t.Fatal(err)
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"format": 2`, `"game": "toy"`, `"engine": "toy 1"`, `"rolls": [`, `"resign": true`, `"winner": "south"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("record lacks %s:\n%s", want, b)
		}
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	back, err := match.Open(game.NewLoader(nil), rec)
	if err != nil {
		t.Fatal(err)
	}
	if back.Game().Position() != m.Game().Position() || !back.Over() || back.Actions() != 3 {
		t.Fatalf("replayed to %q", back.Game().Position())
	}
}

// TestToyRefereeAndReset: in referee mode a roll asks the table; what was
// queued and not used is dropped by Reset.
func TestToyRefereeAndReset(t *testing.T) {
	m, err := match.New(toyRules(t), game.Options{Seed: 1, Referee: true})
	if err != nil {
		t.Fatal(err)
	}
	err = m.ApplyText("roll")
	need, ok := m.Need(err, nil)
	if !ok || need.Kind != gametest.Die || m.Actions() != 0 {
		t.Fatalf("a roll in referee mode: %v", err)
	}
	m.Game().Table().Force(game.Inputs{"rolls": {json.RawMessage("6"), json.RawMessage("2")}})
	if err := m.ApplyText("roll"); err != nil {
		t.Fatal(err)
	}
	rec := m.Record()
	if !rec.Referee || string(rec.Actions[0].Inputs["rolls"][0]) != "6" {
		t.Fatalf("record %+v", rec)
	}
	if m.Game().Table().Pending() != 1 {
		t.Fatal("the second roll is not waiting")
	}
	if err := m.Reset(); err != nil || m.Game().Table().Pending() != 0 || m.Actions() != 1 {
		t.Fatalf("reset: %v", err)
	}
}

// TestRecordInputsJSON: a recorded action writes its inputs as fields of their
// own, in order, and reads any field it does not know as an input kind.
func TestRecordInputsJSON(t *testing.T) {
	ra := match.RecordedAction{Side: "rome", Action: "pass", Inputs: game.Inputs{"picks": {json.RawMessage(`"varro"`)}, "dice": {json.RawMessage("6")}}}
	b, err := json.Marshal(ra)
	if err != nil || string(b) != `{"side":"rome","action":"pass","dice":[6],"picks":["varro"]}` {
		t.Fatalf("%s %v", b, err)
	}
	var back match.RecordedAction
	if err := json.Unmarshal([]byte(`{"side":"carthage","action":"resign","resign":true,"hands":[[[1,0,0,0,0,0],[0,1,0,0,0,0]]]}`), &back); err != nil {
		t.Fatal(err)
	}
	if !back.Resign || len(back.Inputs["hands"]) != 1 || back.Side != "carthage" {
		t.Fatalf("%+v", back)
	}
	if err := json.Unmarshal([]byte(`{"side":3}`), &back); err == nil {
		t.Fatal("a side that is a number was read")
	}
}
