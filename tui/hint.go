package tui

import (
	"slices"
	"strconv"
	"time"

	"punic/ai"
	"punic/game"
)

// hintCount is how many choices the hint command shows.
const hintCount = 3

// hint prints the search bot's preferred choices for side at the current
// decision, computed from side's observation only (ai.Hints), thinking
// arg seconds (1 by default, at most 60).
func (s *session) hint(side game.Player, legal []game.Action, arg string) {
	secs := 1.0
	if arg != "" {
		v, err := strconv.ParseFloat(arg, 64)
		if err != nil || v <= 0 || v > 60 {
			s.printf("hint: give the thinking time in seconds (more than 0, at most 60), not %q\n", arg)
			return
		}
		secs = v
	}
	s.printf("Thinking %gs…\n", secs)
	s.w.Flush()
	g := s.m.Game()
	hints, err := ai.Hints(s.t, g, side, ai.HintBudget{Time: time.Duration(secs * float64(time.Second))}, hintCount)
	if err != nil {
		s.printf("No hint: %v\n", err)
		return
	}
	s.printf("The bot would choose:\n")
	for _, h := range hints {
		n := slices.Index(legal, h.Action) + 1
		visits := ""
		if h.Visits > 0 {
			visits = ", " + strconv.Itoa(h.Visits) + " simulations"
		}
		s.printf("%4d  %-56s win %3.0f%%%s\n", n, g.ActionLabel(h.Action), 100*h.Win, visits)
	}
}
