package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title" // the game the server plays
	"punic/match"
	"punic/server/store"
)

// Hannibal's seats.
const (
	SeatRome     = "rome"
	SeatCarthage = "carthage"
)

// stateMsg is StateMsg as a client of Hannibal reads it.
type stateMsg struct {
	StateMsg
	View  *hannibal.View            `json:"view"`
	Cards map[string]title.CardInfo `json:"cards"`
	Legal []title.Choice            `json:"legal"`
}

// historyMsg is HistoryMsg as a client of Hannibal reads it.
type historyMsg struct {
	HistoryMsg
	View  *hannibal.View            `json:"view"`
	Cards map[string]title.CardInfo `json:"cards"`
}

// hgame is the Hannibal game of a match.
func hgame(m *match.Match) *hannibal.Game {
	g, _ := title.Game(m.Game())
	return g
}

// hannibalSide reads a side key.
func hannibalSide(key string) hannibal.Side {
	s, _ := data.ParseSide(key)
	return s
}

// testEnv is a server on a database file, served by httptest.
type testEnv struct {
	t    *testing.T
	path string
	st   *store.SQLite
	srv  *Server
	http *httptest.Server
}

// newEnv starts a server on a new database in a temporary folder.
func newEnv(t *testing.T) *testEnv {
	t.Helper()
	return openEnv(t, filepath.Join(t.TempDir(), "punic.db"))
}

// fastEnv is newEnv without waiting for the disk at each commit (long tests that
// do not restart).
func fastEnv(t *testing.T) *testEnv {
	t.Helper()
	return openEnvWith(t, filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
}

// openEnv starts a server on the database at path (new or existing); set
// changes the server's options.
func openEnv(t *testing.T, path string, set ...func(*Options)) *testEnv {
	t.Helper()
	return openEnvWith(t, path, store.Options{}, set...)
}

func openEnvWith(t *testing.T, path string, opt store.Options, set ...func(*Options)) *testEnv {
	t.Helper()
	st, err := store.OpenSQLite(path, opt)
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Store: st, AllowSeed: true, BotBudget: 200 * time.Millisecond, Logger: log.New(testLog{t}, "", 0), Limits: testLimits()}
	for _, f := range set {
		f(&o)
	}
	srv, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	e := &testEnv{t: t, path: path, st: st, srv: srv, http: httptest.NewServer(srv)}
	t.Cleanup(e.close)
	return e
}

// close stops the server and closes the database (as a process exit would).
func (e *testEnv) close() {
	if e.http == nil {
		return
	}
	e.http.CloseClientConnections()
	e.http.Close()
	e.srv.Close()
	e.st.Close()
	e.http = nil
}

// do sends a request and returns the status and the raw body.
func (e *testEnv) do(method, path string, body any) (int, []byte) {
	e.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, e.http.URL+path, rd)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// create makes a game and returns its tokens by seat.
func (e *testEnv) create(req CreateRequest) (string, map[string]string) {
	e.t.Helper()
	code, b := e.do("POST", "/api/games", req)
	if code != http.StatusCreated {
		e.t.Fatalf("create: %d %s", code, b)
	}
	var resp CreateResponse
	if err := json.Unmarshal(b, &resp); err != nil {
		e.t.Fatal(err)
	}
	toks := map[string]string{}
	for seat, l := range resp.Links {
		toks[seat] = strings.TrimPrefix(l, "/play/")
	}
	return resp.Game, toks
}

func seedPtr(s uint64) *uint64 { return &s }

// state fetches a seat's state over HTTP.
func (e *testEnv) state(tok string) *stateMsg {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok, nil)
	if code != 200 {
		e.t.Fatalf("state: %d %s", code, b)
	}
	var m stateMsg
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatal(err)
	}
	return &m
}

// errorBody is the body of a refused HTTP request.
type errorBody struct {
	Error *Problem  `json:"error"`
	State *stateMsg `json:"state"`
}

// post sends an action (or undo, resign) over HTTP.
func (e *testEnv) post(tok, kind, action string, version int64) (int, *stateMsg, *errorBody) {
	e.t.Helper()
	code, b := e.do("POST", "/api/play/"+tok+"/"+kind, ActionRequest{Action: action, Version: version})
	if code == 200 {
		var m stateMsg
		if err := json.Unmarshal(b, &m); err != nil {
			e.t.Fatal(err)
		}
		return code, &m, nil
	}
	var eb errorBody
	if err := json.Unmarshal(b, &eb); err != nil {
		e.t.Fatalf("%d %s: %v", code, b, err)
	}
	return code, nil, &eb
}

// frames is one seat's WebSocket as a test reads it, whatever the game: every
// raw frame received, and the state message rebuilt from its deltas as the page
// rebuilds it (web/static/app.js).
type frames struct {
	t   *testing.T
	c   *websocket.Conn
	in  chan []byte
	raw [][]byte
	// whole is the latest state message with the deltas since applied, by
	// top-level field (log: only the last part received).
	whole map[string]json.RawMessage
}

// dialFrames opens a seat's WebSocket.
func (e *testEnv) dialFrames(tok string) *frames {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.http.URL, "http")+"/ws/"+tok, nil)
	if err != nil {
		e.t.Fatalf("dial: %v", err)
	}
	c.SetReadLimit(16 << 20)
	f := &frames{t: e.t, c: c, in: make(chan []byte, 4096)}
	go func() {
		defer close(f.in)
		for {
			_, b, err := c.Read(context.Background())
			if err != nil {
				return
			}
			f.in <- b
		}
	}()
	e.t.Cleanup(func() { c.Close(websocket.StatusNormalClosure, "") })
	return f
}

