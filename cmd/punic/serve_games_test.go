package main

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestServeGames: "punic serve" with no --game plays every game; --game
// (repeated or a comma list) restricts it; --data needs the one game it
// belongs to.
func TestServeGames(t *testing.T) {
	catalog := func(args ...string) []string {
		t.Helper()
		var names []string
		ctx, cancel := context.WithCancel(context.Background())
		oldCtx, oldReady := serveContext, serveReady
		defer func() { serveContext, serveReady = oldCtx, oldReady }()
		serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
		serveReady = func(addr string) {
			go func() {
				defer cancel()
				resp, err := http.Get("http://" + addr + "/api/catalog")
				if err != nil {
					t.Error(err)
					return
				}
				defer resp.Body.Close()
				var cat []struct{ Name string }
				json.NewDecoder(resp.Body).Decode(&cat)
				for _, g := range cat {
					names = append(names, g.Name)
				}
			}()
		}
		args = append([]string{"serve", "--addr", "127.0.0.1:0", "--db", t.TempDir() + "/games.db"}, args...)
		if code, _, errOut := runCLI(t, args...); code != exitOK {
			t.Fatalf("%v exited %d: %s", args, code, errOut)
		}
		return names
	}
	if got := strings.Join(catalog(), ","); got != "hannibal,punicwars" {
		t.Errorf("no --game: %s", got)
	}
	if got := strings.Join(catalog("--game", "punicwars"), ","); got != "punicwars" {
		t.Errorf("--game punicwars: %s", got)
	}
	if got := strings.Join(catalog("--game", "punicwars,hannibal"), ","); got != "punicwars,hannibal" {
		t.Errorf("--game punicwars,hannibal: %s", got)
	}
	if got := strings.Join(catalog("--game", "hannibal", "--game", "punicwars"), ","); got != "hannibal,punicwars" {
		t.Errorf("--game twice: %s", got)
	}
	code, _, errOut := runCLI(t, "serve", "--data", t.TempDir(), "--db", t.TempDir()+"/x.db")
	if code != exitUsage || !strings.Contains(errOut, "--data: name the one game whose data DIR holds with --game") {
		t.Errorf("--data without --game: %d %q", code, errOut)
	}
}
