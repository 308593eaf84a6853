package title

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"punic/game"
)

// AppendViewJSON writes, at every step of random games of every scenario and
// for every seat and spectators, exactly json.Marshal(View(p)).
func TestAppendViewJSONMatchesView(t *testing.T) {
	r := rules(t)
	var buf []byte
	steps := 0
	for _, sc := range game.ScenarioKeys(r) {
		for seed := uint64(1); seed <= 2; seed++ {
			inst, err := r.New(game.Options{Scenario: sc, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			in := inst.(*Instance)
			rnd := rand.New(rand.NewPCG(seed, 9))
			for step := 0; step < 400; step++ {
				for _, p := range []game.Player{0, 1, game.None} {
					want, err := json.Marshal(in.View(p))
					if err != nil {
						t.Fatal(err)
					}
					buf = in.AppendViewJSON(buf[:0], p)
					if string(buf) != string(want) {
						t.Fatalf("%s seed %d step %d, player %d: AppendViewJSON writes\n%s\njson.Marshal(View) writes\n%s", sc, seed, step, p, buf, want)
					}
					if kept, _ := json.Marshal(in.KeptView(p)); string(kept) != string(want) {
						t.Fatalf("step %d, player %d: KeptView gives\n%s\nView gives\n%s", step, p, kept, want)
					}
				}
				steps++
				if in.ToMove() == game.None {
					break
				}
				legal := in.Legal(nil)
				if err := in.Apply(legal[rnd.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if steps < 500 {
		t.Fatalf("only %d steps compared", steps)
	}
}
