package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressBar draws "[=====>    ] 57/200  1m20s, about 2m left  status" on one
// line of w, redrawn in place at most every 200 ms. It is not safe for concurrent
// use: the arena draws it from one goroutine.
type progressBar struct {
	w     io.Writer
	total int
	width int
	start time.Time
	last  time.Time
	shown bool
}

// newProgressBar returns a bar for total steps, started now.
func newProgressBar(w io.Writer, total int) *progressBar {
	return &progressBar{w: w, total: total, width: 30, start: time.Now()}
}

// update shows done steps out of the total, with a short status.
func (p *progressBar) update(done int, status string) {
	now := time.Now()
	if done < p.total && p.shown && now.Sub(p.last) < 200*time.Millisecond {
		return
	}
	p.last, p.shown = now, true
	fill := 0
	if p.total > 0 {
		fill = done * p.width / p.total
	}
	bar := strings.Repeat("=", fill)
	if fill < p.width {
		bar += ">" + strings.Repeat(" ", p.width-fill-1)
	}
	elapsed := now.Sub(p.start).Round(time.Second)
	eta := ""
	if done > 0 && done < p.total {
		left := time.Duration(float64(now.Sub(p.start)) / float64(done) * float64(p.total-done))
		eta = fmt.Sprintf(", about %v left", left.Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r[%s] %d/%d  %v%s  %s\033[K", bar, done, p.total, elapsed, eta, status)
}

// finish ends the bar's line.
func (p *progressBar) finish() {
	if p.shown {
		fmt.Fprintln(p.w)
	}
}
