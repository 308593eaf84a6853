package server

import (
	"io"
	"log"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"punic/server/store"
)

// BenchmarkHistory measures one history request at a random step of a game of
// up to 600 recorded actions: from the checkpoints, and by the whole replay
// the checkpoints replace.
func BenchmarkHistory(b *testing.B) {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "b.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	s, err := New(Options{Store: st, AllowSeed: true, Logger: log.New(io.Discard, "", 0), Limits: testLimits()})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	resp, p := s.create(b.Context(), CreateRequest{Mode: ModeHotseat, Seed: seedPtr(3)}, "", nil, "")
	if p != nil {
		b.Fatal(p)
	}
	g, err := s.game(b.Context(), resp.Game)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 600 {
		g.mu.Lock()
		G := g.m.Game()
		if g.m.Over() {
			g.mu.Unlock()
			break
		}
		legal := G.Legal(nil)
		p := g.actLocked(SeatBoth, request{Kind: "action", Action: G.ActionText(legal[r.IntN(len(legal))]), Version: g.row.Version})
		g.mu.Unlock()
		if p != nil {
			b.Fatal(p)
		}
	}
	g.mu.Lock()
	rec := g.m.Record()
	g.mu.Unlock()
	moves := len(rec.Actions)
	b.Logf("%d recorded actions", moves)
	b.Run("checkpoints", func(b *testing.B) {
		for b.Loop() {
			if _, p := g.history(SeatBoth, r.IntN(moves+1)); p != nil {
				b.Fatal(p)
			}
		}
	})
	b.Run("whole-replay", func(b *testing.B) {
		for b.Loop() {
			G, err := replayPrefix(g.kit.rules, rec, r.IntN(moves+1))
			if err != nil {
				b.Fatal(err)
			}
			v := G.View(g.seatSide(SeatBoth))
			g.kit.refs(v)
			logEntries(G.Log())
		}
	})
}
