package server

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"punic/game"
)

// TestEnvelopeMatchesEncoder: the parts of a state message written without
// reflection — the players, the cards the view refers to, the dice (the legal
// list: TestChoiceCacheMatchesEncoding) — are byte for byte what encoding/json (an Encoder
// with HTML escaping off, encodeJSON) writes for the same values, for every
// seat of games in each mode, at every step of a random game to its end (the
// dice revealed and replayed there).
func TestEnvelopeMatchesEncoder(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	e := fastEnv(t)
	ctx := context.Background()
	for i, req := range []CreateRequest{
		{Mode: ModeOnline, Seed: seedPtr(21)},
		{Mode: ModeHotseat, Seed: seedPtr(22)},
		{Mode: ModeAI, Side: "carthage", Bot: "random", Seed: seedPtr(23)},
	} {
		id, toks := e.create(req)
		g, err := e.srv.game(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		seats := make([]string, 0, len(toks))
		for seat := range toks {
			seats = append(seats, seat)
		}
		r := rand.New(rand.NewPCG(uint64(i), 3))
		checked := 0
		for step := 0; step < 3000; step++ {
			g.mu.Lock()
			G, over, busy := g.m.Game(), g.m.Over(), g.botBusy
			for _, seat := range seats {
				p := g.buildParts(seat, nil, nil)
				v := G.View(g.viewer(seat))
				for k, want := range map[string][]byte{
					"players": encodeJSON(g.players(seat)),
					"cards":   encodeJSON(e.srv.def.refs(v)),
					"dice":    encodeJSON(g.diceMsg()),
				} {
					if got := p.env[envIndex(k)]; string(got) != string(want) {
						t.Fatalf("%s game, seat %s, step %d, %s:\n%s\nencoding/json writes\n%s", req.Mode, seat, step, k, got, want)
					}
				}
				checked++
			}
			if over {
				g.mu.Unlock()
				break
			}
			var seat, text string
			if side := G.ToMove(); side != game.None && !busy && side != g.botSide {
				legal := G.Legal(nil)
				text = G.ActionText(legal[r.IntN(len(legal))])
				seat = SeatBoth
				if req.Mode != ModeHotseat {
					seat = e.srv.def.title.SideKey(side)
				}
			}
			version := g.row.Version
			g.mu.Unlock()
			if text == "" { // the bot's turn
				waitFor(t, func() bool { g.mu.Lock(); defer g.mu.Unlock(); return g.row.Version != version || g.m.Over() })
				continue
			}
			if p := g.act(seat, request{Kind: "action", Action: text, Version: version}); p != nil {
				t.Fatalf("%s game step %d: %v", req.Mode, step, p)
			}
		}
		g.mu.Lock()
		over := g.m.Over()
		g.mu.Unlock()
		if !over || checked < 100 {
			t.Fatalf("%s game: over %v after %d checks", req.Mode, over, checked)
		}
	}
}

// envIndex is the index of an envelope field.
func envIndex(name string) int {
	for i, n := range envelope {
		if n == name {
			return i
		}
	}
	panic("no envelope field " + name)
}

// waitFor waits up to 20 s for cond.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(time.Millisecond)
	}
}
