package protocol

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

// needOf checks that a reply asks the table for what, and returns it.
func needOf(t *testing.T, r reply, what string) reply {
	t.Helper()
	if r.ok() || r.str("need") != what || r.str("prompt") == "" || r.str("error") == "" {
		t.Fatalf("want a need for %s, got %v", what, r)
	}
	return r
}

func (r reply) count() int {
	n, _ := r["count"].(float64)
	return int(n)
}

func (r reply) options() []string {
	var out []string
	for _, o := range r["options"].([]any) {
		out = append(out, o.(string))
	}
	return out
}

var handSizes = regexp.MustCompile(`Rome draws (\d+), Carthage (\d+)`)

// supply answers a need reply the simple way: dice of 6, the first cards of the
// deck, hands of the sizes asked, the first option drawn. It returns the kind.
func supply(t *testing.T, s *Session, r reply) string {
	t.Helper()
	what := r.str("need")
	switch what {
	case "dice":
		mustOK(t, s, `{"cmd":"dice","dice":[6]}`)
	case "draw":
		b, _ := json.Marshal(r.options()[:r.count()])
		cards := strings.ReplaceAll(string(b), `"`, "")
		if rem := mustOK(t, s, `{"cmd":"draws","cards":`+cards+`}`); rem["remaining"] != 0.0 {
			t.Fatalf("draws: %v", rem)
		}
	case "hands":
		m := handSizes.FindStringSubmatch(r.str("prompt"))
		if m == nil {
			t.Fatalf("hands prompt %q", r.str("prompt"))
		}
		var h [2][6]int
		left := [6]int{12, 9, 9, 8, 6, 4}
		for side := range h {
			n, _ := strconv.Atoi(m[side+1])
			for k, ty := 0, 0; k < n; ty++ {
				if left[ty%6] > 0 {
					left[ty%6]--
					h[side][ty%6]++
					k++
				}
			}
		}
		b, _ := json.Marshal(map[string]any{"cmd": "hands", "rome": h[0], "carthage": h[1]})
		mustOK(t, s, string(b))
	case "pick":
		b, _ := json.Marshal(map[string]any{"cmd": "picks", "picks": r.options()[:1]})
		mustOK(t, s, string(b))
	default:
		t.Fatalf("not a need: %v", r)
	}
	return what
}

// drive sends a request and answers the table until it succeeds; it returns the
// kinds asked for.
func drive(t *testing.T, s *Session, line string) []string {
	t.Helper()
	var asked []string
	for i := 0; ; i++ {
		r := send(t, s, line)
		if r.ok() {
			return asked
		}
		if r.str("need") == "" || i > 60 {
			t.Fatalf("%s: %s", line, r.str("error"))
		}
		asked = append(asked, supply(t, s, r))
	}
}

func apply(text string) string {
	b, _ := json.Marshal(map[string]any{"cmd": "apply", "action": text})
	return string(b)
}

