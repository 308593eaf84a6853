package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// The limits' queries on PostgreSQL (expire.go has SQLite's).

// SetCreator records the client address that created game id (Store.SetCreator).
func (s *Postgres) SetCreator(ctx context.Context, id, creator string) error {
	_, err := s.pool.Exec(ctx, `UPDATE games SET creator = $1 WHERE id = $2`, creator, id)
	return err
}

// ActiveGamesBy counts the unfinished games created by a client address
// (Store.ActiveGamesBy).
func (s *Postgres) ActiveGamesBy(ctx context.Context, creator string) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM games WHERE creator = $1 AND status != 'over'`, creator).Scan(&n)
	return n, err
}

// MarkSeen records that a game's seat was opened, the first time only
// (Store.MarkSeen).
func (s *Postgres) MarkSeen(ctx context.Context, id, seat string) error {
	_, err := s.pool.Exec(ctx, `UPDATE seats SET seen = $1 WHERE game_id = $2 AND seat = $3 AND seen = 0`, now(), id, seat)
	return err
}

// Expire deletes the unfinished games never joined or abandoned, except those
// in keep, in one transaction (Store.Expire).
func (s *Postgres) Expire(ctx context.Context, unjoined, idle time.Time, keep []string) ([]string, error) {
	var conds []string
	var args []any
	if !unjoined.IsZero() {
		args = append(args, unjoined.UnixMilli())
		conds = append(conds, fmt.Sprintf(`(created < $%d AND EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.seen = 0))`, len(args)))
	}
	if !idle.IsZero() {
		args = append(args, idle.UnixMilli())
		conds = append(conds, fmt.Sprintf(`updated < $%d`, len(args)))
	}
	if len(conds) == 0 {
		return nil, nil
	}
	if keep == nil {
		keep = []string{}
	}
	args = append(args, keep)
	q := `SELECT id FROM games WHERE status != 'over' AND (` + strings.Join(conds, " OR ") + fmt.Sprintf(`) AND NOT (id = ANY($%d::text[])) FOR UPDATE`, len(args))
	var ids []string
	err := s.tx(ctx, func(t pgx.Tx) error {
		rows, err := t.Query(ctx, q, args...)
		if err != nil {
			return err
		}
		if ids, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return err
		}
		if len(ids) == 0 {
			return nil
		}
		if _, err := t.Exec(ctx, `DELETE FROM games WHERE id = ANY($1::text[])`, ids); err != nil {
			return err
		}
		_, err = t.Exec(ctx, `UPDATE games SET rematch = '' WHERE rematch = ANY($1::text[])`, ids)
		return err
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}
