package ai

import (
	"math/rand/v2"

	"punic/game"
)

// Policy chooses an action quickly, without search: the default policy of
// playouts and the filler of sub-decisions. s is a complete (determinized) state
// or an observation; legal holds its legal actions (at least one). A policy only
// reads s.
type Policy interface {
	Choose(s game.State, legal []game.Action, r *rand.Rand) game.Action
}

// UniformPolicy picks a legal action uniformly at random.
type UniformPolicy struct{}

// Choose picks one of legal at random.
func (UniformPolicy) Choose(_ game.State, legal []game.Action, r *rand.Rand) game.Action {
	return legal[r.IntN(len(legal))]
}
