package hannibal

import (
	"fmt"
	"strconv"
	"strings"
)

// Table-referee play: two people play on the physical board and punic adjudicates.
// The dice they roll, the cards they draw, the battle hands they are dealt and the
// random picks (a card drawn blind from a hand, a consul from the cup) come from
// the table. In referee mode, when the rules need one of these and none was
// supplied, Apply (or New) stops, leaves the game exactly as it was before, and
// returns a *NeedInput saying what is needed; the caller supplies it (ForceDice,
// ForceDraws, ForceBattleHands, ForcePicks) and tries again.

// NeedInput is the error of a referee game that needs something from the table.
type NeedInput struct {
	What    string   // "dice", "draw", "hands" or "pick"
	Count   int      // how many dice or draws at least
	Prompt  string   // what is needed, for a person
	Options []string // for "pick" and "draw": the values allowed
	Turn    int      // for "draw": the turn being dealt
	Hands   [2]int   // for "hands": the battle cards Rome and Carthage are dealt
	// Bad is a queued value that does not fit (a card not in the hand or deck, a
	// general not in the cup): it is dropped from the queue, the rest kept.
	Bad string
}

// Error describes what the table must supply.
func (e *NeedInput) Error() string { return e.Prompt }

// DiceNeeded returns how many dice are needed (0 if the need is not dice).
func (e *NeedInput) DiceNeeded() int {
	if e.What == "dice" {
		return e.Count
	}
	return 0
}

// SetReferee turns table-referee mode on or off.
func (g *Game) SetReferee(on bool) { g.referee = on }

// Referee reports whether the game is in table-referee mode.
func (g *Game) Referee() bool { return g.referee }

// ForcePicks queues random picks made at the table: a strategy card number drawn
// blind from a hand, a general's key drawn from the consul cup, or a battle-card
// type's key drawn from a battle hand.
func (g *Game) ForcePicks(picks ...string) {
	g.picks = append(g.picks, picks...)
}

// ClearInputs forgets every queued die, draw, battle hand and pick (for example
// after a mistake typed at the table).
func (g *Game) ClearInputs() {
	g.dice, g.draws, g.hands, g.picks = nil, nil, nil, nil
}

// dropBad removes the first queued value a need reports as not fitting.
func (g *Game) dropBad(n *NeedInput) {
	if n.Bad == "" {
		return
	}
	switch n.What {
	case "pick":
		for i, p := range g.picks {
			if p == n.Bad {
				g.picks = append(g.picks[:i:i], g.picks[i+1:]...)
				return
			}
		}
	case "draw":
		for i, c := range g.draws {
			if itoa(int(c)) == n.Bad {
				g.draws = append(g.draws[:i:i], g.draws[i+1:]...)
				return
			}
		}
	}
}

// need stops the machine for input from the table (referee mode only).
func (g *Game) need(n *NeedInput) {
	panic(n)
}

// guarded runs fn; in referee mode, a need for input undoes everything fn did and
// is returned as the error.
func (g *Game) guarded(fn func()) (err error) {
	if !g.referee {
		fn()
		return nil
	}
	saved := g.Snapshot()
	defer func() {
		if r := recover(); r != nil {
			n, ok := r.(*NeedInput)
			if !ok {
				panic(r)
			}
			g.Restore(saved)
			g.dropBad(n)
			err = n
		}
	}()
	fn()
	return nil
}

// Advance runs the game to its next decision. It is needed only after New or an
// action returned a *NeedInput and the input was supplied.
func (g *Game) Advance() error {
	return g.guarded(g.run)
}

// pickCard takes a random card from side's hand (a blind draw at the table in
// referee mode), or 0 if the hand is empty.
func (g *Game) pickCard(side Side) int {
	h := g.s.hand[side]
	n := h.count()
	if n == 0 {
		return 0
	}
	if len(g.picks) > 0 || g.referee {
		opts := cardList(h)
		if len(g.picks) == 0 {
			var names []string
			for _, c := range opts {
				names = append(names, strconv.Itoa(c))
			}
			g.need(&NeedInput{What: "pick", Count: 1, Options: names,
				Prompt: fmt.Sprintf("Draw one card at random from %s's hand and enter its number (%s)", side, strings.Join(names, ", "))})
		}
		p := g.picks[0]
		g.picks = g.picks[1:]
		if c, err := strconv.Atoi(p); err == nil && h.has(c) {
			return c
		}
		if g.referee {
			g.need(&NeedInput{What: "pick", Count: 1, Bad: p, Prompt: fmt.Sprintf("%q is not a card of %s's hand", p, side)})
		}
	}
	k := g.s.rng.Intn(n)
	card := 0
	h.each(func(c int) {
		if k == 0 {
			card = c
		}
		k--
	})
	return card
}

// pickGeneral draws a general from a pool at random (the consul cup).
func (g *Game) pickGeneral(pool []GeneralID) int {
	if len(g.picks) > 0 || g.referee {
		if len(g.picks) == 0 {
			var names []string
			for _, id := range pool {
				names = append(names, g.d.Generals[id].Key)
			}
			g.need(&NeedInput{What: "pick", Count: 1, Options: names,
				Prompt: "Draw a consul from the cup and enter his key (" + strings.Join(names, ", ") + ")"})
		}
		p := g.picks[0]
		g.picks = g.picks[1:]
		for i, id := range pool {
			if g.d.Generals[id].Key == p {
				return i
			}
		}
		if g.referee {
			g.need(&NeedInput{What: "pick", Count: 1, Bad: p, Prompt: fmt.Sprintf("%q is not in the consul cup", p)})
		}
	}
	return g.s.rng.Intn(len(pool))
}

// pickBattleCard draws one of side's face-down battle cards at random and returns
// its type; ok is false if it has none.
func (g *Game) pickBattleCard(side Side) (uint8, bool) {
	bt := &g.s.bt
	hidden := 0
	for t := 0; t < numBC; t++ {
		hidden += int(bt.hand[side][t]) - int(bt.faceUp[side][t])
	}
	if hidden <= 0 {
		return 0, false
	}
	if len(g.picks) > 0 || g.referee {
		if len(g.picks) == 0 {
			var names []string
			for t := 0; t < numBC; t++ {
				if bt.hand[side][t] > bt.faceUp[side][t] {
					names = append(names, g.d.BattleCards[t].Key)
				}
			}
			g.need(&NeedInput{What: "pick", Count: 1, Options: names,
				Prompt: fmt.Sprintf("Draw one of %s's face-down battle cards at random and enter its type (%s)", side, strings.Join(names, ", "))})
		}
		p := g.picks[0]
		g.picks = g.picks[1:]
		for t := uint8(0); t < numBC; t++ {
			if g.d.BattleCards[t].Key == p && bt.hand[side][t] > bt.faceUp[side][t] {
				return t, true
			}
		}
		if g.referee {
			g.need(&NeedInput{What: "pick", Count: 1, Bad: p, Prompt: fmt.Sprintf("%s holds no face-down %q", side, p)})
		}
	}
	r := g.s.rng.Intn(hidden)
	for t := uint8(0); t < numBC; t++ {
		h := int(bt.hand[side][t]) - int(bt.faceUp[side][t])
		if r < h {
			return t, true
		}
		r -= h
	}
	return 0, false
}
