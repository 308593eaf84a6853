package protocol

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/punicwars"
	pwtitle "punic/punicwars/title"
)

// The Punic Wars through the protocol, as a program playing it sees it.

func pw(s *Session) *punicwars.Game {
	g, _ := pwtitle.Game(s.Match().Game())
	return g
}

// pwChoose picks an action id from a "legal" reply: at random, but before
// Game-Turn end it never offers to end the war and declines an offer, and from
// it on it offers and accepts (18.1).
func pwChoose(t *testing.T, s *Session, r *rand.Rand, end int) int {
	t.Helper()
	legal := mustOK(t, s, `{"cmd":"legal"}`)
	late := pw(s).Turn() >= end
	var ids []int
	for _, a := range legal["actions"].([]any) {
		c := a.(map[string]any)
		id, text := int(c["id"].(float64)), c["text"].(string)
		agree := text == "offer end" || text == "accept"
		if late && agree {
			return id
		}
		if !agree {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		t.Fatalf("no action to choose in %v", legal)
	}
	return ids[r.IntN(len(ids))]
}

// TestPunicWarsHello: hello lists both games, The Punic Wars with its three
// scenarios, the second the default, and its inputs.
func TestPunicWarsHello(t *testing.T) {
	h := mustOK(t, newSession(), `{"cmd":"hello"}`)
	names := map[string]map[string]any{}
	for _, g := range h["games"].([]any) {
		gi := g.(map[string]any)
		names[gi["name"].(string)] = gi
	}
	if names["hannibal"] == nil || names["punicwars"] == nil {
		t.Fatalf("hello lists %v", h["games"])
	}
	p := names["punicwars"]
	b, _ := json.Marshal([]any{p["scenarios"], p["defaultScenario"], p["inputs"], p["sides"], p["engine"]})
	if want := `[["first","second","third"],"second",["dice","picks"],["rome","carthage"],"` + punicwars.EngineVersion + `"]`; string(b) != want {
		t.Fatalf("punicwars in hello: %s, want %s", b, want)
	}
}

// TestPunicWarsScenarios plays a game of each scenario to its end through the
// protocol (an agreed end from Game-Turn 3, or an automatic victory before),
// takes back an action on the way, and loads the saved record in a new session:
// the same final state.
func TestPunicWarsScenarios(t *testing.T) {
	for i, sc := range []string{"first", "second", "third"} {
		s := newSession()
		st := mustOK(t, s, fmt.Sprintf(`{"cmd":"new","game":"punicwars","scenario":%q,"seed":%d}`, sc, 10+i))
		if st.str("status", "game") != "punicwars" || st.str("status", "scenario") != sc || !strings.HasSuffix(st.str("status", "years"), "BC, set-up") {
			t.Fatalf("new %s: %v", sc, st)
		}
		r := rand.New(rand.NewPCG(uint64(i), 3))
		undone := false
		for steps := 0; !pw(s).Over(); steps++ {
			if steps > 20000 {
				t.Fatalf("%s: no end after %d actions", sc, steps)
			}
			before := pw(s).Position()
			side := mustOK(t, s, `{"cmd":"status"}`).str("status", "toMove")
			id := pwChoose(t, s, r, 3)
			ap := mustOK(t, s, fmt.Sprintf(`{"cmd":"apply","id":%d}`, id))
			if ap.str("side") != side {
				t.Fatalf("apply: %v", ap)
			}
			if !undone && !pw(s).Over() && pw(s).Turn() >= 1 {
				if u := send(t, s, fmt.Sprintf(`{"cmd":"undo","side":%q}`, side)); u.ok() {
					undone = true
					if u.str("undone") != ap.str("action") || pw(s).Position() != before {
						t.Fatalf("undo %v does not restore the position", u)
					}
					mustOK(t, s, fmt.Sprintf(`{"cmd":"apply","action":%q}`, ap.str("action")))
				}
			}
		}
		if !undone {
			t.Fatalf("%s: no action could be undone", sc)
		}
		st = mustOK(t, s, `{"cmd":"status"}`)
		over, winner, reason := pw(s).Outcome()
		if !over || st["status"].(map[string]any)["over"] != true || st.str("status", "reason") != reason || st.str("status", "winner") != winner.Key() && winner != punicwars.NoSide {
			t.Fatalf("%s: status %v, outcome %v %v %q", sc, st, over, winner, reason)
		}
		if !strings.Contains(reason, "agreement") && !strings.Contains(reason, "Automatic") {
			t.Fatalf("%s: the game ended by %q", sc, reason)
		}
		mustFail(t, s, `{"cmd":"apply","id":0}`, "the game is over")
		rec := mustOK(t, s, `{"cmd":"save"}`)["record"]
		if rec.(map[string]any)["game"] != "punicwars" {
			t.Fatalf("the record names game %v", rec.(map[string]any)["game"])
		}
		b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec})
		s2 := newSession()
		mustOK(t, s2, string(b))
		if pw(s2).Position() != pw(s).Position() {
			t.Fatalf("%s: the loaded record is not the saved game", sc)
		}
	}
}

