package ai

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"time"

	"punic/game"
)

// MCTSConfig sets up an ISMCTS bot.
type MCTSConfig struct {
	// Iterations bounds the simulations per decision and Budget the thinking time
	// per decision; at least one must be set. With both, the first reached stops.
	Iterations int
	Budget     time.Duration
	// CPUBudget counts Budget in CPU time of the searching thread (where the
	// system can measure it) rather than wall-clock time, so that a busy machine
	// does not weaken the bot.
	CPUBudget bool
	// C is the UCB exploration constant (rewards are in [0, 1]); 0 means 0.7.
	C float64
	// PlayoutSteps: a playout stops at the first quiet state (Evaluator.Quiet)
	// after this many steps and is scored by the evaluation; 0 means 40, and a
	// negative number stops at the first quiet state.
	// MaxPlayoutSteps stops it in any case; 0 means 400.
	PlayoutSteps, MaxPlayoutSteps int
	// Eval scores the playouts that stop before the end of the game. Required.
	Eval Evaluator
	// Playout is the default policy of playouts; nil means uniform random.
	Playout Policy
	// Group, when set, restricts the tree to the decisions it searches and fills
	// the others; nil searches every decision that has a choice.
	Group Grouping
	// Prior, when set, scores the root's actions before the search: values in
	// [0, 1] for the player to move, one per action. Each scored action starts
	// with PriorVisits virtual visits at its value (progressive bias by
	// initialisation), so that simulations refine a first opinion. Its time counts
	// in the budget.
	Prior       func(obs game.State) (actions []game.Action, values []float64)
	PriorVisits float64
	// RootWidth, when positive and Prior is set, searches only the RootWidth
	// actions of the root that the prior values most.
	RootWidth int
	// Prune, when set, removes actions the search should never take (in place,
	// keeping at least one), at the root and in the simulations.
	Prune func(s game.State, legal []game.Action) []game.Action
	// Delegate, when set, takes the real decisions that Group does not search
	// (the tree only decides the searched ones); nil lets Group.Fill take them.
	// With SearchRoot, every real decision that has a choice is searched: it is
	// the root of its own tree, below which Group still decides what branches.
	Delegate   Bot
	SearchRoot bool
	// Spend, when set, scales the budget (Iterations and Budget) of a searched
	// decision: more for the decisions that matter, less for the others. A
	// factor of 0 or less takes the decision without search (Delegate, or
	// Group.Fill, or the first legal action).
	Spend func(s game.State, legal []game.Action) float64
	// Label names the bot in reports; "" means "ismcts".
	Label string
}

// MCTSBot is an information-set Monte Carlo tree search bot (SO-ISMCTS, Cowling,
// Powley & Whitehouse 2012). Each simulation fills the observation's unknowns at
// random (Determinize), walks down a tree whose nodes are keyed by the decisions
// taken from the root, choosing by UCB among the actions legal in that world,
// adds one node, plays out with the default policy until a quiet state after a
// number of steps, scores the end with the evaluation and backs the score up.
type MCTSBot struct {
	cfg  MCTSConfig
	r    *rand.Rand
	last MCTSStats

	legal, untried []game.Action
	path           []*node
	// rootOnly, when set, holds the only root actions searched (RootWidth).
	rootOnly []game.Action
}

// MCTSStats describes the last search.
type MCTSStats struct {
	Simulations int
	Nodes       int
	// Elapsed is the thinking time, on the clock of the budget.
	Elapsed time.Duration
	// Steps counts the actions applied in the simulations, tree and playouts.
	Steps int
	// DeadEnds counts the simulations stopped by a world in which the player to
	// move had no legal action (an engine fault; the world is scored as it is).
	DeadEnds int
}

