package hannibal

import "punic/hannibal/data"

// Strategy-card events (8.3-8.5) and counter events (8.4). Each event key of the
// card data binds to an eventDef; checkBindings refuses data naming an unknown key.

// Moments at which counter events may be offered (8.4).
const (
	momentBattleStart uint8 = iota + 1 // 14.5 steps 2-3
	momentBattleRound                  // during a battle (Marharbal's Cavalry, Ally Deserts)
	momentCharge                       // an elephant charge was declared (Elephant Fright)
	momentMoved                        // an enemy general finished moving (Bad Weather)
	momentSail                         // an enemy force moves by sea (Storms at Sea)
	momentEntered                      // an enemy force is in or enters Liguria / Gallia Transalpinia (Hostile Tribes)
)

// eventDef is what an event does: when it may be played as a normal event and
// what it does then; when it may be played as a counter event and what it does.
//
// An event that asks for decisions pushes an event frame (pushEvent) and supplies
// step, legal, apply and describe for it: the frame's a local holds the card
// number, the other locals are the event's own. An event used together with a
// card's OPs (Native Guide and the like) supplies withOpsPlayable and withOps.
type eventDef struct {
	playable    func(g *Game, side Side, card int) bool
	play        func(g *Game, side Side, card int)
	counter     func(g *Game, side Side, card int, moment uint8) bool
	playCounter func(g *Game, side Side, card int, moment uint8)

	step     func(g *Game, f *frame) status
	legal    func(g *Game, f *frame, buf []Action) []Action
	apply    func(g *Game, f *frame, a Action)
	explain  func(g *Game, f *frame, a Action) rc
	describe func(g *Game, f *frame) (kind, prompt string)

	withOpsPlayable func(g *Game, side Side, card int) bool
	withOps         func(g *Game, side Side, card int)

	// cond, if set, states the event's conditions as a refusal code (0: the
	// event may be played now). register derives playable from it, and the
	// card-play menu cites its reason when the event is refused.
	cond func(g *Game, side Side, card int) rc
}

// pushEvent starts an event frame for card n, decided by side.
func (g *Game) pushEvent(side Side, n int) *frame {
	f := g.push(procEvent, side)
	f.a = uint8(n)
	return f
}

func (g *Game) eventOf(f *frame) *eventDef { return g.f.defs[f.a] }

func (g *Game) stepEvent(f *frame) status { return g.eventOf(f).step(g, f) }

func (g *Game) legalEvent(f *frame, buf []Action) []Action { return g.eventOf(f).legal(g, f, buf) }

func (g *Game) applyEvent(f *frame, a Action) { g.eventOf(f).apply(g, f, a) }

func (g *Game) explainEvent(f *frame, a Action) rc {
	if def := g.eventOf(f); def.explain != nil {
		return def.explain(g, f, a)
	}
	return 0
}

func (g *Game) describeEvent(f *frame) (string, string) {
	if def := g.eventOf(f); def.describe != nil {
		return def.describe(g, f)
	}
	return "event", g.cardName(int(f.a))
}

// withOpsPlayable reports whether card n's event may be used together with its OPs
// to move a general (cards 5, 18, 28, 50, 54).
func (g *Game) withOpsPlayable(side Side, n int) bool {
	def := g.f.defs[n]
	return g.eventFor(n).Allows(side) && def != nil && def.withOpsPlayable != nil && def.withOpsPlayable(g, side, n)
}

// useWithOps applies card n's event to the move its OPs start.
func (g *Game) useWithOps(side Side, n int) {
	g.f.defs[n].withOps(g, side, n)
}

// events binds every event key of the card data.
var events = map[string]*eventDef{}

// register binds an event key to its definition; a definition that states its
// conditions as cond gets playable from them.
func register(key string, def *eventDef) {
	if def.cond != nil && def.playable == nil {
		cond := def.cond
		def.playable = func(g *Game, side Side, n int) bool { return cond(g, side, n) == 0 }
	}
	events[key] = def
}

// leaveHand takes card n out of side's hand; the opponent no longer knows it
// there (card 55).
func (g *Game) leaveHand(side Side, n int) {
	g.s.hand[side].del(n)
	g.s.revealed[side].del(n)
}

// eventPlayable reports whether side may play card n for its event now.
func (g *Game) eventPlayable(side Side, n int) bool {
	def := g.f.defs[n]
	return def != nil && def.playable != nil && def.playable(g, side, n)
}

// eventRC says why side may not play card n for its event now (0: it may). The
// reason is the event's own (cond) when it gives one.
func (g *Game) eventRC(side Side, n int) rc {
	if g.eventPlayable(side, n) {
		return 0
	}
	if def := g.f.defs[n]; def != nil && def.cond != nil {
		if r := def.cond(g, side, n); r != 0 {
			return r
		}
	}
	return rcEventNotNow
}

