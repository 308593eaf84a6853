package hannibal

import (
	"fmt"

	"punic/hannibal/data"
)

// Battles (rule 14), elephants (17), change of command (18.2) and withdrawal (16).

// procBattle steps.
const (
	bsSortie uint8 = iota
	bsCommand
	bsCounterAtt
	bsCounterDef
	bsCharge
	bsChargeWindow
	bsChargeRoll
	bsDeal
	bsRound
	bsMatch
	bsAfterMatch
	bsBlock
	bsSeizeAfterWithdraw
	bsWithdrawTo
	bsCasualties
	bsCasualtiesDef
	bsRetreatTable
	bsRetreat
	bsPolitical
	bsSortieBack
	bsDone
)

var (
	rcBCNone     = newRC("14.6", "you have no such battle card")
	rcBCMatch    = newRC("14.7", "the defender must match the attacker's card with one of exactly the same type (or a Reserve)")
	rcBCHannibal = newRC("24", "only Hannibal, commanding, may play a Probe as a Flank Left, Flank Right or Double Envelopment, once per battle")
	rcWithdraw   = newRC("16.1", "a withdrawal needs a commanding general and a space to withdraw to (16.3)")
	rcWithdrawTo = newRC("16.3", "the army may not withdraw into that space")
	rcCounter    = newRC("14.8", "a force without a general cannot counterattack")
)

// startBattle begins a battle in x: the moving side attacks (14.5; 12.4 2007: also
// after an interception). from is where the attacker came from.
func (g *Game) startBattle(att Side, x, from SpaceID, bySea bool) {
	s := &g.s
	s.bt = battleState{x: x, from: from, bySea: bySea, origAtt: att, att: att, icptSide: NoSide, sortieBy: NoSide, winner: NoSide}
	bt := &s.bt
	if s.rx.x == x && s.rx.intercepted {
		bt.icptSide = att.Other()
	}
	if s.rx.x == x && s.rx.failedAvoid {
		bt.failedAvoid = true
	}
	if from == noSpace && s.mv.flags&mfFromInside != 0 {
		// An army that came out of the walls to fight: a sortie (20.5, 20.7).
		bt.sortie = s.mv.cus
		bt.sortieBy = att
		bt.flags |= bfSortieDone
	}
	if g.logging() {
		g.logf("14", "Battle in %s: %s attacks", g.spaceName(x), att)
	}
	g.push(procBattle, att)
}

// battleCommander returns side's commanding general in the battle, or NoGeneral.
func (g *Game) battleCommander(side Side) GeneralID {
	return g.commanderAt(side, g.s.bt.x, false)
}

