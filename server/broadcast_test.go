package server

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestOneBuildPerSideForManySockets: 50 sockets on one seat, one move: each
// side's state is built once, and all 50 sockets get the same bytes.
func TestOneBuildPerSideForManySockets(t *testing.T) {
	l := *testLimits()
	l.SocketsPerSeat, l.SocketsPerAddress = 0, 0 // 51 sockets from one address
	e := limitedEnv(t, l)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(5)})
	var romes []*wsConn
	for range 50 {
		romes = append(romes, e.dial(toks[SeatRome]))
	}
	carthage := e.dial(toks[SeatCarthage])
	for _, c := range append(romes, carthage) {
		c.stateAt(0)
	}
	g, _ := e.srv.loaded(id)
	builds := func() (int, int) {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.seatState(SeatRome).builds, g.seatState(SeatCarthage).builds
	}
	r0, c0 := builds()
	s := romes[0].cur
	mover := romes[0]
	if s.View.Decision.Side == SeatCarthage {
		s, mover = carthage.cur, carthage
	}
	mover.send(ClientMsg{T: "action", Action: s.Legal[0].Action, Version: 0})
	var first []byte
	for i, c := range romes {
		c.stateAt(1)
		last := c.raw[len(c.raw)-1]
		if i == 0 {
			first = last
		} else if string(last) != string(first) {
			t.Fatalf("socket %d got other bytes than socket 0:\n%s\n%s", i, last, first)
		}
	}
	carthage.stateAt(1)
	r1, c1 := builds()
	if r1-r0 != 1 || c1-c0 != 1 {
		t.Fatalf("one move, 51 sockets: Rome's state built %d times, Carthage's %d (want 1 each)", r1-r0, c1-c0)
	}
	var head struct{ T string }
	json.Unmarshal(first, &head)
	if head.T != "delta" {
		t.Errorf("the move's message is a %q, want a delta: %s", head.T, first)
	}
}

// TestDeltasRebuildTheState plays a game over the WebSocket with undos and
// sync requests: the state each client assembles from its deltas equals the
// state the server sends whole, at every step; and the deltas are much smaller
// than the state message sent whole each time (the figures are logged).
func TestDeltasRebuildTheState(t *testing.T) {
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(77)})
	conns := map[string]*wsConn{SeatRome: e.dial(toks[SeatRome]), SeatCarthage: e.dial(toks[SeatCarthage])}
	g, _ := e.srv.loaded(id)
	r := rand.New(rand.NewPCG(77, 1))
	v := int64(0)
	var deltaBytes, wholeBytes, msgs int
	logSent := map[string]int{}
	for step := 0; step < 150; step++ {
		for seat, c := range conns {
			before := len(c.raw)
			s := c.stateAt(v)
			deltas := 0
			for _, raw := range c.raw[before:] {
				var head struct{ T string }
				json.Unmarshal(raw, &head)
				if head.T == "delta" {
					deltaBytes += len(raw)
					deltas++
				}
			}
			// What the server sent before deltas: the whole state with the
			// log lines the client lacked.
			g.mu.Lock()
			whole := g.state(seat, logSent[seat])
			g.mu.Unlock()
			wholeBytes += len(whole) * deltas
			msgs += deltas
			logSent[seat] = len(c.log)
			var want stateMsg
			json.Unmarshal(e.do2(toks[seat]), &want)
			got, _ := json.Marshal(s.View)
			exp, _ := json.Marshal(want.View)
			if string(got) != string(exp) || s.Version != want.Version || len(s.Legal) != len(want.Legal) || s.Since != want.Since || s.CanUndo != want.CanUndo || len(c.log) != len(want.Log.Lines) {
				t.Fatalf("step %d, %s: the assembled state differs from the whole one: version %d/%d legal %d/%d since %d/%d undo %v/%v log %d/%d (views equal: %v)", step, seat, s.Version, want.Version, len(s.Legal), len(want.Legal), s.Since, want.Since, s.CanUndo, want.CanUndo, len(c.log), len(want.Log.Lines), string(got) == string(exp))
			}
			for i := range c.log {
				if c.log[i] != want.Log.Lines[i] {
					t.Fatalf("step %d, %s: log line %d: %+v, want %+v", step, seat, i, c.log[i], want.Log.Lines[i])
				}
			}
		}
		s := conns[SeatRome].cur
		if s.Over {
			break
		}
		me := conns[s.View.Decision.Side]
		switch {
		case me.cur.CanUndo && r.IntN(5) == 0:
			me.send(ClientMsg{T: "undo", Version: v})
		case r.IntN(20) == 0:
			me.send(ClientMsg{T: "sync"}) // a full state comes, same version
			me.until("state", nil)
			continue
		default:
			me.send(ClientMsg{T: "action", Action: me.cur.Legal[r.IntN(len(me.cur.Legal))].Action, Version: v})
		}
		v++
	}
	t.Logf("%d deltas: %d bytes as deltas (%.0f per message), %d bytes as whole states (%.0f per message): %.1f%%",
		msgs, deltaBytes, float64(deltaBytes)/float64(msgs), wholeBytes, float64(wholeBytes)/float64(msgs), 100*float64(deltaBytes)/float64(wholeBytes))
	if deltaBytes*3 > wholeBytes {
		t.Errorf("deltas are not much smaller: %d bytes against %d", deltaBytes, wholeBytes)
	}
}

// do2 is the seat's whole state over HTTP, raw.
func (e *testEnv) do2(tok string) []byte {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok, nil)
	if code != 200 {
		e.t.Fatalf("state: %d %s", code, b)
	}
	return b
}
