package bot

import (
	"fmt"
	"math/rand/v2"

	"punic/ai"
	"punic/game"
)

// Help describes the specifications of Hannibal's own bots.
const Help = `  policy     the fast rule-of-thumb policy of the simulations, no lookahead
  heuristic  one-ply lookahead over whole plays, scored by the evaluation
               samples=6   worlds each action is tried in
               cands=24    most actions tried at one decision
               eval=hand   the evaluation's weights: hand (hand-written),
                           fit (FittedWeights) or learned (by phase, punic
                           train); scale=, endscale=, tie=, cu=,
                           winter=, guard=, cautious= and spread= as for
                           mcts
  mcts       information-set MCTS over whole plays
               ms=100      thinking time per searched decision, or
               iter=N      simulations per searched decision instead
               clock=cpu   ms counts the search thread's CPU time (cpu) or
                           wall-clock time (wall)
               group=key   decisions searched: key (card plays, activations,
                           interceptions, avoiding battle, fight or back up,
                           who plays first), card (card plays only) or all;
                           the heuristic takes the others
               c=0.7       UCB exploration
               steps=40    playout steps before the evaluation (0: stop at
                           the end of the play)
               prior=20    virtual visits at the heuristic's value for each
                           action at the root (0: none)
               width=0     search only this many root actions, those the
                           prior values most (0: all)
               playout=policy  or random
               eval=side   the evaluation's weights, also used by its heuristic
                           prior and helper: side (each side's own: fit for
                           both for now), fit (FittedWeights), learned (by
                           phase, punic train) or hand
               scale=6, endscale=3  the evaluation's logistic width on the
                           first and the last turn
               tie=        Carthage's edge on the last turn (TieBreak)
               cu=         the weight of a CU on the map (fit: 0.01; with
                           eval=learned, the first turn's)
               winter=0    the cost of a CU expected lost to this turn's
                           winter attrition (21.1; 0: not counted)
               hsamples=6  samples of the heuristic taking the other decisions
               every=1     search every decision that has a choice, each the
                           root of a tree that still branches only at the
                           grouped decisions (0: only the grouped ones,
                           the heuristic takes the others)
               guard=0     1: the fast policy keeps armies near their
                           threatened capital
               cautious=0  1: the fast policy seeks battles only at good odds
               spread=0    1: the fast policy drops a CU on the enemy PCs it
                           passes, for PC plays to flip them
               cardx=1     budget factor of a strategy card play
               keyx=1      budget factor of the other searched decisions
                           (0: the heuristic takes them)`

// New builds one of Hannibal's own bots (policy, heuristic, and mcts
// with Hannibal's evaluation) from its specification (see BotHelp), seeded with
// seed; it returns nil, nil for another name.
func New(spec string, seed uint64) (ai.Bot, error) {
	name, opts, err := ai.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	switch name {
	case "policy":
		return &PolicyBot{r: ai.NewRand(seed)}, opts.Done()
	case "heuristic":
		cfg := HeuristicConfig{Samples: opts.Int("samples", 6), Candidates: opts.Int("cands", 24), Policy: policyFromSpec(opts, PolicyOptions{})}
		ev, err := evalFromSpec(opts, opts.Str("eval", "hand"))
		if err != nil {
			return nil, err
		}
		cfg.Eval = ev
		if err := opts.Done(); err != nil {
			return nil, err
		}
		return NewHeuristic(cfg, seed), nil
	case "mcts":
		ev := opts.Str("eval", "side")
		if ev != "side" {
			return newMCTSFromSpec(spec, opts, seed, ev)
		}
		rome, err := newMCTSFromSpec(spec, opts, seed, romeEval)
		if err != nil {
			return nil, err
		}
		carthage, err := newMCTSFromSpec(spec, opts, seed^0xca57a6e, carthageEval)
		if err != nil {
			return nil, err
		}
		return &sideBot{name: rome.Name(), bots: [2]ai.Bot{rome, carthage}}, nil
	}
	return nil, nil
}

// romeEval and carthageEval are the evaluations the default ISMCTS bot
// (eval=side) searches with as Rome and as Carthage: the fitted weights for
// both since issue 17 (Carthage searched with the hand-written ones before;
// the learned weights by phase measured worse as Rome, see BENCHMARKS.md).
const (
	romeEval     = "fit"
	carthageEval = "fit"
)

// defaultEvery is every='s default: since issue 17's third session the
// search takes every decision that has a choice (where to move, how many CUs,
// PCs, battle cards…), not only the grouped ones, on both sides: at 0.1 s it
// beat the heuristic far more often as Rome and as Carthage (BENCHMARKS.md).
const defaultEvery = 1

