package bot

import (
	"math"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// EvalWeights weigh the terms of the Hannibal evaluation. Every term is counted
// for each side and the evaluation is the difference, turned into a winning chance
// by a logistic curve of width Scale.
type EvalWeights struct {
	PP         float64 // a scoring province controlled: one political point (22.1)
	Progress   float64 // a scoring province not yet controlled, times (PCs/needed)²
	Blocked    float64 // factor of Progress when enemy PCs leave too few spaces for a majority
	NonScoring float64 // a non-scoring province controlled (allies, 14.2)
	PC         float64 // a PC (not a walled city nor a tribe)
	City       float64 // a walled city or friendly tribe controlled
	CU         float64 // a CU on the map
	Army       float64 // a CU (up to 10) under a commanding general, times his battle rating / 2
	General    float64 // a general on the map
	Hannibal   float64 // Hannibal on the map
	Siege      float64 // a siege or subjugation point held
	CapSiege   float64 // a siege point held against the enemy capital
	Threat     float64 // an enemy CU near one's capital beyond its defenders
	Pressure   float64 // an enemy PC next to (or under) an army that could flip it
	Isolated   float64 // what a PC that cannot trace supply (19.4) counts for, 0-1
	TieBreak   float64 // Carthage's edge on the last turn, where ties go to it (22.4)
	Scale      float64 // points of difference for odds of e:1 at the start…
	EndScale   float64 // …narrowing to this on the last turn, as a lead hardens
}

// DefaultWeights are the hand-written weights: the heuristic bot's, and the
// prior the fits (FittedWeights, Fit) start from.
func DefaultWeights() EvalWeights {
	return EvalWeights{
		PP: 4, Progress: 1.5, Blocked: 0.3, NonScoring: 0.5, PC: 0.3, City: 0.6, CU: 0.5, Army: 0.1,
		General: 0.4, Hannibal: 1.5, Siege: 0.8, CapSiege: 4, Threat: 0.5, Pressure: 0.3, Isolated: 0.4, TieBreak: 2, Scale: 6, EndScale: 3,
	}
}

// HannibalEval is the hand-written evaluation of a Hannibal position: political
// points, progress towards provinces, PCs, walled cities, CUs and armies, generals,
// sieges and threats to the capitals. It reads only what a side may see, so it
// scores observations and determinized worlds alike.
type HannibalEval struct {
	W EvalWeights
	// Late, when set, are the term weights of the last turn: the evaluation
	// blends W's (the first turn's) into them as the game goes on (lateness).
	// W's Scale, EndScale, Blocked and Isolated are used throughout.
	Late *EvalWeights
	// Winter, when positive, is what each CU a side expects to lose to this
	// turn's winter attrition (winterLoss, 21.1) costs it. It is not one of the
	// fitted terms (Features): the fits and the heuristic bot do without it.
	Winter float64
}

// NewHannibalEval returns the evaluation with the default weights.
func NewHannibalEval() *HannibalEval { return &HannibalEval{W: DefaultWeights()} }

// Evaluate estimates p's chance to win s (a Hannibal state).
func (e *HannibalEval) Evaluate(s game.State, p game.Player) float64 {
	g := gameOf(s)
	side := hannibal.Side(p)
	f := e.Terms(g)
	return 1 / (1 + math.Exp(-(f[side]-f[side.Other()])/e.scale(g)))
}

// scale is the logistic width for g's turn: Scale on the first turn, EndScale
// on the last.
func (e *HannibalEval) scale(g *hannibal.Game) float64 {
	return e.W.Scale + lateness(g)*(e.W.EndScale-e.W.Scale)
}

// lateness is how far the game has gone: 0 on its first turn, 1 on its last.
func lateness(g *hannibal.Game) float64 {
	last := g.LastTurn()
	if last <= 1 {
		return 1
	}
	return float64(max(0, min(g.Turn(), last)-1)) / float64(last-1)
}

// Quiet reports whether s waits for a strategy card play.
func (e *HannibalEval) Quiet(s game.State) bool { return gameOf(s).AtCardPlay() }

// Terms returns each side's total of weighted terms, indexed by hannibal.Side.
func (e *HannibalEval) Terms(g *hannibal.Game) [2]float64 {
	f := e.Features(g)
	w := e.W.vector()
	if e.Late != nil {
		l, wl := lateness(g), e.Late.vector()
		for i := range w {
			w[i] += l * (wl[i] - w[i])
		}
	}
	var t [2]float64
	for sd := range f {
		for i, v := range f[sd] {
			t[sd] += w[i] * v
		}
	}
	if e.Winter > 0 {
		fx := factsFor(g)
		for sd := range t {
			t[sd] -= e.Winter * winterLoss(g, fx, hannibal.Side(sd))
		}
	}
	return t
}

// The terms of the evaluation, in the order of EvalWeights.vector.
const (
	termPP = iota
	termProgress
	termNonScoring
	termPC
	termCity
	termCU
	termArmy
	termGeneral
	termHannibal
	termSiege
	termCapSiege
	termThreat
	termPressure
	termTieBreak
	// NumTerms is the number of terms of the evaluation.
	NumTerms
)

// vector lists the weights of the terms (termPP…termTieBreak).
func (w *EvalWeights) vector() [NumTerms]float64 {
	return [NumTerms]float64{w.PP, w.Progress, w.NonScoring, w.PC, w.City, w.CU, w.Army,
		w.General, w.Hannibal, w.Siege, w.CapSiege, -w.Threat, w.Pressure, w.TieBreak}
}

// Features returns each side's unweighted terms (how many political points,
// PCs, CUs…), indexed by hannibal.Side then term; the evaluation is their
// weighted sum. Isolated and Blocked shape the province terms.
func (e *HannibalEval) Features(g *hannibal.Game) [2][NumTerms]float64 {
	w := &e.W
	fx := factsFor(g)
	b := fx.d.Board
	var f [2][NumTerms]float64
	// Supply: a PC that could not trace supply now would be removed at the end
	// of the turn (19.4); it counts for Isolated in the provinces and as a PC.
	sup := [2]hannibal.SpaceSet{g.Supplied(hannibal.Rome), g.Supplied(hannibal.Carthage)}
	held := func(x data.SpaceID) (hannibal.Side, float64) {
		c := g.ControlOf(x)
		if c == hannibal.NoSide {
			return c, 0
		}
		if sup[c].Has(x) || b.Spaces[x].Kind == data.WalledCity || g.TribeAt(x) {
			return c, 1
		}
		return c, w.Isolated
	}
	// Provinces.
	for i := range b.Provinces {
		p := &b.Provinces[i]
		var m [3]float64
		for _, x := range p.Spaces {
			c, v := held(x)
			m[c] += v
		}
		k := float64(p.PCsNeeded)
		for _, sd := range [2]hannibal.Side{hannibal.Rome, hannibal.Carthage} {
			mine := m[sd]
			switch {
			case mine >= k && p.Scores:
				f[sd][termPP]++
			case mine >= k:
				f[sd][termNonScoring]++
			case p.Scores:
				r := mine / k
				switch theirs := m[sd.Other()]; {
				case theirs >= k:
					r *= 0.5
				case float64(len(p.Spaces))-theirs < k:
					r *= w.Blocked // a majority needs enemy PCs flipped
				}
				f[sd][termProgress] += r * r
			}
		}
	}
	// Spaces: PCs, walled cities, CUs and sieges.
	for i := range b.Spaces {
		x := b.Spaces[i].ID
		if c, v := held(x); c != hannibal.NoSide {
			if b.Spaces[i].Kind == data.WalledCity || g.TribeAt(x) {
				f[c][termCity]++
			} else {
				f[c][termPC] += v
			}
		}
		for _, sd := range [2]hannibal.Side{hannibal.Rome, hannibal.Carthage} {
			out, in := g.CUsAt(sd, x)
			f[sd][termCU] += float64(out + in)
		}
		if pts, by := g.SiegeAt(x); pts > 0 && by != hannibal.NoSide {
			if x == fx.capital[by.Other()] {
				f[by][termCapSiege] += float64(pts)
			} else {
				f[by][termSiege] += float64(pts)
			}
		}
	}
	// Generals and their armies.
	for i := range fx.d.Generals {
		gen := &fx.d.Generals[i]
		x, inside, on := g.GeneralPlace(gen.ID)
		if !on {
			continue
		}
		sd := gen.Side
		f[sd][termGeneral]++
		if gen.ID == fx.hannibal {
			f[sd][termHannibal]++
		}
		if g.Commanding(gen.ID) {
			out, in := g.CUsAt(sd, x)
			n := out
			if inside {
				n = in
			}
			f[sd][termArmy] += float64(min(n, 10)) * float64(gen.Battle) / 2
		}
	}
	pressure(g, fx, &f)
	f[hannibal.Carthage][termTieBreak] = lateness(g)
	// Threats to the capitals: enemy CUs within two spaces beyond the defenders.
	for _, sd := range [2]hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		c := fx.capital[sd]
		threat, guard := 0.0, 0.0
		for _, y := range fx.near[c] {
			eo, _ := g.CUsAt(sd.Other(), y)
			out, in := g.CUsAt(sd, y)
			switch fx.dist[c][y] {
			case 0:
				threat += float64(eo)
				guard += float64(out + in)
			case 1:
				threat += 0.6 * float64(eo)
				guard += 0.5 * float64(out)
			default:
				threat += 0.3 * float64(eo)
			}
		}
		if threat > guard {
			f[sd][termThreat] = threat - guard
		}
	}
	return f
}

