package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"punic/hannibal"
	"punic/referee"
)

// Table-referee play. A game started with "referee":true takes its dice, strategy
// cards, battle hands and random picks from the table: when the rules need one,
// the command's reply is {"ok":false,"need":...} and the game is as it was; the
// client queues the input ("dice", "draws", "hands", "picks") and sends the
// command again ("apply", or "advance" at the start of the game). In a referee
// game draws, hands and picks are accepted only when asked for, and checked
// against what was asked: a queued value that does not fit would be asked for
// again and again. Dice may be queued ahead; they are used for the next rolls.
//
// In a game that is not refereed the four commands queue values that the engine
// uses before its own generator (tests, scripted games).

// needError is a command's result when the game needs input from the table.
type needError struct {
	need   referee.Need
	prefix string // said before the prompt
}

func (e *needError) Error() string { return e.prefix + e.need.Prompt }

// needed turns the engine's request for table input into a need reply and
// remembers it to check what the client supplies. Other errors pass unchanged.
func (s *Session) needed(err error) error {
	var n *hannibal.NeedInput
	if !errors.As(err, &n) {
		return err
	}
	need := referee.Describe(s.m.G, n, s.drawQ)
	s.need = &need
	return &needError{need: need}
}

// wentOn forgets the table's last need: the game went on (or changed).
func (s *Session) wentOn() { s.need, s.drawQ = nil, 0 }

