package server

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

var leakGames = flag.Int("leak-games", 2, "random games the leak test plays through the API")

// secrets is what one side must never be sent at some moment of a game: byte
// strings that would appear in a message only if the opponent's hidden
// information (hand, battle cards, the deck's order, the seed) were in it.
type secrets struct {
	side    hannibal.Side
	needles []needle
	battle  bool // the opponent held battle cards the side may not know
}

type needle struct {
	what  string
	bytes []byte
}

func (s *secrets) add(what string, b []byte) {
	if len(b) > 0 {
		s.needles = append(s.needles, needle{what, b})
	}
}

// jsonText is how a string appears inside a JSON message (without its quotes).
func jsonText(s string) []byte {
	b := encodeJSON(s)
	return b[1 : len(b)-1]
}

// secretsOf lists, for side, the opponent's hidden information in game G.
func secretsOf(G *hannibal.Game, side hannibal.Side, seed uint64) *secrets {
	d := G.Data()
	opp := side.Other()
	s := &secrets{side: side}
	hand := G.Hand(opp)
	// What side may see: its view, the texts of the cards it shows (its hand, the
	// discard pile, removed cards, cards by the map), the log and its own choices.
	v := G.View(side)
	visible := map[string]bool{} // effect texts
	var public strings.Builder
	public.Write(encodeJSON(v))
	for _, list := range [][]int{v.Hand, v.Discard, v.Removed, v.ByMap} {
		for _, n := range list {
			visible[d.Cards[n-1].Effect] = true
			public.WriteString(d.Cards[n-1].Title + "\n" + d.Cards[n-1].Effect + "\n")
		}
	}
	for _, l := range G.Log() {
		public.WriteString(l.Text + "\n")
	}
	if G.ToMove() == side {
		for _, a := range G.Legal(nil) {
			public.WriteString(G.ActionLabel(a) + "\n")
		}
	}
	if len(hand) > 0 {
		s.add("the opponent's hand as a view shows it", append([]byte(`"hand":`), encodeJSON(hand)...))
	}
	for _, n := range hand {
		c := &d.Cards[n-1]
		if !visible[c.Effect] {
			s.add(fmt.Sprintf("the effect of card %d in the opponent's hand", n), jsonText(c.Effect))
		}
		if !strings.Contains(public.String(), c.Title) {
			s.add(fmt.Sprintf("the title of card %d in the opponent's hand", n), jsonText(c.Title))
		}
		for _, f := range []string{`"ops %d `, `"event %d"`, `"discard %d"`, `"card %d"`} {
			s.add(fmt.Sprintf("an action on card %d in the opponent's hand", n), fmt.Appendf(nil, f, n))
		}
	}
	if b, ok := G.Battle(); ok {
		mine, theirs := b.Hand[side][:], b.Hand[opp][:]
		if !equalInts(mine, theirs) && sum(theirs) > 0 {
			s.add("the opponent's battle cards", append([]byte(`"myCards":`), encodeJSON(theirs)...))
			s.battle = true
		}
	}
	if deck := deckOrder(G); len(deck) >= 3 {
		s.add("the deck's order (JSON)", encodeJSON(deck))
		s.add("the deck's order (list)", []byte(strings.Trim(strings.Join(strings.Fields(fmt.Sprint(deck)), ","), "[]")))
		s.add("the deck's order (position)", []byte("deck: "+strings.Trim(fmt.Sprint(deck), "[]")))
	}
	if !G.Over() {
		s.add("the seed", []byte(strconv.FormatUint(seed, 10))) // revealed at the end (dice.go)
	}
	s.add("a position text", []byte("m rng"))
	return s
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// deckOrder reads the deck, top card first, from the position text.
func deckOrder(G *hannibal.Game) []int {
	for _, line := range strings.Split(G.Position(), "\n") {
		if rest, ok := strings.CutPrefix(line, "deck:"); ok {
			var out []int
			for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' }) {
				if n, err := strconv.Atoi(f); err == nil {
					out = append(out, n)
				}
			}
			return out
		}
	}
	return nil
}

// check reports the first secret found in a raw message.
func (s *secrets) check(raw []byte) string {
	for _, n := range s.needles {
		if bytes.Contains(raw, n.bytes) {
			return n.what
		}
	}
	return ""
}

// received is one raw message a seat got, with the version it was built at.
type received struct {
	seat string
	raw  []byte
}

// TestNoHiddenInformationLeaks plays random online games through the WebSocket
// API, with undos, history requests, stale and illegal actions and HTTP reads
// mixed in, and checks the raw bytes of every message each seat receives: none may
// contain the opponent's hand, battle cards, the deck's order or the seed.
func TestNoHiddenInformationLeaks(t *testing.T) {
	games := *leakGames
	if testing.Short() {
		games = 1
	}
	var st leakStats
	var mu sync.Mutex
	t.Run("games", func(t *testing.T) {
		for gi := 0; gi < games; gi++ {
			seed := 0x5eed0000_00000000 | uint64(gi*7919+13)
			t.Run(fmt.Sprint(seed), func(t *testing.T) {
				t.Parallel()
				var one leakStats
				playLeakGame(t, seed, rand.New(rand.NewPCG(seed, 77)), &one)
				mu.Lock()
				defer mu.Unlock()
				st.actions += one.actions
				st.checked += one.checked
				st.battle += one.battle
				st.history += one.history
				st.errors += one.errors
			})
		}
	})
	t.Logf("%d games, %d actions, %d raw messages checked (%d during battles, %d histories, %d errors)",
		games, st.actions, st.checked, st.battle, st.history, st.errors)
	if st.battle == 0 || st.history == 0 || st.errors == 0 {
		t.Fatalf("the random games should include battles, history views and refusals: %+v", st)
	}
}

