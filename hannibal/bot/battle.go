package bot

import (
	"math/rand/v2"
	"sync"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// Battle knowledge for the Hannibal bots: how many battle cards a side would be
// dealt (14.1-14.4, 20.9), the odds of a battle from the hand sizes, and how to
// play the cards (14.6-14.9).

// battleCards estimates the battle cards side would be dealt in x with cus CUs led
// by gen (data.NoGeneral for none), before any elephant charge.
func battleCards(g *hannibal.Game, side hannibal.Side, x data.SpaceID, cus int, gen data.GeneralID) int {
	n := cus
	d := g.Data()
	if gen != data.NoGeneral {
		n += d.Generals[gen].Battle + g.AllyCards(side, x)
	}
	if side == hannibal.Rome && d.Board.Provinces[d.Board.Spaces[x].Province].Key == "latium" {
		n += 2
	}
	if g.TribeAt(x) && g.ControlOf(x) == side {
		n++
	}
	return min(n, 20)
}

// stackCards estimates the battle cards of side's whole stack in x (outside the
// walls), led by its commander.
func stackCards(g *hannibal.Game, side hannibal.Side, x data.SpaceID) int {
	out, _ := g.CUsAt(side, x)
	return battleCards(g, side, x, out, commanderAt(g, side, x))
}

// commanderAt returns side's commanding general outside the walls of x, or
// data.NoGeneral.
func commanderAt(g *hannibal.Game, side hannibal.Side, x data.SpaceID) data.GeneralID {
	best := data.NoGeneral
	for i := range g.Data().Generals {
		gen := &g.Data().Generals[i]
		if gen.Side != side {
			continue
		}
		if y, inside, on := g.GeneralPlace(gen.ID); on && y == x && !inside {
			if g.Commanding(gen.ID) {
				return gen.ID
			}
			best = gen.ID
		}
	}
	return best
}

// maxBattleCards is the 20-card limit (14.1).
const maxBattleCards = 20

var (
	oddsOnce sync.Once
	oddsTab  [maxBattleCards + 1][maxBattleCards + 1]float32
)

// winOdds estimates the chance that an attacker dealt att battle cards beats a
// defender dealt def cards, both led by average generals. The table is made once
// by simulating battles with battleCardPlay.
func winOdds(att, def int) float64 {
	oddsOnce.Do(buildOdds)
	att = max(0, min(att, maxBattleCards))
	def = max(0, min(def, maxBattleCards))
	return float64(oddsTab[att][def])
}

// buildOdds fills the odds table by simulation, with the standard 48-card deck.
func buildOdds() {
	counts := [data.NumBattleCardTypes]int{12, 9, 9, 8, 6, 4}
	r := ai.NewRand(20070101)
	const trials = 200
	for a := 0; a <= maxBattleCards; a++ {
		for d := 0; d <= maxBattleCards; d++ {
			wins := 0
			for t := 0; t < trials; t++ {
				if simBattle(counts, a, d, r) {
					wins++
				}
			}
			oddsTab[a][d] = float32(wins) / trials
		}
	}
}

// simBattle plays one battle between hands of a and d cards dealt from a deck with
// these counts: the attacker plays the least matchable type, the defender matches
// when he can, and after each match the defender seizes the initiative on 1-2 (a
// battle rating of 2). It reports whether the original attacker won.
func simBattle(counts [data.NumBattleCardTypes]int, a, d int, r *rand.Rand) bool {
	var hand [2][data.NumBattleCardTypes]int
	deck := counts
	left := 0
	for _, c := range deck {
		left += c
	}
	for side, n := range [2]int{a, d} {
		for k := 0; k < n && left > 0; k++ {
			x := r.IntN(left)
			for t := range deck {
				if x < deck[t] {
					deck[t]--
					hand[side][t]++
					break
				}
				x -= deck[t]
			}
			left--
		}
	}
	var played [data.NumBattleCardTypes]int
	att := 0
	for round := 0; round < 2*maxBattleCards+2; round++ {
		def := 1 - att
		total := 0
		for _, c := range hand[att] {
			total += c
		}
		if total == 0 {
			return att == 1 // the attacker ran out: the defender wins (14.10)
		}
		mine := hand[att]
		var known [data.NumBattleCardTypes]int
		for t := range known {
			known[t] = mine[t] + played[t]
		}
		opp := 0
		for _, c := range hand[def] {
			opp += c
		}
		t, wild := bestAttack(counts, known, mine, opp)
		used := t
		if wild {
			used = data.Reserve
		}
		hand[att][used]--
		played[used]++
		switch {
		case hand[def][t] > 0:
			hand[def][t]--
			played[t]++
		case hand[def][data.Reserve] > 0:
			hand[def][data.Reserve]--
			played[data.Reserve]++
		default:
			return att == 0
		}
		if r.IntN(6) < 2 || t == data.DoubleEnvelopment {
			att = def
		}
	}
	return false
}

// noMatchChance is the chance that a hand of k cards drawn from the unseen cards
// holds neither a card of type t nor a Reserve. unseen[i] counts the unseen cards
// of type i.
func noMatchChance(unseen [data.NumBattleCardTypes]int, t, k int) float64 {
	total := 0
	for _, c := range unseen {
		total += c
	}
	bad := unseen[t]
	if t != data.Reserve {
		bad += unseen[data.Reserve]
	}
	p := 1.0
	for i := 0; i < k; i++ {
		if total-i <= 0 {
			break
		}
		p *= float64(total-bad-i) / float64(total-i)
		if p <= 0 {
			return 0
		}
	}
	return p
}

// bestAttack chooses the type to attack with: the one the opponent's k cards are
// least likely to match, given the cards the attacker knows of (his hand and the
// cards played). wild reports that a Reserve must stand in for it.
func bestAttack(deck, known, hand [data.NumBattleCardTypes]int, k int) (t int, wild bool) {
	var unseen [data.NumBattleCardTypes]int
	for i := range unseen {
		unseen[i] = max(0, deck[i]-known[i])
	}
	best := -1.0
	for i := 0; i < data.Reserve; i++ {
		if hand[i] == 0 && hand[data.Reserve] == 0 {
			continue
		}
		v := noMatchChance(unseen, i, k) + 0.01*float64(hand[i])
		if hand[i] == 0 {
			v -= 0.05 // keep the Reserve if another type does as well
		}
		if v > best {
			best, t, wild = v, i, hand[i] == 0
		}
	}
	return t, wild
}

// battleCardPlay chooses a battle-card decision for the side to move: the
// attacker's card (the least matchable type, 14.7), or the defender's match (the
// card of the same type, else a Reserve; never conceding while a match exists).
// It uses only the side's own hand and the cards played, never the opponent's.
func battleCardPlay(g *hannibal.Game, legal []game.Action, r *rand.Rand) game.Action {
	side := g.ToMove()
	bi, ok := g.Battle()
	var concede, exact, wild game.Action
	haveExact, haveWild := false, false
	for _, a := range legal {
		x := hannibal.Action(a)
		switch x.Kind() {
		case hannibal.KConcede:
			concede = a
		case hannibal.KBattleCard:
			if x.A() == x.B() {
				exact, haveExact = a, true
			} else if x.A() == data.Reserve {
				wild, haveWild = a, true
			}
		}
	}
	if hasKind(legal, hannibal.KConcede) {
		// Matching.
		switch {
		case haveExact:
			return exact
		case haveWild:
			return wild
		}
		for _, a := range legal {
			if hannibal.Action(a).Kind() == hannibal.KBattleCard {
				return a
			}
		}
		return concede
	}
	if !ok {
		return legal[r.IntN(len(legal))]
	}
	deck := deckCounts(g)
	var known [data.NumBattleCardTypes]int
	for t := range known {
		known[t] = bi.Hand[side][t] + bi.Played[t]
	}
	var unseen [data.NumBattleCardTypes]int
	for i := range unseen {
		unseen[i] = max(0, deck[i]-known[i])
	}
	k := bi.Cards[side.Other()]
	best, bestV := game.Action(0), -1.0
	for _, a := range legal {
		x := hannibal.Action(a)
		if x.Kind() != hannibal.KBattleCard {
			continue
		}
		v := noMatchChance(unseen, int(x.B()), k) + 0.01*float64(bi.Hand[side][x.A()])
		if x.A() != x.B() {
			v -= 0.05
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	if bestV < 0 {
		return legal[r.IntN(len(legal))]
	}
	return best
}

// deckCounts returns the battle deck's cards per type.
func deckCounts(g *hannibal.Game) [data.NumBattleCardTypes]int {
	var c [data.NumBattleCardTypes]int
	for t, bc := range g.Data().BattleCards {
		if t < len(c) {
			c[t] = bc.Count
		}
	}
	return c
}

// hasKind reports whether one of the actions is of kind k.
func hasKind(legal []game.Action, k hannibal.Kind) bool {
	for _, a := range legal {
		if hannibal.Action(a).Kind() == k {
			return true
		}
	}
	return false
}
