package hannibal

import (
	"fmt"
	"strings"

	"punic/hannibal/data"
)

// Ability keys the engine binds (generals.yaml, rule 24).
const (
	abilityNone            = "none"
	abilityPScipio         = "strategy-2-in-spain"
	abilityLongus          = "counterattack-as-attacker"
	abilityFlaminius       = "pursuit"
	abilityFabius          = "avoid-battle"
	abilityMarcellus       = "siege-campaign"
	abilityNero            = "campaign-six"
	abilityVarro           = "interception"
	abilityPaulus          = "counterattack-as-defender"
	abilityScipioAfricanus = "siege-force-march"
	abilityHannibal        = "probe-as-any"
	abilityHanno           = "remove-pc"
	abilityMago            = "naval"
	abilityGisgo           = "avoid-and-intercept"
)

var knownAbilities = map[string]bool{
	abilityNone: true, abilityPScipio: true, abilityLongus: true, abilityFlaminius: true,
	abilityFabius: true, abilityMarcellus: true, abilityNero: true, abilityVarro: true,
	abilityPaulus: true, abilityScipioAfricanus: true, abilityHannibal: true, abilityHanno: true,
	abilityMago: true, abilityGisgo: true,
}

// checkBindings refuses data whose ability or event keys the engine does not know.
func checkBindings(d *data.Data) error {
	var bad []string
	for _, gen := range d.Generals {
		if !knownAbilities[gen.Ability] {
			bad = append(bad, fmt.Sprintf("%s: general %q: unknown ability %q", data.GeneralsFile, gen.Key, gen.Ability))
		}
	}
	for _, c := range d.Cards {
		if _, ok := events[c.Event]; !ok {
			bad = append(bad, fmt.Sprintf("%s: card %d: unknown event %q", data.CardsFile, c.Number, c.Event))
		}
	}
	hasHannibal := false
	for _, gen := range d.Generals {
		hasHannibal = hasHannibal || gen.Ability == abilityHannibal
	}
	if !hasHannibal {
		bad = append(bad, data.GeneralsFile+": no general has Hannibal's ability (rule 9.3 needs him)")
	}
	if len(bad) > 0 {
		return fmt.Errorf("the rules engine cannot use this data:\n  %s", strings.Join(bad, "\n  "))
	}
	return checkTutorials(d)
}

// setup lays out a scenario (rule 4) and starts the turn sequence.
func (g *Game) setup(sc *data.Scenario) {
	if sc.Tutorial != nil {
		g.setupTutorial(sc) // tutorial.go
		return
	}
	b := g.d.Board
	s := &g.s
	for i := range s.ctl {
		s.ctl[i] = NoSide
	}
	for i, sp := range b.Spaces {
		s.ctl[i] = sp.Control
	}
	for _, c := range sc.Control {
		s.ctl[c.Space] = c.Side
	}
	for i := range s.gloc {
		s.gloc[i] = locOff
	}
	s.siegeTrain = noSpace
	for _, a := range sc.Armies {
		g.createCUs(a.Side, a.Space, a.CUs, a.Elephants, false)
		for i, id := range a.Generals {
			g.placeGeneral(id, a.Space, false)
			if i == 0 {
				s.gflag[id] |= gCommand
			}
		}
	}
	for _, id := range sc.Consuls {
		s.gflag[id] |= gConsul
	}
	for i := range g.d.Scenarios {
		if g.d.Scenarios[i].Key == sc.Key {
			s.scenario = uint8(i)
		}
	}
	s.turn = uint8(sc.FirstTurn)
	s.firstTurn = uint8(sc.FirstTurn)
	s.lastTurn = uint8(sc.LastTurn)
	s.deckN = 0
	for n := 1; n <= data.NumCards; n++ {
		s.deck[s.deckN] = uint8(n)
		s.deckN++
	}
	g.shuffleDeck()
	if g.logging() {
		g.logf("4", "Set-up: %s", sc.Name)
	}
	g.push(procGame, NoSide)
}
