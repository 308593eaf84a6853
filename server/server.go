// Package server is punic's web server: it creates games (against a bot, hotseat or
// online with one secret link per seat), keeps them in the database (package
// punic/server/store), serves the browser app (package punic/web) and the board,
// and plays them over HTTP and WebSocket.
//
// The server plays every registered game, or those Options.Games names
// (package game; games.go): each stored game names its game, whose rules replay
// it. Every message a seat receives is built from that side's view of the game
// (game.Instance.View), its own legal actions and the public log; every action is checked against the legal list
// and the game's version, stored in the same transaction that advances the version,
// and only then applied and broadcast. docs/server.md describes the API.
package server

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"sync"
	"time"

	"punic/game"
	"punic/server/store"
)

const (
	storeTimeout = 10 * time.Second // a database transaction's limit
	idleAfter    = 5 * time.Minute  // a game nobody watches leaves memory after this long unused
	overAfter    = time.Minute      // a finished game, after this long
	idleCheck    = 30 * time.Second // how often the janitor looks
)

// Options configure a Server.
type Options struct {
	// Games are the games played, each with its data; none means Rules alone,
	// or, when Rules is nil too, every registered game with its built-in
	// data. The web app draws a game through game.Web, which its rules should
	// implement, and its page module (web/static/games/NAME.js).
	Games []game.Rules
	// Rules is the one game played when Games is empty (for callers of a
	// one-game server).
	Rules game.Rules
	// Store is where games are kept (required): SQLite, or PostgreSQL shared
	// with other servers (a store.Notifier, whose changes the server follows).
	Store store.Store
	// SnapshotEvery is how many events may pass between two snapshots of a
	// game's position (default DefaultSnapshotEvery); snapshots are also taken
	// at the creation, at each new turn and at the end (snapPolicy).
	SnapshotEvery int
	// BotBudget is how long a bot may think about one decision (default 2s).
	BotBudget time.Duration
	// BotDelay is a pause before each bot decision, so that people can follow
	// its moves (default none).
	BotDelay time.Duration
	// Now is the time the games' clocks follow (default time.Now; tests set it).
	Now func() time.Time
	// AllowSeed lets a creation request choose the seed (tests only: a known seed
	// tells the deck's order).
	AllowSeed bool
	// Logger receives the server's messages (default: the standard logger).
	Logger *log.Logger
	// Limits bound what one client may make the server do; nil means
	// DefaultLimits().
	Limits *Limits
	// Notify configures the turn notifications (Web Push, webhooks); nil
	// means DefaultNotify().
	Notify *NotifyOptions
}

// Server serves the games. Create it with New, serve it as an http.Handler and
// Close it when done.
type Server struct {
	opt  Options
	kits []*gameKit // the games played (games.go), in the options' order
	def  *gameKit   // the default game: a creation that names none, /api/static, /board.svg
	st   store.Store
	mux  *http.ServeMux

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu        sync.Mutex
	games     map[string]*liveGame
	rematchMu sync.Mutex

	lim      Limits   // Options.Limits, normalized
	creates  *buckets // game creations by client address
	histHTTP *buckets // history requests over HTTP by client address
	oddsHTTP *buckets // battle-odds requests over HTTP by client address
	hintHTTP *buckets // hint requests over HTTP by client address
	chats    *buckets // chat messages by game and seat
	createMu sync.Mutex
	conns    *connCounts
	pool     *pool     // where bots think
	notify   *notifier // turn notifications, nil when off (notify.go)
}

// New builds a server.
func New(opt Options) (*Server, error) {
	if opt.Store == nil {
		return nil, fmt.Errorf("server: no store")
	}
	if opt.SnapshotEvery < 0 {
		return nil, fmt.Errorf("server: snapshots every %d events: the number must be positive", opt.SnapshotEvery)
	}
	if opt.SnapshotEvery == 0 {
		opt.SnapshotEvery = DefaultSnapshotEvery
	}
	if opt.BotBudget <= 0 {
		opt.BotBudget = 2 * time.Second
	}
	if opt.Logger == nil {
		opt.Logger = log.Default()
	}
	ks, def, err := kits(opt)
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, kits: ks, def: def, st: opt.Store, games: map[string]*liveGame{}}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.initLimits()
	if err := s.initNotify(); err != nil {
		s.cancel()
		s.wg.Wait()
		return nil, err
	}
	s.routes()
	s.wg.Add(1)
	go s.janitor()
	if n, ok := s.st.(store.Notifier); ok {
		s.wg.Add(1)
		go s.follow(n)
	}
	return s, nil
}

// snapshotEvery is the most events between two snapshots of a game.
func (s *Server) snapshotEvery() int { return s.opt.SnapshotEvery }

// ServeHTTP serves the app, the API and the WebSocket.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer") // the links are the keys: never pass them on
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'")
	s.mux.ServeHTTP(w, r)
}

// Close stops the bots and the WebSocket connections and waits for them. It does not
// close the store.
func (s *Server) Close() error {
	s.cancel()
	s.wg.Wait()
	return nil
}

// closed reports whether Close was called.
func (s *Server) closed() bool { return s.ctx.Err() != nil }

// logf writes a server message.
func (s *Server) logf(format string, args ...any) { s.opt.Logger.Printf(format, args...) }
