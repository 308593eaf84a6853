package server

import (
	"encoding/json"
	"io"
	"log"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
	pwdata "punic/punicwars/data"
	pwtitle "punic/punicwars/title"
	"punic/server/store"
)

// The rules variants and the tutorials through the server's API.

// TestStaticListsRulesAndTutorials: /api/static offers the game's rules
// variants and lists its tutorials from the data.
func TestStaticListsRulesAndTutorials(t *testing.T) {
	e := newEnv(t)
	code, b := e.do("GET", "/api/static", nil)
	if code != 200 {
		t.Fatalf("static: %d %s", code, b)
	}
	var st struct {
		Rules     []map[string]string `json:"rules"`
		Tutorials []struct {
			Key    string `json:"key"`
			Number int    `json:"number"`
			Title  string `json:"title"`
			Goal   string `json:"goal"`
			Player string `json:"player"`
		} `json:"tutorials"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	if r, _ := json.Marshal(st.Rules); string(r) != `[{"key":"2nd","label":"2nd edition (2007)"},{"key":"1st","label":"1st edition"}]` {
		t.Errorf("rules: %s", r)
	}
	d := data.MustDefault()
	if len(st.Tutorials) != len(d.Tutorials) || len(st.Tutorials) != 6 {
		t.Fatalf("tutorials: %+v", st.Tutorials)
	}
	for i, tu := range st.Tutorials {
		want := d.Tutorials[i]
		player := ""
		if want.Tutorial.Player != hannibal.NoSide {
			player = want.Tutorial.Player.Key()
		}
		if tu.Key != want.Key || tu.Key != "tutorial-"+strconv.Itoa(i+1) || tu.Number != i+1 || tu.Title != want.Tutorial.Title ||
			tu.Goal != want.Tutorial.Goal || tu.Player != player {
			t.Errorf("tutorial %d: %+v", i+1, tu)
		}
	}
	if st.Tutorials[0].Player != "rome" || st.Tutorials[1].Player != "carthage" || st.Tutorials[3].Player != "" {
		t.Errorf("players: %+v", st.Tutorials)
	}
}

// TestFirstEditionGame: a game created with "rules":"1st" is played under the
// 1st edition, shows the 1st edition's card events in the hand, and keeps its
// rules across a restart of the server and into its rematch; bad rules are
// refused.
func TestFirstEditionGame(t *testing.T) {
	e := newEnv(t)
	d := data.MustDefault()
	// A seed whose Rome hand holds a card the 1st edition changes.
	var id, tok string
	var s *stateMsg
	changed := 0
	for seed := uint64(1); seed < 40 && changed == 0; seed++ {
		id, _ = e.create(CreateRequest{Mode: ModeAI, Side: SeatRome, Bot: "policy", Rules: "1st", Seed: seedPtr(seed)})
		_, toks := e.create(CreateRequest{Mode: ModeHotseat, Rules: "1st", Seed: seedPtr(seed)})
		tok = toks[SeatBoth]
		s = e.state(tok)
		for _, n := range s.View.Hand {
			if _, eff := hannibal.CardEventUnder(d, "", n); eff != s.Cards[strconv.Itoa(n)].Effect {
				changed++
			}
		}
	}
	if changed == 0 {
		t.Fatal("no seed deals Rome a card the 1st edition changes")
	}
	if s.View.Rules != "1st" {
		t.Fatalf("view rules %q", s.View.Rules)
	}
	for k, c := range s.Cards {
		n, _ := strconv.Atoi(k)
		ev, eff := hannibal.CardEventUnder(d, "1st", n)
		if c.Effect != eff || c.Event != ev.String() {
			t.Errorf("card %d: %s %q, want the 1st edition's %s %q", n, c.Event, c.Effect, ev, eff)
		}
	}
	game := s.Game
	row, _, err := e.st.LoadGame(t.Context(), game)
	if err != nil || row.Rules != "1st" || row.Data != d.FirstEdition.Fingerprint {
		t.Fatalf("stored row: %+v %v", row, err)
	}
	if row, _, _ := e.st.LoadGame(t.Context(), id); row.Rules != "1st" || row.Mode != ModeAI {
		t.Errorf("the AI game's row: %+v", row)
	}
	playRandom(t, e, tok, 40, rand.New(rand.NewPCG(7, 8)), true)
	before := e.state(tok)

	// A new server on the same database: the same 1st-edition game.
	path := e.path
	e.close()
	e2 := openEnv(t, path)
	after := e2.state(tok)
	if after.Notice != "" || after.View.Rules != "1st" || viewJSON(after) != viewJSON(before) {
		t.Fatalf("after the restart: notice %q, rules %q", after.Notice, after.View.Rules)
	}
	playRandom(t, e2, tok, 10, rand.New(rand.NewPCG(9, 10)), false)

	// The rematch is under the same rules.
	cur := e2.state(tok)
	if !cur.View.Over {
		if code, _, eb := e2.post(tok, "resign", "", cur.Version); code != 200 {
			t.Fatalf("resign: %d %+v", code, eb)
		}
	}
	code, b := e2.do("POST", "/api/play/"+tok+"/rematch", nil)
	if code != 200 {
		t.Fatalf("rematch: %d %s", code, b)
	}
	var m map[string]string
	json.Unmarshal(b, &m)
	if r := e2.state(strings.TrimPrefix(m["link"], "/play/")); r.View.Rules != "1st" || r.Game == game {
		t.Errorf("rematch: game %s, rules %q", r.Game, r.View.Rules)
	}

	// The default, and refusals.
	_, toks := e2.create(CreateRequest{Mode: ModeHotseat, Rules: "2nd"})
	if r := e2.state(toks[SeatBoth]); r.View.Rules != "" {
		t.Errorf("2nd: view rules %q", r.View.Rules)
	}
	code, b = e2.do("POST", "/api/games", CreateRequest{Mode: ModeHotseat, Rules: "3rd"})
	if code != 400 || !strings.Contains(string(b), `unknown rules \"3rd\" (choose 2nd or 1st)`) {
		t.Errorf("rules 3rd: %d %s", code, b)
	}
}

// TestTutorialLessonInState: a tutorial game's state carries its lesson.
func TestTutorialLessonInState(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeAI, Side: SeatRome, Bot: "policy", Scenario: "tutorial-1"})
	s := e.state(toks[SeatRome])
	if l := s.View.Lesson; l == nil || l.Tutorial != 1 || l.Step != 1 || l.Player != "rome" {
		t.Fatalf("lesson: %+v", s.View.Lesson)
	}
}

// TestStaticWithoutRulesOrTutorials: a server of The Punic Wars offers no
// rules choice and lists no tutorials, and refuses a rules variant.
func TestStaticWithoutRulesOrTutorials(t *testing.T) {
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(Options{Store: st, Rules: pwtitle.Of(pwdata.MustDefault()), Logger: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv)
	defer hs.Close()
	resp, err := http.Get(hs.URL + "/api/static")
	if err != nil {
		t.Fatal(err)
	}
	var facts map[string]json.RawMessage
	err = json.NewDecoder(resp.Body).Decode(&facts)
	resp.Body.Close()
	if err != nil || string(facts["rules"]) != "[]" || string(facts["tutorials"]) != "[]" {
		t.Fatalf("static: rules %s, tutorials %s (%v)", facts["rules"], facts["tutorials"], err)
	}
	resp, err = http.Post(hs.URL+"/api/games", "application/json", strings.NewReader(`{"mode":"hotseat","rules":"1st"}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 400 || !strings.Contains(string(b), "offers no rules options") {
		t.Errorf("create with rules: %d %s", resp.StatusCode, b)
	}
}
