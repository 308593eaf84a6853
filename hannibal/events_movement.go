package hannibal

import (
	"punic/hannibal/data"
)

// Events that act on a moving army: the cards used together with a card's OPs (5
// Native Guide, 18 Traitor in Tarentum, 28 Hannibal Charms Italy, 50 Adriatic
// Pirates, 54 Treachery within City) and the counter events answering an enemy
// move (7/8 Hostile Tribes, 41 Bad Weather, 60 Storms at Sea).

var (
	rcHostileNone  = newRC("7", "Hostile Tribes needs an enemy force in Liguria or Gallia Transalpinia")
	rcHostileSpace = newRC("7", "no enemy force in a space of Liguria or Gallia Transalpinia there")
	rcCharmGeneral = newRC("28", "Hannibal Charms Italy: the card's OPs must move Hannibal")
	rcCharmSpace   = newRC("28", "Hannibal may charm only his starting space in Italy, spending 1 MP, where a Roman non-walled PC stands and no Roman CU")
)

func init() {
	register("native-guide", &eventDef{withOpsPlayable: nativeGuidePlayable, withOps: withOpsFlag(mfNativeGuide, "5",
		"every mountain-pass attrition roll of this move gets -3")})
	register("traitor-in-tarentum", &eventDef{withOpsPlayable: traitorPlayable, withOps: withOpsFlag(mfTraitor, "18",
		"an army of at least 3 CUs that besieges Tarentum on this move takes it at once")})
	register("hannibal-charms-italy", &eventDef{withOpsPlayable: charmPlayable, withOps: withOpsFlag(mfCharm, "28",
		"the OPs move Hannibal, who removes the Roman non-walled PCs of the Italian spaces he enters free of Roman CUs")})
	register("adriatic-pirates", &eventDef{withOpsPlayable: piratesPlayable, withOps: withOpsFlag(mfPirates, "50",
		"a sea move of at most 3 CUs embarking or landing at Brundisium, Croton or Tarentum makes no Naval Combat roll")})
	register("treachery-within-city", &eventDef{withOpsPlayable: treacheryPlayable, withOps: withOpsFlag(mfTreachery, "54",
		"a siege attempt at the end of this move rolls twice on the Siege Table")})

	hostile := (&picker{
		kind:  KSpace,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachSpace(KSpace),
		rc: func(g *Game, f *frame, a Action) rc {
			x := SpaceID(a.A())
			if !g.spaceOK(x) || !g.hostileTarget(f.side.Other(), x) {
				return rcHostileSpace
			}
			return 0
		},
		pick: func(g *Game, f *frame, a Action) {
			g.hostileTribes(f.side.Other(), SpaceID(a.A()), lossOut)
		},
		ask:  func(g *Game, f *frame) string { return "choose the enemy force the tribes attack" },
		name: "event-space",
	}).def(hostileCond)
	hostile.counter = hostileCounter
	hostile.playCounter = func(g *Game, side Side, n int, moment uint8) {
		g.hostileTribes(side.Other(), g.s.mv.at, lossMoving)
	}
	register("hostile-tribes", hostile)
	register("bad-weather", &eventDef{counter: badWeatherCounter, playCounter: playBadWeather})
	register("storms-at-sea", &eventDef{counter: stormsCounter, playCounter: playStorms})
}

// moveEventFacts are the places the movement events name, found once per data set.
type moveEventFacts struct {
	tarentum SpaceID
	pirates  [3]SpaceID // Brundisium, Croton, Tarentum (card 50)
	tribes   [2]data.ProvinceID
	tribesN  int
}

// mfacts returns the movement events' places (computed with the engine's facts).
func (g *Game) mfacts() *moveEventFacts { return &g.f.move }

// newMoveEventFacts finds the places the movement events name in d (noSpace
// where the data has none).
func newMoveEventFacts(d *data.Data) moveEventFacts {
	space := func(key string) SpaceID {
		if x, ok := d.Board.SpaceByKey(key); ok {
			return x
		}
		return noSpace
	}
	m := moveEventFacts{tarentum: space("tarentum")}
	for i, k := range [3]string{"brundisium", "croton", "tarentum"} {
		m.pirates[i] = space(k)
	}
	for _, k := range [2]string{"liguria", "gallia-transalpinia"} {
		if p, ok := d.Board.ProvinceByKey(k); ok {
			m.tribes[m.tribesN] = p
			m.tribesN++
		}
	}
	return m
}

