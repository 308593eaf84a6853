package hannibal

// InDeck reports whether strategy card c is in the deck now (not dealt, played,
// discarded or removed): a forced draw of it can be made.
func (g *Game) InDeck(c int) bool {
	s := &g.s
	for i := 0; i < int(s.deckN); i++ {
		if int(s.deck[i]) == c {
			return true
		}
	}
	return false
}