// refereed runs try (an action, or the game going on from its start) and turns a
// need for table input into the need reply. A pick queued earlier that no longer
// fits (the client took another action since) would be asked for again and
// again: the inputs queued are then dropped and try runs once more.
func (s *Session) refereed(try func() error) error {
	err := try()
	var n *hannibal.NeedInput
	if errors.As(err, &n) && n.What == referee.Pick && len(n.Options) == 0 && s.m.G.Referee() {
		if rerr := referee.Reset(s.m); rerr != nil {
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
	err := s.m.G.Clone().Advance()
	var n *hannibal.NeedInput
	if !errors.As(err, &n) {
		return errors.New(prefix + `the game can go on: send "advance"`)
	}
	ne := s.needed(err).(*needError)
	ne.prefix = prefix
	return ne
}

// asked checks that the table was asked for what, and not given it yet.
func (s *Session) asked(what, cmd string) error {
	switch {
	case s.need == nil:
		return fmt.Errorf(`%s: the game asks the table for nothing now; in a referee game, supply %s when a reply says "need":%q`, cmd, needWords[what], what)
	case s.need.What != what:
		return fmt.Errorf(`%s: the game asks for %s now, not %s (send %q)`, cmd, needWords[s.need.What], needWords[what], needCmd[s.need.What])
	case s.need.Count <= 0:
		return fmt.Errorf(`%s: what the table was asked for is given: send the command that needed it again ("apply", or "advance" at the start)`, cmd)
	}
	return nil
}

var needWords = map[string]string{referee.Dice: "dice", referee.Draw: "the strategy cards drawn", referee.Hands: "the battle hands", referee.Pick: "a random pick"}
var needCmd = map[string]string{referee.Dice: "dice", referee.Draw: "draws", referee.Hands: "hands", referee.Pick: "picks"}

type diceArgs struct {
	Dice []int `json:"dice" want:"an array of die rolls, each 1-6"`
}

type diceReply struct {
	Queued      []int `json:"queued"`
	PendingDice int   `json:"pendingDice"` // forced rolls not used yet, these included
}

func cmdDice(s *Session, a *diceArgs) (any, error) {
	if len(a.Dice) == 0 {
		return nil, errors.New(`dice needs "dice": an array of die rolls, like [3,5]`)
	}
	for i, r := range a.Dice {
		if r < 1 || r > 6 {
			return nil, fmt.Errorf("die roll %d (dice[%d]) must be 1-6", r, i)
		}
	}
	s.m.G.ForceDice(a.Dice...)
	if s.need != nil && s.need.What == referee.Dice {
		s.need.Count = max(0, s.need.Count-len(a.Dice))
	}
	return diceReply{Queued: a.Dice, PendingDice: s.m.G.PendingDice()}, nil
}

type drawsArgs struct {
	Cards []int `json:"cards" want:"an array of strategy card numbers, in the order drawn"`
}

type drawsReply struct {
	Queued []int `json:"queued"`
	// Remaining is, in a referee game, how many cards the deal still needs.
	Remaining *int `json:"remaining,omitempty"`
}

func cmdDraws(s *Session, a *drawsArgs) (any, error) {
	if len(a.Cards) == 0 {
		return nil, errors.New(`draws needs "cards": an array of card numbers, like [12,40]`)
	}
	n := len(s.d.Cards)
	seen := map[int]bool{}
	for i, c := range a.Cards {
		if c < 1 || c > n {
			return nil, fmt.Errorf("card %d (cards[%d]) is not a strategy card number 1-%d", c, i, n)
		}
		if seen[c] {
			return nil, fmt.Errorf("card %d is drawn twice", c)
		}
		seen[c] = true
	}
	if !s.m.G.Referee() {
		s.m.G.ForceDraws(a.Cards...)
		return drawsReply{Queued: a.Cards}, nil
	}
	if err := s.asked(referee.Draw, "draws"); err != nil {
		return nil, err
	}
	if err := s.need.CheckDraws(s.d, a.Cards); err != nil {
		return nil, errors.New("draws: " + err.Error())
	}
	s.m.G.ForceDraws(a.Cards...)
	s.drawQ += len(a.Cards)
	// The cards queued leave the deck: what the deal still needs.
	var left []string
	for _, o := range s.need.Options {
		if c, _ := strconv.Atoi(o); !seen[c] {
			left = append(left, o)
		}
	}
	s.need.Options = left
	s.need.Count -= len(a.Cards)
	rem := s.need.Count
	return drawsReply{Queued: a.Cards, Remaining: &rem}, nil
}

type handsArgs struct {
	Rome     []int `json:"rome" want:"an array of 6 counts: Rome's battle cards per type, in the data's order"`
	Carthage []int `json:"carthage" want:"an array of 6 counts: Carthage's battle cards per type"`
}

type handsReply struct {
	Types []string `json:"types"` // the battle card types, in the order of the counts
}

func cmdHands(s *Session, a *handsArgs) (any, error) {
	types := s.d.BattleCards
	keys := make([]string, len(types))
	for i, t := range types {
		keys[i] = t.Key
	}
	if len(types) != 6 {
		return nil, fmt.Errorf("the data has %d battle card types; forced hands need 6", len(types))
	}
	var h [2][6]int
	for side, counts := range [2][]int{a.Rome, a.Carthage} {
		name := [2]string{"rome", "carthage"}[side]
		if counts == nil {
			return nil, fmt.Errorf(`hands needs %q: 6 counts, one per type (%s)`, name, strings.Join(keys, ", "))
		}
		if len(counts) != 6 {
			return nil, fmt.Errorf(`%q must hold 6 counts, one per type (%s), not %d`, name, strings.Join(keys, ", "), len(counts))
		}
		for t, n := range counts {
			if n < 0 || n > types[t].Count {
				return nil, fmt.Errorf("%s: %d %s cards: the deck has %d", name, n, types[t].Key, types[t].Count)
			}
			h[side][t] = n
		}
	}
	for t := range types {
		if h[0][t]+h[1][t] > types[t].Count {
			return nil, fmt.Errorf("%d %s cards dealt in all: the deck has %d", h[0][t]+h[1][t], types[t].Key, types[t].Count)
		}
	}
	if s.m.G.Referee() {
		if err := s.asked(referee.Hands, "hands"); err != nil {
			return nil, err
		}
		if err := s.need.CheckHands(s.d, h); err != nil {
			return nil, errors.New("hands: " + err.Error())
		}
		s.need.Count = 0
	}
	s.m.G.ForceBattleHands(h[0], h[1])
	return handsReply{Types: keys}, nil
}

// pickList is an array of picks: strings, or card numbers as JSON numbers.
type pickList []string

// UnmarshalJSON reads strings and whole numbers.
func (p *pickList) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	out := make(pickList, len(raw))
	for i, r := range raw {
		var str string
		var n int
		switch {
		case json.Unmarshal(r, &str) == nil:
			out[i] = str
		case json.Unmarshal(r, &n) == nil:
			out[i] = strconv.Itoa(n)
		default:
			return errors.New("not a string or card number")
		}
	}
	*p = out
	return nil
}

type picksArgs struct {
	Picks pickList `json:"picks" want:"an array of what was drawn at random: a card number, a consul's key or a battle card type, like [\"varro\"]"`
}

type picksReply struct {
	Queued []string `json:"queued"`
}

func cmdPicks(s *Session, a *picksArgs) (any, error) {
	if len(a.Picks) == 0 {
		return nil, errors.New(`picks needs "picks": an array of what was drawn, like ["varro"] or [33]`)
	}
	if !s.m.G.Referee() {
		s.m.G.ForcePicks(a.Picks...)
		return picksReply{Queued: a.Picks}, nil
	}
	if err := s.asked(referee.Pick, "picks"); err != nil {
		return nil, err
	}
	if len(a.Picks) > s.need.Count {
		return nil, fmt.Errorf("picks: give the %d value drawn, not %d", s.need.Count, len(a.Picks))
	}
	var queued []string
	for _, p := range a.Picks {
		v, err := s.need.MatchPick(s.d, p)
		if err != nil {
			return nil, errors.New("picks: " + err.Error())
		}
		queued = append(queued, v)
	}
	s.m.G.ForcePicks(queued...)
	s.need.Count -= len(queued)
	return picksReply{Queued: queued}, nil
}

type advanceReply struct {
	Log    []LogEntry `json:"log"` // the lines added to the log
	Status Status     `json:"status"`
}

func cmdAdvance(s *Session, _ *noArgs) (any, error) {
	if !referee.Waiting(s.m.G) {
		return nil, errors.New(`nothing to advance: the game is not waiting for the table before its first decision (an action that needed input is sent again with "apply")`)
	}
	before := len(s.m.G.Log())
	if err := s.refereed(s.m.Advance); err != nil {
		return nil, err
	}
	return advanceReply{Log: logEntries(s.m.G.Log(), before), Status: status(s.m)}, nil
}