// playEvent plays card n's event for side. A REMOVE IF PLAYED card leaves the
// game (8.5); any other goes to the discard pile, from where the event may move
// it (Philip V's second play, the Counsels kept by the map). Using an event ends
// a Truce unless the card's data says it keeps it (card 64): every event offered
// here can actually happen, so none is excused for doing nothing.
func (g *Game) playEvent(side Side, n int) {
	card := &g.d.Cards[n-1]
	s := &g.s
	if card.Removal == data.RemovedAfterEvent {
		s.removed.add(n)
	} else {
		s.discard.add(n)
	}
	if g.logging() {
		g.logf("8.3", "%s plays the event of %s", side, g.cardName(n))
		if card.Removal == data.RemovedAfterEvent {
			g.logf("8.5", "%s is removed from the game", g.cardName(n))
		}
	}
	if g.truceOn() && card.Truce != data.TruceKeeps {
		s.effects &^= effTruce
		if g.logging() {
			g.logf("64", "The Truce ends: %s used an event", side)
		}
	}
	g.f.defs[n].play(g, side, n)
}

// counterPlayable reports whether side may play card n as a counter event at a
// moment.
func (g *Game) counterPlayable(side Side, n int, moment uint8) bool {
	if !g.eventFor(n).Allows(side) {
		return false
	}
	def := g.f.defs[n]
	return def != nil && def.counter != nil && def.counter(g, side, n, moment)
}

// counterWindow offers side its counter events for a moment. It returns true when
// a decision frame was pushed.
//
// The window opens whenever some counter event of side's could be played at this
// moment — judged from the public situation, not from side's hand — so that the
// pause itself tells the opponent nothing about the cards side holds. Side then
// plays a counter event or passes.
func (g *Game) counterWindow(side Side, moment uint8) bool {
	if g.HandSize(side) == 0 {
		return false
	}
	open := false
	for _, n := range g.f.counterCards {
		if g.counterPlayable(side, n, moment) {
			open = true
			break
		}
	}
	if !open {
		return false
	}
	f := g.push(procCounter, side)
	f.a = moment
	return true
}

// appendBattleCounters adds the counter events side may play instead of a battle
// card this round.
func (g *Game) appendBattleCounters(side Side, buf []Action) []Action {
	g.s.hand[side].each(func(n int) {
		if g.counterPlayable(side, n, momentBattleRound) {
			buf = append(buf, act(KPlayEvent, uint8(n), 0, 0))
		}
	})
	return buf
}

func (g *Game) stepCounter(f *frame) status {
	if f.b == 1 || g.HandSize(f.side) == 0 {
		return stDone
	}
	return wait(f, f.side)
}

func (g *Game) legalCounter(f *frame, buf []Action) []Action {
	g.s.hand[f.side].each(func(n int) {
		if g.counterPlayable(f.side, n, f.a) {
			buf = append(buf, act(KPlayEvent, uint8(n), 0, 0))
		}
	})
	return append(buf, act(KPass, 0, 0, 0))
}

func (g *Game) applyCounter(f *frame, a Action) {
	if a.Kind() == KPass {
		f.b = 1
		return
	}
	n := int(a.A())
	g.playCounterEvent(f.side, n, f.a)
}

// playCounterEvent plays card n as a counter event: it is not the player's turn
// (8.4).
func (g *Game) playCounterEvent(side Side, n int, moment uint8) {
	g.leaveHand(side, n)
	g.s.discard.add(n)
	if g.logging() {
		g.logf("8.4", "%s plays the counter event %s", side, g.cardName(n))
	}
	g.f.defs[n].playCounter(g, side, n, moment)
}

// eventKeys are the event keys of the 2007 cards (strategy-cards.yaml).
var eventKeys = []string{
	"revolt-corsica-sardinia", "revolt-sicilia", "revolt-numidia", "revolt-celtiberia", "native-guide",
	"marharbal-cavalry", "hostile-tribes", "philip-v", "macedonian-reinforcements", "balearic-slingers",
	"african-reinforcements", "bruttium-recruits", "ligurian-recruits", "iberian-recruits", "gallic-recruits",
	"surprise-sortie", "traitor-in-tarentum", "senate-dismisses-proconsul", "spy-in-enemy-camp",
	"mercenaries-desert", "mutins-numidians", "numidian-ally", "sophonisba", "capua-sides-with-carthage",
	"syracuse-allies", "i-have-come-into-italy", "hannibal-charms-italy", "naval-victory", "siege-train",
	"spanish-allies-desert", "numidian-allies-desert", "major-campaign", "minor-campaign", "diplomacy",
	"bad-weather", "elephant-fright", "volones", "allied-auxiliaries", "fleet-breaks-siege",
	"adriatic-pirates", "epidemic", "pestilence", "tribal-resistance", "treachery-within-city",
	"messenger-intercepted", "grain-shortage", "hanno-counsels", "cato-counsels", "ally-deserts",
	"storms-at-sea", "force-march", "truce",
}

func init() {
	for _, k := range eventKeys {
		if _, ok := events[k]; !ok {
			events[k] = nil
		}
	}
}
