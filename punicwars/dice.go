package punicwars

// d6 rolls the game's one six-sided die (ruling: the rules say "the die"): a
// forced roll if one is queued, the table's roll in referee mode, else the
// seeded generator.
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
