package tui

import (
	"strings"

	"punic/game"
)

// Tutorials at the terminal: a game whose instance has a lesson (game.Lessoner)
// prints it as the browser's "Learn to play" panel shows it: the tutorial, its
// goal and special rules at the start, each new step's text and what it
// points at when the step changes, and the result at the end. The board
// printout marks the spaces the step points at (the game's own Board).

// lesson is the game's lesson where it stands, nil when it is not a tutorial.
func (s *session) lesson() *game.Lesson { return game.LessonOf(s.m.Game()) }

// lessonIntro prints the tutorial's title, goal, sides and special rules, then
// its current step.
func (s *session) lessonIntro() {
	l := s.lesson()
	if l == nil {
		return
	}
	s.printf("\nLearn to play: tutorial %d, %s\n", l.Tutorial, l.Title)
	s.printf("Goal: %s\n", l.Goal)
	if l.Player != "" {
		s.printf("You play %s (solitaire); %s plays first.\n", s.sideName(l.Player), s.sideName(l.First))
	} else {
		s.printf("For two players; %s plays first.\n", s.sideName(l.First))
	}
	if l.Victory != "" {
		s.printf("Victory: %s\n", l.Victory)
	}
	for _, r := range l.Rules {
		s.printf("Special rule: %s\n", r)
	}
	s.printf("(\"lesson\" shows the current step again.)\n")
	s.lessonStep = 0
	s.lessonUpdate()
}

// lessonUpdate prints the lesson's step when it changed since last printed
// (forward, or back after an undo).
func (s *session) lessonUpdate() {
	l := s.lesson()
	if l == nil || l.Step == s.lessonStep || l.Result != "" {
		return
	}
	s.lessonStep = l.Step
	s.showLesson(l)
}

// showLesson prints a lesson step: its text and what it points at.
func (s *session) showLesson(l *game.Lesson) {
	s.printf("\nLesson, step %d of %d: %s\n", l.Step, l.Steps, strings.TrimSpace(l.Text))
	if len(l.Names) > 0 {
		s.printf("  Look at: %s.\n", strings.Join(l.Names, ", "))
	}
}

// lessonCommand answers "lesson": the current step again.
func (s *session) lessonCommand() {
	l := s.lesson()
	if l == nil {
		s.printf("This game is not a tutorial (punic play --scenario tutorial-1 starts the first).\n")
		return
	}
	s.printf("Tutorial %d, %s. Goal: %s\n", l.Tutorial, l.Title, l.Goal)
	s.showLesson(l)
}

// lessonResult prints the tutorial's result once the game is over.
func (s *session) lessonResult() {
	if l := s.lesson(); l != nil && l.Result != "" {
		s.printf("Tutorial %d result: %s\n", l.Tutorial, l.Result)
	}
}

// sideName names a side by its key ("rome": "Rome").
func (s *session) sideName(key string) string {
	if p := s.t.PlayerOf(key); p != game.None {
		return s.t.SideName(p)
	}
	return key
}

// variantLabel names a rules variant of t for people ("1st edition").
func variantLabel(t *game.Title, key string) string {
	for _, v := range t.Variants {
		if v.Key == key {
			return v.Label
		}
	}
	return key
}
