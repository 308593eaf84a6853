package hannibal

import (
	"strings"
	"testing"
)

// Per-rule tests of the sequence of play (rule 5): reinforcements (6.1-6.3),
// elections (6.4-6.6, 24 Fabius), Scipio Africanus (6.7), dealing (7.1, 8.7), who
// goes first (7.3), alternating plays (7.4), winter attrition (21), isolation
// (19.4), the victory check (22) and the end of the game (22.4, 23).

// passCarthageReinforcements declines every Carthaginian reinforcement.
func passCarthageReinforcements(t *testing.T, g *Game) {
	t.Helper()
	for g.Decision().Kind == "reinforce" && g.Decision().Side == Carthage {
		do(t, g, "pass")
	}
}

func wantLegal(t *testing.T, g *Game, yes []string, no []string) {
	t.Helper()
	for _, a := range yes {
		if !hasLegal(g, a) {
			t.Errorf("%q should be legal; legal: %v", a, legalTexts(g))
		}
	}
	for _, a := range no {
		if hasLegal(g, a) {
			t.Errorf("%q should not be legal", a)
		}
	}
}

// 6.1: one CU in Carthage or with a general in Africa; two in New Carthage or with
// a general in Spain (if New Carthage, resp. Baetica, is Carthaginian); one in
// Carthage, New Carthage or with any general.
func TestRule6_1CarthageReinforcementSpaces(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("carthage", "utica", 1, 0, "hanno")
	p.army("carthage", "toletum", 1, 0, "hasdrubal")
	p.army("carthage", "cannae", 1, 0, "hannibal")
	p.control("carthage", "acci", "malaca") // with Gades: Baetica
	g := p.phase("reinforcement")
	decision(t, g, Carthage, "reinforce")
	wantLegal(t, g, []string{"place carthage", "place carthage inside", "place utica"},
		[]string{"place toletum", "place cannae", "place new-carthage"})
	do(t, g, "place utica")
	for i := 0; i < 2; i++ { // New Carthage's CU, then Baetica's
		wantLegal(t, g, []string{"place new-carthage", "place new-carthage inside", "place toletum"},
			[]string{"place carthage", "place cannae", "place utica"})
		do(t, g, "place toletum")
	}
	wantLegal(t, g, []string{"place carthage", "place new-carthage", "place cannae", "place toletum", "place utica"}, nil)
	do(t, g, "place cannae")
	if out, _ := p.cusAt("carthage", "toletum"); out != 3 {
		t.Errorf("Toletum: %d CUs, want 3", out)
	}
	if out, _ := p.cusAt("carthage", "cannae"); out != 2 {
		t.Errorf("Cannae: %d CUs, want 2", out)
	}
	decision(t, g, Rome, "reinforce")
}

// 6.1: the Spanish CUs need New Carthage (city) and Baetica (province) Carthaginian.
func TestRule6_1SpanishReinforcementsNeedNewCarthageAndBaetica(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("carthage", "toletum", 1, 0, "hasdrubal")
	p.control("rome", "new-carthage") // Baetica is not Carthaginian either (Gades only)
	g := p.phase("reinforcement")
	do(t, g, "place carthage")
	if f := g.top(); f.proc != procReinforce || f.a != 3 {
		t.Fatalf("after the African CU, expected the fourth (any-general) CU; got %+v", g.Decision())
	}
}

// 6.3: no reinforcement inside a besieged walled city; New Carthage besieged with
// every Spanish general inside costs Carthage the two Spanish CUs.
func TestRule6_3NoReinforcementInBesiegedCity(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("rome", "carthage", 3, 0, "varro").siege("rome", "carthage", 1)
	p.garrison("carthage", "carthage", 2, 0, "hanno")
	p.army("rome", "new-carthage", 3, 0, "paulus").siege("rome", "new-carthage", 1)
	p.garrison("carthage", "new-carthage", 1, 0, "hasdrubal")
	p.control("carthage", "acci", "malaca")
	p.army("carthage", "cannae", 1, 0, "hannibal")
	g := p.phase("reinforcement")
	if f := g.top(); f.proc != procReinforce || f.a != 3 {
		t.Fatalf("the African and Spanish CUs should be lost; got %+v", g.Decision())
	}
	refused(t, g, "place carthage inside", "6.3")
	refused(t, g, "place new-carthage inside", "6.3")
	wantLegal(t, g, []string{"place cannae"}, nil)
}

