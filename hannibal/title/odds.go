package title

import (
	"errors"

	"punic/game"
	"punic/hannibal/odds"
)

var _ game.OddsTeller = (*Instance)(nil)

// Odds estimates a battle from p's knowledge only (game.OddsTeller): p's
// observation of the game, the other hand sampled (package hannibal/odds).
func (in *Instance) Odds(p game.Player, q game.OddsQuery) (*game.OddsReport, error) {
	if p != 0 && p != 1 {
		return nil, errors.New("odds are for rome or carthage")
	}
	return odds.Estimate(in.G.Observation(side(p)), side(p), q)
}

// Battles lists the battles p may weigh now (game.OddsTeller), from p's
// observation.
func (in *Instance) Battles(p game.Player) []game.OddsQuery {
	if p != 0 && p != 1 {
		return nil
	}
	return odds.Battles(in.G.Observation(side(p)), side(p))
}
