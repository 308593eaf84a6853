package bot

import (
	"math"

	"punic/ai"
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/data"
)

// Features are the terms the evaluation weighs, for one side of a game.
type Features struct {
	VP       int     // Victory Points: Region Values of the regions controlled (14.1, 18.0)
	Progress float64 // how far VP have come towards the Automatic Victory Level, from ten below the first winning level (0..1; 18.21, 19.15, 19.25)
	SP       float64 // Strength Points on the map, fleets counting half
	Treasury int     // Treasury Points (15.1)
	Threat   float64 // enemy armies near the side's capital beyond its garrison (18.22, 18.23; board.threat), at least 0
	Besieged float64 // the side's Strength Points besieged inside towns (10.4: no supply, 12.1; no control, 14.14)
}

// FeaturesOf reads the evaluation's terms of both sides of g, from what g
// shows (an observation counts a hidden strength as hiddenGuess).
func FeaturesOf(g *punicwars.Game) [2]Features {
	return featuresOn(newBoard(g))
}

// featuresOn reads the terms from a board.
func featuresOn(b *board) [2]Features {
	g := b.g
	vp := g.VictoryPoints()
	var f [2]Features
	sc := g.Scenario()
	win, auto := winLevels(sc.Levels)
	for s := punicwars.Rome; s <= punicwars.Carthage; s++ {
		x := &f[s]
		x.VP = vp[s]
		if auto > 0 {
			from := float64(win - 10)
			x.Progress = math.Max(0, math.Min(1, (float64(vp[s])-from)/(float64(auto)-from)))
		}
		x.Treasury = g.Treasury(s)
		x.Threat = math.Max(0, b.threat(s))
	}
	for _, h := range b.occupied {
		c := &b.cells[h]
		for s := punicwars.Rome; s <= punicwars.Carthage; s++ {
			f[s].SP += float64(c.armies(s)) + float64(c.fleets(s))/2
			if b.besieged(h, s) {
				f[s].Besieged += float64(c.down[s][0] + c.down[s][1])
			}
		}
	}
	return f
}

// winLevels returns the first winning level's Victory Points (Marginal
// Victory) and the Automatic Victory Level; 0, 0 when the scenario ignores
// the Victory Points (19.34.4).
func winLevels(levels []data.Level) (win, auto int) {
	if len(levels) == 0 {
		return 0, 0
	}
	auto = levels[len(levels)-1].Min
	win = auto
	for _, l := range levels {
		if l.Min > 0 && l.Min < win {
			win = l.Min
		}
	}
	return win, auto
}

// Evaluation scores an unfinished game of The Punic Wars for a side
// (ai.Evaluator): a logistic curve of the difference of the two sides'
// Features. In the Third Punic War, where only the fall of Carthage decides
// (19.34.4) and an agreed end is a draw, it is Rome's chance to take Carthage
// mapped onto [½, 1] for Rome and [0, ½] for Carthage. It keeps a board, so
// one Evaluation serves one search at a time.
type Evaluation struct {
	b *board
	// fit scores by the scenario's fitted weights where it has them
	// (fittedOn), else by hand (evaluateOn).
	fit bool
}

var _ ai.Evaluator = (*Evaluation)(nil)

// NewEvaluation returns the hand-written evaluation.
func NewEvaluation() *Evaluation { return &Evaluation{} }

// NewFittedEvaluation returns the evaluation by the scenario's fitted weights
// (fitted.go), the hand-written one where it has none.
func NewFittedEvaluation() *Evaluation { return &Evaluation{fit: true} }

// Evaluate estimates p's expected result in s (1 win, ½ draw, 0 loss).
func (e *Evaluation) Evaluate(s game.State, p game.Player) float64 {
	g := engineOf(s)
	if e.b == nil {
		e.b = newBoard(g)
	} else {
		e.b.reset(g)
	}
	if e.fit {
		if v, ok := fittedOn(e.b, punicwars.Side(p)); ok {
			return v
		}
	}
	return evaluateOn(e.b, punicwars.Side(p))
}

// Quiet is true between whole decisions (punicwars.Game.Settled).
func (e *Evaluation) Quiet(s game.State) bool { return engineOf(s).Settled() }

// evaluateOn scores the board's game for side me.
func evaluateOn(b *board, me punicwars.Side) float64 {
	f := featuresOn(b)
	them := me.Other()
	sc := b.g.Scenario()
	if _, auto := winLevels(sc.Levels); auto == 0 || sc.CarthageOnlyLoses {
		// 19.34.4: Rome wins by taking Carthage; anything else is a draw.
		r, c := f[punicwars.Rome], f[punicwars.Carthage]
		x := 0.35*(b.threat(punicwars.Carthage)) + 3*(r.SP-c.SP)/math.Max(10, r.SP+c.SP) + 0.15*c.Besieged - 1.5
		fall := sigmoid(x)
		if me == punicwars.Rome {
			return 0.5 + 0.5*fall
		}
		return 0.5 - 0.5*fall
	}
	_, auto := winLevels(sc.Levels)
	a, o := f[me], f[them]
	x := 5*float64(a.VP-o.VP)/float64(auto) +
		3*(a.Progress-o.Progress) +
		2*(a.SP-o.SP)/math.Max(10, a.SP+o.SP) +
		float64(a.Treasury-o.Treasury)/50 -
		0.3*(math.Min(a.Threat, 6)-math.Min(o.Threat, 6)) -
		0.08*(a.Besieged-o.Besieged)
	return sigmoid(x)
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
