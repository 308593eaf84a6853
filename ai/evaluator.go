package ai

import "punic/game"

// Evaluator scores a state that is not over: an estimate, in [0, 1], of player
// p's chance to win. Searches stop their playouts early and score them with it.
type Evaluator interface {
	Evaluate(s game.State, p game.Player) float64
	// Quiet reports whether s is a good place to stop a playout: between two
	// whole plays rather than in the middle of one.
	Quiet(s game.State) bool
}

// Score returns p's result in a finished game (1 win, 0 loss, ½ draw) or the
// evaluation of an unfinished one.
func Score(s game.State, p game.Player, ev Evaluator) float64 {
	o := s.Outcome()
	switch {
	case !o.Over:
		return ev.Evaluate(s, p)
	case o.Winner == p:
		return 1
	case o.Winner == game.None:
		return 0.5
	}
	return 0
}
