// Package server is punic's web server: it creates games (against a bot, hotseat or
// online with one secret link per seat), keeps them in the database (package
// punic/server/store), serves the browser app (package punic/web) and the board,
// and plays them over HTTP and WebSocket.
//
// The server plays one registered game (package game; Options.Rules). Every
// message a seat receives is built from that side's view of the game
// (game.Instance.View), its own legal actions and the public log; every action is checked against the legal list
// and the game's version, stored in the same transaction that advances the version,
// and only then applied and broadcast. docs/server.md describes the API.
package server

import (
	"bytes"
	"context"
	"encoding/json"
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
	// Rules are the game played and its data; nil means the default game
	// (game.DefaultGame) with its built-in data. The web app draws the game
	// through game.Web, which the rules should implement.
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
	opt    Options
	rules  game.Rules
	title  *game.Title
	web    game.Web // nil when the game gives the web app nothing of its own
	bots   []BotChoice
	st     store.Store
	mux    *http.ServeMux
	board  []byte // the board drawing
	static []byte // the static facts (JSON)

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
	// choiceJSON remembers the legal actions' JSON (choicecache.go).
	choiceJSON choiceCache
	createMu   sync.Mutex
	conns      *connCounts
	pool       *pool     // where bots think
	notify     *notifier // turn notifications, nil when off (notify.go)
}

// New builds a server.
func New(opt Options) (*Server, error) {
	if opt.Store == nil {
		return nil, fmt.Errorf("server: no store")
	}
	if opt.Rules == nil {
		t, err := game.Lookup(game.DefaultGame)
		if err != nil {
			return nil, fmt.Errorf("server: %v", err)
		}
		if opt.Rules, err = t.Load(""); err != nil {
			return nil, err
		}
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
	s := &Server{opt: opt, rules: opt.Rules, title: opt.Rules.Title(), st: opt.Store, games: map[string]*liveGame{}}
	s.web, _ = opt.Rules.(game.Web)
	s.bots = offeredBots(s.title)
	var b bytes.Buffer
	if err := s.rules.DrawSVG(&b); err != nil {
		return nil, err
	}
	s.board = b.Bytes()
	static, err := s.staticFacts()
	if err != nil {
		return nil, err
	}
	s.static = static
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

// staticFacts is the JSON of the game's static facts (game.Web.Static) with the
// bots on offer ("bots"), the rules variants the game offers ("rules", the
// default first; empty when it has none) and its tutorials ("tutorials").
func (s *Server) staticFacts() ([]byte, error) {
	facts := map[string]json.RawMessage{}
	if s.web != nil {
		if err := json.Unmarshal(encodeJSON(s.web.Static()), &facts); err != nil {
			return nil, fmt.Errorf("server: the game's static facts are not a JSON object: %v", err)
		}
	}
	facts["bots"] = encodeJSON(s.bots)
	variants := s.title.Variants
	if variants == nil {
		variants = []game.Variant{}
	}
	facts["rules"] = encodeJSON(variants)
	facts["tutorials"] = encodeJSON(staticTutorials(s.rules))
	return encodeJSON(facts), nil
}

// StaticTutorial is a tutorial as /api/static lists it (game.TutorialInfo with
// its scenario's key).
type StaticTutorial struct {
	Key string `json:"key"`
	game.TutorialInfo
}

// staticTutorials lists the game's tutorials, in order.
func staticTutorials(r game.Rules) []StaticTutorial {
	out := []StaticTutorial{}
	for _, sc := range game.Tutorials(r) {
		out = append(out, StaticTutorial{Key: sc.Key, TutorialInfo: *sc.Tutorial})
	}
	return out
}
