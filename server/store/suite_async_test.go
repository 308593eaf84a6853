package store

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// testClock: a game's clock is stored, replaced and read back; a game without
// one has none; a clock for no game is refused.
func testClock(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	newGame(t, s, "g1")
	newGame(t, s, "g2")
	if _, err := s.Clock(ctx, "g1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a game without a clock: %v", err)
	}
	c := Clock{Days: 3, Side: "rome", Deadline: 1_700_000_000_000}
	if err := s.PutClock(ctx, "g1", c); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Clock(ctx, "g1"); err != nil || got != c {
		t.Fatalf("clock %+v, %v; want %+v", got, err, c)
	}
	c = Clock{Days: 3, TimedOut: "carthage"}
	if err := s.PutClock(ctx, "g1", c); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Clock(ctx, "g1"); err != nil || got != c {
		t.Fatalf("replaced clock %+v, %v; want %+v", got, err, c)
	}
	if _, err := s.Clock(ctx, "g2"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the other game has a clock: %v", err)
	}
	if err := s.PutClock(ctx, "nope", c); err == nil {
		t.Error("a clock was stored for a game that does not exist")
	}
}

// testChat: messages are numbered per game, dated, read back as the last n
// oldest first, capped per game, refused for a game that does not exist, and
// deleted with their game (with its clock).
func testChat(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	newGame(t, s, "g1")
	newGame(t, s, "g2")
	for i := 1; i <= 5; i++ {
		m := &ChatMessage{Seat: "rome", Text: fmt.Sprintf("hello %d <b>", i)}
		if err := s.AddChat(ctx, "g1", m, 5); err != nil {
			t.Fatal(err)
		}
		if m.Seq != int64(i) || m.At == 0 {
			t.Fatalf("message %d stored as %+v", i, m)
		}
	}
	other := &ChatMessage{Seat: "carthage", Text: "other game", At: 42}
	if err := s.AddChat(ctx, "g2", other, 5); err != nil || other.Seq != 1 {
		t.Fatalf("the other game's first message: %+v, %v", other, err)
	}
	if err := s.AddChat(ctx, "g1", &ChatMessage{Seat: "rome", Text: "sixth"}, 5); !errors.Is(err, ErrChatFull) {
		t.Fatalf("a sixth message past a cap of 5: %v", err)
	}
	if err := s.AddChat(ctx, "nope", &ChatMessage{Seat: "rome", Text: "x"}, 5); err == nil {
		t.Error("a message was stored for a game that does not exist")
	}
	got, err := s.Chat(ctx, "g1", 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Seq != 3 || got[2].Seq != 5 || got[2].Text != "hello 5 <b>" || got[0].Seat != "rome" {
		t.Fatalf("the last 3 messages: %+v", got)
	}
	if got, err := s.Chat(ctx, "g2", 10); err != nil || len(got) != 1 || got[0] != *other {
		t.Fatalf("the other game's chat: %+v, %v", got, err)
	}
	if err := s.PutClock(ctx, "g1", Clock{Days: 1, Side: "rome", Deadline: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Expire(ctx, time.Time{}, time.Now().Add(time.Hour), []string{"g2"}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Chat(ctx, "g1", 10); err != nil || len(got) != 0 {
		t.Fatalf("the chat of a deleted game: %+v, %v", got, err)
	}
	if _, err := s.Clock(ctx, "g1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the clock of a deleted game: %v", err)
	}
}
