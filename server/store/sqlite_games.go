package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
)

// CreateGame stores a new game with its seats and its first snapshot, all in one
// transaction.
func (s *SQLite) CreateGame(ctx context.Context, g *Game, seats []Seat, snap *Snapshot) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		ts := now()
		if g.Created == 0 {
			g.Created = ts
		}
		if g.Status == "" {
			g.Status = "active"
		}
		_, err := t.ExecContext(ctx, `INSERT INTO games (id, created, mode, scenario, seed, engine, data, bot, version, status, result, rematch_of, updated, game, rules)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, g.Created, g.Mode, g.Scenario, int64(g.Seed), g.Engine, g.Data, g.Bot, g.Version, g.Status, g.Result, g.RematchOf, ts, g.Game, g.Rules)
		if err != nil {
			return err
		}
		for _, st := range seats {
			if _, err := t.ExecContext(ctx, `INSERT INTO seats (game_id, seat, token_hash) VALUES (?, ?, ?)`, g.ID, st.Seat, st.TokenHash); err != nil {
				return err
			}
		}
		if snap != nil {
			if err := putSnapshot(ctx, t, g.ID, snap); err != nil {
				return err
			}
		}
		if g.RematchOf != "" {
			res, err := t.ExecContext(ctx, `UPDATE games SET rematch = ? WHERE id = ? AND rematch = ''`, g.ID, g.RematchOf)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return fmt.Errorf("%w: game %s already has a rematch", ErrConflict, g.RematchOf)
			}
		}
		return nil
	})
}

// LoadGame returns a game's row and seats.
func (s *SQLite) LoadGame(ctx context.Context, id string) (*Game, []Seat, error) {
	g := &Game{}
	var seed int64
	err := s.rdb.QueryRowContext(ctx, `SELECT id, created, mode, scenario, seed, engine, data, bot, version, status, result, rematch_of, rematch, game, rules
		FROM games WHERE id = ?`, id).Scan(&g.ID, &g.Created, &g.Mode, &g.Scenario, &seed, &g.Engine, &g.Data, &g.Bot,
		&g.Version, &g.Status, &g.Result, &g.RematchOf, &g.Rematch, &g.Game, &g.Rules)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, ErrNotFound
	}
	if err != nil {
		return nil, nil, err
	}
	g.Seed = uint64(seed)
	rows, err := s.rdb.QueryContext(ctx, `SELECT game_id, seat, token_hash FROM seats WHERE game_id = ? ORDER BY seat`, id)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var seats []Seat
	for rows.Next() {
		var st Seat
		if err := rows.Scan(&st.GameID, &st.Seat, &st.TokenHash); err != nil {
			return nil, nil, err
		}
		seats = append(seats, st)
	}
	return g, seats, rows.Err()
}

// SeatByToken finds the seat a token hash opens.
func (s *SQLite) SeatByToken(ctx context.Context, hash string) (Seat, error) {
	var st Seat
	err := s.rdb.QueryRowContext(ctx, `SELECT game_id, seat, token_hash FROM seats WHERE token_hash = ?`, hash).
		Scan(&st.GameID, &st.Seat, &st.TokenHash)
	if errors.Is(err, sql.ErrNoRows) {
		return st, ErrNotFound
	}
	return st, err
}

// Events returns a game's events in order.
func (s *SQLite) Events(ctx context.Context, id string) ([]Event, error) {
	return s.EventsSince(ctx, id, 0)
}

// EventsSince returns a game's events after version after, in order.
func (s *SQLite) EventsSince(ctx context.Context, id string, after int64) ([]Event, error) {
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, kind, side, action, at FROM events WHERE game_id = ? AND seq > ? ORDER BY seq`, id, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		if err := rows.Scan(&e.Seq, &e.Kind, &e.Side, &e.Action, &e.At); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// LatestSnapshot returns the game's most recent snapshot.
func (s *SQLite) LatestSnapshot(ctx context.Context, id string) (*Snapshot, error) {
	return s.NearestSnapshot(ctx, id, math.MaxInt64)
}

// NearestSnapshot returns the game's latest snapshot at or before version.
func (s *SQLite) NearestSnapshot(ctx context.Context, id string, version int64) (*Snapshot, error) {
	sn := &Snapshot{}
	err := s.rdb.QueryRowContext(ctx, `SELECT seq, moves, position FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1`, id, version).
		Scan(&sn.Seq, &sn.Moves, &sn.Position)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return sn, nil
}

// Snapshots counts a game's snapshots.
func (s *SQLite) Snapshots(ctx context.Context, id string) (int, error) {
	var n int
	err := s.rdb.QueryRowContext(ctx, `SELECT count(*) FROM snapshots WHERE game_id = ?`, id).Scan(&n)
	return n, err
}

// Append writes one event in the next group commit (Store.Append).
func (s *SQLite) Append(ctx context.Context, id string, ev Event, snap *Snapshot, out Outcome) error {
	return s.c.append(ctx, id, ev, snap, out)
}

// commit writes a group of appends in one transaction: an append whose game is
// not at the version it follows is refused alone (ErrConflict), having written
// nothing.
func (s *SQLite) commit(ctx context.Context, group []*pendingAppend) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		ts := now()
		// The statements are prepared once per group.
		update, err := t.PrepareContext(ctx, `UPDATE games SET version = ?, status = ?, result = ?, updated = ? WHERE id = ? AND version = ?`)
		if err != nil {
			return err
		}
		defer update.Close()
		insert, err := t.PrepareContext(ctx, `INSERT INTO events (game_id, seq, kind, side, action, at) VALUES (?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		defer insert.Close()
		for _, p := range group {
			res, err := update.ExecContext(ctx, p.ev.Seq, p.out.status(), p.out.Result, ts, p.id, p.ev.Seq-1)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n != 1 {
				p.err = fmt.Errorf("%w: game %s is not at version %d", ErrConflict, p.id, p.ev.Seq-1)
				continue
			}
			if _, err := insert.ExecContext(ctx, p.id, p.ev.Seq, p.ev.Kind, p.ev.Side, p.ev.Action, p.ev.At); err != nil {
				return err
			}
			if p.snap != nil {
				if err := putSnapshot(ctx, t, p.id, p.snap); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func putSnapshot(ctx context.Context, t *sql.Tx, id string, sn *Snapshot) error {
	_, err := t.ExecContext(ctx, `INSERT OR REPLACE INTO snapshots (game_id, seq, moves, position) VALUES (?, ?, ?, ?)`,
		id, sn.Seq, sn.Moves, sn.Position)
	return err
}

// Rematch returns the game that followed id ("" if none yet).
func (s *SQLite) Rematch(ctx context.Context, id string) (string, error) {
	var r string
	err := s.rdb.QueryRowContext(ctx, `SELECT rematch FROM games WHERE id = ?`, id).Scan(&r)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return r, err
}

// ClaimSeat gives a pending seat its token hash. Claiming a seat that already has
// exactly that hash succeeds (asking twice gives the same link); any other hash is
// left alone.
func (s *SQLite) ClaimSeat(ctx context.Context, game, seat, placeholder, hash string) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		var cur string
		err := t.QueryRowContext(ctx, `SELECT token_hash FROM seats WHERE game_id = ? AND seat = ?`, game, seat).Scan(&cur)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		switch cur {
		case hash:
			return nil
		case placeholder:
			_, err = t.ExecContext(ctx, `UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ?`, hash, game, seat)
			return err
		}
		return fmt.Errorf("%w: seat %s of game %s is taken", ErrConflict, seat, game)
	})
}
