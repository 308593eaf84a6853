package data_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"punic/hannibal/data"
)

// dataFiles is an editable in-memory copy of the embedded data files.
type dataFiles fstest.MapFS

// embeddedCopy copies every embedded data file into memory.
func embeddedCopy(t *testing.T) dataFiles {
	t.Helper()
	files := dataFiles{}
	err := fs.WalkDir(data.Embedded(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.Embedded(), p)
		if err != nil {
			return err
		}
		files[p] = &fstest.MapFile{Data: b, Mode: 0o644}
		return nil
	})
	if err != nil {
		t.Fatalf("copying the embedded files: %v", err)
	}
	return files
}

// text returns a file's content.
func (f dataFiles) text(t *testing.T, file string) string {
	t.Helper()
	mf, ok := f[file]
	if !ok {
		t.Fatalf("no file %s", file)
	}
	return string(mf.Data)
}

// replace swaps the only occurrence of old in file for new.
func (f dataFiles) replace(t *testing.T, file, old, new string) {
	t.Helper()
	s := f.text(t, file)
	if n := strings.Count(s, old); n != 1 {
		t.Fatalf("%s: %q occurs %d times, want exactly once", file, old, n)
	}
	f[file].Data = []byte(strings.Replace(s, old, new, 1))
}

// block returns the list item that starts with the line start ("  - key: gades"),
// up to the next item of the same list or the end of the list.
func (f dataFiles) block(t *testing.T, file, start string) string {
	t.Helper()
	s := f.text(t, file)
	head := start + "\n"
	if n := strings.Count(s, head); n != 1 {
		t.Fatalf("%s: item %q occurs %d times, want exactly once", file, start, n)
	}
	i := strings.Index(s, head)
	indent := start[:strings.Index(start, "-")]
	rest := s[i+len(head):]
	end := len(rest)
	for off := 0; off < len(rest); {
		nl := strings.IndexByte(rest[off:], '\n')
		if nl < 0 {
			break
		}
		line := rest[off : off+nl]
		if !strings.HasPrefix(line, indent+"  ") {
			end = off
			break
		}
		off += nl + 1
	}
	return head + rest[:end]
}

// replaceIn swaps old for new inside the list item that starts with the line start.
func (f dataFiles) replaceIn(t *testing.T, file, start, old, new string) {
	t.Helper()
	b := f.block(t, file, start)
	if n := strings.Count(b, old); n != 1 {
		t.Fatalf("%s: %q occurs %d times in item %q, want exactly once", file, old, n, start)
	}
	f.replace(t, file, b, strings.Replace(b, old, new, 1))
}

// deleteItem removes the list item that starts with the line start.
func (f dataFiles) deleteItem(t *testing.T, file, start string) {
	t.Helper()
	f.replace(t, file, f.block(t, file, start), "")
}

// lineOf returns the 1-based number of the only line of file that starts, after
// its indentation, with text.
func (f dataFiles) lineOf(t *testing.T, file, text string) int {
	t.Helper()
	found := 0
	for i, line := range strings.Split(f.text(t, file), "\n") {
		if strings.HasPrefix(strings.TrimLeft(line, " "), text) {
			if found != 0 {
				t.Fatalf("%s: %q is on lines %d and %d", file, text, found, i+1)
			}
			found = i + 1
		}
	}
	if found == 0 {
		t.Fatalf("%s: no line starts with %q", file, text)
	}
	return found
}

// load validates the files.
func (f dataFiles) load() (*data.Data, error) { return data.LoadFS(fstest.MapFS(f)) }

// writeTo writes the files into dir, as `punic data --export` would.
func (f dataFiles) writeTo(t *testing.T, dir string) {
	t.Helper()
	for name, mf := range f {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, mf.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// problemsOf returns the problems of an *InvalidData error and fails otherwise.
func problemsOf(t *testing.T, err error) []*data.Problem {
	t.Helper()
	if err == nil {
		t.Fatal("the data loaded without error; want an *InvalidData")
	}
	var inv *data.InvalidData
	if !errors.As(err, &inv) {
		t.Fatalf("error %v (%T) is not an *InvalidData", err, err)
	}
	return inv.Problems
}
