package data

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportLoadDirFingerprint: an exported copy loads to the same data and
// the same Fingerprint.
func TestExportLoadDirFingerprint(t *testing.T) {
	files := testFiles(t)
	dir := t.TempDir()
	if err := ExportFS(files, dir); err != nil {
		t.Fatal(err)
	}
	want := testData(t)
	got, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.Fingerprint != want.Fingerprint || len(got.Fingerprint) != 16 {
		t.Errorf("fingerprint %q, want %q", got.Fingerprint, want.Fingerprint)
	}
	if len(got.Regions) != len(want.Regions) || got.CRT.Result(3, 1) != want.CRT.Result(3, 1) {
		t.Error("the copy loads to other data")
	}
}

// TestEditedCopy: an owner types a printed value over a reconstructed one; the
// copy loads with it and has another Fingerprint, and the built-in data is
// unchanged.
func TestEditedCopy(t *testing.T) {
	files := testFiles(t)
	apply(t, files, []change{{cf, "{roll: 0, percent: 75}", "{roll: 0, percent: 50}"}})
	dir := t.TempDir()
	if err := ExportFS(files, dir); err != nil {
		t.Fatal(err)
	}
	d, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Attrition.Percent(0); got != 50 {
		t.Errorf("edited attrition at 0: %d%%, want 50", got)
	}
	if d.Fingerprint == testData(t).Fingerprint {
		t.Error("an edited copy keeps the fingerprint")
	}
	if got := testData(t).Attrition.Percent(0); got != 75 {
		t.Errorf("the built-in attrition at 0 changed to %d%%", got)
	}
}

// TestExportBuiltIn: Export writes the built-in files (with the game's map),
// which LoadDir reads back with Default's Fingerprint; a second Export into
// the same directory refuses to overwrite.
func TestExportBuiltIn(t *testing.T) {
	if _, err := fs.Stat(Embedded(), MapFile); errors.Is(err, fs.ErrNotExist) {
		t.Skip("files/map.yaml is not written yet")
	}
	dir := filepath.Join(t.TempDir(), "pw")
	if err := Export(dir); err != nil {
		t.Fatal(err)
	}
	d, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if d.Fingerprint != def.Fingerprint {
		t.Errorf("exported copy %s, built-in %s", d.Fingerprint, def.Fingerprint)
	}
	if err := Export(dir); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("second export: %v", err)
	}
}

// TestLoadDirNotADataDirectory: LoadDir names the directory and wraps
// fs.ErrNotExist when the files are not there.
func TestLoadDirNotADataDirectory(t *testing.T) {
	dir := t.TempDir()
	_, err := LoadDir(dir)
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), dir) {
		t.Errorf("LoadDir of an empty directory: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, RegionsFile), []byte("regions: []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDir(dir); err == nil {
		t.Error("LoadDir of a directory with only regions.yaml succeeded")
	}
}

// TestProblemText: a problem renders as file:line: message, and
// InvalidData lists them all.
func TestProblemText(t *testing.T) {
	p := &Problem{File: ChartsFile, Line: 41, Message: "crt row -2 has 9 cells, the table has 10 columns"}
	if got := p.Error(); got != "charts.yaml:41: crt row -2 has 9 cells, the table has 10 columns" {
		t.Errorf("%q", got)
	}
	if got := (&Problem{File: MapFile, Message: "region x has no hex on the map"}).Error(); got != "map.yaml: region x has no hex on the map" {
		t.Errorf("%q", got)
	}
	e := &InvalidData{Problems: []*Problem{p, p}}
	if got := e.Error(); strings.Count(got, "\n  charts.yaml:41:") != 2 || !strings.HasPrefix(got, "invalid Punic Wars data (2 problem(s)):") {
		t.Errorf("%q", got)
	}
}