// NewMCTS returns an ISMCTS bot seeded with seed.
func NewMCTS(cfg MCTSConfig, seed uint64) (*MCTSBot, error) {
	if cfg.Eval == nil {
		return nil, fmt.Errorf("ismcts: an evaluator is required")
	}
	if cfg.Iterations <= 0 && cfg.Budget <= 0 {
		return nil, fmt.Errorf("ismcts: set iterations or a time budget")
	}
	if cfg.C == 0 {
		cfg.C = 0.7
	}
	if cfg.PlayoutSteps == 0 {
		cfg.PlayoutSteps = 40
	}
	if cfg.MaxPlayoutSteps == 0 {
		cfg.MaxPlayoutSteps = 400
	}
	if cfg.Playout == nil {
		cfg.Playout = UniformPolicy{}
	}
	if cfg.Label == "" {
		cfg.Label = "ismcts"
	}
	return &MCTSBot{cfg: cfg, r: NewRand(seed)}, nil
}

// Name names the bot.
func (b *MCTSBot) Name() string { return b.cfg.Label }

// Stats describes the last search.
func (b *MCTSBot) Stats() MCTSStats { return b.last }

// Act searches from the observation and plays the most visited action.
func (b *MCTSBot) Act(obs game.State) game.Action {
	b.legal = b.legalIn(obs)
	b.last = MCTSStats{}
	if len(b.legal) == 1 {
		return b.legal[0]
	}
	if g := b.cfg.Group; g != nil && !b.cfg.SearchRoot && !g.Search(obs, b.legal) {
		return b.unsearched(obs)
	}
	scale := 1.0
	if b.cfg.Spend != nil {
		if scale = b.cfg.Spend(obs, b.legal); scale <= 0 {
			return b.unsearched(obs)
		}
	}
	me := obs.ToMove()
	rootLegal := append([]game.Action(nil), b.legal...)
	root := b.searchScaled(obs, scale)
	if len(b.rootOnly) > 0 {
		rootLegal = b.rootOnly
	}
	var best game.Action
	most := -1.0
	for _, a := range rootLegal {
		if c := root.child(me, a); c != nil && c.visits > most {
			best, most = a, c.visits
		}
	}
	if most < 0 {
		return rootLegal[b.r.IntN(len(rootLegal))]
	}
	return best
}

// unsearched takes a decision without search: by the delegate, else the
// grouping's filler, else the first legal action (in b.legal).
func (b *MCTSBot) unsearched(obs game.State) game.Action {
	switch {
	case b.cfg.Delegate != nil:
		return b.cfg.Delegate.Act(obs)
	case b.cfg.Group != nil:
		return b.cfg.Group.Fill(obs, b.legal, b.r)
	}
	return b.legal[0]
}

// searchScaled runs search with the budget scaled by f.
func (b *MCTSBot) searchScaled(obs game.State, f float64) *node {
	if f == 1 {
		return b.search(obs)
	}
	iter, budget := b.cfg.Iterations, b.cfg.Budget
	defer func() { b.cfg.Iterations, b.cfg.Budget = iter, budget }()
	if iter > 0 {
		b.cfg.Iterations = max(1, int(float64(iter)*f+0.5))
	}
	b.cfg.Budget = time.Duration(float64(budget) * f)
	return b.search(obs)
}

// search runs the simulations from obs and returns the tree's root.
func (b *MCTSBot) search(obs game.State) *node {
	clock := startClock(b.cfg.CPUBudget)
	defer clock.stop()
	root := &node{player: game.None}
	b.rootOnly = b.rootOnly[:0]
	if b.cfg.Prior != nil && b.cfg.PriorVisits > 0 {
		me := obs.ToMove()
		actions, values := b.cfg.Prior(obs)
		for i, a := range actions {
			c := root.add(me, a)
			c.visits, c.avail, c.reward = b.cfg.PriorVisits, b.cfg.PriorVisits, values[i]*b.cfg.PriorVisits
			c.prior = b.cfg.PriorVisits
		}
		if w := b.cfg.RootWidth; w > 0 && w < len(root.children) {
			best := append([]*node(nil), root.children...)
			sort.SliceStable(best, func(i, j int) bool { return best[i].reward > best[j].reward })
			for _, c := range best[:w] {
				b.rootOnly = append(b.rootOnly, c.action)
			}
		}
	}
	for i := 0; b.cfg.Iterations <= 0 || i < b.cfg.Iterations; i++ {
		if b.cfg.Budget > 0 && i > 0 && clock.elapsed() >= b.cfg.Budget {
			break
		}
		b.simulate(root, obs.Determinize(b.r.Uint64()))
		b.last.Simulations++
	}
	b.last.Elapsed = clock.elapsed()
	b.last.Nodes = root.size()
	return root
}

