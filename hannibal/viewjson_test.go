package hannibal

import (
	"encoding/json"
	"math/rand"
	"testing"

	"punic/hannibal/data"
)

// AppendJSON writes exactly json.Marshal's bytes at every step of random games
// of every scenario (tutorials included) under both rules editions, for every
// viewer, into a reused View and buffer.
func TestAppendJSONMatchesMarshal(t *testing.T) {
	d := data.MustDefault()
	sides := [3]Side{Rome, Carthage, NoSide}
	var views [3]View
	var buf []byte
	var legal []Action
	games, steps := 0, 0
	for _, sc := range d.Scenarios {
		for _, rules := range []string{"", "1st"} {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := New(d, Options{Scenario: sc.Key, Seed: seed, Rules: rules})
				if err != nil {
					continue // a scenario that does not take these rules
				}
				games++
				r := rand.New(rand.NewSource(int64(seed)))
				for step := 0; ; step++ {
					for i, side := range sides {
						g.ViewInto(side, &views[i])
						want, err := json.Marshal(&views[i])
						if err != nil {
							t.Fatal(err)
						}
						buf = views[i].AppendJSON(buf[:0])
						if string(buf) != string(want) {
							t.Fatalf("%s %q seed %d step %d, %s: AppendJSON writes\n%s\njson.Marshal writes\n%s", sc.Key, rules, seed, step, side, buf, want)
						}
					}
					steps++
					if g.Over() {
						break
					}
					legal = g.Legal(legal)
					g.ApplyLegal(legal[r.Intn(len(legal))])
				}
			}
		}
	}
	if games < 6 || steps < 1000 {
		t.Fatalf("only %d games, %d steps compared", games, steps)
	}
}

// At every step of random games (battles and retreats included), rebuilding a
// reused View and writing its JSON into a buffer with room allocates nothing.
func TestViewIntoAppendJSONAllocatesNothing(t *testing.T) {
	d := data.MustDefault()
	var v View
	buf := make([]byte, 0, 64<<10)
	var legal []Action
	battles := 0
	for seed := uint64(1); seed <= 3 || battles == 0 && seed <= 10; seed++ {
		g, _ := New(d, Options{Seed: seed})
		r := rand.New(rand.NewSource(int64(seed)))
		for step := 0; !g.Over(); step++ {
			side := g.ToMove()
			// AllocsPerRun calls once before it counts: the prompt's first
			// interning and the lists' growth happen there.
			allocs := testing.AllocsPerRun(2, func() {
				g.ViewInto(side, &v)
				buf = v.AppendJSON(buf[:0])
			})
			if allocs != 0 {
				t.Fatalf("seed %d step %d (%s): %v allocations, want 0", seed, step, v.Decision.Kind, allocs)
			}
			if v.Battle != nil && v.LastBattle != nil {
				battles++
			}
			legal = g.Legal(legal)
			g.ApplyLegal(legal[r.Intn(len(legal))])
		}
	}
	if battles == 0 {
		t.Fatal("no step in a battle was checked")
	}
}