func (g *Game) stepBattle(f *frame) status {
	s := &g.s
	bt := &s.bt
	switch f.step {
	case bsSortie:
		if bt.flags&bfSortieDone == 0 && g.in(bt.att, bt.x) > 0 {
			return wait(f, bt.att)
		}
		f.step = bsCommand
		return stNext
	case bsCommand:
		if g.bothConsulsInBattle() && bt.flags&bfCommandDone == 0 {
			bt.flags |= bfCommandDone
			if bt.origAtt == Rome || g.first() {
				return wait(f, Carthage) // 18.2: Carthage may roll (1e 14.1 / D21: always may)
			}
			g.changeOfCommand() // 18.2: Carthage must roll
		}
		f.step = bsCounterAtt
		return stNext
	case bsCounterAtt:
		f.step = bsCounterDef
		if g.counterWindow(bt.att, momentBattleStart) {
			return stCall
		}
		return stNext
	case bsCounterDef:
		f.step = bsCharge
		if g.counterWindow(bt.def(), momentBattleStart) {
			return stCall
		}
		return stNext
	case bsCharge:
		if g.elephantsOut(Carthage, bt.x) > 0 && bt.flags&bfChargeDone == 0 {
			return wait(f, Carthage)
		}
		f.step = bsDeal
		return stNext
	case bsChargeWindow:
		// 14.5 step 4: Elephant Fright may answer the declaration (card 42).
		f.step = bsChargeRoll
		if g.counterWindow(Rome, momentCharge) {
			return stCall
		}
		return stNext
	case bsChargeRoll:
		g.elephantCharge()
		f.step = bsDeal
		return stNext
	case bsDeal:
		g.dealBattleCards()
		f.step = bsRound
		if g.battleCardEvents() {
			return stCall // cards 20, 59 played at the start of the battle
		}
		return stNext
	case bsRound:
		if bt.cards(bt.att) == 0 && !g.battleCounterSaves(bt.att) {
			// 14.10: the attacker has no card at the start of a round: he loses
			// (unless he may still play Marharbal's Cavalry, card 6).
			g.endBattle(bt.def(), howRanOut, 0)
			f.step = bsCasualties
			return stNext
		}
		return wait(f, bt.att)
	case bsMatch:
		return wait(f, bt.def())
	case bsAfterMatch:
		if bt.cur == bcDouble && bt.flags&bfMarharbal == 0 && g.first() {
			g.seizeForced1e("1e 11.6 / D19", "matched a Double Envelopment")
			f.step = bsRound
			return stNext
		}
		if bt.cur == bcDouble && bt.flags&bfMarharbal == 0 {
			return wait(f, bt.def()) // 14.8: seize the initiative at will
		}
		if g.counterattackRating(bt.def()) > 0 {
			return wait(f, bt.def())
		}
		f.step = bsRound
		return stNext
	case bsBlock:
		if g.blockRating(bt.def()) > 0 {
			return wait(f, bt.def())
		}
		f.step = bsWithdrawTo
		return stNext
	case bsSeizeAfterWithdraw:
		return wait(f, bt.def())
	case bsWithdrawTo:
		return wait(f, bt.att)
	case bsCasualties:
		return g.casualties(f)
	case bsCasualtiesDef:
		f.step = bsRetreatTable
		if g.loseCUs(bt.winner, bt.x, int(f.a), f.b == 1 && bt.winner == Carthage, lossOut, lostCasualties) {
			return stCall
		}
		return stNext
	case bsRetreatTable:
		if g.first() {
			g.displaceAfterBattle1e()
			if s.over {
				return stDone
			}
		}
		return g.retreatTable(f)
	case bsRetreat:
		f.step = bsPolitical
		if bt.how == howWithdrew {
			g.withdraw(bt.withdrawTo)
			return stNext
		}
		g.startRetreat(bt.winner.Other())
		return stCall
	case bsPolitical:
		f.step = bsSortieBack
		if bt.how == howWithdrew {
			return stNext
		}
		loser := bt.winner.Other()
		n := int(bt.lost[loser]) / 2
		if g.logging() {
			g.logf("15.5", "%s lost %s in the battle and must remove %s", loser, cus(int(bt.lost[loser])), plural(n, "PC", "PCs"))
		}
		if n > 0 {
			g.startRemovePCs(loser, n, rmBattle)
			return stCall
		}
		return stNext
	case bsSortieBack:
		if bt.sortie > 0 && bt.sortieBy == bt.winner && g.isCity(bt.x) && s.ctl[bt.x] == bt.winner && g.out(bt.winner, bt.x) > 0 && g.roomInside(bt.x) > 0 {
			return wait(f, bt.winner)
		}
		f.step = bsDone
		return stNext
	case bsDone:
		bt.hand = [2][numBC]uint8{}
		bt.faceUp = [2][numBC]uint8{}
		return stDone
	}
	panic("hannibal: bad battle step")
}

// bothConsulsInBattle reports whether the Roman force in the battle holds both
// consuls (18.2).
func (g *Game) bothConsulsInBattle() bool {
	n := 0
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.isConsul(id) && g.s.gloc[id] == uint8(g.s.bt.x) && !g.inside(id) {
			n++
		}
	}
	return n >= 2
}

// changeOfCommand rolls 18.2: on 4-6 the two consuls exchange command.
func (g *Game) changeOfCommand() {
	x := g.s.bt.x
	r := g.d6()
	if r <= 3 {
		if g.logging() {
			g.logf("18.2", "Change of command roll %d: %s keeps command", r, g.genName(g.battleCommander(Rome)))
		}
		return
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.isConsul(id) && g.s.gloc[id] == uint8(x) && !g.inside(id) {
			g.s.gflag[id] ^= gCommand
		}
	}
	if g.logging() {
		g.logf("18.2", "Change of command roll %d: %s takes command", r, g.genName(g.battleCommander(Rome)))
	}
}

