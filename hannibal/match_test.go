package hannibal

import (
	"encoding/json"
	"errors"
	"math/rand"
	"testing"

	"punic/hannibal/data"
)

// TestRecordReplay records random games and replays them: every replay reaches
// exactly the same state.
func TestRecordReplay(t *testing.T) {
	d := data.MustDefault()
	for seed := uint64(1); seed <= 20; seed++ {
		m, err := NewMatch(d, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewSource(int64(seed)))
		for !m.G.Over() {
			legal := m.G.Legal(nil)
			if err := m.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
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
		back, err := Replay(d, rec)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if back.G.s != m.G.s {
			t.Fatalf("seed %d: replay differs in %v", seed, stateDiff(&m.G.s, &back.G.s))
		}
		if len(back.G.Log()) != len(m.G.Log()) {
			t.Fatalf("seed %d: replay log has %d lines, original %d", seed, len(back.G.Log()), len(m.G.Log()))
		}
		if rec.Result == nil || rec.Result.Winner == "" {
			t.Fatalf("seed %d: finished record without a result", seed)
		}
	}
}

func TestRecordOtherVersion(t *testing.T) {
	d := data.MustDefault()
	m, _ := NewMatch(d, Options{Seed: 3})
	rec := m.Record()
	rec.Engine = "punic-hannibal 0.0"
	_, err := Replay(d, &rec)
	var ev *ErrVersion
	if !errors.As(err, &ev) || ev.Field != "engine" {
		t.Fatalf("replay of another version: %v", err)
	}
	rec = m.Record()
	rec.Data = "0000"
	if _, err := Replay(d, &rec); !errors.As(err, &ev) || ev.Field != "game data" {
		t.Fatalf("replay with other data: %v", err)
	}
	b, _ := json.Marshal(map[string]any{"format": 99})
	if _, err := ParseRecord(b); err == nil {
		t.Fatal("accepted record format 99")
	}
	if _, err := ParseRecord([]byte("{not json")); err == nil {
		t.Fatal("accepted malformed JSON")
	}
}

// undoPos is Hannibal with 6 CUs at Cannae, Carthage to play, Rome far away.
func undoPos(t *testing.T) *Match {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 0, "hannibal")
	p.army("rome", "arpi", 5, 0, "varro")
	p.hand("carthage", 33)
	p.hand("rome", 61)
	g := p.cardPlay("carthage")
	return &Match{G: g}
}

func TestUndoWithinAMove(t *testing.T) {
	m := undoPos(t)
	g := m.G
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Playing the card was irreversible; activating and taking CUs are not.
	before := g.s
	if err := m.ApplyText("move heraclea"); err != nil {
		t.Fatal(err)
	}
	if g.s == before {
		t.Fatal("the move changed nothing")
	}
	if !m.CanUndo(Carthage) {
		t.Fatal("a move without dice should be undoable")
	}
	if err := m.Undo(Carthage); err != nil {
		t.Fatal(err)
	}
	if g.s != before {
		t.Fatalf("undo did not restore the state: %v", stateDiff(&before, &g.s))
	}
	// Back through "take 6" and "activate", but never before the card play.
	if err := m.Undo(Carthage); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(Carthage); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(Carthage); err == nil {
		t.Fatal("undid the card play, which revealed the card")
	}
	if g.Decision().Kind != "activate" {
		t.Fatalf("after undoing, decision %+v", g.Decision())
	}
}

// TestUndoBeforeOpponentActs: the opponent having a decision to make is not a
// barrier; his acting is.
func TestUndoBeforeOpponentActs(t *testing.T) {
	m := undoPos(t)
	g := m.G
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6", "move beneventum"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Beneventum is next to Varro at Arpi: Rome may intercept. Rome declares it and
	// the die is rolled.
	if g.ToMove() != Rome {
		t.Fatalf("expected Rome to react, got %+v", g.Decision())
	}
	if !m.CanUndo(Carthage) {
		t.Fatal("Rome has not acted yet: Carthage may still take back its move")
	}
	if err := m.Undo(Carthage); err != nil || g.ToMove() != Carthage {
		t.Fatalf("undo: %v, to move %v", err, g.ToMove())
	}
}

func TestUndoBarriers(t *testing.T) {
	m := undoPos(t)
	g := m.G
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6", "move beneventum"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Rome acts (declares an interception): Carthage can no longer take back its move.
	g.ForceDice(6) // the interception fails
	if err := m.ApplyText("intercept varro"); err != nil {
		t.Fatal(err)
	}
	if m.CanUndo(Carthage) {
		t.Fatal("Carthage may undo after Rome acted")
	}
	if err := m.Undo(Carthage); err == nil {
		t.Fatal("undo crossed the other player's action")
	}
	// Rome may take back its declaration (no die rolled yet)…
	if err := m.Undo(Rome); err != nil {
		t.Fatalf("Rome's declaration should be undoable: %v", err)
	}
	// …but once the dice are rolled, not.
	for _, a := range []string{"intercept varro", "take 5"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	if m.CanUndo(Rome) {
		t.Fatal("Rome may undo after the interception die was rolled")
	}
}
