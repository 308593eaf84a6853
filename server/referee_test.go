package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"punic/match"
)

// refMsg is a state message as a referee test reads it, for either game.
type refMsg struct {
	Version int64  `json:"version"`
	Mode    string `json:"mode"`
	Seat    string `json:"seat"`
	Moves   int    `json:"moves"`
	Over    bool   `json:"over"`
	Legal   []struct {
		Action string `json:"action"`
	} `json:"legal"`
	Table *TableMsg `json:"table"`
	Log   LogPart   `json:"log"`
	View  struct {
		Turn int `json:"turn"`
	} `json:"view"`
}

// logText is the whole log as one text.
func (m *refMsg) logText() string {
	var b strings.Builder
	for _, l := range m.Log.Lines {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// need is the table's need, failing when there is none.
func (m *refMsg) need(t *testing.T) *NeedMsg {
	t.Helper()
	if m.Table == nil || m.Table.Need == nil {
		t.Fatalf("want a need for the table, got table %+v", m.Table)
	}
	return m.Table.Need
}

// refGet fetches the seat's state.
func (e *testEnv) refGet(tok string) *refMsg {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok, nil)
	if code != 200 {
		e.t.Fatalf("state: %d %s", code, b)
	}
	var m refMsg
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatal(err)
	}
	return &m
}

// refAct takes an action at the current version: the new state, or the problem.
func (e *testEnv) refAct(tok, action string) (*refMsg, *Problem) {
	e.t.Helper()
	v := e.refGet(tok).Version
	code, b := e.do("POST", "/api/play/"+tok+"/action", ActionRequest{Action: action, Version: v})
	if code != 200 {
		var eb struct{ Error *Problem }
		json.Unmarshal(b, &eb)
		if eb.Error == nil {
			e.t.Fatalf("%s: %d %s", action, code, b)
		}
		return nil, eb.Error
	}
	var m refMsg
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatal(err)
	}
	return &m, nil
}

// mustAct takes an action that must be taken or asked about.
func (e *testEnv) mustAct(tok, action string) *refMsg {
	e.t.Helper()
	m, p := e.refAct(tok, action)
	if p != nil {
		e.t.Fatalf("%s: %v", action, p)
	}
	return m
}

// tableReply is the answer to a table or cancel request over HTTP.
type tableReply struct {
	Text  string   `json:"text"`
	Error *Problem `json:"error"`
	State *refMsg  `json:"state"`
}

// refTable sends a table request (or, path "cancel", a withdrawal) at the
// current version.
func (e *testEnv) refTable(tok, path string, req TableRequest) (int, tableReply) {
	e.t.Helper()
	req.Version = e.refGet(tok).Version
	code, b := e.do("POST", "/api/play/"+tok+"/"+path, req)
	var r tableReply
	if err := json.Unmarshal(b, &r); err != nil {
		e.t.Fatalf("%s: %d %s", path, code, b)
	}
	return code, r
}

// give supplies text for what the table is asked, which must be taken.
func (e *testEnv) give(tok, text string) tableReply {
	e.t.Helper()
	code, r := e.refTable(tok, "table", TableRequest{Text: text})
	if code != 200 {
		e.t.Fatalf("table %q: %d %v", text, code, r.Error)
	}
	return r
}

// refuse checks that a table request is refused with a reason containing want,
// and that the game is as it was.
func (e *testEnv) refuse(tok, path string, req TableRequest, want string) {
	e.t.Helper()
	before := e.refGet(tok)
	code, r := e.refTable(tok, path, req)
	if code < 400 || r.Error == nil || !strings.Contains(r.Error.Reason, want) {
		e.t.Fatalf("%s %+v: want a refusal saying %q, got %d %+v", path, req, want, code, r.Error)
	}
	after := e.refGet(tok)
	if after.Version != before.Version || len(after.Log.Lines) != len(before.Log.Lines) {
		e.t.Fatalf("%s %+v: the refused input changed the game (version %d to %d)", path, req, before.Version, after.Version)
	}
	bn, _ := json.Marshal(before.Table)
	an, _ := json.Marshal(after.Table)
	if string(bn) != string(an) {
		e.t.Fatalf("%s %+v: the refused input changed the table:\n%s\n%s", path, req, bn, an)
	}
}