// 6.1, 10.10: displaced Carthaginian generals return after the reinforcements, to a
// space with Carthaginian CUs not under siege.
func TestRule6_1DisplacedGeneralReturns(t *testing.T) {
	p := newPos(t).turn(2)
	p.displaced("hasdrubal")
	p.army("carthage", "saguntum", 2, 0)
	p.army("rome", "utica", 3, 0, "varro").siege("rome", "utica", 1)
	p.garrison("carthage", "utica", 1, 0)
	g := p.phase("reinforcement")
	passCarthageReinforcements(t, g)
	decision(t, g, Carthage, "return-general")
	refused(t, g, "return hasdrubal utica", "6.1")
	do(t, g, "return hasdrubal saguntum")
	if p.at("hasdrubal") != "saguntum" {
		t.Errorf("Hasdrubal is in %q, want saguntum", p.at("hasdrubal"))
	}
}

// 6.1, 10.10 (docs/rulings.md): a displaced general with no Carthaginian CUs to join
// stays displaced and tries again at the next Reinforcement Phase.
func TestRule6_1DisplacedGeneralWaitsForCUs(t *testing.T) {
	p := newPos(t).turn(2)
	p.displaced("hasdrubal")
	g := p.phase("reinforcement")
	passCarthageReinforcements(t, g)
	decision(t, g, Rome, "reinforce")
	if g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Fatalf("Hasdrubal left the displaced box (gloc %d)", g.s.gloc[p.gen("hasdrubal")])
	}
}

// 6.2: at least three of the five Roman CUs go to Italy.
func TestRule6_2ThreeRomanCUsInItaly(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("rome", "tarraco", 6, 0, "varro")
	g := p.phase("rome-reinforcement")
	do(t, g, "place tarraco", "place tarraco")
	refused(t, g, "place tarraco", "6.2")
	do(t, g, "place rome")
}

// 6.2: Roman CUs go to Rome or with a Roman general.
func TestRule6_2RomanCUsInRomeOrWithAGeneral(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("rome", "cannae", 6, 0, "varro")
	p.army("rome", "arpi", 2, 0)
	g := p.phase("rome-reinforcement")
	wantLegal(t, g, []string{"place rome", "place rome inside", "place cannae"}, nil)
	refused(t, g, "place arpi", "6.2")
}

// 6.2: without a stack of five, the reinforcements must build one.
func TestRule6_2ForcedFiveStack(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("rome", "cannae", 1, 0, "varro")
	p.army("rome", "arpi", 1, 0, "paulus")
	g := p.phase("rome-reinforcement")
	do(t, g, "place arpi", "place cannae")
	refused(t, g, "place rome", "6.2") // 0 + 3 can no longer make five
	do(t, g, "place arpi")
	refused(t, g, "place cannae", "6.2") // 2 + 2 < 5 while Arpi can still reach 5
	do(t, g, "place arpi", "place arpi")
	if !g.romeHasStack5() {
		t.Errorf("no Roman stack of five after the reinforcements")
	}
}

// 6.2: at most two Roman CUs go outside Italy, so a space outside Italy where two
// more would not make five is no place for the forced stack: Agrigentum with one
// CU is not offered while Rome can build the stack in Italy.
func TestRule6_2ForcedStackInItaly(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("rome", "agrigentum", 1, 0, "varro")
	p.army("rome", "cannae", 1, 0, "paulus")
	g := p.phase("rome-reinforcement")
	refused(t, g, "place agrigentum", "6.2")
	wantLegal(t, g, []string{"place cannae", "place rome"}, []string{"place agrigentum"})
	for i := 0; i < 5; i++ {
		do(t, g, "place cannae")
	}
	if !g.romeHasStack5() {
		t.Errorf("no Roman stack of five after the reinforcements")
	}

	// With three CUs there, two more make five: Agrigentum may take the stack.
	p = newPos(t).turn(2)
	p.army("rome", "agrigentum", 3, 0, "varro")
	g = p.phase("rome-reinforcement")
	do(t, g, "place agrigentum", "place agrigentum")
	refused(t, g, "place agrigentum", "6.2") // three must go to Italy
	if !g.romeHasStack5() {
		t.Errorf("Agrigentum should hold five")
	}
}

