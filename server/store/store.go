// Package store keeps punic's games in an embedded SQLite database (the pure-Go
// modernc.org/sqlite driver, in WAL mode): each game as its creation row, its seats
// (by token hash), the append-only log of its events (actions, undos, resignations)
// and snapshots of its position. Every event is written in one transaction that also
// advances the game's version, so a restart loses nothing that was acknowledged.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"time"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"
)

// ErrNotFound is returned when a game or a token is not in the database.
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned by Append when the game's version is not the one the
// event follows: another writer got there first.
var ErrConflict = errors.New("store: version conflict")

// Store is an open database. It is safe for concurrent use.
type Store struct {
	db *sql.DB
}

// Options adjust how the database is opened.
type Options struct {
	// Synchronous is SQLite's synchronous setting: "FULL" (the default: every
	// commit reaches the disk before it returns) or "NORMAL" (in WAL mode a commit
	// survives a crash of the process but maybe not a power cut; for tests).
	Synchronous string
}

// Open opens (creating it if needed) the database file at path and brings its
// schema up to date. The file is used in WAL mode with full synchronous writes.
func Open(path string) (*Store, error) { return OpenOptions(path, Options{}) }

// OpenOptions is Open with options.
func OpenOptions(path string, opt Options) (*Store, error) {
	sync := "FULL"
	switch opt.Synchronous {
	case "", "FULL":
	case "NORMAL":
		sync = "NORMAL"
	default:
		return nil, fmt.Errorf("store: synchronous must be FULL or NORMAL, not %q", opt.Synchronous)
	}
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous("+sync+")")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	// One connection: SQLite has a single writer anyway, and one connection keeps
	// the pragmas and makes every statement see the last commit.
	db.SetMaxOpenConns(1)
	s := &Store{db: db}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// JournalMode returns SQLite's journal mode ("wal" when all is well).
func (s *Store) JournalMode() (string, error) {
	var m string
	err := s.db.QueryRow("PRAGMA journal_mode").Scan(&m)
	return m, err
}

// now is the current time in Unix milliseconds.
func now() int64 { return time.Now().UnixMilli() }

// tx runs f in a transaction (BEGIN IMMEDIATE), committing if f returns nil.
func (s *Store) tx(ctx context.Context, f func(*sql.Tx) error) error {
	t, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(t); err != nil {
		t.Rollback()
		return err
	}
	return t.Commit()
}

// DB gives direct access to the database (maintenance and tests).
func (s *Store) DB() *sql.DB { return s.db }
