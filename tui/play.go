package tui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"punic/game"
	"punic/match"
)

// Config is a game to play in the terminal.
type Config struct {
	// Match is the game, of any registered game: a new one (match.New) or one
	// resumed from a record (match.Resume). A match in table-referee mode
	// (game.Options.Referee, or a saved referee game) is refereed: the game's
	// chance (dice, cards, random picks) is asked of the table when the rules
	// need it. A new referee match may wait for the table before its first
	// decision (match.Match.Waiting): Play asks the table for it first.
	Match *match.Match
	// Players sit at the game's sides, in order (Hannibal: Rome, Carthage).
	Players [2]Player
	// Clear clears the screen when the keyboard passes between two people, so
	// that neither sees the other's cards (set it when the output is a terminal).
	Clear bool
}

// errQuit ends the game loop: the player quit or the input ended.
var errQuit = errors.New("quit")

// session is a game being played.
type session struct {
	cfg    Config
	m      *match.Match
	t      *game.Title
	in     *bufio.Reader
	w      *bufio.Writer
	shown  int         // log lines printed
	seen   [2]int      // log lines each side had seen when it last gave up the keyboard
	holder game.Player // the side at the keyboard (None before the first)
	board  int         // the action count when the board was last shown, -1 never
	// Referee play (referee.go).
	queued map[string]int // inputs queued by kind since the game last went on
	spare  int            // spare inputs queued ahead (dice), as last reported
	// lessonStep is the tutorial's lesson step last printed (lesson.go).
	lessonStep int
}

// Play plays cfg's game to its end, or until a player quits or the input ends,
// reading commands from in and writing to out. It returns an error only when out
// fails or a bot chooses an illegal action.
func Play(cfg Config, in io.Reader, out io.Writer) error {
	if cfg.Match == nil {
		return errors.New("tui: no game to play")
	}
	for i, p := range cfg.Players {
		if p.Name == "" {
			cfg.Players[i] = Player{Name: "human"}
		}
	}
	s := &session{cfg: cfg, m: cfg.Match, t: cfg.Match.Title(), in: bufio.NewReader(in),
		w: bufio.NewWriter(out), holder: game.None, board: -1}
	err := s.run()
	if errors.Is(err, errQuit) {
		err = nil
	}
	if ferr := s.w.Flush(); err == nil {
		err = ferr
	}
	return err
}

// hotseat reports whether two people share the keyboard.
func (s *session) hotseat() bool {
	return s.cfg.Players[0].Human() && s.cfg.Players[1].Human()
}

// anyHuman reports whether a person plays.
func (s *session) anyHuman() bool {
	return s.cfg.Players[0].Human() || s.cfg.Players[1].Human()
}

func (s *session) printf(format string, args ...any) { fmt.Fprintf(s.w, format, args...) }

// run is the game loop.
func (s *session) run() error {
	s.intro()
	if s.m.Waiting() {
		// A referee game may start with the table's inputs (Hannibal's deal).
		if err := s.refereed("the start of the game", s.m.Advance, false); err != nil {
			return err
		}
	}
	for !s.m.Over() {
		side := s.m.Game().ToMove()
		var err error
		if p := s.cfg.Players[side]; p.Human() {
			err = s.humanTurn(side)
		} else {
			err = s.botTurn(side, p)
		}
		if err != nil {
			return err
		}
	}
	return s.finish()
}

func (s *session) intro() {
	s.printf("punic: %s, scenario %s, seed %d", s.t.Title, s.m.Scenario(), s.m.Seed())
	if r := s.m.Record().Rules; r != "" {
		s.printf(", rules: %s", variantLabel(s.t, r))
	}
	s.printf("\n")
	s.printf("%s: %s. %s: %s.", s.t.SideName(0), s.cfg.Players[0].Name, s.t.SideName(1), s.cfg.Players[1].Name)
	if s.m.Referee() {
		s.printf(" Referee mode: %s are those of the table; punic asks for each when the rules need it.", s.inputNouns())
	}
	s.printf("\n")
	if n := s.m.Actions(); n > 0 {
		s.printf("Resuming the game after %d actions.\n", n)
		s.shown = max(0, len(s.m.Game().Log())-10)
		s.seen = [2]int{s.shown, s.shown}
	}
	if s.anyHuman() {
		s.printf("Type the number of a choice or an action's text; \"help\" lists the commands.\n")
	}
	s.lessonIntro()
}

// flushLog prints the log lines not printed yet.
func (s *session) flushLog() {
	lines := s.m.Game().Log()
	s.shown = min(s.shown, len(lines))
	if s.shown < len(lines) {
		WriteLog(s.w, lines[s.shown:])
		s.shown = len(lines)
	}
}

// readLine flushes the output and reads a line; io.EOF at the end of the input.
func (s *session) readLine() (string, error) {
	if err := s.w.Flush(); err != nil {
		return "", err
	}
	line, err := s.in.ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		return "", err
	}
	return strings.TrimSpace(line), nil
}

// botTurn lets a bot choose, from its seat's observation only, and takes its
// action. A single legal action is taken without asking, and without a word
// unless it is a counter-event window's pass (see below).
func (s *session) botTurn(side game.Player, p Player) error {
	g := s.m.Game()
	legal := g.Legal(nil)
	a := legal[0]
	if len(legal) > 1 {
		a = p.Bot.Act(g.Observation(side))
	}
	// Some decisions are shown even with a single choice (Hannibal's
	// counter-event windows open whatever the side holds: the pass is shown
	// either way, or its absence would tell the hand).
	st := g.Status()
	if len(legal) > 1 || st.Announce {
		s.flushLog()
		label := g.ActionLabel(a)
		if st.Secret { // the other player must not learn it here
			label = "decides in secret (" + st.Kind + ")"
		}
		s.printf("%s (%s): %s\n", s.t.SideName(side), p.Bot.Name(), label)
	}
	if err := s.take(a, false); err != nil {
		if errors.Is(err, errQuit) {
			return err
		}
		return fmt.Errorf("%s's bot %s chose %q: %w", s.t.SideName(side), p.Bot.Name(), g.ActionText(a), err)
	}
	s.flushLog()
	return nil
}

// take applies an action. In referee mode, what the rules need from the table
// is asked for and the action tried again (refereed); a person's action may be
// withdrawn at the table prompt (errCancel).
func (s *session) take(a game.Action, cancellable bool) error {
	g := s.m.Game()
	return s.refereed(s.t.SideName(g.ToMove())+"'s action \""+g.ActionLabel(a)+"\"", func() error { return s.m.Apply(a) }, cancellable)
}

// finish reports the result and, when a person plays, lets them look back and
// save until they quit.
func (s *session) finish() error {
	s.flushLog()
	o := s.m.Game().Outcome()
	s.printf("\nGame over: %s.\n", s.t.ResultText(o))
	s.lessonResult()
	if !s.anyHuman() {
		return nil
	}
	for {
		s.printf("The game is over: log, board, save FILE or quit.\n> ")
		line, err := s.readLine()
		if err != nil {
			s.printf("\n")
			return errQuit
		}
		word, arg, _ := strings.Cut(line, " ")
		switch word {
		case "log":
			s.showLog(arg)
		case "board":
			s.m.Game().Board(s.w, game.None)
		case "save":
			s.save(strings.TrimSpace(arg))
		case "quit", "exit":
			return errQuit
		case "":
		default:
			s.printf("%q: the game is over.\n", line)
		}
	}
}
