package main

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeLimitFlags: the limits' flags reach the server (a third creation
// at once with --create-burst 2 gets 429), and bad values are refused.
func TestServeLimitFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	ctx, cancel := context.WithCancel(context.Background())
	oldCtx, oldReady := serveContext, serveReady
	defer func() { serveContext, serveReady = oldCtx, oldReady }()
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	var codes []int
	var retry string
	serveReady = func(addr string) {
		go func() {
			defer cancel()
			for range 3 {
				resp, err := http.Post("http://"+addr+"/api/games", "application/json", strings.NewReader(`{"mode":"hotseat"}`))
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
				codes = append(codes, resp.StatusCode)
				retry = resp.Header.Get("Retry-After")
			}
		}()
	}
	if code, _, errOut := runCLI(t, "serve", "--addr", "127.0.0.1:0", "--db", db, "--create-rate", "1", "--create-burst", "2"); code != exitOK {
		t.Fatalf("serve exited %d: %s", code, errOut)
	}
	if len(codes) != 3 || codes[0] != 201 || codes[1] != 201 || codes[2] != 429 || retry == "" {
		t.Fatalf("creations: %v, Retry-After %q; want 201 201 429 with a Retry-After", codes, retry)
	}
	for _, bad := range [][]string{{"--max-active", "-1"}, {"--max-body", "10"}, {"--expire-unjoined", "-1h"}, {"--odds-rate", "-3"}} {
		if code, _, errOut := runCLI(t, append([]string{"serve", "--addr", "127.0.0.1:0", "--db", db}, bad...)...); code != exitError || !strings.Contains(errOut, strings.TrimPrefix(bad[0], "--")) {
			t.Errorf("%v: exit %d %s", bad, code, errOut)
		}
	}
}
