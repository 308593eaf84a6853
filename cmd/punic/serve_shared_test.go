package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"punic/server/store/storetest"
)

// TestTwoServersOneDatabase starts two real "punic serve" processes on one
// PostgreSQL database (PUNIC_TEST_POSTGRES) and plays an online game with one
// player on each: each move made through one server reaches the player on the
// other at once; the same move sent to both servers at the same version is
// stored once; and a server killed with SIGKILL loses no acknowledged move.
func TestTwoServersOneDatabase(t *testing.T) {
	dsn := storetest.Postgres(t)
	bin := buildPunic(t)
	a, b := startServe(t, bin, dsn), startServe(t, bin, dsn)

	// The game is made through server A; Rome plays on A, Carthage on B.
	var created struct{ Links map[string]string }
	if code := postJSON(t, a.base+"/api/games", `{"mode":"online"}`, &created); code != 201 {
		t.Fatalf("create: %d", code)
	}
	rome, carthage := token(created.Links["rome"]), token(created.Links["carthage"])
	if rome == "" || carthage == "" {
		t.Fatalf("links: %v", created.Links)
	}
	seats := []*wsSeat{dialSeat(t, a.base, rome, "rome@A"), dialSeat(t, b.base, carthage, "carthage@B")}
	for _, s := range seats {
		s.waitVersion(t, 0)
	}

	const moves = 40
	var version int64
	var slowest time.Duration
	byServer := map[string]int{}
	for range moves {
		mover := -1
		for i, s := range seats {
			if len(s.state().Legal) > 0 {
				mover = i
			}
		}
		if mover < 0 {
			t.Fatalf("at version %d neither seat may act", version)
		}
		s, other := seats[mover], seats[1-mover]
		act := s.state().Legal[len(s.state().Legal)-1].Action
		sent := time.Now()
		s.send(t, map[string]any{"t": "action", "action": act, "version": version})
		version++
		s.waitVersion(t, version)
		other.waitVersion(t, version)
		slowest = max(slowest, time.Since(sent))
		byServer[s.name]++
	}
	t.Logf("%d moves (%v); the slowest reached both players in %v", moves, byServer, slowest)
	if byServer["rome@A"] == 0 || byServer["carthage@B"] == 0 {
		t.Fatalf("moves by seat: %v; both servers should have taken moves", byServer)
	}

	// Races: the side to move sends its move to both servers at once, at the
	// same version: one server stores it, the other refuses it as stale.
	for range 5 {
		var tok string
		var legal []legalChoice
		for i, s := range seats {
			if st := s.state(); len(st.Legal) > 0 {
				tok, legal = []string{rome, carthage}[i], st.Legal
			}
		}
		body := fmt.Sprintf(`{"action":%q,"version":%d}`, legal[0].Action, version)
		codes := make([]int, 2)
		var wg sync.WaitGroup
		for i, base := range []string{a.base, b.base} {
			wg.Go(func() { codes[i] = postJSON(t, base+"/api/play/"+tok+"/action", body, nil) })
		}
		wg.Wait()
		if !(codes[0] == 200 && codes[1] == 409 || codes[0] == 409 && codes[1] == 200) {
			t.Fatalf("the same move at version %d through both servers: %v, want one 200 and one 409", version, codes)
		}
		version++
		for _, s := range seats {
			s.waitVersion(t, version)
		}
	}
	var st struct{ Version int64 }
	if code := getJSON(t, b.base+"/api/play/"+carthage, &st); code != 200 || st.Version != version {
		t.Fatalf("after the races: version %d (%d), want %d", st.Version, code, version)
	}

	// Server A dies; a new server on the same database has every move.
	a.kill(t)
	c := startServe(t, bin, dsn)
	if code := getJSON(t, c.base+"/api/play/"+rome, &st); code != 200 || st.Version != version {
		t.Fatalf("after SIGKILL: version %d (%d), want %d", st.Version, code, version)
	}
}

// serveProc is a running "punic serve".
type serveProc struct {
	cmd  *exec.Cmd
	base string // http://HOST:PORT
	out  *bytes.Buffer
	mu   *sync.Mutex
	done chan struct{}
}