// 6.3: Rome besieged with every Roman general inside: no Roman reinforcements.
func TestRule6_3RomeBesiegedNoReinforcements(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("carthage", "rome", 6, 0, "hannibal").siege("carthage", "rome", 1)
	p.garrison("rome", "rome", 3, 0, "varro")
	created := p.g.s.cuCreated[Rome]
	g := p.phase("rome-reinforcement")
	decision(t, g, Rome, "proconsul")
	if g.s.cuCreated[Rome] != created {
		t.Errorf("Rome received %d CUs", g.s.cuCreated[Rome]-created)
	}
}

// 6.4, 6.6: one proconsul is kept (never Scipio Africanus); every other Roman
// general leaves the map, Scipio Africanus excepted; two consuls are drawn from
// the cup.
func TestRule6_4ProconsulAndDraw(t *testing.T) {
	p := newPos(t).turn(3)
	p.army("rome", "cannae", 6, 0, "varro")
	p.garrison("rome", "rome", 5, 0, "paulus")
	p.army("rome", "arpi", 2, 0, "pro:marcellus")
	p.army("rome", "tarraco", 5, 0, "scipio-africanus")
	g := p.phase("election")
	decision(t, g, Rome, "proconsul")
	refused(t, g, "proconsul scipio-africanus", "6.6")
	do(t, g, "proconsul varro")
	varro := p.gen("varro")
	if !g.isProconsul(varro) || g.isConsul(varro) || p.at("varro") != "cannae" {
		t.Errorf("Varro should stay in Cannae as proconsul (flags %b)", g.s.gflag[varro])
	}
	for _, k := range []string{"paulus", "marcellus"} {
		if p.at(k) != "" {
			t.Errorf("%s should have left the map (6.4 step 2)", k)
		}
	}
	if p.at("scipio-africanus") != "tarraco" {
		t.Errorf("Scipio Africanus should stay")
	}
	f := g.top()
	c, d := GeneralID(f.c), GeneralID(f.d)
	if c == d || !g.d.Generals[c].ConsulPool || !g.d.Generals[d].ConsulPool || c == varro || d == varro {
		t.Errorf("drawn consuls %s and %s: want two different generals from the cup, not the proconsul", g.genName(c), g.genName(d))
	}
}

// 6.4 step 3: the consuls are drawn at random; generals just removed may be drawn.
func TestRule6_4ConsulsDrawnAtRandom(t *testing.T) {
	seen := map[GeneralID]bool{}
	for seed := 0; seed < 40; seed++ {
		p := newPos(t).turn(3)
		p.g.s.rng = newRNG(uint64(seed))
		p.army("rome", "cannae", 6, 0, "varro", "paulus")
		g := p.phase("election")
		do(t, g, "pass")
		seen[GeneralID(g.top().c)] = true
		seen[GeneralID(g.top().d)] = true
	}
	if len(seen) != 8 {
		t.Errorf("40 elections drew %d different consuls, want all 8 of the cup", len(seen))
	}
}

// 6.5: consuls go to a space with at least five Roman CUs; a consul placed with a
// proconsul takes command (9.2, 18.3).
func TestRule6_5ConsulPlacement(t *testing.T) {
	p := newPos(t).turn(3)
	p.army("rome", "cannae", 6, 0, "varro")
	p.army("rome", "arpi", 2, 0)
	g := p.phase("election")
	do(t, g, "proconsul varro")
	id := g.consulToPlace(g.top())
	refused(t, g, "consul "+g.d.Generals[id].Key+" arpi", "6.5")
	if legal := legalTexts(g); len(legal) != 1 || legal[0] != "consul "+g.d.Generals[id].Key+" cannae" {
		t.Fatalf("the only five-CU space is Cannae; legal: %v", legal)
	}
	do(t, g, "consul "+g.d.Generals[id].Key+" cannae")
	if !g.commands(id) || g.commands(p.gen("varro")) {
		t.Errorf("the consul should command the proconsul (18.3)")
	}
	id2 := g.consulToPlace(g.top())
	do(t, g, "consul "+g.d.Generals[id2].Key+" cannae")
}

