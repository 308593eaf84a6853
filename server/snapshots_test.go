package server

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"punic/server/store"
)

// TestSnapshotsOfAWholeGame plays a whole random hotseat game through the API
// and checks the snapshot policy: a snapshot at the creation and at the end,
// not many more than one per DefaultSnapshotEvery events and turn, and the
// storage it takes: at most 0.3 MB per 1,000 actions.
func TestSnapshotsOfAWholeGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game; skipped with -short")
	}
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(2026)})
	tok := toks[SeatBoth]
	playRandom(t, e, tok, 20000, rand.New(rand.NewPCG(14, 15)), false)
	final := e.state(tok)
	if !final.View.Over {
		t.Fatalf("the random game did not end in 20,000 actions (version %d)", final.Version)
	}
	seqs := snapshotSeqs(t, e, id)
	turns := final.View.Turn
	t.Logf("%d actions, %d turns, %d snapshots at %v", final.Version, turns, len(seqs), seqs)
	if len(seqs) < 2 || seqs[0] != 0 || seqs[len(seqs)-1] != final.Version {
		t.Fatalf("snapshots at %v: want one at 0 and one at the end (%d)", seqs, final.Version)
	}
	if most := int(final.Version)/DefaultSnapshotEvery + turns + 2; len(seqs) > most {
		t.Errorf("%d snapshots for %d events and %d turns: more than %d", len(seqs), final.Version, turns, most)
	}

	// Storage per 1,000 actions: the pages of the whole database (this one
	// game; not the notifications' empty tables and the server's VAPID key,
	// schema version 6), and the bytes of its rows.
	var pages, payload, snapBytes int64
	ctx := t.Context()
	e.st.DB().QueryRowContext(ctx, `SELECT sum(pgsize), sum(payload) FROM dbstat WHERE name NOT IN
		('push_subs', 'push_subs_endpoint', 'sqlite_autoindex_push_subs_1', 'webhooks', 'sqlite_autoindex_webhooks_1', 'vapid')`).Scan(&pages, &payload)
	e.st.DB().QueryRowContext(ctx, `SELECT sum(length(position)) FROM snapshots`).Scan(&snapBytes)
	perK := func(n int64) float64 { return float64(n) / float64(final.Version) * 1000 / 1e6 }
	t.Logf("storage: %.3f MB per 1,000 actions in database pages (%d bytes), %.3f MB in rows; snapshots %.0f%% of the rows",
		perK(pages), pages, perK(payload), 100*float64(snapBytes)/float64(payload))
	if perK(pages) > 0.3 {
		t.Errorf("%.3f MB per 1,000 actions: more than 0.3", perK(pages))
	}
}

// TestResumeFromEverySnapshot plays a random game with many undos, then
// resumes it from each of its snapshots, newest first (as if the engine had
// changed: the events no longer replay from the start, and the game resumes
// from its latest snapshot and the events after it). Each time the game is the
// same: no undo reaches behind a snapshot, so the undos after it replay too.
func TestResumeFromEverySnapshot(t *testing.T) {
	e := openEnvWith(t, filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"},
		func(o *Options) { o.SnapshotEvery = 20 })
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(7)})
	tok := toks[SeatBoth]
	undos := playRandom(t, e, tok, 400, rand.New(rand.NewPCG(16, 17)), true)
	final := e.state(tok)
	seqs := snapshotSeqs(t, e, id)
	t.Logf("%d events (%d undos), snapshots at %v", final.Version, undos, seqs)
	if undos == 0 || len(seqs) < 4 {
		t.Fatalf("%d undos and %d snapshots: the test needs more", undos, len(seqs))
	}
	want := stateKey(final)
	if _, err := e.st.DB().Exec(`UPDATE games SET engine = 'punic-hannibal 0.0' WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	for i := len(seqs) - 1; i >= 0; i-- {
		e.srv.mu.Lock()
		delete(e.srv.games, id)
		e.srv.mu.Unlock()
		got := e.state(tok)
		if got.Version != final.Version || stateKey(got) != want || !strings.Contains(got.Notice, "resumed") || strings.Contains(got.Notice, "lost") {
			t.Fatalf("resumed from the snapshot of version %d: version %d, notice %q; the game differs:\n%s\nwant\n%s",
				seqs[i], got.Version, got.Notice, stateKey(got), want)
		}
		if _, err := e.st.DB().Exec(`DELETE FROM snapshots WHERE game_id = ? AND seq = ?`, id, seqs[i]); err != nil {
			t.Fatal(err)
		}
	}
}

// snapshotSeqs lists the versions of a game's snapshots.
func snapshotSeqs(t *testing.T, e *testEnv, id string) []int64 {
	t.Helper()
	rows, err := e.st.DB().QueryContext(t.Context(), `SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var seqs []int64
	for rows.Next() {
		var s int64
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		seqs = append(seqs, s)
	}
	return seqs
}

// stateKey is what must not change when a game resumes from a snapshot: the
// view, the choices and whether an undo is offered.
func stateKey(s *stateMsg) string {
	b, _ := json.Marshal([]any{s.View, s.Legal, s.CanUndo})
	return string(b)
}
