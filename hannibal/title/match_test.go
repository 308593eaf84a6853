package title

import (
	"encoding/json"
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/match"
)

// Hannibal played through the generic match: records, replay, undo barriers and
// referee play.

func rules() *Rules { return Of(data.MustDefault()) }

// hg is the engine's game of a match.
func hg(m *match.Match) *hannibal.Game {
	g, _ := Game(m.Game())
	return g
}

// TestRecordReplay records random games and replays them: every replay reaches
// exactly the same state.
func TestRecordReplay(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		m, err := match.New(rules(), game.Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewSource(int64(seed)))
		for !m.Over() {
			legal := m.Game().Legal(nil)
			if err := m.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		b, err := m.MarshalRecord()
		if err != nil {
			t.Fatal(err)
		}
		rec, err := match.ParseRecord(b)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Format != match.Format || rec.Game != Name {
			t.Fatalf("seed %d: record of format %d, game %q", seed, rec.Format, rec.Game)
		}
		back, err := match.Replay(rules(), rec)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if back.Game().Position() != m.Game().Position() {
			t.Fatalf("seed %d: the replay reaches another position", seed)
		}
		if len(back.Game().Log()) != len(m.Game().Log()) {
			t.Fatalf("seed %d: replay log has %d lines, original %d", seed, len(back.Game().Log()), len(m.Game().Log()))
		}
		if rec.Result == nil || rec.Result.Winner == "" {
			t.Fatalf("seed %d: finished record without a result", seed)
		}
	}
}

// formatOne is a record in the format written before records named their game
// (format 1), for this engine version: the table-referee game of docs/protocol.md,
// with its first deal and a die. Rome, asked first whatever his hand (7.3), passes.
const formatOne = `{"format":1,"engine":"punic-hannibal 0.6","data":"38fb1e8c70502967","scenario":"218bc","seed":5,"referee":true,
"start":{"side":"","action":"start","draws":[1,9,2,33,3,34,4,35,5,36,6,37,7,38]},
"actions":[{"side":"rome","action":"pass"},{"side":"carthage","action":"first carthage"},{"side":"carthage","action":"ops 33 move"},{"side":"carthage","action":"activate hannibal"},
{"side":"carthage","action":"subs mago,gisgo"},{"side":"carthage","action":"take 10 e2"},{"side":"carthage","action":"move dertosa"},
{"side":"carthage","action":"move ilerda"},{"side":"carthage","action":"move tolosa"},{"side":"rome","action":"pass","dice":[6]}]}`

// formatOneOld is the same game as documented for engine 0.5, before Rome was
// asked 7.3's question whatever his hand: its actions no longer mean that game.
const formatOneOld = `{"format":1,"engine":"punic-hannibal 0.5","data":"38fb1e8c70502967","scenario":"218bc","seed":5,"referee":true,
"start":{"side":"","action":"start","draws":[1,9,2,33,3,34,4,35,5,36,6,37,7,38]},
"actions":[{"side":"carthage","action":"first carthage"},{"side":"carthage","action":"ops 33 move"},{"side":"carthage","action":"activate hannibal"},
{"side":"carthage","action":"subs mago,gisgo"},{"side":"carthage","action":"take 10 e2"},{"side":"carthage","action":"move dertosa"},
{"side":"carthage","action":"move ilerda"},{"side":"carthage","action":"move tolosa"},{"side":"rome","action":"pass","dice":[6]}]}`

// TestFormatOneRecord reads and replays a format-1 record as Hannibal's, and
// writes it back in the current format with the same actions and inputs.
func TestFormatOneRecord(t *testing.T) {
	if rules().Fingerprint() != "38fb1e8c70502967" {
		t.Skip("the built-in data changed since the example record was made")
	}
	rec, err := match.ParseRecord([]byte(formatOne))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game != Name || len(rec.Start.Inputs["draws"]) != 14 {
		t.Fatalf("read as %+v", rec)
	}
	m, err := match.Open(game.NewLoader(nil), rec)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Referee() || m.Actions() != 10 || m.Game().Status().Kind != "lose-elephants" {
		t.Fatalf("replayed to %+v after %d actions", m.Game().Status(), m.Actions())
	}
	again := m.Record()
	b, _ := json.Marshal(again)
	if !strings.Contains(string(b), `"format":2,"game":"hannibal"`) || !strings.Contains(string(b), `"actions":[{"side":"rome","action":"pass"},`) ||
		!strings.Contains(string(b), `{"side":"rome","action":"pass","dice":[6]}`) {
		t.Fatalf("written back as %s", b)
	}
}

