package hannibal

import (
	"fmt"

	"punic/hannibal/data"
)

// Shared machinery of the card events of events_*.go: a picker for events that
// ask the player for a series of choices, and helpers for placing CUs, taking
// cards and naming the spaces events talk about.

var (
	rcEventChoose = newRC("8.3", "the event asks for one of the choices offered: it cannot be stopped here")
	rcEventPick   = newRC("8.3", "that is not one of the event's choices")
)

// A picker is an event that asks its player for up to n choices of one kind of
// action (spaces, places for CUs, generals, provinces), one at a time. Its frame
// keeps the card in a, the choices still allowed in b, those made in c, and a
// "stopped" flag in e; d and x are the event's own.
type picker struct {
	kind  Kind
	count func(g *Game, f *frame) int                // choices allowed, asked once at the start
	start func(g *Game, f *frame)                    // optional: set the event's own locals
	each  func(g *Game, f *frame, fn func(a Action)) // the candidate actions
	rc    func(g *Game, f *frame, a Action) rc       // 0 when a is a legal choice now
	pick  func(g *Game, f *frame, a Action)          // take a choice
	done  func(g *Game, f *frame)                    // optional: after the last choice
	ask   func(g *Game, f *frame) string             // the prompt
	stop  bool                                       // the player may stop after the first choice
	stopF func(g *Game, f *frame) bool               // optional: when stopping is allowed (overrides stop)
	name  string                                     // kind of decision, for Decision().Kind
}

const pickStopped = 1

// def turns a picker into an event definition whose play pushes the frame.
func (p *picker) def(cond func(g *Game, side Side, card int) rc) *eventDef {
	return &eventDef{
		cond: cond,
		play: func(g *Game, side Side, n int) { g.pushEvent(side, n) },
		step: p.stepPick,
		legal: func(g *Game, f *frame, buf []Action) []Action {
			p.each(g, f, func(a Action) {
				if p.rc(g, f, a) == 0 {
					buf = append(buf, a)
				}
			})
			if p.canStop(g, f) {
				buf = append(buf, act(KPass, 0, 0, 0))
			}
			return buf
		},
		apply: func(g *Game, f *frame, a Action) {
			if a.Kind() == KPass {
				f.b = 0
				f.e |= pickStopped
				return
			}
			f.b--
			f.c++
			p.pick(g, f, a)
		},
		explain: func(g *Game, f *frame, a Action) rc {
			switch a.Kind() {
			case p.kind:
				if r := p.rc(g, f, a); r != 0 {
					return r
				}
				return rcEventPick
			case KPass:
				return rcEventChoose
			}
			return 0
		},
		describe: func(g *Game, f *frame) (string, string) {
			name := p.name
			if name == "" {
				name = "event"
			}
			return name, fmt.Sprintf("%s: %s", g.cardName(int(f.a)), p.ask(g, f))
		},
	}
}

func (p *picker) canStop(g *Game, f *frame) bool {
	if p.stopF != nil {
		return p.stopF(g, f)
	}
	return p.stop && f.c > 0
}

// any reports whether a legal choice remains.
func (p *picker) any(g *Game, f *frame) bool {
	found := false
	p.each(g, f, func(a Action) {
		found = found || p.rc(g, f, a) == 0
	})
	return found
}

func (p *picker) stepPick(g *Game, f *frame) status {
	switch f.step {
	case 0:
		f.step = 1
		if p.start != nil {
			p.start(g, f)
		}
		f.b = uint8(p.count(g, f))
		fallthrough
	case 1:
		if f.b > 0 && p.any(g, f) {
			return wait(f, f.side)
		}
		f.step = 2
		if p.done != nil {
			p.done(g, f)
		}
	}
	return stDone
}

// stopped reports whether the player ended the picker early.
func stopped(f *frame) bool { return f.e&pickStopped != 0 }

// Candidate enumerations.

func eachSpace(k Kind) func(g *Game, f *frame, fn func(a Action)) {
	return func(g *Game, f *frame, fn func(a Action)) {
		for i := range g.d.Board.Spaces {
			fn(act(k, uint8(i), 0, 0))
		}
	}
}

// eachSpot lists "place X" and "place X inside" for every space.
func eachSpot(g *Game, f *frame, fn func(a Action)) {
	for i := range g.d.Board.Spaces {
		fn(act(KPlaceCU, uint8(i), 0, 0))
		if g.isCity(SpaceID(i)) {
			fn(act(KPlaceCU, uint8(i), 1, 0))
		}
	}
}

func eachGeneral(g *Game, f *frame, fn func(a Action)) {
	for i := range g.d.Generals {
		fn(act(KGeneral, uint8(i), 0, 0))
	}
}

// Board helpers.

// spaceOK reports whether x names a space of the board.
func (g *Game) spaceOK(x SpaceID) bool { return int(x) < len(g.d.Board.Spaces) }

// genOK reports whether id names a general.
func (g *Game) genOK(id GeneralID) bool { return int(id) < len(g.d.Generals) }

// provinceKey finds a province the events name; ok is false if the data has
// none (the facts resolve every provKey once per data set).
func (g *Game) provinceKey(k provKey) (data.ProvinceID, bool) {
	return g.f.prov[k], g.f.provOK[k]
}

