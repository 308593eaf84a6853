package title

import (
	"errors"
	"fmt"
	"strings"

	"punic/game"
)

// The table's inputs as a person types them at the terminal's table prompt
// (parse.go reads the forms).

// SupplyText checks and queues what a person typed for need.
func (t *table) SupplyText(need *game.Need, text string) (game.Supplied, error) {
	d := t.in.G.Data()
	switch need.Kind {
	case Dice:
		return game.SupplyDiceText(t.in.G, need, text)
	case Draw:
		cards, err := ParseDraws(text, DealOf(need).Queued)
		if err == nil {
			err = CheckDraws(need, d, cards)
		}
		if err != nil {
			return game.Supplied{}, err
		}
		return t.queueDraws(need, cards), nil
	case Hands:
		h, err := ParseHands(d, text)
		if err == nil {
			err = CheckHands(need, d, h)
		}
		if err != nil {
			return game.Supplied{}, err
		}
		return t.queueHands(need, h), nil
	case Pick:
		f := strings.Fields(text)
		if len(f) != 1 {
			return game.Supplied{}, errors.New("give one value, the one drawn")
		}
		p, err := MatchPick(need, d, f[0])
		if err != nil {
			return game.Supplied{}, err
		}
		t.in.G.ForcePicks(p)
		need.Count--
		return game.Supplied{Count: 1, Text: "Drawn: " + p + "."}, nil
	}
	return game.Supplied{}, fmt.Errorf("Hannibal takes no input %q", need.Kind)
}

// Usage says how to type what need asks for.
func (t *table) Usage(need *game.Need) string {
	switch need.Kind {
	case Dice:
		return game.DiceUsage
	case Draw:
		n := "the cards drawn"
		if need.Count > 0 && DealOf(need).PerSide > 0 {
			n = plural(need.Count, "card", "cards")
		}
		return fmt.Sprintf(`  Type the numbers of %s in the order dealt, like "draws 12 40 7 ...", or each side's: "draws rome 12 7 ... / carthage 40 ...".`, n)
	case Hands:
		counts := ""
		if h := DealOf(need).Hands; h[0] >= 0 {
			counts = fmt.Sprintf(" (Rome %d cards, Carthage %d)", h[0], h[1])
		}
		return fmt.Sprintf("  Type each side's battle cards%s by type and count, like \"hands rome fa2 fl1 pr1 / carthage fr2 re1\";\n  types: %s; six counts per side in that order also do.",
			counts, TypeNames(t.in.G.Data()))
	case Pick:
		ex := "33"
		if len(need.Options) > 0 {
			ex = need.Options[0]
		}
		return fmt.Sprintf(`  Type the one drawn, like "pick %s" or "%s".`, ex, ex)
	}
	return ""
}

// Help lists the terminal forms of every input.
func (t *table) Help() string {
	return fmt.Sprintf(`  dice: 3              the die rolled ("dice 3 5" gives several)
  draws: 12 40 7 ...   strategy cards in the order dealt (Rome, Carthage, Rome, ...)
         rome 12 7 ... / carthage 40 ...   or each side's cards
  hands: rome fa2 fl1 pr1 / carthage fr2 re1   battle cards by type (%s)
  pick: 33 / varro / fl   the card, consul or battle card drawn at random
`, TypeNames(t.in.G.Data()))
}
