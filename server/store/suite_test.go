package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// backend is one implementation of Store as the shared suite drives it.
type backend struct {
	// fresh makes a new, empty database and returns its address.
	fresh func(t testing.TB) string
	// open opens the database at db, migrated up to schema (0: all the way).
	open func(db string, schema int) (Store, error)
	// exec runs one SQL statement on the database at db outside the store;
	// ph(i) is the i-th (from 1) placeholder in the backend's syntax.
	exec func(t *testing.T, db, sql string, args ...any)
	ph   func(i int) string
	// setVersion is the statement that marks a database as of schema version v.
	setVersion func(v int) string
	// shared is true for a database several servers share (a Notifier).
	shared bool
}

// runSuite runs every test of the shared suite against one backend.
func runSuite(t *testing.T, b backend) {
	tests := []struct {
		name string
		f    func(*testing.T, backend)
	}{
		{"RoundTrip", testRoundTrip},
		{"NotFound", testNotFound},
		{"Rematch", testRematch},
		{"AppendConflict", testAppendConflict},
		{"GroupWithConflict", testGroupWithConflict},
		{"GroupWithFailure", testGroupWithFailure},
		{"ConcurrentAppendsKept", testConcurrentAppendsKept},
		{"Closed", testClosed},
		{"Migration", testMigration},
		{"ExpireAndCreatorCounts", testExpireAndCreatorCounts},
		{"MigrationKeepsOldSeatsOpened", testMigrationKeepsOldSeatsOpened},
		{"DiceSalt", testDiceSalt},
		{"VAPIDKeysKept", testVAPIDKeysKept},
		{"PushSubs", testPushSubs},
		{"Webhooks", testWebhooks},
		{"Clock", testClock},
		{"Chat", testChat},
	}
	if b.shared {
		tests = append(tests, struct {
			name string
			f    func(*testing.T, backend)
		}{"Listen", testListen})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.f(t, b) })
	}
}

