package server

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"punic/game"
	"punic/match"
	"punic/server/store"
)

// TestFinishedGameIsCompacted: a game whose last action is made through the
// API is compacted (match, log, marks), and every seat's state and history
// are then exactly what the whole game gives: the same view, log lines,
// since, moves and dice, and the record the same.
func TestFinishedGameIsCompacted(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	e := fastEnv(t)
	seed := uint64(5)
	m, err := match.New(e.srv.def.rules, game.Options{Scenario: game.DefaultScenario(e.srv.def.rules), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 11))
	var evs []store.Event
	for !m.Over() && len(evs) < 5000 {
		G := m.Game()
		legal := G.Legal(nil)
		a := legal[r.IntN(len(legal))]
		evs = append(evs, store.Event{Seq: int64(len(evs) + 1), Kind: store.KindAction, Side: e.srv.def.title.SideKey(G.ToMove()), Action: G.ActionText(a)})
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() {
		t.Fatal("the random game did not end")
	}
	ctx := context.Background()
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: &seed})
	last := evs[len(evs)-1]
	for _, ev := range evs[:len(evs)-1] {
		if err := e.st.Append(ctx, id, ev, nil, store.Outcome{}); err != nil {
			t.Fatal(err)
		}
	}
	if st := e.state(toks[last.Side]); st.Over || st.Moves != len(evs)-1 {
		t.Fatalf("before the last action: over %v, %d moves", st.Over, st.Moves)
	}
	if code, _, eb := e.post(toks[last.Side], "action", last.Action, int64(len(evs)-1)); code != 200 {
		t.Fatalf("the last action: %d %+v", code, eb)
	}
	g, err := e.srv.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	seats := []string{"rome", "carthage"}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.finished() == nil || g.marks != nil || len(g.m.Game().Log()) != 0 {
		t.Fatalf("the finished game is not compacted (finished %v, %d marks)", g.finished() != nil, len(g.marks))
	}
	got := map[string][]byte{}
	for _, seat := range seats {
		got[seat] = bytes.Clone(g.fullState(seat))
	}
	gotRec, _ := json.Marshal(g.record())
	// The same game whole, replayed from its events.
	events, err := e.st.Events(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	whole, marks, _, _, err := replayEvents(e.srv, g.kit, &g.row, events, nil)
	if err != nil {
		t.Fatal(err)
	}
	kept, keptDone := g.m, g.done
	g.m, g.marks = whole, marks
	g.forgetStates()
	if g.finished() != nil {
		t.Fatal("a rebuilt match counts as the compacted one")
	}
	for _, seat := range seats {
		if !sameMessage(t, got[seat], g.fullState(seat)) {
			t.Errorf("%s's state differs once compacted", seat)
		}
	}
	wantRec, _ := json.Marshal(g.record())
	if !bytes.Equal(gotRec, wantRec) {
		t.Errorf("the record differs once compacted:\n%s\n%s", gotRec, wantRec)
	}
	// Every part of the packed log reads as the whole log's.
	lines := whole.Game().Log()
	p := packLog(lines)
	for _, from := range []int{0, 1, 2, len(lines) / 2, len(lines) - 1, len(lines)} {
		if a, b := p.appendPart(nil, from), appendLog(nil, lines, from); !bytes.Equal(a, b) {
			t.Errorf("the packed log from line %d differs:\n%.300s\n%.300s", from, a, b)
		}
	}
	g.m, g.marks, g.done = kept, nil, keptDone
	g.forgetStates()
}

// sameMessage reports whether two state messages are the same but for their
// numbers.
func sameMessage(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y map[string]any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	delete(x, "n")
	delete(y, "n")
	if !reflect.DeepEqual(x, y) {
		for k := range x {
			if !reflect.DeepEqual(x[k], y[k]) {
				t.Logf("field %q: %.200v / %.200v", k, x[k], y[k])
			}
		}
		return false
	}
	return true
}