// withOpsFlag marks the move the card's OPs start with the event's flag.
func withOpsFlag(flag uint32, rule, what string) func(g *Game, side Side, n int) {
	return func(g *Game, side Side, n int) {
		g.s.mv.flags |= flag
		if g.logging() {
			g.logf(rule, "%s uses the event of %s with the OPs: %s", side, g.cardName(n), what)
		}
	}
}

// --- 5 Native Guide ---

// nativeGuidePlayable: a general the OPs can move stands within reach of a
// mountain pass (he must be able to cross it with his 4 MPs).
func nativeGuidePlayable(g *Game, side Side, n int) bool {
	ops := g.d.Cards[n-1].Ops
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.sideOf(id) != side {
			continue
		}
		if x, ok := g.where(id); ok && g.strategyRating(id) <= ops && g.passWithin(x, 2) {
			return true
		}
	}
	return false
}

// passWithin reports whether a mountain pass leaves x or a space reached from x
// with at most budget movement points.
func (g *Game) passWithin(x SpaceID, budget int) bool {
	for _, l := range g.d.Board.Spaces[x].Links {
		if l.Kind.IsPass() {
			return true
		}
	}
	for _, l := range g.d.Board.Spaces[x].Links {
		if c := linkCost(l.Kind); c <= budget && g.passWithin(l.To, budget-c) {
			return true
		}
	}
	return false
}

// --- 18 Traitor in Tarentum ---

func traitorPlayable(g *Game, side Side, n int) bool {
	t := g.mfacts().tarentum
	return t != noSpace && g.s.ctl[t] == side.Other() && !g.truceOn()
}

// traitorOpens takes Tarentum without a roll when the army moved with Traitor in
// Tarentum besieges it with at least 3 CUs (card 18): the enemy CUs inside are
// eliminated. It reports whether it did.
func (g *Game) traitorOpens(side Side, x SpaceID) bool {
	mv := &g.s.mv
	if mv.flags&mfTraitor == 0 || x != g.mfacts().tarentum {
		return false
	}
	if mv.cus < 3 {
		if g.logging() {
			g.logf("18", "Traitor in Tarentum: the army has only %s, the traitor does not open the gates", cus(int(mv.cus)))
		}
		return false
	}
	if g.logging() {
		g.logf("18", "Traitor in Tarentum: a traitor opens the gates to %s", g.genName(mv.gen))
	}
	g.completeSiege(side, x)
	return true
}

// --- 28 Hannibal Charms Italy ---

func charmPlayable(g *Game, side Side, n int) bool {
	if _, ok := g.where(g.f.hannibal); !ok {
		return false
	}
	for i := range g.d.Board.Spaces {
		if g.charmable(SpaceID(i)) {
			return true
		}
	}
	return false
}

// charmable reports whether Hannibal could charm x: an Italian space with a Roman
// non-walled PC and no Roman CU (card 28; a Truce forbids converting, card 64).
func (g *Game) charmable(x SpaceID) bool {
	return g.s.ctl[x] == Rome && !g.isMarker(x) && g.all(Rome, x) == 0 &&
		g.d.Board.CountryOf(x) == data.Italy && !g.truceBlocksPC(Carthage, x)
}

// withOpsActivateRC says whether a card used with its OPs lets general id be the
// one they move (card 28 moves Hannibal).
func (g *Game) withOpsActivateRC(id GeneralID) rc {
	if g.s.mv.flags&mfCharm != 0 && id != g.f.hannibal {
		return rcCharmGeneral
	}
	return 0
}

// charmSpace removes the Roman PC of the space Hannibal's army now stands in, once
// no Roman CU is left there and no battle is fought: a space he entered, overran,
// or where the Romans avoided battle (card 28).
func (g *Game) charmSpace() {
	mv := &g.s.mv
	if mv.flags&mfCharm == 0 || mv.gen != g.f.hannibal || !g.charmable(mv.at) {
		return
	}
	g.s.ctl[mv.at] = NoSide
	if g.logging() {
		g.logf("28", "Hannibal charms %s: the Roman PC is removed", g.spaceName(mv.at))
	}
}

