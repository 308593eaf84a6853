package loadtest

import (
	"fmt"
	"io"
	"time"
)

// Snapshot is a run's figures so far (or at its end).
type Snapshot struct {
	Elapsed  time.Duration
	Actions  int64 // acknowledged actions
	Errors   int64 // refused actions, failed requests and lost connections
	Games    int   // games being played now
	Created  int64 // games created so far
	Finished int64 // games played to their end
	Refused  int64 // game creations the server refused with 429 (its limits)
	P50      time.Duration
	P90      time.Duration
	P99      time.Duration
	Max      time.Duration
}

// Rate is the acknowledged actions per second.
func (s Snapshot) Rate() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Actions) / s.Elapsed.Seconds()
}

// ProgressLine is the one-line progress report.
func (s Snapshot) ProgressLine() string {
	return fmt.Sprintf("loadtest: %5.1fs  %d actions  %.0f/s  p50 %v  p99 %v  errors %d  games %d (finished %d)",
		s.Elapsed.Seconds(), s.Actions, s.Rate(), round(s.P50), round(s.P99), s.Errors, s.Games, s.Finished)
}

// Result is a finished run.
type Result struct {
	Snapshot
	Servers      int
	GamesWanted  int
	Mode         string
	ErrorSamples []string // the first few errors, for the report
}

// Write prints the run's figures.
func (r *Result) Write(w io.Writer) {
	fmt.Fprintf(w, "loadtest: %d %s games on %d server(s) for %v\n", r.GamesWanted, r.Mode, r.Servers, r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "actions:  %d acknowledged, %.0f/s\n", r.Actions, r.Rate())
	fmt.Fprintf(w, "latency:  p50 %v  p90 %v  p99 %v  max %v (action sent to its state received)\n",
		round(r.P50), round(r.P90), round(r.P99), round(r.Max))
	fmt.Fprintf(w, "errors:   %d\n", r.Errors)
	fmt.Fprintf(w, "games:    %d created, %d finished\n", r.Created, r.Finished)
	if r.Refused > 0 {
		fmt.Fprintf(w, "refused:  %d game creations (429): the server's creation limits held the run back\n", r.Refused)
	}
	for _, e := range r.ErrorSamples {
		fmt.Fprintf(w, "  error: %s\n", e)
	}
}

// round shortens a latency for printing.
func round(d time.Duration) time.Duration {
	switch {
	case d >= 100*time.Millisecond:
		return d.Round(time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
