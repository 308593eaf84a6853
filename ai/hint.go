package ai

import (
	"fmt"
	"time"

	"punic/game"
)

// Hint is one of a bot's preferred choices at a decision, with how good the bot
// thinks it is.
type Hint struct {
	Action game.Action
	// Win is the estimated chance, in [0, 1], that the player to move wins the
	// game after taking Action.
	Win float64
	// Visits is how many simulations of the search went through Action (0 when
	// the estimate comes from the evaluation alone).
	Visits int
}

// Hinter is a bot that can tell its preferred choices: the k actions it likes
// best at obs's decision (an observation of the player to move), best first.
// A Hinter reads only obs, so its hints never depend on hidden information.
type Hinter interface {
	Hints(obs game.State, k int) []Hint
}

// HintBudget bounds the thinking behind a set of hints: a number of
// simulations (deterministic: the same position gives the same hints) or a
// wall-clock time (what a waiting player feels). At least one must be set;
// with both, the first reached stops.
type HintBudget struct {
	Iterations int
	Time       time.Duration
}

// spec returns the budget as bot options ("iter=N,ms=M,clock=wall").
func (b HintBudget) spec() (string, error) {
	if b.Iterations <= 0 && b.Time <= 0 {
		return "", fmt.Errorf("hints: give a number of simulations or a time")
	}
	s := ""
	if b.Iterations > 0 {
		s = fmt.Sprintf("iter=%d", b.Iterations)
	}
	if b.Time > 0 {
		if s != "" {
			s += ","
		}
		s += fmt.Sprintf("ms=%g,clock=wall", float64(b.Time)/float64(time.Millisecond))
	}
	return s, nil
}

// HintSeed seeds the bot behind Hints, so that an iteration budget gives the
// same hints for the same position.
const HintSeed = 0x41_4e_54

// Hints returns the k choices game t's mcts bot prefers for player side at the
// decision of s, best first, with their estimated win rates. Only side's
// observation of s is used (s may be the true game: its hidden parts are taken
// out first), so the hints reveal nothing side may not know. It is an error if
// side is not to move or the game is over. The first hint is always a legal
// action of s.
func Hints(t *game.Title, s game.State, side game.Player, budget HintBudget, k int) ([]Hint, error) {
	if s.Outcome().Over {
		return nil, fmt.Errorf("hints: the game is over")
	}
	if s.ToMove() != side {
		return nil, fmt.Errorf("hints: %s is not to decide", sideName(s, side))
	}
	if k < 1 {
		return nil, fmt.Errorf("hints: ask for at least one hint, not %d", k)
	}
	opts, err := budget.spec()
	if err != nil {
		return nil, err
	}
	b, err := NewBot(t, "mcts:"+opts, HintSeed)
	if err != nil {
		return nil, err
	}
	h, ok := b.(Hinter)
	if !ok {
		return nil, fmt.Errorf("hints: %s's mcts bot gives no hints", t.Name)
	}
	hints := h.Hints(s.Observation(side), k)
	if len(hints) == 0 {
		return nil, fmt.Errorf("hints: no legal action")
	}
	return hints, nil
}

// sideName names seat p of s for messages.
func sideName(s game.State, p game.Player) string {
	if names := s.Players(); p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return fmt.Sprintf("player %d", p)
}
