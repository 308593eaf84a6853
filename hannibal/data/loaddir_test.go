package data_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// TestLoadDirEditedCopy exports the files, edits the copy as a user owning another
// printing would (Cosa's doubtful +2 port read as +1), and loads it.
func TestLoadDirEditedCopy(t *testing.T) {
	f := embeddedCopy(t)
	f.replaceIn(t, data.BoardFile, "  - key: cosa", "naval_modifier: 2", "naval_modifier: 1")
	dir := t.TempDir()
	f.writeTo(t, dir)

	d, err := data.LoadDir(dir)
	if err != nil {
		t.Fatalf("LoadDir: %v", err)
	}
	cosa := space(t, d, "cosa")
	if cosa.NavalMod != 1 {
		t.Errorf("Cosa's naval modifier from the edited copy = %d, want 1", cosa.NavalMod)
	}
	if emb := space(t, data.MustDefault(), "cosa"); emb.NavalMod != 2 {
		t.Errorf("the embedded Cosa changed too: %d, want 2", emb.NavalMod)
	}
	if len(d.Board.Spaces) != 96 || len(d.Cards) != 64 {
		t.Errorf("edited copy has %d spaces and %d cards, want 96 and 64", len(d.Board.Spaces), len(d.Cards))
	}
}

// TestLoadDirUnchangedCopyEqualsEmbedded checks that an exported, unedited copy loads
// to the same facts as the embedded files.
func TestLoadDirUnchangedCopyEqualsEmbedded(t *testing.T) {
	dir := t.TempDir()
	embeddedCopy(t).writeTo(t, dir)
	d, err := data.LoadDir(dir)
	if err != nil {
		t.Fatalf("LoadDir: %v", err)
	}
	e := data.MustDefault()
	for i := range e.Board.Spaces {
		a, b := e.Board.Spaces[i], d.Board.Spaces[i]
		if a.Key != b.Key || a.NavalMod != b.NavalMod || a.Kind != b.Kind || a.Control != b.Control || a.X != b.X || a.Y != b.Y {
			t.Errorf("space %d differs: embedded %s, copy %s", i, a.Key, b.Key)
		}
	}
	if len(d.Board.Connections) != len(e.Board.Connections) || len(d.Generals) != len(e.Generals) {
		t.Errorf("copy differs from the embedded files")
	}
}

// TestLoadDirBrokenCopy checks that LoadDir reports a defect in the directory.
func TestLoadDirBrokenCopy(t *testing.T) {
	f := embeddedCopy(t)
	f.replaceIn(t, data.BoardFile, "  - key: rome", "capacity: 5", "capacity: 0")
	dir := t.TempDir()
	f.writeTo(t, dir)
	_, err := data.LoadDir(dir)
	got := problemsOf(t, err)
	want := &data.Problem{File: data.BoardFile, Line: f.lineOf(t, data.BoardFile, "- key: rome"),
		Item: `space "rome"`, Message: "a walled city needs a positive capacity (rule 10.7)"}
	if len(got) != 1 || *got[0] != *want {
		t.Errorf("got %v, want [%v]", got, want)
	}
}

// TestLoadDirNotADataDirectory checks the error for a directory without board.yaml.
func TestLoadDirNotADataDirectory(t *testing.T) {
	dir := t.TempDir()
	_, err := data.LoadDir(dir)
	if err == nil {
		t.Fatal("LoadDir of an empty directory succeeded")
	}
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), dir) {
		t.Errorf("error %q should name %s and wrap fs.ErrNotExist", err, dir)
	}
	if err := os.WriteFile(filepath.Join(dir, data.BoardFile), []byte("width: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := data.LoadDir(dir); err == nil {
		t.Error("LoadDir of a directory holding only a partial board.yaml succeeded")
	}
}
