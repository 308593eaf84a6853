package store

import (
	"context"
	"errors"
	"slices"
)

// Async play (schema version 7): a move clock per online game and a short chat
// per online game, kept apart from the games' rows and events. The chat is
// never part of a game's log or record.

// ErrChatFull is returned by AddChat when the game's chat holds its most
// messages already.
var ErrChatFull = errors.New("store: the game's chat is full")

// Async is what a Store keeps for async play: the games' clocks and chats.
type Async interface {
	// PutClock stores game id's clock, replacing the one it had.
	PutClock(ctx context.Context, id string, c Clock) error
	// Clock returns game id's clock (ErrNotFound for a game without one).
	Clock(ctx context.Context, id string) (Clock, error)
	// AddChat stores a message of game id's chat, numbering it (m.Seq: 1, 2,
	// …) and, when m.At is 0, dating it now. A game's chat holds at most
	// limit messages (ErrChatFull beyond; 0: no limit).
	AddChat(ctx context.Context, id string, m *ChatMessage, limit int) error
	// Chat returns the last n messages of game id's chat, oldest first.
	Chat(ctx context.Context, id string, n int) ([]ChatMessage, error)
}

// Clock is a game's move clock: each decision may take Days days; the side
// whose decision it is (Side) must make it before Deadline. Deadline is 0 and
// Side "" while the clock is stopped (the game is over); TimedOut names the
// side that lost on time, once the other side claimed the game.
type Clock struct {
	Days     int
	Side     string
	Deadline int64 // Unix ms
	TimedOut string
}

// ChatMessage is one message of a game's chat: its number in the game's chat,
// the seat that wrote it, its text and when (Unix ms).
type ChatMessage struct {
	Seq  int64
	Seat string
	Text string
	At   int64
}

// sqliteMigrations and postgresMigrations are every schema version: the core
// ones, then async play's, version 7 (after version 6, push notifications and
// webhooks, the last of the core ones). Appending it here rather than in the
// core lists keeps it last whatever the core lists gain.
var (
	sqliteMigrations   = append(slices.Clip(sqliteCoreMigrations), sqliteAsyncMigration)
	postgresMigrations = append(slices.Clip(postgresCoreMigrations), postgresAsyncMigration)
)

// sqliteAsyncMigration and postgresAsyncMigration make the clocks and chat
// tables (schema version 7); the tables are made only if missing.
const (
	sqliteAsyncMigration = `CREATE TABLE IF NOT EXISTS clocks (
		game_id   TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
		days      INTEGER NOT NULL,           -- days per decision
		side      TEXT NOT NULL DEFAULT '',   -- whose decision runs ('' once stopped)
		deadline  INTEGER NOT NULL DEFAULT 0, -- Unix ms (0 once stopped)
		timed_out TEXT NOT NULL DEFAULT ''    -- the side that lost on time
	);
	CREATE TABLE IF NOT EXISTS chat (
		game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq     INTEGER NOT NULL,             -- 1, 2, … in the game's chat
		seat    TEXT NOT NULL,
		text    TEXT NOT NULL,
		at      INTEGER NOT NULL,             -- Unix ms
		PRIMARY KEY (game_id, seq)
	);`
	postgresAsyncMigration = `CREATE TABLE IF NOT EXISTS clocks (
		game_id   TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
		days      INTEGER NOT NULL,
		side      TEXT NOT NULL DEFAULT '',
		deadline  BIGINT NOT NULL DEFAULT 0,
		timed_out TEXT NOT NULL DEFAULT ''
	);
	CREATE TABLE IF NOT EXISTS chat (
		game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
		seq     BIGINT NOT NULL,
		seat    TEXT NOT NULL,
		text    TEXT NOT NULL,
		at      BIGINT NOT NULL,
		PRIMARY KEY (game_id, seq)
	);`
)
