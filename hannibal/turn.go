package hannibal

import "fmt"

// The turn sequence (rule 5).

const (
	gsBegin uint8 = iota
	gsDeal
	gsFirst
	gsStrategy
	gsWinter
	gsIsolation
	gsVictory
	gsEnd
)

func (g *Game) stepGame(f *frame) status {
	s := &g.s
	switch f.step {
	case gsBegin:
		if g.logging() {
			t := g.d.Turns[s.turn-1]
			g.logf("", "Turn %d (%s)", s.turn, t.Years)
		}
		s.plays = [2]uint16{}
		g.startOfTurnEffects()
		f.step = gsDeal
		// 5.1: no Reinforcement Phase on the first turn.
		if s.turn > s.firstTurn {
			s.phase = phaseReinforcement
			g.push(procReinforce, Carthage)
			return stCall
		}
		return stNext
	case gsDeal:
		s.phase = phaseDeal
		if g.tutorial() == nil { // a tutorial's hands are fixed (tutorial.go)
			g.deal()
		}
		f.step = gsFirst
		g.push(procFirst, Carthage)
		return stCall
	case gsFirst:
		s.phase = phaseStrategy
		f.step = gsStrategy
		g.push(procStrategy, s.active)
		return stCall
	case gsStrategy:
		s.phase = phaseWinter
		f.step = gsWinter
		g.push(procWinter, Rome)
		return stCall
	case gsWinter:
		s.phase = phaseIsolation
		// 5.5, 19.4: Rome removes its isolated PCs first, then Carthage.
		g.removeIsolated(Rome)
		g.removeIsolated(Carthage)
		f.step = gsIsolation
		return stNext
	case gsIsolation:
		s.phase = phaseVictory
		if g.tutorialVictory() { // a tutorial's own victory condition (tutorial.go)
			return stDone
		}
		f.step = gsVictory
		g.push(procVictory, NoSide)
		return stCall
	case gsVictory:
		if s.over {
			return stDone
		}
		g.endTurn()
		if s.over {
			return stDone
		}
		f.step = gsBegin
		return stNext
	}
	panic("hannibal: bad game step")
}

// deal gives each player the turn's cards (7.1), reshuffling first when the deck is
// short (8.7).
func (g *Game) deal() {
	s := &g.s
	n := g.d.Turns[s.turn-1].Cards
	if int(s.deckN) < 2*n && !g.first() {
		g.reshuffle("8.7", "the deck is too small to deal")
	}
	if want := min(2*n, g.dealable()); g.referee && len(g.draws) < want {
		var queued cardSet
		for _, c := range g.draws {
			queued.add(int(c))
		}
		var names []string
		for i := 0; i < int(s.deckN); i++ {
			if !queued.has(int(s.deck[i])) {
				names = append(names, itoa(int(s.deck[i])))
			}
		}
		if g.first() && int(s.deckN) < 2*n {
			// 1e 7.6 / D12: the table deals the deck out, reshuffles the
			// discards and deals on.
			(s.discard | s.byMap).each(func(c int) {
				if !queued.has(c) {
					names = append(names, itoa(c))
				}
			})
		}
		g.need(&NeedInput{What: "draw", Count: want - len(g.draws), Turn: int(s.turn), Options: names,
			Prompt: fmt.Sprintf("Turn %d: deal %d strategy cards to each player, alternately Rome first; enter the %d cards drawn", s.turn, n, want)})
	}
	for i := 0; i < n; i++ {
		for _, side := range [2]Side{Rome, Carthage} {
			if s.deckN == 0 && g.first() {
				g.reshuffle("1e 7.6 / D12", "the deck ran out")
			}
			if s.deckN == 0 {
				break
			}
			s.hand[side].add(g.drawCard())
		}
	}
	if g.logging() {
		g.logf("7.1", "Each player is dealt %d strategy cards (%d left in the deck)", n, s.deckN)
	}
}

// reshuffle returns every card not removed and not in a hand to the deck and
// shuffles it (8.7: "the entire Strategy Deck, excluding cards permanently
// removed"): the cards kept by the map for a lasting effect (57, 58) go back in
// too, while their effect runs on until the start of the turn after this
// reshuffle, when it is marked to end.
func (g *Game) reshuffle(rule, why string) {
	s := &g.s
	var in cardSet
	for i := 0; i < int(s.deckN); i++ {
		in.add(int(s.deck[i]))
	}
	in |= s.discard | s.byMap
	s.discard = 0
	s.byMap = 0
	s.deckN = 0
	s.deck = [len(s.deck)]uint8{}
	in.each(func(n int) {
		s.deck[s.deckN] = uint8(n)
		s.deckN++
	})
	g.shuffleDeck()
	g.onReshuffle()
	if g.logging() {
		g.logf(rule, "The strategy deck is reshuffled (%s): %d cards", why, s.deckN)
	}
}

// endTurn closes a turn: the Truce reshuffle (8.7), the end of turn-long effects,
// and the move to the next turn or the end of the game (22.4).
func (g *Game) endTurn() {
	s := &g.s
	s.effects &^= effNavalVictory
	if s.effects&effTruceReshuffle != 0 {
		// The reshuffle does not end a Truce: only an event does (card 64,
		// docs/rulings.md).
		s.effects &^= effTruceReshuffle
		g.reshuffle("8.7", "the Truce card was played")
	}
	if s.turn >= s.lastTurn {
		return
	}
	s.turn++
}

// onReshuffle starts the end of the Counsels effects: they last until the start of
// the turn after the next reshuffle (cards 57, 58).
func (g *Game) onReshuffle() {
	s := &g.s
	if s.effects&effHannoCounsels != 0 {
		s.effects |= effHannoPending
	}
	if s.effects&effCatoCounsels != 0 {
		s.effects |= effCatoPending
	}
}

// startOfTurnEffects ends the Counsels effects whose reshuffle has happened.
func (g *Game) startOfTurnEffects() {
	s := &g.s
	if s.effects&effHannoPending != 0 {
		s.effects &^= effHannoPending | effHannoCounsels
		g.releaseByMap("hanno-counsels")
		if g.logging() {
			g.logf("57", "Hanno Counsels Carthage no longer restricts Carthaginian CUs")
		}
	}
	if s.effects&effCatoPending != 0 {
		s.effects &^= effCatoPending | effCatoCounsels
		g.releaseByMap("cato-counsels")
		if g.logging() {
			g.logf("58", "Cato Counsels Rome no longer restricts Roman CUs")
		}
	}
}

// releaseByMap moves the cards of an event kept by the map to the discard pile.
func (g *Game) releaseByMap(event string) {
	for _, n := range g.f.cardByEvent[event] {
		if g.s.byMap.has(n) {
			g.s.byMap.del(n)
			g.s.discard.add(n)
		}
	}
}
