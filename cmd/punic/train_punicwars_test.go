package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"punic/punicwars/bot"
)

// TestTrainPunicWarsEndToEnd fits each scenario on two short games: the file
// written loads, a second --scenario run keeps the first's weights, and
// standard output gets the file without --out; --end is recorded.
func TestTrainPunicWarsEndToEnd(t *testing.T) {
	out := filepath.Join(t.TempDir(), "fitted.json")
	code, _, errOut := runCLI(t, "train", "--game", "punicwars", "--scenario", "first", "--games", "2", "--parallel", "1", "--quiet", "--out", out)
	if code != 0 || !strings.Contains(errOut, "punic train: first: 2 games") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	read := func() bot.FittedFile {
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		f, err := bot.ParseFitted(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		return f
	}
	first := read().Scenarios["first"]
	// By default the bots fight on to twice the war's historical length.
	if first.Games != 2 || first.Seed != 9000 || first.Noise != 0.05 || first.End != 48 || first.Positions == 0 || first.LogLoss <= 0 {
		t.Fatalf("first: %+v", first)
	}
	code, _, errOut = runCLI(t, "train", "-game=punicwars", "--scenario", "second", "--games", "1", "--seed", "5", "--end", "30", "--newton", "--quiet", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f := read()
	if f.Scenarios["first"] != first || f.Scenarios["second"].Seed != 5 || f.Scenarios["second"].End != 30 || len(f.Scenarios) != 2 {
		t.Fatalf("after second: %+v", f)
	}
	code, stdOut, errOut := runCLI(t, "train", "--game", "punicwars", "--scenario", "first", "--games", "1", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if g, err := bot.ParseFitted([]byte(stdOut)); err != nil || len(g.Scenarios) != 1 {
		t.Fatalf("standard output %q: %v", stdOut, err)
	}
}

// TestTrainRefusesBadFlags: a game without a trainer, an unknown game and
// bad Punic Wars settings are refused, naming the flag.
func TestTrainRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "chess"}, "--game"},
		{[]string{"--game"}, "needs an argument"},
		{[]string{"--game", "punicwars", "--scenario", "third"}, "--scenario"},
		{[]string{"--game", "punicwars", "--scenario", "fourth"}, "--scenario"},
		{[]string{"--game", "punicwars", "--games", "-1"}, "--games"},
		{[]string{"--game", "punicwars", "--noise", "1.5"}, "--noise"},
		{[]string{"--game", "punicwars", "--end", "-2"}, "--end"},
		{[]string{"--game", "punicwars", "--parallel", "0"}, "--parallel"},
		{[]string{"--game", "punicwars", "--steps", "0"}, "--steps"},
		{[]string{"--game", "punicwars", "--rate", "0"}, "--rate"},
		{[]string{"--game", "punicwars", "--rome", "heuristic"}, "rome"},
		{[]string{"--game", "hannibal", "--scenario", "first"}, "scenario"},
	} {
		if code, _, errOut := runCLI(t, append([]string{"train"}, c.args...)...); code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %s", c.args, code, errOut)
		}
	}
}
