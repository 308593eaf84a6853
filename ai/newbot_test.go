package ai

import (
	"strings"
	"testing"

	"punic/game"
	"punic/game/gametest"
)

// TestGenericBots: a game with no bots of its own still gets random and mcts
// (random playouts), and an unknown bot is refused with the names known.
func TestGenericBots(t *testing.T) {
	if _, err := NewBot(gametest.Title, "heuristic", 1); err == nil || !strings.Contains(err.Error(), `unknown bot "heuristic" for toy (random, mcts)`) {
		t.Fatalf("unknown bot: %v", err)
	}
	rules, _ := gametest.Title.Load("")
	for seed := uint64(1); seed <= 3; seed++ {
		mcts, err := NewBot(gametest.Title, "mcts:iter=40", seed)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := rules.New(game.Options{Seed: seed, NoLog: true})
		res, err := Play(g, []Bot{mcts, NewRandom(seed)}, 1000)
		if err != nil || !res.Outcome.Over {
			t.Fatalf("seed %d: %+v %v", seed, res, err)
		}
	}
	if h := BotHelp(gametest.Title); !strings.Contains(h, "random") || !strings.Contains(h, "random playouts") {
		t.Fatalf("help: %s", h)
	}
}
