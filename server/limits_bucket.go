package server

import (
	"sync"
	"time"
)

// bucket is a token bucket: it holds up to burst tokens and gains rate tokens
// per second; each request takes one.
type bucket struct {
	tokens float64
	last   time.Time
}

// take takes a token at time now if there is one; otherwise it reports how long
// until there will be. A rate of 0 means no limit.
func (b *bucket) take(rate float64, burst int, now time.Time) (ok bool, wait time.Duration) {
	if rate <= 0 {
		return true, 0
	}
	if b.last.IsZero() {
		b.tokens = float64(burst)
	} else if dt := now.Sub(b.last).Seconds(); dt > 0 {
		b.tokens = min(float64(burst), b.tokens+dt*rate)
	}
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / rate * float64(time.Second))
}

// full reports whether the bucket is back to burst tokens at time now (it
// may then be forgotten: a new bucket starts full).
func (b *bucket) full(rate float64, burst int, now time.Time) bool {
	return b.tokens+now.Sub(b.last).Seconds()*rate >= float64(burst)
}

// buckets are token buckets by key (a client address). Safe for concurrent use.
type buckets struct {
	rate  float64
	burst int
	mu    sync.Mutex
	m     map[string]*bucket
}

func newBuckets(rate float64, burst int) *buckets {
	return &buckets{rate: rate, burst: max(burst, 1), m: map[string]*bucket{}}
}

// take takes a token from key's bucket (see bucket.take).
func (bs *buckets) take(key string, now time.Time) (bool, time.Duration) {
	if bs.rate <= 0 {
		return true, 0
	}
	bs.mu.Lock()
	defer bs.mu.Unlock()
	b := bs.m[key]
	if b == nil {
		b = &bucket{}
		bs.m[key] = b
	}
	return b.take(bs.rate, bs.burst, now)
}

// sweep forgets the buckets that are full again, so that the map holds only
// the addresses active lately.
func (bs *buckets) sweep(now time.Time) {
	bs.mu.Lock()
	defer bs.mu.Unlock()
	for k, b := range bs.m {
		if b.full(bs.rate, bs.burst, now) {
			delete(bs.m, k)
		}
	}
}

// size is how many buckets are kept.
func (bs *buckets) size() int {
	bs.mu.Lock()
	defer bs.mu.Unlock()
	return len(bs.m)
}