// alliesFor counts side's ally battle cards for a battle in x (14.2, 14.3).
func (g *Game) alliesFor(side Side, x SpaceID) int {
	b := g.d.Board
	here := b.ProvinceOf(x)
	italy := 0
	total := 0
	for i := range b.Provinces {
		p := &b.Provinces[i]
		if !g.controlsProvince(side, p.ID) {
			continue
		}
		if !alliesReach(p, here) || (g.first() && !alliesReach1e(p, here)) {
			continue
		}
		if g.s.bt.noAllies[side]&allyDenied(p) != 0 {
			continue
		}
		if side == Rome && p.Country == data.Italy {
			if p.ID == g.f.latium {
				continue // 14.3: Latium gives Rome no allies
			}
			italy += p.AllyCards
			continue
		}
		total += p.AllyCards
	}
	if italy > 2 && !g.first() { // 1e 11.2.1 / D2: no cap
		italy = 2 // 14.3: Rome gets at most two Italian ally cards
	}
	return total + italy
}

// Allies denied by the desertion events (cards 31, 32).
const (
	denySpain   uint8 = 1
	denyNumidia uint8 = 2
)

func allyDenied(p *data.Province) uint8 {
	switch {
	case p.Country == data.Spain:
		return denySpain
	case p.AllyCards >= 2 && p.Country == data.Africa:
		return denyNumidia
	}
	return 0
}

// alliesReach reports whether the allies of province p fight in province here
// (14.2): anywhere in their country for Italy, Spain and Africa; on their island for
// islands; else only in the province itself.
func alliesReach(p, here *data.Province) bool {
	switch p.Country {
	case data.Italy, data.Spain, data.Africa:
		return p.Country == here.Country
	case data.Island:
		return here.Country == data.Island && p.Island == here.Island
	}
	return p.ID == here.ID
}

// battleCardCount returns how many battle cards side is dealt (14.1), before any
// elephant charge.
func (g *Game) battleCardCount(side Side) int {
	bt := &g.s.bt
	x := bt.x
	n := g.out(side, x)
	cmd := g.battleCommander(side)
	if cmd != data.NoGeneral {
		n += g.d.Generals[cmd].Battle
		n += g.alliesFor(side, x)
	}
	if bt.icptSide == side {
		n++
	}
	if bt.failedAvoid && side == bt.origAtt.Other() {
		n--
	}
	if side == Rome && g.d.Board.Spaces[x].Province == g.f.latium {
		n += 2 // 14.4: militia
	}
	if g.isTribe(x) && g.s.ctl[x] == side {
		n++ // 20.9: a friendly tribe
	}
	if n > 20 {
		n = 20 // 14.1: the 20-card limit
	}
	if n < 0 {
		n = 0
	}
	return n
}

// dealBattleCards deals both hands from the shuffled battle deck (14.1).
func (g *Game) dealBattleCards() {
	s := &g.s
	bt := &s.bt
	bt.cmd[Rome] = g.battleCommander(Rome)
	bt.cmd[Carthage] = g.battleCommander(Carthage)
	bt.start[Rome] = uint8(g.out(Rome, bt.x))
	bt.start[Carthage] = uint8(g.out(Carthage, bt.x))
	var n [2]int
	for _, side := range [2]Side{Rome, Carthage} {
		n[side] = g.battleCardCount(side)
	}
	n[Rome] -= int(bt.dealt[Rome]) // elephant charge reductions were noted in dealt
	n[Carthage] -= int(bt.dealt[Carthage])
	for i := range n {
		if n[i] < 0 {
			n[i] = 0
		}
	}
	bt.dealt = [2]uint8{}
	if len(g.hands) == 0 && g.referee {
		g.need(&NeedInput{What: "hands", Count: 1, Hands: [2]int{n[Rome], n[Carthage]},
			Prompt: fmt.Sprintf("Deal the battle cards: Rome draws %d, Carthage %d; enter both hands", n[Rome], n[Carthage])})
	}
	if len(g.hands) > 0 {
		h := g.hands[0]
		g.hands = g.hands[1:]
		for t := 0; t < numBC; t++ {
			bt.hand[Rome][t] = h[Rome][t]
			bt.hand[Carthage][t] = h[Carthage][t]
		}
	} else {
		var deck [numBC]int
		left := 0
		for t, c := range g.d.BattleCards {
			deck[t] = c.Count
			left += c.Count
		}
		for _, side := range [2]Side{bt.att, bt.def()} {
			for k := 0; k < n[side] && left > 0; k++ {
				r := s.rng.Intn(left)
				for t := 0; t < numBC; t++ {
					if r < deck[t] {
						deck[t]--
						bt.hand[side][t]++
						break
					}
					r -= deck[t]
				}
				left--
			}
		}
	}
	bt.dealt[Rome] = uint8(bt.cards(Rome))
	bt.dealt[Carthage] = uint8(bt.cards(Carthage))
	if g.logging() {
		g.logf("14.1", "Battle cards dealt: Rome %d, Carthage %d", bt.dealt[Rome], bt.dealt[Carthage])
	}
}

