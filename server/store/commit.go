package store

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

const (
	// maxGroup is the most appends one transaction takes.
	maxGroup = 256
	// commitTimeout bounds one group's transaction.
	commitTimeout = 30 * time.Second
	// connectTimeout bounds opening a PostgreSQL database with Open.
	connectTimeout = 30 * time.Second
)

// pendingAppend is one Append waiting for its group's commit.
type pendingAppend struct {
	id   string
	ev   Event
	snap *Snapshot
	out  Outcome
	err  error // the answer: nil once committed, ErrConflict, or the failure
	done chan struct{}
}

// commitFunc writes a group of appends in one transaction. It sets the err of
// each append refused on its own (ErrConflict: nothing written for it) and
// returns an error if the transaction as a whole failed (nothing written).
type commitFunc func(ctx context.Context, group []*pendingAppend) error

// committer is the group commit: one goroutine takes the appends queued by every
// game, writes all those waiting (up to maxGroup) in one transaction, and only
// then answers each of them. While one transaction commits, the next group
// gathers, so the more games act at once, the more events share one commit (one
// fsync).
type committer struct {
	queue  chan *pendingAppend
	commit commitFunc
	most   int // the most appends in one transaction (maxGroup; 1 in benchmarks of no grouping)
	done   chan struct{}

	mu     sync.RWMutex // held to read by senders, to write by close
	closed bool

	groups, events atomic.Int64 // transactions and appends committed (for tests)
}

// newCommitter starts a committer that writes with commit.
func newCommitter(commit commitFunc) *committer {
	c := &committer{queue: make(chan *pendingAppend, maxGroup), commit: commit, most: maxGroup, done: make(chan struct{})}
	go c.run()
	return c
}

// append queues one event and waits for the commit of its group. Once queued
// the append is not abandoned when ctx ends: its answer says whether it was
// stored.
func (c *committer) append(ctx context.Context, id string, ev Event, snap *Snapshot, out Outcome) error {
	p := &pendingAppend{id: id, ev: ev, snap: snap, out: out, done: make(chan struct{})}
	if p.ev.At == 0 {
		p.ev.At = now()
	}
	c.mu.RLock()
	if c.closed {
		c.mu.RUnlock()
		return ErrClosed
	}
	select {
	case c.queue <- p:
		c.mu.RUnlock()
	case <-ctx.Done():
		c.mu.RUnlock()
		return ctx.Err()
	}
	<-p.done
	return p.err
}

// close stops taking appends, commits those queued and waits for the last
// group.
func (c *committer) close() {
	c.mu.Lock()
	if !c.closed {
		c.closed = true
		close(c.queue)
	}
	c.mu.Unlock()
	<-c.done
}

// run commits groups until the queue is closed and empty.
func (c *committer) run() {
	defer close(c.done)
	group := make([]*pendingAppend, 0, maxGroup)
	for p := range c.queue {
		group = append(group[:0], p)
	gather:
		for len(group) < c.most {
			select {
			case q, ok := <-c.queue:
				if !ok {
					break gather
				}
				group = append(group, q)
			default:
				break gather
			}
		}
		c.write(group)
		for _, q := range group {
			close(q.done)
		}
	}
}

// write commits one group. If its transaction fails as a whole, each append is
// tried again in a transaction of its own, so that one bad event fails alone.
func (c *committer) write(group []*pendingAppend) {
	try := func(g []*pendingAppend) error {
		for _, p := range g {
			p.err = nil
		}
		ctx, cancel := context.WithTimeout(context.Background(), commitTimeout)
		defer cancel()
		return c.commit(ctx, g)
	}
	err := try(group)
	if err == nil {
		c.groups.Add(1)
		c.events.Add(int64(len(group)))
		return
	}
	if len(group) == 1 {
		group[0].err = err
		return
	}
	for _, p := range group {
		if err := try([]*pendingAppend{p}); err != nil {
			p.err = err
			continue
		}
		c.groups.Add(1)
		c.events.Add(1)
	}
}
