package hannibal

import (
	"strings"
	"testing"

	"punic/hannibal/data"
)

// pos builds small test positions in a few readable lines:
//
//	p := newPos(t)                       // empty map: no CUs, no generals, no PCs
//	p.army("carthage", "cannae", 6, 0, "hannibal", "mago")
//	p.control("rome", "arpi", "beneventum")
//	p.hand("rome", 33, 61)
//	p.cardPlay("carthage")               // Carthage is about to play a card
//	p.dice(3, 5)
type pos struct {
	t *testing.T
	g *Game
}

var testData = data.MustDefault()

// newPos returns a game of the 218 BC scenario whose map is emptied: no CUs, no
// generals on the map, no control (walled cities keep their owners, tribes stay).
func newPos(t *testing.T) *pos {
	t.Helper()
	g, err := New(testData, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := &g.s
	for i := range g.d.Board.Spaces {
		x := SpaceID(i)
		s.cu[Rome][x], s.cu[Carthage][x], s.cuIn[x], s.ele[x], s.eleIn[x] = 0, 0, 0, 0, 0
		if g.d.Board.Spaces[i].Kind == data.Political {
			s.ctl[x] = NoSide
		}
	}
	for i := range s.gloc {
		s.gloc[i], s.gflag[i] = locOff, 0
	}
	s.cuCreated = [2]uint16{}
	s.cuLost = [2][numLostCauses]uint16{}
	// Every card back in the deck.
	s.hand = [2]cardSet{}
	s.discard, s.removed, s.byMap = 0, 0, 0
	s.deckN = 0
	for n := 1; n <= len(g.d.Cards); n++ {
		s.deck[s.deckN] = uint8(n)
		s.deckN++
	}
	return &pos{t: t, g: g}
}

func (p *pos) side(name string) Side {
	p.t.Helper()
	s, err := data.ParseSide(name)
	if err != nil || s == NoSide {
		p.t.Fatalf("bad side %q", name)
	}
	return s
}

func (p *pos) sp(key string) SpaceID {
	p.t.Helper()
	x, ok := p.g.d.Board.SpaceByKey(key)
	if !ok {
		p.t.Fatalf("unknown space %q", key)
	}
	return x
}

func (p *pos) gen(key string) GeneralID {
	p.t.Helper()
	id, ok := p.g.d.GeneralByKey(key)
	if !ok {
		p.t.Fatalf("unknown general %q", key)
	}
	return id
}

// army puts CUs (ele of them elephants) and generals of a side outside the walls
// of a space; the first general commands. Roman generals become consuls unless
// marked "pro:" (proconsul), e.g. "pro:varro".
func (p *pos) army(side, space string, cus, ele int, generals ...string) *pos {
	p.t.Helper()
	s := p.side(side)
	x := p.sp(space)
	p.g.createCUs(s, x, cus, ele, false)
	p.generals(s, x, false, generals...)
	return p
}

// garrison puts CUs and generals inside the walls of a space.
func (p *pos) garrison(side, space string, cus, ele int, generals ...string) *pos {
	p.t.Helper()
	s := p.side(side)
	x := p.sp(space)
	if p.g.s.ctl[x] != s {
		p.t.Fatalf("%s is not %s's walled city", space, side)
	}
	p.g.createCUs(s, x, cus, ele, true)
	p.generals(s, x, true, generals...)
	return p
}

func (p *pos) generals(s Side, x SpaceID, inside bool, generals ...string) {
	for i, key := range generals {
		pro := strings.HasPrefix(key, "pro:")
		id := p.gen(strings.TrimPrefix(key, "pro:"))
		p.g.placeGeneral(id, x, inside)
		if s == Rome {
			if pro {
				p.g.s.gflag[id] |= gProconsul
			} else if id != p.g.f.scipioAfricanus {
				p.g.s.gflag[id] |= gConsul
			} else {
				p.g.s.gflag[id] |= gProconsul
			}
		}
		if i == 0 {
			p.g.s.gflag[id] |= gCommand
		}
	}
	if len(generals) > 0 {
		p.g.settleCommand(s, x, inside, p.gen(strings.TrimPrefix(generals[0], "pro:")))
	}
}

// control gives a side's PC (or walled city) to the spaces.
func (p *pos) control(side string, spaces ...string) *pos {
	s := p.side(side)
	for _, k := range spaces {
		p.g.s.ctl[p.sp(k)] = s
	}
	return p
}

// neutral clears control of spaces.
func (p *pos) neutral(spaces ...string) *pos {
	for _, k := range spaces {
		p.g.s.ctl[p.sp(k)] = NoSide
	}
	return p
}

// province gives a side control of every space of provinces.
func (p *pos) province(side string, provinces ...string) *pos {
	s := p.side(side)
	for _, k := range provinces {
		id, ok := p.g.d.Board.ProvinceByKey(k)
		if !ok {
			p.t.Fatalf("unknown province %q", k)
		}
		for _, x := range p.g.d.Board.Provinces[id].Spaces {
			if p.g.isTribe(x) && p.g.s.ctl[x] != s {
				continue
			}
			p.g.s.ctl[x] = s
		}
	}
	return p
}

// hand gives a side these strategy cards (taken out of the deck).
func (p *pos) hand(side string, cards ...int) *pos {
	s := p.side(side)
	for _, c := range cards {
		p.takeFromDeck(c)
		p.g.s.hand[s].add(c)
	}
	return p
}

func (p *pos) takeFromDeck(c int) {
	s := &p.g.s
	for i := 0; i < int(s.deckN); i++ {
		if int(s.deck[i]) == c {
			s.deck[i] = s.deck[s.deckN-1]
			s.deckN--
			s.deck[s.deckN] = 0
			return
		}
	}
	p.t.Fatalf("card %d is not in the deck", c)
}

// siege puts siege points on a space for a side.
func (p *pos) siege(side, space string, points int) *pos {
	s := p.side(side)
	x := p.sp(space)
	p.g.s.siege[x] = uint8(points)
	if s == Carthage {
		p.g.s.siegeCarthage.add(x)
	}
	return p
}

// turn sets the game turn.
func (p *pos) turn(n int) *pos {
	p.g.s.turn = uint8(n)
	return p
}

// dice forces the next die rolls.
func (p *pos) dice(rolls ...int) *pos {
	p.g.ForceDice(rolls...)
	return p
}

// cardPlay sets the machine to side's card play in the Strategy Phase, and returns
// the game. The side needs a card in hand; if it has none, card 61 is given.
func (p *pos) cardPlay(side string) *Game {
	p.t.Helper()
	s := p.side(side)
	g := p.g
	if g.s.hand[s] == 0 {
		p.hand(side, 61)
	}
	g.s.sp = 0
	gf := g.push(procGame, NoSide)
	gf.step = gsStrategy - 1 // after the strategy phase returns: winter
	gf.step = gsFirst
	g.s.phase = phaseStrategy
	g.s.active = s
	sf := g.push(procStrategy, s)
	sf.a = 1
	g.push(procCardPlay, s)
	g.run()
	if err := g.CheckInvariants(); err != nil {
		p.t.Fatalf("test position is inconsistent: %v", err)
	}
	return g
}

// do applies actions given by their text forms, failing the test on a refusal.
func do(t *testing.T, g *Game, actions ...string) {
	t.Helper()
	for _, text := range actions {
		if text != "pass" {
			settle(t, g)
		}
		a, err := g.ParseAction(text)
		if err != nil {
			var legal []string
			for _, l := range g.Legal(nil) {
				legal = append(legal, g.ActionText(l))
			}
			t.Fatalf("%q: %v\nlegal: %s", text, err, strings.Join(legal, " | "))
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q refused: %v", text, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", text, err)
		}
	}
	settle(t, g)
}

