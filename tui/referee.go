package tui

import (
	"errors"
	"fmt"
	"strings"

	"punic/game"
)

// Referee mode: the game is played at a table with real dice and cards, and punic
// keeps the rules (a match created with game.Options{Referee: true}). When the
// rules need something from the table — the kinds of input the game declares,
// for Hannibal dice, the strategy cards drawn, the battle hands dealt, a card or
// consul drawn at random — the engine says so (a need, game.Table.Need) and
// leaves the game as it was; the table is asked for exactly that at the "table>"
// prompt, the game checks and queues the answer, and the action (or the start of
// the game) is tried again. The record keeps every input with the action that
// used it, so a saved referee game resumes exactly.

// errCancel reports that the player withdrew the action at the table prompt.
var errCancel = errors.New("action cancelled")

// refereed runs try — what: an action, or the game going on from its start —
// and, while the rules need something from the table, asks for it and tries
// again. A person's action may be withdrawn (cancellable): errCancel.
func (s *session) refereed(what string, try func() error, cancellable bool) error {
	reset := false
	for {
		err := try()
		need, ok := s.m.Need(err, s.queued)
		if !ok {
			if err == nil {
				s.wentOn()
			}
			return err
		}
		if need.Stale && !reset {
			// A value queued earlier no longer fits and would be asked for
			// again and again: drop what was queued.
			if err := s.m.Reset(); err != nil {
				return fmt.Errorf("dropping the inputs queued: %w", err)
			}
			s.printf("Referee: a pick given earlier no longer fits; the inputs given were dropped.\n")
			s.queued, s.spare, reset = nil, 0, true
			continue
		}
		if err := s.askTable(what, need, cancellable); err != nil {
			return err
		}
	}
}

// table is the game's table inputs.
func (s *session) table() game.Table { return s.m.Game().Table() }

// wentOn notes that the game went on: the inputs queued were used (spare ones,
// such as dice given ahead, wait for the next rolls, and the player is told).
func (s *session) wentOn() {
	s.queued = nil
	t := s.table()
	if t == nil {
		return
	}
	if n := t.Pending(); n != s.spare {
		s.spare = n
		if n > 0 {
			s.flushLog()
			s.printf("Referee: %s given at the table wait for the next rolls.\n", plural(n, "die", "dice"))
		}
	}
}

// inputKind finds the input kind a word at the table prompt names (its command,
// its name or another of its words).
func (s *session) inputKind(word string) (*game.InputKind, bool) {
	w := strings.ToLower(word)
	for i, k := range s.t.Inputs {
		if w == k.Command || w == k.Name || containsWord(k.Words, w) {
			return &s.t.Inputs[i], true
		}
	}
	return nil, false
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// noun names the kind of input a need asks for.
func (s *session) noun(kind string) string {
	for _, k := range s.t.Inputs {
		if k.Name == kind {
			return k.Noun
		}
	}
	return kind
}

// inputNouns says in words what the table may be asked for.
func (s *session) inputNouns() string {
	if s.t.Chance != "" {
		return s.t.Chance
	}
	return "the game's chance"
}

// askTable asks the table for what need says (what: the action or start that
// needs it), until it is given (nil), the action is withdrawn (errCancel) or the
// player leaves (errQuit).
func (s *session) askTable(what string, need *game.Need, cancellable bool) error {
	s.flushLog()
	s.printf("\nReferee, for %s:", what)
	s.showNeed(need, cancellable)
	for {
		s.printf("table> ")
		line, err := s.readLine()
		if err != nil {
			s.printf("\nEnd of input: leaving the game.\n")
			return errQuit
		}
		word, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSpace(arg)
		switch w := strings.ToLower(word); w {
		case "":
			s.printf("Referee:")
			s.showNeed(need, cancellable)
			continue
		case "help", "?":
			s.tableHelp()
			continue
		case "cancel":
			if !cancellable {
				s.printf("Nothing to cancel: the game cannot go on without %s.\n", s.noun(need.Kind))
				continue
			}
			return s.cancel()
		case "quit", "exit":
			s.printf("Leaving the game. (Use \"save FILE\" first to keep it; \"punic play --resume FILE\" continues it.)\n")
			return errQuit
		case "save":
			s.save(arg)
			continue
		case "log":
			s.showLog(arg)
			continue
		case "board":
			s.m.Game().Board(s.w, s.holder)
			continue
		default:
			if k, ok := s.inputKind(w); ok {
				if k.Name != need.Kind {
					s.printf("The table must give %s now, not %s.\n%s\n", s.noun(need.Kind), k.Noun, s.table().Usage(need))
					continue
				}
				line = arg
			}
		}
		if s.supply(need, line) {
			return nil
		}
	}
}

// supply checks and queues what the table typed for need; false (with the
// reason shown) when it does not fit.
func (s *session) supply(need *game.Need, text string) bool {
	sup, err := s.table().SupplyText(need, text)
	if err != nil {
		s.printf("%s: %v.\n%s\n", s.noun(need.Kind), err, s.table().Usage(need))
		return false
	}
	s.printf("%s\n", sup.Text)
	if s.queued == nil {
		s.queued = map[string]int{}
	}
	s.queued[need.Kind] += sup.Count
	return true
}

// cancel withdraws the action the table was asked about. The engine left the
// game as it was; inputs already queued for the action are dropped.
func (s *session) cancel() error {
	if len(s.queued) > 0 {
		if err := s.m.Reset(); err != nil {
			return fmt.Errorf("dropping the inputs queued: %w", err)
		}
		s.printf("Action withdrawn; %s given for it are dropped (the actions before can no longer be taken back).\n", s.inputNouns())
	} else {
		s.printf("Action withdrawn.\n")
	}
	s.queued, s.spare = nil, s.table().Pending()
	return errCancel
}

// showNeed writes what the table must give.
func (s *session) showNeed(need *game.Need, cancellable bool) {
	s.printf(" %s.\n", need.Prompt)
	if need.Note != "" {
		s.printf("  %s\n", need.Note)
	}
	s.printf("%s\n", s.table().Usage(need))
	if cancellable {
		s.printf("  (\"cancel\" withdraws the action; \"help\" lists the other commands.)\n")
	} else {
		s.printf("  (\"help\" lists the other commands.)\n")
	}
}

// tableHelp lists the commands of the table prompt.
func (s *session) tableHelp() {
	s.printf("At the table prompt, type what the rules ask for:\n%s", s.table().Help())
	s.printf("Or: cancel (withdraw the action), log [N], board, save FILE, quit; Enter shows the request again.\n")
}

// plural is "1 die" or "3 dice".
func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
