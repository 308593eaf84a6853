package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// One server, two games: The Punic Wars beside Hannibal.

// pwState is a state message as a client of any game reads it: the view as
// the game wrote it, the legal actions by their generic fields.
type pwState struct {
	StateMsg
	View struct {
		Turn     int    `json:"turn"`
		Phase    string `json:"phase"`
		Over     bool   `json:"over"`
		Decision struct {
			Side, Kind, Prompt string
		} `json:"decision"`
	} `json:"view"`
	Legal []Choice `json:"legal"`
}

// anyState reads a seat's state over HTTP, whatever its game.
func (e *testEnv) anyState(tok string) *pwState {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok, nil)
	if code != 200 {
		e.t.Fatalf("state: %d %s", code, b)
	}
	var m pwState
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatalf("state %s: %v", b, err)
	}
	return &m
}

// TestCatalogListsEveryGame: a server given no game plays every registered
// one; the catalog lists each with its scenarios, sides, bots and rules, and
// each has its static facts and board.
func TestCatalogListsEveryGame(t *testing.T) {
	e := fastEnv(t)
	code, b := e.do("GET", "/api/catalog", nil)
	if code != 200 {
		t.Fatalf("catalog: %d %s", code, b)
	}
	var cat []CatalogGame
	if err := json.Unmarshal(b, &cat); err != nil {
		t.Fatal(err)
	}
	if len(cat) != 2 || cat[0].Name != "hannibal" || cat[1].Name != "punicwars" || !cat[0].Default || cat[1].Default {
		t.Fatalf("catalog: %s", b)
	}
	pw := cat[1]
	var keys []string
	for _, sc := range pw.Scenarios {
		keys = append(keys, sc.Key)
	}
	if pw.Title != "The Punic Wars (SPI, 1975)" || strings.Join(keys, ",") != "first,second,third" || strings.Join(pw.Sides, ",") != "rome,carthage" ||
		len(pw.Bots) == 0 || len(pw.Rules) != 0 || len(pw.Tutorials) != 0 || pw.Odds {
		t.Errorf("The Punic Wars: %+v", pw)
	}
	h := cat[0]
	if len(h.Rules) != 2 || len(h.Tutorials) != 6 || !h.Odds || h.Bots[0].Name == "" || h.Bots[0].Label == "" {
		t.Errorf("Hannibal: %+v", h)
	}
	for _, sc := range h.Scenarios {
		if strings.HasPrefix(sc.Key, "tutorial-") {
			t.Errorf("a tutorial among Hannibal's scenarios: %+v", sc)
		}
	}
	code, b = e.do("GET", "/api/static/punicwars", nil)
	var st map[string]json.RawMessage
	if code != 200 || json.Unmarshal(b, &st) != nil || string(st["game"]) != `"punicwars"` || string(st["tutorials"]) != "[]" || string(st["odds"]) != "false" {
		t.Errorf("punicwars static: %d %.300s", code, b)
	}
	if code, b := e.do("GET", "/api/static/hannibal", nil); code != 200 || !strings.Contains(string(b), `"generals"`) {
		t.Errorf("hannibal static: %d", code)
	}
	if code, b := e.do("GET", "/board/punicwars.svg", nil); code != 200 || !strings.HasPrefix(strings.TrimSpace(string(b)), "<") || strings.Contains(string(b), `data-space="cannae"`) {
		t.Errorf("punicwars board: %d", code)
	}
	if code, b := e.do("GET", "/board/hannibal.svg", nil); code != 200 || !strings.Contains(string(b), `data-space="cannae"`) {
		t.Errorf("hannibal board: %d", code)
	}
	for _, path := range []string{"/api/static/chess", "/board/chess.svg", "/board/punicwars.png"} {
		if code, b := e.do("GET", path, nil); code != 404 {
			t.Errorf("%s: %d %s", path, code, b)
		}
	}
}

