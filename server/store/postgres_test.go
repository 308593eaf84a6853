package store

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"punic/server/store/storetest"
)

// postgresBackend runs the shared suite on PostgreSQL: each database is a
// fresh schema of the database PUNIC_TEST_POSTGRES names.
var postgresBackend = backend{
	fresh: func(t testing.TB) string { return storetest.Postgres(t) },
	open: func(db string, schema int) (Store, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if schema == 0 {
			return OpenPostgres(ctx, db)
		}
		return openPostgres(ctx, db, schema)
	},
	exec: func(t *testing.T, db, q string, args ...any) {
		t.Helper()
		storetest.Exec(t, db, q, args...)
	},
	ph:         func(i int) string { return fmt.Sprintf("$%d", i) },
	setVersion: func(v int) string { return fmt.Sprintf("UPDATE punic_schema SET version = %d", v) },
	shared:     true,
}

func TestPostgres(t *testing.T) { runSuite(t, postgresBackend) }

// TestPostgresOpen: Open chooses PostgreSQL by the address, a bad address is
// refused with a message that does not show the password, and the schemas of
// both databases have the same versions.
func TestPostgresOpen(t *testing.T) {
	if len(postgresMigrations) != len(sqliteMigrations) {
		t.Fatalf("%d PostgreSQL migrations, %d SQLite ones", len(postgresMigrations), len(sqliteMigrations))
	}
	if !IsPostgres("postgres://h/db") || !IsPostgres("postgresql://h/db") || IsPostgres("punic.db") {
		t.Fatal("IsPostgres")
	}
	_, err := Open("postgres://punic:secret@127.0.0.1:1/none?connect_timeout=2")
	if err == nil || strings.Contains(err.Error(), "secret") {
		t.Fatalf("a database that is not there: %v", err)
	}
	db := storetest.Postgres(t)
	s, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, ok := s.(*Postgres); !ok {
		t.Fatalf("Open(%q) gave a %T", db, s)
	}
}