// TestFormatOneRecordOldEngine: a format-1 record of an older engine is read but
// refused for replay with the version message, not misplayed.
func TestFormatOneRecordOldEngine(t *testing.T) {
	rec, err := match.ParseRecord([]byte(formatOneOld))
	if err != nil {
		t.Fatal(err)
	}
	_, err = match.Open(game.NewLoader(nil), rec)
	var ev *match.ErrVersion
	if !errors.As(err, &ev) || ev.Field != "engine" || !strings.Contains(err.Error(), `this record was made with engine "punic-hannibal 0.5"`) {
		t.Fatalf("open a 0.5 record: %v", err)
	}
}

func TestRecordOtherVersion(t *testing.T) {
	m, _ := match.New(rules(), game.Options{Seed: 3})
	rec := m.Record()
	rec.Engine = "punic-hannibal 0.0"
	_, err := match.Replay(rules(), &rec)
	var ev *match.ErrVersion
	if !errors.As(err, &ev) || ev.Field != "engine" {
		t.Fatalf("replay of another version: %v", err)
	}
	rec = m.Record()
	rec.Data = "0000"
	if _, err := match.Replay(rules(), &rec); !errors.As(err, &ev) || ev.Field != "game data" {
		t.Fatalf("replay with other data: %v", err)
	}
	rec = m.Record()
	rec.Game = "chess"
	if _, err := match.Replay(rules(), &rec); err == nil || !strings.Contains(err.Error(), `record of "chess"`) {
		t.Fatalf("replay of another game: %v", err)
	}
	if _, err := match.Open(game.NewLoader(nil), &rec); err == nil || !strings.Contains(err.Error(), `unknown game "chess" (games: hannibal`) {
		t.Fatalf("open a record of an unknown game: %v", err)
	}
	for _, bad := range []string{`{"format":99}`, `{"format":2,"engine":"x"}`, "{not json"} {
		if _, err := match.ParseRecord([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

// undoMatch is Hannibal with 6 CUs at Cannae, Carthage to play card 33, Varro
// with 5 CUs at Arpi (testdata/undo.pos).
func undoMatch(t *testing.T) *match.Match {
	t.Helper()
	text, err := os.ReadFile("testdata/undo.pos")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.FromPosition(rules(), string(text), 1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

const rome, carthage = game.Player(hannibal.Rome), game.Player(hannibal.Carthage)

func TestUndoWithinAMove(t *testing.T) {
	m := undoMatch(t)
	g := m.Game()
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Playing the card was irreversible; activating and taking CUs are not.
	before := g.Position()
	if err := m.ApplyText("move heraclea"); err != nil {
		t.Fatal(err)
	}
	if g.Position() == before {
		t.Fatal("the move changed nothing")
	}
	if !m.CanUndo(carthage) {
		t.Fatal("a move without dice should be undoable")
	}
	if err := m.Undo(carthage); err != nil {
		t.Fatal(err)
	}
	if g.Position() != before {
		t.Fatal("undo did not restore the state")
	}
	// Back through "take 6" and "activate", but never before the card play.
	if err := m.Undo(carthage); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(carthage); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(carthage); err == nil {
		t.Fatal("undid the card play, which revealed the card")
	}
	if k := g.Status().Kind; k != "activate" {
		t.Fatalf("after undoing, decision %q", k)
	}
}

// TestUndoBeforeOpponentActs: the opponent having a decision to make is not a
// barrier; his acting is.
func TestUndoBeforeOpponentActs(t *testing.T) {
	m := undoMatch(t)
	g := m.Game()
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6", "move beneventum"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Beneventum is next to Varro at Arpi: Rome may intercept.
	if g.ToMove() != rome {
		t.Fatalf("expected Rome to react, got %+v", g.Status())
	}
	if !m.CanUndo(carthage) {
		t.Fatal("Rome has not acted yet: Carthage may still take back its move")
	}
	if err := m.Undo(carthage); err != nil || g.ToMove() != carthage {
		t.Fatalf("undo: %v, to move %v", err, g.ToMove())
	}
}

func TestUndoBarriers(t *testing.T) {
	m := undoMatch(t)
	for _, a := range []string{"ops 33 move", "activate hannibal", "take 6", "move beneventum"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	// Rome acts (declares an interception): Carthage can no longer take back its move.
	hg(m).ForceDice(6) // the interception fails
	if err := m.ApplyText("intercept varro"); err != nil {
		t.Fatal(err)
	}
	if m.CanUndo(carthage) {
		t.Fatal("Carthage may undo after Rome acted")
	}
	if err := m.Undo(carthage); err == nil || !strings.Contains(err.Error(), "Carthage cannot undo: the other player has acted since") {
		t.Fatalf("undo crossed the other player's action: %v", err)
	}
	// Rome may take back its declaration (no die rolled yet), and the die
	// queued for it is queued again…
	if err := m.Undo(rome); err != nil {
		t.Fatalf("Rome's declaration should be undoable: %v", err)
	}
	if hg(m).PendingDice() != 1 {
		t.Fatal("undo lost the die queued")
	}
	// …but once the dice are rolled, not.
	for _, a := range []string{"intercept varro", "take 5"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	if m.CanUndo(rome) {
		t.Fatal("Rome may undo after the interception die was rolled")
	}
}

// TestRefereeGame plays the start of a table-referee game: the deal, a move that
// needs a die, and a replay of its record.
func TestRefereeGame(t *testing.T) {
	m, err := match.New(rules(), game.Options{Referee: true})
	need, ok := m.Need(err, nil)
	if !ok || need.Kind != Draw || !m.Waiting() {
		t.Fatalf("a referee game must first ask for the cards drawn, got %v", err)
	}
	// The players draw: Rome 1-7, Carthage 33-39 alternately (7.1).
	var draws []int
	for i := 0; i < 7; i++ {
		draws = append(draws, 1+i, 33+i)
	}
	hg(m).ForceDraws(draws...)
	if err := m.Advance(); err != nil {
		t.Fatal(err)
	}
	if got := hg(m).Hand(hannibal.Rome); len(got) != 7 || got[0] != 1 {
		t.Fatalf("Rome's hand %v", got)
	}
	for _, a := range []string{"pass", "first carthage", "ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "move ilerda", "move tolosa"} {
		if err := m.ApplyText(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	// Rome passes its counter-event window; the crossing needs a die.
	before := m.Game().Position()
	err = m.ApplyText("pass")
	if need, ok := m.Need(err, nil); !ok || need.Kind != Dice || need.Count != 1 {
		t.Fatalf("crossing the Pyrenees needs a die: got %v", err)
	}
	if m.Game().Position() != before || m.Actions() != 9 {
		t.Fatal("the refused action changed the game or its record")
	}
	hg(m).ForceDice(6)
	if err := m.ApplyText("pass"); err != nil {
		t.Fatal(err)
	}
	rec := m.Record()
	if rec.Start == nil || len(rec.Start.Inputs["draws"]) != 14 || len(rec.Actions[len(rec.Actions)-1].Inputs["dice"]) != 1 {
		t.Fatalf("the record lost the table's inputs: %+v", rec.Start)
	}
	back, err := match.Replay(rules(), &rec)
	if err != nil {
		t.Fatal(err)
	}
	if back.Game().Position() != m.Game().Position() || !back.Referee() {
		t.Fatal("the replay differs")
	}
}
