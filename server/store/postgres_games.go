package store

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
)

// CreateGame stores a new game with its seats and its first snapshot
// (Store.CreateGame), and tells the other servers when it is a rematch.
func (s *Postgres) CreateGame(ctx context.Context, g *Game, seats []Seat, snap *Snapshot) error {
	return s.tx(ctx, func(t pgx.Tx) error {
		ts := now()
		if g.Created == 0 {
			g.Created = ts
		}
		if g.Status == "" {
			g.Status = "active"
		}
		_, err := t.Exec(ctx, `INSERT INTO games (id, created, mode, scenario, seed, engine, data, bot, version, status, result, rematch_of, updated, game, rules)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
			g.ID, g.Created, g.Mode, g.Scenario, int64(g.Seed), g.Engine, g.Data, g.Bot, g.Version, g.Status, g.Result, g.RematchOf, ts, g.Game, g.Rules)
		if err != nil {
			return err
		}
		for _, st := range seats {
			if _, err := t.Exec(ctx, `INSERT INTO seats (game_id, seat, token_hash) VALUES ($1, $2, $3)`, g.ID, st.Seat, st.TokenHash); err != nil {
				return err
			}
		}
		if snap != nil {
			if err := s.putSnapshot(ctx, t, g.ID, snap); err != nil {
				return err
			}
		}
		if g.RematchOf != "" {
			var version int64
			err := t.QueryRow(ctx, `UPDATE games SET rematch = $1 WHERE id = $2 AND rematch = '' RETURNING version`, g.ID, g.RematchOf).Scan(&version)
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("%w: game %s already has a rematch", ErrConflict, g.RematchOf)
			}
			if err != nil {
				return err
			}
			return s.notify(ctx, t, map[string]int64{g.RematchOf: version})
		}
		return nil
	})
}

func (s *Postgres) putSnapshot(ctx context.Context, t pgx.Tx, id string, sn *Snapshot) error {
	_, err := t.Exec(ctx, `INSERT INTO snapshots (game_id, seq, moves, position) VALUES ($1, $2, $3, $4)
		ON CONFLICT (game_id, seq) DO UPDATE SET moves = excluded.moves, position = excluded.position`,
		id, sn.Seq, sn.Moves, sn.Position)
	return err
}

// LoadGame returns a game's row and seats (Store.LoadGame).
func (s *Postgres) LoadGame(ctx context.Context, id string) (*Game, []Seat, error) {
	g := &Game{}
	var seed int64
	err := s.pool.QueryRow(ctx, `SELECT id, created, mode, scenario, seed, engine, data, bot, version, status, result, rematch_of, rematch, game, rules
		FROM games WHERE id = $1`, id).Scan(&g.ID, &g.Created, &g.Mode, &g.Scenario, &seed, &g.Engine, &g.Data, &g.Bot,
		&g.Version, &g.Status, &g.Result, &g.RematchOf, &g.Rematch, &g.Game, &g.Rules)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil, ErrNotFound
	}
	if err != nil {
		return nil, nil, err
	}
	g.Seed = uint64(seed)
	rows, err := s.pool.Query(ctx, `SELECT game_id, seat, token_hash FROM seats WHERE game_id = $1 ORDER BY seat`, id)
	if err != nil {
		return nil, nil, err
	}
	seats, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Seat, error) {
		var st Seat
		err := r.Scan(&st.GameID, &st.Seat, &st.TokenHash)
		return st, err
	})
	return g, seats, err
}

// SeatByToken finds the seat a token hash opens (Store.SeatByToken).
func (s *Postgres) SeatByToken(ctx context.Context, hash string) (Seat, error) {
	var st Seat
	err := s.pool.QueryRow(ctx, `SELECT game_id, seat, token_hash FROM seats WHERE token_hash = $1`, hash).
		Scan(&st.GameID, &st.Seat, &st.TokenHash)
	if errors.Is(err, pgx.ErrNoRows) {
		return st, ErrNotFound
	}
	return st, err
}

// Events returns a game's events in order (Store.Events).
func (s *Postgres) Events(ctx context.Context, id string) ([]Event, error) {
	return s.EventsSince(ctx, id, 0)
}

// EventsSince returns a game's events after version after (Store.EventsSince).
func (s *Postgres) EventsSince(ctx context.Context, id string, after int64) ([]Event, error) {
	rows, err := s.pool.Query(ctx, `SELECT seq, kind, side, action, at FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq`, id, after)
	if err != nil {
		return nil, err
	}
	evs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Event, error) {
		var e Event
		err := r.Scan(&e.Seq, &e.Kind, &e.Side, &e.Action, &e.At)
		return e, err
	})
	if len(evs) == 0 {
		evs = nil
	}
	return evs, err
}

// LatestSnapshot returns the game's most recent snapshot (Store.LatestSnapshot).
func (s *Postgres) LatestSnapshot(ctx context.Context, id string) (*Snapshot, error) {
	return s.NearestSnapshot(ctx, id, math.MaxInt64)
}

// NearestSnapshot returns the game's latest snapshot at or before version
// (Store.NearestSnapshot).
func (s *Postgres) NearestSnapshot(ctx context.Context, id string, version int64) (*Snapshot, error) {
	sn := &Snapshot{}
	err := s.pool.QueryRow(ctx, `SELECT seq, moves, position FROM snapshots WHERE game_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1`, id, version).
		Scan(&sn.Seq, &sn.Moves, &sn.Position)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return sn, nil
}

// Snapshots counts a game's snapshots (Store.Snapshots).
func (s *Postgres) Snapshots(ctx context.Context, id string) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM snapshots WHERE game_id = $1`, id).Scan(&n)
	return n, err
}

// Rematch returns the game that followed id (Store.Rematch).
func (s *Postgres) Rematch(ctx context.Context, id string) (string, error) {
	var r string
	err := s.pool.QueryRow(ctx, `SELECT rematch FROM games WHERE id = $1`, id).Scan(&r)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotFound
	}
	return r, err
}

// ClaimSeat gives a pending seat its token hash (Store.ClaimSeat).
func (s *Postgres) ClaimSeat(ctx context.Context, game, seat, placeholder, hash string) error {
	return s.tx(ctx, func(t pgx.Tx) error {
		var cur string
		err := t.QueryRow(ctx, `SELECT token_hash FROM seats WHERE game_id = $1 AND seat = $2 FOR UPDATE`, game, seat).Scan(&cur)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		switch cur {
		case hash:
			return nil
		case placeholder:
			_, err = t.Exec(ctx, `UPDATE seats SET token_hash = $1 WHERE game_id = $2 AND seat = $3`, hash, game, seat)
			return err
		}
		return fmt.Errorf("%w: seat %s of game %s is taken", ErrConflict, seat, game)
	})
}

// Append writes one event in the next group commit (Store.Append).
func (s *Postgres) Append(ctx context.Context, id string, ev Event, snap *Snapshot, out Outcome) error {
	return s.c.append(ctx, id, ev, snap, out)
}

// appendSQL writes one event in one statement: the version check and update of
// the game's row, then (only if it matched) the event and the optional
// snapshot. It returns how many rows of games it updated: 0 is a conflict.
const appendSQL = `WITH u AS (
	UPDATE games SET version = $2::bigint, status = $3::text, result = $4::text, updated = $5::bigint
	WHERE id = $1::text AND version = $2::bigint - 1
	RETURNING id),
e AS (
	INSERT INTO events (game_id, seq, kind, side, action, at)
	SELECT id, $2::bigint, $6::text, $7::text, $8::text, $9::bigint FROM u),
s AS (
	INSERT INTO snapshots (game_id, seq, moves, position)
	SELECT id, $2::bigint, $11::integer, $12::text FROM u WHERE $10::boolean
	ON CONFLICT (game_id, seq) DO UPDATE SET moves = excluded.moves, position = excluded.position)
SELECT count(*) FROM u`

// commit writes a group of appends in one transaction, sent as one batch, and
// notifies the other servers of each game's new version as it commits. The
// rows are locked in the order of the games' ids, so that two servers'
// groups cannot deadlock; an append whose game is not at the version it
// follows is refused alone (ErrConflict).
func (s *Postgres) commit(ctx context.Context, group []*pendingAppend) error {
	ordered := slices.Clone(group)
	slices.SortStableFunc(ordered, func(a, b *pendingAppend) int { return strings.Compare(a.id, b.id) })
	return s.tx(ctx, func(t pgx.Tx) error {
		ts := now()
		b := &pgx.Batch{}
		for _, p := range ordered {
			var moves int
			var position string
			if p.snap != nil {
				moves, position = p.snap.Moves, p.snap.Position
			}
			b.Queue(appendSQL, p.id, p.ev.Seq, p.out.status(), p.out.Result, ts,
				p.ev.Kind, p.ev.Side, p.ev.Action, p.ev.At, p.snap != nil, moves, position)
		}
		br := t.SendBatch(ctx, b)
		versions := map[string]int64{}
		for _, p := range ordered {
			var n int64
			if err := br.QueryRow().Scan(&n); err != nil {
				br.Close()
				return err
			}
			if n != 1 {
				p.err = fmt.Errorf("%w: game %s is not at version %d", ErrConflict, p.id, p.ev.Seq-1)
				continue
			}
			versions[p.id] = max(versions[p.id], p.ev.Seq)
		}
		if err := br.Close(); err != nil {
			return err
		}
		return s.notify(ctx, t, versions)
	})
}
