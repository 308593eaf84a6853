package server

import (
	"context"
	"sync"
	"sync/atomic"
)

// pool runs the bots' searches on a fixed number of workers; the searches
// beyond wait in a queue (first come, first served), so that however many bots
// are to move, at most that many cores are searching and people's requests
// find the rest free.
type pool struct {
	jobs    chan func()
	workers int
	running atomic.Int32 // jobs being run now
	waiting atomic.Int32 // jobs queued and not started
	peak    atomic.Int32 // the most jobs ever run at once
	done    atomic.Int64 // jobs finished
}

// newPool starts n workers; they stop when ctx ends (wg counts them).
func newPool(ctx context.Context, n int, wg *sync.WaitGroup) *pool {
	p := &pool{jobs: make(chan func()), workers: n}
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-ctx.Done():
					return
				case f := <-p.jobs:
					p.run(f)
				}
			}
		}()
	}
	return p
}

// run runs one job, counting it.
func (p *pool) run(f func()) {
	n := p.running.Add(1)
	for {
		old := p.peak.Load()
		if n <= old || p.peak.CompareAndSwap(old, n) {
			break
		}
	}
	defer func() {
		p.running.Add(-1)
		p.done.Add(1)
	}()
	f()
}

// do runs f on a worker once one is free and waits for it to finish. It
// reports false, without waiting for f, if ctx ends first (f may then never
// run).
func (p *pool) do(ctx context.Context, f func()) bool {
	fin := make(chan struct{})
	job := func() {
		defer close(fin)
		f()
	}
	p.waiting.Add(1)
	select {
	case p.jobs <- job:
		p.waiting.Add(-1)
	case <-ctx.Done():
		p.waiting.Add(-1)
		return false
	}
	select {
	case <-fin:
		return true
	case <-ctx.Done():
		return false
	}
}
