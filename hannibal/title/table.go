package title

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"punic/game"
	"punic/hannibal/data"
)

// kinds are the inputs a table gives a game of Hannibal, in record order.
var kinds = []game.InputKind{
	game.DiceKind,
	{Name: Draw, Command: "draws", Words: []string{"draw"}, Noun: "the strategy cards drawn", Record: "draws",
		Help: "queue strategy cards for the next draws (table referee)",
		Args: []game.Arg{{Name: "cards", Want: "an array of strategy card numbers, in the order drawn"}}},
	{Name: Hands, Command: "hands", Words: []string{"hand"}, Noun: "the battle hands", Record: "hands",
		Help: "queue the battle cards the next battle deals, counts per type",
		Args: []game.Arg{{Name: "rome", Want: "an array of 6 counts: Rome's battle cards per type, in the data's order"},
			{Name: "carthage", Want: "an array of 6 counts: Carthage's battle cards per type"}}},
	{Name: Pick, Command: "picks", Words: []string{"pick"}, Noun: "a random pick", Record: "picks",
		Help: "queue what was drawn at random: a card from a hand, a consul from the cup, a battle card (table referee)",
		Args: []game.Arg{{Name: "picks", Want: "an array of what was drawn at random: a card number, a consul's key or a battle card type, like [\"varro\"]"}}},
}

// table is a game's table inputs (game.Table).
type table struct {
	game.EngineTable
	in *Instance
}

var _ game.Table = (*table)(nil)
var _ game.Clearer = (*table)(nil)

// Clear forgets the inputs queued of the kinds named (all when none is).
func (t *table) Clear(records ...string) (game.Inputs, error) {
	return game.ClearQueued(t, kinds, t.in.G.ClearInputs, records...)
}

// Queued returns the inputs queued, as a record stores them.
func (t *table) Queued() game.Inputs {
	q := t.in.G.Queued()
	in := game.Inputs{}
	put := func(key string, n int, v func(i int) any) {
		for i := 0; i < n; i++ {
			b, _ := json.Marshal(v(i))
			in[key] = append(in[key], b)
		}
	}
	put("dice", len(q.Dice), func(i int) any { return q.Dice[i] })
	put("draws", len(q.Draws), func(i int) any { return q.Draws[i] })
	put("hands", len(q.Hands), func(i int) any { return q.Hands[i] })
	put("picks", len(q.Picks), func(i int) any { return q.Picks[i] })
	return in
}

// Force queues inputs read from a record.
func (t *table) Force(in game.Inputs) error {
	g := t.in.G
	for _, k := range kinds {
		for _, raw := range in[k.Record] {
			var err error
			switch k.Record {
			case "dice":
				var d int
				if err = json.Unmarshal(raw, &d); err == nil {
					g.ForceDice(d)
				}
			case "draws":
				var c int
				if err = json.Unmarshal(raw, &c); err == nil {
					g.ForceDraws(c)
				}
			case "hands":
				var h [2][6]int
				if err = json.Unmarshal(raw, &h); err == nil {
					g.ForceBattleHands(h[0], h[1])
				}
			case "picks":
				var p string
				if err = json.Unmarshal(raw, &p); err == nil {
					g.ForcePicks(p)
				}
			}
			if err != nil {
				return fmt.Errorf("%s: %s is not a value of this kind", k.Record, raw)
			}
		}
	}
	for key := range in {
		if !slices.ContainsFunc(kinds, func(k game.InputKind) bool { return k.Record == key }) {
			return fmt.Errorf("unknown input %q (Hannibal takes dice, draws, hands and picks)", key)
		}
	}
	return nil
}

// Need presents the engine's need for table input.
func (t *table) Need(err error, queued map[string]int) (*game.Need, bool) {
	n, ok := asNeed(err)
	if !ok {
		return nil, false
	}
	return Describe(t.in.G, n, queued[Draw]), true
}

