// Package cputime reads the CPU time the process has used, so that benchmarks
// run on a shared machine can report work per CPU-second beside work per
// wall-clock second (bench/rtt compares punic and Rally the Troops this way).
package cputime

import "time"

// Now returns the user plus system CPU time used by the process so far (every
// thread), and false where the platform does not tell it.
func Now() (time.Duration, bool) { return now() }
