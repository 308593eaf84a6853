package bot

import (
	"fmt"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
)

// Help describes the specifications of The Punic Wars' own bots.
const Help = `  heuristic  rules of thumb, no lookahead: garrisons the capitals, attacks at good
             odds by the Combat Results Table, besieges, takes regions, recruits
             what the Treasury can supply, bids, ends the war when ahead
               end=0       from this Game-Turn on, offer and accept the end by
                           agreement whatever the result (18.1); 0: the
                           war's historical length, at least 8 (24, 18, 8)
               far=1       a leader with nothing worth doing near sets out
                           for a far goal (0: he stays, as before 7 Dec 2026)
  mcts       information-set MCTS over the key decisions (which leader moves
             and where he sets out, attack or not, inside the walls or not),
             the rules of thumb taking the others and playing the playouts
               ms=100      thinking time per searched decision, or
               iter=N      simulations per searched decision instead
               clock=cpu   ms counts CPU time (cpu) or wall-clock time (wall)
               c=0.7       UCB exploration
               depth=40    playout actions before the evaluation scores it
               noise=0.15  chance of a random action in the playouts
               group=lead  decisions searched: key (which leader, attack or
                           not, inside the walls or not); lead (also each
                           leader's first step); or all
               every=0     1: every decision with a choice is the root of its
                           own search (recruitment, losses, bids too), the
                           grouping deciding only what branches below it
               remember=1  remember the enemy strengths seen before they went
                           inside the walls (9.12): the simulated worlds draw
                           only the unseen ones (0: draw every hidden one)
               prior=10    virtual visits that start the heuristic's choice
                           at the root ahead (0: none)
               fast=1      playouts weigh one make-up of a leader's force
                           (1) or all four, as the heuristic does (0)
               eval=fit    the evaluation at the playouts' end: fit (weights
                           fitted on the heuristic's games, First and Second
                           Punic Wars) or hand (hand-written)
               press=1     past the end= Game-Turn, fight on while the
                           hand-set evaluation is over ½ (a draw's worth),
                           to twice that Game-Turn (0: as the heuristic,
                           ahead on Victory Points and that evaluation over
                           0.6, to half as long again)
               end=0       as for heuristic`

// New builds one of The Punic Wars' own bots (heuristic, mcts) from its
// specification, seeded with seed; nil, nil for another name.
func New(spec string, seed uint64) (ai.Bot, error) {
	name, opts, err := ai.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	switch name {
	case "heuristic":
		end := opts.Int("end", 0)
		far := opts.Int("far", 1)
		if err := opts.Done(); err != nil {
			return nil, err
		}
		if end < 0 {
			return nil, fmt.Errorf("heuristic: end must be 0 or more")
		}
		h := NewHeuristic(end, spec)
		h.rules.NoFar = far == 0
		return h, nil
	case "mcts":
		return newMCTS(spec, opts, seed)
	}
	return nil, nil
}

// HeuristicBot plays the rules of thumb (Rules): one choice per decision, the
// same for the same observation.
type HeuristicBot struct {
	rules *Rules
	label string
	legal []punicwars.Action
}

// NewHeuristic returns the heuristic bot; endTurn as Rules.EndTurn, label its
// name in reports ("" for "heuristic").
func NewHeuristic(endTurn int, label string) *HeuristicBot {
	if label == "" {
		label = "heuristic"
	}
	return &HeuristicBot{rules: NewRules(endTurn), label: label}
}

// Name names the bot.
func (h *HeuristicBot) Name() string { return h.label }

// Act chooses from the observation.
func (h *HeuristicBot) Act(obs game.State) game.Action {
	g := engineOf(obs)
	h.legal = g.Legal(h.legal[:0])
	return game.Action(h.rules.Choose(g, h.legal))
}
