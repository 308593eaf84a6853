package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuiltBinary builds the real binary and runs it as a user would: the main job,
// "punic board --svg FILE", then a wrong command for its exit status.
func TestBuiltBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH to build with")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "punic")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	file := filepath.Join(dir, "board.svg")
	out, err := exec.Command(bin, "board", "--svg", file).CombinedOutput()
	if err != nil {
		t.Fatalf("punic board --svg: %v\n%s", err, out)
	}
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if s, c := svgCounts(t, doc); s != 96 || c != 176 {
		t.Errorf("SVG has %d spaces and %d connections, want 96 and 176", s, c)
	}

	var exitErr *exec.ExitError
	out, err = exec.Command(bin, "conquer").CombinedOutput()
	if !errors.As(err, &exitErr) || exitErr.ExitCode() != exitUsage || !strings.Contains(string(out), `unknown command "conquer"`) {
		t.Errorf("punic conquer: %v, %q; want exit 2 and an unknown-command message", err, out)
	}
	out, err = exec.Command(bin, "board", "--data", filepath.Join(dir, "nowhere")).CombinedOutput()
	if !errors.As(err, &exitErr) || exitErr.ExitCode() != exitError {
		t.Errorf("punic board --data nowhere: %v, %q; want exit 1", err, out)
	}
	out, err = exec.Command(bin, "help").Output()
	if err != nil || !strings.Contains(string(out), "board") {
		t.Errorf("punic help: %v, %q", err, out)
	}
}