// TestPunicWarsBesideHannibal: a Punic Wars game is created, played over HTTP
// and the WebSocket, stored, reloaded by a new server on the same database and
// stepped through its history, next to a Hannibal game on the same server; a
// Hannibal scenario is refused for it, and it has no battle odds.
func TestPunicWarsBesideHannibal(t *testing.T) {
	e := newEnv(t)
	code, b := e.do("POST", "/api/games", CreateRequest{Game: "punicwars", Mode: ModeHotseat, Scenario: "218bc"})
	if code != 400 || !strings.Contains(string(b), `unknown scenario \"218bc\": The Punic Wars (SPI, 1975) has first, second, third`) {
		t.Errorf("a Hannibal scenario for The Punic Wars: %d %s", code, b)
	}
	if code, b := e.do("POST", "/api/games", CreateRequest{Game: "chess", Mode: ModeHotseat}); code != 400 || !strings.Contains(string(b), "this server plays hannibal, punicwars") {
		t.Errorf("an unknown game: %d %s", code, b)
	}
	if code, b := e.do("POST", "/api/games", CreateRequest{Game: "punicwars", Mode: ModeAI, Bot: "policy"}); code != 400 || !strings.Contains(string(b), `unknown bot \"policy\" for The Punic Wars`) {
		t.Errorf("Hannibal's bot for The Punic Wars: %d %s", code, b)
	}
	_, htoks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(3)})
	pid, ptoks := e.create(CreateRequest{Game: "punicwars", Mode: ModeHotseat, Scenario: "first", Seed: seedPtr(5)})
	tok := ptoks[SeatBoth]
	row, _, err := e.st.LoadGame(t.Context(), pid)
	if err != nil || row.Game != "punicwars" || row.Scenario != "first" {
		t.Fatalf("stored row: %+v %v", row, err)
	}
	if code, b := e.do("GET", "/play/"+tok, nil); code != 200 || !strings.Contains(string(b), `<body data-game="punicwars" data-title="The Punic Wars (SPI, 1975)">`) ||
		!strings.Contains(string(b), "<title>punic: The Punic Wars (SPI, 1975)</title>") {
		t.Errorf("play page: %d %.600s", code, b)
	}
	if code, b := e.do("GET", "/play/"+htoks[SeatBoth], nil); code != 200 || !strings.Contains(string(b), `data-game="hannibal"`) || !strings.Contains(string(b), `data-odds="1"`) {
		t.Errorf("Hannibal's play page: %d", code)
	}

	// Over HTTP: the first legal action of each decision.
	s := e.anyState(tok)
	if s.Name != "punicwars" || s.Game != pid || len(s.Legal) == 0 || s.View.Decision.Prompt == "" {
		t.Fatalf("first state: name %q game %q, %d legal, decision %+v", s.Name, s.Game, len(s.Legal), s.View.Decision)
	}
	for range 4 {
		code, _, eb := e.post(tok, "action", s.Legal[0].Action, s.Version)
		if code != 200 {
			t.Fatalf("%q: %d %+v", s.Legal[0].Action, code, eb.Error)
		}
		s = e.anyState(tok)
	}
	// Over the WebSocket: the last legal action of two decisions.
	ws := e.dial(tok)
	first := ws.until("state", nil)
	var whole pwState
	if err := json.Unmarshal(first, &whole); err != nil || whole.Version != s.Version || whole.Name != "punicwars" {
		t.Fatalf("the socket's first state: %v %.300s", err, first)
	}
	for range 2 {
		ws.send(ClientMsg{T: "action", Action: whole.Legal[len(whole.Legal)-1].Action, Version: whole.Version})
		ws.until("delta", nil)
		whole = *e.anyState(tok)
	}
	if whole.Version != 6 || whole.Moves != 6 {
		t.Fatalf("after six actions: version %d, %d moves", whole.Version, whole.Moves)
	}
	if code, b := e.do("GET", "/api/play/"+tok+"/odds", nil); code != 404 || !strings.Contains(string(b), "The Punic Wars (SPI, 1975) does not estimate battles") {
		t.Errorf("odds: %d %s", code, b)
	}
	if code, b := e.do("GET", "/api/play/"+tok+"/status", nil); code != 200 || !strings.Contains(string(b), `"name":"punicwars","title":"The Punic Wars (SPI, 1975)"`) {
		t.Errorf("status: %d %s", code, b)
	}
	// The Hannibal game beside it plays on.
	h := e.state(htoks[SeatBoth])
	if h.Name != "hannibal" || len(h.Legal) == 0 {
		t.Fatalf("Hannibal: %q, %d legal", h.Name, len(h.Legal))
	}
	if code, _, eb := e.post(htoks[SeatBoth], "action", h.Legal[0].Action, h.Version); code != 200 {
		t.Fatalf("Hannibal's action: %d %+v", code, eb.Error)
	}
	before := e.anyState(tok)

	// A new server on the same database.
	path := e.path
	e.close()
	e2 := openEnv(t, path)
	after := e2.anyState(tok)
	if after.Version != before.Version || after.Moves != before.Moves || after.View != before.View || after.Notice != "" ||
		fmt.Sprint(after.Legal) != fmt.Sprint(before.Legal) || fmt.Sprint(after.Log) != fmt.Sprint(before.Log) {
		t.Fatalf("after the restart the state differs:\n%+v\n%+v", before, after)
	}
	if h2 := e2.state(htoks[SeatBoth]); h2.Version != 1 || h2.Name != "hannibal" {
		t.Errorf("Hannibal after the restart: version %d %q", h2.Version, h2.Name)
	}
	for at := 0; at <= 6; at += 3 {
		code, b := e2.do("GET", "/api/play/"+tok+"/history?at="+string(rune('0'+at)), nil)
		var hm struct {
			HistoryMsg
			View struct {
				Turn  int    `json:"turn"`
				Phase string `json:"phase"`
			} `json:"view"`
		}
		if code != http.StatusOK || json.Unmarshal(b, &hm) != nil || hm.At != at || hm.Moves != 6 || hm.View.Phase == "" || (at == 6) != (hm.View.Phase == "campaign") {
			t.Errorf("history at %d: %d %.300s", at, code, b)
		}
	}
	s = e2.anyState(tok)
	if code, _, eb := e2.post(tok, "action", s.Legal[0].Action, s.Version); code != 200 {
		t.Fatalf("after the restart %q: %d %+v", s.Legal[0].Action, code, eb.Error)
	}
}

// TestOneGameServerRefusesOthers: a server of Hannibal alone does not open a
// stored Punic Wars game, and says why.
func TestOneGameServerRefusesOthers(t *testing.T) {
	e := newEnv(t)
	_, ptoks := e.create(CreateRequest{Game: "punicwars", Mode: ModeHotseat})
	path := e.path
	e.close()
	e2 := openEnv(t, path, func(o *Options) { o.Rules = e.srv.def.rules })
	code, b := e2.do("GET", "/api/play/"+ptoks[SeatBoth], nil)
	if code != 404 || !strings.Contains(string(b), "is of punicwars: this server does not play the game (it plays hannibal)") {
		t.Errorf("%d %s", code, b)
	}
	if code, b := e2.do("POST", "/api/games", CreateRequest{Game: "punicwars", Mode: ModeHotseat}); code != 400 || !strings.Contains(string(b), "this server plays hannibal") {
		t.Errorf("create: %d %s", code, b)
	}
}
