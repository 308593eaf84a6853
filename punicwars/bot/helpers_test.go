package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/data"
)

// newGame starts a scenario.
func newGame(t testing.TB, scenario string, seed uint64) *punicwars.Game {
	t.Helper()
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	g, err := punicwars.New(d, punicwars.Options{Scenario: scenario, Seed: seed, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// load reads a hand-written position (docs/punic-wars-engine.md, Positions).
func load(t testing.TB, lines ...string) *punicwars.Game {
	t.Helper()
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	g, err := punicwars.LoadPosition(d, strings.Join(lines, "\n"), 1)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	return g
}

// play plays g to its end between two bots (Rome first), at most max decisions.
func play(t testing.TB, g *punicwars.Game, rome, carthage ai.Bot, max int) ai.Result {
	t.Helper()
	res, err := ai.Play(g.Generic(), []ai.Bot{rome, carthage}, max)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

var _ game.State = (*punicwars.GenericState)(nil)

// newRand is a seeded generator for the tests' random games.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 99)) }

// playerOf is a side as a seat.
func playerOf(s punicwars.Side) game.Player { return game.Player(s) }
