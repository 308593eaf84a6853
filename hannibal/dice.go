package hannibal

import "fmt"

// d6 rolls one die: a forced roll if one is queued, else the seeded generator.
func (g *Game) d6() int {
	if len(g.dice) > 0 {
		r := int(g.dice[0])
		g.dice = g.dice[1:]
		return r
	}
	if g.referee {
		g.need(&NeedInput{What: "dice", Count: 1, Prompt: "Roll a die and enter it"})
	}
	return g.s.rng.Intn(6) + 1
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
		if g.referee {
			g.need(&NeedInput{What: "draw", Count: 1, Bad: itoa(int(want)), Prompt: fmt.Sprintf("card %d is not in the deck", want)})
		}
	}
	if g.referee {
		var names []string
		for i := 0; i < int(s.deckN); i++ {
			names = append(names, itoa(int(s.deck[i])))
		}
		g.need(&NeedInput{What: "draw", Count: 1, Options: names, Prompt: "Draw a strategy card from the deck and enter its number"})
	}
	s.deckN--
	c := s.deck[s.deckN]
	s.deck[s.deckN] = 0 // keep unused slots zero: equal states compare equal
	return int(c)
}
