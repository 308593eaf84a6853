// Package referee helps front ends run table-referee games of Hannibal: Rome vs.
// Carthage, in which two people play on a physical board and punic keeps the
// rules (hannibal.Options.Referee). When the rules need something from the table
// — dice, the strategy cards drawn, the battle hands dealt, a random pick — the
// engine returns a *hannibal.NeedInput and leaves the game as it was; the front
// end asks for exactly that, queues it (ForceDice, ForceDraws, ForceBattleHands,
// ForcePicks) and tries again.
//
// This package turns a NeedInput into what a person or a program should be asked
// (Describe: how many cards a deal still needs, the battle hands' sizes), checks
// what the table gives before it is queued (a queued value that does not fit
// would be asked for again and again), parses the terminal's forms of it, and
// saves and resumes referee games (Record, Resume, Reset). The terminal UI (tui)
// and the engine protocol (protocol) both use it.
package referee

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"punic/hannibal"
	"punic/hannibal/data"
)

// The kinds of input a referee game asks for (hannibal.NeedInput.What).
const (
	Dice  = "dice"
	Draw  = "draw"
	Hands = "hands"
	Pick  = "pick"
)

// Need is what the table must supply now, as a front end presents it.
type Need struct {
	What string // Dice, Draw, Hands or Pick
	// Count is how many values are asked for: dice, at least; draws, the cards
	// the deal still needs; hands and picks, 1.
	Count  int
	Prompt string // what to do, for a person
	// Options are the values allowed: for draws the cards in the deck (sorted by
	// number), for picks the engine's choices.
	Options []string
	// For draws: the turn whose deal it is, the cards each side is dealt, and
	// how many draws were already queued toward this deal (0 when unknown).
	Turn, PerSide, Queued int
	// For hands: how many battle cards Rome and Carthage are dealt (-1 when the
	// engine's prompt does not say).
	Hands [2]int
}

// Waiting reports whether g stopped before its first decision for input from the
// table: a referee game whose first deal needs the cards drawn. It goes on with
// Match.Advance once they are queued.
func Waiting(g *hannibal.Game) bool {
	return !g.Over() && g.ToMove() == hannibal.NoSide
}

var handsPrompt = regexp.MustCompile(`Rome draws (\d+), Carthage (\d+)`)

// Describe presents the engine's need. queued is how many strategy-card draws the
// front end queued since the game last went on (an action taken or the start
// advanced): the engine takes them and then asks for the next, so only the front
// end knows how far the deal got.
func Describe(g *hannibal.Game, n *hannibal.NeedInput, queued int) Need {
	need := Need{What: n.What, Count: max(n.Count, 1), Prompt: n.Prompt, Options: n.Options, Hands: [2]int{-1, -1}}
	switch n.What {
	case Draw:
		need.Options = sortedNumbers(n.Options)
		turn, per := dealSize(g)
		if per == 0 {
			break
		}
		total := min(2*per, len(need.Options)+queued)
		if total-queued < 1 {
			break // not the deal we know of: ask card by card
		}
		need.Turn, need.PerSide, need.Queued, need.Count = turn, per, queued, total-queued
		need.Prompt = fmt.Sprintf("Deal for turn %d (7.1): Rome and Carthage are dealt %d strategy cards each, alternately, Rome first; enter the %d cards drawn",
			turn, per, total)
		if queued > 0 {
			need.Prompt += fmt.Sprintf(" (%d entered, %d to go)", queued, need.Count)
		}
	case Hands:
		if m := handsPrompt.FindStringSubmatch(n.Prompt); m != nil {
			need.Hands[0], _ = strconv.Atoi(m[1])
			need.Hands[1], _ = strconv.Atoi(m[2])
		}
	}
	return need
}

// dealSize returns the turn whose deal is due and how many cards each side gets.
// The deal opens a turn (7.1), after the Reinforcement Phase: a game stopped in
// its setup or Reinforcement Phase deals this turn's cards, one stopped later in
// the turn (the action that ends it) the next turn's.
func dealSize(g *hannibal.Game) (turn, perSide int) {
	turn = g.Turn()
	if p := g.View(hannibal.NoSide).Phase; p != "setup" && p != "reinforcement" {
		turn++
	}
	turns := g.Data().Turns
	if turn < 1 || turn > len(turns) {
		return 0, 0
	}
	return turn, turns[turn-1].Cards
}

func sortedNumbers(opts []string) []string {
	out := slices.Clone(opts)
	slices.SortFunc(out, func(a, b string) int {
		x, errA := strconv.Atoi(a)
		y, errB := strconv.Atoi(b)
		if errA != nil || errB != nil {
			return strings.Compare(a, b)
		}
		return x - y
	})
	return out
}

