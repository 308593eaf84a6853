package tui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/referee"
)

// Config is a game to play in the terminal.
type Config struct {
	// Match is the game: a new one (hannibal.NewMatch) or one resumed from a
	// record (referee.Resume, or hannibal.Replay). A match in table-referee mode
	// (hannibal.Options.Referee, or a saved referee game) is refereed: the dice,
	// cards and random picks are asked of the table when the rules need them. A
	// new referee match waits for its first deal (referee.Waiting): Play asks the
	// table for it before the first decision.
	Match *hannibal.Match
	// Players sit at Rome (index 0) and Carthage (index 1).
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
	m      *hannibal.Match
	d      *data.Data
	in     *bufio.Reader
	w      *bufio.Writer
	shown  int           // log lines printed
	seen   [2]int        // log lines each side had seen when it last gave up the keyboard
	holder hannibal.Side // the side at the keyboard (NoSide before the first)
	board  int           // the action count when the board was last shown, -1 never
	// Referee play (referee.go).
	drawQ  int  // strategy-card draws queued toward the deal the table is asked for
	queued bool // inputs were queued since the game last went on
	spare  int  // spare dice queued, as last reported
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
	s := &session{cfg: cfg, m: cfg.Match, d: cfg.Match.G.Data(), in: bufio.NewReader(in),
		w: bufio.NewWriter(out), holder: hannibal.NoSide, board: -1}
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
	if referee.Waiting(s.m.G) {
		// A referee game starts with the table's deal.
		if err := s.refereed("the start of the game", s.m.Advance, false); err != nil {
			return err
		}
	}
	for !s.m.G.Over() {
		side := s.m.G.ToMove()
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
	r := s.m.Record()
	s.printf("punic: Hannibal: Rome vs. Carthage, scenario %s, seed %d\n", r.Scenario, r.Seed)
	s.printf("Rome: %s. Carthage: %s.", s.cfg.Players[0].Name, s.cfg.Players[1].Name)
	if s.m.G.Referee() {
		s.printf(" Referee mode: the dice, cards and random draws are those of the table; punic asks for each when the rules need it.")
	}
	s.printf("\n")
	if n := len(r.Actions); n > 0 {
		s.printf("Resuming the game after %d actions.\n", n)
		s.shown = max(0, len(s.m.G.Log())-10)
		s.seen = [2]int{s.shown, s.shown}
	}
	if s.anyHuman() {
		s.printf("Type the number of a choice or an action's text; \"help\" lists the commands.\n")
	}
}

// flushLog prints the log lines not printed yet.
func (s *session) flushLog() {
	lines := s.m.G.Log()
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
func (s *session) botTurn(side hannibal.Side, p Player) error {
	g := s.m.G
	legal := g.Legal(nil)
	a := legal[0]
	if len(legal) > 1 {
		a = hannibal.Action(p.Bot.Act(g.Generic().Observation(game.Player(side))))
	}
	// A counter-event window (8.4) opens whatever the side holds, and its pass
	// is the only choice when the side holds no playable counter event: the
	// pass is shown either way, or its absence would tell the hand.
	if len(legal) > 1 || g.Decision().Kind == "counter-event" {
		s.flushLog()
		s.printf("%s (%s): %s\n", side, p.Bot.Name(), g.ActionLabel(a))
	}
	if err := s.take(a, false); err != nil {
		if errors.Is(err, errQuit) {
			return err
		}
		return fmt.Errorf("%s's bot %s chose %q: %w", side, p.Bot.Name(), g.ActionText(a), err)
	}
	s.flushLog()
	return nil
}

// take applies an action. In referee mode, what the rules need from the table
// is asked for and the action tried again (refereed); a person's action may be
// withdrawn at the table prompt (errCancel).
func (s *session) take(a hannibal.Action, cancellable bool) error {
	return s.refereed(s.m.G.ToMove().String()+"'s action \""+s.m.G.ActionLabel(a)+"\"", func() error { return s.m.Apply(a) }, cancellable)
}

// finish reports the result and, when a person plays, lets them look back and
// save until they quit.
func (s *session) finish() error {
	s.flushLog()
	_, winner, reason := s.m.G.Outcome()
	s.printf("\nGame over: %s wins (%s).\n", winner, reason)
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
			writeBoard(s.w, s.d, s.m.G.View(hannibal.NoSide))
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
