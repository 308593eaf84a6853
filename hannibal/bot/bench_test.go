package bot

import (
	"testing"
	"time"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// Benchmarks of the bots. Run with
//
//	go test -run '^$' -bench . -benchmem ./hannibal/bot

// benchPosition returns a second-turn position where Rome must play a card,
// reached by two heuristic bots.
func benchPosition(b *testing.B) *hannibal.Game {
	b.Helper()
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: 5, NoLog: true})
	if err != nil {
		b.Fatal(err)
	}
	h := NewHeuristic(HeuristicConfig{}, 1)
	for !(g.Turn() == 2 && g.AtCardPlay() && g.ToMove() == hannibal.Rome) {
		legal := g.Legal(nil)
		a := legal[0]
		if len(legal) > 1 {
			a = hannibal.Action(h.Act(g.Generic().Observation(game.Player(g.ToMove()))))
		}
		if err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// benchMCTS measures ISMCTS simulations per second from the benchmark position
// with the bot specification's settings: one op is one simulation.
func benchMCTS(b *testing.B, spec string) {
	g := benchPosition(b)
	obs := g.Generic().Observation(0)
	bot, err := ai.NewBot(testTitle, spec, 1)
	if err != nil {
		b.Fatal(err)
	}
	if sb, ok := bot.(*sideBot); ok {
		bot = sb.bots[hannibal.Rome] // the position is Rome's card play
	}
	m := bot.(*ai.MCTSBot)
	m.Limit(b.N, 0)
	b.ResetTimer()
	m.Act(obs)
	st := m.Stats()
	b.ReportMetric(float64(st.Simulations)/b.Elapsed().Seconds(), "sims/s")
	b.ReportMetric(float64(st.Steps)/float64(max(1, st.Simulations)), "steps/sim")
}

// BenchmarkISMCTS: whole card plays searched, policy playouts of 40 steps (the
// default bot).
func BenchmarkISMCTS(b *testing.B) { benchMCTS(b, "mcts") }

// BenchmarkISMCTSAllDecisions: every decision searched.
func BenchmarkISMCTSAllDecisions(b *testing.B) { benchMCTS(b, "mcts:group=all") }

// BenchmarkISMCTSRandomPlayouts: uniformly random playouts.
func BenchmarkISMCTSRandomPlayouts(b *testing.B) { benchMCTS(b, "mcts:playout=random") }

// BenchmarkISMCTSShortPlayouts: playouts cut after 10 steps.
func BenchmarkISMCTSShortPlayouts(b *testing.B) { benchMCTS(b, "mcts:steps=10") }

// BenchmarkEvaluate measures the hand-written evaluation.
func BenchmarkEvaluate(b *testing.B) {
	s := benchPosition(b).Generic()
	e := NewHannibalEval()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Evaluate(s, 0)
	}
}

// BenchmarkPolicySteps measures steps of play by the fast policy (both sides).
func BenchmarkPolicySteps(b *testing.B) {
	start := benchPosition(b).Generic()
	s := start.Clone()
	var p HannibalPolicy
	r := ai.NewRand(1)
	var legal []game.Action
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Outcome().Over {
			s.CopyFrom(start)
		}
		if legal = s.Legal(legal); len(legal) == 0 {
			s.CopyFrom(start) // an engine dead end (see BENCHMARKS.md)
			legal = s.Legal(legal)
		}
		s.ApplyLegal(p.Choose(s, legal, r))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkHeuristicDecision measures one decision of the heuristic bot at a card
// play.
func BenchmarkHeuristicDecision(b *testing.B) {
	obs := benchPosition(b).Generic().Observation(0)
	h := NewHeuristic(HeuristicConfig{}, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.Act(obs)
	}
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(time.Millisecond), "ms/decision")
}