// CheckDice checks die rolls.
func CheckDice(rolls []int) error {
	if len(rolls) == 0 {
		return errors.New("give the dice rolled, like 3 or 3 5")
	}
	for _, r := range rolls {
		if r < 1 || r > 6 {
			return fmt.Errorf("%d is not a die roll 1-6", r)
		}
	}
	return nil
}

// CheckDraws checks strategy cards drawn for the deal n asks for: each is in the
// deck, none is given twice, and no more are given than the deal needs.
func (n *Need) CheckDraws(d *data.Data, cards []int) error {
	if len(cards) == 0 {
		return errors.New("give the numbers of the cards drawn, like 12 40")
	}
	seen := map[int]bool{}
	for _, c := range cards {
		if c < 1 || c > len(d.Cards) {
			return fmt.Errorf("%d is not a strategy card number 1-%d", c, len(d.Cards))
		}
		if seen[c] {
			return fmt.Errorf("card %d is given twice", c)
		}
		seen[c] = true
		if n.Options != nil && !slices.Contains(n.Options, strconv.Itoa(c)) {
			return fmt.Errorf("card %d (%s) is not in the deck: it is in a hand, discarded or out of the game", c, d.Cards[c-1].Title)
		}
	}
	if n.PerSide > 0 && len(cards) > n.Count {
		return fmt.Errorf("the deal needs %d more, not %d", n.Count, len(cards))
	}
	return nil
}

// CheckHands checks the battle hands dealt: counts per type (in the order of
// data.BattleCards) for Rome and Carthage. No type is dealt more cards than the
// battle deck holds, and each side gets as many cards as the engine said.
func (n *Need) CheckHands(d *data.Data, h [2][6]int) error {
	types := d.BattleCards
	if len(types) != 6 {
		return fmt.Errorf("the data has %d battle card types; hands need 6", len(types))
	}
	for side := range h {
		total := 0
		for t, c := range h[side] {
			if c < 0 {
				return fmt.Errorf("%s: %d %s cards is not a count", sideName(side), c, types[t].Key)
			}
			total += c
		}
		if want := n.Hands[side]; want >= 0 && total != want {
			return fmt.Errorf("%s is dealt %s, not %d", sideName(side), plural(want, "battle card"), total)
		}
	}
	for t, bt := range types {
		if c := h[0][t] + h[1][t]; c > bt.Count {
			return fmt.Errorf("%d %s cards dealt in all: the deck has %d", c, bt.Key, bt.Count)
		}
	}
	return nil
}

// MatchPick finds the option a typed pick names: exactly (in any case), by the
// short name of a battle card type (fa, fl, fr, pr, de, re), or by the start of
// one option only ("var" for varro).
func (n *Need) MatchPick(d *data.Data, text string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" {
		return "", errors.New("give the value drawn")
	}
	if len(n.Options) == 0 {
		return t, nil // the engine listed no options: let it judge
	}
	for _, o := range n.Options {
		if strings.ToLower(o) == t {
			return o, nil
		}
	}
	if k, ok := battleType(d, t); ok && slices.Contains(n.Options, d.BattleCards[k].Key) {
		return d.BattleCards[k].Key, nil
	}
	var found []string
	for _, o := range n.Options {
		if strings.HasPrefix(strings.ToLower(o), t) {
			found = append(found, o)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return "", fmt.Errorf("%q is not one of %s", text, strings.Join(n.Options, ", "))
}

// Record returns the match's record, marked as a referee game when it is one
// (a match started from a position does not carry the mode in its record).
func Record(m *hannibal.Match) hannibal.Record {
	r := m.Record()
	r.Referee = m.G.Referee()
	if r.Actions == nil {
		r.Actions = []hannibal.RecordedAction{}
	}
	return r
}

// Resume replays a saved game. A referee game saved before its first deal was
// entered has no start inputs: it is started again, waiting for them (Waiting).
func Resume(d *data.Data, rec *hannibal.Record) (*hannibal.Match, error) {
	m, err := hannibal.Replay(d, rec)
	var need *hannibal.NeedInput
	if errors.As(err, &need) && rec.Referee && rec.Start == nil && rec.Position == "" && len(rec.Actions) == 0 {
		m, err = hannibal.NewMatch(d, hannibal.Options{Scenario: rec.Scenario, Seed: rec.Seed, Referee: true})
		if errors.As(err, &need) {
			err = nil
		}
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Reset drops the inputs queued in m's game and not used yet, by replaying its
// record (the engine has no other way to take them back). The undo history is
// lost: the actions before cannot be taken back afterwards.
func Reset(m *hannibal.Match) error {
	rec := Record(m)
	fresh, err := Resume(m.G.Data(), &rec)
	if err != nil {
		return err
	}
	*m = *fresh
	return nil
}

func sideName(i int) string { return [2]string{"Rome", "Carthage"}[i] }

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
