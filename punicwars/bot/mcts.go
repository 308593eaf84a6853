package bot

// The mcts bot: IS-MCTS (package ai) over the key decisions, with this game's
// evaluation at the playouts' end and the rules of thumb as playout policy.

import (
	"fmt"
	"math/rand/v2"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
)

// playout is the rules of thumb as a playout policy and filler (ai.Policy,
// ai.Grouping's Fill).
type playout struct {
	p     Policy
	legal []punicwars.Action
}

// Choose picks by the rules of thumb, or at random with the policy's noise.
func (x *playout) Choose(s game.State, legal []game.Action, r *rand.Rand) game.Action {
	g := engineOf(s)
	x.legal = x.legal[:0]
	for _, a := range legal {
		x.legal = append(x.legal, punicwars.Action(a))
	}
	return game.Action(x.p.choose(g, x.legal, r))
}

// grouping searches the key decisions (ai.Grouping): which leader moves or
// the end of the phase, attacking or not, going inside the walls or not; with
// lead, also each moving leader's first step (the way he sets out); with all,
// every decision. The rules of thumb fill the others.
type grouping struct {
	all, lead bool
	fill      *playout
}

// Search reports whether the decision is searched.
func (x *grouping) Search(s game.State, legal []game.Action) bool {
	if x.all {
		return true
	}
	if x.lead {
		if g := engineOf(s); g.ActiveLeader() >= 0 && g.Leader(g.ActiveLeader()).MP == 0 {
			for _, a := range legal {
				if punicwars.Action(a).Kind() == punicwars.KMove {
					return true
				}
			}
		}
	}
	for _, a := range legal {
		switch punicwars.Action(a).Kind() {
		case punicwars.KLeader, punicwars.KEndPhase, punicwars.KAttack, punicwars.KInvert:
			return true
		case punicwars.KAccept, punicwars.KDecline:
			return false
		}
	}
	return false
}

// Fill takes a decision that is not searched.
func (x *grouping) Fill(s game.State, legal []game.Action, r *rand.Rand) game.Action {
	return x.fill.Choose(s, legal, r)
}

// mctsBot is the IS-MCTS search with the rules of thumb for the decisions it
// does not search and for ending the war: it offers and accepts the end
// exactly as the heuristic bot does (ending.go), so that wars between bots end.
type mctsBot struct {
	*ai.MCTSBot
	rules *Rules
	legal []punicwars.Action
	// mem, when set, remembers the enemy strengths seen (memory.go).
	mem *memory
}

// Act ends the war when the rules say so, else searches.
func (m *mctsBot) Act(obs game.State) game.Action {
	if m.mem != nil {
		obs = m.mem.recall(obs, engineOf(obs).ToMove())
	}
	g := engineOf(obs)
	m.legal = g.Legal(m.legal[:0])
	switch kindOf(m.legal) {
	case punicwars.KAccept:
		return game.Action(m.rules.Choose(g, m.legal))
	case punicwars.KLeader:
		m.rules.b = ensureBoard(m.rules.b, g)
		if m.rules.offer(g, g.ToMove()) {
			if a := find(m.legal, punicwars.KOffer); a.Kind() == punicwars.KOffer {
				return game.Action(a)
			}
		}
	}
	return m.MCTSBot.Act(obs)
}

// pruneOffers removes the offers to end the war (18.1) from what the search
// chooses among, at the root and in its tree: the bot offers by the rules of
// thumb (Act, ending.go) and nowhere else. Searched, a draw's sure ½ outbid a
// winning war whose evaluation was a little under it: mcts as Carthage
// offered, and a hopeless Rome accepted, a draw at 31 Victory Points to 25 on
// the First Punic War's fifteenth Game-Turn, one point short of a Marginal
// Victory.
func pruneOffers(_ game.State, legal []game.Action) []game.Action {
	out := legal[:0]
	for _, a := range legal {
		if punicwars.Action(a).Kind() != punicwars.KOffer {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return legal[:1]
	}
	return out
}

// ensureBoard returns b reset to g, or a new board.
func ensureBoard(b *board, g *punicwars.Game) *board {
	if b == nil {
		return newBoard(g)
	}
	b.reset(g)
	return b
}

// newMCTS builds the mcts bot from its options.
func newMCTS(spec string, opts *ai.Spec, seed uint64) (ai.Bot, error) {
	cfg := ai.MCTSConfig{Label: spec}
	if err := opts.Search(&cfg); err != nil {
		return nil, err
	}
	cfg.PlayoutSteps = opts.Int("depth", 40)
	noise := opts.Float("noise", 0.15)
	group := opts.Str("group", "lead")
	end := opts.Int("end", 0)
	prior := opts.Float("prior", 10)
	fast := opts.Int("fast", 1) != 0
	eval := opts.Str("eval", "fit")
	cfg.SearchRoot = opts.Int("every", 0) != 0
	remember := opts.Int("remember", 1) != 0
	press := opts.Int("press", 1) != 0
	if err := opts.Done(); err != nil {
		return nil, err
	}
	if prior < 0 {
		return nil, fmt.Errorf("mcts: prior must be 0 or more")
	}
	if cfg.PlayoutSteps < 1 {
		return nil, fmt.Errorf("mcts: depth must be at least 1")
	}
	if noise < 0 || noise > 1 {
		return nil, fmt.Errorf("mcts: noise must be between 0 and 1")
	}
	if end < 0 {
		return nil, fmt.Errorf("mcts: end must be 0 or more")
	}
	if eval != "fit" && eval != "hand" {
		return nil, fmt.Errorf("mcts: unknown eval %q (fit, hand)", eval)
	}
	if group != "key" && group != "lead" && group != "all" {
		return nil, fmt.Errorf("mcts: unknown group %q (key, lead, all)", group)
	}
	cfg.MaxPlayoutSteps = 4 * cfg.PlayoutSteps
	cfg.Eval = NewEvaluation()
	if eval == "fit" {
		if _, err := FittedWeights(); err != nil {
			return nil, fmt.Errorf("mcts: eval=fit: %v", err)
		}
		cfg.Eval = NewFittedEvaluation()
	}
	cache := newReachCache()
	rules := func() *Rules {
		r := NewRules(end)
		r.cache = cache
		return r
	}
	fastRules := func() *Rules {
		r := rules()
		r.fast = fast
		return r
	}
	pl := &playout{p: Policy{Rules: fastRules(), Noise: noise}}
	cfg.Playout = pl
	cfg.Group = &grouping{all: group == "all", lead: group == "lead", fill: &playout{p: Policy{Rules: fastRules(), Noise: noise}}}
	cfg.Delegate = &HeuristicBot{rules: rules(), label: "heuristic"}
	cfg.Prune = pruneOffers
	if prior > 0 {
		// Progressive bias: the heuristic's choice starts ahead.
		ph := &HeuristicBot{rules: rules(), label: "heuristic"}
		cfg.PriorVisits = prior
		cfg.Prior = func(obs game.State) ([]game.Action, []float64) {
			legal := obs.Legal(nil)
			pick := ph.Act(obs)
			values := make([]float64, len(legal))
			for i, a := range legal {
				values[i] = 0.45
				if a == pick {
					values[i] = 0.6
				}
			}
			return legal, values
		}
	}
	b, err := ai.NewMCTS(cfg, seed)
	if err != nil {
		return nil, err
	}
	bot := &mctsBot{MCTSBot: b, rules: rules()}
	bot.rules.Press = press
	if remember {
		bot.mem = newMemory()
	}
	return bot, nil
}
