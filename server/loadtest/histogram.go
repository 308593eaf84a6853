package loadtest

import (
	"math/bits"
	"time"
)

// histogram counts latencies in buckets of about 1.6% width (64 sub-buckets per
// power of two of microseconds), so that a long run keeps a fixed size.
type histogram struct {
	counts [64 * 40]uint64
	n      uint64
}

// bucketOf is the bucket of a latency of us microseconds.
func bucketOf(us uint64) int {
	if us < 64 {
		return int(us)
	}
	e := bits.Len64(us) - 7 // us >> e is in [64, 128)
	return (e+1)*64 + int(us>>e) - 64
}

// lowerBound is the smallest latency, in microseconds, of bucket i.
func lowerBound(i int) uint64 {
	if i < 64 {
		return uint64(i)
	}
	e := i/64 - 1
	return uint64(i%64+64) << e
}

// add counts one latency.
func (h *histogram) add(d time.Duration) {
	us := uint64(max(d.Microseconds(), 0))
	i := min(bucketOf(us), len(h.counts)-1)
	h.counts[i]++
	h.n++
}

// merge adds o's counts to h.
func (h *histogram) merge(o *histogram) {
	for i, c := range o.counts {
		h.counts[i] += c
	}
	h.n += o.n
}

// quantile is the latency below which a fraction q of the counted ones lie (the
// lower bound of its bucket); 0 when nothing was counted.
func (h *histogram) quantile(q float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	rank := uint64(q * float64(h.n))
	rank = min(rank, h.n-1)
	var seen uint64
	for i, c := range h.counts {
		seen += c
		if seen > rank {
			return time.Duration(lowerBound(i)) * time.Microsecond
		}
	}
	return 0
}
