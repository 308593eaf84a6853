package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
)

// The clocks and chats on PostgreSQL (async.go; sqlite_async.go has SQLite's).

// PutClock stores game id's clock (Store.PutClock).
func (s *Postgres) PutClock(ctx context.Context, id string, c Clock) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO clocks (game_id, days, side, deadline, timed_out) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (game_id) DO UPDATE SET days = excluded.days, side = excluded.side, deadline = excluded.deadline, timed_out = excluded.timed_out`,
		id, c.Days, c.Side, c.Deadline, c.TimedOut)
	return err
}

// Clock returns game id's clock (Store.Clock).
func (s *Postgres) Clock(ctx context.Context, id string) (Clock, error) {
	var c Clock
	err := s.pool.QueryRow(ctx, `SELECT days, side, deadline, timed_out FROM clocks WHERE game_id = $1`, id).
		Scan(&c.Days, &c.Side, &c.Deadline, &c.TimedOut)
	if errors.Is(err, pgx.ErrNoRows) {
		return Clock{}, ErrNotFound
	}
	return c, err
}

// AddChat stores a chat message (Store.AddChat). The game's row is locked
// while the message is numbered, so that two servers number a game's messages
// one after the other.
func (s *Postgres) AddChat(ctx context.Context, id string, m *ChatMessage, limit int) error {
	if m.At == 0 {
		m.At = now()
	}
	return s.tx(ctx, func(t pgx.Tx) error {
		var one int
		if err := t.QueryRow(ctx, `SELECT 1 FROM games WHERE id = $1 FOR UPDATE`, id).Scan(&one); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return ErrNotFound
			}
			return err
		}
		var last int64
		var n int
		if err := t.QueryRow(ctx, `SELECT coalesce(max(seq), 0), count(*) FROM chat WHERE game_id = $1`, id).Scan(&last, &n); err != nil {
			return err
		}
		if limit > 0 && n >= limit {
			return ErrChatFull
		}
		if _, err := t.Exec(ctx, `INSERT INTO chat (game_id, seq, seat, text, at) VALUES ($1, $2, $3, $4, $5)`, id, last+1, m.Seat, m.Text, m.At); err != nil {
			return err
		}
		m.Seq = last + 1
		return nil
	})
}

// Chat returns the last n messages of game id's chat (Store.Chat).
func (s *Postgres) Chat(ctx context.Context, id string, n int) ([]ChatMessage, error) {
	rows, err := s.pool.Query(ctx, `SELECT seq, seat, text, at FROM (SELECT seq, seat, text, at FROM chat WHERE game_id = $1 ORDER BY seq DESC LIMIT $2) c ORDER BY seq`, id, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ChatMessage{}
	for rows.Next() {
		var m ChatMessage
		if err := rows.Scan(&m.Seq, &m.Seat, &m.Text, &m.At); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
