package store

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
)

// sqliteBackend runs the shared suite on SQLite files.
var sqliteBackend = backend{
	fresh: func(t testing.TB) string { return filepath.Join(t.TempDir(), "s.db") },
	open: func(db string, schema int) (Store, error) {
		return OpenSQLite(db, Options{Synchronous: "NORMAL", schema: schema})
	},
	exec: func(t *testing.T, db, q string, args ...any) {
		t.Helper()
		conn, err := sql.Open("sqlite", "file:"+db)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if _, err := conn.Exec(q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	},
	ph:         func(int) string { return "?" },
	setVersion: func(v int) string { return fmt.Sprintf("PRAGMA user_version = %d", v) },
}

func TestSQLite(t *testing.T) { runSuite(t, sqliteBackend) }

// TestSQLiteOptions: the file is in WAL mode, commits wait for the disk by
// default, and an unknown synchronous setting is refused.
func TestSQLiteOptions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := OpenSQLite(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if m, err := s.JournalMode(); err != nil || m != "wal" {
		t.Fatalf("journal mode %q (%v)", m, err)
	}
	var sync int
	if err := s.DB().QueryRow("PRAGMA synchronous").Scan(&sync); err != nil || sync != 2 {
		t.Fatalf("synchronous %d (%v), want 2 (FULL)", sync, err)
	}
	// The reading connections cannot write.
	if _, err := s.rdb.Exec("DELETE FROM games"); err == nil {
		t.Fatal("a reading connection wrote")
	}
	if _, err := OpenSQLite(path, Options{Synchronous: "OFF"}); err == nil {
		t.Fatal("synchronous OFF must be refused")
	}
	if _, err := Open(path); err != nil {
		t.Fatalf("Open of a file path: %v", err)
	}
}
