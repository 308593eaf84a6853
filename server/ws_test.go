package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

func TestWebSocketPlay(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(21)})
	conns := map[string]*wsConn{SeatRome: e.dial(toks[SeatRome]), SeatCarthage: e.dial(toks[SeatCarthage])}
	for seat, c := range conns {
		s := c.stateAt(0)
		if s.Seat != seat || s.Log.From != 0 || len(c.log) == 0 {
			t.Fatalf("%s: first state seat %s from %d, %d log lines", seat, s.Seat, s.Log.From, len(c.log))
		}
	}
	v := int64(0)
	for i := 0; i < 25; i++ {
		seat := conns[SeatRome].stateAt(v).View.Decision.Side
		me, other := conns[seat], conns[otherSeat(seat)]
		s := me.stateAt(v)
		if i == 0 {
			// Illegal: refused with the reason, and the version stays.
			me.send(ClientMsg{T: "action", Action: "sail carthage", Version: v, ID: 9})
			em := decodeError(t, me.until("error", nil))
			if em.Code != "illegal" || em.Re != 9 || !strings.Contains(em.Reason, "sail carthage") || em.Version != v {
				t.Fatalf("illegal action over WebSocket: %+v", em)
			}
			// The seat that does not decide.
			other.send(ClientMsg{T: "action", Action: s.Legal[0].Action, Version: v})
			if em := decodeError(t, other.until("error", nil)); em.Code != "not-your-turn" {
				t.Fatalf("other seat: %+v", em)
			}
		}
		me.send(ClientMsg{T: "action", Action: s.Legal[0].Action, Version: v})
		v++
		for _, c := range conns {
			ns := c.stateAt(v)
			if ns.Version != v {
				t.Fatalf("version %d, want %d", ns.Version, v)
			}
		}
		if i == 3 {
			// Stale: an action for the previous version gets an error and a fresh state.
			seat := conns[SeatRome].cur.View.Decision.Side
			c := conns[seat]
			c.send(ClientMsg{T: "action", Action: "pass", Version: v - 1})
			em := decodeError(t, c.until("error", nil))
			if em.Code != "stale" || em.Version != v {
				t.Fatalf("stale action: %+v", em)
			}
		}
	}
	// Both clients' logs, assembled from the incremental parts, equal the whole log.
	full := e.state(toks[SeatRome]).Log.Lines
	for seat, c := range conns {
		if len(c.log) != len(full) || c.log[len(c.log)-1] != full[len(full)-1] {
			t.Errorf("%s: assembled log has %d lines, the game %d", seat, len(c.log), len(full))
		}
	}
}

func otherSeat(s string) string {
	if s == SeatRome {
		return SeatCarthage
	}
	return SeatRome
}

func TestWebSocketWrongToken(t *testing.T) {
	e := newEnv(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.http.URL, "http")+"/ws/"+newToken(), nil)
	if err == nil || resp == nil || resp.StatusCode != 404 {
		t.Fatalf("dial with a wrong token: %v %v", err, resp)
	}
}

func TestReconnectGetsCurrentState(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(8)})
	tok := toks[SeatBoth]
	c := e.dial(tok)
	s := c.stateAt(0)
	c.c.Close(websocket.StatusGoingAway, "bye")
	// Play on over HTTP while the client is away.
	for i := 0; i < 12; i++ {
		s = e.state(tok)
		if code, _, eb := e.post(tok, "action", s.Legal[0].Action, s.Version); code != 200 {
			t.Fatalf("%+v", eb.Error)
		}
	}
	now := e.state(tok)
	c2 := e.dial(tok)
	s2 := c2.stateAt(0)
	if s2.Version != now.Version || s2.Version != 12 || s2.Log.From != 0 || len(s2.Log.Lines) != len(now.Log.Lines) {
		t.Fatalf("reconnected: version %d (want %d), log from %d with %d lines (want %d)", s2.Version, now.Version, s2.Log.From, len(s2.Log.Lines), len(now.Log.Lines))
	}
	a, _ := json.Marshal(s2.View)
	b, _ := json.Marshal(now.View)
	if string(a) != string(b) {
		t.Fatal("the reconnected view differs from the current one")
	}
	// A stale client (it still thinks version 0) is refused and resynced.
	c2.send(ClientMsg{T: "action", Action: s.Legal[0].Action, Version: 0})
	if em := decodeError(t, c2.until("error", nil)); em.Code != "stale" {
		t.Fatalf("%+v", em)
	}
	c2.send(ClientMsg{T: "sync"})
	b2 := c2.until("state", func(b []byte) bool { return strings.Contains(string(b), `"log":{"from":0,`) })
	var full stateMsg
	json.Unmarshal(b2, &full)
	if full.Log.From != 0 || full.Version != 12 {
		t.Fatalf("sync: from %d version %d", full.Log.From, full.Version)
	}
}

func TestHistoryOverWebSocket(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(13)})
	first := e.state(toks[SeatRome])
	for i := 0; i < 15; i++ {
		me, _ := decider(e, toks)
		s := e.state(me)
		e.post(me, "action", s.Legal[0].Action, s.Version)
	}
	c := e.dial(toks[SeatRome])
	c.stateAt(15)
	c.send(ClientMsg{T: "history", At: 0, ID: 4})
	var h historyMsg
	json.Unmarshal(c.until("history", nil), &h)
	a, _ := json.Marshal(h.View)
	b, _ := json.Marshal(first.View)
	if h.At != 0 || h.Moves != 15 || h.Re != 4 || string(a) != string(b) {
		t.Fatalf("history at 0 (moves %d) differs from the first view:\n%s\n%s", h.Moves, a, b)
	}
	c.send(ClientMsg{T: "history", At: 99})
	if em := decodeError(t, c.until("error", nil)); em.Code != "bad-request" {
		t.Fatalf("%+v", em)
	}
	if code, _ := e.do("GET", "/api/play/"+toks[SeatRome]+"/history?at=7", nil); code != 200 {
		t.Fatalf("history over HTTP: %d", code)
	}
}
