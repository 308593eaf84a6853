package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

// reply is a decoded reply line.
type reply map[string]any

func (r reply) ok() bool { return r["ok"] == true }

func (r reply) str(path ...string) string {
	var v any = map[string]any(r)
	for _, p := range path {
		m, _ := v.(map[string]any)
		v = m[p]
	}
	s, _ := v.(string)
	return s
}

// send hands one request line to the session and decodes the reply, checking it
// is one line of JSON with "ok".
func send(t *testing.T, s *Session, line string) reply {
	t.Helper()
	b := s.Handle([]byte(line))
	if bytes.ContainsAny(b, "\n\r") {
		t.Fatalf("%s: reply spans lines: %s", line, b)
	}
	var r reply
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s: reply is not JSON: %v: %s", line, err, b)
	}
	if _, ok := r["ok"].(bool); !ok {
		t.Fatalf("%s: reply without ok: %s", line, b)
	}
	return r
}

// mustOK sends a request that must succeed.
func mustOK(t *testing.T, s *Session, line string) reply {
	t.Helper()
	r := send(t, s, line)
	if !r.ok() {
		t.Fatalf("%s: %s", line, r.str("error"))
	}
	return r
}

// mustFail sends a request that must fail with an error containing want.
func mustFail(t *testing.T, s *Session, line, want string) reply {
	t.Helper()
	r := send(t, s, line)
	if r.ok() {
		t.Fatalf("%s: succeeded, want an error containing %q", line, want)
	}
	if !strings.Contains(r.str("error"), want) {
		t.Fatalf("%s: error %q, want it to contain %q", line, r.str("error"), want)
	}
	return r
}

func newSession() *Session { return NewSession(testGames()) }

// testGames loads the games' data for the tests.
func testGames() *game.Loader {
	l := game.NewLoader(nil)
	l.Preload(title.Of(data.MustDefault()))
	return l
}

// hg is the Hannibal game of the session's match.
func hg(s *Session) *hannibal.Game {
	g, _ := title.Game(s.Match().Game())
	return g
}

