package server

import (
	"math/rand/v2"
	"testing"
)

// benchGame is an online game 60 random actions in, loaded in the server.
func benchGame(b *testing.B) *liveGame {
	b.Helper()
	e := fastEnv(&testing.T{})
	b.Cleanup(e.close)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(11)})
	r := rand.New(rand.NewPCG(11, 2))
	for range 60 {
		me, _ := decider(e, toks)
		s := e.state(me)
		if s.Over {
			break
		}
		e.post(me, "action", s.Legal[r.IntN(len(s.Legal))].Action, s.Version)
	}
	g, _ := e.srv.loaded(id)
	return g
}

// BenchmarkSeatState is one seat's state message after a change: built as
// parts and as a delta from the one before (what every change costs per seat,
// whatever the number of its sockets).
func BenchmarkSeatState(b *testing.B) {
	g := benchGame(b)
	g.mu.Lock()
	defer g.mu.Unlock()
	g.seatState(SeatRome)
	b.ReportAllocs()
	for b.Loop() {
		g.gen++
		g.caches[SeatRome].parts.env[1] = nil // as if the version changed: a delta is made
		g.seatState(SeatRome)
	}
}

// BenchmarkFullState is a seat's whole state message with the whole log (a new
// socket, a sync, the HTTP state).
func BenchmarkFullState(b *testing.B) {
	g := benchGame(b)
	g.mu.Lock()
	defer g.mu.Unlock()
	b.ReportAllocs()
	for b.Loop() {
		g.gen++
		g.fullState(SeatRome)
	}
}
