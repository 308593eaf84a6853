package punicwars

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// At every step of random games of every scenario and for every viewer,
// ViewInto into one reused View gives the JSON a fresh View gives, and
// AppendJSON writes exactly json.Marshal's bytes.
func TestAppendJSONMatchesMarshal(t *testing.T) {
	d := mustData(t)
	sides := [3]Side{Rome, Carthage, NoSide}
	var views [3]View
	var buf []byte
	legal := make([]Action, 0, 256)
	steps := 0
	for _, sc := range d.Scenarios {
		for seed := uint64(1); seed <= 2; seed++ {
			g, err := New(d, Options{Scenario: sc.Key, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 3))
			for step := 0; ; step++ {
				for i, side := range sides {
					fresh, err := json.Marshal(g.View(side))
					if err != nil {
						t.Fatal(err)
					}
					g.ViewInto(side, &views[i])
					want, _ := json.Marshal(&views[i])
					if string(want) != string(fresh) {
						t.Fatalf("%s seed %d step %d, %s: ViewInto gives\n%s\nView gives\n%s", sc.Key, seed, step, side, want, fresh)
					}
					buf = views[i].AppendJSON(buf[:0])
					if string(buf) != string(want) {
						t.Fatalf("%s seed %d step %d, %s: AppendJSON writes\n%s\njson.Marshal writes\n%s", sc.Key, seed, step, side, buf, want)
					}
				}
				steps++
				if g.Over() || g.Turn() > 30 {
					break
				}
				legal = g.Legal(legal)
				g.ApplyLegal(randomAction(g, r, legal))
			}
		}
	}
	if steps < 500 {
		t.Fatalf("only %d steps compared", steps)
	}
}

// Before the game's end, rebuilding a reused View and writing its JSON into a
// buffer with room allocates nothing at any step (the legal actions listed
// included).
func TestViewIntoAppendJSONAllocatesNothing(t *testing.T) {
	d := mustData(t)
	g, _ := New(d, Options{Scenario: "second", Seed: 4})
	r := rand.New(rand.NewPCG(4, 3))
	legal := make([]Action, 0, 256)
	var v View
	buf := make([]byte, 0, 64<<10)
	for step := 0; step < 300 && !g.Over(); step++ {
		if n := testing.AllocsPerRun(3, func() {
			g.ViewInto(g.ToMove(), &v)
			buf = v.AppendJSON(buf[:0])
		}); n != 0 {
			t.Fatalf("step %d: %v allocations, want 0", step, n)
		}
		legal = g.Legal(legal)
		g.ApplyLegal(randomAction(g, r, legal))
	}
}

// The texts and labels a view lists for the legal actions, remembered across
// games, are at every step the ones ActionText and ActionLabel give.
func TestActionTextsRemembered(t *testing.T) {
	d := mustData(t)
	legal := make([]Action, 0, 256)
	for _, sc := range d.Scenarios {
		for seed := uint64(1); seed <= 3; seed++ {
			g, _ := New(d, Options{Scenario: sc.Key, Seed: seed, NoLog: true})
			r := rand.New(rand.NewPCG(seed, 5))
			for !g.Over() && g.Turn() <= 30 {
				legal = g.Legal(legal)
				for _, a := range legal {
					got := g.actionView(a)
					if want := (ActionView{Text: g.ActionText(a), Label: g.ActionLabel(a)}); got != want {
						t.Fatalf("%s seed %d: the view lists %+v, want %+v", sc.Key, seed, got, want)
					}
				}
				g.ApplyLegal(randomAction(g, r, legal))
			}
		}
	}
}
