package hannibal

import "punic/hannibal/data"

// The battle counter events (8.4, 14.5): 6 Marharbal's Cavalry, 20 Spy in Enemy
// Camp, 31 Spanish Allies Desert, 32 Numidian Allies Desert, 42 Elephant Fright and
// 59 Ally Deserts. Spy and Ally Deserts played at the start of a battle wait for
// the deal (14.5 step 5): battleCardEvents applies them once the hands exist.

var (
	rcAllyTake = newRC("59", "take one of the opponent's face-up battle cards, or pass to draw a face-down one at random")
)

func init() {
	register("marharbal-cavalry", &eventDef{counter: marharbalCounter, playCounter: playMarharbal})
	register("spy-in-enemy-camp", &eventDef{counter: spyCounter, playCounter: playSpy})
	register("spanish-allies-desert", &eventDef{
		counter:     alliesDesertCounter(denySpain, data.Spain),
		playCounter: playAlliesDesert(denySpain, "31", "Spanish"),
	})
	register("numidian-allies-desert", &eventDef{
		counter:     alliesDesertCounter(denyNumidia, data.Africa),
		playCounter: playAlliesDesert(denyNumidia, "32", "Numidian"),
	})
	register("elephant-fright", &eventDef{counter: elephantFrightCounter, playCounter: playElephantFright})
	register("ally-deserts", &eventDef{
		counter:     allyDesertsCounter,
		playCounter: playAllyDeserts,
		step:        stepAllyDeserts,
		legal:       legalAllyDeserts,
		apply:       applyAllyDeserts,
		explain:     explainAllyDeserts,
		describe: func(g *Game, f *frame) (string, string) {
			if f.step == allyGive1e {
				return "ally-deserts", g.cardName(int(f.a)) + ": give the enemy one of your battle cards (1st-edition rules)"
			}
			return "ally-deserts", g.cardName(int(f.a)) + ": take one of the enemy's face-up battle cards, or pass to draw one of his face-down cards at random"
		},
	})
}

// spyFlag and allyFlag are the battle flags of a Spy or an Ally Deserts played by
// side at the start of the battle and waiting for the deal.
func spyFlag(side Side) uint16 {
	if side == Rome {
		return bfSpyRome
	}
	return bfSpyCarthage
}

func allyFlag(side Side) uint16 {
	if side == Rome {
		return bfAllyRome
	}
	return bfAllyCarthage
}

// battleFrame returns the battle frame when it is the top of the stack (a battle
// card is being asked for), else nil.
func (g *Game) battleFrame() *frame {
	if g.s.sp == 0 {
		return nil
	}
	if f := g.top(); f.proc == procBattle {
		return f
	}
	return nil
}

// battleCounterSaves reports whether side, attacking with no battle card left,
// may still play a counter event as its card this round: Marharbal's Cavalry (card
// 6) suspends 14.10 (docs/rulings.md).
func (g *Game) battleCounterSaves(side Side) bool {
	any := false
	g.s.hand[side].each(func(n int) {
		any = any || g.counterPlayable(side, n, momentBattleRound)
	})
	return any
}

// --- 6 Marharbal's Cavalry ---

// marharbalCounter: the Carthaginian plays it as the attacker's card of a round,
// even with no battle card left.
func marharbalCounter(g *Game, side Side, n int, moment uint8) bool {
	if moment != momentBattleRound {
		return false
	}
	f := g.battleFrame()
	return f != nil && f.step == bsRound && g.s.bt.att == side
}

// playMarharbal plays the card as a Double Envelopment: the defender must match a
// Double Envelopment, and matching it gives him no automatic initiative (14.8).
func playMarharbal(g *Game, side Side, n int, moment uint8) {
	f := g.battleFrame()
	bt := &g.s.bt
	bt.cur = bcDouble
	bt.flags |= bfMarharbal
	bt.rounds++
	if int(bt.histN) < len(bt.hist) {
		bt.hist[bt.histN] = roundRecord{attacker: side, card: bcMarharbal, as: bcDouble, matched: 254}
		bt.histN++
	}
	if g.logging() {
		g.logf("6", "Round %d: %s plays %s", bt.rounds, side, g.bcDesc(bcMarharbal, bcDouble))
	}
	f.step = bsMatch
}

// --- 20 Spy in Enemy Camp ---

func spyCounter(g *Game, side Side, n int, moment uint8) bool {
	return moment == momentBattleStart && g.s.bt.flags&spyFlag(side) == 0
}

func playSpy(g *Game, side Side, n int, moment uint8) {
	g.s.bt.flags |= spyFlag(side)
	if g.logging() {
		g.logf("20", "%s's spy will see half of %s's battle cards once they are dealt", side, side.Other())
	}
}