// SupplyArgs checks and queues a protocol command's inputs.
func (t *table) SupplyArgs(kind string, args game.Args, need func() (*game.Need, error)) (game.Supplied, error) {
	switch kind {
	case Dice:
		return game.SupplyDiceArgs(t.in.G, args, need)
	case Draw:
		return t.drawArgs(args, need)
	case Hands:
		return t.handArgs(args, need)
	case Pick:
		return t.pickArgs(args, need)
	}
	return game.Supplied{}, fmt.Errorf("Hannibal takes no input %q", kind)
}

// drawsReply answers "draws".
type drawsReply struct {
	Queued []int `json:"queued"`
	// Remaining is, in a referee game, how many cards the deal still needs.
	Remaining *int `json:"remaining,omitempty"`
}

func (t *table) drawArgs(args game.Args, asked func() (*game.Need, error)) (game.Supplied, error) {
	var cards []int
	if _, err := args.Get("cards", &cards); err != nil {
		return game.Supplied{}, err
	}
	if len(cards) == 0 {
		return game.Supplied{}, errors.New(`draws needs "cards": an array of card numbers, like [12,40]`)
	}
	d := t.in.G.Data()
	seen := map[int]bool{}
	for i, c := range cards {
		if c < 1 || c > len(d.Cards) {
			return game.Supplied{}, fmt.Errorf("card %d (cards[%d]) is not a strategy card number 1-%d", c, i, len(d.Cards))
		}
		if seen[c] {
			return game.Supplied{}, fmt.Errorf("card %d is drawn twice", c)
		}
		seen[c] = true
	}
	need, err := asked()
	if err != nil {
		return game.Supplied{}, err
	}
	if need == nil {
		// Forced draws outside referee mode: a card that cannot be drawn
		// now is refused (it would be skipped when its draw came).
		q := t.in.G.Queued().Draws
		for _, c := range cards {
			if !t.in.G.InDeck(c) {
				return game.Supplied{}, fmt.Errorf("draws: card %d (%s) is not in the deck: it is in a hand, discarded or out of the game", c, d.Cards[c-1].Title)
			}
			if slices.Contains(q, c) {
				return game.Supplied{}, fmt.Errorf("draws: card %d is queued already", c)
			}
		}
		t.in.G.ForceDraws(cards...)
		return game.Supplied{Count: len(cards), Reply: drawsReply{Queued: cards}}, nil
	}
	if err := CheckDraws(need, d, cards); err != nil {
		return game.Supplied{}, errors.New("draws: " + err.Error())
	}
	sup := t.queueDraws(need, cards)
	rem := need.Count
	sup.Reply = drawsReply{Queued: cards, Remaining: &rem}
	return sup, nil
}

// queueDraws queues checked draws; the cards leave the deck the need lists and
// count down what the deal still needs.
func (t *table) queueDraws(need *game.Need, cards []int) game.Supplied {
	t.in.G.ForceDraws(cards...)
	var left []string
	for _, o := range need.Options {
		if c, _ := strconv.Atoi(o); !slices.Contains(cards, c) {
			left = append(left, o)
		}
	}
	need.Options = left
	need.Count -= len(cards)
	DealOf(need).Queued += len(cards)
	return game.Supplied{Count: len(cards), Text: "Cards drawn: " + game.NumList(cards) + "."}
}

// handsReply answers "hands".
type handsReply struct {
	Types []string `json:"types"` // the battle card types, in the order of the counts
}

