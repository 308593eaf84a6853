package protocol

import (
	"fmt"

	"punic/game"
)

// oddsArgs are the arguments of "odds": whose knowledge, and the battle
// (game.OddsQuery).
type oddsArgs struct {
	Side    *string `json:"side" want:"rome or carthage"`
	Battle  string  `json:"battle" want:"a space key"`
	Action  string  `json:"action" want:"the action's text"`
	Samples int     `json:"samples" want:"a number of simulated battles"`
	Seed    uint64  `json:"seed" want:"a number"`
}

// oddsReply is the estimate.
type oddsReply struct {
	Odds *game.OddsReport `json:"odds"`
	// Chart is the report drawn as text, as "punic odds" prints it.
	Chart string `json:"chart"`
}

// cmdOdds estimates a battle from side's knowledge only (game.OddsTeller).
func cmdOdds(s *Session, a *oddsArgs) (any, error) {
	side, err := (&sideArgs{Side: a.Side}).side(s.m.Title(), "odds", true)
	if err != nil {
		return nil, err
	}
	t, ok := s.m.Game().(game.OddsTeller)
	if !ok {
		return nil, fmt.Errorf("%s does not estimate battles", s.m.Title().Title)
	}
	r, err := t.Odds(side, game.OddsQuery{Battle: a.Battle, Action: a.Action, Samples: a.Samples, Seed: a.Seed})
	if err != nil {
		return nil, err
	}
	return oddsReply{Odds: r, Chart: r.Chart()}, nil
}