// read returns the next frame, raw and as a map (t names its type); a state
// or a delta updates whole, and state reports that it did. It fails the test
// when no frame comes within 10 s (waiting says for what).
func (f *frames) read(waiting string) (b []byte, m map[string]json.RawMessage, state bool) {
	f.t.Helper()
	select {
	case b, ok := <-f.in:
		if !ok {
			f.t.Fatal("the connection closed")
		}
		f.raw = append(f.raw, b)
		if err := json.Unmarshal(b, &m); err != nil {
			f.t.Fatalf("bad message %s: %v", b, err)
		}
		switch string(m["t"]) {
		case `"state"`:
			f.whole = m
		case `"delta"`:
			whole, err := applyDelta(f.whole, m)
			if err != nil {
				f.t.Fatalf("delta %s: %v", b, err)
			}
			f.whole = whole
		default:
			return b, m, false
		}
		return b, m, true
	case <-time.After(10 * time.Second):
		f.t.Fatalf("no message within 10 s%s", waiting)
	}
	return nil, nil, false
}

// wsConn is a test WebSocket client of a Hannibal game: its frames, the state
// decoded and the log gathered.
type wsConn struct {
	*frames
	log []LogEntry
	cur *stateMsg
}

// dial opens a seat's WebSocket.
func (e *testEnv) dial(tok string) *wsConn {
	e.t.Helper()
	return &wsConn{frames: e.dialFrames(tok)}
}

// send writes a message.
func (w *wsConn) send(m ClientMsg) {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := w.c.Write(ctx, websocket.MessageText, encodeJSON(m)); err != nil {
		w.t.Fatalf("send: %v", err)
	}
}

// next returns the next message, raw and as a map (t names its type).
func (w *wsConn) next() ([]byte, map[string]json.RawMessage) {
	w.t.Helper()
	b, m, state := w.read("")
	if state {
		merged, _ := json.Marshal(w.whole)
		var s stateMsg
		if err := json.Unmarshal(merged, &s); err != nil {
			w.t.Fatalf("state %s: %v", merged, err)
		}
		w.log = append(w.log[:s.Log.From], s.Log.Lines...)
		w.cur = &s
	}
	return b, m
}

// applyDelta applies a delta message to a whole state message, as the page does
// (web/static/app.js), and returns the new whole one.
func applyDelta(whole, d map[string]json.RawMessage) (map[string]json.RawMessage, error) {
	if whole == nil || string(whole["n"]) != string(d["base"]) {
		return nil, fmt.Errorf("base %s, the client holds %s", d["base"], whole["n"])
	}
	out := map[string]json.RawMessage{}
	for k, v := range whole {
		out[k] = v
	}
	var view map[string]json.RawMessage
	if err := json.Unmarshal(whole["view"], &view); err != nil {
		return nil, err
	}
	for k, v := range d {
		switch k {
		case "base":
		case "t":
			out[k] = json.RawMessage(`"state"`)
		case "view":
			var part map[string]json.RawMessage
			if err := json.Unmarshal(v, &part); err != nil {
				return nil, err
			}
			for f, fv := range part {
				view[f] = fv
			}
		case "items":
			var part map[string]map[string]json.RawMessage
			if err := json.Unmarshal(v, &part); err != nil {
				return nil, err
			}
			for f, changed := range part {
				var list []json.RawMessage
				if err := json.Unmarshal(view[f], &list); err != nil {
					return nil, err
				}
				for i, item := range changed {
					n, err := strconv.Atoi(i)
					if err != nil || n < 0 || n >= len(list) {
						return nil, fmt.Errorf("items %s: index %s of %d", f, i, len(list))
					}
					list[n] = item
				}
				view[f], _ = json.Marshal(list)
			}
		case "drop":
			var gone []string
			if err := json.Unmarshal(v, &gone); err != nil {
				return nil, err
			}
			for _, f := range gone {
				delete(view, f)
			}
		default:
			out[k] = v
		}
	}
	if _, ok := d["log"]; !ok {
		var lp LogPart
		json.Unmarshal(whole["log"], &lp)
		out["log"], _ = json.Marshal(LogPart{From: lp.From + len(lp.Lines), Lines: []LogEntry{}})
	}
	out["view"], _ = json.Marshal(view)
	return out, nil
}

// until reads messages until one of type typ satisfies ok (nil: any).
func (w *wsConn) until(typ string, ok func(b []byte) bool) []byte {
	w.t.Helper()
	for {
		b, m := w.next()
		if string(m["t"]) == `"`+typ+`"` && (ok == nil || ok(b)) {
			return b
		}
	}
}

// stateAt waits for a state of at least version v.
func (w *wsConn) stateAt(v int64) *stateMsg {
	w.t.Helper()
	for w.cur == nil || w.cur.Version < v {
		w.next()
	}
	return w.cur
}

// decodeError reads an error message.
func decodeError(t *testing.T, b []byte) ErrorMsg {
	var e ErrorMsg
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatal(err)
	}
	return e
}

// testLog sends the server's messages to the test log.
type testLog struct{ t *testing.T }

func (l testLog) Write(b []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}
