package title

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"punic/game"
	"punic/hannibal/data"
)

// The terminal's forms of the table's inputs:
//
//	dice:  3  or  3 5
//	draws: 12 40 7 ...          (in the order dealt: Rome, Carthage, Rome, ...)
//	       rome 12 7 ... / carthage 40 ...
//	hands: rome fa2 fl1 fr3 pr1 de0 re1 / carthage fa1 pr2 ...
//	       rome 2 1 3 1 0 1 / carthage 1 0 0 2 0 0
//	picks: 33  or  varro  or  flank-left (fl)

// Abbrev is the short name of a battle card type: the initials of a hyphenated
// key (fa for frontal-assault), else its first two letters (pr for probe).
func Abbrev(key string) string {
	parts := strings.Split(key, "-")
	if len(parts) > 1 {
		var b strings.Builder
		for _, p := range parts {
			if p != "" {
				b.WriteByte(p[0])
			}
		}
		return b.String()
	}
	if len(key) > 2 {
		return key[:2]
	}
	return key
}

// TypeNames lists the battle card types as "fa (frontal-assault), …".
func TypeNames(d *data.Data) string {
	var names []string
	for _, t := range d.BattleCards {
		names = append(names, Abbrev(t.Key)+" ("+t.Key+")")
	}
	return strings.Join(names, ", ")
}

// battleType finds a battle card type by key or short name.
func battleType(d *data.Data, name string) (int, bool) {
	name = strings.ToLower(name)
	for i, t := range d.BattleCards {
		if name == t.Key || name == Abbrev(t.Key) || name == strings.ReplaceAll(t.Key, "-", "") {
			return i, true
		}
	}
	return 0, false
}

// sections splits "rome ... / carthage ..." into Rome's and Carthage's parts. A
// part may name its side; unnamed parts are Rome's, then Carthage's. ok is false
// when the text has neither a "/" nor a side name.
func sections(text string) (parts [2]string, ok bool, err error) {
	raw := strings.Split(text, "/")
	named := false
	got := [2]bool{}
	for i, p := range raw {
		f := strings.Fields(p)
		side := -1
		if len(f) > 0 {
			switch strings.ToLower(strings.TrimSuffix(f[0], ":")) {
			case "rome", "r":
				side = 0
			case "carthage", "c":
				side = 1
			}
		}
		if side >= 0 {
			named = true
			f = f[1:]
		} else if len(raw) == 1 {
			return parts, false, nil
		} else {
			side = i
		}
		if len(raw) > 2 || side > 1 {
			return parts, true, errors.New(`give two parts, Rome's and Carthage's, separated by "/"`)
		}
		if got[side] {
			return parts, true, fmt.Errorf("%s is given twice", seatName(side))
		}
		got[side] = true
		parts[side] = strings.Join(f, " ")
	}
	return parts, named || len(raw) == 2, nil
}

// ParseDraws parses the strategy cards drawn: numbers in the order dealt, or
// each side's cards ("rome 1 2 3 / carthage 33 34 35"), which are put in the order
// dealt: alternately, starting with Rome when queued (the draws of this deal
// already queued) is even.
func ParseDraws(text string, queued int) ([]int, error) {
	parts, bySide, err := sections(text)
	if err != nil {
		return nil, err
	}
	if !bySide {
		return game.ParseNumbers(text)
	}
	var cards [2][]int
	for side, p := range parts {
		if cards[side], err = game.ParseNumbers(p); err != nil {
			return nil, fmt.Errorf("%s: %v", seatName(side), err)
		}
	}
	first := queued % 2
	a, b := len(cards[first]), len(cards[1-first])
	if a != b && a != b+1 {
		return nil, fmt.Errorf("the cards are dealt alternately, %s first: give %s as many cards as %s or one fewer, not %d and %d",
			seatName(first), seatName(1-first), seatName(first), a, b)
	}
	var out []int
	for i := 0; i < a; i++ {
		out = append(out, cards[first][i])
		if i < b {
			out = append(out, cards[1-first][i])
		}
	}
	return out, nil
}

var typeCount = regexp.MustCompile(`^([a-z-]+?)[=:]?(\d+)$`)

// ParseHands parses the battle hands dealt: for each side either six counts in
// the order of data.BattleCards, or type and count pairs like fa2 (fa=2, fa:2,
// frontal-assault=2); types not named get none. Rome's part comes first unless
// the parts name their sides.
func ParseHands(d *data.Data, text string) ([2][6]int, error) {
	var h [2][6]int
	if len(d.BattleCards) != 6 {
		return h, fmt.Errorf("the data has %d battle card types; hands need 6", len(d.BattleCards))
	}
	parts, ok, err := sections(text)
	if err == nil && !ok {
		err = errors.New(`give both hands: "rome fa2 fl1 ... / carthage pr2 ..."`)
	}
	if err != nil {
		return h, err
	}
	for side, p := range parts {
		if h[side], err = parseHand(d, p); err != nil {
			return h, fmt.Errorf("%s: %v", seatName(side), err)
		}
	}
	return h, nil
}

// parseHand parses one side's battle cards.
func parseHand(d *data.Data, text string) ([6]int, error) {
	var h [6]int
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return h, nil
	}
	if _, err := strconv.Atoi(f[0]); err == nil {
		n, err := game.ParseNumbers(text)
		if err != nil {
			return h, err
		}
		if len(n) != 6 {
			return h, fmt.Errorf("give 6 counts, one per type (%s), not %d", TypeNames(d), len(n))
		}
		copy(h[:], n)
		return h, nil
	}
	seen := [6]bool{}
	for i := 0; i < len(f); i++ {
		tok := f[i]
		var name, count string
		if m := typeCount.FindStringSubmatch(tok); m != nil {
			name, count = m[1], m[2]
		} else if i+1 < len(f) {
			name, count = strings.TrimRight(tok, "=:"), f[i+1]
			i++
		} else {
			return h, fmt.Errorf("%q: give a type and its count, like fa2", tok)
		}
		t, ok := battleType(d, name)
		if !ok {
			return h, fmt.Errorf("%q is not a battle card type (%s)", name, TypeNames(d))
		}
		n, err := strconv.Atoi(count)
		if err != nil {
			return h, fmt.Errorf("%q is not a count", count)
		}
		if seen[t] {
			return h, fmt.Errorf("%s is given twice", d.BattleCards[t].Key)
		}
		seen[t] = true
		h[t] = n
	}
	return h, nil
}

// HandText writes battle hands in the form ParseHands reads, naming only the
// types dealt: "rome fa2 pr1 / carthage re1".
func HandText(d *data.Data, h [2][6]int) string {
	var b strings.Builder
	for side := range h {
		if side == 1 {
			b.WriteString(" / ")
		}
		b.WriteString([2]string{"rome", "carthage"}[side])
		for t, n := range h[side] {
			if n > 0 && t < len(d.BattleCards) {
				fmt.Fprintf(&b, " %s%d", Abbrev(d.BattleCards[t].Key), n)
			}
		}
	}
	return b.String()
}
