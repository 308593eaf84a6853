package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// TestDataExport checks that every embedded file is written unchanged.
func TestDataExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mydata")
	code, out, errOut := runCLI(t, "data", "--export", dir)
	if code != exitOK || out != "" {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, errOut)
	}
	n := 0
	err := fs.WalkDir(data.Embedded(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		n++
		want, _ := fs.ReadFile(data.Embedded(), p)
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil {
			t.Errorf("%s not exported: %v", p, err)
		} else if !bytes.Equal(got, want) {
			t.Errorf("%s exported with different content", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 7 {
		t.Errorf("only %d embedded files", n)
	}
	for _, f := range []string{"board.yaml", "generals.yaml", "strategy-cards.yaml", "battle-cards.yaml", "tables.yaml", "turns.yaml", "scenarios/218bc.yaml"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s missing from the export", f)
		}
	}
	if want := "wrote " + strconv.Itoa(n) + " files to " + dir; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q lacks %q", errOut, want)
	}
	if _, err := data.LoadDir(dir); err != nil {
		t.Errorf("the export does not load: %v", err)
	}
}

// TestDataExportKeepsEdits checks that a second export refuses to overwrite edited
// files unless --force is given.
func TestDataExportKeepsEdits(t *testing.T) {
	dir := t.TempDir()
	if code, _, _ := runCLI(t, "data", "--export", dir); code != exitOK {
		t.Fatal("first export failed")
	}
	turns := filepath.Join(dir, "turns.yaml")
	if err := os.WriteFile(turns, []byte("# edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "data", "--export", dir)
	if code != exitError || !strings.Contains(errOut, "already exists (use --force to overwrite)") {
		t.Errorf("second export: exit %d, stderr %q", code, errOut)
	}
	if b, _ := os.ReadFile(turns); string(b) != "# edited\n" {
		t.Error("the refused export overwrote an edited file")
	}
	if code, _, errOut := runCLI(t, "data", "--export", dir, "--force"); code != exitOK {
		t.Fatalf("forced export: exit %d, %s", code, errOut)
	}
	if b, _ := os.ReadFile(turns); !strings.Contains(string(b), "turns:") {
		t.Error("--force did not restore the file")
	}
}
