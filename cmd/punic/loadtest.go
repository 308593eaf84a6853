package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"punic/server/loadtest"
)

func init() {
	register(command{name: "loadtest", help: "drive running punic servers on this machine with many games at once and measure actions/s and latency", run: runLoadtest})
}

// serverList is the repeatable --server flag.
type serverList []string

func (l *serverList) String() string { return strings.Join(*l, ",") }

func (l *serverList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

// runLoadtest is "punic loadtest [--games N] [--duration D] [--server URL]... [--mode online|hotseat] [--seed N]".
func runLoadtest(args []string) error {
	fs := newFlags("loadtest", "[--games N] [--duration D] [--server URL]... [--mode online|hotseat] [--seed N]",
		"Plays N games at once against running punic servers through their HTTP and WebSocket API:\n"+
			"each seat that must decide sends a random legal action and waits for the state that\n"+
			"acknowledges it (a closed loop). A finished game is replaced by a new one. Prints a\n"+
			"progress line to stderr once a second and at the end the actions per second, the\n"+
			"latency percentiles and the errors. Only servers on this machine's loopback are driven,\n"+
			fmt.Sprintf("with at most %d games for at most %v.", loadtest.MaxGames, loadtest.MaxDuration))
	var servers serverList
	fs.Var(&servers, "server", "a server's base `URL` (repeatable; games are spread across them; default http://127.0.0.1:8080)")
	games := fs.Int("games", 10, "how many games are played at once")
	duration := fs.Duration("duration", 10*time.Second, "how long the run lasts")
	mode := fs.String("mode", "online", "online (two seats, one socket each) or hotseat (one seat per game)")
	seed := fs.Uint64("seed", 1, "seed of the players' random choices")
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	if len(servers) == 0 {
		servers = serverList{"http://127.0.0.1:8080"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := loadtest.Run(ctx, loadtest.Config{Servers: servers, Games: *games, Duration: *duration, Mode: *mode, Seed: *seed,
		Progress: func(s loadtest.Snapshot) { fmt.Fprintln(stderr, s.ProgressLine()) }})
	if err != nil {
		return usagef("%v", err)
	}
	res.Write(stdout)
	if res.Actions == 0 {
		return fmt.Errorf("no action was acknowledged (%d errors)", res.Errors)
	}
	return nil
}
