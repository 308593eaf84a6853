package server

import (
	"context"
	"sync"
	"testing"
	"time"
)

func TestPoolBoundsAndQueues(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	p := newPool(ctx, 2, &wg)
	release := make(chan struct{})
	var done sync.WaitGroup
	for range 6 {
		done.Add(1)
		go func() {
			defer done.Done()
			p.do(ctx, func() { <-release })
		}()
	}
	deadline := time.Now().Add(5 * time.Second)
	for p.running.Load() != 2 || p.waiting.Load() != 4 {
		if time.Now().After(deadline) {
			t.Fatalf("running %d, waiting %d; want 2 and 4", p.running.Load(), p.waiting.Load())
		}
		time.Sleep(time.Millisecond)
	}
	close(release)
	done.Wait()
	if p.peak.Load() != 2 || p.done.Load() != 6 {
		t.Fatalf("peak %d, done %d; want 2 and 6", p.peak.Load(), p.done.Load())
	}
	cancel()
	wg.Wait() // the workers stop with the context
	if p.do(ctx, func() { t.Error("a job ran after the pool stopped") }) {
		t.Fatal("do reported a job run after the pool stopped")
	}
}

// TestBotsThinkInThePool: many AI games whose bot is to move share one worker,
// and a person's action in another game is answered while their searches are
// still queued, not after them.
func TestBotsThinkInThePool(t *testing.T) {
	l := *testLimits()
	l.BotWorkers = 1
	e := limitedEnv(t, l)
	// The side that decides first; the person takes the other one.
	_, probe := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(1)})
	first := e.state(probe[SeatBoth]).View.Decision.Side
	human := otherSeat(first)
	const games = 16
	var toks []string
	for i := range games {
		_, tk := e.create(CreateRequest{Mode: ModeAI, Side: human, Bot: "mcts", Seed: seedPtr(uint64(100 + i))})
		toks = append(toks, tk[human])
	}
	_, on := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(1)})
	me, _ := decider(e, on)
	s := e.state(me)
	for _, tok := range toks {
		e.state(tok) // loads the game: its bot is to move and queues
	}
	start := time.Now()
	code, _, eb := e.post(me, "action", s.Legal[0].Action, s.Version)
	took := time.Since(start)
	waiting := e.srv.pool.waiting.Load()
	if code != 200 {
		t.Fatalf("the person's action: %+v", eb.Error)
	}
	t.Logf("the person's action took %v with %d searches waiting, %d running", took, waiting, e.srv.pool.running.Load())
	if waiting == 0 {
		t.Fatalf("the person's action was answered after every search (%v): it waited behind them", took)
	}
	if took > 5*time.Second {
		t.Fatalf("the person's action took %v", took)
	}
	// Every bot gets its turn, never two at once.
	deadline := time.Now().Add(60 * time.Second)
	for _, tok := range toks {
		for e.state(tok).Version == 0 {
			if time.Now().After(deadline) {
				t.Fatal("a bot never moved")
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	if p := e.srv.pool.peak.Load(); p != 1 {
		t.Fatalf("%d searches ran at once on 1 worker", p)
	}
}
