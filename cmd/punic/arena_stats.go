package main

import "math"

// wilson returns the 95% Wilson score interval of a proportion of wins out of n.
func wilson(wins, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(wins) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	mid := (p + z*z/(2*nn)) / den
	half := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}

// tally counts one bot's games and wins on one side (or both).
type tally struct{ games, wins int }

// add counts a game.
func (t *tally) add(won bool) {
	t.games++
	if won {
		t.wins++
	}
}

// rate returns the win rate and its 95% Wilson interval.
func (t tally) rate() (p, lo, hi float64) {
	lo, hi = wilson(t.wins, t.games)
	if t.games == 0 {
		return 0, lo, hi
	}
	return float64(t.wins) / float64(t.games), lo, hi
}