// counterattackRating is the highest roll with which side, defending, seizes the
// initiative (14.8; 24 Longus, Paulus).
func (g *Game) counterattackRating(side Side) int {
	bt := &g.s.bt
	cmd := bt.cmd[side]
	if cmd == data.NoGeneral {
		return 0
	}
	r := g.d.Generals[cmd].Battle
	switch g.d.Generals[cmd].Ability {
	case abilityLongus:
		if bt.origAtt == side && r < 2 {
			r = 2
		}
	case abilityPaulus:
		if bt.origAtt != side && r < 3 {
			r = 3
		}
	}
	return r
}

// blockRating is the highest roll with which side cancels a withdrawal (16.1; 24
// Flaminius applies, Longus and Paulus do not).
func (g *Game) blockRating(side Side) int {
	cmd := g.s.bt.cmd[side]
	if cmd == data.NoGeneral {
		return 0
	}
	if g.d.Generals[cmd].Ability == abilityFlaminius {
		return 4
	}
	return g.d.Generals[cmd].Battle
}

// withdrawDestRC says whether side, attacking, may withdraw into y (16.2, 16.3).
// y == noSpace means back into the walls (sortie forces, 16.2).
func (g *Game) withdrawDestRC(side Side, y SpaceID) rc {
	bt := &g.s.bt
	if y == noSpace {
		if bt.sortieBy == side && bt.sortie > 0 && g.s.ctl[bt.x] == side && g.roomInside(bt.x) >= g.out(side, bt.x) {
			return 0
		}
		return rcWithdrawTo
	}
	if int(y) >= len(g.d.Board.Spaces) {
		return rcWithdrawTo
	}
	l, ok := g.d.Board.LinkBetween(bt.x, y)
	if !ok || l.Kind != data.Normal {
		return rcWithdrawTo
	}
	if side == bt.origAtt {
		if y != bt.from || bt.bySea {
			return rcWithdrawTo
		}
	} else if y == bt.from {
		return rcWithdrawTo
	}
	if g.enemyPC(side, y) || g.all(side.Other(), y) > 0 || (g.nonFriendlyTribe(side, y) && !g.first()) { // 1e 11.11 / D15
		return rcWithdrawTo
	}
	return 0
}

// withdrawRC says whether the current attacker may attempt a withdrawal (16.1).
func (g *Game) withdrawRC() rc {
	bt := &g.s.bt
	if g.first() && bt.flags&bfWithdrawTried1e != 0 {
		return rcWithdrawOnce1e // 1e 11.11 / D20
	}
	if bt.cmd[bt.att] == data.NoGeneral || g.d.Generals[bt.cmd[bt.att]].Battle == 0 {
		return rcWithdraw
	}
	if g.withdrawDestRC(bt.att, noSpace) == 0 {
		return 0
	}
	for _, l := range g.d.Board.Spaces[bt.x].Links {
		if g.withdrawDestRC(bt.att, l.To) == 0 {
			return 0
		}
	}
	return rcWithdraw
}

