package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadtest runs "punic loadtest" for a second against "punic serve" started
// on a free loopback port, and refuses a remote server.
func TestLoadtest(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	ctx, cancel := context.WithCancel(context.Background())
	oldCtx, oldReady := serveContext, serveReady
	defer func() { serveContext, serveReady = oldCtx, oldReady }()
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	var code int
	var out, errOut string
	serveReady = func(addr string) {
		go func() {
			defer cancel()
			code, out, errOut = runCLI(t, "loadtest", "--server", "http://"+addr, "--games", "3", "--duration", "3s")
		}()
	}
	if c, _, e := runCLI(t, "serve", "--addr", "127.0.0.1:0", "--db", db); c != exitOK {
		t.Fatalf("serve exited %d: %s", c, e)
	}
	if code != exitOK || !strings.Contains(out, "errors:   0") || !strings.Contains(out, "acknowledged") {
		t.Fatalf("loadtest exited %d:\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "loadtest: ") || !strings.Contains(out, "p99") {
		t.Errorf("no progress line or no percentiles:\n%s\n%s", out, errOut)
	}
	if code, _, e := runCLI(t, "loadtest", "--server", "http://192.0.2.1:8080", "--duration", "1s"); code != exitUsage || !strings.Contains(e, "loopback") {
		t.Errorf("a remote server: exit %d: %s", code, e)
	}
	if code, _, e := runCLI(t, "loadtest", "--games", "100000"); code != exitUsage || !strings.Contains(e, "games") {
		t.Errorf("too many games: exit %d: %s", code, e)
	}
}
