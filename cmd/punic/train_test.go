package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"punic/hannibal/bot"
)

// TestTrainEndToEnd trains on two fast games and checks the weights file, and
// that bad flags are refused.
func TestTrainEndToEnd(t *testing.T) {
	out := filepath.Join(t.TempDir(), "w.json")
	code, _, errOut := runCLI(t, "train", "--rome", "policy", "--carthage", "policy", "--games", "2", "--parallel", "1", "--quiet", "--out", out)
	if code != 0 || !strings.Contains(errOut, "punic train: 2 games") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	l, err := bot.ParseLearned(b)
	if err != nil || l.Games != 2 || l.Positions == 0 || l.Bots != [2]string{"policy", "policy"} {
		t.Fatalf("weights %+v: %v", l, err)
	}
	if code, _, errOut := runCLI(t, "train", "--games", "0"); code == 0 || !strings.Contains(errOut, "--games") {
		t.Errorf("--games 0: exit %d, %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "train", "--rome", "grandmaster", "--games", "1"); code == 0 || !strings.Contains(errOut, "grandmaster") {
		t.Errorf("unknown bot: exit %d, %s", code, errOut)
	}
}