// hannibalProbe reports whether side may play a Probe as another type now (24).
func (g *Game) hannibalProbe(side Side) bool {
	bt := &g.s.bt
	return side == Carthage && bt.cmd[side] == g.f.hannibal && bt.flags&bfHannibalProbe == 0 && bt.hand[side][bcProbe] > 0
}

// battleCardRC says whether side may play card as type as (attacking, or matching
// the attacker's type when matching is set).
func (g *Game) battleCardRC(side Side, card, as uint8, matching bool) rc {
	bt := &g.s.bt
	if card >= numBC || as >= numBC || as == bcReserve {
		return rcBCNone
	}
	if bt.hand[side][card] == 0 {
		return rcBCNone
	}
	if matching && as != bt.cur {
		return rcBCMatch
	}
	switch {
	case card == as:
		return 0
	case card == bcReserve:
		return 0
	case card == bcProbe && (as == bcLeft || as == bcRight || as == bcDouble):
		if g.hannibalProbe(side) {
			return 0
		}
		return rcBCHannibal
	}
	return rcBCMatch
}

func (g *Game) legalBattle(f *frame, buf []Action) []Action {
	s := &g.s
	bt := &s.bt
	switch f.step {
	case bsSortie:
		return append(buf, act(KSortie, 0, 0, 0), act(KPass, 0, 0, 0))
	case bsCommand:
		return append(buf, act(KCommandRoll, 0, 0, 0), act(KPass, 0, 0, 0))
	case bsCharge:
		return append(buf, act(KCharge, 0, 0, 0), act(KPass, 0, 0, 0))
	case bsRound:
		for card := uint8(0); card < numBC; card++ {
			for as := uint8(0); as < numBC; as++ {
				if as != bcReserve && g.battleCardRC(bt.att, card, as, false) == 0 {
					buf = append(buf, act(KBattleCard, card, as, 0))
				}
			}
		}
		buf = g.appendBattleCounters(bt.att, buf)
		if bt.cards(bt.att) == 0 {
			// 14.10 with card 6: play Marharbal's Cavalry or lose the battle.
			buf = append(buf, act(KConcede, 0, 0, 0))
		} else if g.withdrawRC() == 0 {
			buf = append(buf, act(KWithdraw, 0, 0, 0))
		}
	case bsMatch:
		def := bt.def()
		for card := uint8(0); card < numBC; card++ {
			if g.battleCardRC(def, card, bt.cur, true) == 0 {
				buf = append(buf, act(KBattleCard, card, bt.cur, 0))
			}
		}
		buf = g.appendBattleCounters(def, buf)
		if g.concedeRC1e() == 0 {
			buf = append(buf, act(KConcede, 0, 0, 0))
		}
	case bsAfterMatch:
		if bt.cur == bcDouble && bt.flags&bfMarharbal == 0 {
			buf = append(buf, act(KSeize, 0, 0, 0))
		} else {
			buf = append(buf, act(KCounterattack, 0, 0, 0))
		}
		buf = append(buf, act(KPass, 0, 0, 0))
	case bsBlock:
		buf = append(buf, act(KBlock, 0, 0, 0), act(KPass, 0, 0, 0))
	case bsSeizeAfterWithdraw:
		buf = append(buf, act(KSeize, 0, 0, 0), act(KPass, 0, 0, 0))
	case bsWithdrawTo:
		if g.withdrawDestRC(bt.att, noSpace) == 0 {
			buf = append(buf, act(KWithdrawTo, uint8(noSpace), 0, 0))
		}
		for _, l := range g.d.Board.Spaces[bt.x].Links {
			if g.withdrawDestRC(bt.att, l.To) == 0 {
				buf = append(buf, act(KWithdrawTo, uint8(l.To), 0, 0))
			}
		}
	case bsSortieBack:
		x := bt.x
		survivors := g.out(bt.winner, x)
		max := int(bt.sortie)
		if survivors < max {
			max = survivors
		}
		if room := g.roomInside(x); room < max {
			max = room
		}
		e := g.elephantsOut(bt.winner, x)
		for n := 0; n <= max; n++ {
			elo, ehi := elephantRange(n, survivors, e)
			for k := elo; k <= ehi; k++ {
				buf = append(buf, act(KGarrison, uint8(n), uint8(k), 0))
			}
		}
	}
	return buf
}

