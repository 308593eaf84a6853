package punicwars

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// promptTo, and the prompt a view shows (interned), write at every decision of
// random games of every scenario the very text the fmt-based prompt they
// replaced wrote (kept below as the reference).
func TestPromptToMatchesFmt(t *testing.T) {
	d := mustData(t)
	legal := make([]Action, 0, 256)
	var v View
	for _, sc := range d.Scenarios {
		for seed := uint64(1); seed <= 4; seed++ {
			g, _ := New(d, Options{Scenario: sc.Key, Seed: seed, NoLog: true})
			r := rand.New(rand.NewPCG(seed, 11))
			for step := 0; ; step++ {
				k, who := g.decision()
				want := promptWithFmt(g, k, who)
				if got := string(g.promptTo(nil, k, who)); got != want {
					t.Fatalf("%s seed %d step %d: promptTo gives %q, fmt gives %q", sc.Key, seed, step, got, want)
				}
				g.ViewInto(who, &v)
				if v.Decision.Prompt != want {
					t.Fatalf("%s seed %d step %d: the view shows %q, fmt gives %q", sc.Key, seed, step, v.Decision.Prompt, want)
				}
				if g.Over() || g.Turn() > 30 {
					break
				}
				legal = g.Legal(legal)
				g.ApplyLegal(randomAction(g, r, legal))
			}
		}
	}
}

// promptWithFmt says, for a person, what decision k asks of who.
func promptWithFmt(g *Game, k int, who Side) string {
	s := &g.s
	switch k {
	case dkNone:
		return "The game is over"
	case dkDeploy:
		dp := &g.d.Scenarios[s.scenario].Deploy[s.cursor]
		return fmt.Sprintf("%s: choose the hex for %q (19.0)", who, dp.Text)
	case dkBid:
		if who == Carthage {
			return fmt.Sprintf("Carthage: write your diplomacy bid in secret (Treasury %d, 16.11)", s.treasury[Carthage])
		}
		return fmt.Sprintf("Rome: write your diplomacy bid in secret (Treasury %d, 16.11)", s.treasury[Rome])
	case dkRemove:
		return fmt.Sprintf("Rome: remove a leader from the map (%d more, 8.42)", s.toRemove)
	case dkPlace:
		for i := range g.d.Leaders {
			if s.toPlace&(1<<i) != 0 {
				return fmt.Sprintf("%s: place %s in a hex holding a friendly Strength Point (8.32, 8.4)", who, g.leaderName(i))
			}
		}
	case dkActivate:
		return fmt.Sprintf("%s's Campaign Phase: move a leader, turn units face-up, or end the phase (5.0)", who)
	case dkMove:
		l := int(s.active)
		a, f := g.forceOf(s.active)
		extra := ""
		if s.mustAttack {
			extra = " — the besiegers must be attacked (10.29)"
		}
		return fmt.Sprintf("%s in %s with %s and %s, %d of %d MP spent: move, attach, detach, attack or end%s",
			g.leaderName(l), g.hexName(s.leaders[l].hex), sps(a, army), sps(f, fleet), s.leaders[l].mp, movementAllowance, extra)
	case dkThreat:
		return fmt.Sprintf("%s: your face-up %s force in %s is threatened: invert it (inside the walls) or stand and be attacked (9.16)",
			who, typeNames[s.threat&1], g.hexName(s.leaders[s.active].hex))
	case dkLoss:
		return fmt.Sprintf("%s: choose %s to lose (%s)", who, plural(int(s.loss.k), "Strength Point", "Strength Points"), lossRules[s.loss.rule])
	case dkRecruit:
		return fmt.Sprintf("%s: raise Strength Points at 2 Treasury Points each (Treasury %d), or done (13.0)", who, s.treasury[who])
	case dkOffer:
		vp := g.VictoryPoints()
		return fmt.Sprintf("%s offers to end the game now (Rome %d VP, Carthage %d VP): accept or decline (18.1)", who.Other(), vp[0], vp[1])
	}
	return ""
}
