package server

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// fullHistory is the history at step at built the slow way: the record's first
// at actions replayed from the start.
func fullHistory(t *testing.T, g *liveGame, seat string, at int) string {
	t.Helper()
	g.mu.Lock()
	rec := g.m.Record()
	g.mu.Unlock()
	G, err := replayPrefix(g.kit.rules, rec, at)
	if err != nil {
		t.Fatal(err)
	}
	v := G.View(g.seatSide(seat))
	b, _ := json.Marshal(&HistoryMsg{T: "history", At: at, Moves: len(rec.Actions), View: v, Cards: g.kit.refs(v), Log: logEntries(G.Log())})
	return string(b)
}

// TestHistoryCheckpointsEqualFullReplay steps through a long game's history
// back and forth, across undos, and compares every step with a whole replay.
func TestHistoryCheckpointsEqualFullReplay(t *testing.T) {
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(77)})
	tok := toks[SeatBoth]
	r := rand.New(rand.NewPCG(7, 7))
	playRandom(t, e, tok, 250, r, false)
	playRandom(t, e, tok, 20, r, true)
	g, _ := e.srv.loaded(id)
	check := func(seat string, at int) {
		t.Helper()
		h, p := g.history(seat, at)
		if p != nil {
			t.Fatalf("history at %d: %v", at, p)
		}
		got, _ := json.Marshal(h)
		if want := fullHistory(t, g, seat, at); string(got) != want {
			t.Fatalf("history at %d from the checkpoints differs from the whole replay:\n%.600s\n%.600s", at, got, want)
		}
	}
	moves := e.state(tok).Moves
	if moves < 3*historyEvery {
		t.Fatalf("only %d moves: the test needs several checkpoints", moves)
	}
	// Forward, far back, far forward (to a checkpoint), then random steps.
	for _, at := range []int{1, 5, moves, 0, historyEvery*2 + 3, historyEvery, moves - 1, historyEvery * 3, 2} {
		check(SeatBoth, at)
	}
	for range 40 {
		check(SeatBoth, r.IntN(moves+1))
	}
	if n := len(g.hist.cps); n != moves/historyEvery+1 {
		t.Fatalf("%d checkpoints for %d moves, want %d", n, moves, moves/historyEvery+1)
	}
	// The game goes on, with undos: what changed is rebuilt.
	playRandom(t, e, tok, 40, r, true)
	moves = e.state(tok).Moves
	for _, at := range []int{moves, moves - 1, moves - 2, historyEvery * 3, moves} {
		check(SeatBoth, at)
	}
	for range 20 {
		check(SeatBoth, r.IntN(moves+1))
	}
	// Each seat of an online game sees its own history.
	_, otoks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(78)})
	for i := 0; i < 2*historyEvery+5; i++ {
		me, _ := decider(e, otoks)
		s := e.state(me)
		e.post(me, "action", s.Legal[r.IntN(len(s.Legal))].Action, s.Version)
	}
	og, _ := e.srv.game(t.Context(), e.srvGameOf(otoks[SeatRome]))
	for _, at := range []int{2*historyEvery + 5, historyEvery + 1, 3} {
		for _, seat := range []string{SeatRome, SeatCarthage} {
			h, _ := og.history(seat, at)
			got, _ := json.Marshal(h)
			if want := fullHistory(t, og, seat, at); string(got) != want {
				t.Fatalf("%s at %d differs from the whole replay", seat, at)
			}
		}
	}
}

// srvGameOf is the id of the game a token opens.
func (e *testEnv) srvGameOf(tok string) string {
	e.t.Helper()
	st, err := e.st.SeatByToken(e.t.Context(), hashToken(tok))
	if err != nil {
		e.t.Fatal(err)
	}
	return st.GameID
}

// TestHistoryRateLimited: a socket's history requests beyond the bucket are
// refused with rate-limited, as are an address's over HTTP.
func TestHistoryRateLimited(t *testing.T) {
	l := *testLimits()
	l.HistoryRate, l.HistoryBurst = 0.01, 3
	e := limitedEnv(t, l)
	_, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(5)})
	tok := toks[SeatBoth]
	playRandom(t, e, tok, 6, rand.New(rand.NewPCG(1, 2)), false)
	c := e.dial(tok)
	c.stateAt(0)
	for i := range 3 {
		c.send(ClientMsg{T: "history", At: i, ID: int64(10 + i)})
		var h historyMsg
		json.Unmarshal(c.until("history", nil), &h)
		if h.Re != int64(10+i) || h.At != i {
			t.Fatalf("history %d: %+v", i, h.HistoryMsg)
		}
	}
	c.send(ClientMsg{T: "history", At: 1, ID: 99})
	em := decodeError(t, c.until("error", nil))
	if em.Code != "rate-limited" || em.Re != 99 {
		t.Fatalf("4th history request at once: %+v", em)
	}
	// Another socket has its own bucket.
	c2 := e.dial(tok)
	c2.stateAt(0)
	c2.send(ClientMsg{T: "history", At: 2, ID: 5})
	c2.until("history", nil)
	// Over HTTP, by address.
	for i := range 3 {
		if code, b := e.do("GET", "/api/play/"+tok+"/history?at=1", nil); code != 200 {
			t.Fatalf("HTTP history %d: %d %s", i, code, b)
		}
	}
	code, b := e.do("GET", "/api/play/"+tok+"/history?at=1", nil)
	var eb errorBody
	json.Unmarshal(b, &eb)
	if code != 429 || eb.Error == nil || eb.Error.Code != "rate-limited" {
		t.Fatalf("4th HTTP history request: %d %s", code, b)
	}
}
