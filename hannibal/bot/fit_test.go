package bot

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitRecoversWeights draws positions whose outcome follows known weights
// (different on the first and the last turn) and checks that the phased fit
// finds them back, better than the prior it started from.
func TestFitRecoversWeights(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	prior := DefaultWeights()
	early, late := prior.vector(), prior.vector()
	early[termPP], late[termPP] = 2, 6
	early[termHannibal], late[termHannibal] = 3, 0.5
	var samples []Sample
	for range 40000 {
		var s Sample
		s.Late = r.Float64()
		sc := prior.Scale + s.Late*(prior.EndScale-prior.Scale)
		z := 0.3
		for i := range s.D {
			s.D[i] = r.NormFloat64()
			z += ((1-s.Late)*early[i] + s.Late*late[i]) * s.D[i] / sc
		}
		s.Rome = r.Float64() < 1/(1+math.Exp(-z))
		s.Weigh = 0.01
		samples = append(samples, s)
	}
	l, err := Fit(samples, FitConfig{Prior: prior, Lambda: 0.01, Phases: true})
	if err != nil {
		t.Fatal(err)
	}
	if d := l.Early.PP - 2; math.Abs(d) > 0.6 {
		t.Errorf("early PP %.2f, want 2", l.Early.PP)
	}
	if d := l.Late.PP - 6; math.Abs(d) > 0.8 {
		t.Errorf("late PP %.2f, want 6", l.Late.PP)
	}
	if l.Early.Hannibal < l.Late.Hannibal+1 {
		t.Errorf("Hannibal early %.2f, late %.2f: want early > late", l.Early.Hannibal, l.Late.Hannibal)
	}
	if math.Abs(l.Bias-0.3) > 0.15 || l.LogLoss >= l.PriorLog {
		t.Errorf("bias %.2f (want 0.3), log loss %.4f against the prior's %.4f", l.Bias, l.LogLoss, l.PriorLog)
	}
	if l.Early.Scale != prior.Scale || l.Late.EndScale != prior.EndScale {
		t.Errorf("the widths changed: %+v", l.Early)
	}
	if _, err := Fit(nil, FitConfig{Prior: prior}); err == nil {
		t.Error("a fit without positions was accepted")
	}
}

// TestLearnedRoundTrip checks that learned weights survive the file and make an
// evaluation that blends them by lateness, and that a bad file is refused.
func TestLearnedRoundTrip(t *testing.T) {
	l := Learned{Early: DefaultWeights(), Late: DefaultWeights(), Games: 3}
	l.Late.PP = 9
	b, err := MarshalLearned(l)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseLearned(b)
	if err != nil || back.Late.PP != 9 || back.Games != 3 {
		t.Fatalf("round trip: %+v %v", back, err)
	}
	if e := back.Eval(); e.Late == nil || e.Late.PP != 9 || e.W.PP != l.Early.PP {
		t.Errorf("evaluation %+v", e)
	}
	if _, err := ParseLearned([]byte(`{"Early":{}}`)); err == nil {
		t.Error("weights without a width were accepted")
	}
	if _, err := LearnedWeights(); err != nil {
		t.Errorf("the shipped weights: %v", err)
	}
}

// TestSelfPlayRecordsPositions plays two short self-play games and checks the
// positions are labelled and weighted per game.
func TestSelfPlayRecordsPositions(t *testing.T) {
	res, err := SelfPlay(SelfPlayConfig{Bots: [2]string{"policy", "policy"}, Games: 2, FirstSeed: 5, Parallel: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != 2 || len(res.Samples) < 10 {
		t.Fatalf("%d games, %d positions", res.Games, len(res.Samples))
	}
	total := 0.0
	for _, s := range res.Samples {
		total += s.Weigh
	}
	if math.Abs(total-2) > 1e-9 {
		t.Errorf("the games weigh %.3f in all, want 2", total)
	}
	if _, err := SelfPlay(SelfPlayConfig{Bots: [2]string{"grandmaster", "policy"}, Games: 1}); err == nil {
		t.Error("an unknown bot was accepted")
	}
}