// hannibalOpening is the first deal of TestHannibalReferee's game (Rome's and
// Carthage's cards dealt in turn) and the moves to Hannibal's crossing of the
// Pyrenees, whose attrition die is asked when Rome passes its counter-event
// window (as in protocol.TestRefereeSession).
var (
	hannibalDeal    = []string{"1 9 2 33 3 34", "4 35 5 36 6 37 7 38"}
	hannibalToAlpes = []string{"pass", "first carthage", "ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "move ilerda", "move tolosa"}
)

// TestHannibalReferee plays a referee game of Hannibal over HTTP: the first
// deal asked of the table in two parts (the deal survives a restart half
// given), bad inputs refused with their reason and the game unchanged, a die
// asked for Rome's pass, withdrawn, asked again and rolled (the log shows the
// roll), dice given ahead, a restart that resumes exactly, and the record with
// every input.
func TestHannibalReferee(t *testing.T) {
	path := filepath.Join(t.TempDir(), "punic.db")
	e := openEnv(t, path)
	_, toks := e.create(CreateRequest{Game: "hannibal", Mode: ModeReferee})
	tok := toks[SeatBoth]
	if len(toks) != 1 || tok == "" {
		t.Fatalf("a referee game has one link, for both sides: %v", toks)
	}
	// The table rolls the dice: no commitment to a seed's dice is offered.
	if code, b := e.do("POST", "/api/games", CreateRequest{Game: "hannibal", Mode: ModeReferee}); code != http.StatusCreated || bytes.Contains(b, []byte(`"commitment"`)) {
		t.Errorf("a referee game's creation: %d %s", code, b)
	}
	m := e.refGet(tok)
	n := m.need(t)
	if m.Mode != ModeReferee || n.Kind != "draw" || n.Count != 14 || len(n.Options) != 64 || n.Cancel || n.Action != "" || len(m.Legal) != 0 || !strings.HasPrefix(n.Prompt, "Deal for turn 1 (7.1)") || n.Usage == "" {
		t.Fatalf("the start: %+v, legal %v", n, m.Legal)
	}
	if len(n.Labels) != 64 || !strings.HasPrefix(n.Labels[0], "1 ") || len(n.Labels[0]) < 4 {
		t.Fatalf("the deck's cards are not named in words: %q", n.Labels)
	}
	if m.Table.Ahead[0].Kind != "dice" || m.Table.Ahead[0].Arg != "dice" {
		t.Fatalf("dice may be given ahead: %+v", m.Table.Ahead)
	}
	e.refuse(tok, "table", TableRequest{Text: "1 1"}, "card 1 is given twice. Type the numbers of 14 cards")
	e.refuse(tok, "table", TableRequest{Kind: "picks", Args: json.RawMessage(`{"picks":["3"]}`)}, "the table is asked for the strategy cards drawn now, not a random pick")
	e.refuse(tok, "cancel", TableRequest{}, "nothing to cancel: the game cannot start without the strategy cards drawn")
	e.refuse(tok, "table", TableRequest{Text: "1", Args: json.RawMessage(`{"cards":[1]}`)}, `one of them`)
	if p := e.mustActRefused(tok, "pass"); p.Code != "table" {
		t.Fatalf("an action while the start waits: %+v", p)
	}
	if r := e.give(tok, hannibalDeal[0]); r.Text != "Cards drawn: 1 9 2 33 3 34." {
		t.Fatalf("the first cards: %q", r.Text)
	}
	e.refuse(tok, "table", TableRequest{Kind: "draws", Args: json.RawMessage(`{"cards":[1]}`)}, "card 1 (Corsica and Sardinia Revolt) is not in the deck")

	// A restart with the deal half given: the cards given are kept, and the
	// need asks for the rest.
	e.close()
	e = openEnv(t, path)
	m = e.refGet(tok)
	if n := m.need(t); n.Count != 8 || len(n.Options) != 58 || !strings.Contains(n.Prompt, "(6 entered, 8 to go)") {
		t.Fatalf("after a restart, the deal: %+v", n)
	}
	m = e.give(tok, hannibalDeal[1]).State
	if m.Table.Need != nil || len(m.Legal) == 0 || !strings.Contains(m.logText(), "Deal for turn 1") && m.Moves != 0 {
		t.Fatalf("after the deal: need %+v, %d choices", m.Table.Need, len(m.Legal))
	}
	for _, a := range hannibalToAlpes {
		if m = e.mustAct(tok, a); m.Table.Need != nil {
			t.Fatalf("%s needs %+v", a, m.Table.Need)
		}
	}

	// Rome's pass lets Hannibal cross the Pyrenees: a die for attrition.
	before := e.refGet(tok)
	m = e.mustAct(tok, "pass")
	n = m.need(t)
	if n.Kind != "dice" || n.Count != 1 || n.For != "pass-attrition" || n.Side != "carthage" || n.Action != "pass" || n.By != "rome" || !n.Cancel ||
		n.Prompt != "Carthage: roll a die for attrition crossing a pass (10.6) and enter it" || fmt.Sprint(n.Facts["general"]) != "hannibal" {
		t.Fatalf("Rome's pass: %+v", n)
	}
	if m.Version != before.Version || m.Moves != before.Moves || len(m.Legal) != 0 || len(m.Log.Lines) != len(before.Log.Lines) {
		t.Fatalf("the pass waiting for the die changed the game: version %d→%d, moves %d→%d", before.Version, m.Version, before.Moves, m.Moves)
	}
	e.refuse(tok, "table", TableRequest{Text: "7"}, "7 is not a die roll 1-6")
	e.refuse(tok, "table", TableRequest{Args: json.RawMessage(`{"dice":[7]}`)}, "die roll 7 (dice[0]) must be 1-6")
	e.refuse(tok, "table", TableRequest{Args: json.RawMessage(`{"die":[3]}`)}, `dice takes no argument "die"`)
	e.refuse(tok, "table", TableRequest{Kind: "cards", Text: "3"}, `takes no input "cards" from the table (its kinds: dice, draw, hands, pick)`)
	if p := e.mustActRefused(tok, "pass"); p.Code != "table" || !strings.Contains(p.Reason, `Rome's "pass" waits for the table: give dice, or cancel it first`) {
		t.Fatalf("an action while another waits: %+v", p)
	}

	// Withdrawn: the game is as it was, Rome decides again.
	code, r := e.refTable(tok, "cancel", TableRequest{})
	if code != 200 || r.Text != `Rome's "pass" withdrawn.` || r.State.Table.Need != nil || len(r.State.Legal) == 0 || r.State.Table.Said != r.Text {
		t.Fatalf("cancel: %d %+v", code, r)
	}
	e.refuse(tok, "cancel", TableRequest{}, "no action waits for the table")

	// Asked again, and rolled: the game goes on with the table's die.
	e.mustAct(tok, "pass").need(t)
	m = e.give(tok, "6").State
	if m.Table.Need != nil || m.Moves != before.Moves+1 || !strings.Contains(m.logText(), "attrition roll 6") {
		t.Fatalf("after the die: need %+v, moves %d, log:\n%s", m.Table.Need, m.Moves, m.logText())
	}

	// Dice given ahead wait for the next rolls, and survive a restart.
	code, r = e.refTable(tok, "table", TableRequest{Kind: "dice", Args: json.RawMessage(`{"dice":[2,5]}`)})
	if code != 200 || r.State.Table.Pending != 2 || r.Text != "Dice: 2 5." {
		t.Fatalf("dice ahead: %d %+v", code, r)
	}
	e.refuse(tok, "table", TableRequest{Kind: "dice", Text: "4"}, `dice given ahead go as "args" ({"dice": …})`)
	e.refuse(tok, "table", TableRequest{Kind: "draws", Args: json.RawMessage(`{"cards":[10]}`)}, "the game asks the table for nothing now: the strategy cards drawn are given when it asks for them")
	want := e.refGet(tok)
	e.close()
	e = openEnv(t, path)
	got := e.refGet(tok)
	if got.Version != want.Version || got.Table.Pending != 2 || got.logText() != want.logText() || got.Moves != want.Moves {
		t.Fatalf("after a restart: version %d (want %d), %d dice ahead, moves %d (want %d)", got.Version, want.Version, got.Table.Pending, got.Moves, want.Moves)
	}

	// The history replays the table's inputs; the record keeps them all.
	code, b := e.do("GET", fmt.Sprintf("/api/play/%s/history?at=%d", tok, got.Moves), nil)
	if code != 200 || !strings.Contains(string(b), "attrition roll 6") {
		t.Fatalf("history: %d %.300s", code, b)
	}
	code, b = e.do("POST", "/api/play/"+tok+"/resign", ActionRequest{Version: e.refGet(tok).Version})
	if code != 200 {
		t.Fatalf("resign: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/play/"+tok+"/record", nil)
	if code != 200 {
		t.Fatalf("record: %d %s", code, b)
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Referee || rec.Start == nil || len(rec.Start.Inputs["draws"]) != 14 || !strings.Contains(string(b), `"action": "pass",
   "dice": [
    6
   ]`) {
		t.Fatalf("the record lost the table's inputs:\n%s", b)
	}
	rm, err := match.Replay(e.srv.def.rules, rec)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := e.srv.game(t.Context(), e.gameOf(tok))
	g.mu.Lock()
	same := rm.Game().Position() == g.m.Game().Position()
	g.mu.Unlock()
	if !same {
		t.Fatal("the record does not replay to the game")
	}
}

// mustActRefused takes an action that must be refused, and returns why.
func (e *testEnv) mustActRefused(tok, action string) *Problem {
	e.t.Helper()
	m, p := e.refAct(tok, action)
	if p == nil {
		e.t.Fatalf("%s: taken (%+v)", action, m.Table)
	}
	return p
}

// gameOf is the id of the game a token opens.
func (e *testEnv) gameOf(tok string) string {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok, nil)
	var m struct{ Game string }
	if code != 200 || json.Unmarshal(b, &m) != nil {
		e.t.Fatalf("state: %d", code)
	}
	return m.Game
}

// TestRefereeModeRefusals: a referee game's table requests are refused in
// other games, and hints are not offered in referee games.
func TestRefereeModeRefusals(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Game: "hannibal", Mode: ModeHotseat})
	code, r := e.refTable(toks[SeatBoth], "table", TableRequest{Text: "3"})
	if code != http.StatusConflict || !strings.Contains(r.Error.Reason, "only a referee game takes input from the table, not hotseat games") {
		t.Fatalf("a table request in a hotseat game: %d %+v", code, r.Error)
	}
	if m := e.refGet(toks[SeatBoth]); m.Table != nil {
		t.Fatalf("a hotseat game's state has a table: %+v", m.Table)
	}
	_, toks = e.create(CreateRequest{Game: "hannibal", Mode: ModeReferee})
	e.give(toks[SeatBoth], "1 9 2 33 3 34 4 35 5 36 6 37 7 38")
	code, b := e.do("GET", "/api/play/"+toks[SeatBoth]+"/hint", nil)
	if code != http.StatusConflict || !strings.Contains(string(b), "hints are not offered in referee games") {
		t.Fatalf("a hint in a referee game: %d %s", code, b)
	}
}

