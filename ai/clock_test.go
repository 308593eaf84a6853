package ai

import (
	"testing"
	"time"
)

// TestCPUClockIgnoresWaiting checks that the CPU clock counts work, not waiting,
// and that the wall clock counts both.
func TestCPUClockIgnoresWaiting(t *testing.T) {
	c := startClock(true)
	defer c.stop()
	if !c.cpu {
		t.Skip("no thread CPU clock on this system")
	}
	time.Sleep(40 * time.Millisecond)
	if e := c.elapsed(); e > 20*time.Millisecond {
		t.Errorf("sleeping 40 ms used %v of CPU", e)
	}
	x := 0
	for deadline := time.Now().Add(30 * time.Millisecond); time.Now().Before(deadline); {
		x++
	}
	if e := c.elapsed(); e < time.Millisecond {
		t.Errorf("30 ms of work (%d loops) counted %v of CPU", x, e)
	}
	w := startClock(false)
	time.Sleep(10 * time.Millisecond)
	if e := w.elapsed(); e < 10*time.Millisecond {
		t.Errorf("the wall clock counted %v for a 10 ms sleep", e)
	}
}