// 6.5: consuls go inside a besieged Rome only if no other space is legal.
func TestRule6_5BesiegedRomeLastResort(t *testing.T) {
	for _, other := range []bool{true, false} {
		p := newPos(t).turn(3)
		p.army("carthage", "rome", 6, 0, "hannibal").siege("carthage", "rome", 1)
		p.garrison("rome", "rome", 5, 0)
		if other {
			p.army("rome", "cannae", 5, 0)
		}
		g := p.phase("election")
		key := g.d.Generals[g.consulToPlace(g.top())].Key
		if got := hasLegal(g, "consul "+key+" rome"); got == other {
			t.Errorf("another five-CU stack: %v; consul in besieged Rome legal: %v", other, got)
		}
	}
}

// onlyInCup leaves only these consul-pool generals in the cup.
func (p *pos) onlyInCup(keys ...string) *pos {
	keep := map[string]bool{}
	for _, k := range keys {
		keep[k] = true
	}
	for _, gen := range p.g.d.Generals {
		if gen.ConsulPool && !keep[gen.Key] {
			p.gone(gen.Key)
		}
	}
	return p
}

// consulSpotsOf returns the spaces consul key may be placed in now.
func consulSpotsOf(g *Game, id GeneralID) map[string]bool {
	out := map[string]bool{}
	g.consulSpots(id, func(x SpaceID) { out[g.d.Board.Spaces[x].Key] = true })
	return out
}

// 24 Fabius: without an Italian five-CU stack he joins any Roman CUs in Italy; the
// other consul still needs five CUs.
func TestRule24FabiusPlacement(t *testing.T) {
	p := newPos(t).turn(3).onlyInCup("fabius", "varro")
	p.army("rome", "tarraco", 6, 0, "scipio-africanus")
	p.army("rome", "arpi", 2, 0)
	g := p.phase("election")
	for i := 0; i < 2; i++ {
		id := g.consulToPlace(g.top())
		spots := consulSpotsOf(g, id)
		want, wrong := "tarraco", "arpi"
		if g.d.Generals[id].Key == "fabius" {
			want, wrong = "arpi", "tarraco"
		}
		if !spots[want] || spots[wrong] {
			t.Errorf("%s: legal spaces %v, want %s and not %s", g.genName(id), spots, want, wrong)
		}
		do(t, g, "consul "+g.d.Generals[id].Key+" "+want)
	}
}

// 24 Fabius: with no Roman CUs in Italy he goes to Rome, even a besieged Rome.
func TestRule24FabiusToBesiegedRome(t *testing.T) {
	p := newPos(t).turn(3).onlyInCup("fabius", "varro")
	p.army("rome", "tarraco", 6, 0, "scipio-africanus")
	p.army("carthage", "rome", 6, 0, "hannibal").siege("carthage", "rome", 1)
	g := p.phase("election")
	spots := consulSpotsOf(g, p.gen("fabius"))
	if len(spots) != 1 || !spots["rome"] {
		t.Errorf("Fabius may go to %v, want only Rome", spots)
	}
}

// 6.5 (docs/rulings.md): with no five-CU stack anywhere a consul joins any Roman
// CUs, else goes to Rome.
func TestRule6_5NoFiveStackRuling(t *testing.T) {
	p := newPos(t).turn(3).onlyInCup("fabius", "varro")
	p.army("rome", "tarraco", 2, 0)
	g := p.phase("election")
	spots := consulSpotsOf(g, p.gen("varro"))
	if len(spots) != 1 || !spots["tarraco"] {
		t.Errorf("Varro may go to %v, want Tarraco, the only Roman CUs", spots)
	}
	p2 := newPos(t).turn(3).onlyInCup("fabius", "varro")
	g2 := p2.phase("election")
	spots = consulSpotsOf(g2, p2.gen("varro"))
	if len(spots) != 1 || !spots["rome"] {
		t.Errorf("Varro may go to %v, want Rome (no Roman CUs at all)", spots)
	}
}

// 6.7: on turn 6 Scipio Africanus and 5 CUs arrive, as a group, outside the walls of
// an Italian space or a Spanish port holding a Roman PC and no enemy CUs.
func TestRule6_7ScipioAfricanusArrives(t *testing.T) {
	p := newPos(t).turn(6)
	p.control("rome", "tarraco", "toletum", "arpi", "cannae", "agrigentum")
	p.army("carthage", "cannae", 2, 0, "hannibal")
	g := p.phase("arrival")
	decision(t, g, Rome, "arrival")
	wantLegal(t, g, []string{"return scipio-africanus arpi", "return scipio-africanus tarraco", "return scipio-africanus rome"}, nil)
	refused(t, g, "return scipio-africanus toletum", "6.7")    // not a port
	refused(t, g, "return scipio-africanus cannae", "6.7")     // enemy CUs
	refused(t, g, "return scipio-africanus agrigentum", "6.7") // not Italy or Spain
	refused(t, g, "return scipio-africanus faesulae", "6.7")   // no Roman PC
	do(t, g, "return scipio-africanus rome")
	sa := p.gen("scipio-africanus")
	if out, in := p.cusAt("rome", "rome"); out != 5 || in != 0 || g.inside(sa) || !g.isProconsul(sa) {
		t.Errorf("Scipio Africanus should be outside Rome's walls with 5 CUs as proconsul: out %d in %d", out, in)
	}
	decision(t, g, Rome, "consul") // he arrives before the elections (never a consul)
}

