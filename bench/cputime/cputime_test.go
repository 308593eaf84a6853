package cputime

import "testing"

// CPU time grows while the process works.
func TestNowGrows(t *testing.T) {
	a, ok := Now()
	if !ok {
		t.Skip("this platform does not report CPU time")
	}
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i & 3
	}
	b, _ := Now()
	if b <= a || x == 0 {
		t.Fatalf("CPU time went from %v to %v", a, b)
	}
}

// A Meter reports CPU time per op and ops per CPU-second.
func BenchmarkMeter(b *testing.B) {
	m := Start()
	x := 0
	for b.Loop() {
		for i := 0; i < 1000; i++ {
			x += i & 3
		}
	}
	m.ReportPerOp(b)
	m.ReportRate(b, "ops/CPU-s")
	if x == 0 {
		b.Fatal("no work")
	}
}
