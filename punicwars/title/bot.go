package title

import (
	"fmt"
	"math"
	"time"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
)

// The Punic Wars' own mcts bot: the generic IS-MCTS search (package ai) with
// playouts cut after a bounded number of actions and scored by an evaluation of
// this game. A game of The Punic Wars has no last turn (18.0): it ends by an
// automatic victory or by agreement (18.1), so random playouts to the end would
// rarely end. The bot also ends the war by agreement from a Game-Turn on
// (option end), so that games between bots end.

const botHelp = `  mcts       information-set MCTS; each playout runs depth actions, then is scored
             by Victory Points, Strength Points and Treasury
               ms=20       thinking time per decision, or
               iter=N      simulations per decision instead
               clock=cpu   ms counts CPU time (cpu) or wall-clock time (wall)
               c=0.7       UCB exploration
               depth=60    actions in a playout before it is scored
               end=8       from this Game-Turn on, offer to end the war by agreement
                           whenever allowed and accept an offer (18.1); 0 never`

// newBot builds the game's own bots; the generic ones (random) are left to
// package ai.
func newBot(spec string, seed uint64) (game.Bot, error) {
	name, opts, err := ai.ParseSpec(spec)
	if err != nil || name != "mcts" {
		return nil, err
	}
	cfg := ai.MCTSConfig{
		Iterations:   opts.Int("iter", 0),
		Budget:       time.Duration(opts.Float("ms", 0) * float64(time.Millisecond)),
		C:            opts.Float("c", 0.7),
		PlayoutSteps: opts.Int("depth", 60),
		CPUBudget:    true,
		Eval:         Evaluation{},
		Label:        spec,
	}
	cfg.MaxPlayoutSteps = 4 * cfg.PlayoutSteps
	end := opts.Int("end", 8)
	switch clk := opts.Str("clock", "cpu"); clk {
	case "cpu":
	case "wall":
		cfg.CPUBudget = false
	default:
		return nil, fmt.Errorf("mcts: unknown clock %q (cpu, wall)", clk)
	}
	if err := opts.Done(); err != nil {
		return nil, err
	}
	if cfg.PlayoutSteps < 1 {
		return nil, fmt.Errorf("mcts: depth must be at least 1")
	}
	if cfg.Iterations == 0 && cfg.Budget == 0 {
		cfg.Budget = 20 * time.Millisecond
	}
	b, err := ai.NewMCTS(cfg, seed)
	if err != nil {
		return nil, err
	}
	return &endingBot{Bot: b, from: end}, nil
}

// endingBot is a bot that, from Game-Turn from on, offers to end the war by
// agreement whenever it may (once a Game-Turn, 18.1) and accepts the enemy's
// offer; before, and for every other decision, its search decides.
type endingBot struct {
	game.Bot
	from int
}

// Act offers or accepts the end once the war has lasted long enough.
func (b *endingBot) Act(obs game.State) game.Action {
	if g, ok := obs.(*punicwars.GenericState); ok && b.from > 0 && g.G.Turn() >= b.from {
		for _, a := range g.G.Legal(nil) {
			if k := a.Kind(); k == punicwars.KOffer || k == punicwars.KAccept {
				return game.Action(a)
			}
		}
	}
	return b.Bot.Act(obs)
}

// Evaluation scores an unfinished game of The Punic Wars for a side: its lead
// in Victory Points (scaled by the scenario's Automatic Victory Level, 18.21),
// in Strength Points (fleets count half) and in Treasury Points, through a
// logistic curve.
type Evaluation struct{}

var _ ai.Evaluator = Evaluation{}

// Evaluate estimates p's chance to win s.
func (Evaluation) Evaluate(s game.State, p game.Player) float64 {
	g := engineOf(s)
	me, them := punicwars.Side(p), punicwars.Side(1-p)
	vp := g.VictoryPoints()
	x := 0.0
	if lvl, ok := g.AutomaticVictoryLevel(); ok && lvl > 0 {
		x += 4 * float64(vp[me]-vp[them]) / float64(lvl)
	}
	a1, f1 := g.Strength(me)
	a2, f2 := g.Strength(them)
	mine, theirs := float64(a1)+float64(f1)/2, float64(a2)+float64(f2)/2
	x += 2 * (mine - theirs) / math.Max(10, mine+theirs)
	x += float64(g.Treasury(me)-g.Treasury(them)) / 40
	return 1 / (1 + math.Exp(-x))
}

// Quiet is true between whole decisions (punicwars.Game.Settled).
func (Evaluation) Quiet(s game.State) bool {
	return engineOf(s).Settled()
}

// engineOf is the engine's game under a state of The Punic Wars: a bot's
// observation or world, or a front end's Instance.
func engineOf(s game.State) *punicwars.Game {
	if in, ok := s.(*Instance); ok {
		return in.G
	}
	return s.(*punicwars.GenericState).G
}
