package punicwars

// d6 rolls the game's one six-sided die (ruling: the rules say "the die"): a
// forced roll if one is queued, the table's roll in referee mode, else the
// seeded generator.
func (g *Game) d6() int { return g.roll("", NoSide) }

// roll rolls the die for what ("combat", "attrition", "diplomacy",
// "fleet-gate"), by side (NoSide when the rules do not say who): in referee
// mode the need names both.
func (g *Game) roll(what string, side Side) int {
	if len(g.dice) > 0 {
		r := int(g.dice[0])
		g.dice = g.dice[1:]
		return r
	}
	if g.referee {
		n := &NeedInput{What: "dice", Count: 1, Prompt: "Roll a die and enter it", For: what}
		if side != NoSide {
			n.Side = side.Key()
			n.Prompt = side.String() + ": roll a die for " + what + " and enter it"
		} else if what != "" {
			n.Prompt = "Roll a die for " + what + " and enter it"
		}
		g.need(n)
	}
	return g.s.rng.Intn(6) + 1
}
