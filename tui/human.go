package tui

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"

	"punic/game"
)

// clearScreen moves to the top of a cleared screen and clears the scrollback.
const clearScreen = "\x1b[H\x1b[2J\x1b[3J"

// handOver passes the keyboard to side: in hotseat play the other person must
// not see side's cards, so the screen waits for Enter (and is cleared), then
// shows what happened since side last played.
func (s *session) handOver(side game.Player) error {
	if s.holder == side {
		return nil
	}
	s.flushLog()
	if s.hotseat() {
		if s.holder != game.None {
			s.seen[s.holder] = len(s.m.Game().Log())
		}
		s.printf("\nPass the keyboard to %s, press Enter.", s.t.SideName(side))
		if _, err := s.readLine(); err != nil {
			s.printf("\nEnd of input: leaving the game.\n")
			return errQuit
		}
		if s.cfg.Clear {
			s.printf("%s", clearScreen)
			lines := s.m.Game().Log()
			from := max(s.seen[side], len(lines)-30)
			if from < len(lines) {
				s.printf("Since your last turn:\n")
				WriteLog(s.w, lines[from:])
			}
			s.lessonStep = 0 // the screen was cleared: the lesson's step is shown again
		}
	}
	s.holder = side
	s.showBoard(side)
	return nil
}

// showBoard writes the board as side sees it.
func (s *session) showBoard(side game.Player) {
	s.m.Game().Board(s.w, side)
	s.board = s.m.Actions()
}

// humanTurn asks side's player for commands until one takes an action (or
// resigns).
func (s *session) humanTurn(side game.Player) error {
	if err := s.handOver(side); err != nil {
		return err
	}
	s.flushLog()
	s.lessonUpdate()
	g := s.m.Game()
	if g.Status().Overview && s.board != s.m.Actions() {
		s.flushLog()
		s.showBoard(side)
	}
	legal := g.Legal(nil)
	list := true
	for {
		s.flushLog()
		if list {
			s.showChoices(side, legal)
		}
		s.printf("%s> ", s.t.SideName(side))
		line, err := s.readLine()
		if err != nil {
			s.printf("\nEnd of input: leaving the game.\n")
			return errQuit
		}
		acted, relist, err := s.command(side, legal, line)
		if acted || err != nil {
			return err
		}
		list = relist
	}
}

// showChoices writes the decision and the numbered legal actions.
func (s *session) showChoices(side game.Player, legal []game.Action) {
	g := s.m.Game()
	st := g.Status()
	s.printf("\n%s decides: %s\n", s.t.SideName(side), st.Prompt)
	for i, a := range legal {
		s.printf("%4d  %-56s %s\n", i+1, g.ActionLabel(a), g.ActionText(a))
	}
	if st.Note != "" {
		s.printf("      (%s)\n", strings.ReplaceAll(st.Note, "\n", "\n      "))
	}
}

// command carries out one line of a player's input. acted reports that an action
// was taken (or the game ended); list that the choices should be shown again.
func (s *session) command(side game.Player, legal []game.Action, line string) (acted, list bool, err error) {
	g := s.m.Game()
	if line == "" {
		return false, true, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			s.printf("No choice %d: type 1-%d, or an action's text.\n", n, len(legal))
			return false, false, nil
		}
		return s.act(legal[n-1])
	}
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "help", "?":
		s.help()
		return false, true, nil
	case "board":
		s.showBoard(side)
		return false, true, nil
	case "log":
		s.showLog(arg)
		return false, true, nil
	case "lesson":
		s.lessonCommand()
		return false, false, nil
	case "hint":
		s.hint(side, legal, arg)
		return false, false, nil
	case "view":
		b, _ := json.MarshalIndent(g.View(side), "", "  ")
		s.printf("%s\n", b)
		return false, true, nil
	case "save":
		s.save(arg)
		return false, false, nil
	case "undo":
		return s.undo(side)
	case "resign":
		if err := s.m.Resign(side); err != nil {
			s.printf("%v\n", err)
			return false, false, nil
		}
		return true, false, nil
	case "quit", "exit":
		s.printf("Leaving the game. (Use \"save FILE\" first to keep it; \"punic play --resume FILE\" continues it.)\n")
		return false, false, errQuit
	}
	a, perr := g.ParseAction(line)
	if _, ok := s.inputKind(word); ok && perr != nil {
		// A table input typed where an action is asked for.
		if !s.m.Referee() {
			s.printf("%s: only in referee mode (punic play --referee).\n", word)
		} else {
			s.printf("%s: punic asks the table for %s when the rules need them; type your action.\n", word, s.inputNouns())
		}
		return false, false, nil
	}
	if perr != nil {
		s.printf("%v\n(Type a choice's number, an action's text, or \"help\".)\n", perr)
		return false, false, nil
	}
	return s.act(a)
}

// act takes a player's action; a refusal is shown and the player asked again.
func (s *session) act(a game.Action) (acted, list bool, err error) {
	err = s.take(a, true)
	switch {
	case err == nil:
		return true, false, nil
	case errors.Is(err, errQuit):
		return false, false, err
	case errors.Is(err, errCancel):
		return false, true, nil
	}
	s.printf("Refused: %v\n", err)
	return false, false, nil
}

// undo takes back side's last action.
func (s *session) undo(side game.Player) (acted, list bool, err error) {
	last, _ := s.m.LastAction()
	if err := s.m.Undo(side); err != nil {
		s.printf("%v\n", err)
		return false, false, nil
	}
	s.printf("Took back: %s\n", last.Action)
	s.shown = min(s.shown, len(s.m.Game().Log()))
	// Undo may give the decision back to the other side's earlier choice: let
	// the loop ask whoever decides now.
	return true, false, nil
}

// showLog writes the last n lines of the log (default 20), or all of it.
func (s *session) showLog(arg string) {
	lines := s.m.Game().Log()
	n := 20
	switch {
	case arg == "all":
		n = len(lines)
	case arg != "":
		k, err := strconv.Atoi(arg)
		if err != nil || k < 1 {
			s.printf("log: give a number of lines or \"all\", not %q\n", arg)
			return
		}
		n = k
	}
	from := max(0, len(lines)-n)
	s.printf("Log, lines %d-%d of %d:\n", from+1, len(lines), len(lines))
	WriteLog(s.w, lines[from:])
}

// save writes the game record to a file.
func (s *session) save(file string) {
	if file == "" {
		s.printf("save needs a file name: save FILE\n")
		return
	}
	b, err := s.m.MarshalRecord()
	if err == nil {
		err = os.WriteFile(file, append(b, '\n'), 0o644)
	}
	if err != nil {
		s.printf("Could not save: %v\n", err)
		return
	}
	s.printf("Saved the game (%d actions) to %s; \"punic play --resume %s\" continues it.\n", s.m.Actions(), file, file)
}

func (s *session) help() {
	s.printf(`Commands:
  N              take choice number N
  ACTION TEXT    take an action by its text (the right-hand column), e.g. "move cannae"
  undo           take back your last action, when nothing irreversible happened since
  log [N|all]    the last N lines of the log (default 20), or all of it
  board          the board as you see it
  lesson         a tutorial's current lesson step again
  hint [SECONDS] the bot's three preferred choices, with its estimate of your
                 chance to win after each (it thinks 1 second unless told)
  view           everything you may see, as JSON
  save FILE      save the game record to FILE (resume with punic play --resume FILE)
  resign         resign the game
  quit           leave the game
`)
	if s.m.Referee() {
		s.printf(`Referee mode: when the rules need %s,
punic asks the table for them at the "table>" prompt (type "help" there), then goes on.
`, s.inputNouns())
	}
}