// TestBadRequests checks that every kind of bad input gets a precise error.
func TestBadRequests(t *testing.T) {
	s := newSession()
	cases := []struct{ line, want string }{
		{`garbage`, "malformed JSON: invalid character 'g' looking for beginning of value at byte 1"},
		{`{"cmd":"legal"`, "malformed JSON: unexpected end of JSON input"},
		{`[1,2]`, `a request must be a JSON object like {"cmd":"legal"}, not an array [1,2]`},
		{`"legal"`, `not the string "legal"`},
		{`null`, "not null"},
		{`{}`, `missing "cmd"`},
		{`{"cmd":3}`, `"cmd" must be a string naming a command, not the number 3`},
		{`{"cmd":"conquer"}`, `unknown command "conquer" (commands: advance, apply, clear, dice,`},
		{`{"cmd":"legal"}`, `no game: start one with {"cmd":"new"}`},
		{`{"cmd":"new","sead":3}`, `unknown field "sead" for new (its fields: scenario, seed, referee, game, rules)`},
		{`{"cmd":"new","seed":"x"}`, `"seed" must be a non-negative integer seeding the dice and shuffles (default: random), not the string "x"`},
		{`{"cmd":"new","seed":-1}`, `not the number -1`},
		{`{"cmd":"new","seed":1.5}`, `not the number 1.5`},
		{`{"cmd":"new","scenario":"216bc"}`, `unknown scenario "216bc" (scenarios: 218bc, tutorial-1`},
		{`{"cmd":"hello","x":1}`, `unknown field "x": hello takes no arguments`},
		{`{"cmd":"load"}`, `load needs "position" (a position text) or "record" (a game record)`},
		{`{"cmd":"load","position":"x","record":{}}`, `not both`},
		{`{"cmd":"load","position":"position: 1\nscenario: 218bc\nturn: 12\n"}`, `line 3: turn must be 1-9, not "12"`},
		{`{"cmd":"load","record":{"format":1,"engine":"punic-hannibal 0.0"}}`, `this record was made with engine "punic-hannibal 0.0"`},
		{`{"cmd":"load","record":"not json"}`, "not a game record"},
		{`{"cmd":"load","record":[1]}`, "not a game record"},
	}
	for _, c := range cases {
		mustFail(t, s, c.line, c.want)
	}
	mustOK(t, s, `{"cmd":"new","seed":3}`)
	cases = []struct{ line, want string }{
		{`{"cmd":"apply"}`, `apply needs "id" (from "legal") or "action" (an action text)`},
		{`{"cmd":"apply","id":0,"action":"pass"}`, `not both`},
		{`{"cmd":"apply","id":99}`, "id 99 is out of range: Rome has 2 legal actions (ids 0-1)"},
		{`{"cmd":"apply","id":-1}`, "id -1 is out of range"},
		{`{"cmd":"apply","id":"0"}`, `"id" must be an integer`},
		{`{"cmd":"apply","action":"move rome"}`, `"move rome" is not a legal action now; Rome must decide: Will Rome play a Major or Minor Campaign card first? (7.3)`},
		{`{"cmd":"apply","action":""}`, "empty action"},
		{`{"cmd":"view"}`, `view needs "side"`},
		{`{"cmd":"view","side":"gaul"}`, `"side" must be rome, carthage or none, not "gaul"`},
		{`{"cmd":"undo"}`, "nothing to undo"},
		{`{"cmd":"resign"}`, `resign needs "side"`},
		{`{"cmd":"resign","side":"none"}`, `"side" must be rome or carthage, not "none"`},
		{`{"cmd":"log","from":-2}`, `"from" must be 0-`},
		{`{"cmd":"dice"}`, `dice needs "dice"`},
		{`{"cmd":"dice","dice":[3,0]}`, "die roll 0 (dice[1]) must be 1-6"},
		{`{"cmd":"dice","dice":3}`, `"dice" must be an array of die rolls, each 1-6, not the number 3`},
		{`{"cmd":"draws","cards":[65]}`, "card 65 (cards[0]) is not a strategy card number 1-64"},
		{`{"cmd":"draws","cards":[5,5]}`, "card 5 is drawn twice"},
		{`{"cmd":"hands","rome":[1,1,1,1,1,1]}`, `hands needs "carthage"`},
		{`{"cmd":"hands","rome":[1],"carthage":[1,1,1,1,1,1]}`, `"rome" must hold 6 counts`},
		{`{"cmd":"hands","rome":[7,0,0,0,0,0],"carthage":[6,0,0,0,0,0]}`, "13 frontal-assault cards dealt in all: the deck has 12"},
	}
	for _, c := range cases {
		mustFail(t, s, c.line, c.want)
	}
	if st := mustOK(t, s, `{"cmd":"status"}`); st["status"].(map[string]any)["actions"] != 0.0 {
		t.Fatalf("failed requests changed the game: %v", st)
	}
}

