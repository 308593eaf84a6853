package data

import (
	"fmt"
	"strings"
)

// Problem is one defect in a data file: the file, the line (0 when the defect
// belongs to no one line) and what is wrong.
type Problem struct {
	File    string // "charts.yaml"
	Line    int
	Message string // "crt row -2 has 10 cells, the table has 11 columns"
}

// Error renders the problem as "file:line: message".
func (p *Problem) Error() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Message)
	}
	return p.File + ": " + p.Message
}

// InvalidData is the error LoadFS returns for defective files: every problem
// found, in file order.
type InvalidData struct {
	Problems []*Problem
}

// Error lists the problems, one a line.
func (e *InvalidData) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "invalid Punic Wars data (%d problem(s)):", len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  ")
		b.WriteString(p.Error())
	}
	return b.String()
}

// report collects the problems found while the files are read and checked.
type report struct {
	list []*Problem
}

// addf records a problem.
func (r *report) addf(file string, line int, format string, args ...any) {
	r.list = append(r.list, &Problem{File: file, Line: line, Message: fmt.Sprintf(format, args...)})
}

// err returns the problems as an *InvalidData, or nil when there are none.
func (r *report) err() error {
	if len(r.list) == 0 {
		return nil
	}
	return &InvalidData{Problems: r.list}
}
