package loadtest

import (
	"testing"
	"time"
)

func TestHistogramBuckets(t *testing.T) {
	prev := -1
	for us := uint64(0); us < 1<<22; us += 1 + us/100 {
		i := bucketOf(us)
		if i < prev {
			t.Fatalf("bucket of %d µs is %d, below the previous %d", us, i, prev)
		}
		prev = i
		if lo := lowerBound(i); lo > us || float64(us-lo) > 0.02*float64(us)+1 {
			t.Fatalf("%d µs is in bucket %d starting at %d", us, i, lo)
		}
	}
}

func TestHistogramQuantiles(t *testing.T) {
	var h histogram
	for i := 1; i <= 1000; i++ {
		h.add(time.Duration(i) * time.Millisecond)
	}
	for _, c := range []struct {
		q    float64
		want time.Duration
	}{{0.5, 500 * time.Millisecond}, {0.9, 900 * time.Millisecond}, {0.99, 990 * time.Millisecond}} {
		got := h.quantile(c.q)
		if got > c.want+time.Millisecond || float64(got) < 0.98*float64(c.want) {
			t.Errorf("p%g = %v, want about %v", c.q*100, got, c.want)
		}
	}
	var empty histogram
	if empty.quantile(0.5) != 0 {
		t.Error("an empty histogram has a median")
	}
}
