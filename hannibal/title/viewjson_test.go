package title

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"testing"

	"punic/game"
)

// AppendViewJSON writes, at every step of random games (both rules editions)
// and for every seat and spectators, exactly json.Marshal(View(p)) — counter-
// event windows' "waiting" included.
func TestAppendViewJSONMatchesView(t *testing.T) {
	r := rules()
	var buf []byte
	waiting := 0
	for seed := uint64(1); seed <= 6; seed++ {
		inst, err := r.New(game.Options{Seed: seed, Rules: [...]string{"", "1st"}[seed%2]})
		if err != nil {
			t.Fatal(err)
		}
		in := inst.(*Instance)
		rnd := rand.New(rand.NewSource(int64(seed)))
		for step := 0; ; step++ {
			for _, p := range []game.Player{0, 1, game.None} {
				want, err := json.Marshal(in.View(p))
				if err != nil {
					t.Fatal(err)
				}
				buf = in.AppendViewJSON(buf[:0], p)
				if string(buf) != string(want) {
					t.Fatalf("seed %d step %d, player %d: AppendViewJSON writes\n%s\njson.Marshal(View) writes\n%s", seed, step, p, buf, want)
				}
				if kept, _ := json.Marshal(in.KeptView(p)); string(kept) != string(want) {
					t.Fatalf("step %d, player %d: KeptView gives\n%s\nView gives\n%s", step, p, kept, want)
				}
				if bytes.Contains(buf, []byte(`"kind":"waiting"`)) {
					waiting++
				}
			}
			if in.ToMove() == game.None {
				break
			}
			legal := in.Legal(nil)
			if err := in.Apply(legal[rnd.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if waiting == 0 {
		t.Fatal("no counter-event window was compared")
	}
}
