package data

import (
	"fmt"
	"strings"
)

// Problem is one defect found in a data file: which file, where, which item and what
// is wrong with it.
type Problem struct {
	File    string // e.g. "board.yaml"
	Line    int    // 0 when unknown
	Item    string // e.g. `space "cannae"`; empty for file-level problems
	Message string
}

// Error renders the problem as "file:line: item: message".
func (p *Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
	}
	b.WriteString(": ")
	if p.Item != "" {
		b.WriteString(p.Item)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// InvalidData is returned by Load when the files contain defects. It lists them all.
type InvalidData struct {
	Problems []*Problem
}

// Error lists every problem, one per line.
func (e *InvalidData) Error() string {
	lines := make([]string, 0, len(e.Problems)+1)
	lines = append(lines, fmt.Sprintf("invalid game data (%d problem(s)):", len(e.Problems)))
	for _, p := range e.Problems {
		lines = append(lines, "  "+p.Error())
	}
	return strings.Join(lines, "\n")
}

// problems collects defects while the files are checked.
type problems struct {
	list []*Problem
}

func (ps *problems) add(file string, line int, item, format string, args ...any) {
	ps.list = append(ps.list, &Problem{File: file, Line: line, Item: item, Message: fmt.Sprintf(format, args...)})
}

func (ps *problems) err() error {
	if len(ps.list) == 0 {
		return nil
	}
	return &InvalidData{Problems: ps.list}
}
