package server

import (
	"sync"
	"testing"
)

// TestRacingRequestsApplyOnce sends the same version's action (and undo) from
// many clients at once, over HTTP and WebSocket: exactly one is applied, the
// others are refused as stale, and the database holds one event per version.
func TestRacingRequestsApplyOnce(t *testing.T) {
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(31)})
	tok := toks[SeatBoth]
	conns := []*wsConn{e.dial(tok), e.dial(tok)}
	for _, c := range conns {
		c.stateAt(0)
	}
	races := 0
	for round := range 25 {
		s := e.state(tok)
		kind, action := "action", s.Legal[round%len(s.Legal)].Action
		if round%5 == 4 && s.CanUndo {
			kind, action = "undo", ""
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok, stale := 0, 0
		for range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				code, _ := e.do("POST", "/api/play/"+tok+"/"+kind, ActionRequest{Action: action, Version: s.Version})
				mu.Lock()
				defer mu.Unlock()
				switch code {
				case 200:
					ok++
				case 409:
					stale++
				default:
					t.Errorf("round %d: status %d", round, code)
				}
			}()
		}
		for _, c := range conns {
			c.send(ClientMsg{T: kind, Action: action, Version: s.Version})
		}
		wg.Wait()
		races += 12
		// The sockets' requests may have won: count the versions, not the answers.
		after := e.state(tok).Version
		if after != s.Version+1 || ok > 1 || ok+stale != 10 {
			t.Fatalf("round %d: version %d -> %d, %d applied over HTTP, %d stale", round, s.Version, after, ok, stale)
		}
	}
	evs, err := e.st.Events(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if v := e.state(tok).Version; int64(len(evs)) != v || v != 25 {
		t.Fatalf("%d events stored for version %d, want 25", len(evs), v)
	}
	t.Logf("%d racing requests, 25 applied", races)
}