// charmStartRC says whether Hannibal may spend 1 MP to charm his starting space.
func (g *Game) charmStartRC(x SpaceID) rc {
	mv := &g.s.mv
	if mv.flags&(mfCharm|mfPursuit) != mfCharm || mv.gen != g.f.hannibal || x != mv.at || x != mv.start ||
		int(mv.mp)+1 > mv.mpLimit() || !g.charmable(x) {
		return rcCharmSpace
	}
	return 0
}

// moveSpaceRC and moveSpace handle the "space X" choices of a move: Hannibal
// charming his starting space (card 28) and Hanno removing a Roman PC where his
// move ends (24).
func (g *Game) moveSpaceRC(f *frame, x SpaceID) rc {
	if f.step == msHanno {
		if x != g.s.mv.at || !g.hannoMayRemove() {
			return rcHannoPC
		}
		return 0
	}
	if f.step != msMove {
		return rcCharmSpace
	}
	return g.charmStartRC(x)
}

func (g *Game) moveSpace(f *frame, x SpaceID) {
	if f.step == msHanno {
		g.hannoRemove()
		f.step = msFinish
		return
	}
	g.s.mv.mp++
	g.charmSpace()
}

// --- 50 Adriatic Pirates ---

func piratesPlayable(g *Game, side Side, n int) bool {
	return !g.truceOn()
}

// piratesShield reports whether Adriatic Pirates spares the moving army the Naval
// Combat roll for a sea move from one port to another: at most 3 CUs, embarking
// or landing at Brundisium, Croton or Tarentum (card 50).
func (g *Game) piratesShield(from, to SpaceID) bool {
	mv := &g.s.mv
	if mv.flags&mfPirates == 0 || mv.cus > 3 {
		return false
	}
	for _, p := range g.mfacts().pirates {
		if p != noSpace && (p == to || (p == from && !g.first())) { // 1e card 50: the landing port only
			if g.logging() {
				g.logf("50", "Adriatic Pirates carry %s from %s to %s: no Naval Combat roll", g.genName(mv.gen), g.spaceName(from), g.spaceName(to))
			}
			return true
		}
	}
	return false
}

// --- 54 Treachery within City ---

func treacheryPlayable(g *Game, side Side, n int) bool {
	if g.truceOn() {
		return false
	}
	for _, x := range g.f.cities {
		if g.s.ctl[x] == side.Other() {
			return true
		}
	}
	return false
}

// --- 7/8 Hostile Tribes ---

// hostileGroundOf reports whether x lies in Liguria or Gallia Transalpinia.
func (g *Game) hostileGroundOf(x SpaceID) bool {
	m := g.mfacts()
	p := g.d.Board.Spaces[x].Province
	for i := 0; i < m.tribesN; i++ {
		if m.tribes[i] == p {
			return true
		}
	}
	return false
}

// hostileTarget reports whether side has CUs in x for the tribes to attack.
func (g *Game) hostileTarget(side Side, x SpaceID) bool {
	return g.out(side, x) > 0 && g.hostileGroundOf(x)
}

func hostileCond(g *Game, side Side, n int) rc {
	for i := range g.d.Board.Spaces {
		if g.hostileTarget(side.Other(), SpaceID(i)) {
			return 0
		}
	}
	return rcHostileNone
}

// hostileCounter: when the moving enemy army, with CUs, enters a space of those
// provinces (the start of the Reaction Phase there).
func hostileCounter(g *Game, side Side, n int, moment uint8) bool {
	mv := &g.s.mv
	return moment == momentEntered && mv.cus > 0 && mv.at == g.s.rx.x && g.hostileGroundOf(mv.at)
}

