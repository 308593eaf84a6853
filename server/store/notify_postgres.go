package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// The notifications' queries on PostgreSQL (notify.go has SQLite's and the
// types).

// KeepVAPIDKeys stores the VAPID key pair unless one is kept, and returns the
// kept pair (Subscriptions.KeepVAPIDKeys).
func (s *Postgres) KeepVAPIDKeys(ctx context.Context, private, public string) (string, string, error) {
	if _, err := s.pool.Exec(ctx, `INSERT INTO vapid (id, private, public) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`, private, public); err != nil {
		return "", "", err
	}
	var priv, pub string
	err := s.pool.QueryRow(ctx, `SELECT private, public FROM vapid WHERE id = 1`).Scan(&priv, &pub)
	return priv, pub, err
}

// AddPushSub stores a seat's push subscription and keeps its keep newest
// (Subscriptions.AddPushSub).
func (s *Postgres) AddPushSub(ctx context.Context, sub PushSub, keep int) error {
	if sub.Created == 0 {
		sub.Created = now()
	}
	return s.tx(ctx, func(t pgx.Tx) error {
		if _, err := t.Exec(ctx, `INSERT INTO push_subs (game_id, seat, endpoint, p256dh, auth, created) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, created = excluded.created`,
			sub.GameID, sub.Seat, sub.Endpoint, sub.P256dh, sub.Auth, sub.Created); err != nil {
			return err
		}
		_, err := t.Exec(ctx, `DELETE FROM push_subs WHERE game_id = $1 AND seat = $2 AND endpoint <> $3 AND endpoint NOT IN
			(SELECT endpoint FROM push_subs WHERE game_id = $1 AND seat = $2 AND endpoint <> $3 ORDER BY created DESC, endpoint LIMIT $4)`,
			sub.GameID, sub.Seat, sub.Endpoint, max(keep-1, 0))
		return err
	})
}

// PushSubs returns a seat's push subscriptions, newest first
// (Subscriptions.PushSubs).
func (s *Postgres) PushSubs(ctx context.Context, game, seat string) ([]PushSub, error) {
	rows, err := s.pool.Query(ctx, `SELECT endpoint, p256dh, auth, created FROM push_subs WHERE game_id = $1 AND seat = $2 ORDER BY created DESC, endpoint`, game, seat)
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
func (s *Postgres) RemovePushSub(ctx context.Context, game, seat, endpoint string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM push_subs WHERE game_id = $1 AND seat = $2 AND endpoint = $3`, game, seat, endpoint)
	return oneTag(tag, err)
}

// RemovePushEndpoint deletes every subscription with that endpoint
// (Subscriptions.RemovePushEndpoint).
func (s *Postgres) RemovePushEndpoint(ctx context.Context, endpoint string) (int, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM push_subs WHERE endpoint = $1`, endpoint)
	if err != nil {
		return 0, err
	}
	return int(tag.RowsAffected()), nil
}

// SetWebhook stores or replaces a seat's webhook (Subscriptions.SetWebhook).
func (s *Postgres) SetWebhook(ctx context.Context, w Webhook) error {
	if w.Created == 0 {
		w.Created = now()
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO webhooks (game_id, seat, url, base, created) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (game_id, seat) DO UPDATE SET url = excluded.url, base = excluded.base, created = excluded.created`,
		w.GameID, w.Seat, w.URL, w.Base, w.Created)
	return err
}

// Webhook returns a seat's webhook (Subscriptions.Webhook).
func (s *Postgres) Webhook(ctx context.Context, game, seat string) (Webhook, error) {
	w := Webhook{GameID: game, Seat: seat}
	err := s.pool.QueryRow(ctx, `SELECT url, base, created FROM webhooks WHERE game_id = $1 AND seat = $2`, game, seat).Scan(&w.URL, &w.Base, &w.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return w, ErrNotFound
	}
	return w, err
}

// RemoveWebhook deletes a seat's webhook (Subscriptions.RemoveWebhook).
func (s *Postgres) RemoveWebhook(ctx context.Context, game, seat string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM webhooks WHERE game_id = $1 AND seat = $2`, game, seat)
	return oneTag(tag, err)
}

// oneTag turns a deletion that touched no row into ErrNotFound.
func oneTag(tag pgconn.CommandTag, err error) error {
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}
