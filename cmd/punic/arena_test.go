package main

import (
	"encoding/xml"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestWilson checks the interval against published values.
func TestWilson(t *testing.T) {
	cases := []struct {
		wins, n int
		lo, hi  float64
	}{
		{5, 10, 0.2366, 0.7634},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{81, 100, 0.7222, 0.8749},
	}
	for _, c := range cases {
		lo, hi := wilson(c.wins, c.n)
		if math.Abs(lo-c.lo) > 1e-4 || math.Abs(hi-c.hi) > 1e-4 {
			t.Errorf("wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, hi := wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("wilson(0, 0) = [%v, %v]", lo, hi)
	}
}

// TestArenaEndToEnd plays a few fast games through the command line and checks
// the report and the chart.
func TestArenaEndToEnd(t *testing.T) {
	chart := filepath.Join(t.TempDir(), "arena.svg")
	code, out, errOut := runCLI(t, "arena", "--a", "policy", "--b", "random", "--games", "6", "--parallel", "2", "--seed", "5", "--chart", chart)
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	for _, want := range []string{"Arena: 6 games of 218bc, A = policy, B = random (sides swapped every other game), first seed 5",
		"A policy", "B random", "Average game:", "Thinking per game:", "Endings:"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	// Each bot played 3 games on each side; A's and B's wins add up to the games.
	row := regexp.MustCompile(`(?m)^\S*\s*\S*\s+(rome|carthage|both)\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+\[([\d.]+)%, ([\d.]+)%\]$`)
	rows := row.FindAllStringSubmatch(out, -1)
	if len(rows) != 6 {
		t.Fatalf("found %d table rows, want 6:\n%s", len(rows), out)
	}
	wins := 0
	for i, r := range rows {
		games, _ := strconv.Atoi(r[2])
		w, _ := strconv.Atoi(r[3])
		rate, _ := strconv.ParseFloat(r[4], 64)
		lo, _ := strconv.ParseFloat(r[5], 64)
		hi, _ := strconv.ParseFloat(r[6], 64)
		want := 3
		if r[1] == "both" {
			want = 6
			wins += w
		}
		if games != want || lo > rate || rate > hi || math.Abs(rate-100*float64(w)/float64(games)) > 0.05 {
			t.Errorf("row %d: %q", i, r[0])
		}
	}
	if wins != 6 {
		t.Errorf("the bots won %d games in all, want 6", wins)
	}
	if !strings.Contains(errOut, "6/6") || !strings.Contains(errOut, "wrote "+chart) {
		t.Errorf("stderr lacks the finished progress bar or the chart notice:\n%s", errOut)
	}
	svg, err := os.ReadFile(chart)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
		Rects   []struct {
			Title string `xml:"title"`
		} `xml:"rect"`
	}
	if err := xml.Unmarshal(svg, &doc); err != nil {
		t.Fatalf("the chart is not well-formed XML: %v", err)
	}
	bars := 0
	for _, r := range doc.Rects {
		if strings.Contains(r.Title, "of 3 (") || strings.Contains(r.Title, "of 6 (") {
			bars++
		}
	}
	if doc.XMLName.Local != "svg" || bars != 6 {
		t.Errorf("chart: root %q with %d win-rate bars, want svg with 6", doc.XMLName.Local, bars)
	}
}

// TestArenaFixedSides checks --rome/--carthage: each bot keeps its side.
func TestArenaFixedSides(t *testing.T) {
	code, out, errOut := runCLI(t, "arena", "--rome", "random", "--carthage", "random", "--games", "2", "--quiet")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "A always Rome, B always Carthage") || strings.Contains(out, "\nB random     rome") {
		t.Errorf("report:\n%s", out)
	}
}

// TestArenaUsage checks the command-line mistakes.
func TestArenaUsage(t *testing.T) {
	for _, args := range [][]string{
		{"arena"},
		{"arena", "--a", "random"},
		{"arena", "--a", "random", "--b", "random", "--rome", "random"},
		{"arena", "--a", "random", "--b", "nobody"},
		{"arena", "--a", "mcts:zz=1", "--b", "random"},
		{"arena", "--a", "random", "--b", "random", "--games", "0"},
		{"arena", "--a", "random", "--b", "random", "--scenario", "nowhere"},
	} {
		code, out, errOut := runCLI(t, args...)
		if code != exitUsage || out != "" || !strings.HasPrefix(errOut, "punic arena: ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	code, out, _ := runCLI(t, "arena", "-h")
	if code != exitOK || !strings.Contains(out, "--a BOT --b BOT") || !strings.Contains(out, "heuristic") {
		t.Errorf("arena -h: exit %d\n%s", code, out)
	}
}
