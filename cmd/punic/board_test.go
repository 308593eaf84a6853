package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// svgCounts parses an SVG strictly and counts its data-space and data-connection
// attributes.
func svgCounts(t *testing.T, doc []byte) (spaces, connections int) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return spaces, connections
		}
		if err != nil {
			t.Fatalf("not well-formed SVG: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			for _, a := range se.Attr {
				switch a.Name.Local {
				case "data-space":
					spaces++
				case "data-connection":
					connections++
				}
			}
		}
	}
}

// TestBoardSummary checks the text summary of the built-in data.
func TestBoardSummary(t *testing.T) {
	code, out, errOut := runCLI(t, "board")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"(built-in data)",
		"spaces           96 (75 political, 13 walled cities, 8 tribes)",
		"provinces        22 (18 score political points)",
		"connections     176 (166 normal, 4 Alps pass, 4 non-Alps pass, 2 strait)",
		"ports            34",
		"walled cities    13",
		"tribes            8 (3 friendly to Carthage)",
		"generals         14 (9 Roman, 5 Carthaginian)",
		"strategy cards   64",
		"battle cards     48 (6 types)",
		"turns             9",
		"scenarios       218bc",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

// TestBoardSVGFile checks "punic board --svg FILE".
func TestBoardSVGFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "board.svg")
	code, out, errOut := runCLI(t, "board", "--svg", file)
	if code != exitOK || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if !strings.Contains(errOut, "wrote "+file) {
		t.Errorf("stderr %q does not say where the SVG went", errOut)
	}
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if s, c := svgCounts(t, doc); s != 96 || c != 176 {
		t.Errorf("SVG has %d spaces and %d connections, want 96 and 176", s, c)
	}
}

// TestBoardSVGStdout checks that "--svg -" writes the SVG, and only it, to stdout.
func TestBoardSVGStdout(t *testing.T) {
	code, out, errOut := runCLI(t, "board", "-svg", "-")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.HasPrefix(out, "<?xml") {
		t.Errorf("stdout does not start with the SVG: %.40q", out)
	}
	if s, c := svgCounts(t, []byte(out)); s != 96 || c != 176 {
		t.Errorf("SVG has %d spaces and %d connections, want 96 and 176", s, c)
	}
}

// TestBoardSVGUnwritable checks that a write failure exits 1.
func TestBoardSVGUnwritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "no-such-dir", "board.svg")
	code, _, errOut := runCLI(t, "board", "--svg", file)
	if code != exitError || !strings.Contains(errOut, "no-such-dir") {
		t.Errorf("exit %d, stderr %q; want 1 and the path", code, errOut)
	}
}

// TestBoardEditedData exports the data, edits it, and reads it with --data.
func TestBoardEditedData(t *testing.T) {
	dir := t.TempDir()
	if code, _, errOut := runCLI(t, "data", "--export", dir); code != exitOK {
		t.Fatalf("export: exit %d, %s", code, errOut)
	}
	board := filepath.Join(dir, "board.yaml")
	edit(t, board, "    port: true\n    naval_modifier: -1\n    control: carthage\n    xy: [966, 911]",
		"    control: carthage\n    xy: [966, 911]") // Baleares loses its port
	code, out, errOut := runCLI(t, "board", "--data", dir)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "(data from "+dir+")") || !strings.Contains(out, "ports            33") {
		t.Errorf("summary does not show the edited data:\n%s", out)
	}
	file := filepath.Join(dir, "edited.svg")
	if code, _, errOut := runCLI(t, "board", "--data", dir, "--svg", file); code != exitOK {
		t.Fatalf("svg from edited data: exit %d, %s", code, errOut)
	}
	doc, _ := os.ReadFile(file)
	if n := len(regexp.MustCompile(`class="space [a-z-]+ port`).FindAll(doc, -1)); n != 33 {
		t.Errorf("the SVG of the edited data shows %d ports, want 33", n)
	}
}

// TestBoardBrokenData checks that invalid data is reported with its problems, exit 1.
func TestBoardBrokenData(t *testing.T) {
	dir := t.TempDir()
	if code, _, errOut := runCLI(t, "data", "--export", dir); code != exitOK {
		t.Fatalf("export: exit %d, %s", code, errOut)
	}
	edit(t, filepath.Join(dir, "board.yaml"), "{a: gades, b: hispalis}", "{a: gades, b: hispalys}")
	code, out, errOut := runCLI(t, "board", "--data", dir)
	if code != exitError || out != "" {
		t.Errorf("exit %d stdout %q, want 1 and nothing", code, out)
	}
	for _, want := range []string{"invalid game data (1 problem(s))", `board.yaml:`, `connection gades-hispalys: unknown space "hispalys"`} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if code, _, errOut := runCLI(t, "board", "--data", filepath.Join(dir, "missing")); code != exitError || !strings.Contains(errOut, "board.yaml") {
		t.Errorf("missing directory: exit %d, stderr %q", code, errOut)
	}
}

// edit replaces the only occurrence of old in a file.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), old); n != 1 {
		t.Fatalf("%s: %q occurs %d times", file, old, n)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}