// TestRefereeSession plays a referee game through the protocol: the first deal in
// two parts with mistakes, Rome's counter-event window before a mountain pass
// whose die is asked when Rome passes, card 9's blind draw,
// the consul election and turn 2's deal; then saves and loads it.
func TestRefereeSession(t *testing.T) {
	s := newSession()
	r := needOf(t, send(t, s, `{"cmd":"new","seed":5,"referee":true}`), "draw")
	if r.count() != 14 || len(r.options()) != 64 || !strings.HasPrefix(r.str("prompt"), "Deal for turn 1 (7.1)") {
		t.Fatalf("new: %v", r)
	}
	if st := mustOK(t, s, `{"cmd":"status"}`); st.str("status", "kind") != "table" || st.str("status", "toMove") != "none" {
		t.Fatalf("status while waiting: %v", st)
	}
	if l := mustOK(t, s, `{"cmd":"legal"}`); l.str("kind") != "table" || len(l["actions"].([]any)) != 0 {
		t.Fatalf("legal while waiting: %v", l)
	}
	needOf(t, mustFail(t, s, `{"cmd":"apply","id":0}`, `the game waits for the table before its first decision; queue what it needs, then send "advance": Deal for turn 1`), "draw")
	for _, c := range []struct{ line, want string }{
		{`{"cmd":"picks","picks":["3"]}`, `picks: the game asks for the strategy cards drawn now, not a random pick (send "draws")`},
		{`{"cmd":"hands","rome":[1,0,0,0,0,0],"carthage":[1,0,0,0,0,0]}`, "hands: the game asks for the strategy cards drawn now, not the battle hands"},
		{`{"cmd":"draws","cards":[1,1]}`, "card 1 is drawn twice"},
		{`{"cmd":"draws","cards":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]}`, "draws: the deal needs 14 more, not 15"},
		{`{"cmd":"picks","picks":[{}]}`, `"picks" must be an array of what was drawn at random`},
	} {
		mustFail(t, s, c.line, c.want)
	}
	if d := mustOK(t, s, `{"cmd":"draws","cards":[1,9,2,33,3,34]}`); d["remaining"] != 8.0 {
		t.Fatalf("draws: %v", d)
	}
	mustFail(t, s, `{"cmd":"draws","cards":[1]}`, "draws: card 1 (Corsica and Sardinia Revolt) is not in the deck")
	r = needOf(t, send(t, s, `{"cmd":"advance"}`), "draw")
	if r.count() != 8 || len(r.options()) != 58 || !strings.Contains(r.str("prompt"), "(6 entered, 8 to go)") {
		t.Fatalf("advance with 6 cards of 14: %v", r)
	}
	mustOK(t, s, `{"cmd":"draws","cards":[4,35,5,36,6,37,7,38]}`)
	mustFail(t, s, `{"cmd":"draws","cards":[8]}`, "draws: what the table was asked for is given")
	adv := mustOK(t, s, `{"cmd":"advance"}`)
	// 7.3: after the deal, Rome is asked whether he plays a campaign card first,
	// whatever his hand.
	if adv.str("status", "toMove") != "rome" || adv.str("status", "kind") != "campaign-first" || len(adv["log"].([]any)) == 0 {
		t.Fatalf("advance: %v", adv)
	}
	mustFail(t, s, `{"cmd":"advance"}`, "nothing to advance")
	if got := hg(s).Hand(hannibal.Carthage); fmt.Sprint(got) != "[9 33 34 35 36 37 38]" {
		t.Fatalf("Carthage holds %v", got)
	}

	// Hannibal crosses the Pyrenees with his 4th MP: Rome first gets a
	// counter-event window (Bad Weather, 8.4), opened whatever Rome holds, and
	// the die for the crossing's attrition is asked when Rome passes.
	for _, a := range []string{"pass", "first carthage", "ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "move ilerda"} {
		mustOK(t, s, apply(a))
	}
	mv := mustOK(t, s, apply("move tolosa"))
	if mv.str("status", "kind") != "counter-event" || mv.str("status", "toMove") != "rome" || strings.Contains(fmt.Sprint(mv["log"]), "attrition") {
		t.Fatalf("move tolosa: want Rome's counter-event window before any roll, got %v", mv)
	}
	before := hg(s).Position()
	r = needOf(t, send(t, s, apply("pass")), "dice")
	if r.count() != 1 || r.str("prompt") != "Roll a die and enter it" || hg(s).Position() != before {
		t.Fatalf("Rome's pass: %v", r)
	}
	mustFail(t, s, `{"cmd":"picks","picks":["3"]}`, `picks: the game asks for dice now, not a random pick (send "dice")`)
	mustFail(t, s, `{"cmd":"dice","dice":[7]}`, "die roll 7 (dice[0]) must be 1-6")
	mustOK(t, s, `{"cmd":"dice","dice":[6]}`)
	ap := mustOK(t, s, apply("pass"))
	if ap.str("side") != "rome" || !strings.Contains(fmt.Sprint(ap["log"]), "attrition roll 6") {
		t.Fatalf("the die was not used: %v", ap)
	}

	// Play on to turn 2's deal, Carthage playing card 9's event when it can.
	picks, deals := 0, 0
	for i := 0; i < 300 && deals == 0; i++ {
		g := hg(s)
		legal := g.Legal(nil)
		choice, rank := g.ActionText(legal[0]), 3
		for _, a := range legal {
			t := g.ActionText(a)
			for k, ok := range []bool{t == "event 9", t == "pass", strings.HasPrefix(t, "ops ") && strings.HasSuffix(t, " pc")} {
				if ok && k < rank {
					choice, rank = t, k
				}
			}
		}
		if choice == "event 9" {
			r := needOf(t, send(t, s, apply(choice)), "pick")
			if !strings.HasPrefix(r.str("prompt"), "Draw one card at random from Rome's hand") {
				t.Fatalf("event 9: %v", r)
			}
			mustFail(t, s, `{"cmd":"picks","picks":["40"]}`, `picks: "40" is not one of `)
			mustFail(t, s, `{"cmd":"picks","picks":["2","3"]}`, "picks: give the 1 value drawn, not 2")
			// A pick queued by other means that does not fit is dropped.
			hg(s).ForcePicks("40")
			r = needOf(t, send(t, s, apply(choice)), "pick")
			if !strings.HasPrefix(r.str("error"), "a pick queued earlier no longer fits, so the inputs queued were dropped: Draw one card") || len(r.options()) == 0 {
				t.Fatalf("a stale pick: %v", r)
			}
			card, _ := strconv.Atoi(r.options()[0])
			mustOK(t, s, fmt.Sprintf(`{"cmd":"picks","picks":[%d]}`, card))
			mustFail(t, s, `{"cmd":"picks","picks":["3"]}`, "picks: what the table was asked for is given")
			picks++
		}
		for _, k := range drive(t, s, apply(choice)) {
			switch k {
			case "pick":
				picks++
			case "draw":
				deals++
			}
		}
	}
	if picks < 3 || deals != 1 || hg(s).Turn() != 2 {
		t.Fatalf("%d picks and %d deals by turn %d", picks, deals, hg(s).Turn())
	}

	// Save and load: the same game, still refereed.
	saved := mustOK(t, s, `{"cmd":"save"}`)["record"]
	rec := saved.(map[string]any)
	if rec["referee"] != true || len(rec["start"].(map[string]any)["draws"].([]any)) != 14 {
		t.Fatalf("the record lost the referee mode or the first deal: %v", rec["start"])
	}
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": saved})
	s2 := newSession()
	mustOK(t, s2, string(b))
	if hg(s2).Position() != hg(s).Position() || !hg(s2).Referee() {
		t.Fatal("the loaded referee game differs from the saved one")
	}
	mustFail(t, s2, `{"cmd":"load","record":{},"referee":true}`, `"referee" goes with "position"`)
}

