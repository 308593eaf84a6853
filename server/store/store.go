// Package store keeps punic's games in a database: each game as its creation
// row, its seats (by token hash), the append-only log of its events (actions,
// undos, resignations) and snapshots of its position. Every event is written in
// a transaction that also advances the game's version, only if the game is at the
// version the event follows, so a restart loses nothing that was acknowledged and
// two writers never store two events at the same version.
//
// Store is the interface the server uses; it has two implementations: SQLite
// (OpenSQLite, the pure-Go modernc.org/sqlite in WAL mode: one file, nothing to
// install) and PostgreSQL (OpenPostgres, through pgx: several servers may share
// one database, and Listen tells each of them what the others stored). Open
// chooses by the address. Both commit appends in groups (group commit): the
// events that wait while one transaction commits go together in the next, and
// each Append returns only once its own transaction has committed.
package store

import (
	"context"
	"errors"
	"strings"
	"time"
)

// ErrNotFound is returned when a game or a token is not in the database.
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned by Append when the game's version is not the one the
// event follows (another writer got there first), and by CreateGame and
// ClaimSeat when what they would write is taken.
var ErrConflict = errors.New("store: version conflict")

// ErrClosed is returned by Append once the store is closed.
var ErrClosed = errors.New("store: closed")

// Store is a database of games. Its methods are safe for concurrent use.
type Store interface {
	// Subscriptions keeps the seats' notification subscriptions and the
	// VAPID keys (notify.go).
	Subscriptions
	// Async keeps the games' clocks and chats (async.go).
	Async
	// CreateGame stores a new game with its seats and its first snapshot, all
	// in one transaction. A game that is a rematch (g.RematchOf) is recorded as
	// the old game's rematch, and refused with ErrConflict if the old game
	// already has one.
	CreateGame(ctx context.Context, g *Game, seats []Seat, snap *Snapshot) error
	// LoadGame returns a game's row and seats (ErrNotFound if none).
	LoadGame(ctx context.Context, id string) (*Game, []Seat, error)
	// SeatByToken finds the seat a token hash opens (ErrNotFound if none).
	SeatByToken(ctx context.Context, hash string) (Seat, error)
	// Events returns a game's events in order.
	Events(ctx context.Context, id string) ([]Event, error)
	// EventsSince returns a game's events after version after, in order.
	EventsSince(ctx context.Context, id string, after int64) ([]Event, error)
	// LatestSnapshot returns the game's most recent snapshot (ErrNotFound if
	// none).
	LatestSnapshot(ctx context.Context, id string) (*Snapshot, error)
	// NearestSnapshot returns the game's latest snapshot taken at or before
	// version (ErrNotFound if none).
	NearestSnapshot(ctx context.Context, id string, version int64) (*Snapshot, error)
	// Snapshots counts a game's snapshots.
	Snapshots(ctx context.Context, id string) (int, error)
	// Append writes one event: it must follow the game's current version
	// (ev.Seq == version+1, else ErrConflict, and nothing is written). The
	// game's version, status and an optional snapshot are written in the same
	// transaction. Appends wait for a group commit: Append returns once the
	// transaction holding this event has committed, and an event refused (a
	// conflict) takes no other event of its group down with it.
	Append(ctx context.Context, id string, ev Event, snap *Snapshot, out Outcome) error
	// Rematch returns the game that followed id ("" if none yet).
	Rematch(ctx context.Context, id string) (string, error)
	// ClaimSeat gives a pending seat (whose hash is placeholder) its token
	// hash. Claiming a seat that already has exactly that hash succeeds
	// (asking twice gives the same link); a seat with any other hash is left
	// alone (ErrConflict).
	ClaimSeat(ctx context.Context, game, seat, placeholder, hash string) error
	// SetCreator records the client address that created game id.
	SetCreator(ctx context.Context, id, creator string) error
	// ActiveGamesBy counts the unfinished games created by a client address.
	ActiveGamesBy(ctx context.Context, creator string) (int, error)
	// MarkSeen records that a game's seat was opened (its link used), the
	// first time only.
	MarkSeen(ctx context.Context, id, seat string) error
	// Expire deletes, in one transaction, the unfinished games that were never
	// joined (a seat never opened, MarkSeen) and created before unjoined, or
	// abandoned (no event since idle), except the games in keep; a zero time
	// skips that test. Their seats, events and snapshots go with them, and a
	// game whose rematch they were forgets it. It returns the deleted games'
	// ids. Finished games are never deleted.
	Expire(ctx context.Context, unjoined, idle time.Time, keep []string) ([]string, error)
	// PutSalt stores the salt of game id's dice commitment (verifiable dice),
	// once: a second salt for the same game, or a salt for a game that does
	// not exist, is refused.
	PutSalt(ctx context.Context, id, salt string) error
	// Salt returns the salt of game id's dice commitment, or ErrNotFound for a
	// game made before commitments were kept.
	Salt(ctx context.Context, id string) (string, error)
	// Close waits for the appends under way and closes the database.
	Close() error
}

// Notifier is a Store that several servers may share (PostgreSQL).
type Notifier interface {
	Store
	// Listen calls f, from one goroutine, with every change another Store
	// value (another server) commits to the database, soon after its commit,
	// until ctx ends. Each time it starts listening (first, and again after a
	// lost connection) it calls f with a Change without a game: changes may
	// have been missed, so the listener should look again at every game it
	// holds.
	Listen(ctx context.Context, f func(Change)) error
}

// Change is what Listen reports: a game was changed by another server (an
// event or a rematch) and is now at Version. A Change without GameID says that
// changes may have been missed; Err then says why, if the connection was lost.
type Change struct {
	GameID  string
	Version int64
	Err     error
}

// Open opens the database at dsn: a PostgreSQL address
// (postgres://… or postgresql://…) with OpenPostgres, anything else as the
// path of an SQLite file with OpenSQLite and the default options.
func Open(dsn string) (Store, error) {
	if IsPostgres(dsn) {
		ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
		defer cancel()
		return OpenPostgres(ctx, dsn)
	}
	return OpenSQLite(dsn, Options{})
}

// IsPostgres reports whether dsn is a PostgreSQL address rather than a file.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Game is a game's row: how it was created and where it stands.
type Game struct {
	ID        string
	Game      string // the game it is of (its registry name); "" is read as hannibal
	Created   int64  // Unix ms
	Mode      string
	Scenario  string
	Rules     string // the rules variant (game.Options.Rules); "" for the game's default
	Seed      uint64
	Engine    string
	Data      string
	Bot       string
	Version   int64
	Status    string
	Result    string
	RematchOf string
	Rematch   string
}

// Seat links a secret token (by its hash) to one seat of a game.
type Seat struct {
	GameID    string
	Seat      string // rome, carthage or both
	TokenHash string
}

// Event is one entry of a game's log.
type Event struct {
	Seq    int64  // the game's version after the event
	Kind   string // action, undo or resign
	Side   string
	Action string
	At     int64 // Unix ms
}

// Snapshot is a game's position at a version.
type Snapshot struct {
	Seq      int64
	Moves    int
	Position string
}

// Outcome is how a game stands after an event.
type Outcome struct {
	Over   bool
	Result string // winner and reason, when over
}

// The kinds of event.
const (
	KindAction = "action"
	KindUndo   = "undo"
	KindResign = "resign"
)

// status is the games.status value of an outcome.
func (o Outcome) status() string {
	if o.Over {
		return "over"
	}
	return "active"
}

// now is the current time in Unix milliseconds.
func now() int64 { return time.Now().UnixMilli() }
