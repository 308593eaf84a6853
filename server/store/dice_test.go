package store

import (
	"errors"
	"path/filepath"
	"testing"
)

// A game's salt is kept once, read back, and missing for a game without one.
func TestDiceSalt(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := t.Context()
	for _, id := range []string{"g1", "g2"} {
		if err := s.CreateGame(ctx, &Game{ID: id, Mode: "online", Scenario: "218bc", Engine: "e", Data: "d"}, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PutSalt(ctx, "g1", "ab12"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutSalt(ctx, "g1", "cd34"); err == nil {
		t.Error("a second salt was stored for one game")
	}
	if err := s.PutSalt(ctx, "nope", "cd34"); err == nil {
		t.Error("a salt was stored for a game that does not exist")
	}
	if salt, err := s.Salt(ctx, "g1"); err != nil || salt != "ab12" {
		t.Errorf("salt %q, %v", salt, err)
	}
	if _, err := s.Salt(ctx, "g2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a game without a salt: %v", err)
	}
}