// playLast takes the last legal action until the table is asked for
// something (at most steps actions) and returns that state.
func (e *testEnv) playLast(tok string, steps int) *refMsg {
	e.t.Helper()
	for range steps {
		m := e.refGet(tok)
		if m.Table.Need != nil {
			return m
		}
		if len(m.Legal) == 0 {
			e.t.Fatalf("no choice and no need: %+v", m.Table)
		}
		e.mustAct(tok, m.Legal[len(m.Legal)-1].Action)
	}
	e.t.Fatalf("no need for the table in %d actions", steps)
	return nil
}

// TestPunicWarsReferee plays a referee game of The Punic Wars over HTTP: no
// input at the start; the diplomacy die asked for Rome's bid, a bad die
// refused, the bid withdrawn (the dice given ahead for it dropped, and said),
// bid again and rolled (the log shows the roll); a Roman leader drawn from the
// cup at the election, one not in the cup refused; a restart that resumes
// exactly; the record with every input.
func TestPunicWarsReferee(t *testing.T) {
	path := filepath.Join(t.TempDir(), "punic.db")
	e := openEnv(t, path)
	_, toks := e.create(CreateRequest{Game: "punicwars", Mode: ModeReferee, Scenario: "second"})
	tok := toks[SeatBoth]
	m := e.refGet(tok)
	if m.Table == nil || m.Table.Need != nil || len(m.Legal) == 0 {
		t.Fatalf("The Punic Wars needs nothing from the table to start: %+v", m.Table)
	}
	before := e.refGet(tok)
	m = e.playLast(tok, 40)
	n := m.need(t)
	if n.Kind != "dice" || n.For != "diplomacy" || n.Count != 1 || n.By != "rome" || !strings.HasPrefix(n.Action, "bid ") || !n.Cancel || n.Prompt != "Roll a die for diplomacy and enter it" {
		t.Fatalf("Rome's bid: %+v", n)
	}
	bid := n.Action
	e.refuse(tok, "table", TableRequest{Text: "7"}, "7 is not a die roll 1-6")
	e.refuse(tok, "table", TableRequest{Kind: "picks", Args: json.RawMessage(`{"picks":["A"]}`)}, "the table is asked for dice now, not the Roman leaders drawn from the cup")

	// Dice given ahead, then the bid withdrawn: what was given is dropped,
	// and the page is told.
	e.refTable(tok, "table", TableRequest{Kind: "dice", Args: json.RawMessage(`{"dice":[5]}`)})
	code, r := e.refTable(tok, "cancel", TableRequest{})
	if code != 200 || r.Text != fmt.Sprintf(`Rome's %q withdrawn. Dropped what the table gave for it (dice 5); the actions before can no longer be taken back.`, bid) ||
		r.State.Table.Need != nil || r.State.Table.Pending != 0 || len(r.State.Legal) == 0 {
		t.Fatalf("cancel: %d %q %+v", code, r.Text, r.State.Table)
	}
	if r.State.Moves != m.Moves {
		t.Fatalf("the withdrawal changed the moves: %d, was %d", r.State.Moves, m.Moves)
	}
	e.mustAct(tok, bid).need(t)
	m = e.give(tok, "4").State
	if m.Table.Need != nil || m.Moves != r.State.Moves+1 || !strings.Contains(m.logText(), "Carthage rolls 4-1 = 3 on Diplomacy Table") {
		t.Fatalf("after the die: %+v, log:\n%s", m.Table.Need, m.logText())
	}
	if m.Moves <= before.Moves {
		t.Fatal("no move recorded")
	}

	// The Roman election: a leader drawn from the cup.
	m = e.playLast(tok, 40)
	n = m.need(t)
	if n.Kind != "pick" || len(n.Options) == 0 || !n.Cancel {
		t.Fatalf("the election: %+v", n)
	}
	e.refuse(tok, "table", TableRequest{Text: "Z"}, `"Z" is not in the cup`)
	e.refuse(tok, "table", TableRequest{Kind: "dice", Text: "3"}, `dice given ahead go as "args"`)
	leader := n.Options[0]
	m = e.give(tok, leader).State
	for m.Table.Need != nil { // each leader drawn in turn
		m = e.give(tok, m.Table.Need.Options[0]).State
	}

	// A restart resumes exactly.
	want := e.refGet(tok)
	e.close()
	e = openEnv(t, path)
	got := e.refGet(tok)
	if got.Version != want.Version || got.logText() != want.logText() || got.Moves != want.Moves || len(got.Legal) != len(want.Legal) {
		t.Fatalf("after a restart: version %d (want %d), moves %d (want %d)", got.Version, want.Version, got.Moves, want.Moves)
	}
	code, b := e.do("POST", "/api/play/"+tok+"/resign", ActionRequest{Version: got.Version})
	if code != 200 {
		t.Fatalf("resign: %d %s", code, b)
	}
	_, b = e.do("GET", "/api/play/"+tok+"/record", nil)
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	var rolled, drawn bool
	for _, ra := range rec.Actions {
		rolled = rolled || ra.Action == bid && fmt.Sprintf("%s", ra.Inputs["dice"]) == "[4]"
		drawn = drawn || len(ra.Inputs["picks"]) > 0 && string(ra.Inputs["picks"][0]) == fmt.Sprintf("%q", leader)
	}
	if !rec.Referee || !rolled || !drawn {
		t.Fatalf("the record lost the table's inputs:\n%s", b)
	}
}