func (g *Game) explainBattle(f *frame, a Action) rc {
	bt := &g.s.bt
	switch a.Kind() {
	case KBattleCard:
		side := bt.att
		if f.step == bsMatch {
			side = bt.def()
		}
		return g.battleCardRC(side, a.A(), a.B(), f.step == bsMatch)
	case KWithdraw:
		return g.withdrawRC()
	case KWithdrawTo:
		return g.withdrawDestRC(bt.att, SpaceID(a.A()))
	case KCounterattack:
		return rcCounter
	case KConcede:
		if f.step == bsMatch {
			return g.concedeRC1e()
		}
	}
	return 0
}

func (g *Game) applyBattle(f *frame, a Action) {
	s := &g.s
	bt := &s.bt
	switch a.Kind() {
	case KSortie:
		x := bt.x
		n, e := g.in(bt.att, x), g.elephantsIn(bt.att, x)
		g.takeCUs(bt.att, x, n, e, true)
		g.addCUs(bt.att, x, n, e, false)
		relief := g.commanderAt(bt.att, x, false)
		for i := range g.d.Generals {
			id := GeneralID(i)
			if g.sideOf(id) == bt.att && s.gloc[id] == uint8(x) && g.inside(id) {
				s.gflag[id] &^= gInside | gCommand
			}
		}
		// 20.7: a general from inside who outranks the relief commander commands.
		g.settleCommand(bt.att, x, false, relief)
		bt.sortie, bt.sortieBy = uint8(n), bt.att
		bt.flags |= bfSortieDone
		if g.logging() {
			g.logf("20.7", "%s CUs sortie from the walls of %s", cus(n), g.spaceName(x))
		}
		f.step = bsCommand
	case KCommandRoll:
		g.changeOfCommand()
		f.step = bsCounterAtt
	case KCharge:
		bt.flags |= bfChargeDone
		if g.logging() {
			g.logf("17.3", "Carthage declares an elephant charge")
		}
		f.step = bsChargeWindow
	case KPass:
		switch f.step {
		case bsSortie:
			f.step = bsCommand
		case bsCommand:
			f.step = bsCounterAtt
		case bsCharge:
			bt.flags |= bfChargeDone
			f.step = bsDeal
		case bsAfterMatch, bsSeizeAfterWithdraw:
			f.step = bsRound
		case bsBlock:
			f.step = bsWithdrawTo
		}
	case KBattleCard:
		g.playBattleCard(f, a.A(), a.B())
	case KPlayEvent:
		// A counter event during the round (8.4): it is not a battle card play.
		g.playCounterEvent(f.who, int(a.A()), momentBattleRound)
	case KConcede:
		if f.step == bsRound {
			// 14.10: the attacker, out of battle cards, does not play card 6.
			g.endBattle(bt.def(), howRanOut, 0)
			f.step = bsCasualties
			return
		}
		if g.logging() {
			g.logf("14.6", "%s cannot or will not match: %s wins the battle", bt.def(), bt.att)
		}
		bt.hist[bt.histN-1].matched = 255
		g.endBattle(bt.att, howUnmatched, bt.cur)
		f.step = bsCasualties
	case KCounterattack:
		r := g.d6()
		need := g.counterattackRating(bt.def())
		if r <= need {
			if g.logging() {
				g.logf("14.8", "%s counterattacks: rolled %d ≤ %d and becomes the attacker", bt.def(), r, need)
			}
			bt.att = bt.def()
			bt.flags &^= bfWithdrawTried1e
		} else if g.logging() {
			g.logf("14.8", "%s fails to counterattack: rolled %d > %d", bt.def(), r, need)
		}
		f.step = bsRound
	case KSeize:
		bt.flags &^= bfWithdrawTried1e
		if g.logging() {
			g.logf("14.8", "%s seizes the initiative", bt.def())
		}
		bt.att = bt.def()
		f.step = bsRound
	case KWithdraw:
		if g.first() {
			bt.flags |= bfWithdrawTried1e // 1e 11.11 / D20: one attempt per round
		}
		r := g.d6()
		need := g.d.Generals[bt.cmd[bt.att]].Battle
		if r <= need {
			if g.logging() {
				g.logf("16.1", "%s attempts to withdraw: rolled %d ≤ %d", bt.att, r, need)
			}
			f.step = bsBlock
		} else {
			if g.logging() {
				g.logf("16.1", "%s fails to withdraw: rolled %d > %d", bt.att, r, need)
			}
			f.step = bsSeizeAfterWithdraw
		}
	case KBlock:
		r := g.d6()
		need := g.blockRating(bt.def())
		if r <= need {
			if g.logging() {
				g.logf("16.1", "%s cancels the withdrawal: rolled %d ≤ %d", bt.def(), r, need)
			}
			f.step = bsSeizeAfterWithdraw
			if g.first() {
				g.seizeForced1e("1e 11.11 / D20", "cancelled the withdrawal")
				f.step = bsRound
			}
		} else {
			if g.logging() {
				g.logf("16.1", "%s fails to cancel the withdrawal: rolled %d > %d", bt.def(), r, need)
			}
			f.step = bsWithdrawTo
		}
	case KWithdrawTo:
		// 16.2: casualties are taken in the battle space, then the army withdraws.
		bt.withdrawTo = SpaceID(a.A())
		g.endBattle(bt.def(), howWithdrew, 0)
		f.step = bsCasualties
	case KGarrison:
		n, e := int(a.A()), int(a.B())
		g.takeCUs(bt.winner, bt.x, n, e, false)
		g.addCUs(bt.winner, bt.x, n, e, true)
		if g.logging() && n > 0 {
			g.logf("20.7", "%s return inside the walls of %s", cus(n), g.spaceName(bt.x))
		}
		f.step = bsDone
	}
}

