package server

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
	"punic/server/store"
)

// hintEnv is a test server whose hints stop at their simulations, never at
// the time budget, so that a position always gives the same hint.
func hintEnv(t *testing.T, l Limits) *testEnv {
	return openEnvWith(t, filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"}, func(o *Options) {
		o.Limits = &l
		o.BotBudget = time.Minute
		o.BotDelay = time.Hour // an AI's bot never moves during the test
	})
}

// midGame plays a seeded game with the random bot until the side to move has a
// real choice and both sides hold cards, and returns it.
func midGame(t *testing.T, seed uint64, after int) *hannibal.Game {
	t.Helper()
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := ai.NewRandom(seed)
	for n := 0; !g.Over(); n++ {
		side := g.ToMove()
		if n >= after && side != hannibal.NoSide && len(g.Legal(nil)) >= 4 && len(g.Hand(side)) > 0 && len(g.Hand(side.Other())) > 0 {
			return g
		}
		if err := g.Apply(hannibal.Action(r.Act(g.Generic()))); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game ended before a decision with choices")
	return nil
}

// putGame puts a live game in the position of g.
func putGame(t *testing.T, e *testEnv, id string, g *hannibal.Game) {
	t.Helper()
	m, err := match.FromPosition(e.srv.kit("").rules, g.Position(), 9)
	if err != nil {
		t.Fatal(err)
	}
	lg, ok := e.srv.loaded(id)
	if !ok {
		t.Fatal("the game is not loaded")
	}
	lg.mu.Lock()
	lg.m = m
	lg.notifyAll() // the seats' state messages are of the new position
	lg.mu.Unlock()
}

// getHint asks a seat's hint.
func (e *testEnv) getHint(tok string) (int, []byte, *HintMsg) {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok+"/hint", nil)
	if code != 200 {
		return code, b, nil
	}
	var m HintMsg
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatalf("%s: %v", b, err)
	}
	return code, b, &m
}

// TestHintHidesNothing: two games that differ only in the opponent's hand and
// the deck's order give the same hint (the search reads only the seat's
// observation), which is three legal choices with win estimates.
func TestHintHidesNothing(t *testing.T) {
	l := *testLimits()
	l.HintRate = 0
	e := hintEnv(t, l)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	tok := toks[SeatBoth]
	e.state(tok)
	for _, after := range []int{12, 60} {
		g := midGame(t, 11, after)
		side := g.ToMove()
		obs := g.Observation(side)
		w1 := obs.Determinize(1)
		var w2 *hannibal.Game
		for seed := uint64(2); seed < 50 && w2 == nil; seed++ {
			if w := obs.Determinize(seed); !slices.Equal(w.Hand(side.Other()), w1.Hand(side.Other())) {
				w2 = w
			}
		}
		if w2 == nil {
			t.Fatal("every world dealt the opponent the same hand")
		}
		var hints [2][]byte
		for i, w := range []*hannibal.Game{w1, w2} {
			putGame(t, e, id, w)
			start := time.Now()
			code, b, m := e.getHint(tok)
			if code != 200 {
				t.Fatalf("hint: %d %s", code, b)
			}
			t.Logf("after %d actions, world %d: a hint in %v: %s", after, i+1, time.Since(start).Round(time.Millisecond), b)
			legal := e.state(tok).Legal
			if len(m.Hints) != 3 || m.Side != e.srv.kit("").title.SideKey(game.Player(side)) {
				t.Fatalf("the hint: %s", b)
			}
			for _, h := range m.Hints {
				if h.Win < 0 || h.Win > 1 || h.Label == "" || !slices.ContainsFunc(legal, func(c title.Choice) bool { return c.Action == h.Action }) {
					t.Fatalf("hint %+v: not a legal choice with an estimate", h)
				}
			}
			hints[i] = b
		}
		if string(hints[0]) != string(hints[1]) {
			t.Errorf("after %d actions: the hints differ between worlds that differ only in hidden cards:\n%s\n%s", after, hints[0], hints[1])
		}
	}
}

// TestHintRefusals: a hint is refused clearly when it is not the seat's
// decision, in online games and once over, and beyond the rate limit.
func TestHintRefusals(t *testing.T) {
	l := *testLimits()
	l.HintRate, l.HintBurst = 0.001, 20
	e := hintEnv(t, l)
	_, hot := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	first := e.statusOf(hot[SeatBoth]).ToMove
	_, ai := e.create(CreateRequest{Mode: ModeAI, Side: other(first), Seed: seedPtr(5)})
	for seat, tok := range ai {
		if code, b, _ := e.getHint(tok); code != 409 || !strings.Contains(string(b), "not-your-turn") || !strings.Contains(string(b), "a hint is for your own decision") {
			t.Fatalf("%s while the bot decides: %d %s", seat, code, b)
		}
	}
	_, online := e.create(CreateRequest{Mode: ModeOnline})
	if code, b, _ := e.getHint(online[SeatRome]); code != 409 || !strings.Contains(string(b), "not games between two people") {
		t.Fatalf("online: %d %s", code, b)
	}
	if code, _, eb := e.post(hot[SeatBoth], "resign", "", 0); code != 200 {
		t.Fatalf("resign: %+v", eb.Error)
	}
	if code, b, _ := e.getHint(hot[SeatBoth]); code != 409 || !strings.Contains(string(b), "over") {
		t.Fatalf("once over: %d %s", code, b)
	}

	l.HintBurst = 1
	e = hintEnv(t, l)
	_, hot = e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	if code, b, _ := e.getHint(hot[SeatBoth]); code != 200 {
		t.Fatalf("the first hint: %d %s", code, b)
	}
	if code, b, _ := e.getHint(hot[SeatBoth]); code != 429 || !strings.Contains(string(b), "too many hint requests") {
		t.Fatalf("the second hint at once: %d %s", code, b)
	}
}
