package store

import (
	"errors"
	"testing"
	"time"
)

// farFuture makes every unfinished game expire (Store.Expire).
var farFuture = time.Now().Add(24 * time.Hour)

// testVAPIDKeysKept: the first key pair offered is kept and every later offer
// (another server, a restart) gets it back.
func testVAPIDKeysKept(t *testing.T, b backend) {
	db := b.fresh(t)
	s := b.mustOpen(t, db)
	ctx := t.Context()
	priv, pub, err := s.KeepVAPIDKeys(ctx, "priv-1", "pub-1")
	if err != nil || priv != "priv-1" || pub != "pub-1" {
		t.Fatalf("first pair: %q %q %v", priv, pub, err)
	}
	if priv, pub, err = s.KeepVAPIDKeys(ctx, "priv-2", "pub-2"); err != nil || priv != "priv-1" || pub != "pub-1" {
		t.Fatalf("second offer: %q %q %v", priv, pub, err)
	}
	s.Close()
	s = b.mustOpen(t, db)
	if priv, pub, err = s.KeepVAPIDKeys(ctx, "priv-3", "pub-3"); err != nil || priv != "priv-1" || pub != "pub-1" {
		t.Fatalf("after a reopen: %q %q %v", priv, pub, err)
	}
}

// testPushSubs: a seat's subscriptions are kept (the newest `keep`), replaced
// by endpoint, listed newest first, removed one by one or by endpoint across
// seats, refused for a seat that does not exist, and deleted with their game.
func testPushSubs(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	for _, id := range []string{"g1", "g2"} {
		g := &Game{ID: id, Mode: "online", Scenario: "218bc", Engine: "e", Data: "d"}
		if err := s.CreateGame(ctx, g, []Seat{{Seat: "rome", TokenHash: "r-" + id}, {Seat: "carthage", TokenHash: "c-" + id}}, nil); err != nil {
			t.Fatal(err)
		}
	}
	add := func(game, seat, endpoint string, created int64) {
		t.Helper()
		if err := s.AddPushSub(ctx, PushSub{GameID: game, Seat: seat, Endpoint: endpoint, P256dh: "k-" + endpoint, Auth: "a", Created: created}, 3); err != nil {
			t.Fatal(err)
		}
	}
	endpoints := func(game, seat string) []string {
		t.Helper()
		subs, err := s.PushSubs(ctx, game, seat)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range subs {
			if p.GameID != game || p.Seat != seat || p.P256dh != "k-"+p.Endpoint || p.Auth != "a" {
				t.Errorf("read back %+v", p)
			}
			out = append(out, p.Endpoint)
		}
		return out
	}
	same := func(got []string, want ...string) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("endpoints %q, want %q", got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("endpoints %q, want %q", got, want)
			}
		}
	}
	add("g1", "rome", "e1", 10)
	add("g1", "rome", "e2", 20)
	add("g1", "rome", "e3", 30)
	same(endpoints("g1", "rome"), "e3", "e2", "e1")
	add("g1", "rome", "e4", 5) // the newest stored is kept even with an older clock
	same(endpoints("g1", "rome"), "e3", "e2", "e4")
	add("g1", "rome", "e2", 40) // the same endpoint again replaces it
	same(endpoints("g1", "rome"), "e2", "e3", "e4")
	add("g1", "carthage", "e2", 1)
	add("g2", "rome", "e2", 1)
	same(endpoints("g1", "carthage"), "e2")
	if err := s.AddPushSub(ctx, PushSub{GameID: "g1", Seat: "both", Endpoint: "e9", P256dh: "k", Auth: "a"}, 3); err == nil {
		t.Error("a subscription was stored for a seat that does not exist")
	}
	if err := s.AddPushSub(ctx, PushSub{GameID: "nope", Seat: "rome", Endpoint: "e9", P256dh: "k", Auth: "a"}, 3); err == nil {
		t.Error("a subscription was stored for a game that does not exist")
	}
	if err := s.RemovePushSub(ctx, "g1", "rome", "e3"); err != nil {
		t.Fatal(err)
	}
	if err := s.RemovePushSub(ctx, "g1", "rome", "e3"); !errors.Is(err, ErrNotFound) {
		t.Errorf("removing it again: %v", err)
	}
	same(endpoints("g1", "rome"), "e2", "e4")
	if n, err := s.RemovePushEndpoint(ctx, "e2"); err != nil || n != 3 {
		t.Errorf("removing endpoint e2 everywhere: %d, %v", n, err)
	}
	same(endpoints("g1", "rome"), "e4")
	same(endpoints("g1", "carthage"))
	same(endpoints("g2", "rome"))
	// Deleting the game (expiry) deletes its subscriptions.
	if ids, err := s.Expire(ctx, farFuture, farFuture, nil); err != nil || len(ids) != 2 {
		t.Fatalf("expire: %v %v", ids, err)
	}
	same(endpoints("g1", "rome"))
}

// testWebhooks: one webhook per seat, replaced, read back, removed, refused
// for a seat that does not exist, and deleted with its game.
func testWebhooks(t *testing.T, b backend) {
	s := b.mustOpen(t, b.fresh(t))
	ctx := t.Context()
	g := &Game{ID: "g1", Mode: "online", Scenario: "218bc", Engine: "e", Data: "d"}
	if err := s.CreateGame(ctx, g, []Seat{{Seat: "rome", TokenHash: "r"}, {Seat: "carthage", TokenHash: "c"}}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Webhook(ctx, "g1", "rome"); !errors.Is(err, ErrNotFound) {
		t.Errorf("no webhook yet: %v", err)
	}
	if err := s.SetWebhook(ctx, Webhook{GameID: "g1", Seat: "rome", URL: "https://a.example/1", Base: "https://punic.example"}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetWebhook(ctx, Webhook{GameID: "g1", Seat: "rome", URL: "https://a.example/2", Base: "https://punic.example"}); err != nil {
		t.Fatal(err)
	}
	w, err := s.Webhook(ctx, "g1", "rome")
	if err != nil || w.URL != "https://a.example/2" || w.Base != "https://punic.example" || w.Created == 0 {
		t.Errorf("read back %+v, %v", w, err)
	}
	if _, err := s.Webhook(ctx, "g1", "carthage"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the other seat: %v", err)
	}
	if err := s.SetWebhook(ctx, Webhook{GameID: "g1", Seat: "both", URL: "https://a.example/3"}); err == nil {
		t.Error("a webhook was stored for a seat that does not exist")
	}
	if err := s.RemoveWebhook(ctx, "g1", "rome"); err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveWebhook(ctx, "g1", "rome"); !errors.Is(err, ErrNotFound) {
		t.Errorf("removing it again: %v", err)
	}
	if err := s.SetWebhook(ctx, Webhook{GameID: "g1", Seat: "carthage", URL: "https://a.example/4"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Expire(ctx, farFuture, farFuture, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Webhook(ctx, "g1", "carthage"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the deleted game's webhook: %v", err)
	}
}