// settle passes the counter-event windows in which the player holds no playable
// counter event (8.4): the engine opens them from the public situation alone, so
// as not to betray the hand, and a test position usually holds no such card.
func settle(t *testing.T, g *Game) {
	t.Helper()
	for !g.Over() && g.top().proc == procCounter {
		legal := g.Legal(nil)
		if len(legal) != 1 || legal[0].Kind() != KPass {
			return
		}
		if err := g.Apply(legal[0]); err != nil {
			t.Fatalf("passing a counter window: %v", err)
		}
	}
}

// refused applies an action text that must be refused, and checks the refusal
// cites the rule.
func refused(t *testing.T, g *Game, text, rule string) {
	t.Helper()
	before := g.s
	a, found := parseAnyAction(g, text)
	if !found {
		t.Fatalf("cannot encode %q", text)
	}
	err := g.Apply(a)
	if err == nil {
		t.Fatalf("%q was accepted; rule %s should refuse it", text, rule)
	}
	r, ok := err.(*Refusal)
	if !ok || r.Rule != rule {
		t.Fatalf("%q refused with %v; want rule %s", text, err, rule)
	}
	if g.s != before {
		t.Fatalf("%q: refused but the state changed", text)
	}
}

// parseAnyAction encodes an action text whether or not it is legal now, by trying
// every action of the kinds whose text starts with the same word.
func parseAnyAction(g *Game, text string) (Action, bool) {
	want := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	word := strings.Fields(want + " ")[0]
	first := func(s string) string { return strings.Fields(s + " ")[0] }
	for k := Kind(0); k < numKinds; k++ {
		match := false
		for a := 0; a < 256 && !match; a++ {
			match = first(g.ActionText(act(k, uint8(a), 0, 0))) == word || first(g.ActionText(act(k, uint8(a), 0, 1))) == word
		}
		if !match {
			continue
		}
		for a := 0; a < 256; a++ {
			for b := 0; b < 256; b++ {
				for c := 0; c < 2; c++ {
					x := act(k, uint8(a), uint8(b), uint8(c))
					if g.ActionText(x) == want {
						return x, true
					}
				}
			}
		}
	}
	return 0, false
}