// 6.7: not before turn 6.
func TestRule6_7NotBeforeTurn6(t *testing.T) {
	p := newPos(t).turn(5)
	p.army("rome", "cannae", 5, 0, "varro")
	g := p.phase("arrival")
	decision(t, g, Rome, "proconsul")
}

// 6.7: with no legal space he never enters play.
func TestRule6_7NoSpaceNoScipio(t *testing.T) {
	p := newPos(t).turn(6)
	p.province("carthage", "gallia-cisalpinia", "etruria", "samnium", "campania", "apulia", "lucania")
	p.army("carthage", "rome", 2, 0) // Rome keeps its walls, but with enemy CUs outside
	p.army("rome", "agrigentum", 5, 0, "varro")
	g := p.phase("arrival")
	decision(t, g, Rome, "proconsul")
	if g.s.gloc[p.gen("scipio-africanus")] != locDead {
		t.Errorf("Scipio Africanus should be out of play")
	}
}

// 7.1: 7 cards each on turns 1-3, 8 on turns 4-6, 9 on turns 7-9.
func TestRule7_1DealSizes(t *testing.T) {
	for turn, want := range map[int]int{1: 7, 3: 7, 4: 8, 6: 8, 7: 9, 9: 9} {
		p := newPos(t).turn(turn)
		g := p.phase("deal")
		if r, c := g.s.hand[Rome].count(), g.s.hand[Carthage].count(); r != want || c != want {
			t.Errorf("turn %d: dealt %d and %d cards, want %d each", turn, r, c, want)
		}
	}
}

// 8.7: the deck is reshuffled (discards included, removed cards not) when it
// cannot deal both hands.
func TestRule8_7ReshuffleWhenShort(t *testing.T) {
	p := newPos(t).turn(4).deckSize(15)
	p.g.s.discard.del(33)
	p.g.s.removed.add(33)
	g := p.phase("deal")
	if g.s.discard != 0 || int(g.s.deckN) != 64-16-1 || g.s.hand[Rome].count() != 8 {
		t.Errorf("after a reshuffle: discard %d cards, deck %d; want 0 and 47", g.s.discard.count(), g.s.deckN)
	}
	if g.s.hand[Rome].has(33) || g.s.hand[Carthage].has(33) {
		t.Errorf("a removed card was dealt")
	}
	// Exactly enough: no reshuffle.
	p = newPos(t).turn(4).deckSize(16)
	g = p.phase("deal")
	if g.s.discard.count() != 48 || g.s.deckN != 0 {
		t.Errorf("16 cards deal two hands of 8 without a reshuffle: discard %d, deck %d", g.s.discard.count(), g.s.deckN)
	}
}

// 7.3: Carthage decides who goes first.
func TestRule7_3CarthageDecides(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 61, 5).hand("carthage", 62)
	g := p.phase("first")
	do(t, g, "pass") // Rome holds no campaign card (7.3)
	decision(t, g, Carthage, "first-player")
	do(t, g, "first rome")
	decision(t, g, Rome, "card-play")
}

// 7.3: Rome holding a campaign card may claim the first play with it, and must then
// play it.
func TestRule7_3RomanCampaignPreemption(t *testing.T) {
	p := newPos(t)
	p.army("rome", "cannae", 2, 0, "varro")
	p.hand("rome", 37, 61).hand("carthage", 62)
	g := p.phase("first")
	decision(t, g, Rome, "campaign-first")
	do(t, g, "campaign-first")
	decision(t, g, Rome, "card-play")
	refused(t, g, "discard 61", "7.3")
	refused(t, g, "discard 37", "7.3")
	do(t, g, "ops 37 move")
}

