package store

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// mkGame stores a game created at ms (Unix ms) by creator, with its seats.
func mkGame(t *testing.T, s *Store, id, creator string, created int64, seats ...string) {
	t.Helper()
	ctx := context.Background()
	var st []Seat
	for _, seat := range seats {
		st = append(st, Seat{Seat: seat, TokenHash: id + ":" + seat})
	}
	if err := s.CreateGame(ctx, &Game{ID: id, Created: created, Mode: "online", Scenario: "218bc", Engine: "e", Data: "d"}, st, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.SetCreator(ctx, id, creator); err != nil {
		t.Fatal(err)
	}
	// CreateGame stamps "updated" now; set it to the creation time.
	if _, err := s.DB().ExecContext(ctx, `UPDATE games SET updated = ? WHERE id = ?`, created, id); err != nil {
		t.Fatal(err)
	}
}

func TestExpireAndCreatorCounts(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "e.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := t.Context()
	day := int64(24 * time.Hour / time.Millisecond)
	now := time.Now()
	old := now.UnixMilli() - 3*day
	recent := now.UnixMilli() - 1000

	mkGame(t, s, "unjoined", "1.2.3.4", old, "rome", "carthage") // one seat never opened
	mkGame(t, s, "joined", "1.2.3.4", old, "rome", "carthage")   // both opened, played lately
	mkGame(t, s, "fresh", "1.2.3.4", recent, "rome", "carthage") // not opened yet, but new
	mkGame(t, s, "abandoned", "5.6.7.8", old, "both")            // opened, no event for 3 days
	mkGame(t, s, "finished", "5.6.7.8", old, "both")             // over: kept
	mkGame(t, s, "kept", "5.6.7.8", old, "both")                 // never opened, but in keep
	mkGame(t, s, "rematched", "5.6.7.8", old, "both")            // over; its rematch is "unjoined"
	for _, m := range [][2]string{{"unjoined", "rome"}, {"joined", "rome"}, {"joined", "carthage"}, {"abandoned", "both"}, {"finished", "both"}, {"rematched", "both"}} {
		if err := s.MarkSeen(ctx, m[0], m[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Append(ctx, "joined", Event{Seq: 1, Kind: KindAction, Side: "rome", Action: "pass"}, nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"finished", "rematched"} {
		if err := s.Append(ctx, id, Event{Seq: 1, Kind: KindResign, Side: "rome", At: old}, nil, Outcome{Over: true, Result: "carthage wins"}); err != nil {
			t.Fatal(err)
		}
		s.DB().ExecContext(ctx, `UPDATE games SET updated = ? WHERE id = ?`, old, id)
	}
	s.DB().ExecContext(ctx, `UPDATE games SET rematch = 'unjoined' WHERE id = 'rematched'`)

	if n, err := s.ActiveGamesBy(ctx, "1.2.3.4"); err != nil || n != 3 {
		t.Fatalf("active games of 1.2.3.4: %d %v, want 3", n, err)
	}
	if n, _ := s.ActiveGamesBy(ctx, "5.6.7.8"); n != 2 {
		t.Fatalf("active games of 5.6.7.8: %d, want 2 (finished games do not count)", n)
	}
	// Nothing to test: nothing deleted.
	if ids, err := s.Expire(ctx, time.Time{}, time.Time{}, nil); err != nil || len(ids) != 0 {
		t.Fatalf("%v %v", ids, err)
	}
	ids, err := s.Expire(ctx, now.Add(-24*time.Hour), now.Add(-48*time.Hour), []string{"kept"})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(ids)
	if !slices.Equal(ids, []string{"abandoned", "unjoined"}) {
		t.Fatalf("expired %v, want abandoned and unjoined", ids)
	}
	for _, id := range []string{"abandoned", "unjoined"} {
		if _, _, err := s.LoadGame(ctx, id); err != ErrNotFound {
			t.Errorf("%s is still there: %v", id, err)
		}
		var n int
		s.DB().QueryRowContext(ctx, `SELECT (SELECT count(*) FROM seats WHERE game_id = ?) + (SELECT count(*) FROM events WHERE game_id = ?)`, id, id).Scan(&n)
		if n != 0 {
			t.Errorf("%s left %d seats and events behind", id, n)
		}
	}
	for _, id := range []string{"joined", "fresh", "finished", "kept", "rematched"} {
		if _, _, err := s.LoadGame(ctx, id); err != nil {
			t.Errorf("%s was deleted: %v", id, err)
		}
	}
	if r, _ := s.Rematch(ctx, "rematched"); r != "" {
		t.Errorf("the finished game still names its deleted rematch %q", r)
	}
	if n, _ := s.ActiveGamesBy(ctx, "1.2.3.4"); n != 2 {
		t.Fatalf("after expiry 1.2.3.4 has %d active games, want 2", n)
	}
}

func TestMigrationKeepsOldSeatsOpened(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	// A database at version 3 with one game: roll the schema back by hand.
	for _, q := range []string{`DROP INDEX games_creator`, `DROP INDEX games_open`, `ALTER TABLE games DROP COLUMN creator`, `ALTER TABLE seats DROP COLUMN seen`, `DROP TABLE dice`, `PRAGMA user_version = 3`} {
		if _, err := s.DB().ExecContext(ctx, q); err != nil {
			t.Fatal(q, err)
		}
	}
	if _, err := s.DB().ExecContext(ctx, `INSERT INTO games (id, created, mode, scenario, seed, engine, data, updated) VALUES ('g', 1, 'online', '218bc', 0, 'e', 'd', 1);
		INSERT INTO seats (game_id, seat, token_hash) VALUES ('g', 'rome', 'h1'), ('g', 'carthage', 'h2')`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Not unjoined (its seats count as opened), but abandoned long ago.
	if ids, _ := s.Expire(ctx, time.Now(), time.Time{}, nil); len(ids) != 0 {
		t.Fatalf("an older game counted as never joined: %v", ids)
	}
	if ids, _ := s.Expire(ctx, time.Time{}, time.Now(), nil); !slices.Equal(ids, []string{"g"}) {
		t.Fatalf("the abandoned older game was not expired: %v", ids)
	}
}
