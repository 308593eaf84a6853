package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Die rolls, the table input most games take, written once for every game: the
// kind, the protocol command's arguments and reply, and the terminal's forms.

// DiceKind is the input kind of six-sided die rolls, given ahead of the rolls
// or when asked: the "dice" command, "die" or "dice" at the table prompt, the
// "dice" field of a recorded action.
var DiceKind = InputKind{Name: "dice", Command: "dice", Words: []string{"die"}, Noun: "dice", Record: "dice", Ahead: true,
	Help: "queue die rolls for the next rolls (table referee)",
	Args: []Arg{{Name: "dice", Want: "an array of die rolls, each 1-6"}}}

// DiceUsage says how to type die rolls at a terminal.
const DiceUsage = `  Type the die rolled, like "3" or "dice 3" ("dice 3 5" gives several).`

// DiceReply answers the "dice" command.
type DiceReply struct {
	Queued      []int `json:"queued"`
	PendingDice int   `json:"pendingDice"` // forced rolls not used yet, these included
}

// DiceArgs reads and checks the "dice" command's argument: die rolls 1-6.
func DiceArgs(args Args) ([]int, error) {
	var dice []int
	if _, err := args.Get("dice", &dice); err != nil {
		return nil, err
	}
	if len(dice) == 0 {
		return nil, errors.New(`dice needs "dice": an array of die rolls, like [3,5]`)
	}
	for i, r := range dice {
		if r < 1 || r > 6 {
			return nil, fmt.Errorf("die roll %d (dice[%d]) must be 1-6", r, i)
		}
	}
	return dice, nil
}

// ParseDice reads die rolls typed at a terminal: "3" or "3 5".
func ParseDice(text string) ([]int, error) {
	rolls, err := ParseNumbers(text)
	if err != nil {
		return nil, err
	}
	if len(rolls) == 0 {
		return nil, errors.New("give the dice rolled, like 3 or 3 5")
	}
	for _, r := range rolls {
		if r < 1 || r > 6 {
			return nil, fmt.Errorf("%d is not a die roll 1-6", r)
		}
	}
	return rolls, nil
}

// DiceSupplied counts the dice queued down from need (nil when the table was
// not asked) and says what was queued; pending is how many forced rolls the
// game now holds unused.
func DiceSupplied(need *Need, dice []int, pending int) Supplied {
	if need != nil && need.Kind == DiceKind.Name {
		need.Count = max(0, need.Count-len(dice))
	}
	return Supplied{Count: len(dice), Text: "Dice: " + NumList(dice) + ".", Reply: DiceReply{Queued: dice, PendingDice: pending}}
}

// ParseNumbers parses whole numbers separated by spaces or commas.
func ParseNumbers(text string) ([]int, error) {
	var out []int
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// NumList writes numbers separated by spaces.
func NumList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

// DiceEngine is what an engine offers for forced dice.
type DiceEngine interface {
	ForceDice(rolls ...int)
	PendingDice() int
}

// QueueDice queues checked dice in e and counts down need (nil when the table
// was not asked).
func QueueDice(e DiceEngine, need *Need, dice []int) Supplied {
	e.ForceDice(dice...)
	return DiceSupplied(need, dice, e.PendingDice())
}

// SupplyDiceArgs runs a game's "dice" command (Table.SupplyArgs): it reads and
// checks the rolls, learns from asked whether the table was asked for them (an
// error refuses them), and queues them in e.
func SupplyDiceArgs(e DiceEngine, args Args, asked func() (*Need, error)) (Supplied, error) {
	dice, err := DiceArgs(args)
	if err != nil {
		return Supplied{}, err
	}
	need, err := asked()
	if err != nil {
		return Supplied{}, err
	}
	return QueueDice(e, need, dice), nil
}

// SupplyDiceText queues the die rolls a person typed at the table prompt for
// need (Table.SupplyText).
func SupplyDiceText(e DiceEngine, need *Need, text string) (Supplied, error) {
	rolls, err := ParseDice(text)
	if err != nil {
		return Supplied{}, err
	}
	return QueueDice(e, need, rolls), nil
}
