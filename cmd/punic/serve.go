package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"punic/game"
	"punic/server"
	"punic/server/store"
)

// Test hooks: serveContext gives the context whose end stops the server (by
// default Ctrl-C or SIGTERM), serveReady is told the address once it listens.
var (
	serveContext = func() (context.Context, context.CancelFunc) {
		return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	}
	serveReady = func(addr string) {}
)

func init() {
	register(command{name: "serve", help: "play in the browser: start the web server (default http://127.0.0.1:8080)", run: runServe})
}

// runServe is "punic serve [--game NAME[,NAME…]]… [--addr HOST:PORT] [--db FILE|URL] [--data DIR] [--bot-time D] [--bot-delay D] [--snapshot-every N] [limits]"
// (the limits' flags: serve_limits.go).
func runServe(args []string) error {
	fs := newFlags("serve", "[--game NAME[,NAME…]]… [--addr HOST:PORT] [--db FILE|URL] [--data DIR] [--bot-time D] [--bot-delay D] [--snapshot-every N] [limits…]",
		"Starts the web server: open its address in a browser to play against the AI, hotseat on\n"+
			"one screen, or online against a friend (one secret link per side). Games are kept in an\n"+
			"SQLite database file, so a restart loses no game and no move; with --db postgres://…\n"+
			"they are kept in PostgreSQL, which several servers may share behind a load balancer.\n"+
			"It plays every game punic knows, or only those --game names.")
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	db := fs.String("db", "punic.db", "keep the games in the SQLite database `FILE`, or in PostgreSQL at a postgres://USER@HOST/DB address")
	snapEvery := fs.Int("snapshot-every", server.DefaultSnapshotEvery, "store a snapshot of a game's position at least every `N` events (and at each new turn and the end)")
	var names gameList
	fs.Var(&names, "game", "play only the game `NAME` ("+strings.Join(game.Names(), ", ")+"; repeat the flag or give a comma-separated list; default: every game)")
	dir := fs.String("data", "", dataFlagHelp)
	botTime := fs.Duration("bot-time", 2*time.Second, "how long the AI may think about one decision")
	botDelay := fs.Duration("bot-delay", 150*time.Millisecond, "pause before each AI decision, so its moves can be followed")
	lim := limitFlags(fs)
	nf := notifyFlags(fs)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	limits, err := lim.limits()
	if err != nil {
		return err
	}
	notify, err := nf.options()
	if err != nil {
		return err
	}
	rules, err := serveRules(names, *dir)
	if err != nil {
		return err
	}
	if *snapEvery < 1 {
		return usagef("--snapshot-every must be at least 1, not %d", *snapEvery)
	}
	st, err := store.Open(*db)
	if err != nil {
		return err
	}
	defer st.Close()
	srv, err := server.New(server.Options{Games: rules, Store: st, BotBudget: *botTime, BotDelay: *botDelay,
		SnapshotEvery: *snapEvery, Logger: log.New(stderr, "punic serve: ", log.LstdFlags), Limits: limits, Notify: notify})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	where := *db
	if store.IsPostgres(where) {
		where = "PostgreSQL at " + redactURL(where)
	}
	fmt.Fprintf(stderr, "punic serve: playing at http://%s/ (games kept in %s)\n", ln.Addr(), where)
	ctx, stop := serveContext()
	defer stop()
	serveReady(ln.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		srv.Close()
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(stderr, "punic serve: stopping")
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close() // ends the WebSockets and the bots
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}

// redactURL is a database address without its password.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(an address that does not parse)"
	}
	return u.Redacted()
}
