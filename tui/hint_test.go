package tui

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"punic/hannibal/title"
)

// TestHintCommand asks for hints at a person's decision: the bot's choices are
// printed with their numbers in the list and their win estimates, and a bad
// thinking time is refused.
func TestHintCommand(t *testing.T) {
	bot, err := NewPlayer(title.Title, "random", 3)
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, 4)
	in := strings.NewReader("hint 0.05\n1\nhint 0.05\nhint soon\nhint 0\nresign\nquit\n")
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: [2]Player{{Name: "human"}, bot}}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	i := strings.Index(o, "The bot would choose:\n")
	if i < 0 {
		t.Fatalf("no hints in:\n%s", o)
	}
	lines := strings.Split(o[i:], "\n")[1:]
	row := regexp.MustCompile(`^ +[1-9][0-9]*  .+ win +[0-9]+%`)
	n := 0
	for _, l := range lines {
		if !row.MatchString(l) {
			break
		}
		n++
	}
	if n < 1 || n > 3 {
		t.Errorf("%d hint rows, want 1-3, in:\n%s", n, o[i:])
	}
	if strings.Count(o, "hint: give the thinking time in seconds") != 2 {
		t.Errorf("bad thinking times were not refused:\n%s", o)
	}
	if !strings.Contains(o, "hint [SECONDS]") && !strings.Contains(o, "Game over") {
		t.Errorf("unexpected end:\n%s", o)
	}
}
