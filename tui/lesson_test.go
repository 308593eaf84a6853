package tui

import (
	"bytes"
	"strings"
	"testing"

	"punic/game"
	"punic/match"
)

// TestHotseatTutorialLessonSurvivesTheClear: in a two-player tutorial at a
// terminal, the screen is cleared when the keyboard passes; the lesson's step
// is printed again after each clear, and a new step once the learner's action
// brings it.
func TestHotseatTutorialLessonSurvivesTheClear(t *testing.T) {
	m, err := match.New(rules(), game.Options{Scenario: "tutorial-4", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	in := strings.NewReader("\ndiscard 56\n\nlesson\nquit\n")
	if err := Play(Config{Match: m, Players: humans(), Clear: true}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "Learn to play: tutorial 4, Hasdrubal marches south\n") || !strings.Contains(text, "For two players; Carthage plays first.\n") {
		t.Fatalf("no lesson intro:\n%s", text)
	}
	clears := strings.Split(text, clearScreen)
	if len(clears) != 3 {
		t.Fatalf("%d clears, want 2:\n%s", len(clears)-1, text)
	}
	// Carthage's first screen, after the clear: step 1.
	if !strings.Contains(clears[1], "Lesson, step 1 of ") || strings.Contains(clears[1], "Lesson, step 2 of ") {
		t.Errorf("Carthage's screen:\n%s", clears[1])
	}
	// Rome's screen: step 2 (Carthage's discard brought it), once, then
	// again for "lesson".
	if n := strings.Count(clears[2], "Lesson, step 2 of "); n != 2 || strings.Contains(clears[2], "Lesson, step 1 of ") {
		t.Errorf("Rome's screen shows step 2 %d times:\n%s", n, clears[2])
	}
}
