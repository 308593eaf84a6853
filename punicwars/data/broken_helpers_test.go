package data

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// change is one edit of a data file: old, which must occur exactly once,
// becomes new.
type change struct{ file, old, new string }

// want is one problem the validator must report: the file, a piece of text on
// the line it must name ("" for line 0), and the exact message.
type want struct{ file, at, msg string }

// apply makes the changes to a copy of the files.
func apply(t *testing.T, files fstest.MapFS, changes []change) {
	t.Helper()
	for _, c := range changes {
		f, ok := files[c.file]
		if !ok {
			t.Fatalf("no file %s", c.file)
		}
		text := string(f.Data)
		if n := strings.Count(text, c.old); n != 1 {
			t.Fatalf("%s: %q occurs %d times, want once", c.file, c.old, n)
		}
		files[c.file] = &fstest.MapFile{Data: []byte(strings.Replace(text, c.old, c.new, 1))}
	}
}

// lineOf returns the line of file that holds text: the first whose trimmed
// content is text, else the first that contains it. "text@@n" asks for the
// n-th such line.
func lineOf(t *testing.T, files fstest.MapFS, file, text string) int {
	t.Helper()
	nth := 1
	if i := strings.LastIndex(text, "@@"); i >= 0 {
		n, err := strconv.Atoi(text[i+2:])
		if err != nil {
			t.Fatalf("bad line reference %q", text)
		}
		text, nth = text[:i], n
	}
	lines := strings.Split(string(files[file].Data), "\n")
	for _, exact := range []bool{true, false} {
		seen := 0
		for i, l := range lines {
			if (exact && strings.TrimSpace(l) == text) || (!exact && strings.Contains(l, text)) {
				if seen++; seen == nth {
					return i + 1
				}
			}
		}
	}
	t.Fatalf("%s: no line %d holds %q", file, nth, text)
	return 0
}

// problemsOf returns the problems of a load error.
func problemsOf(t *testing.T, err error) []*Problem {
	t.Helper()
	var inv *InvalidData
	if !errors.As(err, &inv) {
		t.Fatalf("error %v is not *InvalidData", err)
	}
	return inv.Problems
}

// expect checks that loading the files reports exactly the wanted problems,
// in order.
func expect(t *testing.T, files fstest.MapFS, wants []want) {
	t.Helper()
	_, err := LoadFS(files)
	if err == nil {
		t.Fatal("the broken files load")
	}
	got := problemsOf(t, err)
	var ws []*Problem
	for _, w := range wants {
		p := &Problem{File: w.file, Message: w.msg}
		if w.at != "" {
			p.Line = lineOf(t, files, w.file, w.at)
		}
		ws = append(ws, p)
	}
	n := max(len(got), len(ws))
	for i := range n {
		switch {
		case i >= len(got):
			t.Errorf("missing problem %v", ws[i])
		case i >= len(ws):
			t.Errorf("unexpected problem %v", got[i])
		case *got[i] != *ws[i]:
			t.Errorf("problem %d:\n got %v\nwant %v", i+1, got[i], ws[i])
		}
	}
}