// simulate runs one simulation on the determinized world w.
func (b *MCTSBot) simulate(root *node, w game.State) {
	c := b.cfg
	n := root
	b.path = append(b.path[:0], root)
	// Selection and expansion.
	for !w.Outcome().Over {
		b.legal = b.legalIn(w)
		if len(b.legal) == 0 {
			b.last.DeadEnds++
			break
		}
		if n == root && len(b.rootOnly) > 0 {
			b.legal = keepOnly(b.legal, b.rootOnly)
		}
		if len(b.legal) == 1 || n != root || !b.cfg.SearchRoot {
			if a, ok := b.quick(w); ok {
				w.ApplyLegal(a)
				b.last.Steps++
				continue
			}
		}
		p := w.ToMove()
		b.untried = b.untried[:0]
		for _, a := range b.legal {
			if ch := n.child(p, a); ch != nil {
				ch.avail++
			} else {
				b.untried = append(b.untried, a)
			}
		}
		if len(b.untried) > 0 {
			a := b.untried[b.r.IntN(len(b.untried))]
			n = n.add(p, a)
			n.avail = 1
			b.path = append(b.path, n)
			w.ApplyLegal(a)
			b.last.Steps++
			break
		}
		var best *node
		bestU := math.Inf(-1)
		for _, a := range b.legal {
			ch := n.child(p, a)
			if u := ch.ucb(c.C); u > bestU {
				best, bestU = ch, u
			}
		}
		n = best
		b.path = append(b.path, n)
		w.ApplyLegal(n.action)
		b.last.Steps++
	}
	// Playout.
	for steps := 0; steps < c.MaxPlayoutSteps && !w.Outcome().Over; steps++ {
		if steps >= c.PlayoutSteps && c.Eval.Quiet(w) {
			break
		}
		b.legal = b.legalIn(w)
		if len(b.legal) == 0 {
			b.last.DeadEnds++
			break
		}
		a, ok := b.quick(w)
		if !ok {
			a = c.Playout.Choose(w, b.legal, b.r)
		}
		w.ApplyLegal(a)
		b.last.Steps++
	}
	// Backpropagation: each node's reward is that of the player who chose it.
	var cache [2]float64
	var have [2]bool
	for _, nd := range b.path[1:] {
		p := nd.player
		var r float64
		if p >= 0 && int(p) < len(cache) {
			if !have[p] {
				cache[p], have[p] = Score(w, p, c.Eval), true
			}
			r = cache[p]
		} else {
			r = Score(w, p, c.Eval)
		}
		nd.visits++
		nd.reward += r
	}
	root.visits++
}

// keepOnly removes from legal, in place, the actions not in only; if none is
// left it returns legal whole.
func keepOnly(legal, only []game.Action) []game.Action {
	out := legal[:0]
	for _, a := range legal {
		if slices.Contains(only, a) {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// legalIn returns the legal actions of s the search considers, in b.legal's
// memory.
func (b *MCTSBot) legalIn(s game.State) []game.Action {
	l := s.Legal(b.legal)
	if b.cfg.Prune != nil && len(l) > 1 {
		l = b.cfg.Prune(s, l)
	}
	return l
}

// quick takes the decisions that need no search in w (whose legal actions are in
// b.legal): a single legal action, or one the grouping does not search.
func (b *MCTSBot) quick(w game.State) (game.Action, bool) {
	if len(b.legal) == 1 {
		return b.legal[0], true
	}
	if g := b.cfg.Group; g != nil && !g.Search(w, b.legal) {
		return g.Fill(w, b.legal, b.r), true
	}
	return 0, false
}

// Limit changes the bounds of the bot's searches: simulations per decision and
// thinking time (at least one set; see MCTSConfig).
func (b *MCTSBot) Limit(iterations int, budget time.Duration) {
	b.cfg.Iterations, b.cfg.Budget = iterations, budget
}

// Config returns the bot's settings.
func (b *MCTSBot) Config() MCTSConfig { return b.cfg }