// TestPunicWarsPositionAndRefusal: a position taken in the middle of a game
// loads back to the same state; an illegal action is refused with its case.
func TestPunicWarsPositionAndRefusal(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","game":"punicwars","seed":4}`)
	r := mustFail(t, s, `{"cmd":"apply","action":"deploy 0101"}`, "rule 19.0")
	if r.str("rule") != "19.0" {
		t.Fatalf("refusal: %v", r)
	}
	rnd := rand.New(rand.NewPCG(4, 4))
	for pw(s).Turn() < 2 {
		mustOK(t, s, fmt.Sprintf(`{"cmd":"apply","id":%d}`, pwChoose(t, s, rnd, 99)))
	}
	pos := mustOK(t, s, `{"cmd":"position"}`).str("position")
	b, _ := json.Marshal(map[string]any{"cmd": "load", "game": "punicwars", "position": pos, "seed": 1})
	s2 := newSession()
	st := mustOK(t, s2, string(b))
	if pw(s2).Position() != pos || st.str("status", "game") != "punicwars" {
		t.Fatal("the loaded position is not the saved one")
	}
	v := mustOK(t, s2, `{"cmd":"view","side":"carthage"}`)["view"].(map[string]any)
	if v["side"] != "carthage" || v["scenario"] != "second" {
		t.Fatalf("view: %v", v)
	}
}

// TestPunicWarsReferee: in a referee game the protocol asks for each die and
// each leader drawn from the cup, refuses a value that does not fit, and goes
// on with the table's.
func TestPunicWarsReferee(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","game":"punicwars","scenario":"second","seed":6,"referee":true}`)
	mustFail(t, s, `{"cmd":"picks","picks":["C"]}`, "asks the table for nothing now")
	r := rand.New(rand.NewPCG(6, 6))
	asked := map[string]int{}
	for steps := 0; !pw(s).Over() && steps < 20000; steps++ {
		line := fmt.Sprintf(`{"cmd":"apply","id":%d}`, pwChoose(t, s, r, 4))
		for rep := send(t, s, line); !rep.ok(); rep = send(t, s, line) {
			switch need := rep.str("need"); need {
			case "dice":
				asked["for "+rep.str("for")]++
				mustFail(t, s, `{"cmd":"dice","dice":[7]}`, "must be 1-6")
				mustOK(t, s, fmt.Sprintf(`{"cmd":"dice","dice":[%d]}`, 1+r.IntN(6)))
			case "pick":
				opts := rep.options()
				mustFail(t, s, `{"cmd":"picks","picks":["Z"]}`, "not in the cup")
				mustOK(t, s, fmt.Sprintf(`{"cmd":"picks","picks":[%q]}`, opts[len(opts)-1]))
			default:
				t.Fatalf("%s: %v", line, rep)
			}
			asked[rep.str("need")]++
		}
	}
	if asked["for "] > 0 {
		t.Errorf("a die asked for without saying what for: %v", asked)
	}
	if asked["dice"] == 0 || asked["pick"] == 0 || !pw(s).Over() {
		t.Fatalf("asked %v; over %v", asked, pw(s).Over())
	}
	rec := mustOK(t, s, `{"cmd":"save"}`)["record"].(map[string]any)
	if rec["referee"] != true {
		t.Fatal("the record is not a referee game's")
	}
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec})
	s2 := newSession()
	mustOK(t, s2, string(b))
	if pw(s2).Position() != pw(s).Position() {
		t.Fatal("the referee record does not replay to the same game")
	}
}

// TestPunicWarsQueueChecked: outside referee mode a leader queued for the cup
// must be a Roman leader's letter; status shows the queue and clear empties it.
func TestPunicWarsQueueChecked(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","game":"punicwars","scenario":"second","seed":6}`)
	mustFail(t, s, `{"cmd":"picks","picks":["Z"]}`, `picks: "Z" is the letter of no Roman leader (`)
	mustOK(t, s, `{"cmd":"picks","picks":["c"]}`)
	mustOK(t, s, `{"cmd":"dice","dice":[3]}`)
	if q := mustOK(t, s, `{"cmd":"status"}`)["status"].(map[string]any)["queued"]; fmt.Sprint(q) != "map[dice:[3] picks:[C]]" {
		t.Fatalf("status.queued: %v", q)
	}
	c := mustOK(t, s, `{"cmd":"clear"}`)
	if fmt.Sprint(c["cleared"]) != "map[dice:[3] picks:[C]]" || c["status"].(map[string]any)["queued"] != nil {
		t.Fatalf("clear: %v", c)
	}
}