// 7.3: Rome is asked whether he plays a campaign card first even without one, so
// that the question does not reveal his hand to Carthage; he can only pass.
func TestRule7_3AskedWhateverTheHand(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 61, 5).hand("carthage", 62)
	g := p.phase("first")
	decision(t, g, Rome, "campaign-first")
	wantLegal(t, g, []string{"pass"}, []string{"campaign-first"})
	refused(t, g, "campaign-first", "7.3")
	if l := g.ActionLabel(g.Legal(nil)[0]); !strings.Contains(l, "no campaign card first") {
		t.Fatalf("Rome's only answer is labelled %q", l)
	}
	do(t, g, "pass")
	decision(t, g, Carthage, "first-player")
}

// 7.3: if Rome declines, Carthage decides, and Rome's first play is free.
func TestRule7_3RomeDeclines(t *testing.T) {
	p := newPos(t)
	p.hand("rome", 37, 61).hand("carthage", 62)
	g := p.phase("first")
	do(t, g, "pass")
	decision(t, g, Carthage, "first-player")
	do(t, g, "first rome", "discard 61")
	decision(t, g, Carthage, "card-play")
}

// 7.4: the players alternate; when one hand is empty the other plays on alone,
// until both are empty.
func TestRule7_4Alternation(t *testing.T) {
	p := newPos(t).turn(2)
	p.hand("rome", 61, 62, 5).hand("carthage", 11)
	g := p.phase("first")
	do(t, g, "pass", "first carthage")
	var sides []Side
	for g.s.phase == phaseStrategy {
		decision(t, g, g.s.active, "card-play")
		sides = append(sides, g.s.active)
		legal := legalTexts(g)
		var discard string
		for _, l := range legal {
			if len(l) > 8 && l[:8] == "discard " {
				discard = l
			}
		}
		do(t, g, discard)
	}
	want := []Side{Carthage, Rome, Rome, Rome}
	if len(sides) != len(want) {
		t.Fatalf("plays by %v, want %v", sides, want)
	}
	for i := range want {
		if sides[i] != want[i] {
			t.Fatalf("plays by %v, want %v", sides, want)
		}
	}
}

// 21.1: winter attrition for CUs on an enemy PC or a non-friendly tribe, none on
// friendly or empty spaces or a friendly tribe.
func TestRule21WinterAttrition(t *testing.T) {
	p := newPos(t).turn(2)
	p.control("rome", "cannae")
	p.army("rome", "aquitani", 2, 0)     // neutral tribe: attrition
	p.army("rome", "arpi", 4, 0)         // no PC: none
	p.army("carthage", "cannae", 3, 1)   // Roman PC: attrition
	p.army("carthage", "boii", 4, 0)     // friendly tribe: none
	p.army("carthage", "saguntum", 4, 0) // own walled city: none
	p.dice(5, 6)                         // Rome at Aquitani: 2 CUs, roll 5; Carthage at Cannae: 3 CUs, roll 6 (1e)
	g := p.phase("winter")
	if g.PendingDice() != 0 {
		t.Fatalf("%d forced dice unused", g.PendingDice())
	}
	checks := []struct {
		side, space string
		want        int
	}{{"rome", "aquitani", 1}, {"rome", "arpi", 4}, {"carthage", "cannae", 2}, {"carthage", "boii", 4}, {"carthage", "saguntum", 4}}
	for _, c := range checks {
		if out, _ := p.cusAt(c.side, c.space); out != c.want {
			t.Errorf("%s in %s: %d CUs, want %d", c.side, c.space, out, c.want)
		}
	}
	if g.s.ele[p.sp("cannae")] != 0 {
		t.Errorf("the 'e' result must take the elephant CU (17.2)")
	}
}

// isolationWorld gives Carthage every Spanish space, for isolation tests in Spain.
func isolationWorld(t *testing.T) *pos {
	p := newPos(t).turn(2)
	p.province("carthage", "baetica", "orospeda", "celtiberia", "idubeda")
	return p
}

// 19.4: a PC that cannot trace to a friendly CU, walled city, tribe or port is
// removed; the Roman player removes his first, which can reconnect Carthage's.
func TestRule19_4RomeFirst(t *testing.T) {
	p := isolationWorld(t)
	p.control("rome", "corduba", "toletum", "salmantica") // Arsa's neighbours
	g := p.phase("isolation")
	for _, k := range []string{"corduba", "toletum", "salmantica"} {
		if g.s.ctl[p.sp(k)] != NoSide {
			t.Errorf("isolated Roman PC in %s not removed", k)
		}
	}
	if g.s.ctl[p.sp("arsa")] != Carthage {
		t.Errorf("Arsa was cut off only by Roman PCs that Rome removes first: it must stay")
	}
}

