package main

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// TestServe starts "punic serve" on a free port, creates a game over HTTP, stops
// the server and starts it again on the same database: the game is still there.
func TestServe(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	serveOnce := func(check func(base string)) {
		ctx, cancel := context.WithCancel(context.Background())
		oldCtx, oldReady := serveContext, serveReady
		defer func() { serveContext, serveReady = oldCtx, oldReady }()
		serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
		serveReady = func(addr string) {
			go func() {
				defer cancel()
				check("http://" + addr)
			}()
		}
		if code, _, errOut := runCLI(t, "serve", "--addr", "127.0.0.1:0", "--db", db, "--bot-delay", "0s"); code != exitOK {
			t.Fatalf("serve exited %d: %s", code, errOut)
		}
	}
	var link string
	serveOnce(func(base string) {
		resp, err := http.Post(base+"/api/games", "application/json", strings.NewReader(`{"mode":"hotseat"}`))
		if err != nil {
			t.Error(err)
			return
		}
		defer resp.Body.Close()
		var cr struct{ Links map[string]string }
		json.NewDecoder(resp.Body).Decode(&cr)
		link = cr.Links["both"]
		if resp.StatusCode != 201 || link == "" {
			t.Errorf("create: %d %v", resp.StatusCode, cr)
		}
	})
	serveOnce(func(base string) {
		resp, err := http.Get(base + "/api/play/" + strings.TrimPrefix(link, "/play/"))
		if err != nil {
			t.Error(err)
			return
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("the game is gone after a restart: %d", resp.StatusCode)
		}
	})
	if code, _, _ := runCLI(t, "serve", "--addr", "nowhere:-1", "--db", db); code != exitError {
		t.Errorf("a bad address: exit %d", code)
	}
	if code, out, _ := runCLI(t, "serve", "-h"); code != exitOK || !strings.Contains(out, "-db FILE") {
		t.Errorf("serve -h: %d %s", code, out)
	}
}
