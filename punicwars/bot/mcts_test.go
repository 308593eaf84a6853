package bot

import (
	"testing"

	"punic/game"
	"punic/punicwars"
)

// TestNewRefusesBadOptions: unknown options and bad values are refused with
// a reason; another bot's name is left to package ai.
func TestNewRefusesBadOptions(t *testing.T) {
	for _, spec := range []string{"heuristic:bogus=1", "heuristic:end=-1", "mcts:depth=0", "mcts:noise=2",
		"mcts:group=cards", "mcts:clock=sundial", "mcts:end=x", "mcts:bogus=1", "mcts:eval=learned", "mcts:every=x", "mcts:press=x"} {
		if b, err := New(spec, 1); err == nil {
			t.Errorf("%q accepted: %v", spec, b.Name())
		}
	}
	if b, err := New("random", 1); b != nil || err != nil {
		t.Errorf("random: %v, %v", b, err)
	}
}

// TestMCTSSearchesKeyDecisions: at the choice of a leader to move the search
// runs its simulations and picks a legal action; the grouping searches that
// choice, a leader's first step only with group=lead (or all), and a
// recruitment only with group=all.
func TestMCTSSearchesKeyDecisions(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 8 up", "leader 0: map 2908 1 0", "stack: 3008 carthage army 2 up",
		"stack: 2516 carthage army 4 up")
	b, err := New("mcts:iter=40,depth=20", 3)
	if err != nil {
		t.Fatal(err)
	}
	m := b.(*mctsBot)
	a := punicwars.Action(m.Act(g.Observation(punicwars.Rome).Generic()))
	if g.Explain(a) != nil || m.Stats().Simulations != 40 {
		t.Fatalf("%q after %d simulations", g.ActionText(a), m.Stats().Simulations)
	}
	key, all, lead := &grouping{}, &grouping{all: true}, &grouping{lead: true}
	if l := toGame(g.Legal(nil)); !key.Search(g.Generic(), l) || !all.Search(g.Generic(), l) {
		t.Fatal("the choice of a leader is not searched")
	}
	// A leader's first step: searched with group=lead only.
	a, _ = g.ParseAction("leader A")
	w := g.Clone()
	w.ApplyLegal(a)
	if l := toGame(w.Legal(nil)); key.Search(w.Generic(), l) || !lead.Search(w.Generic(), l) {
		t.Fatal("a leader's first step: searched with group=key, or not with group=lead")
	}
	r := load(t, "scenario: second", "turn: 3", "phase: recruitment", "phasing: rome", "treasury: 40 10",
		"stack: 2908 rome army 4 up", "leader 0: map 2908 1 0", "stack: 2516 carthage army 4 up")
	if l := toGame(r.Legal(nil)); key.Search(r.Generic(), l) || !all.Search(r.Generic(), l) {
		t.Fatal("recruitment: searched with group=key, or not with group=all")
	}
}

// TestMCTSGamesEnd: the search bot against the heuristic ends a game of each
// scenario with legal actions only, by agreement at the latest on twice the
// end= Game-Turn (press=1 fights on to then; the heuristic to half as long
// again).
func TestMCTSGamesEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three games")
	}
	for _, sc := range []string{"first", "second", "third"} {
		b, err := New("mcts:iter=15,depth=15,end=6", 5)
		if err != nil {
			t.Fatal(err)
		}
		g := newGame(t, sc, 21)
		res := play(t, g, b, NewHeuristic(6, ""), 20000)
		if !res.Outcome.Over || g.Turn() > 2*6 {
			t.Fatalf("%s: over %v at Game-Turn %d", sc, res.Outcome.Over, g.Turn())
		}
	}
}

// BenchmarkMCTSDecision: one searched decision of 100 simulations at the
// start of Rome's first Campaign Phase in The Second Punic War.
func BenchmarkMCTSDecision(b *testing.B) {
	g := newGame(b, "second", 3)
	h := NewHeuristic(0, "")
	for !g.Over() && !(g.Phase() == "campaign" && g.ToMove() == punicwars.Rome) {
		legal := g.Legal(nil)
		a := legal[0]
		if len(legal) > 1 {
			a = punicwars.Action(h.Act(g.Observation(g.ToMove()).Generic()))
		}
		g.ApplyLegal(a)
	}
	bot, _ := New("mcts:iter=100,depth=40", 1)
	m := bot.(*mctsBot)
	obs := g.Observation(punicwars.Rome).Generic()
	steps := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Act(obs)
		steps += m.Stats().Steps
	}
	b.ReportMetric(float64(steps)/float64(b.N)/100, "steps/sim")
}

// toGame converts engine actions to generic ones.
func toGame(l []punicwars.Action) []game.Action {
	out := make([]game.Action, len(l))
	for i, a := range l {
		out[i] = game.Action(a)
	}
	return out
}

// TestMCTSEvery: every=1 makes every real decision with a choice the root
// of a search, a recruitment too (13.0), which the default grouping leaves
// to the rules of thumb; the action is legal either way.
func TestMCTSEvery(t *testing.T) {
	r := load(t, "scenario: second", "turn: 3", "phase: recruitment", "phasing: rome", "treasury: 40 10",
		"stack: 2908 rome army 4 up", "leader 0: map 2908 1 0", "stack: 2516 carthage army 4 up")
	if len(r.Legal(nil)) < 2 {
		t.Fatal("the recruitment offers no choice")
	}
	for _, c := range []struct {
		spec string
		sims int
	}{{"mcts:iter=30,depth=10", 0}, {"mcts:iter=30,depth=10,every=1", 30}} {
		b, err := New(c.spec, 3)
		if err != nil {
			t.Fatal(err)
		}
		m := b.(*mctsBot)
		a := punicwars.Action(m.Act(r.Observation(punicwars.Rome).Generic()))
		if err := r.Explain(a); err != nil {
			t.Fatalf("%s: %q refused: %v", c.spec, r.ActionText(a), err)
		}
		if got := m.Stats().Simulations; got != c.sims {
			t.Errorf("%s: %d simulations at a recruitment, want %d", c.spec, got, c.sims)
		}
	}
}

// TestMCTSOffersOnlyByTheRules: a Rome with two armies in the capital and
// Hannibal's twelve at the gates would take a draw's sure ½ if the search
// chose among the offers (18.1); the bot offers only as the rules of thumb
// say (ending.go), which on the third Game-Turn of eighteen they do not.
func TestMCTSOffersOnlyByTheRules(t *testing.T) {
	g := load(t, "scenario: second", "turn: 3", "phase: campaign", "phasing: rome", "treasury: 10 40",
		"stack: 2908 rome army 2 up", "leader 0: map 2908 1 0", "stack: 3008 carthage army 12 up",
		"leader 8: map 3008 3 0", "stack: 2516 carthage army 4 up")
	if find(g.Legal(nil), punicwars.KOffer).Kind() != punicwars.KOffer {
		t.Fatal("no offer is legal here")
	}
	for seed := uint64(1); seed <= 4; seed++ {
		b, err := New("mcts:iter=200", seed)
		if err != nil {
			t.Fatal(err)
		}
		if a := punicwars.Action(b.Act(g.Observation(punicwars.Rome).Generic())); a.Kind() == punicwars.KOffer {
			t.Fatalf("seed %d: the search offered the end", seed)
		}
	}
	l := toGame(g.Legal(nil))
	n := len(l)
	if p := pruneOffers(g.Generic(), l); len(p) != n-1 {
		t.Fatalf("pruned %d of %d actions, want the one offer", n-len(p), n)
	}
}