// 19.4: paths may not enter an enemy PC without a friendly CU; a friendly CU
// supplies.
func TestRule19_4EnemyPCsBlock(t *testing.T) {
	p := isolationWorld(t)
	p.control("rome", "arsa")
	g := p.phase("isolation")
	if g.s.ctl[p.sp("arsa")] != NoSide {
		t.Errorf("a Roman PC surrounded by Carthaginian PCs must be removed")
	}
	p = isolationWorld(t)
	p.control("rome", "arsa")
	p.army("rome", "toletum", 1, 0)
	g = p.phase("isolation")
	if g.s.ctl[p.sp("arsa")] != Rome {
		t.Errorf("a Roman CU next door supplies Arsa")
	}
}

// 19.4: a path may cross a space with enemy CUs only if it holds a friendly PC.
func TestRule19_4EnemyCUsBlockUnlessFriendlyPC(t *testing.T) {
	for _, friendlyPC := range []bool{false, true} {
		p := isolationWorld(t)
		p.control("rome", "arsa")
		p.neutral("toletum")
		if friendlyPC {
			p.control("rome", "toletum")
		}
		p.army("carthage", "toletum", 2, 0)
		p.army("rome", "segovia", 1, 0)
		g := p.phase("isolation")
		if got := g.s.ctl[p.sp("arsa")] == Rome; got != friendlyPC {
			t.Errorf("Roman PC in Toletum %v: Arsa supplied through Carthaginian CUs = %v", friendlyPC, got)
		}
	}
}

// 19.4: no path across a mountain pass; a neutral tribe blocks the path.
func TestRule19_4PassesAndNeutralTribesBlock(t *testing.T) {
	// Tolosa: Ilerda across a pass, Narbo, and the Averni and Aquitani tribes.
	p := isolationWorld(t)
	p.control("rome", "tolosa")
	p.control("carthage", "narbo")
	p.army("rome", "ilerda", 1, 0)   // across the pass: no help
	p.army("rome", "gergovia", 1, 0) // beyond the Averni tribe: no help
	g := p.phase("isolation")
	if g.s.ctl[p.sp("tolosa")] != NoSide {
		t.Errorf("Tolosa traced across a pass or a neutral tribe")
	}
	p = isolationWorld(t)
	p.control("rome", "tolosa")
	p.control("carthage", "narbo")
	p.army("rome", "averni", 1, 0) // a friendly CU on the tribe
	g = p.phase("isolation")
	if g.s.ctl[p.sp("tolosa")] != Rome {
		t.Errorf("a Roman CU on the Averni supplies Tolosa")
	}
}

// 19.4: a friendly port supplies; a besieged walled city still supplies.
func TestRule19_4PortsAndBesiegedCitiesSupply(t *testing.T) {
	p := isolationWorld(t)
	p.control("rome", "azaila", "dertosa") // Dertosa is a port
	g := p.phase("isolation")
	if g.s.ctl[p.sp("azaila")] != Rome || g.s.ctl[p.sp("dertosa")] != Rome {
		t.Errorf("Azaila traces to the Roman port of Dertosa")
	}
	for _, besieged := range []bool{true, false} {
		p = newPos(t).turn(2)
		p.control("rome", "salaria", "toletum", "segobriga", "new-carthage")
		p.control("carthage", "laminium")
		if besieged {
			p.army("rome", "saguntum", 3, 0, "varro").siege("rome", "saguntum", 1)
		} else {
			p.control("rome", "saguntum")
		}
		g = p.phase("isolation")
		if got := g.s.ctl[p.sp("laminium")] == Carthage; got != besieged {
			t.Errorf("Laminium next to besieged Carthaginian Saguntum (%v): kept = %v", besieged, got)
		}
	}
}

// 19.4: walled cities and tribes are never removed as isolated.
func TestRule19_4MarkersStay(t *testing.T) {
	p := isolationWorld(t)
	p.control("rome", "corduba", "salaria", "acci")
	p.control("rome", "malaca", "hispalis") // Gades cut off by Roman PCs
	g := p.phase("isolation")
	if g.s.ctl[p.sp("gades")] != Carthage {
		t.Errorf("a walled city is never isolated")
	}
}

