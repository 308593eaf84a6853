package hannibal

import "fmt"

// d6 rolls one die for nothing named (see roll).
func (g *Game) d6() int { return g.roll("", NoSide) }

// roll rolls one die: a forced roll if one is queued, else the seeded generator.
// what names what the roll is for (a Roll purpose: "interception", "retreat"),
// side who rolls it (NoSide when either player may), and kv are facts for the
// table in pairs of a name and a value ("general", "scipio", "need", 3). In
// referee mode a roll with none queued asks the table for it, with these facts.
func (g *Game) roll(what string, side Side, kv ...any) int {
	if len(g.dice) > 0 {
		r := int(g.dice[0])
		g.dice = g.dice[1:]
		return r
	}
	if g.referee {
		n := &NeedInput{What: "dice", Count: 1, Prompt: "Roll a die and enter it", For: what}
		if side != NoSide {
			n.Side = side.Key()
		}
		if len(kv) > 0 {
			n.Detail = map[string]any{}
			for i := 0; i+1 < len(kv); i += 2 {
				n.Detail[kv[i].(string)] = kv[i+1]
			}
		}
		if what != "" {
			n.Prompt = fmt.Sprintf("Roll a die for %s and enter it", rollPurposes[what])
			if side != NoSide {
				n.Prompt = side.String() + ": r" + n.Prompt[1:]
			}
		}
		g.need(n)
	}
	return g.s.rng.Intn(6) + 1
}

// rollPurposes names, for people, what each kind of die roll is for (the "for"
// of a need for dice).
var rollPurposes = map[string]string{
	"change-of-command": "the change of command (18.2)",
	"counterattack":     "a counterattack (14.8)",
	"withdraw":          "a withdrawal from battle",
	"block":             "a block",
	"elephant-charge":   "the elephant charge (17.4)",
	"battle-casualties": "battle casualties (14.11)",
	"retreat":           "the Retreat Table (14.12)",
	"mercenaries":       "mercenaries (event)",
	"event-attrition":   "attrition by an event",
	"hostile-tribes":    "hostile tribes (event)",
	"storms":            "storms at sea (event)",
	"pursuit":           "pursuit (13.4)",
	"pass-attrition":    "attrition crossing a pass (10.6)",
	"naval-combat":      "naval combat (11.5)",
	"avoid-battle":      "avoiding battle (13.1)",
	"interception":      "an interception (12.4)",
	"siege":             "a siege",
	"subjugation":       "a subjugation",
	"winter-attrition":  "winter attrition (21.1)",
}

// shuffleDeck shuffles the strategy deck (Fisher-Yates).
func (g *Game) shuffleDeck() {
	s := &g.s
	for i := int(s.deckN) - 1; i > 0; i-- {
		j := s.rng.Intn(i + 1)
		s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
	}
}

// drawCard takes the top card of the strategy deck (its last element), or a forced
// draw if one is queued and still in the deck.
func (g *Game) drawCard() int {
	s := &g.s
	if len(g.draws) > 0 {
		want := g.draws[0]
		g.draws = g.draws[1:]
		for i := 0; i < int(s.deckN); i++ {
			if s.deck[i] == want {
				s.deck[i] = s.deck[s.deckN-1]
				s.deckN--
				s.deck[s.deckN] = 0
				return int(want)
			}
		}
		if g.referee || g.checking {
			g.need(&NeedInput{What: "draw", Count: 1, Bad: itoa(int(want)), Prompt: fmt.Sprintf("card %d is not in the deck", want)})
		}
	}
	if g.referee {
		var names []string
		for i := 0; i < int(s.deckN); i++ {
			names = append(names, itoa(int(s.deck[i])))
		}
		g.need(&NeedInput{What: "draw", Count: 1, Options: names, For: "card", Prompt: "Draw a strategy card from the deck and enter its number"})
	}
	s.deckN--
	c := s.deck[s.deckN]
	s.deck[s.deckN] = 0 // keep unused slots zero: equal states compare equal
	return int(c)
}