// TestSessionCommands exercises every command on one game.
func TestSessionCommands(t *testing.T) {
	s := newSession()
	h := mustOK(t, s, `{"cmd":"hello"}`)
	if h.str("engine") != hannibal.EngineVersion {
		t.Errorf("hello: engine %q", h.str("engine"))
	}
	help := mustOK(t, s, `{"cmd":"help"}`)
	if n := len(help["commands"].([]any)); n != len(commands()) {
		t.Errorf("help lists %d commands, the table has %d", n, len(commands()))
	}
	st := mustOK(t, s, `{"cmd":"new","scenario":"218bc","seed":42}`)
	if st.str("status", "toMove") != "rome" || st.str("status", "kind") != "campaign-first" {
		t.Fatalf("new: %v", st)
	}
	// 7.3: Rome is asked first whatever his hand; without a campaign card he can
	// only pass, and then Carthage decides.
	if rl := mustOK(t, s, `{"cmd":"legal"}`); rl.str("side") != "rome" || len(rl["actions"].([]any)) != 1 || rl["actions"].([]any)[0].(map[string]any)["text"] != "pass" {
		t.Fatalf("legal for Rome: %v", rl)
	}
	st = mustOK(t, s, `{"cmd":"apply","action":"pass"}`)
	if st.str("side") != "rome" || st.str("status", "toMove") != "carthage" || st.str("status", "kind") != "first-player" {
		t.Fatalf("Rome's pass: %v", st)
	}
	legal := mustOK(t, s, `{"cmd":"legal"}`)
	acts := legal["actions"].([]any)
	if legal.str("side") != "carthage" || len(acts) != 2 {
		t.Fatalf("legal: %v", legal)
	}
	for i, a := range acts {
		c := a.(map[string]any)
		if c["id"] != float64(i) || c["text"] == "" || c["label"] == "" {
			t.Fatalf("legal action %d: %v", i, c)
		}
	}
	ap := mustOK(t, s, `{"cmd":"apply","action":"first rome"}`)
	if ap.str("side") != "carthage" || ap.str("action") != "first rome" || ap.str("status", "toMove") != "rome" {
		t.Fatalf("apply: %v", ap)
	}
	if lg := ap["log"].([]any); len(lg) == 0 || lg[0].(map[string]any)["rule"] != "7.3" {
		t.Fatalf("apply log: %v", ap["log"])
	}
	// Rome plays a card for PCs, places one, takes it back and places another.
	g := hg(s)
	var pcCard string
	for _, a := range g.Legal(nil) {
		if t := g.ActionText(a); strings.HasPrefix(t, "ops ") && strings.HasSuffix(t, " pc") {
			pcCard = t
			break
		}
	}
	mustOK(t, s, fmt.Sprintf(`{"cmd":"apply","action":%q}`, pcCard))
	before := g.Position()
	mustOK(t, s, `{"cmd":"apply","id":0}`)
	u := mustOK(t, s, `{"cmd":"undo","side":"rome"}`)
	if !strings.HasPrefix(u.str("undone"), "pc ") || g.Position() != before {
		t.Fatalf("undo: %v", u)
	}
	mustFail(t, s, `{"cmd":"undo","side":"carthage"}`, "cannot undo")
	mustOK(t, s, `{"cmd":"apply","id":1}`)

	v := mustOK(t, s, `{"cmd":"view","side":"rome"}`)
	view := v["view"].(map[string]any)
	if view["side"] != "rome" || len(view["hand"].([]any)) == 0 {
		t.Fatalf("view: %v", view["hand"])
	}
	if spect := mustOK(t, s, `{"cmd":"view","side":"none"}`)["view"].(map[string]any); len(spect["hand"].([]any)) != 0 {
		t.Fatal("a spectator's view shows a hand")
	}
	pos := mustOK(t, s, `{"cmd":"position"}`).str("position")
	if pos != g.Position() {
		t.Fatal("position differs from the game's")
	}
	lg := mustOK(t, s, `{"cmd":"log","from":1}`)
	if lg["from"] != 1.0 || int(lg["total"].(float64)) != len(g.Log()) || len(lg["log"].([]any)) != len(g.Log())-1 {
		t.Fatalf("log: total %v from %v, %d lines", lg["total"], lg["from"], len(lg["log"].([]any)))
	}

	// Save, then load the record and the position in a fresh session.
	rec := mustOK(t, s, `{"cmd":"save"}`)["record"]
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec})
	s2 := newSession()
	st2 := mustOK(t, s2, string(b))
	if got := hg(s2).Position(); got != pos || st2.str("status", "toMove") != g.ToMove().Key() {
		t.Fatalf("the loaded record is not the saved game:\n%s\nwant\n%s", got, pos)
	}
	rb, _ := json.Marshal(rec)
	b, _ = json.Marshal(map[string]any{"cmd": "load", "record": string(rb)})
	mustOK(t, s2, string(b))
	b, _ = json.Marshal(map[string]any{"cmd": "load", "position": pos})
	mustOK(t, s2, string(b))
	if hg(s2).Position() != pos {
		t.Fatal("the loaded position is not the saved one")
	}

	r := mustOK(t, s, `{"cmd":"resign","side":"carthage"}`)
	if r.str("status", "winner") != "rome" || r.str("status", "reason") != "the enemy resigned" {
		t.Fatalf("resign: %v", r)
	}
	mustFail(t, s, `{"cmd":"apply","id":0}`, "the game is over")
	if !mustOK(t, s, `{"cmd":"quit"}`)["bye"].(bool) || !s.Done() {
		t.Fatal("quit did not end the session")
	}
}

