package ai

import (
	"sort"

	"punic/game"
)

// Hints searches from the observation as Act does, but always at the root
// (whatever the grouping searches), and returns the k most visited actions of
// the player to move, best first, each with its average reward (the estimated
// win rate) and its simulations (a root prior's virtual visits not counted). A
// decision with a single legal action is not searched: its hint carries the
// evaluation of obs.
func (b *MCTSBot) Hints(obs game.State, k int) []Hint {
	b.legal = b.legalIn(obs)
	b.last = MCTSStats{}
	if len(b.legal) == 0 || k < 1 {
		return nil
	}
	me := obs.ToMove()
	if len(b.legal) == 1 {
		return []Hint{{Action: b.legal[0], Win: Score(obs, me, b.cfg.Eval)}}
	}
	legal := append([]game.Action(nil), b.legal...)
	saved := b.cfg.SearchRoot
	b.cfg.SearchRoot = true
	root := b.search(obs)
	b.cfg.SearchRoot = saved
	var hints []Hint
	var most []float64
	for _, a := range legal {
		c := root.child(me, a)
		if c == nil || c.visits <= 0 {
			continue
		}
		hints = append(hints, Hint{Action: a, Win: c.reward / c.visits, Visits: int(c.visits - c.prior + 0.5)})
		most = append(most, c.visits)
	}
	idx := make([]int, len(hints))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool {
		if most[idx[i]] != most[idx[j]] {
			return most[idx[i]] > most[idx[j]]
		}
		return hints[idx[i]].Win > hints[idx[j]].Win
	})
	out := make([]Hint, 0, min(k, len(idx)))
	for _, i := range idx[:min(k, len(idx))] {
		out = append(out, hints[i])
	}
	return out
}