// startServe starts "punic serve" on a free loopback port with the database
// dsn, and waits until it listens. It is stopped when t ends.
func startServe(t *testing.T, bin, dsn string) *serveProc {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--db", dsn, "--bot-delay", "0s")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serveProc{cmd: cmd, out: &bytes.Buffer{}, mu: &sync.Mutex{}, done: make(chan struct{})}
	addr := make(chan string, 1)
	listening := regexp.MustCompile(`playing at (http://[^/ ]+)/`)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.out.WriteString(line + "\n")
			p.mu.Unlock()
			if m := listening.FindStringSubmatch(line); m != nil {
				addr <- m[1]
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	go func() {
		cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.done
		p.mu.Lock()
		defer p.mu.Unlock()
		if t.Failed() {
			t.Logf("server %s said:\n%s", p.base, p.out)
		}
	})
	select {
	case p.base = <-addr:
	case <-p.done:
		t.Fatalf("punic serve exited: %s", p.out)
	case <-time.After(60 * time.Second):
		t.Fatal("punic serve did not start listening within 60 s")
	}
	return p
}

// kill ends the server with SIGKILL, as a crash would.
func (p *serveProc) kill(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-p.done
}

// token is the token of a /play/TOKEN link.
func token(link string) string { return strings.TrimPrefix(link, "/play/") }

// postJSON posts body and decodes the answer into v (if not nil); it returns
// the status.
func postJSON(t *testing.T, url, body string, v any) int {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Error(err)
		return 0
	}
	defer resp.Body.Close()
	if v != nil {
		json.NewDecoder(resp.Body).Decode(v)
	}
	return resp.StatusCode
}

// getJSON gets url and decodes the answer into v.
func getJSON(t *testing.T, url string, v any) int {
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	json.NewDecoder(resp.Body).Decode(v)
	return resp.StatusCode
}

// legalChoice is a choice of a state message.
type legalChoice struct {
	Action string `json:"action"`
}

// seatState is what the test keeps of a seat's state messages (and of the
// deltas that follow them).
type seatState struct {
	Version int64
	Legal   []legalChoice
}

// wsSeat is one player's WebSocket, keeping the latest state it was sent.
type wsSeat struct {
	name  string
	conn  *websocket.Conn
	mu    sync.Mutex
	cur   seatState
	fresh chan struct{}
}

// dialSeat opens a seat's WebSocket on a server.
func dialSeat(t *testing.T, base, tok, name string) *wsSeat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws/"+tok, nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	c.SetReadLimit(16 << 20)
	s := &wsSeat{name: name, conn: c, cur: seatState{Version: -1}, fresh: make(chan struct{}, 1)}
	go func() {
		for {
			_, b, err := c.Read(context.Background())
			if err != nil {
				return
			}
			// A state message, or a delta with the fields that changed.
			var m map[string]json.RawMessage
			if json.Unmarshal(b, &m) != nil {
				continue
			}
			var t string
			json.Unmarshal(m["t"], &t)
			if t != "state" && t != "delta" {
				continue
			}
			s.mu.Lock()
			if v, ok := m["version"]; ok {
				json.Unmarshal(v, &s.cur.Version)
			}
			if l, ok := m["legal"]; ok {
				s.cur.Legal = nil
				json.Unmarshal(l, &s.cur.Legal)
			}
			s.mu.Unlock()
			select {
			case s.fresh <- struct{}{}:
			default:
			}
		}
	}()
	t.Cleanup(func() { c.Close(websocket.StatusNormalClosure, "") })
	return s
}

// state is the latest state the seat was sent.
func (s *wsSeat) state() seatState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cur
}

// send writes a message.
func (s *wsSeat) send(t *testing.T, m any) {
	t.Helper()
	b, _ := json.Marshal(m)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.conn.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatalf("%s: %v", s.name, err)
	}
}

// waitVersion waits (10 s at most) until the seat was sent a state of version
// v or later.
func (s *wsSeat) waitVersion(t *testing.T, v int64) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for s.state().Version < v {
		select {
		case <-s.fresh:
		case <-deadline:
			t.Fatalf("%s: no state of version %d within 10 s (it has %d)", s.name, v, s.state().Version)
		}
	}
}
