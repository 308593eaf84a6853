package bot

import (
	"fmt"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// Sample is one training position: the evaluation's unweighted terms at a
// strategy card play (Rome's minus Carthage's), how late in the game it was
// and who won the game in the end.
type Sample struct {
	D     [NumTerms]float64
	Late  float64 // 0 on the first turn, 1 on the last (lateness)
	Rome  bool    // Rome won the game
	Weigh float64 // 1/positions of the game, so that every game counts alike
}

// SelfPlayConfig sets up the games that make training positions.
type SelfPlayConfig struct {
	// Bots are the bot specifications of Rome and Carthage (New), e.g.
	// "heuristic" and "heuristic".
	Bots [2]string
	// Games is how many games to play, seeded FirstSeed, FirstSeed+1…
	Games     int
	FirstSeed uint64
	// Parallel is how many games are played at once (at least 1).
	Parallel int
	// Progress, when set, is called after each game with the games done.
	Progress func(done int)
}

// SelfPlayResult holds the positions of a self-play run.
type SelfPlayResult struct {
	Samples []Sample
	// Games counts the games that ended (a game stopped by the decision limit
	// gives no positions) and RomeWins those Rome won.
	Games, RomeWins int
}

// selfPlayMaxDecisions abandons a training game that goes on too long.
const selfPlayMaxDecisions = 20000

// SelfPlay plays cfg's games between its bots (each seeing only its own
// observation, as in the arena) and records every strategy card play's terms,
// labelled with the game's winner.
func SelfPlay(cfg SelfPlayConfig) (SelfPlayResult, error) {
	var res SelfPlayResult
	if cfg.Games < 1 {
		return res, fmt.Errorf("self-play: at least one game, not %d", cfg.Games)
	}
	for _, spec := range cfg.Bots {
		if b, err := New(spec, 1); err != nil || b == nil {
			return res, fmt.Errorf("self-play: bot %q: %v", spec, err)
		}
	}
	// Each game's samples, whether Rome won, whether it ended, its error.
	type played struct {
		samples   []Sample
		won, over bool
		err       error
	}
	per := make([]played, cfg.Games)
	var first error
	ai.PlayGames(cfg.Games, cfg.Parallel, func(i int) {
		p := &per[i]
		p.samples, p.won, p.over, p.err = selfPlayGame(cfg.Bots, cfg.FirstSeed+uint64(i))
	}, func(i, finished int) {
		p := &per[i]
		if p.err != nil && first == nil {
			first = p.err
		}
		if p.over {
			res.Games++
			res.Samples = append(res.Samples, p.samples...)
			if p.won {
				res.RomeWins++
			}
		}
		if cfg.Progress != nil {
			cfg.Progress(finished)
		}
	})
	return res, first
}

// selfPlayGame plays one training game and returns its positions, whether
// Rome won and whether the game ended.
func selfPlayGame(specs [2]string, seed uint64) (samples []Sample, romeWon, over bool, err error) {
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed, NoLog: true})
	if err != nil {
		return nil, false, false, err
	}
	var bots [2]ai.Bot
	for i, spec := range specs {
		if bots[i], err = New(spec, seed*2+uint64(i)+1); err != nil {
			return nil, false, false, err
		}
	}
	e := NewHannibalEval()
	s := g.Generic()
	var legal []game.Action
	for steps := 0; steps < selfPlayMaxDecisions && !s.Outcome().Over; steps++ {
		if g.AtCardPlay() {
			f := e.Features(g)
			var x Sample
			for i := range x.D {
				x.D[i] = f[hannibal.Rome][i] - f[hannibal.Carthage][i]
			}
			x.Late = lateness(g)
			samples = append(samples, x)
		}
		legal = s.Legal(legal)
		a := legal[0]
		if len(legal) > 1 {
			a = bots[s.ToMove()].Act(s.Observation(s.ToMove()))
		}
		if err := s.Apply(a); err != nil {
			return nil, false, false, fmt.Errorf("self-play seed %d: %v", seed, err)
		}
	}
	o := s.Outcome()
	if !o.Over {
		return nil, false, false, nil
	}
	romeWon = o.Winner == game.Player(hannibal.Rome)
	for i := range samples {
		samples[i].Rome = romeWon
		samples[i].Weigh = 1 / float64(len(samples))
	}
	return samples, romeWon, true, nil
}