// TestRefereeStartSaved saves a referee game before its first deal and loads it:
// it waits for the deal again.
func TestRefereeStartSaved(t *testing.T) {
	s := newSession()
	needOf(t, send(t, s, `{"cmd":"new","seed":2,"referee":true}`), "draw")
	saved := mustOK(t, s, `{"cmd":"save"}`)["record"]
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": saved})
	s2 := newSession()
	if r := needOf(t, send(t, s2, string(b)), "draw"); r.count() != 14 {
		t.Fatalf("load: %v", r)
	}
	drive(t, s2, `{"cmd":"advance"}`)
	// After its deal the game goes on with 7.3's question, put to Rome whatever
	// his hand.
	if d := hg(s2).Decision(); hg(s2).ToMove() != hannibal.Rome || d.Kind != "campaign-first" {
		t.Fatal("the loaded game did not go on after its deal")
	}
}

// battlePosition is 218 BC after a deal of Rome 1-7 and Carthage 33-39, Carthage
// to play first, with P. Scipio's army moved from Rome to Dertosa.
func battlePosition(t *testing.T) string {
	t.Helper()
	m, _ := match.New(title.Of(data.MustDefault()), game.Options{Seed: 1, Referee: true})
	g, _ := title.Game(m.Game())
	for i := 0; i < 7; i++ {
		g.ForceDraws(1+i, 33+i)
	}
	if err := m.Advance(); err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"pass", "first carthage"} { // 7.3: Rome is asked first
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	pos = strings.Replace(pos, "general p-scipio: rome command consul", "general p-scipio: dertosa command consul", 1)
	return strings.Replace(pos, "units rome: rome 8", "units dertosa: rome 8", 1)
}

// TestRefereeBattle loads a position as a referee game: Hannibal attacks P.
// Scipio, both sides pass their counter-event windows at the battle's start, and
// the battle's hands are asked of the table and checked.
func TestRefereeBattle(t *testing.T) {
	s := newSession()
	b, _ := json.Marshal(map[string]any{"cmd": "load", "position": battlePosition(t), "seed": 3, "referee": true})
	mustOK(t, s, string(b))
	// Rome's reaction, then both sides' counter-event windows at the battle's start
	// (8.4), opened whatever their hands hold.
	for _, a := range []string{"ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "pass"} {
		mustOK(t, s, apply(a))
	}
	for _, side := range []string{"carthage", "rome"} {
		if st := mustOK(t, s, `{"cmd":"status"}`); st.str("status", "kind") != "counter-event" || st.str("status", "toMove") != side {
			t.Fatalf("want %s's counter-event window at the battle's start: %v", side, st)
		}
		mustOK(t, s, apply("pass"))
	}
	mustFail(t, s, `{"cmd":"hands","rome":[10,0,0,0,0,0],"carthage":[2,9,6,0,0,0]}`, "hands: the game asks the table for nothing now")
	r := needOf(t, send(t, s, apply("pass")), "hands")
	if r.str("prompt") != "Deal the battle cards: Rome draws 10, Carthage 17; enter both hands" {
		t.Fatalf("hands: %v", r)
	}
	mustFail(t, s, `{"cmd":"hands","rome":[6,0,0,0,0,0],"carthage":[2,9,6,0,0,0]}`, "hands: Rome is dealt 10 battle cards, not 6")
	mustFail(t, s, `{"cmd":"dice","dice":[]}`, `dice needs "dice"`)
	mustOK(t, s, `{"cmd":"hands","rome":[10,0,0,0,0,0],"carthage":[2,9,6,0,0,0]}`)
	mustFail(t, s, `{"cmd":"hands","rome":[10,0,0,0,0,0],"carthage":[2,9,6,0,0,0]}`, "hands: what the table was asked for is given")
	ap := mustOK(t, s, apply("pass"))
	if !strings.Contains(fmt.Sprint(ap["log"]), "Battle cards dealt: Rome 10, Carthage 17") {
		t.Fatalf("the hands were not dealt: %v", ap["log"])
	}
	saved := mustOK(t, s, `{"cmd":"save"}`)["record"]
	b, _ = json.Marshal(map[string]any{"cmd": "load", "record": saved})
	s2 := newSession()
	mustOK(t, s2, string(b))
	if hg(s2).Position() != hg(s).Position() || !hg(s2).Referee() {
		t.Fatal("the loaded battle differs from the saved one or is no longer refereed")
	}
}
