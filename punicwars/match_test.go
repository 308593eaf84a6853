package punicwars

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// A recorded game replays to the same state; undo takes back what may be
// taken back, and never a die.
func TestMatchRecordReplayUndo(t *testing.T) {
	d := mustData(t)
	m, err := NewMatch(d, Options{Scenario: "second", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 9))
	var buf []Action
	for i := 0; i < 400 && !m.G.Over(); i++ {
		buf = m.G.Legal(buf)
		a := biased(r, buf)
		if a.Kind() == KAccept {
			a = act(KDecline, 0, 0)
		}
		side := m.G.ToMove()
		pos := m.G.Position()
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
		if m.CanUndo(side) && r.IntN(4) == 0 {
			if err := m.Undo(side); err != nil {
				t.Fatal(err)
			}
			if m.G.Position() != pos {
				t.Fatal("undo did not restore the state")
			}
		}
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	re, err := Replay(d, rec)
	if err != nil {
		t.Fatal(err)
	}
	if re.G.Position() != m.G.Position() {
		t.Fatal("the replay differs")
	}
	rec.Engine = "other"
	var ev *ErrVersion
	if _, err := Replay(d, rec); !errors.As(err, &ev) {
		t.Fatalf("another engine's record: %v", err)
	}
	// A die rolled cannot be taken back.
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 2 up")
	mm := &Match{G: g}
	if err := mm.ApplyText("leader C"); err != nil {
		t.Fatal(err)
	}
	if !mm.CanUndo(Rome) {
		t.Fatal("choosing a leader cannot be undone")
	}
	if err := mm.ApplyText("attack army"); err != nil {
		t.Fatal(err)
	}
	if mm.CanUndo(Rome) {
		t.Fatal("an attack's die can be taken back")
	}
}
