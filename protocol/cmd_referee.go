package protocol

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"punic/game"
)

// Table-referee play. A game started with "referee":true takes its chance — for
// Hannibal its dice, strategy cards, battle hands and random picks — from the
// table: when the rules need some, the command's reply is {"ok":false,"need":...}
// and the game is as it was; the client queues the input with the command of
// its kind (the game declares them: Hannibal's "dice", "draws", "hands",
// "picks") and sends the command again ("apply", or "advance" at the start of
// the game). In a referee game an input is accepted only when asked for, and
// checked against what was asked (a queued value that does not fit would be
// asked for again and again), except the kinds that may be queued ahead (dice:
// used for the next rolls).
//
// In a game that is not refereed the same commands queue values that the engine
// uses before its own generator (tests, scripted games).

// needError is a command's result when the game needs input from the table.
type needError struct {
	need   game.Need
	prefix string // said before the prompt
}

func (e *needError) Error() string { return e.prefix + e.need.Prompt }

// needed turns the engine's request for table input into a need reply and
// remembers it to check what the client supplies. Other errors pass unchanged.
func (s *Session) needed(err error) error {
	n, ok := s.m.Need(err, s.queued)
	if !ok {
		return err
	}
	s.need = n
	return &needError{need: *n}
}

// wentOn forgets the table's last need: the game went on (or changed).
func (s *Session) wentOn() { s.need, s.queued = nil, nil }

// refereed runs try (an action, or the game going on from its start) and turns a
// need for table input into the need reply. A value queued earlier that no longer
// fits (the client took another action since) would be asked for again and
// again (game.Need.Stale): the inputs queued are dropped and try runs once more.
func (s *Session) refereed(try func() error) error {
	err := try()
	if n, ok := s.m.Need(err, s.queued); ok && n.Stale && s.m.Referee() {
		if rerr := s.m.Reset(); rerr != nil {
			return fmt.Errorf("dropping the inputs queued: %w", rerr)
		}
		s.wentOn()
		err = try()
		if ne, ok := s.needed(err).(*needError); ok {
			ne.prefix = "a pick queued earlier no longer fits, so the inputs queued were dropped: "
			return ne
		}
	}
	if err == nil {
		s.wentOn()
	}
	return s.needed(err)
}

// waitingNeed is the need reply of a game waiting for the table before its first
// decision (found on a copy, leaving the game and its record as they are).
func (s *Session) waitingNeed(prefix string) error {
	if s.need != nil {
		return &needError{need: *s.need, prefix: prefix}
	}
	ne, ok := s.needed(s.m.Probe()).(*needError)
	if !ok {
		return errors.New(prefix + `the game can go on: send "advance"`)
	}
	ne.prefix = prefix
	return ne
}

// asked checks that the table was asked for k, and not given it yet.
func (s *Session) asked(k *game.InputKind) error {
	switch {
	case s.need == nil:
		return fmt.Errorf(`%s: the game asks the table for nothing now; in a referee game, supply %s when a reply says "need":%q`, k.Command, k.Noun, k.Name)
	case s.need.Kind != k.Name:
		cur := s.kind(s.need.Kind)
		return fmt.Errorf(`%s: the game asks for %s now, not %s (send %q)`, k.Command, cur.Noun, k.Noun, cur.Command)
	case s.need.Count <= 0:
		return fmt.Errorf(`%s: what the table was asked for is given: send the command that needed it again ("apply", or "advance" at the start)`, k.Command)
	}
	return nil
}

// kind finds the game's input kind by name.
func (s *Session) kind(name string) *game.InputKind {
	for i, k := range s.m.Title().Inputs {
		if k.Name == name {
			return &s.m.Title().Inputs[i]
		}
	}
	return &game.InputKind{Name: name, Command: name, Noun: name}
}

// supply runs an input command: k's values, read from args by the game, are
// checked and queued.
func (s *Session) supply(k *game.InputKind, args game.Args) (any, error) {
	t := s.m.Title()
	own := s.kind(k.Name)
	tbl := s.m.Game().Table()
	if tbl == nil || own.Command != k.Command {
		var cmds []string
		for _, in := range t.Inputs {
			cmds = append(cmds, in.Command)
		}
		return nil, fmt.Errorf("%s: %s takes no such input from the table (its input commands: %s)", k.Command, t.Title, cmp.Or(strings.Join(cmds, ", "), "none"))
	}
	var need *game.Need
	sup, err := tbl.SupplyArgs(k.Name, args, func() (*game.Need, error) {
		if s.m.Referee() && !k.Ahead {
			if err := s.asked(k); err != nil {
				return nil, err
			}
		}
		if s.need != nil && s.need.Kind == k.Name {
			need = s.need
		}
		return need, nil
	})
	if err != nil {
		return nil, err
	}
	if need != nil {
		if s.queued == nil {
			s.queued = map[string]int{}
		}
		s.queued[k.Name] += sup.Count
	}
	return sup.Reply, nil
}

type advanceReply struct {
	Log    []LogEntry `json:"log"` // the lines added to the log
	Status Status     `json:"status"`
}

func cmdAdvance(s *Session, _ *noArgs) (any, error) {
	if !s.m.Waiting() {
		return nil, errors.New(`nothing to advance: the game is not waiting for the table before its first decision (an action that needed input is sent again with "apply")`)
	}
	before := len(s.m.Game().Log())
	if err := s.refereed(s.m.Advance); err != nil {
		return nil, err
	}
	return advanceReply{Log: logEntries(s.m.Game().Log(), before), Status: status(s.m)}, nil
}
