package hannibal

// Events with lasting effects: cards 29 (Carthaginian Naval Victory), 57 (Hanno
// Counsels Carthage), 58 (Cato Counsels Rome) and 64 (Truce).
//
// Where the effects act:
//   - 29: effNavalVictory gives -1 on the Naval Combat roll (naval.go) and bars
//     Roman sea moves not made with a Major or Minor Campaign card (seaEventRC,
//     called by sailRC); endTurn ends it.
//   - 57, 58: effHannoCounsels / effCatoCounsels bar CUs from leaving or entering
//     Africa (move.go geographyRC); the card is kept by the map until the start of
//     the turn after the next reshuffle (turn.go onReshuffle, startOfTurnEffects).
//   - 64: effTruce bars entering spaces with enemy CUs or PCs (enterRC), attacks
//     out of the walls (attackRC), interceptions (icptRC), sieges of cities and of
//     owned tribes (siegeRC), converting enemy PCs (pcRC) and the Naval Combat roll
//     (noNavalRoll); playEvent ends it when an event that breaks it is used.

var (
	rcNavalVictory = newRC("29", "after a Carthaginian Naval Victory, Rome may move by sea this turn only with a Major or Minor Campaign card")
	rcNavalOn      = newRC("29", "the Carthaginian Naval Victory is already in effect this turn")
	rcTruceOn      = newRC("64", "a Truce is already in force")
)

// seaEventRC says whether card events forbid side's army to move by sea now (card
// 29: Rome only with a campaign card, played for its event or its OPs).
func (g *Game) seaEventRC(side Side) rc {
	if side == Rome && g.s.effects&effNavalVictory != 0 && !g.f.campaignCards.has(int(g.s.mv.card)) {
		return rcNavalVictory
	}
	return 0
}

// counsels starts the lasting effect of card 57 or 58 and keeps the card by the
// map.
func (g *Game) counsels(n int, eff uint32, rule, text string) {
	g.s.effects |= eff
	g.keepByMap(n)
	if g.logging() {
		g.logf(rule, "%s until the start of the turn after the next reshuffle of the strategy deck; the card stays by the map", text)
	}
}

func init() {
	register("naval-victory", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			if g.s.effects&effNavalVictory != 0 {
				return rcNavalOn
			}
			return 0
		},
		play: func(g *Game, side Side, n int) {
			g.s.effects |= effNavalVictory
			if g.logging() {
				g.logf("29", "Until the end of the turn Carthaginian sea moves get -1 on the Naval Combat roll, and Rome moves by sea only with a campaign card")
			}
		},
	})

	register("hanno-counsels", &eventDef{
		cond: func(g *Game, side Side, n int) rc { return 0 },
		play: func(g *Game, side Side, n int) {
			g.counsels(n, effHannoCounsels, "57", "Carthaginian CUs may not move out of Africa")
		},
	})

	register("cato-counsels", &eventDef{
		cond: func(g *Game, side Side, n int) rc { return 0 },
		play: func(g *Game, side Side, n int) {
			g.counsels(n, effCatoCounsels, "58", "Roman CUs may not move into Africa")
		},
	})

	register("truce", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			if g.truceOn() {
				return rcTruceOn
			}
			return 0
		},
		play: func(g *Game, side Side, n int) {
			g.s.effects |= effTruce
			if g.logging() {
				g.logf("64", "A Truce begins: no entering spaces with enemy CUs or PCs, no interceptions, no sieges, no Naval Combat rolls, until either player uses an event that breaks it")
			}
		},
	})
}