// TestForcedDice queues dice through the protocol and finds them used and
// recorded with the action that rolled them.
func TestForcedDice(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","seed":9}`)
	d := mustOK(t, s, `{"cmd":"dice","dice":[6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6]}`)
	if d["pendingDice"] != 20.0 {
		t.Fatalf("dice: %v", d)
	}
	var deck []int
	for c := 1; c <= 64 && len(deck) < 2; c++ {
		if hg(s).InDeck(c) {
			deck = append(deck, c)
		}
	}
	mustOK(t, s, fmt.Sprintf(`{"cmd":"draws","cards":[%d,%d]}`, deck[0], deck[1]))
	mustOK(t, s, `{"cmd":"hands","rome":[1,1,1,1,1,1],"carthage":[2,2,2,2,2,2]}`)
	// Play until a die is rolled.
	for i := 0; i < 5000 && hg(s).PendingDice() == 20; i++ {
		if hg(s).Over() {
			t.Fatal("the game ended without a die roll")
		}
		mustOK(t, s, `{"cmd":"apply","id":0}`)
	}
	var rec match.Record
	b, _ := json.Marshal(mustOK(t, s, `{"cmd":"save"}`)["record"])
	json.Unmarshal(b, &rec)
	last := rec.Actions[len(rec.Actions)-1]
	if d := last.Inputs["dice"]; len(d) == 0 || string(d[0]) != "6" {
		t.Fatalf("the action that rolled recorded dice %s", d)
	}
}

// TestServe runs a session over streams: blank lines and comments get no reply,
// a line too long is refused and skipped, and the end of input ends the session.
func TestServe(t *testing.T) {
	long := `{"cmd":"new","scenario":"` + strings.Repeat("x", MaxLine) + `"}`
	in := strings.Join([]string{
		`{"cmd":"hello"}`,
		``,
		`   `,
		`# a comment`,
		long,
		`{"cmd":"new","seed":1}`,
		"{\"cmd\":\"status\"}\r",
		`{"cmd":"quit"}`,
		`{"cmd":"hello"}`,
	}, "\n")
	var out bytes.Buffer
	if err := Serve(testGames(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d replies, want 5 (hello, too long, new, status, quit):\n%s", len(lines), out.String())
	}
	if !strings.Contains(lines[1], "request too long") || !strings.Contains(lines[2], `"ok":true`) || !strings.Contains(lines[4], `"bye":true`) {
		t.Fatalf("replies:\n%s", out.String())
	}
	// A last request without a newline is answered; end of input ends quietly.
	out.Reset()
	if err := Serve(testGames(), strings.NewReader(`{"cmd":"hello"}`), &out); err != nil || !strings.HasPrefix(out.String(), `{"ok":true,"engine"`) {
		t.Fatalf("%v %q", err, out.String())
	}
	out.Reset()
	if err := Serve(testGames(), strings.NewReader(""), &out); err != nil || out.Len() != 0 {
		t.Fatalf("empty input: %v %q", err, out.String())
	}
}

// TestLineReader checks line splitting at the length limit.
func TestLineReader(t *testing.T) {
	in := "abc\n" + strings.Repeat("y", 10) + "\n" + strings.Repeat("z", 11) + "\r\nlast"
	lr := newLineReader(strings.NewReader(in), 10)
	want := []string{"abc", strings.Repeat("y", 10), "!", "last"}
	for _, w := range want {
		got, err := lr.next()
		if w == "!" {
			if err != errLineTooLong {
				t.Fatalf("got %q, %v; want too long", got, err)
			}
			continue
		}
		if err != nil || string(got) != w {
			t.Fatalf("got %q, %v; want %q", got, err, w)
		}
	}
	if _, err := lr.next(); err != io.EOF {
		t.Fatalf("after the last line: %v", err)
	}
}
