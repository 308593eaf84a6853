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

// TestPlayReferee starts a referee game, enters the first deal, saves, resumes it
// and refuses to referee an ordinary game from its middle.
func TestPlayReferee(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ref.json")
	var code int
	var out, errOut string
	withStdin("draws 2 2\nrome 1 2 3 4 5 6 7 / carthage 33 34 35 36 37 38 39\n\nsave "+file+"\nquit\n", func() {
		code, out, errOut = runCLI(t, "play", "--referee", "--seed", "4")
	})
	for _, want := range []string{"Referee mode", "Deal for turn 1 (7.1)", "card 2 is given twice", "Cards drawn: 1 33 2 34", "Saved the game (0 actions)"} {
		if !strings.Contains(out, want) {
			t.Errorf("referee game: output lacks %q (exit %d, stderr %q)", want, code, errOut)
		}
	}
	// 7.3: Rome is asked first whatever his hand; without a campaign card he passes.
	withStdin("\npass\n\nquit\n", func() { code, out, errOut = runCLI(t, "play", "--resume", file) })
	if code != exitOK || !strings.Contains(out, "Referee mode") || !strings.Contains(out, "Your hand (Carthage): #33") {
		t.Fatalf("resumed referee game: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	plain := filepath.Join(dir, "plain.json")
	withStdin("\nsave "+plain+"\nquit\n", func() { code, _, errOut = runCLI(t, "play", "--seed", "4") })
	if code != exitOK {
		t.Fatalf("hotseat: exit %d, %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "play", "--resume", plain, "--referee"); code != exitUsage || !strings.Contains(errOut, "was not played in referee mode") {
		t.Errorf("--referee on an ordinary game: exit %d, %q", code, errOut)
	}
}
