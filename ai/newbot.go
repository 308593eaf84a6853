package ai

import (
	"fmt"
	"strings"
	"time"

	"punic/game"
)

// BotHelp describes the bot specifications NewBot accepts for game t: the
// game's own bots, then the generic ones it does not replace.
func BotHelp(t *game.Title) string {
	help := "A bot is NAME or NAME:KEY=VALUE,KEY=VALUE…\n  random     a uniformly random legal action\n"
	if t.BotHelp != "" {
		help += t.BotHelp + "\n"
	}
	for _, b := range t.Bots {
		if b.Name == "mcts" {
			return strings.TrimSuffix(help, "\n")
		}
	}
	return help + genericMCTSHelp
}

// genericMCTSHelp describes the generic IS-MCTS bot.
const genericMCTSHelp = `  mcts       information-set MCTS, random playouts to the end of the game
               ms=100      thinking time per decision, or
               iter=N      simulations per decision instead
               clock=cpu   ms counts CPU time (cpu) or wall-clock time (wall)
               c=0.7       UCB exploration`

// NewBot builds a bot for game t from its specification ("name" or
// "name:key=value,…"), seeded with seed: one of the game's own bots
// (game.Title.NewBot) when the game has one of that name, else a generic one —
// random, or mcts (IS-MCTS with random playouts).
func NewBot(t *game.Title, spec string, seed uint64) (Bot, error) {
	if t.NewBot != nil {
		b, err := t.NewBot(spec, seed)
		if b != nil || err != nil {
			return b, err
		}
	}
	name, opts, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	switch name {
	case "random":
		return NewRandom(seed), opts.Done()
	case "mcts":
		return newRolloutMCTS(spec, opts, seed)
	}
	names := []string{"random"}
	for _, b := range t.Bots {
		names = append(names, b.Name)
	}
	if !strings.Contains(" "+strings.Join(names, " ")+" ", " mcts ") {
		names = append(names, "mcts")
	}
	return nil, fmt.Errorf("unknown bot %q for %s (%s)", name, t.Name, strings.Join(names, ", "))
}

// newRolloutMCTS builds the generic IS-MCTS bot: random playouts to the end of
// the game (or a draw at 2000 steps), no grouping.
func newRolloutMCTS(spec string, opts *Spec, seed uint64) (Bot, error) {
	cfg := MCTSConfig{
		Iterations:      opts.Int("iter", 0),
		Budget:          time.Duration(opts.Float("ms", 0) * float64(time.Millisecond)),
		C:               opts.Float("c", 0.7),
		PlayoutSteps:    -1,
		MaxPlayoutSteps: 2000,
		Eval:            RolloutEval{},
		CPUBudget:       true,
		Label:           spec,
	}
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
	if cfg.Iterations == 0 && cfg.Budget == 0 {
		cfg.Budget = 100 * time.Millisecond
	}
	return NewMCTS(cfg, seed)
}

// RolloutEval is the evaluation of a game that provides none: playouts run to the
// end of the game, and one stopped before it counts as a draw.
type RolloutEval struct{}

// Evaluate scores an unfinished playout as a draw.
func (RolloutEval) Evaluate(game.State, game.Player) float64 { return 0.5 }

// Quiet is false: playouts never stop early.
func (RolloutEval) Quiet(game.State) bool { return false }
