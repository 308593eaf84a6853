package bot

import (
	"math"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// startGame returns a new 218 BC game.
func startGame(t *testing.T, seed uint64) *hannibal.Game {
	t.Helper()
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// do applies actions by their text forms.
func do(t *testing.T, g *hannibal.Game, texts ...string) {
	t.Helper()
	for _, text := range texts {
		a, err := g.ParseAction(text)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// firstPCPlay returns the text of a legal "ops N pc" play, or "".
func firstPCPlay(g *hannibal.Game) string {
	for _, a := range g.Legal(nil) {
		if a.Kind() == hannibal.KPlayOps && a.B() == 1 {
			return g.ActionText(a)
		}
	}
	return ""
}

// TestEvaluationIsZeroSum checks that the two sides' chances add up to one and
// that a side's observation scores as the true game does.
func TestEvaluationIsZeroSum(t *testing.T) {
	e := NewHannibalEval()
	g := playUntil(t, 4, func(g *hannibal.Game) bool { return g.Turn() == 3 })
	if g == nil {
		t.Fatal("game over before turn 3")
	}
	s := g.Generic()
	r, c := e.Evaluate(s, 0), e.Evaluate(s, 1)
	if math.Abs(r+c-1) > 1e-12 || r <= 0 || r >= 1 {
		t.Errorf("Rome %.4f + Carthage %.4f", r, c)
	}
	for p := game.Player(0); p < 2; p++ {
		if o := e.Evaluate(s.Observation(p), p); math.Abs(o-e.Evaluate(s, p)) > 1e-12 {
			t.Errorf("seat %d: observation scores %.4f, the game %.4f", p, o, e.Evaluate(s, p))
		}
	}
}

// TestEvaluationCountsProvinces checks that taking a province (Gallia Cisalpinia,
// where Carthage holds two tribes of the three spaces needed) raises Carthage's
// political points and its evaluation.
func TestEvaluationCountsProvinces(t *testing.T) {
	e := NewHannibalEval()
	g := startGame(t, 1)
	do(t, g, "pass", "first carthage")
	play := firstPCPlay(g)
	if play == "" {
		t.Skip("no card to place PCs with in this deal")
	}
	do(t, g, play)
	before, pp := e.Evaluate(g.Generic(), 1), g.PoliticalPoints(hannibal.Carthage)
	do(t, g, "pc taurini")
	after := e.Evaluate(g.Generic(), 1)
	if g.PoliticalPoints(hannibal.Carthage) != pp+1 || after <= before {
		t.Errorf("after taking Gallia Cisalpinia: %d points (was %d), evaluation %.3f (was %.3f)", g.PoliticalPoints(hannibal.Carthage), pp, after, before)
	}
}

// TestPCGainPrefersProvinces checks the policy's PC values: a PC that completes a
// province beats one that starts on an empty province.
func TestPCGainPrefersProvinces(t *testing.T) {
	g := startGame(t, 1)
	b := g.Data().Board
	taurini, _ := b.SpaceByKey("taurini") // Gallia Cisalpinia: Carthage has 2 of 3
	iberus, _ := b.SpaceByKey("iberus")   // Idubeda: nobody has any of 4
	narbo, _ := b.SpaceByKey("narbo")     // Massilia does not score
	gt, gi, gn := pcGain(g, hannibal.Carthage, taurini), pcGain(g, hannibal.Carthage, iberus), pcGain(g, hannibal.Carthage, narbo)
	if !(gt > gi && gi > gn) {
		t.Errorf("gains: Taurini %.2f, Iberus %.2f, Narbo %.2f; want decreasing", gt, gi, gn)
	}
}

// TestMCTSEvalBySide checks that the default ISMCTS bot searches as Rome with
// the evaluation romeEval names and as Carthage with carthageEval's,
// its heuristic helper alike, that it searches every decision unless every=0,
// and that eval= picks one for both sides.
func TestMCTSEvalBySide(t *testing.T) {
	want := func(name string) EvalWeights {
		_, spec, err := ai.ParseSpec("mcts")
		if err != nil {
			t.Fatal(err)
		}
		e, err := evalFromSpec(spec, name)
		if err != nil {
			t.Fatal(err)
		}
		return e.W
	}
	if want("fit") == want("hand") {
		t.Fatal("the fitted weights are the hand-written ones")
	}
	b, err := ai.NewBot(testTitle, "mcts", 1)
	if err != nil {
		t.Fatal(err)
	}
	sb, ok := b.(*sideBot)
	if !ok {
		t.Fatalf("mcts is a %T, want a bot per side", b)
	}
	if b.Name() != "mcts" {
		t.Errorf("name %q", b.Name())
	}
	for side, name := range [2]string{romeEval, carthageEval} {
		m := sb.bots[side].(*ai.MCTSBot)
		if got := m.Config().Eval.(*HannibalEval).W; got != want(name) {
			t.Errorf("side %d searches with %+v, want %s", side, got, name)
		}
		if !m.Config().SearchRoot {
			t.Errorf("side %d does not search every decision (every=1 is the default)", side)
		}
		if got := m.Config().Delegate.(*HeuristicBot).cfg.Eval.W; got != want(name) {
			t.Errorf("side %d's helper uses %+v, want %s", side, got, name)
		}
	}
	// The server's bot is "mcts:ms=N" (server/bots.go): every=1 too.
	b, err = ai.NewBot(testTitle, "mcts:ms=500", 1)
	if err != nil {
		t.Fatal(err)
	}
	if m := b.(*sideBot).bots[1].(*ai.MCTSBot); !m.Config().SearchRoot {
		t.Error("mcts:ms=500 does not search every decision")
	}
	b, err = ai.NewBot(testTitle, "mcts:every=0", 1)
	if err != nil {
		t.Fatal(err)
	}
	if m := b.(*sideBot).bots[0].(*ai.MCTSBot); m.Config().SearchRoot {
		t.Error("mcts:every=0 searches every decision")
	}
	b, err = ai.NewBot(testTitle, "mcts:eval=hand", 1)
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := b.(*ai.MCTSBot); !ok || m.Config().Eval.(*HannibalEval).W != want("hand") {
		t.Errorf("mcts:eval=hand is %T", b)
	}
	b, err = ai.NewBot(testTitle, "mcts:eval=learned", 1)
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := b.(*ai.MCTSBot); !ok || m.Config().Eval.(*HannibalEval).Late == nil {
		t.Errorf("mcts:eval=learned is %T without weights by phase", b)
	}
	if _, err := ai.NewBot(testTitle, "mcts:eval=nonsense", 1); err == nil {
		t.Error("mcts:eval=nonsense accepted")
	}
}
