package ai

import (
	"fmt"
	"time"

	"punic/game"
)

// Result is how a game between bots went.
type Result struct {
	Outcome game.Outcome
	// Decisions counts the actions taken by both seats; Choices those taken where
	// there was more than one legal action.
	Decisions, Choices int
	// Think is the time each seat's bot spent choosing.
	Think []time.Duration
}

// Play plays s to its end, bots[p] deciding for seat p, and returns how it went.
// Each bot is asked only for the seat to move and sees only that seat's
// observation, never s itself; when a single action is legal it is taken without
// asking. maxDecisions bounds the game (0: no bound). Play changes s.
func Play(s game.State, bots []Bot, maxDecisions int) (Result, error) {
	res := Result{Think: make([]time.Duration, len(bots))}
	var legal []game.Action
	for {
		o := s.Outcome()
		if o.Over {
			res.Outcome = o
			return res, nil
		}
		if maxDecisions > 0 && res.Decisions >= maxDecisions {
			return res, fmt.Errorf("the game did not end within %d decisions", maxDecisions)
		}
		p := s.ToMove()
		if p < 0 || int(p) >= len(bots) {
			return res, fmt.Errorf("no bot for seat %d", p)
		}
		legal = s.Legal(legal)
		if len(legal) == 0 {
			return res, fmt.Errorf("seat %d has no legal action", p)
		}
		a := legal[0]
		if len(legal) > 1 {
			start := time.Now()
			a = bots[p].Act(s.Observation(p))
			res.Think[p] += time.Since(start)
			res.Choices++
		}
		if err := s.Apply(a); err != nil {
			return res, fmt.Errorf("%s chose %q: %w", bots[p].Name(), s.ActionText(a), err)
		}
		res.Decisions++
	}
}
