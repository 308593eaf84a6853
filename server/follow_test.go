package server

import (
	"context"
	"encoding/json"
	"log"
	"math/rand/v2"
	"net/http/httptest"
	"testing"
	"time"

	"punic/server/store"
	"punic/server/store/storetest"
)

// sharedEnv starts a server on the PostgreSQL database dsn, which other
// servers may share.
func sharedEnv(t *testing.T, dsn string) *testEnv {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st, err := store.OpenPostgres(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(Options{Store: st, AllowSeed: true, BotBudget: 200 * time.Millisecond, Logger: log.New(testLog{t}, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	e := &testEnv{t: t, srv: srv, http: httptest.NewServer(srv)}
	t.Cleanup(func() {
		e.http.CloseClientConnections()
		e.http.Close()
		srv.Close()
		st.Close()
	})
	return e
}

// TestServersFollowEachOther: two servers on one PostgreSQL database. A
// hotseat game is played (with undos) through server A while a page watches it
// through server B: B's page gets every change, its log cut back at each
// undo, and ends with the same state as A's. Then the game goes on through B,
// and A, which holds the game in memory, follows.
func TestServersFollowEachOther(t *testing.T) {
	dsn := storetest.Postgres(t)
	a, b := sharedEnv(t, dsn), sharedEnv(t, dsn)
	_, toks := a.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	tok := toks[SeatBoth]
	w := b.dial(tok)
	w.stateAt(0)

	undos := playRandom(t, a, tok, 80, rand.New(rand.NewPCG(8, 9)), true)
	want := a.state(tok)
	got := w.stateAt(want.Version)
	if undos == 0 {
		t.Fatal("the random game made no undo")
	}
	if got.Version != want.Version || sameState(got, want) != "" {
		t.Fatalf("the page on server B: %s", sameState(got, want))
	}
	if lines, _ := json.Marshal(w.log); string(lines) != mustJSON(want.Log.Lines) {
		t.Fatalf("the page on server B holds another log (%d lines, want %d)", len(w.log), len(want.Log.Lines))
	}

	// The other way: moves through B, A follows.
	playRandom(t, b, tok, 20, rand.New(rand.NewPCG(10, 11)), true)
	want = b.state(tok)
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := a.state(tok)
		if got.Version == want.Version && sameState(got, want) == "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("server A did not follow: version %d, want %d: %s", got.Version, want.Version, sameState(got, want))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// sameState says how two states of one seat differ ("" if they do not).
func sameState(got, want *stateMsg) string {
	if g, w := stateKey(got), stateKey(want); g != w {
		return "view, choices or undo differ:\n" + g + "\nwant\n" + w
	}
	if got.Moves != want.Moves || got.Since != want.Since {
		return "moves or since differ"
	}
	return ""
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
