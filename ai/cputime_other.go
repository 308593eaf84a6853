//go:build !linux

package ai

import "time"

// threadCPUTime cannot measure a thread's CPU time on this system.
func threadCPUTime() (time.Duration, bool) { return 0, false }
