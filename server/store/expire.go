package store

import (
	"context"
	"database/sql"
	"strings"
	"time"
)

// The limits' queries (schema version 4): who created a game, whether its
// seats were ever opened, and the deletion of games never joined or abandoned.

// SetCreator records the client address that created game id.
func (s *Store) SetCreator(ctx context.Context, id, creator string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE games SET creator = ? WHERE id = ?`, creator, id)
	return err
}

// ActiveGamesBy counts the unfinished games created by a client address.
func (s *Store) ActiveGamesBy(ctx context.Context, creator string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE creator = ? AND status != 'over'`, creator).Scan(&n)
	return n, err
}

// MarkSeen records that a game's seat was opened (its link used), the first
// time only.
func (s *Store) MarkSeen(ctx context.Context, id, seat string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE seats SET seen = ? WHERE game_id = ? AND seat = ? AND seen = 0`, now(), id, seat)
	return err
}

// Expire deletes, in one transaction, the unfinished games that were never
// joined (a seat never opened, MarkSeen) and created before unjoined, or
// abandoned (no event since idle), except the games in keep; a zero time skips
// that test. Their seats, events and snapshots go with them, and a game whose
// rematch they were forgets it. It returns the deleted games' ids. Finished
// games are never deleted.
func (s *Store) Expire(ctx context.Context, unjoined, idle time.Time, keep []string) ([]string, error) {
	var conds []string
	var args []any
	if !unjoined.IsZero() {
		conds = append(conds, `(created < ? AND EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.seen = 0))`)
		args = append(args, unjoined.UnixMilli())
	}
	if !idle.IsZero() {
		conds = append(conds, `updated < ?`)
		args = append(args, idle.UnixMilli())
	}
	if len(conds) == 0 {
		return nil, nil
	}
	q := `SELECT id FROM games WHERE status != 'over' AND (` + strings.Join(conds, " OR ") + `)`
	skip := map[string]bool{}
	for _, id := range keep {
		skip[id] = true
	}
	var ids []string
	err := s.tx(ctx, func(t *sql.Tx) error {
		rows, err := t.QueryContext(ctx, q, args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			if !skip[id] {
				ids = append(ids, id)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, id := range ids {
			if _, err := t.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, id); err != nil {
				return err
			}
			if _, err := t.ExecContext(ctx, `UPDATE games SET rematch = '' WHERE rematch = ?`, id); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}
