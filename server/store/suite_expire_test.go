package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"
)

// The limits' queries in the shared suite: who created a game, whether its
// seats were opened, and the expiry of games never joined or abandoned.

// mkGame stores a game created at ms (Unix ms) by creator, with its seats
// (token hash ID:SEAT), last updated at its creation.
func mkGame(t *testing.T, b backend, db string, s Store, id, creator string, created int64, seats ...string) {
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
	b.exec(t, db, fmt.Sprintf(`UPDATE games SET updated = %d WHERE id = %s`, created, b.ph(1)), id)
}

func testExpireAndCreatorCounts(t *testing.T, b backend) {
	db := b.fresh(t)
	s := b.mustOpen(t, db)
	ctx := t.Context()
	day := int64(24 * time.Hour / time.Millisecond)
	now := time.Now()
	old := now.UnixMilli() - 3*day
	recent := now.UnixMilli() - 1000

	mkGame(t, b, db, s, "unjoined", "1.2.3.4", old, "rome", "carthage") // one seat never opened
	mkGame(t, b, db, s, "joined", "1.2.3.4", old, "rome", "carthage")   // both opened, played lately
	mkGame(t, b, db, s, "fresh", "1.2.3.4", recent, "rome", "carthage") // not opened yet, but new
	mkGame(t, b, db, s, "abandoned", "5.6.7.8", old, "both")            // opened, no event for 3 days
	mkGame(t, b, db, s, "finished", "5.6.7.8", old, "both")             // over: kept
	mkGame(t, b, db, s, "kept", "5.6.7.8", old, "both")                 // never opened, but in keep
	mkGame(t, b, db, s, "rematched", "5.6.7.8", old, "both")            // over; its rematch is "unjoined"
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
		b.exec(t, db, fmt.Sprintf(`UPDATE games SET updated = %d WHERE id = %s`, old, b.ph(1)), id)
	}
	b.exec(t, db, `UPDATE games SET rematch = 'unjoined' WHERE id = 'rematched'`)

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
		if _, _, err := s.LoadGame(ctx, id); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s is still there: %v", id, err)
		}
		if evs, _ := s.Events(ctx, id); len(evs) != 0 {
			t.Errorf("%s left %d events behind", id, len(evs))
		}
	}
	if _, err := s.SeatByToken(ctx, "unjoined:rome"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a seat of an expired game is left: %v", err)
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

// testMigrationKeepsOldSeatsOpened: a game stored under schema version 3 has
// seats that count as opened after the migrations (it is not "never joined"),
// and it expires once abandoned.
func testMigrationKeepsOldSeatsOpened(t *testing.T, b backend) {
	db := b.fresh(t)
	s, err := b.open(db, 3)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	b.exec(t, db, `INSERT INTO games (id, created, mode, scenario, seed, engine, data, updated) VALUES ('g', 1, 'online', '218bc', 0, 'e', 'd', 1)`)
	b.exec(t, db, `INSERT INTO seats (game_id, seat, token_hash) VALUES ('g', 'rome', 'h1'), ('g', 'carthage', 'h2')`)
	s = b.mustOpen(t, db)
	ctx := t.Context()
	if ids, err := s.Expire(ctx, time.Now(), time.Time{}, nil); err != nil || len(ids) != 0 {
		t.Fatalf("an older game counted as never joined: %v %v", ids, err)
	}
	if ids, err := s.Expire(ctx, time.Time{}, time.Now(), nil); err != nil || !slices.Equal(ids, []string{"g"}) {
		t.Fatalf("the abandoned older game was not expired: %v %v", ids, err)
	}
}
