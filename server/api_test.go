package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"punic/hannibal/title"
)

func TestCreateAndJoin(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(7)})
	if len(toks) != 2 || toks[SeatRome] == toks[SeatCarthage] {
		t.Fatalf("want two different seat tokens, got %v", toks)
	}
	for seat, tok := range toks {
		if !validToken(tok) {
			t.Errorf("token %q is not 22 base64url characters", tok)
		}
		s := e.state(tok)
		if s.Game != id || s.Seat != seat || s.Viewer != seat || s.Version != 0 {
			t.Errorf("%s: got game %s seat %s viewer %s version %d", seat, s.Game, s.Seat, s.Viewer, s.Version)
		}
		if len(s.View.Hand) == 0 || len(s.Log.Lines) == 0 {
			t.Errorf("%s: no hand or no log", seat)
		}
		if (len(s.Legal) > 0) != (s.View.Decision.Side == seat) {
			t.Errorf("%s: %d legal actions while %s decides", seat, len(s.Legal), s.View.Decision.Side)
		}
	}
	// The database keeps only hashes of the tokens.
	row, seats, err := e.st.LoadGame(t.Context(), id)
	if err != nil || row.Mode != ModeOnline || len(seats) != 2 {
		t.Fatalf("stored game: %+v %v %v", row, seats, err)
	}
	for _, st := range seats {
		if st.TokenHash == toks[st.Seat] || st.TokenHash != hashToken(toks[st.Seat]) {
			t.Errorf("seat %s: the database should keep the token's hash", st.Seat)
		}
	}
	// Pages.
	if code, b := e.do("GET", "/play/"+toks[SeatRome], nil); code != 200 || !strings.Contains(string(b), "app.js") {
		t.Errorf("play page: %d", code)
	}
	if code, _ := e.do("GET", "/", nil); code != 200 {
		t.Errorf("lobby: %d", code)
	}
	if code, b := e.do("GET", "/board.svg", nil); code != 200 || !strings.Contains(string(b), `data-space="cannae"`) {
		t.Errorf("board: %d", code)
	}
	if code, b := e.do("GET", "/api/static", nil); code != 200 || !strings.Contains(string(b), `"hannibal"`) {
		t.Errorf("static: %d", code)
	}
	for _, path := range []string{"/static/app.js", "/static/games/hannibal.js", "/static/games/hannibal-board.js", "/static/style.css", "/static/lobby.js"} {
		if code, _ := e.do("GET", path, nil); code != 200 {
			t.Errorf("%s: %d", path, code)
		}
	}
}

func TestWrongTokenRefused(t *testing.T) {
	e := newEnv(t)
	e.create(CreateRequest{Mode: ModeOnline})
	for _, tok := range []string{newToken(), "short", "AAAAAAAAAAAAAAAAAAAAAA", strings.Repeat("é", 11)} {
		code, b := e.do("GET", "/api/play/"+tok, nil)
		var eb errorBody
		json.Unmarshal(b, &eb)
		if code != 404 || eb.Error == nil || eb.Error.Code != "not-found" {
			t.Errorf("token %q: got %d %s, want 404 not-found", tok, code, b)
		}
		if code, _ := e.do("POST", "/api/play/"+tok+"/action", ActionRequest{Action: "pass"}); code != 404 {
			t.Errorf("action with token %q: got %d, want 404", tok, code)
		}
		if code, _ := e.do("GET", "/play/"+tok, nil); code != 404 {
			t.Errorf("page with token %q: got %d, want 404", tok, code)
		}
		if code, _ := e.do("GET", "/ws/"+tok, nil); code != 404 {
			t.Errorf("websocket with token %q: got %d, want 404", tok, code)
		}
	}
}

func TestCreateRefusals(t *testing.T) {
	e := newEnv(t)
	for _, req := range []CreateRequest{
		{Mode: "solitaire"},
		{Mode: ModeAI, Side: "sparta"},
		{Mode: ModeAI, Bot: "deep-blue"},
		{Mode: ModeOnline, Scenario: "1066"},
	} {
		if code, b := e.do("POST", "/api/games", req); code != 400 {
			t.Errorf("%+v: got %d %s, want 400", req, code, b)
		}
	}
	if code, _ := e.do("POST", "/api/games", map[string]any{"mode": "online", "colour": "red"}); code != 400 {
		t.Errorf("unknown field: got %d, want 400", code)
	}
	e.srv.opt.AllowSeed = false
	if code, _ := e.do("POST", "/api/games", CreateRequest{Mode: ModeOnline, Seed: seedPtr(1)}); code != 400 {
		t.Errorf("a chosen seed must be refused when not allowed: got %d", code)
	}
}

// decider returns the token of the seat that decides now, and the other one.
func decider(e *testEnv, toks map[string]string) (string, string) {
	s := e.state(toks[SeatRome])
	if s.View.Decision.Side == SeatRome {
		return toks[SeatRome], toks[SeatCarthage]
	}
	return toks[SeatCarthage], toks[SeatRome]
}

