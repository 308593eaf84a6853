package server

import (
	"context"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"testing"
	"time"

	"punic/game"
	"punic/match"
	"punic/server/store"
)

// finishedGames stores k copies of one game played by random moves to its end
// (the same seed and actions under k ids) and returns their ids and the number
// of actions each has.
func finishedGames(t *testing.T, e *testEnv, k int) ([]string, int) {
	t.Helper()
	seed := uint64(3)
	m, err := match.New(e.srv.def.rules, game.Options{Scenario: game.DefaultScenario(e.srv.def.rules), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 9))
	var texts []string
	var sides []string
	for !m.Over() && len(texts) < 5000 {
		G := m.Game()
		legal := G.Legal(nil)
		a := legal[r.IntN(len(legal))]
		sides = append(sides, e.srv.def.title.SideKey(G.ToMove()))
		texts = append(texts, G.ActionText(a))
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() {
		t.Fatalf("the random game did not end in %d actions", len(texts))
	}
	ctx := context.Background()
	var ids []string
	for range k {
		id, _ := e.create(CreateRequest{Mode: ModeOnline, Seed: &seed})
		for i, text := range texts {
			ev := store.Event{Seq: int64(i + 1), Kind: store.KindAction, Side: sides[i], Action: text}
			out := store.Outcome{}
			if i == len(texts)-1 {
				out = store.Outcome{Over: true, Result: e.srv.def.resultText(m.Game().Outcome())}
			}
			if err := e.st.Append(ctx, id, ev, nil, out); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, id)
	}
	return ids, len(texts)
}

// TestFinishedGameMemory loads K finished games and measures the heap they hold
// (runtime.MemStats before and after); then, nobody watching them, they leave
// memory. PUNIC_MEM_GAMES sets K (default 4); PUNIC_MEM_PROFILE=FILE writes the
// heap profile with the games loaded.
func TestFinishedGameMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	k := 4
	if n, err := strconv.Atoi(os.Getenv("PUNIC_MEM_GAMES")); err == nil && n > 0 {
		k = n
	}
	if os.Getenv("PUNIC_MEM_PROFILE") != "" {
		old := runtime.MemProfileRate
		runtime.MemProfileRate = 1 // every allocation, so that a few games' bytes show
		defer func() { runtime.MemProfileRate = old }()
	}
	e := fastEnv(t)
	ids, actions := finishedGames(t, e, k)
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	before := heap()
	for _, id := range ids {
		g, err := e.srv.game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		g.mu.Lock()
		if !g.m.Over() {
			t.Fatalf("game %s is not over", id)
		}
		g.mu.Unlock()
	}
	after := heap()
	if path := os.Getenv("PUNIC_MEM_PROFILE"); path != "" { // go tool pprof -sample_index=inuse_space
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		pprof.WriteHeapProfile(f)
		f.Close()
	}
	per := (int64(after) - int64(before)) / int64(k)
	t.Logf("%d finished games of %d actions loaded: %d bytes of heap each", k, actions, per)
	// Issue 14's aim: 50 KB. A finished game is compacted (finished.go): 28 KB
	// for this one (BENCHMARKS.md, "Memory of a finished game"), of which the
	// record's actions 12 KB and the packed log 10 KB.
	if per > 50<<10 {
		t.Errorf("a finished game holds %d KB in memory, more than the 50 KB aimed at", per>>10)
	}
	if n := e.srv.evictIdle(time.Now().Add(time.Hour)); n != k {
		t.Errorf("%d games evicted, want %d", n, k)
	}
	if gone := heap(); gone > before+uint64(k)*(4<<10) {
		t.Errorf("after eviction the heap is %d bytes, %d before loading", gone, before)
	}
}