// TestRefereeOverWebSocket: the page's way — the need arrives in the state
// messages (deltas included) while the version stays, "table" and "cancel"
// messages answer it, a refused input gets an error with the reason.
func TestRefereeOverWebSocket(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Game: "hannibal", Mode: ModeReferee})
	tok := toks[SeatBoth]
	w := e.dial(tok)
	if s := w.stateAt(0); s.Table == nil || s.Table.Need == nil || s.Table.Need.Kind != "draw" {
		t.Fatalf("the first state: %+v", s.Table)
	}
	w.send(ClientMsg{T: "table", ID: 1, Text: "1 1 1", Version: 0})
	if er := decodeError(t, w.until("error", nil)); er.Re != 1 || !strings.Contains(er.Reason, "card 1 is given twice") {
		t.Fatalf("a bad deal: %+v", er)
	}
	w.send(ClientMsg{T: "table", ID: 2, Text: strings.Join(hannibalDeal, " "), Version: 0})
	var rep TableReply
	json.Unmarshal(w.until("table", nil), &rep)
	if rep.Re != 2 || !strings.HasPrefix(rep.Text, "Cards drawn: 1 9 2 33") {
		t.Fatalf("the deal: %+v", rep)
	}
	s := w.stateAt(2)
	for _, a := range hannibalToAlpes {
		w.send(ClientMsg{T: "action", Action: a, Version: s.Version})
		s = w.stateAt(s.Version + 1)
	}
	w.send(ClientMsg{T: "action", Action: "pass", Version: s.Version})
	for w.cur.Table.Need == nil {
		w.next()
	}
	if w.cur.Version != s.Version || w.cur.Table.Need.Kind != "dice" || len(w.cur.Legal) != 0 {
		t.Fatalf("the pass waiting: version %d (was %d), %+v", w.cur.Version, s.Version, w.cur.Table.Need)
	}
	w.send(ClientMsg{T: "cancel", ID: 3, Version: s.Version})
	json.Unmarshal(w.until("table", nil), &rep)
	if rep.Re != 3 || rep.Text != `Rome's "pass" withdrawn.` {
		t.Fatalf("cancel: %+v", rep)
	}
	for w.cur.Table.Need != nil || len(w.cur.Legal) == 0 {
		w.next()
	}
	w.send(ClientMsg{T: "action", Action: "pass", Version: s.Version})
	for w.cur.Table.Need == nil {
		w.next()
	}
	w.send(ClientMsg{T: "table", ID: 4, Args: json.RawMessage(`{"dice":[6]}`), Version: s.Version})
	s = w.stateAt(s.Version + 2) // the die, then the pass
	if s.Table.Need != nil || !strings.Contains(fmt.Sprint(w.log), "attrition roll 6") {
		t.Fatalf("after the die: %+v", s.Table)
	}
}

