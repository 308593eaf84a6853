package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Postgres is a Store in a PostgreSQL database (through pgx's connection
// pool), which several servers may share: every event is checked against the
// game's version inside its transaction, so the database orders each game's
// events, and every commit notifies the other servers (Listen).
type Postgres struct {
	pool   *pgxpool.Pool
	cfg    *pgxpool.Config
	origin string // this Store's name in its notifications, to skip its own
	// channel is the notification channel of the Store's schema: the servers
	// sharing its tables (changesChannel and the schema's name), not those of
	// another schema in the same database.
	channel string
	c       *committer
}

var _ Notifier = (*Postgres)(nil)

// defaultPoolSize is the connection pool's size unless the address sets
// pool_max_conns.
const defaultPoolSize = 10

// OpenPostgres connects to the PostgreSQL database at url
// (postgres://USER:PASSWORD@HOST:PORT/DB?sslmode=…, any libpq address pgx
// takes; search_path=SCHEMA keeps the tables in another schema) and brings its
// schema up to date.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	return openPostgres(ctx, url, len(postgresMigrations))
}

// openPostgres is OpenPostgres with the migrations stopped at schema version
// upTo (tests of the migrations).
func openPostgres(ctx context.Context, dsn string, upTo int) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("store: %s: %v", redact(dsn), err)
	}
	if u, err := url.Parse(dsn); err == nil && !u.Query().Has("pool_max_conns") {
		cfg.MaxConns = defaultPoolSize
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: %s: %v", redact(dsn), err)
	}
	var id [8]byte
	rand.Read(id[:])
	s := &Postgres{pool: pool, cfg: cfg, origin: hex.EncodeToString(id[:])}
	if err := s.migrate(ctx, upTo); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: %s: %w", redact(dsn), err)
	}
	var schema string
	if err := pool.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: %s: the schema's name: %w", redact(dsn), err)
	}
	s.channel = changesChannel + "_" + schema
	s.c = newCommitter(s.commit)
	return s, nil
}

// redact is a database address without its password, for messages.
func redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "the PostgreSQL address"
	}
	return u.Redacted()
}

// Close waits for the appends under way and closes the connections.
func (s *Postgres) Close() error {
	s.c.close()
	s.pool.Close()
	return nil
}

// tx runs f in a transaction, committing if f returns nil.
func (s *Postgres) tx(ctx context.Context, f func(pgx.Tx) error) error {
	t, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer t.Rollback(ctx) // after Commit, a no-op
	if err := f(t); err != nil {
		return err
	}
	return t.Commit(ctx)
}
