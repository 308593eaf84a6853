package server

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"punic/match"
)

// putAtArpi puts a live game in the position of hannibal/odds/testdata/arpi.pos: Carthage
// may move Hannibal's army into Arpi or Beneventum, held by Roman armies.
func putAtArpi(t *testing.T, e *testEnv, id string) {
	t.Helper()
	pos, err := os.ReadFile("../hannibal/odds/testdata/arpi.pos")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.FromPosition(e.srv.def.rules, string(pos), 5)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := e.srv.loaded(id)
	if !ok {
		t.Fatal("the game is not loaded")
	}
	g.mu.Lock()
	g.m = m
	g.mu.Unlock()
}

// A seat asks the odds of the battles its decision may lead to, over HTTP and
// the WebSocket; they are its own side's, and the other seat has none to weigh.
func TestOddsEndpoint(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3)})
	e.state(toks[SeatCarthage])
	putAtArpi(t, e, id)
	code, b := e.do("GET", "/api/play/"+toks[SeatCarthage]+"/odds?samples=60&seed=2", nil)
	var msg OddsMsg
	if err := json.Unmarshal(b, &msg); code != 200 || err != nil {
		t.Fatalf("%d %s", code, b)
	}
	if msg.Side != "carthage" || len(msg.Battles) != 2 || msg.Battles[0].Action != "move arpi" || msg.Battles[1].Space != "beneventum" || msg.Battles[0].Samples != 60 {
		t.Fatalf("%s", b)
	}
	code, b = e.do("GET", "/api/play/"+toks[SeatRome]+"/odds", nil)
	if err := json.Unmarshal(b, &msg); code != 200 || err != nil || msg.Side != "rome" || len(msg.Battles) != 0 {
		t.Fatalf("Rome, who does not decide: %d %s", code, b)
	}
	for q, want := range map[string]string{
		"?battle=arpi":      "Rome does not decide now",
		"?samples=lots":     "samples must be a number",
		"?samples=99999":    "samples must be 1-2000",
		"?battle=x&seed=-1": "seed must be a number",
	} {
		code, b := e.do("GET", "/api/play/"+toks[SeatRome]+"/odds"+q, nil)
		if code < 400 || !strings.Contains(string(b), want) {
			t.Errorf("%s: %d %s, want %q", q, code, b, want)
		}
	}
	ws := e.dial(toks[SeatCarthage])
	ws.send(ClientMsg{T: "odds", ID: 7, Battle: "arpi"})
	b = ws.until("odds", nil)
	if err := json.Unmarshal(b, &msg); err != nil || msg.Re != 7 || len(msg.Battles) != 1 || msg.Battles[0].Space != "arpi" || msg.Battles[0].Samples != oddsSamples {
		t.Fatalf("over the WebSocket: %s", b)
	}
}

// TestOddsRateLimited: each estimate plays hundreds of battles while it holds
// the game, so a socket (and, over HTTP, an address) may ask only so often;
// beyond its burst it is told to wait (429 rate-limited), and the game goes on.
func TestOddsRateLimited(t *testing.T) {
	l := *testLimits()
	l.OddsRate, l.OddsBurst = 0.01, 2
	e := limitedEnv(t, l)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3)})
	tok := toks[SeatCarthage]
	e.state(tok)
	putAtArpi(t, e, id)
	for i := range 2 {
		if code, b := e.do("GET", "/api/play/"+tok+"/odds?samples=20", nil); code != 200 {
			t.Fatalf("HTTP odds %d: %d %s", i, code, b)
		}
	}
	if code, b := e.do("GET", "/api/play/"+tok+"/odds?samples=20", nil); code != 429 || !strings.Contains(string(b), "too many battle-odds requests") {
		t.Fatalf("third HTTP odds request at once: %d %s", code, b)
	}
	ws := e.dial(tok)
	for i := range 2 {
		ws.send(ClientMsg{T: "odds", ID: int64(20 + i), Battle: "arpi"})
		ws.until("odds", nil)
	}
	ws.send(ClientMsg{T: "odds", ID: 99, Battle: "arpi"})
	if em := decodeError(t, ws.until("error", nil)); em.Code != "rate-limited" || em.Re != 99 {
		t.Fatalf("third odds request on the socket: %+v", em)
	}
	if code, b := e.do("GET", "/api/play/"+tok, nil); code != 200 {
		t.Fatalf("the game after the refusals: %d %s", code, b)
	}
}
