package bot

import (
	"math"
	"math/rand/v2"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
)

// outcomeSample is a position at the start of a Game-Turn of a finished game:
// the evaluations of it for Rome and Rome's result (1 win, ½ draw, 0 loss).
type outcomeSample struct {
	hand, fit, rome float64
}

// selfPlay plays n games of scenario sc between two heuristic bots that take a
// random action with probability 0.05 (seeds from seed on), and returns
// their positions at the start of every Game-Turn with the games' results.
func selfPlay(t *testing.T, sc string, n int, seed uint64) []outcomeSample {
	t.Helper()
	var out []outcomeSample
	for i := 0; i < n; i++ {
		g := newGame(t, sc, seed+uint64(i))
		s := g.Generic()
		bots := []ai.Bot{noisyHeuristic(seed + 100 + uint64(i)), noisyHeuristic(seed + 200 + uint64(i))}
		b := newBoard(g)
		var mine []outcomeSample
		turn := 0
		for dec := 0; dec < 20000 && !s.Outcome().Over; dec++ {
			if g.Turn() != turn && g.Settled() {
				turn = g.Turn()
				b.reset(g)
				fit, ok := fittedOn(b, punicwars.Rome)
				if !ok {
					t.Fatalf("%s: no fitted weights", sc)
				}
				mine = append(mine, outcomeSample{hand: evaluateOn(b, punicwars.Rome), fit: fit})
			}
			legal := s.Legal(nil)
			a := legal[0]
			if len(legal) > 1 {
				a = bots[s.ToMove()].Act(s.Observation(s.ToMove()))
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if !s.Outcome().Over {
			t.Fatalf("%s game %d did not end", sc, i)
		}
		rome := 0.5
		switch _, w, _ := g.Outcome(); w {
		case punicwars.Rome:
			rome = 1
		case punicwars.Carthage:
			rome = 0
		}
		for k := range mine {
			mine[k].rome = rome
		}
		out = append(out, mine...)
	}
	return out
}

// noisyBot plays the heuristic, or a random legal action with probability p.
type noisyBot struct {
	h   *HeuristicBot
	r   *rand.Rand
	p   float64
	buf []game.Action
}

func noisyHeuristic(seed uint64) *noisyBot {
	return &noisyBot{h: NewHeuristic(0, ""), r: ai.NewRand(seed), p: 0.05}
}

func (x *noisyBot) Name() string { return "noisy heuristic" }

func (x *noisyBot) Act(obs game.State) game.Action {
	if x.r.Float64() < x.p {
		x.buf = obs.Legal(x.buf[:0])
		return x.buf[x.r.IntN(len(x.buf))]
	}
	return x.h.Act(obs)
}

// logLoss is the mean log-loss of predictions of Rome's result.
func logLoss(samples []outcomeSample, pred func(outcomeSample) float64) float64 {
	l := 0.0
	for _, e := range samples {
		p := math.Min(1-1e-6, math.Max(1e-6, pred(e)))
		l -= e.rome*math.Log(p) + (1-e.rome)*math.Log(1-p)
	}
	return l / float64(len(samples))
}

// TestFittedPredicts: on games the weights were not fitted on (seeds 50000
// on), the fitted evaluation predicts the results of heuristic-against-
// heuristic games better than the hand-written one and than a constant (the
// share of Roman results): it agrees with how games end.
func TestFittedPredicts(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 30 games")
	}
	for _, sc := range []string{"first", "second"} {
		samples := selfPlay(t, sc, 15, 50000)
		mean := 0.0
		for _, e := range samples {
			mean += e.rome
		}
		mean /= float64(len(samples))
		constant := logLoss(samples, func(outcomeSample) float64 { return mean })
		hand := logLoss(samples, func(e outcomeSample) float64 { return e.hand })
		fit := logLoss(samples, func(e outcomeSample) float64 { return e.fit })
		t.Logf("%s: %d positions, log-loss constant %.3f, hand %.3f, fitted %.3f", sc, len(samples), constant, hand, fit)
		if fit >= hand || fit >= constant {
			t.Errorf("%s: the fitted evaluation's log-loss %.3f is not below the hand-written %.3f and the constant %.3f", sc, fit, hand, constant)
		}
	}
}

// TestFittedEvaluationSides: the fitted evaluation's two sides add up to one
// and it is used only where the scenario has weights.
func TestFittedEvaluationSides(t *testing.T) {
	for _, sc := range []string{"first", "second", "third"} {
		g := newGame(t, sc, 1)
		for !g.Settled() || g.Phase() == "deploy" {
			legal := g.Legal(nil)
			g.ApplyLegal(legal[0])
		}
		ev := NewFittedEvaluation()
		r, c := ev.Evaluate(g.Generic(), playerOf(punicwars.Rome)), ev.Evaluate(g.Generic(), playerOf(punicwars.Carthage))
		if math.Abs(r+c-1) > 1e-9 || r <= 0 || r >= 1 {
			t.Errorf("%s: Rome %v, Carthage %v", sc, r, c)
		}
		_, ok := fittedOn(newBoard(g), punicwars.Rome)
		if ok != (sc != "third") {
			t.Errorf("%s: fitted weights %v", sc, ok)
		}
		if sc == "third" && r != NewEvaluation().Evaluate(g.Generic(), playerOf(punicwars.Rome)) {
			t.Errorf("third: the fitted evaluation differs from the hand-written one")
		}
	}
}