func TestPlayOverHTTP(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(11)})
	for i := 0; i < 40; i++ {
		me, other := decider(e, toks)
		s := e.state(me)
		if len(s.Legal) == 0 {
			t.Fatalf("step %d: the deciding seat has no legal action", i)
		}
		// The other seat may not act.
		code, _, eb := e.post(other, "action", s.Legal[0].Action, s.Version)
		if code != http.StatusForbidden || eb.Error.Code != "not-your-turn" {
			t.Fatalf("step %d: other seat acting: %d %+v", i, code, eb)
		}
		code, ns, eb := e.post(me, "action", s.Legal[len(s.Legal)-1].Action, s.Version)
		if code != 200 {
			t.Fatalf("step %d: %q refused: %+v", i, s.Legal[len(s.Legal)-1].Action, eb.Error)
		}
		if ns.Version != s.Version+1 {
			t.Fatalf("step %d: version %d after %d", i, ns.Version, s.Version)
		}
		// The action is in the database before the answer came back.
		evs, err := e.st.Events(t.Context(), ns.Game)
		if err != nil || int64(len(evs)) != ns.Version || evs[len(evs)-1].Action != s.Legal[len(s.Legal)-1].Action {
			t.Fatalf("step %d: stored events %d (%v), version %d", i, len(evs), err, ns.Version)
		}
	}
}

func TestIllegalAndStaleRefused(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3)})
	me, _ := decider(e, toks)
	s := e.state(me)
	// Illegal: not in the legal list.
	code, _, eb := e.post(me, "action", "move rome", s.Version)
	if code != 422 || eb.Error.Code != "illegal" || !strings.Contains(eb.Error.Reason, "not a legal action") {
		t.Fatalf("illegal action: %d %+v", code, eb.Error)
	}
	code, _, eb = e.post(me, "action", "", s.Version)
	if code != 422 || eb.Error.Reason == "" {
		t.Fatalf("empty action: %d %+v", code, eb.Error)
	}
	if ns := e.state(me); ns.Version != s.Version {
		t.Fatalf("a refused action changed the version")
	}
	// Play one, then send another for the old version: stale, with the fresh state.
	code, ns, _ := e.post(me, "action", s.Legal[0].Action, s.Version)
	if code != 200 {
		t.Fatal(code)
	}
	me2, _ := decider(e, toks)
	code, _, eb = e.post(me2, "action", "pass", s.Version)
	if code != 409 || eb.Error.Code != "stale" || eb.State == nil || eb.State.Version != ns.Version {
		t.Fatalf("stale action: %d %+v", code, eb)
	}
	// Undo that is not allowed says why.
	if code, _, eb := e.post(me2, "undo", "", ns.Version); code != 422 || eb.Error.Reason == "" {
		t.Fatalf("refused undo: %d %+v", code, eb)
	}
}

func TestHotseatShowsTheDecidersHand(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	tok := toks[SeatBoth]
	if tok == "" || len(toks) != 1 {
		t.Fatalf("hotseat links: %v", toks)
	}
	e.state(tok)
	g, _ := e.srv.loaded(id)
	seen := map[string]bool{}
	for i := 0; i < 30; i++ {
		s := e.state(tok)
		seen[s.Viewer] = true
		if s.Viewer != s.View.Decision.Side || len(s.Legal) == 0 {
			t.Fatalf("hotseat: viewer %s, decision %s, %d legal", s.Viewer, s.View.Decision.Side, len(s.Legal))
		}
		g.mu.Lock()
		want := hgame(g.m).Hand(hannibalSide(s.Viewer))
		g.mu.Unlock()
		if !equalInts(s.View.Hand, want) {
			t.Fatalf("hotseat shows %v, the decider holds %v", s.View.Hand, want)
		}
		if code, _, eb := e.post(tok, "action", s.Legal[0].Action, s.Version); code != 200 {
			t.Fatalf("%+v", eb.Error)
		}
	}
	if !seen[SeatRome] || !seen[SeatCarthage] {
		t.Errorf("the hotseat should have shown both sides: %v", seen)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestEngineFailureRefusedAndReloaded: if the rules engine fails on a request,
// the request is refused with a 500, the game is rebuilt from its stored
// events, and play goes on.
func TestEngineFailureRefusedAndReloaded(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(5)})
	me, _ := decider(e, toks)
	s := e.state(me)
	code, ns, _ := e.post(me, "action", s.Legal[0].Action, s.Version)
	if code != 200 {
		t.Fatal(code)
	}
	lg, ok := e.srv.loaded(id)
	if !ok {
		t.Fatal("the game is not loaded")
	}
	me, _ = decider(e, toks)
	lg.mu.Lock()
	lg.m.Game().(*title.Instance).G = nil // the engine fails on the next request
	lg.mu.Unlock()
	code, _, eb := e.post(me, "action", "pass", ns.Version)
	if code != 500 || eb.Error.Code != "internal" {
		t.Fatalf("engine failure: %d %+v", code, eb)
	}
	after := e.state(me)
	if after.Version != ns.Version || len(after.Legal) == 0 {
		t.Fatalf("after the failure: version %d (want %d), %d legal actions", after.Version, ns.Version, len(after.Legal))
	}
	if code, _, eb := e.post(me, "action", after.Legal[0].Action, after.Version); code != 200 {
		t.Fatalf("play after the reload: %d %+v", code, eb)
	}
}