// hostileTribes rolls side's force in x on the Hostile Tribes column of the
// Attrition Table, whatever its size (21.3).
func (g *Game) hostileTribes(side Side, x SpaceID, pool uint8) {
	t := &g.d.Tables.Attrition
	n := g.out(side, x)
	if pool == lossMoving {
		n = int(g.s.mv.cus)
	}
	r := g.roll("hostile-tribes", side, "space", g.spaceKey(uint8(x)), "cus", n)
	loss, e := t.Result(t.HostileTribesColumn, r)
	if g.logging() {
		g.logf("7", "Hostile Tribes attack %s's %s in %s: rolled %d on the Hostile Tribes column: %s lost", side, cus(n), g.spaceName(x), r, cus(loss))
	}
	g.loseCUs(side, x, loss, e, pool, lostAttrition)
}

// --- 41 Bad Weather ---

// badWeatherCounter: against the moving enemy general once he spends his third
// MP on land (not after a sea move of this activation), or when he sets sail.
func badWeatherCounter(g *Game, side Side, n int, moment uint8) bool {
	mv := &g.s.mv
	if mv.flags&(mfBadWeather|mfGone) != 0 {
		return false
	}
	switch moment {
	case momentMoved:
		return mv.mp > 2 && mv.embark == noSpace
	case momentSail:
		return true
	}
	return false
}

// badWeatherBack returns where the moving army stood after at most 2 MPs of its
// land move (the second space entered, or the last before a pass or strait crossed
// with the 3rd or 4th MP).
func (g *Game) badWeatherBack() SpaceID {
	mv := &g.s.mv
	at, back, mp := mv.start, mv.start, 0
	for i := 0; i < int(mv.pathN); i++ {
		y := mv.path[i]
		cost := 3
		if l, ok := g.d.Board.LinkBetween(at, y); ok {
			cost = linkCost(l.Kind)
		}
		mp += cost
		if mp > 2 {
			break
		}
		back, at = y, y
	}
	return back
}

func playBadWeather(g *Game, side Side, n int, moment uint8) {
	mv := &g.s.mv
	mover := side.Other()
	mv.flags |= mfBadWeather
	if moment == momentSail {
		if g.logging() {
			g.logf("41", "Bad Weather: %s's fleet stays in %s and his move ends", g.genName(mv.gen), g.spaceName(mv.at))
		}
		return
	}
	back := g.badWeatherBack()
	if back != mv.at {
		from := mv.at
		g.shiftArmy(mover, back)
		if g.logging() {
			g.logf("41", "Bad Weather: %s goes back from %s to %s and his move ends", g.genName(mv.gen), g.spaceName(from), g.spaceName(back))
		}
		return
	}
	if g.logging() {
		g.logf("41", "Bad Weather: %s's move ends in %s", g.genName(mv.gen), g.spaceName(mv.at))
	}
}

// --- 60 Storms at Sea ---

func stormsCounter(g *Game, side Side, n int, moment uint8) bool {
	mv := &g.s.mv
	return moment == momentSail && mv.cus > 0 && mv.flags&(mfBadWeather|mfGone) == 0
}

// playStorms rolls the sailing force on the Attrition Table with +2 before the
// Naval Combat roll; if no CU survives, the general stays alone in the port of
// embarkation and his move ends (he is not displaced, 10.10).
func playStorms(g *Game, side Side, n int, moment uint8) {
	mv := &g.s.mv
	mover := side.Other()
	t := &g.d.Tables.Attrition
	have := int(mv.cus)
	r := g.roll("storms", mover, "cus", have, "modifier", 2)
	loss, e := t.Result(t.ColumnFor(have), r+2)
	if g.logging() {
		g.logf("60", "Storms at Sea: %s's %s roll on the Attrition Table: %d+2: %s lost", g.genName(mv.gen), cus(have), r, cus(loss))
	}
	if loss >= have && g.first() {
		g.stormSinks1e(mover) // 1e 8.9 / D8: the generals are displaced
		return
	}
	if loss >= have {
		mv.flags |= mfBadWeather // the sea move does not happen
		if g.logging() {
			g.logf("60", "The storm sinks the whole army: %s stays alone in %s and his move ends", g.genName(mv.gen), g.spaceName(mv.at))
		}
	}
	g.loseCUs(mover, mv.at, loss, e, lossMoving, lostAttrition)
}