// leakStats counts what the leak test checked.
type leakStats struct {
	actions, checked, battle, history, errors int
}

func playLeakGame(t *testing.T, seed uint64, r *rand.Rand, st *leakStats) {
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: &seed})
	conns := map[string]*wsConn{SeatRome: e.dial(toks[SeatRome]), SeatCarthage: e.dial(toks[SeatCarthage])}
	conns[SeatRome].stateAt(0)
	g, _ := e.srv.loaded(id)
	truth := map[int64]map[string]*secrets{} // version -> seat -> secrets
	snap := func(v int64) {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.row.Version != v {
			t.Fatalf("the game is at version %d, expected %d", g.row.Version, v)
		}
		truth[v] = map[string]*secrets{
			SeatRome:     secretsOf(hgame(g.m), hannibal.Rome, seed),
			SeatCarthage: secretsOf(hgame(g.m), hannibal.Carthage, seed),
		}
	}
	var httpRaw []received
	v := int64(0)
	for steps := 0; steps < 3000; steps++ {
		s := conns[SeatRome].stateAt(v)
		conns[SeatCarthage].stateAt(v)
		snap(v)
		if s.View.Over {
			break
		}
		seat := s.View.Decision.Side
		me := conns[seat]
		cur := me.cur
		if len(cur.Legal) == 0 {
			t.Fatalf("version %d: %s decides but has no legal action", v, seat)
		}
		switch x := r.IntN(100); {
		case x < 2:
			me.send(ClientMsg{T: "history", At: r.IntN(cur.Moves + 1)})
			me.until("history", nil)
		case x < 3:
			me.send(ClientMsg{T: "action", Action: cur.Legal[0].Action, Version: v - 1})
			me.until("error", nil)
		case x < 4:
			me.send(ClientMsg{T: "action", Action: "event 1", Version: v})
			me.until("error", nil)
		case x < 6:
			for _, st := range []string{SeatRome, SeatCarthage} {
				code, b := e.do("GET", "/api/play/"+toks[st], nil)
				if code != 200 {
					t.Fatal(code)
				}
				httpRaw = append(httpRaw, received{st, b})
			}
		}
		if cur.CanUndo && r.IntN(4) == 0 {
			me.send(ClientMsg{T: "undo", Version: v})
		} else {
			me.send(ClientMsg{T: "action", Action: pickAggressive(cur.Legal, r), Version: v})
			st.actions++
		}
		v++
	}
	// Both seats got every state; now check every raw byte they received.
	g.mu.Lock()
	rec := g.m.Record()
	g.mu.Unlock()
	for seat, c := range conns {
		for _, raw := range c.raw {
			leakCheck(t, e.srv.def.rules.(*title.Rules).Data(), seat, raw, truth, rec, seed, st)
		}
	}
	for _, h := range httpRaw {
		leakCheck(t, e.srv.def.rules.(*title.Rules).Data(), h.seat, h.raw, truth, rec, seed, st)
	}
	// The checker finds a hand when it is there: each seat's own messages hold
	// its own hand, so checking them against the other seat's secrets must fail.
	own := conns[SeatRome].raw[0]
	var first struct{ Version int64 }
	json.Unmarshal(own, &first)
	if truth[first.Version][SeatCarthage].check(own) == "" {
		t.Fatal("the leak checker does not see Rome's hand in Rome's own message")
	}
}

// leakCheck checks one raw message of a seat against the secrets of the moment it
// describes.
func leakCheck(t *testing.T, d *data.Data, seat string, raw []byte, truth map[int64]map[string]*secrets, rec match.Record, seed uint64, st *leakStats) {
	t.Helper()
	var head struct {
		T       string `json:"t"`
		Version int64  `json:"version"`
		At      int    `json:"at"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		t.Fatal(err)
	}
	var sec *secrets
	switch head.T {
	case "state", "delta", "error":
		sec = truth[head.Version][seat]
	case "history":
		// The history shows the seat's view after the first At recorded actions:
		// replay them to know what was hidden then. (The record is the final one;
		// steps undone later were never asked for after their undo.)
		r := rec
		if head.At > len(r.Actions) {
			return
		}
		r.Actions = r.Actions[:head.At]
		r.Result = nil
		m, err := match.Replay(title.Of(d), &r)
		if err != nil {
			t.Fatal(err)
		}
		sec = secretsOf(hgame(m), hannibalSide(seat), seed)
	default:
		t.Fatalf("unexpected message %s", raw)
	}
	if sec == nil {
		t.Fatalf("no truth for version %d", head.Version)
	}
	st.checked++
	switch {
	case head.T == "history":
		st.history++
	case head.T == "error":
		st.errors++
	case sec.battle:
		st.battle++
	}
	if what := sec.check(raw); what != "" {
		t.Fatalf("%s was sent %s:\n%s", seat, what, raw)
	}
}

// pickAggressive chooses a random legal action, preferring those that lead to
// battles (moves, interceptions, attacks, battle cards), so that the random games
// fight often.
func pickAggressive(legal []title.Choice, r *rand.Rand) string {
	var hot []string
	for _, c := range legal {
		f := strings.Fields(c.Action)
		switch {
		case f[0] == "ops" && len(f) > 2 && f[2] == "move", f[0] == "move" && r.IntN(3) == 0,
			f[0] == "intercept", f[0] == "attack", f[0] == "fight", f[0] == "bc", f[0] == "pursue", f[0] == "sortie":
			hot = append(hot, c.Action)
		}
	}
	if len(hot) > 0 && r.IntN(10) < 8 {
		return hot[r.IntN(len(hot))]
	}
	return legal[r.IntN(len(legal))].Action
}
