package store

import (
	"context"
	"database/sql"
	"errors"
)

// Notifications for async play (schema version 6): each seat's Web Push
// subscriptions and webhook, and the server's VAPID key pair. This file has the
// types and SQLite's queries; notify_postgres.go has PostgreSQL's.

// PushSub is one browser's Web Push subscription for one seat: the push
// service's endpoint and the browser's keys (RFC 8291), as the browser's
// PushSubscription gives them.
type PushSub struct {
	GameID   string
	Seat     string
	Endpoint string
	P256dh   string // the browser's P-256 public key, uncompressed, base64url
	Auth     string // the 16-byte authentication secret, base64url
	Created  int64  // Unix ms; 0 means now
}

// Webhook is the URL a seat's turn notifications are posted to, with the
// server's address (Base) the link in them points to.
type Webhook struct {
	GameID  string
	Seat    string
	URL     string
	Base    string
	Created int64 // Unix ms; 0 means now
}

// Subscriptions is the part of Store that keeps the notifications'
// subscriptions and keys.
type Subscriptions interface {
	// KeepVAPIDKeys stores the VAPID key pair (base64url private scalar and
	// public point) unless the database holds one already, and returns the
	// pair it holds: the first server to start generates the keys, every
	// other (and every restart) reads them.
	KeepVAPIDKeys(ctx context.Context, private, public string) (string, string, error)
	// AddPushSub stores a seat's push subscription (a subscription with the
	// same endpoint is replaced) and keeps only the keep newest of that seat's
	// subscriptions, the new one among them. A seat that does not exist is
	// refused.
	AddPushSub(ctx context.Context, sub PushSub, keep int) error
	// PushSubs returns a seat's push subscriptions, the newest first.
	PushSubs(ctx context.Context, game, seat string) ([]PushSub, error)
	// RemovePushSub deletes one of a seat's subscriptions (ErrNotFound if it
	// has none with that endpoint).
	RemovePushSub(ctx context.Context, game, seat, endpoint string) error
	// RemovePushEndpoint deletes every subscription with that endpoint, of
	// every seat (the push service said it is gone), and says how many.
	RemovePushEndpoint(ctx context.Context, endpoint string) (int, error)
	// SetWebhook stores (or replaces) a seat's webhook. A seat that does not
	// exist is refused.
	SetWebhook(ctx context.Context, w Webhook) error
	// Webhook returns a seat's webhook (ErrNotFound if none).
	Webhook(ctx context.Context, game, seat string) (Webhook, error)
	// RemoveWebhook deletes a seat's webhook (ErrNotFound if none).
	RemoveWebhook(ctx context.Context, game, seat string) error
}

// KeepVAPIDKeys stores the VAPID key pair unless one is kept, and returns the
// kept pair (Subscriptions.KeepVAPIDKeys).
func (s *SQLite) KeepVAPIDKeys(ctx context.Context, private, public string) (string, string, error) {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO vapid (id, private, public) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING`, private, public); err != nil {
		return "", "", err
	}
	var priv, pub string
	err := s.db.QueryRowContext(ctx, `SELECT private, public FROM vapid WHERE id = 1`).Scan(&priv, &pub)
	return priv, pub, err
}

// AddPushSub stores a seat's push subscription and keeps its keep newest
// (Subscriptions.AddPushSub).
func (s *SQLite) AddPushSub(ctx context.Context, sub PushSub, keep int) error {
	if sub.Created == 0 {
		sub.Created = now()
	}
	return s.tx(ctx, func(t *sql.Tx) error {
		if _, err := t.ExecContext(ctx, `INSERT INTO push_subs (game_id, seat, endpoint, p256dh, auth, created) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, created = excluded.created`,
			sub.GameID, sub.Seat, sub.Endpoint, sub.P256dh, sub.Auth, sub.Created); err != nil {
			return err
		}
		_, err := t.ExecContext(ctx, `DELETE FROM push_subs WHERE game_id = ? AND seat = ? AND endpoint <> ? AND endpoint NOT IN
			(SELECT endpoint FROM push_subs WHERE game_id = ? AND seat = ? AND endpoint <> ? ORDER BY created DESC, endpoint LIMIT ?)`,
			sub.GameID, sub.Seat, sub.Endpoint, sub.GameID, sub.Seat, sub.Endpoint, max(keep-1, 0))
		return err
	})
}

// PushSubs returns a seat's push subscriptions, newest first
// (Subscriptions.PushSubs).
func (s *SQLite) PushSubs(ctx context.Context, game, seat string) ([]PushSub, error) {
	rows, err := s.rdb.QueryContext(ctx, `SELECT endpoint, p256dh, auth, created FROM push_subs WHERE game_id = ? AND seat = ? ORDER BY created DESC, endpoint`, game, seat)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PushSub
	for rows.Next() {
		p := PushSub{GameID: game, Seat: seat}
		if err := rows.Scan(&p.Endpoint, &p.P256dh, &p.Auth, &p.Created); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// RemovePushSub deletes one of a seat's subscriptions
// (Subscriptions.RemovePushSub).
func (s *SQLite) RemovePushSub(ctx context.Context, game, seat, endpoint string) error {
	r, err := s.db.ExecContext(ctx, `DELETE FROM push_subs WHERE game_id = ? AND seat = ? AND endpoint = ?`, game, seat, endpoint)
	return oneRow(r, err)
}

// RemovePushEndpoint deletes every subscription with that endpoint
// (Subscriptions.RemovePushEndpoint).
func (s *SQLite) RemovePushEndpoint(ctx context.Context, endpoint string) (int, error) {
	r, err := s.db.ExecContext(ctx, `DELETE FROM push_subs WHERE endpoint = ?`, endpoint)
	if err != nil {
		return 0, err
	}
	n, err := r.RowsAffected()
	return int(n), err
}

// SetWebhook stores or replaces a seat's webhook (Subscriptions.SetWebhook).
func (s *SQLite) SetWebhook(ctx context.Context, w Webhook) error {
	if w.Created == 0 {
		w.Created = now()
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO webhooks (game_id, seat, url, base, created) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (game_id, seat) DO UPDATE SET url = excluded.url, base = excluded.base, created = excluded.created`,
		w.GameID, w.Seat, w.URL, w.Base, w.Created)
	return err
}

// Webhook returns a seat's webhook (Subscriptions.Webhook).
func (s *SQLite) Webhook(ctx context.Context, game, seat string) (Webhook, error) {
	w := Webhook{GameID: game, Seat: seat}
	err := s.rdb.QueryRowContext(ctx, `SELECT url, base, created FROM webhooks WHERE game_id = ? AND seat = ?`, game, seat).Scan(&w.URL, &w.Base, &w.Created)
	if errors.Is(err, sql.ErrNoRows) {
		return w, ErrNotFound
	}
	return w, err
}

// RemoveWebhook deletes a seat's webhook (Subscriptions.RemoveWebhook).
func (s *SQLite) RemoveWebhook(ctx context.Context, game, seat string) error {
	r, err := s.db.ExecContext(ctx, `DELETE FROM webhooks WHERE game_id = ? AND seat = ?`, game, seat)
	return oneRow(r, err)
}

// oneRow turns a deletion that touched no row into ErrNotFound.
func oneRow(r sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := r.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