// newMCTSFromSpec builds an ISMCTS bot for Hannibal with the evaluation named
// evalName (see evalFromSpec).
func newMCTSFromSpec(spec string, opts *ai.Spec, seed uint64, evalName string) (ai.Bot, error) {
	ev, err := evalFromSpec(opts, evalName)
	if err != nil {
		return nil, err
	}
	pol := policyFromSpec(opts, PolicyOptions{})
	cfg := ai.MCTSConfig{
		PlayoutSteps: opts.Int("steps", 40),
		Eval:         ev,
		Playout:      &HannibalPolicy{PolicyOptions: pol},
		Prune:        PruneHannibal,
		Label:        spec,
	}
	if err := opts.Search(&cfg); err != nil {
		return nil, err
	}
	if cfg.PlayoutSteps == 0 {
		cfg.PlayoutSteps = -1 // stop at the end of the play
	}
	switch p := opts.Str("playout", "policy"); p {
	case "policy":
	case "random":
		cfg.Playout = ai.UniformPolicy{}
	default:
		return nil, fmt.Errorf("mcts: unknown playout %q (policy, random)", p)
	}
	if pv := opts.Float("prior", 20); pv > 0 {
		h := NewHeuristic(HeuristicConfig{Eval: ev, Policy: pol}, seed^0x9121)
		cfg.Prior = func(obs game.State) ([]game.Action, []float64) {
			v := h.Values(obs)
			return h.Candidates(), v
		}
		cfg.PriorVisits = pv
		cfg.RootWidth = opts.Int("width", 0)
	}
	switch grp := opts.Str("group", "key"); grp {
	case "all":
	case "card", "key":
		cfg.Group = &HannibalGrouping{Key: grp == "key", policy: HannibalPolicy{PolicyOptions: pol}}
		cfg.Delegate = NewHeuristic(HeuristicConfig{Samples: opts.Int("hsamples", 6), Eval: ev, Policy: pol}, seed^0x5eed)
	default:
		return nil, fmt.Errorf("mcts: unknown group %q (card, key, all)", grp)
	}
	cfg.SearchRoot = opts.Int("every", defaultEvery) != 0
	if card, other := opts.Float("cardx", 1), opts.Float("keyx", 1); card != 1 || other != 1 {
		if card <= 0 {
			return nil, fmt.Errorf("mcts: cardx=%g: a card play must be searched (more than 0)", card)
		}
		cfg.Spend = spendBy(card, other)
	}
	if err := opts.Done(); err != nil {
		return nil, err
	}
	if spec == "mcts" {
		cfg.Label = "mcts"
	}
	return ai.NewMCTS(cfg, seed)
}

// policyFromSpec reads the fast policy's refinements: guard=0/1,
// cautious=0/1 and spread=0/1 (PolicyOptions), def where absent.
func policyFromSpec(opts *ai.Spec, def PolicyOptions) PolicyOptions {
	return PolicyOptions{
		Guard:    opts.Int("guard", b2i(def.Guard)) != 0,
		Cautious: opts.Int("cautious", b2i(def.Cautious)) != 0,
		Spread:   opts.Int("spread", b2i(def.Spread)) != 0,
	}
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// evalFromSpec returns the evaluation named name (hand for the hand-written
// weights, fit for the fitted ones) with the spec's scale=, endscale= and tie=
// options, if any.
func evalFromSpec(opts *ai.Spec, name string) (*HannibalEval, error) {
	e := NewHannibalEval()
	switch w := name; w {
	case "hand":
	case "fit":
		e.W = FittedWeights()
	case "learned":
		l, err := LearnedWeights()
		if err != nil {
			return nil, err
		}
		e = l.Eval()
	default:
		return nil, fmt.Errorf("%s: unknown eval %q (hand, fit, learned, or side for mcts)", opts.Name(), w)
	}
	e.W.Scale = opts.Float("scale", e.W.Scale)
	e.W.EndScale = opts.Float("endscale", e.W.EndScale)
	e.W.TieBreak = opts.Float("tie", e.W.TieBreak)
	e.W.CU = opts.Float("cu", e.W.CU)
	e.Winter = opts.Float("winter", 0)
	if e.Late != nil {
		e.Late.TieBreak = opts.Float("tie", e.Late.TieBreak)
	}
	return e, nil
}

// PolicyBot plays the fast HannibalPolicy directly, without lookahead.
type PolicyBot struct {
	r      *rand.Rand
	policy HannibalPolicy
	buf    []game.Action
}

// Name is "policy".
func (b *PolicyBot) Name() string { return "policy" }

// Act lets the policy choose.
func (b *PolicyBot) Act(obs game.State) game.Action {
	b.buf = obs.Legal(b.buf)
	return b.policy.Choose(obs, b.buf, b.r)
}

// sideBot plays each side with its own bot (for side-specific settings).
type sideBot struct {
	name string
	bots [2]ai.Bot
}

// Name names the bot.
func (b *sideBot) Name() string { return b.name }

// Act lets the bot of the side to move choose.
func (b *sideBot) Act(obs game.State) game.Action {
	p := obs.ToMove()
	if p < 0 || int(p) >= len(b.bots) {
		p = 0
	}
	return b.bots[p].Act(obs)
}

// Hints lets the bot of the side to move give its hints (ai.Hinter).
func (b *sideBot) Hints(obs game.State, k int) []ai.Hint {
	p := obs.ToMove()
	if p < 0 || int(p) >= len(b.bots) {
		p = 0
	}
	if h, ok := b.bots[p].(ai.Hinter); ok {
		return h.Hints(obs, k)
	}
	return nil
}
