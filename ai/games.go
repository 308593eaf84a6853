package ai

import "sync"

// PlayGames plays n games on up to parallel goroutines (at least one): play(i)
// plays game i, and done(i, finished) then runs for it, one call at a time in
// the order the games finish, with the count of games finished so far — where
// a caller gathers what the game gave and reports progress. It returns once
// every game is played.
func PlayGames(n, parallel int, play func(i int), done func(i, finished int)) {
	var (
		mu       sync.Mutex
		wg       sync.WaitGroup
		finished int
	)
	next := make(chan int)
	for range max(1, parallel) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				play(i)
				mu.Lock()
				finished++
				done(i, finished)
				mu.Unlock()
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