// playBattleCard plays the attacker's card, or the defender's matching card.
func (g *Game) playBattleCard(f *frame, card, as uint8) {
	bt := &g.s.bt
	if f.step == bsRound {
		side := bt.att
		bt.flags &^= bfWithdrawTried1e // a round is played (1e 11.11)
		bt.hand[side][card]--
		g.spendFaceUp(side, card)
		g.noteHannibalProbe(side, card, as)
		bt.cur = as
		bt.flags &^= bfMarharbal
		bt.rounds++
		if int(bt.histN) < len(bt.hist) {
			bt.hist[bt.histN] = roundRecord{attacker: side, card: card, as: as, matched: 254}
			bt.histN++
		}
		if g.logging() {
			g.logf("14.6", "Round %d: %s plays %s", bt.rounds, side, g.bcDesc(card, as))
		}
		f.step = bsMatch
		return
	}
	side := bt.def()
	bt.hand[side][card]--
	g.spendFaceUp(side, card)
	g.noteHannibalProbe(side, card, as)
	if bt.histN > 0 {
		bt.hist[bt.histN-1].matched = card
	}
	if g.logging() {
		g.logf("14.7", "%s matches with %s", side, g.bcDesc(card, as))
	}
	f.step = bsAfterMatch
}

func (g *Game) noteHannibalProbe(side Side, card, as uint8) {
	if card == bcProbe && as != bcProbe {
		g.s.bt.flags |= bfHannibalProbe
		if g.logging() {
			g.logf("24", "Hannibal plays a Probe as a %s", g.d.BattleCards[as].Name)
		}
	}
}

// bcDesc describes a battle card played as a type.
func (g *Game) bcDesc(card, as uint8) string {
	if card == bcMarharbal {
		return "Marharbal's Cavalry (as a Double Envelopment)"
	}
	name := g.d.BattleCards[card].Name
	if card != as {
		return name + " as " + g.d.BattleCards[as].Name
	}
	return name
}

