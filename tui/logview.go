package tui

import (
	"fmt"
	"io"
	"strings"

	"punic/game"
)

// FormatLogLine renders one log line for people: the rule first, in a column
// ("  12.4  Varro intercepts at Cannae: rolled 3 ≤ 4"), and lines without a rule —
// turn headings, a resignation — as headings ("== Turn 2 (217 BC) ==").
func FormatLogLine(l game.LogLine) string {
	if l.Rule == "" {
		return "== " + l.Text + " =="
	}
	return fmt.Sprintf("%6s  %s", l.Rule, l.Text)
}

// WriteLog writes log lines, one a line, with a blank line before each turn.
func WriteLog(w io.Writer, lines []game.LogLine) error {
	var b strings.Builder
	for _, l := range lines {
		if l.Rule == "" && strings.HasPrefix(l.Text, "Turn ") {
			b.WriteByte('\n')
		}
		b.WriteString(FormatLogLine(l))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}
