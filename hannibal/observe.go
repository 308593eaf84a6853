package hannibal

import "punic/hannibal/data"

// Observations are what bots see: a copy of the game holding only what one side
// may know. Before simulating, a bot fills in the unknowns at random with
// Determinize: the opponent's strategy and battle cards and the deck's order come
// from the cards it cannot see, and the dice from a fresh seed.

// Observation returns a copy of the game as side knows it: the opponent's hidden
// strategy cards and battle cards are taken out, the deck's order is forgotten, and
// the random generator, forced dice and forced draws are wiped.
func (g *Game) Observation(side Side) *Game {
	o := &Game{d: g.d, f: g.f, s: g.s}
	s := &o.s
	opp := side.Other()
	known := s.revealed[opp] & s.hand[opp]
	s.hidden[opp] = uint8((s.hand[opp] &^ known).count())
	s.hand[opp] = known
	s.hidden[side] = 0
	for i := 0; i < int(s.deckN); i++ {
		s.deck[i] = 0
	}
	if g.inBattle() {
		bt := &s.bt
		n := 0
		for t := 0; t < numBC; t++ {
			n += int(bt.hand[opp][t]) - int(bt.faceUp[opp][t])
			bt.hand[opp][t] = bt.faceUp[opp][t]
		}
		s.hiddenBC = uint8(n)
	}
	s.rng = rng{}
	s.observer = uint8(side) + 1
	return o
}

// IsObservation reports whether the game is an observation with unknowns to fill.
func (g *Game) IsObservation() bool { return g.s.observer != 0 }

// Determinize fills an observation's unknowns at random, consistently with what the
// observer knows, and gives the copy a fresh random generator: the result is a
// complete game a bot may simulate. On a complete game it only reseeds the dice.
func (g *Game) Determinize(seed uint64) *Game {
	c := &Game{d: g.d, f: g.f, s: g.s}
	s := &c.s
	s.rng = newRNG(seed)
	if s.observer == 0 {
		c.shuffleDeck()
		return c
	}
	side := Side(s.observer - 1)
	opp := side.Other()
	// The unknown cards: all but the observer's hand, the opponent's known cards,
	// the discard pile, the removed cards and those kept by the map.
	var unknown [data.NumCards]uint8
	n := 0
	seen := s.hand[side] | s.hand[opp] | s.discard | s.removed | s.byMap
	for k := 1; k <= len(g.d.Cards); k++ {
		if !seen.has(k) {
			unknown[n] = uint8(k)
			n++
		}
	}
	for i := n - 1; i > 0; i-- {
		j := s.rng.Intn(i + 1)
		unknown[i], unknown[j] = unknown[j], unknown[i]
	}
	k := 0
	for ; k < int(s.hidden[opp]) && k < n; k++ {
		s.hand[opp].add(int(unknown[k]))
	}
	s.deckN = 0
	for ; k < n; k++ {
		s.deck[s.deckN] = unknown[k]
		s.deckN++
	}
	s.hidden = [2]uint8{}
	if c.inBattle() && s.hiddenBC > 0 {
		bt := &s.bt
		var deck [numBC]int
		left := 0
		for t, bc := range g.d.BattleCards {
			deck[t] = bc.Count - int(bt.hand[side][t]) - int(bt.hand[opp][t])
			if deck[t] < 0 {
				deck[t] = 0
			}
			left += deck[t]
		}
		for i := 0; i < int(s.hiddenBC) && left > 0; i++ {
			r := s.rng.Intn(left)
			for t := 0; t < numBC; t++ {
				if r < deck[t] {
					deck[t]--
					bt.hand[opp][t]++
					break
				}
				r -= deck[t]
			}
			left--
		}
		s.hiddenBC = 0
	}
	s.observer = 0
	return c
}

// HandSize returns how many strategy cards side holds (known or not).
func (g *Game) HandSize(side Side) int {
	return g.s.hand[side].count() + int(g.s.hidden[side])
}

// Hand returns the strategy cards of side's hand that this game knows.
func (g *Game) Hand(side Side) []int { return cardList(g.s.hand[side]) }
