package title

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// Table-referee play of Hannibal. When the rules need something from the table —
// dice, the strategy cards drawn, the battle hands dealt, a random pick — the
// engine returns a *hannibal.NeedInput and leaves the game as it was. This file
// turns it into what a person or a program is asked (how many cards a deal still
// needs, the battle hands' sizes) and checks what the table gives before it is
// queued: a queued value that does not fit would be asked for again and again.

// The kinds of input a referee game asks for (hannibal.NeedInput.What).
const (
	Dice  = "dice" // game.DiceKind
	Draw  = "draw"
	Hands = "hands"
	Pick  = "pick"
)

// Deal is Hannibal's account of a need (game.Need.Detail).
type Deal struct {
	// For draws: the turn whose deal it is, the cards each side is dealt, and
	// how many draws were already queued toward this deal (0 when unknown).
	Turn, PerSide, Queued int
	// For hands: how many battle cards Rome and Carthage are dealt (-1 when the
	// engine's prompt does not say).
	Hands [2]int
}

// DealOf returns the Hannibal account of a need.
func DealOf(n *game.Need) *Deal {
	if d, ok := n.Detail.(*Deal); ok {
		return d
	}
	return &Deal{Hands: [2]int{-1, -1}}
}

var handsPrompt = regexp.MustCompile(`Rome draws (\d+), Carthage (\d+)`)

// Describe presents the engine's need. queued is how many strategy-card draws the
// front end queued since the game last went on (an action taken or the start
// advanced): the engine takes them and then asks for the next, so only the front
// end knows how far the deal got.
func Describe(g *hannibal.Game, n *hannibal.NeedInput, queued int) *game.Need {
	deal := &Deal{Hands: [2]int{-1, -1}}
	need := &game.Need{Kind: n.What, Count: max(n.Count, 1), Prompt: n.Prompt, Options: n.Options, Detail: deal,
		For: n.For, Side: n.Side, Facts: n.Detail}
	defer func() { need.Labels = optionLabels(g, n.For, need.Kind, need.Options) }()
	switch n.What {
	case Draw:
		need.Options = sortedNumbers(n.Options)
		turn, per := dealSize(g)
		if per > 0 {
			total := min(2*per, len(need.Options)+queued)
			if total-queued >= 1 { // else not the deal we know of: ask card by card
				deal.Turn, deal.PerSide, deal.Queued, need.Count = turn, per, queued, total-queued
				need.For = "deal"
				need.Facts = map[string]any{"turn": turn, "perSide": per, "queued": queued}
				need.Prompt = fmt.Sprintf("Deal for turn %d (7.1): Rome and Carthage are dealt %d strategy cards each, alternately, Rome first; enter the %d cards drawn",
					turn, per, total)
				if queued > 0 {
					need.Prompt += fmt.Sprintf(" (%d entered, %d to go)", queued, need.Count)
				}
			}
		}
		if len(need.Options) > 0 && len(need.Options) <= 24 {
			need.Note = "In the deck: " + strings.Join(need.Options, " ")
		} else {
			need.Note = fmt.Sprintf("The deck holds %d cards.", len(need.Options))
		}
	case Hands:
		if m := handsPrompt.FindStringSubmatch(n.Prompt); m != nil {
			deal.Hands[0], _ = strconv.Atoi(m[1])
			deal.Hands[1], _ = strconv.Atoi(m[2])
			need.For = "battle"
			need.Facts = map[string]any{"rome": deal.Hands[0], "carthage": deal.Hands[1]}
		}
	case Pick:
		// A pick asked for without options is the engine refusing one queued
		// earlier that no longer fits.
		need.Stale = len(n.Options) == 0
		if len(n.Options) > 0 && !strings.Contains(n.Prompt, strings.Join(n.Options, ", ")) {
			need.Note = "Drawn from: " + strings.Join(n.Options, ", ")
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
	if p := g.Status().Phase; p != "setup" && p != "reinforcement" {
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

// CheckDraws checks strategy cards drawn for the deal n asks for: each is in the
// deck, none is given twice, and no more are given than the deal needs.
func CheckDraws(n *game.Need, d *data.Data, cards []int) error {
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
	if DealOf(n).PerSide > 0 && len(cards) > n.Count {
		return fmt.Errorf("the deal needs %d more, not %d", n.Count, len(cards))
	}
	return nil
}

// CheckHands checks the battle hands dealt: counts per type (in the order of
// data.BattleCards) for Rome and Carthage. No type is dealt more cards than the
// battle deck holds, and each side gets as many cards as the engine said.
func CheckHands(n *game.Need, d *data.Data, h [2][6]int) error {
	types := d.BattleCards
	if len(types) != 6 {
		return fmt.Errorf("the data has %d battle card types; hands need 6", len(types))
	}
	for side := range h {
		total := 0
		for t, c := range h[side] {
			if c < 0 {
				return fmt.Errorf("%s: %d %s cards is not a count", seatName(side), c, types[t].Key)
			}
			total += c
		}
		if want := DealOf(n).Hands[side]; want >= 0 && total != want {
			return fmt.Errorf("%s is dealt %s, not %d", seatName(side), plural(want, "battle card", "battle cards"), total)
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
func MatchPick(n *game.Need, d *data.Data, text string) (string, error) {
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

func seatName(i int) string { return [2]string{"Rome", "Carthage"}[i] }

// optionLabels names a need's options in words: a strategy card by its number
// and title, a consul by his name, a battle card by its type's name. for and
// kind are the need's; nil when the options name nothing of these.
func optionLabels(g *hannibal.Game, for_, kind string, options []string) []string {
	if len(options) == 0 {
		return nil
	}
	d := g.Data()
	labels := make([]string, len(options))
	for i, o := range options {
		switch {
		case kind == Draw || for_ == "card":
			n, err := strconv.Atoi(o)
			if err != nil || n < 1 || n > len(d.Cards) {
				return nil
			}
			labels[i] = o + " " + d.Card(n).Title
		case for_ == "consul":
			id, ok := d.GeneralByKey(o)
			if !ok {
				return nil
			}
			labels[i] = d.Generals[id].Name
		case for_ == "battle-card":
			j := slices.IndexFunc(d.BattleCards, func(t data.BattleCardType) bool { return t.Key == o })
			if j < 0 {
				return nil
			}
			labels[i] = d.BattleCards[j].Name
		default:
			return nil
		}
	}
	return labels
}
