package main

import (
	"strings"
	"testing"
)

// TestGameFlag: every subcommand that takes --game finds the game in the
// registry and refuses an unknown one with the list of the games linked in.
func TestGameFlag(t *testing.T) {
	for _, args := range [][]string{
		{"board", "--game", "chess"},
		{"data", "--game", "chess", "--export", t.TempDir()},
		{"play", "--game", "chess"},
		{"arena", "--game", "chess", "--a", "random", "--b", "random"},
		{"engine", "--game", "chess"},
		{"serve", "--game", "chess", "--db", t.TempDir() + "/x.db"},
	} {
		code, _, errOut := runCLI(t, args...)
		if code != exitUsage || !strings.Contains(errOut, `unknown game "chess" (games: hannibal, punicwars)`) {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	// A side the game does not have is refused.
	if code, _, errOut := runCLI(t, "play", "--north", "random"); code != exitUsage || !strings.Contains(errOut, "flag provided but not defined: -north") {
		t.Errorf("--north: exit %d, %q", code, errOut)
	}
	code, out, _ := runCLI(t, "board", "--game", "hannibal")
	if code != exitOK || !strings.Contains(out, "Hannibal: Rome vs. Carthage board (built-in data)") {
		t.Errorf("board --game hannibal: %d %q", code, out)
	}
}
