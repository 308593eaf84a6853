package hannibal

import (
	"flag"
	"math/rand"
	"testing"

	"punic/hannibal/data"
)

var (
	fuzzGames     = flag.Int("games", 2000, "random games played by TestRandomGames")
	stubbornGames = flag.Int("stubborn-games", 200, "games per habit played by TestStubbornPlayEnds")
)

// TestRandomGames plays complete random games, checking after every action that a
// legal action exists, that legal actions are accepted, that the invariants hold,
// and that every game ends.
func TestRandomGames(t *testing.T) {
	d := data.MustDefault()
	n := *fuzzGames
	if testing.Short() {
		n = 200
	}
	totalSteps := 0
	for seed := 1; seed <= n; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		totalSteps += playChecked(t, d, "random", seed, 100000, func(legal []Action) Action { return legal[r.Intn(len(legal))] })
	}
	t.Logf("%d games, %d steps (%.0f per game)", n, totalSteps, float64(totalSteps)/float64(n))
}

// TestStubbornPlayEnds plays games where each side follows a fixed habit that
// would never end if some choices could undo each other: always the first legal
// action, always the last, or, whenever one is offered, an action that moves
// things back and forth (pick up, drop off, take or leave a general or the Siege
// Train, change command). Every game must end, in a normal number of steps.
func TestStubbornPlayEnds(t *testing.T) {
	d := data.MustDefault()
	back := map[Kind]bool{KPickup: true, KDrop: true, KSiegeTrain: true, KPickGeneral: true, KDropGeneral: true, KCommand: true}
	habits := map[string]func(legal []Action, r *rand.Rand) Action{
		"first": func(legal []Action, _ *rand.Rand) Action { return legal[0] },
		"last":  func(legal []Action, _ *rand.Rand) Action { return legal[len(legal)-1] },
		"back and forth": func(legal []Action, r *rand.Rand) Action {
			var to []Action
			for _, a := range legal {
				if back[a.Kind()] {
					to = append(to, a)
				}
			}
			if len(to) > 0 {
				return to[r.Intn(len(to))]
			}
			return legal[r.Intn(len(legal))]
		},
	}
	for name, habit := range habits {
		for seed := 1; seed <= *stubbornGames; seed++ {
			r := rand.New(rand.NewSource(int64(seed)))
			playChecked(t, d, name, seed, 20000, func(legal []Action) Action { return habit(legal, r) })
		}
	}
}

// playChecked plays one game from seed, choosing each action with pick, and
// checks after every action that a legal action exists, that the legal action
// taken is accepted, that the invariants hold, and that the game ends within
// limit actions. It returns the number of actions.
func playChecked(t *testing.T, d *data.Data, name string, seed, limit int, pick func(legal []Action) Action) int {
	t.Helper()
	return playCheckedRules(t, d, "", name, seed, limit, pick)
}

// playCheckedRules is playChecked under a rules edition (Options.Rules).
func playCheckedRules(t *testing.T, d *data.Data, rules, name string, seed, limit int, pick func(legal []Action) Action) int {
	t.Helper()
	g, err := New(d, Options{Seed: uint64(seed), NoLog: true, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	var legal []Action
	steps := 0
	for !g.Over() {
		legal = g.Legal(legal)
		if len(legal) == 0 {
			f := g.top()
			t.Fatalf("%s, seed %d step %d: no legal action at %+v (proc %d step %d)", name, seed, steps, g.Decision(), f.proc, f.step)
		}
		a := pick(legal)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s, seed %d step %d: legal action %q refused: %v", name, seed, steps, g.ActionText(a), err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("%s, seed %d step %d after %q: %v", name, seed, steps, g.ActionText(a), err)
		}
		if steps++; steps > limit {
			t.Fatalf("%s, seed %d: the game does not end (still at %q, last %q)", name, seed, g.Decision().Prompt, g.ActionText(a))
		}
	}
	return steps
}
