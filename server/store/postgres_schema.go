package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// postgresCoreMigrations bring a PostgreSQL schema from version i to i+1, as
// sqliteCoreMigrations do SQLite's; the version is kept in punic_schema.
// postgresMigrations (async.go) adds async play's after them.
var postgresCoreMigrations = []string{
	`CREATE TABLE games (
		id         TEXT PRIMARY KEY,
		created    BIGINT NOT NULL,           -- Unix ms
		mode       TEXT NOT NULL,             -- ai, hotseat, online
		scenario   TEXT NOT NULL,
		seed       BIGINT NOT NULL,           -- the engine's seed (int64 bits of the uint64)
		engine     TEXT NOT NULL,             -- the engine version that made the game
		data       TEXT NOT NULL,             -- data fingerprint
		bot        TEXT NOT NULL DEFAULT '',  -- the bot playing the AI seat
		version    BIGINT NOT NULL DEFAULT 0, -- number of events so far
		status     TEXT NOT NULL DEFAULT 'active', -- active, over
		result     TEXT NOT NULL DEFAULT '',  -- winner and reason when over
		rematch_of TEXT NOT NULL DEFAULT '',
		rematch    TEXT NOT NULL DEFAULT '',  -- the game that followed this one
		updated    BIGINT NOT NULL
	);
	CREATE TABLE seats (
		game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seat       TEXT NOT NULL,             -- rome, carthage, both (hotseat)
		token_hash TEXT NOT NULL UNIQUE,      -- SHA-256 of the secret link token
		PRIMARY KEY (game_id, seat)
	);
	CREATE TABLE events (
		game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq     BIGINT NOT NULL,              -- 1, 2, …: the game's version after it
		kind    TEXT NOT NULL,                -- action, undo, resign
		side    TEXT NOT NULL,                -- rome, carthage
		action  TEXT NOT NULL DEFAULT '',     -- the action's text form (kind action)
		at      BIGINT NOT NULL,              -- Unix ms
		PRIMARY KEY (game_id, seq)
	);
	CREATE TABLE snapshots (
		game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq      BIGINT NOT NULL,             -- the version it was taken at
		moves    INTEGER NOT NULL,            -- recorded actions at that point
		position TEXT NOT NULL,               -- the game's position text
		PRIMARY KEY (game_id, seq)
	);`,
	// Version 2: the game a row is of (the registry's name); rows before it
	// are Hannibal's.
	`ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'hannibal';`,
	// Version 3: the rules variant the game is played under
	// (game.Options.Rules); '' is the game's default.
	`ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT '';`,
	// Version 4 (postgres_expire.go): the client address that created a
	// game, when each seat was first opened (0: never; the seats of older
	// games count as opened), and the indexes the limits and the expiry query
	// use.
	`ALTER TABLE games ADD COLUMN creator TEXT NOT NULL DEFAULT '';
	ALTER TABLE seats ADD COLUMN seen BIGINT NOT NULL DEFAULT 0;
	UPDATE seats SET seen = 1;
	CREATE INDEX games_creator ON games(creator, status);
	CREATE INDEX games_open ON games(status, updated);`,
	// Version 5 (dice.go): the salt of each game's dice commitment
	// (verifiable dice, docs/server.md); games made before it have none.
	`CREATE TABLE dice (
		game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
		salt    TEXT NOT NULL
	);`,
	// Version 6 (notify.go): notifications for async play — the browsers'
	// Web Push subscriptions of each seat, a webhook per seat, and the
	// server's VAPID key pair (one row).
	`CREATE TABLE push_subs (
		game_id  TEXT NOT NULL,
		seat     TEXT NOT NULL,
		endpoint TEXT NOT NULL,               -- the push service's URL for one browser
		p256dh   TEXT NOT NULL,               -- the browser's P-256 public key, base64url
		auth     TEXT NOT NULL,               -- its 16-byte authentication secret, base64url
		created  BIGINT  NOT NULL,             -- Unix ms
		PRIMARY KEY (game_id, seat, endpoint),
		FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
	);
	CREATE INDEX push_subs_endpoint ON push_subs(endpoint);
	CREATE TABLE webhooks (
		game_id TEXT NOT NULL,
		seat    TEXT NOT NULL,
		url     TEXT NOT NULL,                -- https (loopback in tests)
		base    TEXT NOT NULL,                -- the server's address for the link sent
		created BIGINT  NOT NULL,              -- Unix ms
		PRIMARY KEY (game_id, seat),
		FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
	);
	CREATE TABLE vapid (
		id      INTEGER PRIMARY KEY CHECK (id = 1),
		private TEXT NOT NULL,                -- the P-256 private scalar, base64url
		public  TEXT NOT NULL                 -- the uncompressed public point, base64url
	);`,
}

// migrationLock is the advisory lock that keeps two servers starting at once
// from migrating the same database together.
const migrationLock = 0x70756e6963 // "punic"

// migrate applies the migrations the database has not had yet, up to version
// upTo, in one transaction under migrationLock.
func (s *Postgres) migrate(ctx context.Context, upTo int) error {
	if len(postgresMigrations) != len(sqliteMigrations) {
		return fmt.Errorf("the PostgreSQL schema has %d versions, SQLite's %d", len(postgresMigrations), len(sqliteMigrations))
	}
	return s.tx(ctx, func(t pgx.Tx) error {
		if _, err := t.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
			return err
		}
		if _, err := t.Exec(ctx, `CREATE TABLE IF NOT EXISTS punic_schema (version INTEGER NOT NULL)`); err != nil {
			return err
		}
		var v int
		err := t.QueryRow(ctx, `SELECT version FROM punic_schema`).Scan(&v)
		if err == pgx.ErrNoRows {
			if _, err := t.Exec(ctx, `INSERT INTO punic_schema (version) VALUES (0)`); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		if v > len(postgresMigrations) {
			return fmt.Errorf("the database has schema version %d; this program knows %d", v, len(postgresMigrations))
		}
		for i := v; i < upTo; i++ {
			if _, err := t.Exec(ctx, postgresMigrations[i]); err != nil {
				return fmt.Errorf("migration %d: %w", i+1, err)
			}
			if _, err := t.Exec(ctx, `UPDATE punic_schema SET version = $1`, i+1); err != nil {
				return err
			}
		}
		return nil
	})
}
