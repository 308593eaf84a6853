package ai

import (
	"fmt"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
)

func TestDbgDeadEnd(t *testing.T) {
	var p HannibalPolicy
	found := 0
	for seed := uint64(1); seed <= 3000 && found < 3; seed++ {
		g := startGame(t, seed)
		r := newRand(seed)
		var hist []string
		var legal []game.Action
		for !g.Over() {
			legal = g.Generic().Legal(legal)
			if len(legal) == 0 {
				found++
				g2 := startGame(t, seed)
				g2.SetLogging(true)
				for _, h := range hist {
					a, _ := g2.ParseAction(h[2:])
					g2.Apply(a)
				}
				log := g2.Log()
				var ls []string
				for _, l := range log[max(0, len(log)-12):] {
					ls = append(ls, fmt.Sprint(l))
				}
				fmt.Printf("seed %d: no legal action at %+v\n  last actions %v\n  log:\n    %s\n", seed, g.Decision(), hist[max(0, len(hist)-10):], strings.Join(ls, "\n    "))
				break
			}
			a := p.Choose(g.Generic(), legal, r)
			hist = append(hist, fmt.Sprint(g.ToMove())[:1]+" "+g.ActionText(hannibal.Action(a)))
			g.Generic().ApplyLegal(a)
		}
	}
}
