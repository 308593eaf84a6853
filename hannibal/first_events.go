package hannibal

// The 1st-edition card events (rules: 1st) that differ from the 2007 cards: the
// readings of docs/rulings.md, section "1st-edition rules". Who may play an event
// and the effect texts are data (first-edition.yaml); what differs in the
// procedures is here, or hooked into the 2007 event where the change is one test.

var (
	rcTrainPass1e = newRC("1e card 30", "the Siege Train cannot cross any mountain pass: leave it behind first (leave-train)")
	rcAllyGive1e  = newRC("1e card 59", "give the enemy one of your own battle cards")
	rcNumAlly1e   = newRC("1e card 23", "Numidian Ally puts up to 3 Roman CUs in one space of Western or Eastern Numidia holding no Carthaginian CU")
)

// allyGive1e is the Ally Deserts frame's step where the player gives a card back.
const allyGive1e = 2

// capuaNeeds is how many Italian provinces Carthage must control for Capua Sides
// with Carthage (card 25): 3 or more (2007), more than 3 (1e).
func (g *Game) capuaNeeds() int {
	if g.first() {
		return 4
	}
	return 3
}

// africanPick1e: 1e card 12 (D26): the second elephant counter is worth 2 CUs and
// comes whole or not at all: both CUs are elephants when the map has room for 2
// more elephant CUs when the event starts, else both are ordinary CUs. f.d keeps
// the choice (1 elephants, 2 ordinary).
func (g *Game) africanPick1e(f *frame, a Action) {
	if f.d == 0 {
		f.d = 2
		if g.elephantsOnMap()+2 <= g.d.Tables.ElephantCUs {
			f.d = 1
		} else if g.logging() {
			g.logf("1e card 12", "The 2-CU elephant counter cannot be placed: 2 ordinary CUs come instead")
		}
	}
	e := 0
	if f.d == 1 {
		e = 1
	}
	g.placeOneCU("1e card 12", Carthage, a, e)
}

// elephantFright1e: 1e card 42: the charge fails and Carthage loses as many
// battle cards as its army has elephant CUs.
func (g *Game) elephantFright1e() {
	bt := &g.s.bt
	n := g.elephantsOut(Carthage, bt.x)
	bt.dealt[Carthage] += uint8(n)
	if g.logging() {
		g.logf("1e card 42", "Elephant Fright: the charge has no effect and Carthage loses %s (one per elephant CU)", plural(n, "battle card", "battle cards"))
	}
}

// legalAllyGive1e lists the battle cards side may give back (1e card 59).
func (g *Game) legalAllyGive1e(f *frame, buf []Action) []Action {
	bt := &g.s.bt
	for t := uint8(0); t < numBC; t++ {
		if bt.hand[f.side][t] > 0 {
			buf = append(buf, act(KBattleCard, t, t, 0))
		}
	}
	return buf
}

// allyGive1e: 1e card 59: the player of Ally Deserts gives the enemy one battle
// card of his choice; both players know it.
func (g *Game) allyGive1e(f *frame, t uint8) {
	bt := &g.s.bt
	side, opp := f.side, f.side.Other()
	bt.hand[side][t]--
	g.spendFaceUp(side, t)
	bt.hand[opp][t]++
	bt.faceUp[opp][t]++
	if g.logging() {
		g.logf("1e card 59", "Ally Deserts: %s gives %s a %s", side, opp, g.d.BattleCards[t].Name)
	}
}

// numidianAlly1eRC: 1e card 23: a space of Western or Eastern Numidia without
// Carthaginian CUs, the same space for all three CUs (f.d: chosen space + 1).
func (g *Game) numidianAlly1eRC(f *frame, x SpaceID, inside bool) rc {
	if !g.spaceOK(x) || (f != nil && f.d != 0 && SpaceID(f.d-1) != x) {
		return rcNumAlly1e
	}
	if !g.inProvince(x, pkWesternNumidia) && !g.inProvince(x, pkEasternNumidia) {
		return rcNumAlly1e
	}
	if g.all(Carthage, x) > 0 || g.eventSpotRC(Rome, x, inside) != 0 {
		return rcNumAlly1e
	}
	return 0
}

var numidianAlly1e = (&picker{
	kind:  KPlaceCU,
	count: func(g *Game, f *frame) int { return 3 },
	each:  eachSpot,
	rc:    func(g *Game, f *frame, a Action) rc { return g.numidianAlly1eRC(f, SpaceID(a.A()), a.B() == 1) },
	pick: func(g *Game, f *frame, a Action) {
		f.d = a.A() + 1
		g.placeOneCU("1e card 23", Rome, a, 0)
	},
	stop: true,
	done: func(g *Game, f *frame) { g.logShort(f, "1e card 23", "CUs", 3) },
	ask: func(g *Game, f *frame) string {
		return "place a Roman CU in one space of Western or Eastern Numidia without Carthaginian CUs (" + itoa(int(f.b)) + " left)"
	},
	name: "reinforce",
}).def(func(g *Game, side Side, n int) rc {
	if !anySpot(g, func(x SpaceID, in bool) bool { return g.numidianAlly1eRC(nil, x, in) == 0 }) {
		return rcNumAlly1e
	}
	return 0
})

// byEdition makes one event definition of two: the 2007 card's and the 1st
// edition's, chosen by the game's rules.
func byEdition(second, first *eventDef) *eventDef {
	pick := func(g *Game) *eventDef {
		if g.first() {
			return first
		}
		return second
	}
	d := &eventDef{
		playable: func(g *Game, side Side, card int) bool {
			e := pick(g)
			if e.playable == nil {
				return e.cond != nil && e.cond(g, side, card) == 0
			}
			return e.playable(g, side, card)
		},
		play: func(g *Game, side Side, card int) { pick(g).play(g, side, card) },
		step: func(g *Game, f *frame) status { return pick(g).step(g, f) },
		legal: func(g *Game, f *frame, buf []Action) []Action {
			return pick(g).legal(g, f, buf)
		},
		apply: func(g *Game, f *frame, a Action) { pick(g).apply(g, f, a) },
		explain: func(g *Game, f *frame, a Action) rc {
			if e := pick(g); e.explain != nil {
				return e.explain(g, f, a)
			}
			return 0
		},
		describe: func(g *Game, f *frame) (string, string) { return pick(g).describe(g, f) },
		cond: func(g *Game, side Side, card int) rc {
			if e := pick(g); e.cond != nil {
				return e.cond(g, side, card)
			}
			return 0
		},
	}
	return d
}

func init() {
	second := events["numidian-ally"]
	if second == nil {
		panic("hannibal: the numidian-ally event must be registered before the 1st-edition one")
	}
	register("numidian-ally", byEdition(second, numidianAlly1e))
}
