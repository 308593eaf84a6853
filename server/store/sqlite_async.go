package store

import (
	"context"
	"database/sql"
	"errors"
)

// The clocks and chats on SQLite (async.go; postgres_async.go has
// PostgreSQL's).

// PutClock stores game id's clock (Store.PutClock).
func (s *SQLite) PutClock(ctx context.Context, id string, c Clock) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO clocks (game_id, days, side, deadline, timed_out) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (game_id) DO UPDATE SET days = excluded.days, side = excluded.side, deadline = excluded.deadline, timed_out = excluded.timed_out`,
		id, c.Days, c.Side, c.Deadline, c.TimedOut)
	return err
}

// Clock returns game id's clock (Store.Clock).
func (s *SQLite) Clock(ctx context.Context, id string) (Clock, error) {
	var c Clock
	err := s.rdb.QueryRowContext(ctx, `SELECT days, side, deadline, timed_out FROM clocks WHERE game_id = ?`, id).
		Scan(&c.Days, &c.Side, &c.Deadline, &c.TimedOut)
	if errors.Is(err, sql.ErrNoRows) {
		return Clock{}, ErrNotFound
	}
	return c, err
}

// AddChat stores a chat message (Store.AddChat).
func (s *SQLite) AddChat(ctx context.Context, id string, m *ChatMessage, limit int) error {
	if m.At == 0 {
		m.At = now()
	}
	return s.tx(ctx, func(t *sql.Tx) error {
		var last int64
		var n int
		if err := t.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0), count(*) FROM chat WHERE game_id = ?`, id).Scan(&last, &n); err != nil {
			return err
		}
		if limit > 0 && n >= limit {
			return ErrChatFull
		}
		if _, err := t.ExecContext(ctx, `INSERT INTO chat (game_id, seq, seat, text, at) VALUES (?, ?, ?, ?, ?)`, id, last+1, m.Seat, m.Text, m.At); err != nil {
			return err
		}
		m.Seq = last + 1
		return nil
	})
}

// Chat returns the last n messages of game id's chat (Store.Chat).
func (s *SQLite) Chat(ctx context.Context, id string, n int) ([]ChatMessage, error) {
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, seat, text, at FROM (SELECT seq, seat, text, at FROM chat WHERE game_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq`, id, n)
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
