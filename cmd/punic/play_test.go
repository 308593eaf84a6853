package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// withStdin runs f with stdin reading text.
func withStdin(text string, f func()) {
	old := stdin
	stdin = strings.NewReader(text)
	defer func() { stdin = old }()
	f()
}

// TestPlayCommand plays bots against each other to the end, a person who saves
// and quits, and resumes the saved game with bots.
func TestPlayCommand(t *testing.T) {
	var code int
	var out, errOut string
	withStdin("", func() {
		code, out, errOut = runCLI(t, "play", "--rome", "random", "--carthage", "random", "--seed", "3")
	})
	if code != exitOK || !strings.Contains(out, "Game over: ") {
		t.Fatalf("bot game: exit %d, stderr %q, output ends %q", code, errOut, out[max(0, len(out)-300):])
	}
	file := filepath.Join(t.TempDir(), "saved.json")
	withStdin("\n1\n\n1\nsave "+file+"\nquit\n", func() { code, out, errOut = runCLI(t, "play", "--seed", "4") })
	if code != exitOK || !strings.Contains(out, "Saved the game (2 actions)") {
		t.Fatalf("hotseat: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	if _, err := os.Stat(file); err != nil {
		t.Fatal(err)
	}
	withStdin("", func() {
		code, out, errOut = runCLI(t, "play", "--resume", file, "--rome", "random", "--carthage", "random")
	})
	if code != exitOK || !strings.Contains(out, "Resuming the game after 2 actions.") || !strings.Contains(out, "Game over: ") {
		t.Fatalf("resumed: exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "play", "--carthage", "grandmaster"); code != exitUsage || !strings.Contains(errOut, `unknown bot "grandmaster"`) {
		t.Errorf("unknown bot: exit %d, %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "play", "--resume", filepath.Join(t.TempDir(), "none.json")); code != exitError {
		t.Errorf("missing resume file: exit %d, %q", code, errOut)
	}
}
