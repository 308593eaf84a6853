package ai

import (
	"sync/atomic"
	"testing"
)

// Every game is played once, done runs once a game, never two at a time, and
// counts the games finished 1, 2, … n.
func TestPlayGames(t *testing.T) {
	for _, parallel := range []int{0, 1, 3, 20} {
		const n = 50
		var played [n]atomic.Int32
		var inDone atomic.Int32
		seen := map[int]bool{}
		counts := []int{}
		PlayGames(n, parallel, func(i int) { played[i].Add(1) }, func(i, finished int) {
			if inDone.Add(1) != 1 {
				t.Errorf("parallel %d: done ran twice at once", parallel)
			}
			if played[i].Load() != 1 || seen[i] {
				t.Errorf("parallel %d: done for game %d before it was played, or twice", parallel, i)
			}
			seen[i] = true
			counts = append(counts, finished)
			inDone.Add(-1)
		})
		for i := range n {
			if played[i].Load() != 1 {
				t.Errorf("parallel %d: game %d played %d times", parallel, i, played[i].Load())
			}
		}
		for k, c := range counts {
			if c != k+1 {
				t.Fatalf("parallel %d: finished counts %v", parallel, counts)
			}
		}
		if len(counts) != n {
			t.Errorf("parallel %d: done ran %d times", parallel, len(counts))
		}
	}
}