func (t *table) handArgs(args game.Args, asked func() (*game.Need, error)) (game.Supplied, error) {
	d := t.in.G.Data()
	types := d.BattleCards
	keys := make([]string, len(types))
	for i, bt := range types {
		keys[i] = bt.Key
	}
	if len(types) != 6 {
		return game.Supplied{}, fmt.Errorf("the data has %d battle card types; forced hands need 6", len(types))
	}
	var h [2][6]int
	for side, name := range [2]string{"rome", "carthage"} {
		var counts []int
		given, err := args.Get(name, &counts)
		if err != nil {
			return game.Supplied{}, err
		}
		if !given {
			return game.Supplied{}, fmt.Errorf(`hands needs %q: 6 counts, one per type (%s)`, name, strings.Join(keys, ", "))
		}
		if len(counts) != 6 {
			return game.Supplied{}, fmt.Errorf(`%q must hold 6 counts, one per type (%s), not %d`, name, strings.Join(keys, ", "), len(counts))
		}
		for ty, n := range counts {
			if n < 0 || n > types[ty].Count {
				return game.Supplied{}, fmt.Errorf("%s: %d %s cards: the deck has %d", name, n, types[ty].Key, types[ty].Count)
			}
			h[side][ty] = n
		}
	}
	for ty := range types {
		if h[0][ty]+h[1][ty] > types[ty].Count {
			return game.Supplied{}, fmt.Errorf("%d %s cards dealt in all: the deck has %d", h[0][ty]+h[1][ty], types[ty].Key, types[ty].Count)
		}
	}
	need, err := asked()
	if err != nil {
		return game.Supplied{}, err
	}
	if need != nil {
		if err := CheckHands(need, d, h); err != nil {
			return game.Supplied{}, errors.New("hands: " + err.Error())
		}
	}
	sup := t.queueHands(need, h)
	sup.Reply = handsReply{Types: keys}
	return sup, nil
}

// queueHands queues checked battle hands.
func (t *table) queueHands(need *game.Need, h [2][6]int) game.Supplied {
	t.in.G.ForceBattleHands(h[0], h[1])
	if need != nil {
		need.Count = 0
	}
	return game.Supplied{Count: 1, Text: "Battle hands: " + HandText(t.in.G.Data(), h) + "."}
}

// picksReply answers "picks".
type picksReply struct {
	Queued []string `json:"queued"`
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

func (t *table) pickArgs(args game.Args, asked func() (*game.Need, error)) (game.Supplied, error) {
	var picks pickList
	if _, err := args.Get("picks", &picks); err != nil {
		return game.Supplied{}, err
	}
	if len(picks) == 0 {
		return game.Supplied{}, errors.New(`picks needs "picks": an array of what was drawn, like ["varro"] or [33]`)
	}
	need, err := asked()
	if err != nil {
		return game.Supplied{}, err
	}
	if need == nil {
		// Forced picks outside referee mode: each must name something that
		// can be drawn at random (whether it fits is known only when used).
		var queued []string
		for i, p := range picks {
			v, err := pickValue(t.in.G.Data(), p)
			if err != nil {
				return game.Supplied{}, fmt.Errorf("picks: %w (picks[%d])", err, i)
			}
			queued = append(queued, v)
		}
		t.in.G.ForcePicks(queued...)
		return game.Supplied{Count: len(queued), Reply: picksReply{Queued: queued}}, nil
	}
	if len(picks) > need.Count {
		return game.Supplied{}, fmt.Errorf("picks: give the %d value drawn, not %d", need.Count, len(picks))
	}
	var queued []string
	for _, p := range picks {
		v, err := MatchPick(need, t.in.G.Data(), p)
		if err != nil {
			return game.Supplied{}, errors.New("picks: " + err.Error())
		}
		queued = append(queued, v)
	}
	t.in.G.ForcePicks(queued...)
	need.Count -= len(queued)
	return game.Supplied{Count: len(queued), Text: "Drawn: " + strings.Join(queued, " ") + ".", Reply: picksReply{Queued: queued}}, nil
}

// pickValue checks a pick queued ahead, before anything asks for it: a strategy
// card number, the key of a general drawn from the consul cup, or a battle card
// type (its key or short name). It returns the value as the engine reads it.
func pickValue(d *data.Data, p string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(p))
	if n, err := strconv.Atoi(t); err == nil {
		if n < 1 || n > len(d.Cards) {
			return "", fmt.Errorf("%q is not a strategy card number 1-%d", p, len(d.Cards))
		}
		return strconv.Itoa(n), nil
	}
	var cup []string
	for _, g := range d.Generals {
		if g.ConsulPool {
			if g.Key == t {
				return g.Key, nil
			}
			cup = append(cup, g.Key)
		}
	}
	if k, ok := battleType(d, t); ok {
		return d.BattleCards[k].Key, nil
	}
	return "", fmt.Errorf("%q names no strategy card, consul or battle card type (the consul cup: %s)", p, strings.Join(cup, ", "))
}