// gameOf returns the Hannibal game behind a generic state.
func gameOf(s game.State) *hannibal.Game { return s.(*hannibal.GenericState).G }

// pressure adds, for each side, the enemy PCs its armies could flip on a coming
// play (19.2: a PC flips where one has a CU): those in or next to a space where
// the side has CUs and the enemy has none, counted three times when the flip would
// change who controls the province.
func pressure(g *hannibal.Game, fx *boardFacts, f *[2][NumTerms]float64) {
	b := fx.d.Board
	for i := range b.Spaces {
		y := b.Spaces[i].ID
		owner := g.ControlOf(y)
		if owner == hannibal.NoSide || b.Spaces[i].Kind == data.WalledCity || g.TribeAt(y) {
			continue
		}
		if out, _ := g.CUsAt(owner, y); out > 0 {
			continue
		}
		att := owner.Other()
		reach := 0.0
		if out, _ := g.CUsAt(att, y); out > 0 {
			reach = 1.5
		} else {
			for _, l := range b.Spaces[i].Links {
				if out, _ := g.CUsAt(att, l.To); out > 0 && !l.Kind.IsPass() {
					reach = 1
					break
				}
			}
		}
		if reach == 0 {
			continue
		}
		p := &b.Provinces[b.Spaces[i].Province]
		mine, theirs := 0, 0
		for _, x := range p.Spaces {
			switch g.ControlOf(x) {
			case owner:
				theirs++
			case att:
				mine++
			}
		}
		k := p.PCsNeeded
		if p.Scores && (theirs >= k && theirs-1 < k || mine < k && mine+1 >= k) {
			reach *= 3
		}
		f[att][termPressure] += reach
	}
}

// FittedWeights are weights fitted to the outcomes of heuristic self-play, one
// set for the whole game: "punic train --phases=false --games 300 --lambda 5"
// fits them the same way (docs/ai.md); the ISMCTS bot searches with them as
// Rome by default (eval=side).
func FittedWeights() EvalWeights {
	w := DefaultWeights()
	// 300 games of heuristic self-play, seeds 70000-70299, 42075 positions,
	// lambda 5 (fitted before the engine's later changes); the small negative
	// weights of PC (-0.18) and Army (-0.05) are clamped to 0.
	w.PP, w.Progress, w.NonScoring, w.PC, w.City, w.CU, w.Army = 3.19, 1.54, 0.19, 0, 0.32, 0.01, 0
	w.General, w.Hannibal, w.Siege, w.CapSiege, w.Threat, w.Pressure, w.TieBreak = 0.23, 1.38, 0.57, 3.92, 0.57, 0.27, 2.07
	return w
}
