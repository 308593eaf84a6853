package ai

import (
	"runtime"
	"time"
)

// budgetClock measures a search's thinking time: wall-clock time, or the CPU time
// of the searching thread, which a busy machine does not eat into (the bot's
// strength then does not depend on what else runs). The CPU clock pins the
// goroutine to its thread until stop.
type budgetClock struct {
	cpu     bool
	start   time.Time
	cpu0    time.Duration
	stopped bool
}

// startClock starts a clock; cpu asks for thread CPU time where the system has
// it.
func startClock(cpu bool) *budgetClock {
	c := &budgetClock{start: time.Now()}
	if cpu {
		runtime.LockOSThread()
		if t, ok := threadCPUTime(); ok {
			c.cpu, c.cpu0 = true, t
		} else {
			runtime.UnlockOSThread()
		}
	}
	return c
}

// elapsed returns the time used since the start.
func (c *budgetClock) elapsed() time.Duration {
	if c.cpu {
		if t, ok := threadCPUTime(); ok {
			return t - c.cpu0
		}
	}
	return time.Since(c.start)
}

// stop releases the thread.
func (c *budgetClock) stop() {
	if c.cpu && !c.stopped {
		c.stopped = true
		runtime.UnlockOSThread()
	}
}
