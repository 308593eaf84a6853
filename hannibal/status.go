package hannibal

import "punic/game"

// Status says where the game stands: its scenario, turn, phase, whose card play it
// is and the decision due (game.Instance.Status).
func (g *Game) Status() game.Status {
	s := &g.s
	d := g.Decision()
	return game.Status{Scenario: g.d.ScenarioAt(int(s.scenario)).Key, Turn: int(s.turn), Label: g.d.Turns[s.turn-1].Years,
		Phase: phaseNames[s.phase], Active: s.active.Key(), Kind: d.Kind, Prompt: d.Prompt,
		Score: []int{g.politicalPoints(Rome), g.politicalPoints(Carthage)}}
}
