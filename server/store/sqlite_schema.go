package store

import (
	"context"
	"database/sql"
	"fmt"
)

// sqliteCoreMigrations bring an SQLite schema from version i to i+1 (PRAGMA
// user_version); sqliteMigrations (async.go) adds async play's after them.
// postgresCoreMigrations mirror them.
var sqliteCoreMigrations = []string{
	`CREATE TABLE games (
		id         TEXT PRIMARY KEY,
		created    INTEGER NOT NULL,          -- Unix ms
		mode       TEXT NOT NULL,             -- ai, hotseat, online
		scenario   TEXT NOT NULL,
		seed       INTEGER NOT NULL,          -- the engine's seed (int64 bits of the uint64)
		engine     TEXT NOT NULL,             -- the engine version that made the game
		data       TEXT NOT NULL,             -- data fingerprint
		bot        TEXT NOT NULL DEFAULT '',  -- the bot playing the AI seat
		version    INTEGER NOT NULL DEFAULT 0,-- number of events so far
		status     TEXT NOT NULL DEFAULT 'active', -- active, over
		result     TEXT NOT NULL DEFAULT '',  -- winner and reason when over
		rematch_of TEXT NOT NULL DEFAULT '',
		rematch    TEXT NOT NULL DEFAULT '',  -- the game that followed this one
		updated    INTEGER NOT NULL
	);
	CREATE TABLE seats (
		game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seat       TEXT NOT NULL,             -- rome, carthage, both (hotseat)
		token_hash TEXT NOT NULL UNIQUE,      -- SHA-256 of the secret link token
		PRIMARY KEY (game_id, seat)
	);
	CREATE TABLE events (
		game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq     INTEGER NOT NULL,             -- 1, 2, …: the game's version after it
		kind    TEXT NOT NULL,                -- action, undo, resign
		side    TEXT NOT NULL,                -- rome, carthage
		action  TEXT NOT NULL DEFAULT '',     -- the action's text form (kind action)
		at      INTEGER NOT NULL,             -- Unix ms
		PRIMARY KEY (game_id, seq)
	);
	CREATE TABLE snapshots (
		game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq      INTEGER NOT NULL,            -- the version it was taken at
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
	// Version 4 (expire.go): the client address that created a game, when
	// each seat was first opened (0: never; the seats of older games count
	// as opened), and the indexes the limits and the expiry query use.
	`ALTER TABLE games ADD COLUMN creator TEXT NOT NULL DEFAULT '';
	ALTER TABLE seats ADD COLUMN seen INTEGER NOT NULL DEFAULT 0;
	UPDATE seats SET seen = 1;
	CREATE INDEX games_creator ON games(creator, status);
	CREATE INDEX games_open ON games(status, updated);`,
	// Version 5: the salt of each game's dice commitment (verifiable dice,
	// docs/server.md); games made before it have none.
	`CREATE TABLE dice (
		game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
		salt    TEXT NOT NULL                 -- 32 random bytes in hex, revealed when the game is over
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
		created  INTEGER NOT NULL,             -- Unix ms
		PRIMARY KEY (game_id, seat, endpoint),
		FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
	);
	CREATE INDEX push_subs_endpoint ON push_subs(endpoint);
	CREATE TABLE webhooks (
		game_id TEXT NOT NULL,
		seat    TEXT NOT NULL,
		url     TEXT NOT NULL,                -- https (loopback in tests)
		base    TEXT NOT NULL,                -- the server's address for the link sent
		created INTEGER NOT NULL,              -- Unix ms
		PRIMARY KEY (game_id, seat),
		FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
	);
	CREATE TABLE vapid (
		id      INTEGER PRIMARY KEY CHECK (id = 1),
		private TEXT NOT NULL,                -- the P-256 private scalar, base64url
		public  TEXT NOT NULL                 -- the uncompressed public point, base64url
	);`,
}

// SchemaVersion is the schema version this package writes (both databases).
var SchemaVersion = len(sqliteMigrations)

// migrate applies the migrations the database has not had yet, up to version
// upTo.
func (s *SQLite) migrate(ctx context.Context, upTo int) error {
	var v int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return err
	}
	if v > len(sqliteMigrations) {
		return fmt.Errorf("the database has schema version %d; this program knows %d", v, len(sqliteMigrations))
	}
	for i := v; i < upTo; i++ {
		err := s.tx(ctx, func(t *sql.Tx) error {
			if _, err := t.ExecContext(ctx, sqliteMigrations[i]); err != nil {
				return err
			}
			_, err := t.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", i+1))
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
	}
	return nil
}