// legalTexts lists the legal actions' texts.
func legalTexts(g *Game) []string {
	var out []string
	for _, a := range g.Legal(nil) {
		out = append(out, g.ActionText(a))
	}
	return out
}

func hasLegal(g *Game, text string) bool {
	for _, l := range legalTexts(g) {
		if l == text {
			return true
		}
	}
	return false
}

// phase sets the machine to the start of a phase of the turn sequence (rule 5) of
// the current turn and runs it to the first decision. The phases: "reinforcement"
// (the start of the turn: 5.1), "rome-reinforcement" (6.2, Carthage's done),
// "arrival" (6.7), "election" (6.4), "deal" (7.1), "first" (7.3, cards already in
// hand), "winter" (21), "isolation" (19.4) and "victory" (22).
func (p *pos) phase(name string) *Game {
	p.t.Helper()
	g := p.g
	g.s.sp = 0
	gf := g.push(procGame, NoSide)
	reinforce := func(step uint8) {
		gf.step = gsDeal
		g.s.phase = phaseReinforcement
		rf := g.push(procReinforce, Carthage)
		rf.step = step
	}
	switch name {
	case "reinforcement":
		gf.step = gsBegin
	case "rome-reinforcement":
		reinforce(rfRome)
	case "displaced":
		reinforce(rfDisplaced)
	case "arrival":
		reinforce(rfArrivals)
	case "election":
		reinforce(rfElect)
	case "deal":
		gf.step = gsDeal
	case "first":
		gf.step = gsFirst
		g.s.phase = phaseDeal
		g.push(procFirst, Carthage)
	case "winter":
		gf.step = gsStrategy
	case "isolation":
		gf.step = gsWinter
	case "victory":
		gf.step = gsIsolation
	default:
		p.t.Fatalf("unknown phase %q", name)
	}
	g.run()
	if err := g.CheckInvariants(); err != nil {
		p.t.Fatalf("test position is inconsistent: %v", err)
	}
	return g
}

// displaced puts generals in the displaced box: they return at the next
// Reinforcement Phase (10.10).
func (p *pos) displaced(generals ...string) *pos {
	for _, k := range generals {
		id := p.gen(k)
		p.g.s.gloc[id], p.g.s.gflag[id] = locDisplaced, 0
	}
	return p
}

// gone takes generals out of the game for good (out of the consul cup too).
func (p *pos) gone(generals ...string) *pos {
	for _, k := range generals {
		id := p.gen(k)
		p.g.s.gloc[id], p.g.s.gflag[id] = locDead, 0
	}
	return p
}

// deckSize leaves n cards in the strategy deck; the others go to the discard pile.
func (p *pos) deckSize(n int) *pos {
	s := &p.g.s
	for int(s.deckN) > n {
		s.deckN--
		s.discard.add(int(s.deck[s.deckN]))
		s.deck[s.deckN] = 0
	}
	return p
}

// decision fails the test unless the game waits for side's decision of a kind.
func decision(t *testing.T, g *Game, side Side, kind string) {
	t.Helper()
	if d := g.Decision(); d.Side != side || d.Kind != kind {
		t.Fatalf("decision: %s %q (%s); want %s %q\nlegal: %s", d.Side, d.Kind, d.Prompt, side, kind, strings.Join(legalTexts(g), " | "))
	}
}

// cusAt returns side's CUs in a space, outside and inside the walls.
func (p *pos) cusAt(side, space string) (out, in int) {
	s, x := p.side(side), p.sp(space)
	return p.g.out(s, x), p.g.in(s, x)
}

// at returns where a general is ("" if off the map).
func (p *pos) at(general string) string {
	x, ok := p.g.where(p.gen(general))
	if !ok {
		return ""
	}
	return p.g.d.Board.Spaces[x].Key
}
