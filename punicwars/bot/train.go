package bot

import (
	"fmt"
	"math/rand/v2"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/data"
)

// TrainingSample is a position at the start of a Game-Turn of a finished
// training game: the fitted evaluation's terms (termsOf, Rome's less
// Carthage's), the hand-written evaluation of it for Rome and Rome's result
// in the end (1 win, ½ draw, 0 loss).
type TrainingSample struct {
	Terms [fitTerms]float64
	Hand  float64
	Rome  float64
}

// TrainingConfig sets up the games that make training positions.
type TrainingConfig struct {
	// Scenario is the scenario's key (first, second).
	Scenario string
	// Games is how many games to play: game i is seeded Seed+i, its Roman
	// bot Seed+100+i and its Carthaginian Seed+200+i.
	Games int
	Seed  uint64
	// Noise is each bot's chance of a random legal action instead of the
	// heuristic's (0 ≤ Noise ≤ 1).
	Noise float64
	// Every, when positive, takes a position at the first settled state
	// Every decisions or more after the last one taken (the first at the
	// start), throughout the Game-Turns, as a search's playouts end; 0 takes
	// one at the start of every Game-Turn.
	Every int
	// End is the Game-Turn from which the training bots end the war by
	// agreement whatever the result (HeuristicBot's end=, Rules.EndTurn); 0
	// is the war's historical length. A later one labels the positions with
	// how the war goes on, not with the convention's draw at that Game-Turn.
	End int
	// Parallel is how many games are played at once (at least 1).
	Parallel int
	// Progress, when set, is called after each game with the games done.
	Progress func(done int)
}

// trainingMaxDecisions abandons a training game that goes on too long.
const trainingMaxDecisions = 20000

// TrainingGames plays cfg's games of the heuristic against itself, each
// action random with probability cfg.Noise, and returns their positions (at
// the start of every Game-Turn, or every cfg.Every decisions) labelled with
// the game's result, in the order of the games whatever cfg.Parallel.
func TrainingGames(cfg TrainingConfig) ([]TrainingSample, error) {
	d, err := data.Default()
	if err != nil {
		return nil, err
	}
	if _, ok := d.ScenarioByKey(cfg.Scenario); !ok {
		return nil, fmt.Errorf("training: unknown scenario %q", cfg.Scenario)
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("training: at least one game, not %d", cfg.Games)
	}
	if !(cfg.Noise >= 0 && cfg.Noise <= 1) {
		return nil, fmt.Errorf("training: noise %v is not between 0 and 1", cfg.Noise)
	}
	if cfg.Every < 0 {
		return nil, fmt.Errorf("training: a position every %d decisions", cfg.Every)
	}
	if cfg.End < 0 {
		return nil, fmt.Errorf("training: end at Game-Turn %d", cfg.End)
	}
	per := make([][]TrainingSample, cfg.Games)
	errs := make([]error, cfg.Games)
	ai.PlayGames(cfg.Games, cfg.Parallel, func(i int) {
		per[i], errs[i] = TrainingGame(d, cfg.Scenario, cfg.Seed+uint64(i), cfg.Noise, cfg.Every, cfg.End)
	}, func(_, finished int) {
		if cfg.Progress != nil {
			cfg.Progress(finished)
		}
	})
	var out []TrainingSample
	for i := range per {
		if errs[i] != nil {
			return nil, errs[i]
		}
		out = append(out, per[i]...)
	}
	return out, nil
}

// TrainingGame plays one game of scenario sc seeded seed between two noisy
// heuristic bots (seeded seed+100 and seed+200) and returns its positions,
// labelled with Rome's result: at the start of every Game-Turn, or with every
// positive, at the first settled state every decisions or more after the
// last one taken. The bots end the war by agreement from Game-Turn end on
// (Rules.EndTurn; 0 the war's historical length).
func TrainingGame(d *data.Data, sc string, seed uint64, noise float64, every, end int) ([]TrainingSample, error) {
	g, err := punicwars.New(d, punicwars.Options{Scenario: sc, Seed: seed, NoLog: true})
	if err != nil {
		return nil, err
	}
	s := g.Generic()
	bots := []ai.Bot{newNoisyHeuristic(seed+100, noise, end), newNoisyHeuristic(seed+200, noise, end)}
	b := newBoard(g)
	var mine []TrainingSample
	turn, next := 0, 0
	for dec := 0; dec < trainingMaxDecisions && !s.Outcome().Over; dec++ {
		take := g.Turn() != turn
		if every > 0 {
			take = dec >= next
		}
		if take && g.Settled() {
			turn, next = g.Turn(), dec+every
			b.reset(g)
			mine = append(mine, TrainingSample{Terms: termsOf(b), Hand: evaluateOn(b, punicwars.Rome)})
		}
		legal := s.Legal(nil)
		a := legal[0]
		if len(legal) > 1 {
			a = bots[s.ToMove()].Act(s.Observation(s.ToMove()))
		}
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("training %s seed %d: %v", sc, seed, err)
		}
	}
	if !s.Outcome().Over {
		return nil, fmt.Errorf("training %s seed %d: the game did not end in %d decisions", sc, seed, trainingMaxDecisions)
	}
	rome := 0.5
	switch _, w, _ := g.Outcome(); w {
	case punicwars.Rome:
		rome = 1
	case punicwars.Carthage:
		rome = 0
	}
	for k := range mine {
		mine[k].Rome = rome
	}
	return mine, nil
}

// noisyBot plays the heuristic, or a random legal action with probability p.
type noisyBot struct {
	h   *HeuristicBot
	r   *rand.Rand
	p   float64
	buf []game.Action
}

// newNoisyHeuristic returns the heuristic ending the war from Game-Turn end
// (Rules.EndTurn) and taking a random action with probability p, seeded seed.
func newNoisyHeuristic(seed uint64, p float64, end int) *noisyBot {
	return &noisyBot{h: NewHeuristic(end, ""), r: ai.NewRand(seed), p: p}
}

// Name names the bot.
func (x *noisyBot) Name() string { return "noisy heuristic" }

// Act chooses from the observation.
func (x *noisyBot) Act(obs game.State) game.Action {
	if x.r.Float64() < x.p {
		x.buf = obs.Legal(x.buf[:0])
		return x.buf[x.r.IntN(len(x.buf))]
	}
	return x.h.Act(obs)
}
