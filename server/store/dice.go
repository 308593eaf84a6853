package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5"
)

// The salts of the games' dice commitments (verifiable dice): kept apart from
// the game's row, written once when the game is created.

// PutSalt stores the salt of game id's dice commitment (Store.PutSalt).
func (s *SQLite) PutSalt(ctx context.Context, id, salt string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO dice (game_id, salt) VALUES (?, ?)`, id, salt)
	return err
}

// Salt returns the salt of game id's dice commitment (Store.Salt).
func (s *SQLite) Salt(ctx context.Context, id string) (string, error) {
	var salt string
	err := s.db.QueryRowContext(ctx, `SELECT salt FROM dice WHERE game_id = ?`, id).Scan(&salt)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return salt, err
}

// PutSalt stores the salt of game id's dice commitment (Store.PutSalt).
func (s *Postgres) PutSalt(ctx context.Context, id, salt string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO dice (game_id, salt) VALUES ($1, $2)`, id, salt)
	return err
}

// Salt returns the salt of game id's dice commitment (Store.Salt).
func (s *Postgres) Salt(ctx context.Context, id string) (string, error) {
	var salt string
	err := s.pool.QueryRow(ctx, `SELECT salt FROM dice WHERE game_id = $1`, id).Scan(&salt)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotFound
	}
	return salt, err
}
