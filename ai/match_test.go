package ai

import (
	"strings"
	"testing"

	"punic/game"
)

// TestPlayNim checks the game loop on the toy game: the winner is reported and
// every decision counted.
func TestPlayNim(t *testing.T) {
	perfect, _ := NewMCTS(MCTSConfig{Iterations: 2000, Eval: nimEval{}, PlayoutSteps: 100}, 3)
	res, err := Play(newNim(10), []Bot{perfect, NewRandom(4)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Outcome.Over || res.Outcome.Winner != 0 {
		t.Errorf("outcome %+v: the first player wins 10-stone nim with perfect play", res.Outcome)
	}
	if res.Decisions < 4 || res.Choices > res.Decisions || len(res.Think) != 2 {
		t.Errorf("result %+v", res)
	}
	if _, err := Play(newNim(50), []Bot{NewRandom(1), NewRandom(2)}, 5); err == nil {
		t.Error("a game longer than the bound did not fail")
	}
}

// illegalBot always answers an action that does not exist.
type illegalBot struct{}

func (illegalBot) Name() string               { return "illegal" }
func (illegalBot) Act(game.State) game.Action { return 99 }

// TestPlayRefusesIllegalActions checks that a bot's illegal action stops the game
// with an error naming the bot.
func TestPlayRefusesIllegalActions(t *testing.T) {
	_, err := Play(newNim(5), []Bot{illegalBot{}, NewRandom(1)}, 0)
	if err == nil || !strings.Contains(err.Error(), "illegal chose") {
		t.Errorf("err = %v", err)
	}
}
