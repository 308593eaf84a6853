package loadtest

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "punic/hannibal/title" // the game the server plays
	"punic/server"
	"punic/server/store"
)

// testServer is an in-process punic server on loopback.
func testServer(t *testing.T) string {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		t.Fatal(err)
	}
	// The load test creates a game whenever one ends: as with `punic serve
	// --create-rate 0 --max-active 0` (docs/server.md), creations are not
	// limited, else a fast machine's finished games run into the bucket.
	limits := server.DefaultLimits()
	limits.CreateRate, limits.ActiveGames = 0, 0
	srv, err := server.New(server.Options{Store: st, Logger: log.New(io.Discard, "", 0), Limits: &limits})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		srv.Close()
		st.Close()
	})
	return hs.URL
}

// TestRunAgainstServer runs the load test for a second against a real server:
// actions are acknowledged, none refused, and the figures hang together.
func TestRunAgainstServer(t *testing.T) {
	base := testServer(t)
	for _, mode := range []string{"online", "hotseat"} {
		var lines []Snapshot
		res, err := Run(context.Background(), Config{Servers: []string{base}, Games: 4, Duration: 1500 * time.Millisecond,
			Mode: mode, Seed: 1, Progress: func(s Snapshot) { lines = append(lines, s) }})
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		res.Write(&out)
		t.Logf("%s:\n%s", mode, out.String())
		if res.Actions <= 0 || res.Errors != 0 || res.Created < 4 {
			t.Fatalf("%s: %d actions, %d errors, %d games created: %v", mode, res.Actions, res.Errors, res.Created, res.ErrorSamples)
		}
		if !(res.P50 > 0 && res.P50 <= res.P90 && res.P90 <= res.P99 && res.P99 <= res.Max && res.Max < 10*time.Second) {
			t.Errorf("%s: latencies out of order: p50 %v p90 %v p99 %v max %v", mode, res.P50, res.P90, res.P99, res.Max)
		}
		if r := res.Rate(); r <= 0 || r > float64(res.Actions)/1.0 {
			t.Errorf("%s: %v actions/s from %d actions in %v", mode, r, res.Actions, res.Elapsed)
		}
		if len(lines) == 0 || !strings.Contains(lines[0].ProgressLine(), "actions") {
			t.Errorf("%s: progress lines %v", mode, lines)
		}
		if !strings.Contains(out.String(), "errors:   0") {
			t.Errorf("%s: report:\n%s", mode, out.String())
		}
	}
}

// TestLoopbackOnly: a server off this machine's loopback is refused with a clear
// error, as are runs beyond the bounds.
func TestLoopbackOnly(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:8080", "http://localhost:9000", "http://[::1]:8080/", "https://127.0.0.2"} {
		if _, err := Loopback(u); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
	for _, u := range []string{"http://10.0.0.1:8080", "http://example.com", "http://192.168.1.2", "ftp://127.0.0.1", "http://127.0.0.1/api", "127.0.0.1:8080", "http://localhost.example.com"} {
		if _, err := Loopback(u); err == nil {
			t.Errorf("%s: accepted", u)
		}
	}
	_, err := Run(context.Background(), Config{Servers: []string{"http://example.com:8080"}, Games: 1, Duration: time.Second})
	if err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Errorf("a remote server: %v", err)
	}
	for _, c := range []Config{
		{Servers: []string{"http://127.0.0.1:1"}, Games: 0, Duration: time.Second},
		{Servers: []string{"http://127.0.0.1:1"}, Games: MaxGames + 1, Duration: time.Second},
		{Servers: []string{"http://127.0.0.1:1"}, Games: 1, Duration: MaxDuration + time.Second},
		{Servers: []string{"http://127.0.0.1:1"}, Games: 1, Duration: time.Second, Mode: "ai"},
		{Games: 1, Duration: time.Second},
	} {
		if _, err := Run(context.Background(), c); err == nil {
			t.Errorf("%+v: accepted", c)
		}
	}
}