// 22.2: the player with fewer political points removes the difference in PCs, never
// walled cities or tribes.
func TestRule22_2Repercussions(t *testing.T) {
	// Rome: Latium, Campania, Syracuse (its walled cities); Carthage: Carthage.
	p := newPos(t).turn(3)
	p.control("carthage", "narbo", "nemausus")
	g := p.phase("victory")
	decision(t, g, Carthage, "remove-pc")
	if g.top().a != 2 {
		t.Fatalf("Carthage must remove %d PCs, want 2", g.top().a)
	}
	refused(t, g, "remove-pc saguntum", "22.2")
	refused(t, g, "remove-pc boii", "22.2")
	do(t, g, "remove-pc narbo", "remove-pc nemausus")
	if g.Over() || g.s.ctl[p.sp("narbo")] != NoSide {
		t.Errorf("the repercussions should remove the two PCs and go on")
	}
}

// 22.3: a player who cannot remove enough PCs sues for peace and loses.
func TestRule22_3SueForPeace(t *testing.T) {
	p := newPos(t).turn(3)
	p.control("carthage", "narbo")
	g := p.phase("victory")
	over, winner, reason := g.Outcome()
	if !over || winner != Rome || reason != endWords[endSuedForPeace] {
		t.Errorf("outcome %v %v %q; want Rome wins, Carthage sued for peace", over, winner, reason)
	}
}

// 22.4: after the last turn the higher total wins; ties go to Carthage.
func TestRule22_4EndOfGame(t *testing.T) {
	p := newPos(t).turn(9)
	g := p.phase("victory")
	if over, winner, _ := g.Outcome(); !over || winner != Rome {
		t.Errorf("Rome 3 points, Carthage 1: outcome %v %v", over, winner)
	}
	p = newPos(t).turn(9)
	p.control("carthage", "acci", "malaca", "zama", "thapsus", "tacapae") // Baetica, Carthaginia
	g = p.phase("victory")
	if rp, cp := g.politicalPoints(Rome), g.politicalPoints(Carthage); rp != cp {
		t.Fatalf("points %d-%d, want a tie", rp, cp)
	}
	if over, winner, reason := g.Outcome(); !over || winner != Carthage || reason != endWords[endPoints] {
		t.Errorf("a tie: outcome %v %v %q; Carthage should win", over, winner, reason)
	}
}

// 5.7: a turn that is not the last goes on to the next.
func TestRule5NextTurn(t *testing.T) {
	p := newPos(t).turn(8)
	p.control("carthage", "acci", "malaca", "zama", "thapsus", "tacapae")
	g := p.phase("victory")
	if g.Over() || g.s.turn != 9 {
		t.Errorf("after turn 8's victory check: over %v, turn %d", g.Over(), g.s.turn)
	}
}

// 23: Carthage controlling every Italian province but Latium at a victory check
// wins.
func TestRule23ItalySuddenDeath(t *testing.T) {
	p := newPos(t).turn(3)
	p.province("carthage", "gallia-cisalpinia", "etruria", "samnium", "campania", "apulia", "lucania")
	g := p.phase("victory")
	if over, winner, reason := g.Outcome(); !over || winner != Carthage || reason != endWords[endItaly] {
		t.Errorf("outcome %v %v %q", over, winner, reason)
	}
}

// 23: a capital taken ends the game at once.
func TestRule23CapitalTaken(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "rome")
	g := p.cardPlay("rome")
	if over, winner, _ := g.Outcome(); !over || winner != Carthage {
		t.Errorf("Carthage controls Rome: outcome %v %v", over, winner)
	}
}

// 6.3: a lone enemy general does not stop a reinforcement; he is displaced.
func TestRule6_3LoneEnemyGeneralDisplaced(t *testing.T) {
	p := newPos(t).turn(2)
	p.army("carthage", "rome", 0, 0, "hasdrubal")
	p.army("rome", "cannae", 5, 0, "varro")
	g := p.phase("rome-reinforcement")
	do(t, g, "place rome")
	if g.s.gloc[p.gen("hasdrubal")] != locDisplaced {
		t.Errorf("Hasdrubal should be displaced by the Roman CU placed in Rome")
	}
}