// elephantCharge resolves an elephant charge (17.3-17.5).
func (g *Game) elephantCharge() {
	bt := &g.s.bt
	bt.flags |= bfChargeDone
	n := g.elephantsOut(Carthage, bt.x)
	if bt.flags&bfElephantFright != 0 {
		return
	}
	r := g.d6()
	cmd := g.battleCommander(Rome)
	success := r > 1
	need := 1
	if cmd != data.NoGeneral {
		need = g.d.Generals[cmd].Battle
		success = r > need
	}
	if r == 1 {
		// 17.5: the elephants rampage.
		bt.dealt[Carthage]++
		if g.logging() {
			g.logf("17.5", "Elephant charge: rolled 1, the elephants rampage: Carthage loses a battle card")
		}
		return
	}
	if success {
		bt.dealt[Rome] += uint8(n)
		if g.logging() {
			g.logf("17.4", "Elephant charge: rolled %d > %d: Rome loses %s", r, need, plural(n, "battle card", "battle cards"))
		}
		return
	}
	if g.logging() {
		g.logf("17.3", "Elephant charge: rolled %d ≤ %d: no effect", r, need)
	}
}

// endBattle records the winner and how the battle was won.
func (g *Game) endBattle(winner Side, how, winType uint8) {
	bt := &g.s.bt
	bt.winner, bt.how, bt.winType = winner, how, winType
	if g.logging() && how == howRanOut {
		g.logf("14.10", "%s has no battle card left: %s wins the battle", winner.Other(), winner)
	}
}

// casualties rolls battle casualties for both sides (14.11): one roll on the
// Attrition Table in the column for the rounds fought; both sides lose the result.
func (g *Game) casualties(f *frame) status {
	bt := &g.s.bt
	r := g.d6()
	t := &g.d.Tables.Attrition
	n, e := t.Result(t.ColumnFor(int(bt.rounds)), r)
	if g.logging() {
		g.logf("14.11", "Battle casualties: %s, roll %d: each side loses %s", plural(int(bt.rounds), "round", "rounds"), r, cus(n))
	}
	loser := bt.winner.Other()
	for _, side := range [2]Side{Rome, Carthage} {
		k := n
		if have := g.out(side, bt.x); k > have {
			k = have
		}
		bt.lost[side] += uint8(k)
	}
	// The winner's losses are taken after the loser's; both may need a choice.
	f.a = uint8(n)
	f.b = 0
	if e {
		f.b = 1
	}
	f.step = bsCasualtiesDef
	if g.loseCUs(loser, bt.x, n, e && loser == Carthage, lossOut, lostCasualties) {
		return stCall
	}
	return stNext
}

// retreatTable rolls the loser's Retreat Table losses (14.12).
func (g *Game) retreatTable(f *frame) status {
	bt := &g.s.bt
	f.step = bsRetreat
	if bt.how == howWithdrew {
		return stNext
	}
	loser := bt.winner.Other()
	have := g.out(loser, bt.x)
	if have == 0 {
		return stNext
	}
	mod := 0
	if bt.how == howUnmatched {
		switch bt.winType {
		case bcProbe:
			mod = -2
		case bcDouble:
			mod = 2
		}
	}
	r := g.d6()
	n := g.d.Tables.Retreat.Result(int(bt.start[loser]), r+mod)
	if n == data.RetreatAll || n > have {
		n = have
	}
	if g.logging() {
		g.logf("14.12", "Retreat Table: %s rolls %d%s: loses %s", loser, r, signed(mod), cus(n))
	}
	bt.lost[loser] += uint8(n)
	bt.retreatTableLoss = n > 0
	if g.loseCUs(loser, bt.x, n, true, lossOut, lostRetreatTable) {
		return stCall
	}
	return stNext
}

// withdraw moves the withdrawing army (the whole current attacker's force in the
// battle) to y, or back into the walls (16.2).
func (g *Game) withdraw(y SpaceID) {
	s := &g.s
	bt := &s.bt
	side := bt.winner.Other()
	x := bt.x
	n, e := g.out(side, x), g.elephantsOut(side, x)
	inside := y == noSpace
	dest := y
	if inside {
		dest = x
	}
	g.takeCUs(side, x, n, e, false)
	g.addCUs(side, dest, n, e, inside)
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.sideOf(id) == side && s.gloc[id] == uint8(x) && !g.inside(id) {
			g.placeGeneral(id, dest, inside)
		}
	}
	g.settleCommand(side, dest, inside, bt.cmd[side])
	if g.logging() {
		if inside {
			g.logf("16.2", "%s withdraws back inside the walls of %s", side, g.spaceName(x))
		} else {
			g.logf("16.2", "%s withdraws to %s", side, g.spaceName(y))
		}
	}
}
