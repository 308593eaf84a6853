package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"
)

// SQLite is a Store in an SQLite database file (the pure-Go modernc.org/sqlite,
// WAL mode): one connection writes, a few others read, so reads never wait for a
// commit's fsync.
type SQLite struct {
	db  *sql.DB // the one writing connection
	rdb *sql.DB // reading connections (query_only)
	c   *committer
}

var _ Store = (*SQLite)(nil)

// Options adjust how an SQLite database is opened.
type Options struct {
	// Synchronous is SQLite's synchronous setting: "FULL" (the default: every
	// commit reaches the disk before it returns) or "NORMAL" (in WAL mode a commit
	// survives a crash of the process but maybe not a power cut; for tests).
	Synchronous string
	// schema, when not 0, stops the migrations at that version (tests of the
	// migrations).
	schema int
}

// readers is how many connections read an SQLite database at once.
const readers = 4

// OpenSQLite opens (creating it if needed) the SQLite database file at path and
// brings its schema up to date. The file is used in WAL mode with full
// synchronous writes unless opt says otherwise.
func OpenSQLite(path string, opt Options) (*SQLite, error) {
	sync := "FULL"
	switch opt.Synchronous {
	case "", "FULL":
	case "NORMAL":
		sync = "NORMAL"
	default:
		return nil, fmt.Errorf("store: synchronous must be FULL or NORMAL, not %q", opt.Synchronous)
	}
	dsn := func(extra ...string) string {
		q := url.Values{}
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous("+sync+")")
		q.Add("_pragma", "busy_timeout(10000)")
		q.Add("_pragma", "foreign_keys(1)")
		for _, p := range extra {
			q.Add("_pragma", p)
		}
		q.Set("_txlock", "immediate")
		return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
	}
	db, err := sql.Open("sqlite", dsn())
	if err != nil {
		return nil, err
	}
	// One writing connection: SQLite has a single writer anyway, and one
	// connection keeps the pragmas.
	db.SetMaxOpenConns(1)
	s := &SQLite{db: db}
	upTo := len(sqliteMigrations)
	if opt.schema > 0 {
		upTo = opt.schema
	}
	if err := s.migrate(context.Background(), upTo); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %s: %w", path, err)
	}
	// Readers open after the migrations, so the file exists in WAL mode; a read
	// started after a commit returned sees it.
	rdb, err := sql.Open("sqlite", dsn("query_only(1)"))
	if err != nil {
		db.Close()
		return nil, err
	}
	rdb.SetMaxOpenConns(readers)
	rdb.SetMaxIdleConns(readers) // keep them: a new connection parses the schema again
	s.rdb = rdb
	s.c = newCommitter(s.commit)
	return s, nil
}

// Close waits for the appends under way and closes the database.
func (s *SQLite) Close() error {
	s.c.close()
	rerr := s.rdb.Close()
	if err := s.db.Close(); err != nil {
		return err
	}
	return rerr
}

// JournalMode returns SQLite's journal mode ("wal" when all is well).
func (s *SQLite) JournalMode() (string, error) {
	var m string
	err := s.db.QueryRow("PRAGMA journal_mode").Scan(&m)
	return m, err
}

// DB gives direct access to the database's writing connection (maintenance and
// tests).
func (s *SQLite) DB() *sql.DB { return s.db }

// tx runs f in a transaction (BEGIN IMMEDIATE), committing if f returns nil.
func (s *SQLite) tx(ctx context.Context, f func(*sql.Tx) error) error {
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
