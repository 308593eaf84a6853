package main

import (
	"strings"
	"testing"
)

// TestPlayTutorial1 plays tutorial 1 to Rome's win through "punic play", as a
// learner types it, and checks the lesson is printed: the tutorial and its
// goal at the start, each step's text and what it points at when the step
// changes, the marks on the board, and the result at the end.
func TestPlayTutorial1(t *testing.T) {
	var code int
	var out, errOut string
	input := "lesson\nboard\nevent 4\nevent 35\npc hispalis\nops 36 pc\npc acci\npc malaca\nquit\n"
	withStdin(input, func() {
		code, out, errOut = runCLI(t, "play", "--scenario", "tutorial-1", "--carthage", "heuristic", "--seed", "1")
	})
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	want := []string{
		"Learn to play: tutorial 1, Winning provinces with cards\n",
		"Goal: As Rome, end the turn holding more Spanish provinces than Carthage.\n",
		"You play Rome (solitaire); Rome plays first.\n",
		"\nLesson, step 1 of 4: Spain has four provinces that score",
		"  Look at: Arsa, Salmantica, Segovia, Toletum, Segobriga.\n",
		"Tutorial 1, step 1 of 4: look at Arsa, Salmantica, Segovia, Toletum, Segobriga (armies there are marked >)\n",
		"Rome plays the event of #4 Celtiberia Revolts",
		"\nLesson, step 2 of 4: One card, five Carthaginian PCs gone",
		"  Look at: Hispalis, Gades, Corduba, Acci, Malaca.\n",
		"\nLesson, step 3 of 4: Your last card, the other Diplomacy",
		"Rome places a PC in Malaca",
		"Game over: Rome wins (the tutorial's own victory condition).\n",
		"Tutorial 1 result: Rome wins: Rome controls more of the four Spanish provinces than Carthage (a tie is Carthage's) (provinces: Rome 2, Carthage 1)\n",
	}
	at := 0
	for _, w := range want {
		i := strings.Index(out[at:], w)
		if i < 0 {
			t.Fatalf("missing (or out of order) after offset %d: %q\noutput:\n%s", at, w, out)
		}
		at += i + len(w)
	}
	// Step 1 is printed at the start, then again only when asked ("lesson").
	if n := strings.Count(out, "Lesson, step 1 of 4:"); n != 2 {
		t.Errorf("step 1 printed %d times, want 2 (the start and \"lesson\")", n)
	}
	if n := strings.Count(out, "Lesson, step 2 of 4:"); n != 1 {
		t.Errorf("step 2 printed %d times, want 1", n)
	}

	// A campaign game has no lesson; "lesson" says so.
	withStdin("lesson\nquit\n", func() { code, out, errOut = runCLI(t, "play", "--seed", "1", "--rome", "heuristic") })
	if code != exitOK || strings.Contains(out, "Learn to play") || !strings.Contains(out, "This game is not a tutorial") {
		t.Errorf("campaign game: exit %d, %q:\n%s", code, errOut, out)
	}
}

// TestTutorialBoardMarks: the board of tutorial 2 marks the armies in the
// spaces the lesson points at.
func TestTutorialBoardMarks(t *testing.T) {
	var code int
	var out, errOut string
	withStdin("quit\n", func() {
		code, out, errOut = runCLI(t, "play", "--scenario", "tutorial-2", "--rome", "heuristic", "--seed", "1")
	})
	if code != exitOK {
		t.Fatalf("exit %d, %q", code, errOut)
	}
	if !strings.Contains(out, "\n> Saguntum ") {
		t.Errorf("Saguntum's army is not marked:\n%s", out)
	}
}

// TestPlayRulesFlag: --rules 1st plays the 1st edition, which the intro, the
// board and the saved record say; a bad variant and a game without variants
// are usage errors, and a resumed game keeps its rules.
func TestPlayRulesFlag(t *testing.T) {
	file := t.TempDir() + "/first.json"
	var code int
	var out, errOut string
	withStdin("save "+file+"\nquit\n", func() {
		code, out, errOut = runCLI(t, "play", "--rules", "1st", "--seed", "5", "--carthage", "heuristic")
	})
	if code != exitOK || !strings.Contains(out, "seed 5, rules: 1st edition\n") || !strings.Contains(out, "\nRules: 1st edition\n") {
		t.Fatalf("exit %d, %q:\n%s", code, errOut, out)
	}
	withStdin("quit\n", func() { code, out, errOut = runCLI(t, "play", "--resume", file) })
	if code != exitOK || !strings.Contains(out, "rules: 1st edition") {
		t.Errorf("resumed: exit %d, %q:\n%s", code, errOut, out)
	}
	if code, _, errOut = runCLI(t, "play", "--resume", file, "--rules", "2nd"); code != exitUsage || !strings.Contains(errOut, "keeps the rules") {
		t.Errorf("--rules with --resume: exit %d, %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "play", "--rules", "3rd"); code != exitUsage || !strings.Contains(errOut, `--rules: unknown rules "3rd" (choose 2nd or 1st)`) {
		t.Errorf("--rules 3rd: exit %d, %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "play", "--game", "punicwars", "--rules", "1st"); code != exitUsage || !strings.Contains(errOut, "offers no rules options") {
		t.Errorf("punicwars --rules: exit %d, %q", code, errOut)
	}
	if code, out, errOut = runCLI(t, "arena", "--a", "random", "--b", "random", "--games", "2", "--rules", "1st", "--quiet"); code != exitOK || !strings.Contains(out, "games of 218bc, rules 1st") {
		t.Errorf("arena --rules 1st: exit %d, %q:\n%s", code, errOut, out)
	}
	if code, _, errOut = runCLI(t, "help", "play"); code != exitOK {
		t.Errorf("help play: exit %d", code)
	}
}
