package ai

import (
	"fmt"
	"testing"
	"time"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

func TestScratch6(t *testing.T) {
	d := data.MustDefault()
	g, _ := hannibal.New(d, hannibal.Options{Seed: 5, NoLog: true})
	h := NewHeuristic(HeuristicConfig{}, 1)
	// advance to turn 2 card play
	for !(g.Turn() == 2 && g.AtCardPlay()) {
		var buf []hannibal.Action
		buf = g.Legal(buf)
		a := buf[0]
		if len(buf) > 1 {
			a = hannibal.Action(h.Act(g.Generic().Observation(game.Player(g.ToMove()))))
		}
		g.Apply(a)
	}
	for _, spec := range []string{"mcts:iter=2000", "mcts:iter=2000,group=all", "mcts:iter=2000,playout=random", "mcts:iter=2000,steps=10"} {
		b, _ := NewBot(spec, 1)
		start := time.Now()
		a := b.Act(g.Generic().Observation(game.Player(g.ToMove())))
		st := b.(*MCTSBot).Stats()
		el := time.Since(start)
		fmt.Printf("%s: %s sims=%d nodes=%d steps=%d  %.0f sims/s %.0f steps/s\n", spec, g.ActionText(hannibal.Action(a)), st.Simulations, st.Nodes, st.Steps, float64(st.Simulations)/el.Seconds(), float64(st.Steps)/el.Seconds())
	}
}