// revealSpied turns half (rounded down) of the spied side's battle cards face up,
// drawn at random among those still face down (card 20).
func (g *Game) revealSpied(spy Side) {
	bt := &g.s.bt
	opp := spy.Other()
	k := bt.cards(opp) / 2
	var shown [numBC]uint8
	for i := 0; i < k; i++ {
		t, ok := g.randomFaceDown(opp)
		if !ok {
			break
		}
		bt.faceUp[opp][t]++
		shown[t]++
	}
	if g.logging() {
		g.logf("20", "Spy in Enemy Camp: %s shows %s of its %s: %s", opp, plural(k, "battle card", "battle cards"), itoa(bt.cards(opp)), g.bcList(shown))
	}
}

// randomFaceDown picks the type of one of side's face-down battle cards at random.
func (g *Game) randomFaceDown(side Side) (uint8, bool) { return g.pickBattleCard(side) }

// bcList names battle cards by type: "2 Frontal Assault, 1 Probe".
func (g *Game) bcList(c [numBC]uint8) string {
	s := ""
	for t := 0; t < numBC; t++ {
		if c[t] == 0 {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += itoa(int(c[t])) + " " + g.d.BattleCards[t].Name
	}
	if s == "" {
		return "none"
	}
	return s
}

// battleCardEvents applies the Spy in Enemy Camp and Ally Deserts played at the
// start of the battle, now that the cards are dealt (14.5 step 5). It returns true
// when a decision frame was pushed.
func (g *Game) battleCardEvents() bool {
	bt := &g.s.bt
	for _, side := range [2]Side{Rome, Carthage} {
		if bt.flags&spyFlag(side) != 0 {
			bt.flags &^= spyFlag(side)
			g.revealSpied(side)
		}
	}
	pushed := false
	for _, side := range [2]Side{Rome, Carthage} {
		if bt.flags&allyFlag(side) != 0 {
			bt.flags &^= allyFlag(side)
			ns := g.f.cardByEvent["ally-deserts"]
			if len(ns) > 0 && g.allyDeserts(side, ns[0]) {
				pushed = true
			}
		}
	}
	return pushed
}

// --- 31 Spanish Allies Desert, 32 Numidian Allies Desert ---

// alliesDesertCounter: at the start of a battle in the country, and only if the
// opponent would get ally cards from those provinces.
func alliesDesertCounter(deny uint8, country data.Country) func(g *Game, side Side, n int, moment uint8) bool {
	return func(g *Game, side Side, n int, moment uint8) bool {
		bt := &g.s.bt
		opp := side.Other()
		if moment != momentBattleStart || bt.noAllies[opp]&deny != 0 || g.d.Board.CountryOf(bt.x) != country {
			return false
		}
		return g.deniedAllies(opp, deny) > 0
	}
}

// deniedAllies counts the ally battle cards side would lose to a desertion.
func (g *Game) deniedAllies(side Side, deny uint8) int {
	bt := &g.s.bt
	if g.battleCommander(side) == data.NoGeneral {
		return 0 // 14.3: no general, no allies
	}
	before := g.alliesFor(side, bt.x)
	keep := bt.noAllies[side]
	bt.noAllies[side] |= deny
	after := g.alliesFor(side, bt.x)
	bt.noAllies[side] = keep
	return before - after
}

func playAlliesDesert(deny uint8, rule, who string) func(g *Game, side Side, n int, moment uint8) {
	return func(g *Game, side Side, n int, moment uint8) {
		opp := side.Other()
		lost := g.deniedAllies(opp, deny)
		g.s.bt.noAllies[opp] |= deny
		if g.logging() {
			g.logf(rule, "%s allies desert %s: %s fewer in this battle", who, opp, plural(lost, "battle card", "battle cards"))
		}
	}
}

// --- 42 Elephant Fright ---

func elephantFrightCounter(g *Game, side Side, n int, moment uint8) bool {
	return moment == momentCharge && g.s.bt.flags&bfElephantFright == 0
}

// playElephantFright cancels the charge; the Carthaginian is dealt two battle
// cards fewer (the cards are not dealt yet, 14.5).
func playElephantFright(g *Game, side Side, n int, moment uint8) {
	bt := &g.s.bt
	bt.flags |= bfElephantFright
	if g.first() {
		g.elephantFright1e()
		return
	}
	bt.dealt[Carthage] += 2
	if g.logging() {
		g.logf("42", "Elephant Fright: the charge has no effect and Carthage loses 2 battle cards")
	}
}

// --- 59 Ally Deserts ---

// allyDesertsCounter: at the start of a battle (applied after the deal), or in a
// round before one's own battle card: the attacker before he plays (with a card
// left, 14.10), the defender before he matches; the opponent must hold a card.
func allyDesertsCounter(g *Game, side Side, n int, moment uint8) bool {
	bt := &g.s.bt
	switch moment {
	case momentBattleStart:
		return bt.flags&allyFlag(side) == 0
	case momentBattleRound:
		f := g.battleFrame()
		if f == nil || bt.cards(side.Other()) == 0 {
			return false
		}
		return (f.step == bsRound && bt.att == side && bt.cards(side) > 0) || (f.step == bsMatch && bt.def() == side)
	}
	return false
}

func playAllyDeserts(g *Game, side Side, n int, moment uint8) {
	if moment == momentBattleStart {
		g.s.bt.flags |= allyFlag(side)
		if g.logging() {
			g.logf("59", "%s will take one of %s's battle cards once they are dealt", side, side.Other())
		}
		return
	}
	g.allyDeserts(side, n)
}

// allyDeserts gives side one of the opponent's battle cards: drawn at random, or,
// when the opponent shows face-up cards (card 20), a face-up one of side's choice
// or a random face-down one. It returns true when the choice frame was pushed.
func (g *Game) allyDeserts(side Side, n int) bool {
	bt := &g.s.bt
	opp := side.Other()
	if bt.cards(opp) == 0 {
		if g.logging() {
			g.logf("59", "Ally Deserts: %s has no battle card left to lose", opp)
		}
		return false
	}
	if g.first() && !g.allyDesertsTake(side, n) {
		g.pushEvent(side, n).step = allyGive1e // 1e card 59: give one back
		return true
	}
	return g.allyDesertsTake(side, n)
}

// allyDesertsTake takes the card (card 59); true when the choice frame was pushed.
func (g *Game) allyDesertsTake(side Side, n int) bool {
	bt := &g.s.bt
	opp := side.Other()
	up, types := 0, 0
	last := uint8(0)
	for t := uint8(0); t < numBC; t++ {
		if bt.faceUp[opp][t] > 0 {
			up += int(bt.faceUp[opp][t])
			types++
			last = t
		}
	}
	down := bt.cards(opp) - up
	switch {
	case up == 0:
		t, _ := g.randomFaceDown(opp)
		g.desertCard(side, t, false)
	case down == 0 && types == 1:
		g.desertCard(side, last, true)
	default:
		g.pushEvent(side, n)
		return true
	}
	return false
}

// desertCard moves one battle card of type t from the opponent's hand to side's;
// both players know it (card 59).
func (g *Game) desertCard(side Side, t uint8, faceUp bool) {
	bt := &g.s.bt
	opp := side.Other()
	bt.hand[opp][t]--
	if faceUp {
		bt.faceUp[opp][t]--
	} else if bt.faceUp[opp][t] > bt.hand[opp][t] {
		bt.faceUp[opp][t] = bt.hand[opp][t]
	}
	bt.hand[side][t]++
	bt.faceUp[side][t]++
	if g.logging() {
		how := "drawn at random"
		if faceUp {
			how = "face up"
		}
		g.logf("59", "Ally Deserts: %s takes a %s (%s) from %s", side, g.d.BattleCards[t].Name, how, opp)
	}
}

func stepAllyDeserts(g *Game, f *frame) status {
	if f.step == allyGive1e {
		return wait(f, f.side)
	}
	if f.step != 0 {
		return stDone
	}
	return wait(f, f.side)
}

func legalAllyDeserts(g *Game, f *frame, buf []Action) []Action {
	bt := &g.s.bt
	if f.step == allyGive1e {
		return g.legalAllyGive1e(f, buf)
	}
	opp := f.side.Other()
	for t := uint8(0); t < numBC; t++ {
		if bt.faceUp[opp][t] > 0 {
			buf = append(buf, act(KBattleCard, t, t, 0))
		}
	}
	if g.faceDown(opp) > 0 {
		buf = append(buf, act(KPass, 0, 0, 0))
	}
	return buf
}

// faceDown counts side's battle cards not shown by a spy.
func (g *Game) faceDown(side Side) int {
	bt := &g.s.bt
	n := 0
	for t := 0; t < numBC; t++ {
		n += int(bt.hand[side][t]) - int(bt.faceUp[side][t])
	}
	return n
}

func applyAllyDeserts(g *Game, f *frame, a Action) {
	if f.step == allyGive1e {
		g.allyGive1e(f, a.A())
		f.step = 1
		return
	}
	f.step = 1
	if g.first() {
		f.step = allyGive1e // 1e card 59: then give one back
	}
	if a.Kind() == KPass {
		t, _ := g.randomFaceDown(f.side.Other())
		g.desertCard(f.side, t, false)
		return
	}
	g.desertCard(f.side, a.A(), true)
}

func explainAllyDeserts(g *Game, f *frame, a Action) rc {
	if f.step == allyGive1e {
		return rcAllyGive1e
	}
	switch a.Kind() {
	case KBattleCard, KPass:
		return rcAllyTake
	}
	return 0
}

// spendFaceUp notes that side played a battle card of type t: a face-up one
// (card 20) if it shows any of that type, since it reveals nothing more.
func (g *Game) spendFaceUp(side Side, t uint8) {
	if up := &g.s.bt.faceUp[side][t]; *up > 0 {
		*up--
	}
}
