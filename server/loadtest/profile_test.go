package loadtest

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"punic/server"
	"punic/server/store"
)

// TestProfileServer runs the load test against an in-process server on an
// SQLite file with the server's own settings (synchronous=FULL), so that
//
//	PUNIC_PROFILE_GAMES=200 go test -run TestProfileServer -cpuprofile cpu.out ./server/loadtest/
//
// profiles the server under load (the players' side shows up as package
// loadtest and coder/websocket reads). PUNIC_PROFILE_SECONDS sets the length
// (default 10); PUNIC_PROFILE_SYNC=NORMAL commits without waiting for the disk,
// to see what the server does besides the fsync. Skipped unless
// PUNIC_PROFILE_GAMES is set.
func TestProfileServer(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PUNIC_PROFILE_GAMES"))
	if games <= 0 {
		t.Skip("set PUNIC_PROFILE_GAMES to run")
	}
	secs, _ := strconv.Atoi(os.Getenv("PUNIC_PROFILE_SECONDS"))
	if secs <= 0 {
		secs = 10
	}
	st, err := store.OpenOptions(filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: os.Getenv("PUNIC_PROFILE_SYNC")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(server.Options{Store: st, Logger: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv)
	defer hs.Close()
	res, err := Run(context.Background(), Config{Servers: []string{hs.URL}, Games: games, Duration: time.Duration(secs) * time.Second, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	res.Write(&out)
	t.Log("\n" + out.String())
	if res.Actions == 0 {
		t.Fatal("no action acknowledged")
	}
}
