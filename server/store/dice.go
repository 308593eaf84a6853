package store

import (
	"context"
	"database/sql"
	"errors"
)

// The salts of the games' dice commitments (verifiable dice): kept apart from
// the game's row, written once when the game is created.

// PutSalt stores the salt of game id's dice commitment.
func (s *Store) PutSalt(ctx context.Context, id, salt string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO dice (game_id, salt) VALUES (?, ?)`, id, salt)
	return err
}

// Salt returns the salt of game id's dice commitment, or ErrNotFound for a game
// made before commitments were kept.
func (s *Store) Salt(ctx context.Context, id string) (string, error) {
	var salt string
	err := s.db.QueryRowContext(ctx, `SELECT salt FROM dice WHERE game_id = ?`, id).Scan(&salt)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return salt, err
}
