package store

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestStoreRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	g := &Game{ID: "g1", Mode: "online", Scenario: "218bc", Seed: 1<<63 + 5, Engine: "e", Data: "d"}
	seats := []Seat{{Seat: "rome", TokenHash: "h1"}, {Seat: "carthage", TokenHash: "pending:g1:carthage"}}
	if err := s.CreateGame(ctx, g, seats, &Snapshot{Seq: 0, Position: "p0"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(ctx, "g1", Event{Seq: 1, Kind: KindAction, Side: "rome", Action: "pass"}, nil, Outcome{}); err != nil {
		t.Fatal(err)
	}
	// A second writer at the same version is refused.
	if err := s.Append(ctx, "g1", Event{Seq: 1, Kind: KindAction, Side: "rome", Action: "pass"}, nil, Outcome{}); !errors.Is(err, ErrConflict) {
		t.Fatalf("want a conflict, got %v", err)
	}
	if err := s.Append(ctx, "g1", Event{Seq: 2, Kind: KindResign, Side: "carthage"}, &Snapshot{Seq: 2, Moves: 2, Position: "p2"}, Outcome{Over: true, Result: "rome wins"}); err != nil {
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
	s.Close()

	s, err = Open(path) // migrations run once
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	row, st, err := s.LoadGame(ctx, "g1")
	if err != nil || row.Seed != 1<<63+5 || row.Version != 2 || row.Status != "over" || row.Result != "rome wins" || len(st) != 2 {
		t.Fatalf("%+v %+v %v", row, st, err)
	}
	evs, _ := s.Events(ctx, "g1")
	if len(evs) != 2 || evs[1].Kind != KindResign {
		t.Fatalf("%+v", evs)
	}
	sn, _ := s.LatestSnapshot(ctx, "g1")
	if sn.Seq != 2 || sn.Position != "p2" {
		t.Fatalf("%+v", sn)
	}
	if seat, err := s.SeatByToken(ctx, "h2"); err != nil || seat.Seat != "carthage" {
		t.Fatalf("%+v %v", seat, err)
	}
	if _, err := s.SeatByToken(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Fatal(err)
	}
	if _, _, err := s.LoadGame(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Fatal(err)
	}
	if m, _ := s.JournalMode(); m != "wal" {
		t.Fatalf("journal mode %q", m)
	}
	if _, err := OpenOptions(path, Options{Synchronous: "OFF"}); err == nil {
		t.Fatal("synchronous OFF must be refused")
	}
}
