package punicwars

import (
	"math/rand/v2"
	"testing"

	"punic/punicwars/data"
)

func mustData(t testing.TB) *data.Data {
	t.Helper()
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// playout plays a random game from New to its end, checking the invariants
// after every action. Offers to end are accepted with probability 1/3 after
// minTurns Game-Turns and always declined before, so games run a while; past
// maxTurns the side to move resigns.
func playout(t testing.TB, d *data.Data, scen string, seed uint64, minTurns, maxTurns int, check bool) (*Game, int) {
	g, err := New(d, Options{Scenario: scen, Seed: seed, NoLog: true})
	if err != nil {
		t.Fatalf("%s seed %d: %v", scen, seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	var buf []Action
	steps := 0
	for !g.Over() {
		if g.Turn() > maxTurns {
			_ = g.Resign(g.ToMove())
			break
		}
		buf = g.Legal(buf)
		if len(buf) == 0 {
			t.Fatalf("%s seed %d step %d: no legal action: %s", scen, seed, steps, g.Decision().Prompt)
		}
		a := buf[r.IntN(len(buf))]
		switch a.Kind() {
		case KAccept, KDecline:
			a = act(KDecline, 0, 0)
			if g.Turn() >= minTurns && r.IntN(3) == 0 {
				a = act(KAccept, 0, 0)
			}
		case KBid:
			a = bidAction(r.IntN(1 + g.Treasury(g.ToMove())/4))
		}
		if check {
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s seed %d step %d: legal action %q refused: %v", scen, seed, steps, g.ActionText(a), err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("%s seed %d step %d after %q: %v\n%s", scen, seed, steps, g.ActionText(a), err, g.Decision().Prompt)
			}
		} else {
			g.ApplyLegal(a)
		}
		steps++
	}
	return g, steps
}

// TestRandomGames plays random games of every scenario to their end.
func TestRandomGames(t *testing.T) {
	d := mustData(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, sc := range d.Scenarios {
		ends := map[string]int{}
		total := 0
		for i := 0; i < games; i++ {
			g, steps := playout(t, d, sc.Key, uint64(i+1), 3, 12, true)
			total += steps
			_, _, reason := g.Outcome()
			ends[endKind(g)]++
			_ = reason
		}
		t.Logf("%s: %d games, %.0f actions on average, endings %v", sc.Key, games, float64(total)/float64(games), ends)
	}
}

func endKind(g *Game) string {
	return [...]string{"none", "automatic-vp", "rome-captures-carthage", "carthage-captures-rome", "agreement", "resigned"}[g.s.endReason]
}
