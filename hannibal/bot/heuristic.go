package bot

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
)

// HeuristicConfig sets up a HeuristicBot.
type HeuristicConfig struct {
	// Samples is the number of worlds each candidate action is tried in; 0 means 6.
	Samples int
	// Candidates bounds the actions tried at one decision; the others are pruned
	// by the policy's weights. 0 means 24.
	Candidates int
	// MaxSteps bounds a completion; 0 means 300.
	MaxSteps int
	// Eval scores the positions; nil means the default evaluation.
	Eval *HannibalEval
	// Policy refines the fast policy that completes the plays.
	Policy PolicyOptions
}

// HeuristicBot plays Hannibal by a one-ply lookahead over whole plays. At each
// decision it samples a few worlds consistent with its observation
// (Determinize) and, in each, tries every candidate action and completes the play
// with the fast HannibalPolicy — its own later sub-decisions, the opponent's
// reactions, battles and dice — until the next strategy card play; it then scores
// the position with the hand-written evaluation and takes the action with the best
// average. The same worlds serve every candidate, so that luck cancels out of the
// comparison. Battle cards are played by their odds without simulation, and the
// free rolls (counterattack, seize the initiative, block, elephant charge) are
// always taken.
type HeuristicBot struct {
	cfg    HeuristicConfig
	r      *rand.Rand
	policy HannibalPolicy
	legal  []game.Action
	cands  []game.Action
	values []float64
	worlds []game.State
	work   game.State
	buf    []game.Action
	// shuttles counts the bot's last decisions in a row that only picked up or
	// dropped off units (10.2, 10.8); past maxShuttles it stops doing so, since
	// picking up and dropping the same CU can otherwise go on forever.
	shuttles int
}

// maxShuttles is how many pick-ups and drop-offs in a row the heuristic bot
// makes before it looks only at its other choices.
const maxShuttles = 8

// isShuttle reports whether a only picks up or drops off units.
func isShuttle(a game.Action) bool {
	switch hannibal.Action(a).Kind() {
	case hannibal.KPickup, hannibal.KDrop, hannibal.KPickGeneral, hannibal.KDropGeneral:
		return true
	}
	return false
}

// withoutShuttles removes from legal, in place, the pick-ups and drop-offs,
// unless nothing else is left.
func withoutShuttles(legal []game.Action) []game.Action {
	out := legal[:0]
	for _, a := range legal {
		if !isShuttle(a) {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// NewHeuristic returns a heuristic bot seeded with seed.
func NewHeuristic(cfg HeuristicConfig, seed uint64) *HeuristicBot {
	if cfg.Samples <= 0 {
		cfg.Samples = 6
	}
	if cfg.Candidates <= 0 {
		cfg.Candidates = 24
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = 300
	}
	if cfg.Eval == nil {
		cfg.Eval = NewHannibalEval()
	}
	return &HeuristicBot{cfg: cfg, r: ai.NewRand(seed), policy: HannibalPolicy{PolicyOptions: cfg.Policy}}
}

// Name names the bot and its settings.
func (b *HeuristicBot) Name() string {
	if b.cfg.Samples == 6 && b.cfg.Candidates == 24 {
		return "heuristic"
	}
	return fmt.Sprintf("heuristic(samples=%d,cands=%d)", b.cfg.Samples, b.cfg.Candidates)
}

// Act chooses the action whose completed plays score best on average.
func (b *HeuristicBot) Act(obs game.State) game.Action {
	a := b.act(obs)
	if isShuttle(a) {
		b.shuttles++
	} else {
		b.shuttles = 0
	}
	return a
}

func (b *HeuristicBot) act(obs game.State) game.Action {
	b.legal = b.legalIn(obs)
	if len(b.legal) == 1 {
		return b.legal[0]
	}
	g := gameOf(obs)
	if hasKind(b.legal, hannibal.KBattleCard) {
		return battleCardPlay(g, b.legal, b.r)
	}
	for _, k := range []hannibal.Kind{hannibal.KCounterattack, hannibal.KSeize, hannibal.KBlock, hannibal.KCharge} {
		for _, a := range b.legal {
			if hannibal.Action(a).Kind() == k {
				return a
			}
		}
	}
	values := b.Values(obs)
	best, bestV := b.cands[0], -1.0
	for i, v := range values {
		if v > bestV {
			best, bestV = b.cands[i], v
		}
	}
	return best
}

// Values tries the candidate actions of obs's decision as Act does and returns
// their average scores for the player to move, in [0, 1], in the order of
// Candidates. The slices are reused by the next call.
func (b *HeuristicBot) Values(obs game.State) (values []float64) {
	b.legal = b.legalIn(obs)
	g := gameOf(obs)
	b.candidates(g)
	b.values = b.values[:0]
	if len(b.cands) == 1 {
		return append(b.values, 0.5)
	}
	p := obs.ToMove()
	b.worlds = b.worlds[:0]
	for k := 0; k < b.cfg.Samples; k++ {
		b.worlds = append(b.worlds, obs.Determinize(b.r.Uint64()))
	}
	if b.work == nil {
		b.work = b.worlds[0].Clone()
	}
	for _, a := range b.cands {
		v := 0.0
		for _, w := range b.worlds {
			b.work.CopyFrom(w)
			b.work.ApplyLegal(a)
			b.complete(b.work)
			v += ai.Score(b.work, p, b.cfg.Eval)
		}
		b.values = append(b.values, v/float64(len(b.worlds)))
	}
	return b.values
}

// legalIn returns the actions the bot considers in obs: the legal ones but the
// changes of command, and but the pick-ups and drop-offs after too many in a
// row.
func (b *HeuristicBot) legalIn(obs game.State) []game.Action {
	l := PruneHannibal(obs, obs.Legal(b.legal))
	if b.shuttles >= maxShuttles {
		l = withoutShuttles(l)
	}
	return l
}

// Candidates returns the actions Values scored, in the same order.
func (b *HeuristicBot) Candidates() []game.Action { return b.cands }

// candidates puts in b.cands the actions worth trying: all of them, or the ones
// the policy weighs most when there are too many.
func (b *HeuristicBot) candidates(g *hannibal.Game) {
	b.cands = append(b.cands[:0], b.legal...)
	if len(b.cands) <= b.cfg.Candidates {
		return
	}
	c := b.policy.context(g, b.legal)
	w := make(map[game.Action]float64, len(b.cands))
	for _, a := range b.cands {
		w[a] = c.weight(g, hannibal.Action(a)) + 1e-3*b.r.Float64()
	}
	sort.Slice(b.cands, func(i, j int) bool { return w[b.cands[i]] > w[b.cands[j]] })
	b.cands = b.cands[:b.cfg.Candidates]
}

// complete plays w on with the fast policy until the next strategy card play, the
// end of the game or MaxSteps.
func (b *HeuristicBot) complete(w game.State) {
	ev := b.cfg.Eval
	for steps := 0; steps < b.cfg.MaxSteps && !w.Outcome().Over; steps++ {
		if ev.Quiet(w) {
			return
		}
		b.buf = w.Legal(b.buf)
		if len(b.buf) == 0 {
			return // an engine fault: score the world as it is
		}
		a := b.buf[0]
		if len(b.buf) > 1 {
			a = b.policy.Choose(w, b.buf, b.r)
		}
		w.ApplyLegal(a)
	}
}
