package server

import (
	"math/rand/v2"
	"testing"

	"punic/game"
)

// TestChoiceCacheMatchesEncoding: at every step of random games, the legal
// list appended from the cache is byte for byte the list encoded afresh (each
// action described by game.Web.Choice, then encoding/json), while the cache
// fills and when it starts again.
func TestChoiceCacheMatchesEncoding(t *testing.T) {
	e := fastEnv(t)
	s := e.srv.def
	fresh := func(G game.Instance) []byte {
		var out []any
		for _, a := range G.Legal(nil) {
			out = append(out, s.choice(G.ActionText(a), G.ActionLabel(a)))
		}
		if out == nil {
			return []byte("[]")
		}
		return encodeJSON(out)
	}
	steps := 0
	for seed := uint64(1); seed <= 4; seed++ {
		G, err := s.rules.New(game.Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for ; G.ToMove() != game.None && steps < 600*int(seed); steps++ {
			if seed == 3 && steps%100 == 0 {
				s.choiceJSON.m = map[string][]byte{} // as when the cache is full
			}
			got, want := s.appendChoices(nil, G), fresh(G)
			if string(got) != string(want) {
				t.Fatalf("seed %d step %d: the cache gives\n%s\nencoding gives\n%s", seed, steps, got, want)
			}
			legal := G.Legal(nil)
			if err := G.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if steps < 500 || len(s.choiceJSON.m) == 0 {
		t.Fatalf("%d steps, %d cached", steps, len(s.choiceJSON.m))
	}
}
