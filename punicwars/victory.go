package punicwars

import "fmt"

// Victory (18.0): the automatic victories (18.21-18.23, 19.34.4), the end by
// agreement scored on the scenario's Levels of Victory (18.0, 19.15, 19.25),
// and resignation.

func (g *Game) endGame(winner Side, reason uint8) {
	s := &g.s
	s.over, s.winner, s.endReason = true, winner, reason
	vp := g.VictoryPoints()
	s.vp = [2]int16{int16(vp[0]), int16(vp[1])}
	s.phase = phOver
	for i := 0; i < int(s.ns); i++ {
		s.stacks[i].att = false
	}
	g.compact()
	s.threat, s.offer, s.active = -1, false, -1
	s.loss = lossChoice{lead: -1, hex: -1}
	s.toPlace, s.toRemove = 0, 0
	if g.logging() {
		g.logf("18.0", "the game is over: %s", g.endText())
	}
}

// applyOffer is the answer to an offer to end the game (18.1.1).
func (g *Game) applyOffer(accept bool) {
	s := &g.s
	s.offer = false
	if !accept {
		g.logf("18.1", "%s declines: the game goes on", s.side.Other())
		return
	}
	g.logf("18.1", "%s accepts: the game ends by agreement", s.side.Other())
	sc := &g.d.Scenarios[s.scenario]
	vp := g.VictoryPoints()
	winner := NoSide
	lvl := 0
	if len(sc.Levels) > 0 && !sc.CarthageOnlyLoses && vp[0] != vp[1] {
		big := Rome
		if vp[Carthage] > vp[Rome] {
			big = Carthage
		}
		for i, l := range sc.Levels {
			if vp[big] >= l.Min {
				lvl = i + 1
			}
		}
		if lvl > 1 || (lvl == 1 && sc.Levels[0].Name != "Draw") {
			winner = big
		}
	}
	s.level = uint8(lvl) // before endGame, whose log line names the level
	g.endGame(winner, endAgreement)
}

func (g *Game) endText() string {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	vp := fmt.Sprintf("%d VP to %d", max(s.vp[0], s.vp[1]), min(s.vp[0], s.vp[1]))
	switch s.endReason {
	case endAutoVP:
		return fmt.Sprintf("%s: Decisive (Automatic) Victory, %s (18.21)", s.winner, vp)
	case endRome:
		return "Rome: Decisive (Automatic) Victory, Roman armies inside Carthage (18.23)"
	case endCarthage:
		return "Carthage: Decisive (Automatic) Victory, Carthaginian armies inside Rome (18.22)"
	case endResigned:
		return fmt.Sprintf("%s wins: %s resigned", s.winner, s.winner.Other())
	case endAgreement:
		if len(sc.Levels) == 0 || sc.CarthageOnlyLoses {
			return "Draw by agreement: Carthage still stands (19.34.4)"
		}
		if s.winner == NoSide {
			return fmt.Sprintf("Draw by agreement: Rome %d VP, Carthage %d VP", s.vp[0], s.vp[1])
		}
		name := "Draw"
		if s.level > 0 {
			name = sc.Levels[s.level-1].Name
		}
		return fmt.Sprintf("%s: %s, %s", s.winner, name, vp)
	}
	return ""
}