// mustOpen opens db fully migrated, closed when t ends.
func (b backend) mustOpen(t *testing.T, db string) Store {
	t.Helper()
	s, err := b.open(db, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// newGame stores a game with one seat (token hash "h-ID") and a snapshot at 0.
func newGame(t *testing.T, s Store, id string) {
	t.Helper()
	g := &Game{ID: id, Game: "hannibal", Mode: "hotseat", Scenario: "218bc", Seed: 7, Engine: "e", Data: "d"}
	if err := s.CreateGame(t.Context(), g, []Seat{{Seat: "both", TokenHash: "h-" + id}}, &Snapshot{Position: "p0"}); err != nil {
		t.Fatal(err)
	}
}

func action(seq int64, text string) Event {
	return Event{Seq: seq, Kind: KindAction, Side: "rome", Action: text}
}

func testRoundTrip(t *testing.T, b backend) {
	db := b.fresh(t)
	s, err := b.open(db, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	g := &Game{ID: "g1", Game: "hannibal", Mode: "online", Scenario: "218bc", Rules: "1st", Seed: 1<<63 + 5, Engine: "e", Data: "d", Bot: ""}
	seats := []Seat{{Seat: "rome", TokenHash: "h1"}, {Seat: "carthage", TokenHash: "pending:g1:carthage"}}
	if err := s.CreateGame(ctx, g, seats, &Snapshot{Seq: 0, Position: "p0"}); err != nil {
		t.Fatal(err)
	}
	if g.Created == 0 || g.Status != "active" {
		t.Fatalf("CreateGame did not fill in the row: %+v", g)
	}
	// The same token hash for another game is refused (the hash opens one seat).
	if err := s.CreateGame(ctx, &Game{ID: "g2", Mode: "hotseat", Scenario: "218bc", Engine: "e", Data: "d"},
		[]Seat{{Seat: "both", TokenHash: "h1"}}, nil); err == nil {
		t.Fatal("a second seat with the same token hash was stored")
	}
	if _, _, err := s.LoadGame(ctx, "g2"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the refused game was half stored: %v", err)
	}
	if err := s.Append(ctx, "g1", action(1, "pass"), nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(ctx, "g1", Event{Seq: 2, Kind: KindUndo, Side: "rome", At: 1234}, &Snapshot{Seq: 2, Moves: 0, Position: "p2"}, Outcome{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(ctx, "g1", Event{Seq: 3, Kind: KindResign, Side: "carthage"}, &Snapshot{Seq: 3, Moves: 1, Position: "p3"}, Outcome{Over: true, Result: "rome wins"}); err != nil {
		t.Fatal(err)
	}
	// Claiming a pending seat, twice with the same token, never with another.
	if err := s.ClaimSeat(ctx, "g1", "carthage", "pending:g1:carthage", "h2"); err != nil {
		t.Fatal(err)
	}
	if err := s.ClaimSeat(ctx, "g1", "carthage", "pending:g1:carthage", "h2"); err != nil {
		t.Fatal(err)
	}
	if err := s.ClaimSeat(ctx, "g1", "carthage", "pending:g1:carthage", "h3"); !errors.Is(err, ErrConflict) {
		t.Fatalf("a claimed seat was taken again: %v", err)
	}
	if err := s.ClaimSeat(ctx, "g1", "rome", "pending:g1:rome", "h4"); !errors.Is(err, ErrConflict) {
		t.Fatalf("a seat that was never pending was claimed: %v", err)
	}
	s.Close()

	s = b.mustOpen(t, db) // the migrations run once; everything is kept
	row, st, err := s.LoadGame(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	want := Game{ID: "g1", Game: "hannibal", Created: g.Created, Mode: "online", Scenario: "218bc", Rules: "1st", Seed: 1<<63 + 5,
		Engine: "e", Data: "d", Version: 3, Status: "over", Result: "rome wins"}
	if *row != want {
		t.Fatalf("row\n%+v\nwant\n%+v", *row, want)
	}
	if len(st) != 2 || st[0] != (Seat{"g1", "carthage", "h2"}) || st[1] != (Seat{"g1", "rome", "h1"}) {
		t.Fatalf("seats %+v", st)
	}
	evs, err := s.Events(ctx, "g1")
	if err != nil || len(evs) != 3 {
		t.Fatalf("%+v %v", evs, err)
	}
	if e := evs[0]; e.Seq != 1 || e.Kind != KindAction || e.Side != "rome" || e.Action != "pass" || e.At == 0 {
		t.Fatalf("event 1: %+v", e)
	}
	if e := evs[1]; e.Seq != 2 || e.Kind != KindUndo || e.At != 1234 {
		t.Fatalf("event 2: %+v", e)
	}
	if e := evs[2]; e.Seq != 3 || e.Kind != KindResign || e.Side != "carthage" {
		t.Fatalf("event 3: %+v", e)
	}
	since, err := s.EventsSince(ctx, "g1", 1)
	if err != nil || len(since) != 2 || since[0].Seq != 2 {
		t.Fatalf("events since 1: %+v %v", since, err)
	}
	if none, err := s.EventsSince(ctx, "g1", 3); err != nil || len(none) != 0 {
		t.Fatalf("events since 3: %+v %v", none, err)
	}
	sn, err := s.LatestSnapshot(ctx, "g1")
	if err != nil || *sn != (Snapshot{Seq: 3, Moves: 1, Position: "p3"}) {
		t.Fatalf("%+v %v", sn, err)
	}
	for _, c := range []struct{ at, want int64 }{{0, 0}, {1, 0}, {2, 2}, {3, 3}, {99, 3}} {
		if sn, err := s.NearestSnapshot(ctx, "g1", c.at); err != nil || sn.Seq != c.want {
			t.Fatalf("the snapshot nearest before %d: %+v %v, want the one at %d", c.at, sn, err, c.want)
		}
	}
	if sn, err := s.NearestSnapshot(ctx, "g1", -1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a snapshot before the game: %+v %v", sn, err)
	}
	if n, err := s.Snapshots(ctx, "g1"); err != nil || n != 3 {
		t.Fatalf("%d snapshots (%v), want 3", n, err)
	}
	if seat, err := s.SeatByToken(ctx, "h2"); err != nil || seat != (Seat{"g1", "carthage", "h2"}) {
		t.Fatalf("%+v %v", seat, err)
	}
	// A snapshot written again at the same version replaces the first.
	if err := s.Append(ctx, "g1", action(4, "x"), &Snapshot{Seq: 4, Position: "a"}, Outcome{}); err != nil {
		t.Fatal(err)
	}
	if row, _, _ := s.LoadGame(ctx, "g1"); row.Status != "active" || row.Result != "" {
		t.Fatalf("the outcome of the last event is not the game's: %+v", row)
	}
}

func testNotFound(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	if _, _, err := s.LoadGame(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("LoadGame: %v", err)
	}
	if _, err := s.SeatByToken(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("SeatByToken: %v", err)
	}
	if _, err := s.LatestSnapshot(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("LatestSnapshot: %v", err)
	}
	if _, err := s.NearestSnapshot(ctx, "nope", 5); !errors.Is(err, ErrNotFound) {
		t.Errorf("NearestSnapshot: %v", err)
	}
	if _, err := s.Rematch(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Rematch: %v", err)
	}
	if err := s.ClaimSeat(ctx, "nope", "rome", "pending:nope:rome", "h"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ClaimSeat: %v", err)
	}
	if evs, err := s.Events(ctx, "nope"); err != nil || len(evs) != 0 {
		t.Errorf("Events: %v %v", evs, err)
	}
	if n, err := s.Snapshots(ctx, "nope"); err != nil || n != 0 {
		t.Errorf("Snapshots: %d %v", n, err)
	}
	// An event for a game that does not exist follows no version.
	if err := s.Append(ctx, "nope", action(1, "pass"), nil, Outcome{}); !errors.Is(err, ErrConflict) {
		t.Errorf("Append: %v", err)
	}
}

func testRematch(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	newGame(t, s, "old")
	if r, err := s.Rematch(ctx, "old"); err != nil || r != "" {
		t.Fatalf("%q %v", r, err)
	}
	re := &Game{ID: "new", Mode: "hotseat", Scenario: "218bc", Engine: "e", Data: "d", RematchOf: "old"}
	if err := s.CreateGame(ctx, re, []Seat{{Seat: "both", TokenHash: "pending:new:both"}}, nil); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Rematch(ctx, "old"); err != nil || r != "new" {
		t.Fatalf("%q %v", r, err)
	}
	if row, _, _ := s.LoadGame(ctx, "new"); row.RematchOf != "old" {
		t.Fatalf("%+v", row)
	}
	// A second rematch of the same game is refused, and not stored.
	re2 := &Game{ID: "new2", Mode: "hotseat", Scenario: "218bc", Engine: "e", Data: "d", RematchOf: "old"}
	if err := s.CreateGame(ctx, re2, []Seat{{Seat: "both", TokenHash: "pending:new2:both"}}, nil); !errors.Is(err, ErrConflict) {
		t.Fatalf("a second rematch: %v", err)
	}
	if _, _, err := s.LoadGame(ctx, "new2"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the refused rematch was stored: %v", err)
	}
}

func testAppendConflict(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	newGame(t, s, "g")
	if err := s.Append(ctx, "g", action(1, "a"), nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	// A second writer at the same version, and one from the future, are refused
	// and write nothing (not even their snapshot).
	for _, seq := range []int64{1, 3} {
		if err := s.Append(ctx, "g", action(seq, "b"), &Snapshot{Seq: seq, Position: "x"}, Outcome{Over: true}); !errors.Is(err, ErrConflict) {
			t.Fatalf("seq %d: want a conflict, got %v", seq, err)
		}
	}
	row, _, _ := s.LoadGame(ctx, "g")
	evs, _ := s.Events(ctx, "g")
	n, _ := s.Snapshots(ctx, "g")
	if row.Version != 1 || row.Status != "active" || len(evs) != 1 || evs[0].Action != "a" || n != 1 {
		t.Fatalf("after the conflicts: %+v, %+v, %d snapshots", row, evs, n)
	}
}

// committerOf is the group committer of a store of the suite.
func committerOf(t testing.TB, s Store) *committer {
	switch s := s.(type) {
	case *SQLite:
		return s.c
	case *Postgres:
		return s.c
	}
	t.Fatalf("no committer in %T", s)
	return nil
}

// pending is an append as the committer gets it.
func pending(id string, ev Event) *pendingAppend {
	return &pendingAppend{id: id, ev: ev, done: make(chan struct{})}
}

// testGroupWithConflict writes one group (one transaction) in which one event
// conflicts: the others are stored all the same.
func testGroupWithConflict(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	for _, id := range []string{"a", "b", "c"} {
		newGame(t, s, id)
	}
	c := committerOf(t, s)
	group := []*pendingAppend{
		pending("a", action(1, "a1")),
		pending("b", action(2, "stale")), // b is at version 0
		pending("c", action(1, "c1")),
		pending("a", action(2, "a2")), // follows a1, in the same group
	}
	groups := c.groups.Load()
	c.write(group)
	if got := c.groups.Load() - groups; got != 1 {
		t.Fatalf("%d transactions for one group", got)
	}
	for i, p := range group {
		if wantErr := i == 1; (p.err != nil) != wantErr || (wantErr && !errors.Is(p.err, ErrConflict)) {
			t.Fatalf("append %d (%s %d): %v", i, p.id, p.ev.Seq, p.err)
		}
	}
	for id, want := range map[string]int64{"a": 2, "b": 0, "c": 1} {
		row, _, _ := s.LoadGame(ctx, id)
		evs, _ := s.Events(ctx, id)
		if row.Version != want || int64(len(evs)) != want {
			t.Errorf("game %s: version %d, %d events; want %d", id, row.Version, len(evs), want)
		}
	}
}

// testGroupWithFailure writes a group whose transaction fails because of one
// event (the database already has a row at its place): that event fails
// alone, the others are stored.
func testGroupWithFailure(t *testing.T, b backend) {
	db := b.fresh(t)
	s := b.mustOpen(t, db)
	ctx := t.Context()
	newGame(t, s, "a")
	newGame(t, s, "bad")
	newGame(t, s, "c")
	b.exec(t, db, fmt.Sprintf("INSERT INTO events (game_id, seq, kind, side, action, at) VALUES (%s, 1, 'action', 'rome', 'stray', 0)", b.ph(1)), "bad")
	c := committerOf(t, s)
	group := []*pendingAppend{pending("a", action(1, "a1")), pending("bad", action(1, "b1")), pending("c", action(1, "c1"))}
	c.write(group)
	if group[0].err != nil || group[2].err != nil {
		t.Fatalf("the good events failed with the bad one: %v, %v", group[0].err, group[2].err)
	}
	if group[1].err == nil || errors.Is(group[1].err, ErrConflict) {
		t.Fatalf("the bad event: %v, want a database error", group[1].err)
	}
	for id, want := range map[string]int64{"a": 1, "bad": 0, "c": 1} {
		if row, _, _ := s.LoadGame(ctx, id); row.Version != want {
			t.Errorf("game %s at version %d, want %d", id, row.Version, want)
		}
	}
}

// testConcurrentAppendsKept appends from many games at once, with a rival
// writer sending stale events to each game: every acknowledged event is in the
// database after it is closed and opened again, every refused one is not, and
// the events shared transactions.
func testConcurrentAppendsKept(t *testing.T, b backend) {
	const games, each = 24, 30
	db := b.fresh(t)
	s, err := b.open(db, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	for i := range games {
		newGame(t, s, fmt.Sprintf("g%02d", i))
	}
	c := committerOf(t, s)
	groups0, events0 := c.groups.Load(), c.events.Load()
	var (
		mu    sync.Mutex
		acked = map[string][]string{} // game -> acknowledged actions in order
		wg    sync.WaitGroup
		fails = make(chan error, games*each*2)
	)
	for i := range games {
		id := fmt.Sprintf("g%02d", i)
		wg.Add(2)
		go func() { // the game's player
			defer wg.Done()
			for seq := int64(1); seq <= each; seq++ {
				text := fmt.Sprintf("%s-%d", id, seq)
				var snap *Snapshot
				if seq%10 == 0 {
					snap = &Snapshot{Seq: seq, Moves: int(seq), Position: text}
				}
				if err := s.Append(ctx, id, action(seq, text), snap, Outcome{Over: seq == each}); err != nil {
					fails <- fmt.Errorf("%s: %v", text, err)
					return
				}
				mu.Lock()
				acked[id] = append(acked[id], text)
				mu.Unlock()
			}
		}()
		go func() { // a rival that always comes too late
			defer wg.Done()
			for k := range each {
				mu.Lock()
				seq := int64(len(acked[id]))
				mu.Unlock()
				if seq == 0 {
					time.Sleep(time.Millisecond)
					continue
				}
				err := s.Append(ctx, id, action(seq, fmt.Sprintf("rival-%d", k)), nil, Outcome{})
				if !errors.Is(err, ErrConflict) {
					fails <- fmt.Errorf("%s: a stale event at %d: %v", id, seq, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(fails)
	for err := range fails {
		t.Error(err)
	}
	groups, events := c.groups.Load()-groups0, c.events.Load()-events0
	t.Logf("%d appends in %d transactions", events, groups)
	if groups >= events {
		t.Errorf("no two appends shared a transaction: %d appends in %d transactions", events, groups)
	}
	s.Close()

	s = b.mustOpen(t, db)
	for i := range games {
		id := fmt.Sprintf("g%02d", i)
		evs, err := s.Events(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != len(acked[id]) || len(evs) != each {
			t.Fatalf("game %s: %d events stored, %d acknowledged", id, len(evs), len(acked[id]))
		}
		for k, e := range evs {
			if e.Action != acked[id][k] || e.Seq != int64(k+1) {
				t.Fatalf("game %s event %d: %+v, acknowledged %q", id, k+1, e, acked[id][k])
			}
		}
		row, _, _ := s.LoadGame(ctx, id)
		sn, _ := s.LatestSnapshot(ctx, id)
		if row.Version != each || row.Status != "over" || sn.Seq != each || sn.Position != fmt.Sprintf("%s-%d", id, each) {
			t.Fatalf("game %s: %+v, snapshot %+v", id, row, sn)
		}
	}
}

func testClosed(t *testing.T, b backend) {
	s, err := b.open(b.fresh(t), 0)
	if err != nil {
		t.Fatal(err)
	}
	newGame(t, s, "g")
	s.Close()
	if err := s.Append(context.Background(), "g", action(1, "a"), nil, Outcome{}); !errors.Is(err, ErrClosed) {
		t.Fatalf("append after close: %v", err)
	}
}

// testMigration opens a database made by the first schema, with a game in it:
// the migrations bring it up to date and the game reads with the defaults of
// the columns added since. A database from a newer program is refused.
func testMigration(t *testing.T, b backend) {
	db := b.fresh(t)
	s, err := b.open(db, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	p := b.ph
	b.exec(t, db, fmt.Sprintf(`INSERT INTO games (id, created, mode, scenario, seed, engine, data, version, updated)
		VALUES (%s, 1, 'online', '218bc', -3, 'e', 'd', 0, 1)`, p(1)), "old")
	s = b.mustOpen(t, db)
	row, _, err := s.LoadGame(t.Context(), "old")
	if err != nil {
		t.Fatal(err)
	}
	if row.Game != "hannibal" || row.Rules != "" || row.Seed != 1<<64-3 || row.Status != "active" {
		t.Fatalf("the old game after the migrations: %+v", row)
	}
	s.Close()
	s = b.mustOpen(t, db) // nothing left to migrate
	if _, _, err := s.LoadGame(t.Context(), "old"); err != nil {
		t.Fatal(err)
	}
	s.Close()

	db2 := b.fresh(t)
	s2, err := b.open(db2, 0)
	if err != nil {
		t.Fatal(err)
	}
	s2.Close()
	b.exec(t, db2, b.setVersion(SchemaVersion+1))
	if s, err := b.open(db2, 0); err == nil {
		s.Close()
		t.Fatal("a database with a newer schema was opened")
	}
}

// testListen: a store that several servers share tells each of them the
// others' changes, and not its own.
func testListen(t *testing.T, b backend) {
	db := b.fresh(t)
	s1 := b.mustOpen(t, db)
	n1, ok := s1.(Notifier)
	if !ok {
		t.Fatalf("%T is not a Notifier", s1)
	}
	s2 := b.mustOpen(t, db)
	ctx, cancel := context.WithCancel(t.Context())
	changes := make(chan Change, 16)
	done := make(chan error, 1)
	go func() { done <- n1.Listen(ctx, func(c Change) { changes <- c }) }()
	next := func() Change {
		t.Helper()
		select {
		case c := <-changes:
			return c
		case <-time.After(10 * time.Second):
			t.Fatal("no change reported")
		}
		return Change{}
	}
	if c := next(); c.GameID != "" || c.Err != nil {
		t.Fatalf("the first report is %+v, want the start of listening", c)
	}
	newGame(t, s1, "g")
	if err := s1.Append(t.Context(), "g", action(1, "own"), nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	if err := s2.Append(t.Context(), "g", action(2, "other"), nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	if c := next(); c.GameID != "g" || c.Version != 2 {
		t.Fatalf("got %+v, want game g at version 2 (and not the listener's own change)", c)
	}
	// A refused event tells nothing; a rematch made by the other server does.
	if err := s2.Append(t.Context(), "g", action(2, "late"), nil, Outcome{}); !errors.Is(err, ErrConflict) {
		t.Fatal(err)
	}
	re := &Game{ID: "g-re", Mode: "hotseat", Scenario: "218bc", Engine: "e", Data: "d", RematchOf: "g"}
	if err := s2.CreateGame(t.Context(), re, []Seat{{Seat: "both", TokenHash: "pending:g-re:both"}}, nil); err != nil {
		t.Fatal(err)
	}
	if c := next(); c.GameID != "g" || c.Version != 2 {
		t.Fatalf("got %+v, want the rematch of game g", c)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Listen: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Listen did not return when its context ended")
	}
}
