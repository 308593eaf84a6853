package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// changesChannel starts the name of the PostgreSQL channel the servers
// sharing a database's punic tables notify each other on (Postgres.channel:
// one channel a schema, so deployments in other schemas of the same database
// hear nothing of these games). A payload is "ORIGIN GAME VERSION": the Store that
// committed, the game, and its version after the commit.
const changesChannel = "punic_changes"

// notify queues, in transaction t, one notification per game (PostgreSQL
// delivers them when t commits, and not at all if it does not).
func (s *Postgres) notify(ctx context.Context, t pgx.Tx, versions map[string]int64) error {
	if len(versions) == 0 {
		return nil
	}
	payloads := make([]string, 0, len(versions))
	for id, v := range versions {
		payloads = append(payloads, s.origin+" "+id+" "+strconv.FormatInt(v, 10))
	}
	_, err := t.Exec(ctx, `SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p`, s.channel, payloads)
	return err
}

// Listen calls f with every change another server commits (Notifier.Listen),
// on a connection of its own. Each time it starts listening (the first time,
// and again after a lost connection) it first calls f with a Change without a
// game, whose Err says why when the connection was lost: changes may have been
// missed. It returns nil when ctx ends.
func (s *Postgres) Listen(ctx context.Context, f func(Change)) error {
	var lost error
	for wait := time.Second; ; wait = min(2*wait, 30*time.Second) {
		err := s.listen(ctx, f, lost)
		if ctx.Err() != nil {
			return nil
		}
		lost = fmt.Errorf("store: listening for other servers' changes: %w (listening again)", err)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
	}
}

// listen listens on one connection until it fails or ctx ends.
func (s *Postgres) listen(ctx context.Context, f func(Change), lost error) error {
	conn, err := pgx.ConnectConfig(ctx, s.cfg.ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{s.channel}.Sanitize()); err != nil {
		return err
	}
	f(Change{Err: lost})
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		origin, c, ok := parseChange(n.Payload)
		if ok && origin != s.origin {
			f(c)
		}
	}
}

// parseChange reads a notification's payload.
func parseChange(payload string) (origin string, c Change, ok bool) {
	f := strings.Fields(payload)
	if len(f) != 3 {
		return "", c, false
	}
	v, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil {
		return "", c, false
	}
	return f[0], Change{GameID: f[1], Version: v}, true
}
