package bot

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// The evaluation's fitted weights (FittedWeights) come from this test:
//
//	go test ./ai -run TestFitWeights -fit=1000 -v
//
// plays that many games of the heuristic bot against itself, records at every
// strategy card play each side's unweighted terms (Features) and who won in the
// end, and fits the weights by a logistic regression of the outcome on the
// terms' differences divided by the evaluation's width for the turn — an L2
// penalty pulling each weight towards its hand-written value. It prints the
// weights as Go to paste into FittedWeights.
var (
	fitGames  = flag.Int("fit", 0, "games of heuristic self-play to fit the evaluation's weights on (0: skip)")
	fitFile   = flag.String("fitdata", "", "file keeping the positions of -fit (read if it exists, written if not)")
	fitLambda = flag.Float64("fitlambda", 5, "L2 penalty towards the hand-written weights, in games")
)

// fitData plays the -fit games, or reads their positions from -fitdata.
func fitData(t *testing.T) []fitSample {
	if *fitFile != "" {
		if b, err := os.ReadFile(*fitFile); err == nil {
			var s []fitSample
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d positions read from %s", len(s), *fitFile)
			return s
		}
	}
	e := NewHannibalEval()
	var mu sync.Mutex
	var samples []fitSample
	var wg sync.WaitGroup
	next := make(chan int)
	wins := 0
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s := fitGame(t, e, uint64(70000+i))
				mu.Lock()
				samples = append(samples, s...)
				if len(s) > 0 && s[0].Rome {
					wins++
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < *fitGames; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	t.Logf("%d games, Rome won %d, %d positions", *fitGames, wins, len(samples))
	if *fitFile != "" {
		b, _ := json.Marshal(samples)
		if err := os.WriteFile(*fitFile, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return samples
}

// fitSample is one position: the terms' differences (Rome minus Carthage), the
// lateness and whether Rome won.
type fitSample struct {
	D     [NumTerms]float64
	Late  float64
	Rome  bool
	Weigh float64
}

func TestFitWeights(t *testing.T) {
	if *fitGames <= 0 {
		t.Skip("run with -fit=N to fit the evaluation's weights")
	}
	samples := fitData(t)
	start := DefaultWeights()
	lambda := *fitLambda
	w0 := start.vector()
	w := w0
	var bias float64
	scaleOf := func(l float64) float64 { return start.Scale + l*(start.EndScale-start.Scale) }
	loss := func(w [NumTerms]float64, bias float64) float64 {
		ll := 0.0
		for _, s := range samples {
			z := bias
			for i, d := range s.D {
				z += w[i] * d / scaleOf(s.Late)
			}
			p := 1 / (1 + math.Exp(-z))
			if s.Rome {
				ll -= s.Weigh * math.Log(max(p, 1e-12))
			} else {
				ll -= s.Weigh * math.Log(max(1-p, 1e-12))
			}
		}
		return ll
	}
	t.Logf("log loss: hand-written %.4f", loss(w0, 0)/float64(len(samples)))
	// Newton's method on the penalized log likelihood.
	const n = NumTerms + 1
	for it := 0; it < 30; it++ {
		var grad [n]float64
		var hess [n][n]float64
		for _, s := range samples {
			var x [n]float64
			x[NumTerms] = 1
			z := bias
			for i, d := range s.D {
				x[i] = d / scaleOf(s.Late)
				z += w[i] * x[i]
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if s.Rome {
				y = 1
			}
			for i := range x {
				grad[i] += s.Weigh * (p - y) * x[i]
				for j := range x {
					hess[i][j] += s.Weigh * p * (1 - p) * x[i] * x[j]
				}
			}
		}
		for i := 0; i < NumTerms; i++ {
			grad[i] += lambda * (w[i] - w0[i])
			hess[i][i] += lambda
		}
		hess[NumTerms][NumTerms] += 1e-6
		step := solve(hess, grad)
		pen := func(w [NumTerms]float64, bias float64) float64 {
			l := loss(w, bias)
			for i := range w {
				l += lambda / 2 * (w[i] - w0[i]) * (w[i] - w0[i])
			}
			return l
		}
		cur := pen(w, bias)
		for k := 1.0; k > 1e-4; k /= 2 { // backtracking
			var nw [NumTerms]float64
			for i := range nw {
				nw[i] = w[i] - k*step[i]
			}
			if nb := bias - k*step[NumTerms]; pen(nw, nb) < cur {
				w, bias = nw, nb
				break
			}
		}
	}
	t.Logf("log loss: fitted %.4f (bias %.3f towards Rome)", loss(w, bias)/float64(len(samples)), bias)
	names := []string{"PP", "Progress", "NonScoring", "PC", "City", "CU", "Army", "General", "Hannibal",
		"Siege", "CapSiege", "Threat", "Pressure", "TieBreak"}
	var b strings.Builder
	for i, nm := range names {
		v := w[i]
		if nm == "Threat" {
			v = -v
		}
		fmt.Fprintf(&b, "%s: %.2f, ", nm, v)
	}
	t.Logf("fitted weights:\n%s", b.String())
}

// fitGame plays one game of the heuristic bot against itself and returns its
// positions at the strategy card plays, labelled with the winner.
func fitGame(t *testing.T, e *HannibalEval, seed uint64) []fitSample {
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed, NoLog: true})
	if err != nil {
		t.Error(err)
		return nil
	}
	s := g.Generic()
	bots := []ai.Bot{NewHeuristic(HeuristicConfig{}, seed*2+1), NewHeuristic(HeuristicConfig{}, seed*2+2)}
	var out []fitSample
	var legal []game.Action
	for steps := 0; steps < 20000; steps++ {
		if s.Outcome().Over {
			break
		}
		if g.AtCardPlay() {
			f := e.Features(g)
			var x fitSample
			for i := range x.D {
				x.D[i] = f[hannibal.Rome][i] - f[hannibal.Carthage][i]
			}
			x.Late = lateness(g)
			out = append(out, x)
		}
		legal = s.Legal(legal)
		a := legal[0]
		if len(legal) > 1 {
			a = bots[s.ToMove()].Act(s.Observation(s.ToMove()))
		}
		if err := s.Apply(a); err != nil {
			t.Error(err)
			return nil
		}
	}
	o := s.Outcome()
	if !o.Over {
		return nil
	}
	for i := range out {
		out[i].Rome = o.Winner == game.Player(hannibal.Rome)
		out[i].Weigh = 1 / float64(len(out)) // each game counts alike
	}
	return out
}

// solve solves a·x = b by Gaussian elimination with partial pivoting.
func solve(a [NumTerms + 1][NumTerms + 1]float64, b [NumTerms + 1]float64) [NumTerms + 1]float64 {
	const n = NumTerms + 1
	var m [n][n + 1]float64
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			m[i][j] = a[i][j]
		}
		m[i][n] = b[i]
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		if math.Abs(m[c][c]) < 1e-12 {
			continue
		}
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			k := m[r][c] / m[c][c]
			for j := c; j <= n; j++ {
				m[r][j] -= k * m[c][j]
			}
		}
	}
	var x [n]float64
	for i := 0; i < n; i++ {
		if math.Abs(m[i][i]) > 1e-12 {
			x[i] = m[i][n] / m[i][i]
		}
	}
	return x
}
