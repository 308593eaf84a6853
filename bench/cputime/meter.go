package cputime

import (
	"testing"
	"time"
)

// Meter measures the CPU time a benchmark's loop uses: Start it just before
// the loop, report just after.
type Meter struct {
	start time.Duration
	ok    bool
}

// Start begins measuring.
func Start() Meter {
	t, ok := Now()
	return Meter{start: t, ok: ok}
}

// ReportPerOp reports the CPU time per op as "CPU-ns/op" (nothing where the
// platform does not tell CPU time).
func (m Meter) ReportPerOp(b *testing.B) {
	if d, ok := m.used(); ok && b.N > 0 {
		b.ReportMetric(float64(d.Nanoseconds())/float64(b.N), "CPU-ns/op")
	}
}

// ReportRate reports ops per CPU-second under the unit name given (such as
// "steps/CPU-s").
func (m Meter) ReportRate(b *testing.B, unit string) {
	if d, ok := m.used(); ok {
		b.ReportMetric(float64(b.N)/d.Seconds(), unit)
	}
}

// used is the CPU time since Start.
func (m Meter) used() (time.Duration, bool) {
	t, ok := Now()
	if !ok || !m.ok || t <= m.start {
		return 0, false
	}
	return t - m.start, true
}