// inProvince reports whether x lies in the province k.
func (g *Game) inProvince(x SpaceID, k provKey) bool {
	return g.f.provOK[k] && g.d.Board.Spaces[x].Province == g.f.prov[k]
}

// spaceKeyed returns the space with that key, or noSpace.
func (g *Game) spaceKeyed(key string) SpaceID {
	if x, ok := g.d.Board.SpaceByKey(key); ok {
		return x
	}
	return noSpace
}

// italianProvinces counts the Italian provinces side controls (cards 25, 43).
func (g *Game) italianProvinces(side Side) int {
	n := 0
	for i := range g.d.Board.Provinces {
		p := &g.d.Board.Provinces[i]
		if p.Country == data.Italy && g.controlsProvince(side, p.ID) {
			n++
		}
	}
	return n
}

// eventSpotRC says whether an event may put a CU of side in x, inside the walls or
// not: never inside a besieged walled city (6.3, 25), nor outside the walls where
// enemy CUs stand (6.3), nor inside walls without room (10.7).
func (g *Game) eventSpotRC(side Side, x SpaceID, inside bool) rc {
	if !g.spaceOK(x) {
		return rcPlaceCU
	}
	return g.placeSpotRC(side, x, inside)
}

// eventCreateCUs brings n new CUs (e of them elephants) of side into x for an
// event; outside the walls a lone enemy general there is displaced (6.3).
func (g *Game) eventCreateCUs(side Side, x SpaceID, n, e int, inside bool) {
	if n <= 0 {
		return
	}
	g.createCUs(side, x, n, e, inside)
	if !inside {
		g.displaceLoneGenerals(side.Other(), x)
	}
}

// elephantsOnMap counts the elephant CUs in play (17.1).
func (g *Game) elephantsOnMap() int {
	n := 0
	for i := range g.d.Board.Spaces {
		n += int(g.s.ele[i]) + int(g.s.eleIn[i])
	}
	return n
}

// handSize counts side's cards, known or not.
func (g *Game) handSize(side Side) int {
	return g.s.hand[side].count() + int(g.s.hidden[side])
}

// randomCard picks one card of side's hand at random (the state's generator), or
// returns 0 if the hand is empty.
func (g *Game) randomCard(side Side) int { return g.pickCard(side) }

// discardRandom makes side discard a card picked at random from its hand (card
// 9); it returns the card, or 0 if the hand was empty.
func (g *Game) discardRandom(side Side, rule string) int {
	c := g.randomCard(side)
	if c == 0 {
		if g.logging() {
			g.logf(rule, "%s has no strategy card to discard", side)
		}
		return 0
	}
	g.leaveHand(side, c)
	g.s.discard.add(c)
	if g.logging() {
		g.logf(rule, "%s discards %s, picked at random", side, g.cardName(c))
	}
	if g.d.Cards[c-1].Event == "truce" && !g.first() { // 1e 7.6 / D12: not when discarded
		// 8.7: a discarded Truce card reshuffles the deck at the end of the turn.
		g.s.effects |= effTruceReshuffle
	}
	return c
}

// removeCard takes a played card from the discard pile out of the game (8.5).
func (g *Game) removeCard(n int) {
	g.s.discard.del(n)
	g.s.removed.add(n)
	if g.logging() {
		g.logf("8.5", "%s is removed from the game", g.cardName(n))
	}
}

// keepByMap moves a played card from the discard pile to the map, where it stays
// while its lasting effect runs (cards 57, 58).
func (g *Game) keepByMap(n int) {
	g.s.discard.del(n)
	g.s.byMap.add(n)
}

// armyOf returns the space, side of the walls and CUs of the army general id
// commands (glossary: a general with CUs). ok is false if he commands none.
func (g *Game) armyOf(id GeneralID) (x SpaceID, inside bool, n int, ok bool) {
	if !g.genOK(id) || !g.commands(id) {
		return 0, false, 0, false
	}
	x, on := g.where(id)
	if !on {
		return 0, false, 0, false
	}
	side := g.sideOf(id)
	inside = g.inside(id)
	if inside {
		n = g.in(side, x)
	} else {
		n = g.out(side, x)
	}
	return x, inside, n, n > 0
}

// eventAttrition rolls the Attrition Table for side's n CUs in x (inside the walls
// or not) with a modifier, for an event (21.1, 21.2): generals are not hurt. It
// returns true when a decision on elephant losses was pushed.
func (g *Game) eventAttrition(rule string, side Side, x SpaceID, inside bool, mod int) bool {
	n := g.out(side, x)
	pool := lossOut
	if inside {
		n, pool = g.in(side, x), lossIn
	}
	if n == 0 {
		return false
	}
	r := g.roll("event-attrition", side, "space", g.spaceKey(uint8(x)), "cus", n, "modifier", mod)
	t := &g.d.Tables.Attrition
	loss, e := t.Result(t.ColumnFor(n), r+mod)
	if g.logging() {
		g.logf(rule, "%s's %s %s roll on the Attrition Table: %d%s: %s lost", side, cus(n), g.whereText(x, inside), r, signed(mod), cus(loss))
	}
	return g.loseCUs(side, x, loss, e, pool, lostAttrition)
}

// whereText says where in a space: "in Capua" or "inside the walls of Capua".
func (g *Game) whereText(x SpaceID, inside bool) string {
	if inside {
		return "inside the walls of " + g.spaceName(x)
	}
	return "in " + g.spaceName(x)
}