// TestRefereeStalePick: a value queued earlier that no longer fits (here a
// pick queued behind the server's back, as a restart can leave one given for
// an action that was then dropped) is refused by the engine as stale: the
// server drops the inputs queued, stores that it did, says so, and asks again;
// the game goes on with the table's pick and replays the same after a restart.
func TestRefereeStalePick(t *testing.T) {
	path := filepath.Join(t.TempDir(), "punic.db")
	e := openEnv(t, path)
	id, toks := e.create(CreateRequest{Game: "hannibal", Mode: ModeReferee})
	tok := toks[SeatBoth]
	e.give(tok, strings.Join(hannibalDeal, " "))
	e.mustAct(tok, "pass")
	e.mustAct(tok, "first carthage")
	g, _ := e.srv.loaded(id)
	g.mu.Lock()
	hgame(g.m).ForcePicks("40")
	g.mu.Unlock()
	v := e.refGet(tok).Version
	m := e.mustAct(tok, "event 9")
	n := m.need(t)
	if n.Kind != "pick" || !strings.HasPrefix(n.Prompt, "Draw one card at random from Rome's hand") || len(n.Options) == 0 ||
		m.Table.Said != "A value given earlier no longer fits: the inputs given were dropped." || m.Version != v+1 {
		t.Fatalf("the stale pick: %+v, said %q, version %d (was %d)", n, m.Table.Said, m.Version, v)
	}
	m = e.give(tok, n.Options[0]).State
	if m.Table.Need != nil || !strings.Contains(m.logText(), "Philip V") {
		t.Fatalf("after the pick: %+v\n%s", m.Table.Need, m.logText())
	}
	want := e.refGet(tok)
	e.close()
	e = openEnv(t, path)
	if got := e.refGet(tok); got.Version != want.Version || got.logText() != want.logText() {
		t.Fatalf("after a restart: version %d (want %d)", got.Version, want.Version)
	}
}
