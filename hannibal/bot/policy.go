package bot

import (
	"math/rand/v2"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// HannibalPolicy is the fast policy of the Hannibal bots: it weighs each legal
// action by a rule of thumb on its kind (place PCs where they take provinces,
// siege, charge, counterattack, move to weaker enemies, avoid stronger ones,
// remove the PCs that matter least…), picks one at random in proportion, and plays
// battle cards by their odds. It plays out simulations and fills the decisions a
// search leaves out; it knows no card by number, so new events are simply tried.
type HannibalPolicy struct {
	PolicyOptions
	w   []float64
	ctx decisionContext
}

// PolicyOptions are refinements of the fast policy that the search bot may
// use; the heuristic bot, the benchmark opponent, plays without them unless
// asked.
type PolicyOptions struct {
	// Guard keeps an army near its own capital while enemy CUs threaten it
	// beyond the other defenders (hold the capital, 22.3: losing it ends the
	// game): moves away from the capital are rarely taken, moves towards it
	// often.
	Guard bool
	// Cautious attacks, moves onto enemies and fights after an interception
	// mostly at good odds (at least Odds) and hardly ever below.
	Cautious bool
	// Spread drops one CU of a moving army of three or more where it stands on
	// an enemy PC of a scoring province with no enemy CU (often, instead of
	// hardly ever): a CU there lets a later PC play flip the PC (19.2), the
	// way the side that spreads out gains control.
	Spread bool
}

// cautiousOdds is the battle odds below which a Cautious policy hardly ever
// seeks a battle.
const cautiousOdds = 0.5

// Choose picks an action of legal for the side to move in s.
func (q *HannibalPolicy) Choose(s game.State, legal []game.Action, r *rand.Rand) game.Action {
	g := gameOf(s)
	legal = PruneHannibal(s, legal)
	if hasKind(legal, hannibal.KBattleCard) {
		return battleCardPlay(g, legal, r)
	}
	c := q.context(g, legal)
	q.w = q.w[:0]
	total := 0.0
	for _, a := range legal {
		w := c.weight(g, hannibal.Action(a))
		q.w = append(q.w, w)
		total += w
	}
	if total <= 0 {
		return legal[r.IntN(len(legal))]
	}
	x := r.Float64() * total
	for i, w := range q.w {
		if x < w {
			return legal[i]
		}
		x -= w
	}
	return legal[len(legal)-1]
}

// decisionContext is what the weights of one decision share.
type decisionContext struct {
	fx       *boardFacts
	side     hannibal.Side
	cardPlay bool // a strategy card play (7.2)
	placePC  bool
	reaction bool // interceptions and avoid battle (10.3)
	moving   bool // an army is moving
	moveSide hannibal.Side
	moveAt   data.SpaceID
	moveGen  data.GeneralID
	moveCUs  int
	maxTake  uint8 // the largest number of CUs offered by a KTake
	// The moving army's targets, found on first use (targetDist), and the
	// distance from where it stands to the nearest (hereDist, once known).
	targetsDone, hereDone bool
	targets               []data.SpaceID
	hereDist              int
	opts                  PolicyOptions
	// guardDone and guarding: whether the moving army should stay near its
	// capital (PolicyOptions.Guard), found on first use.
	guardDone, guarding bool
}

// context gathers what the weights need, in q's reused context.
func (q *HannibalPolicy) context(g *hannibal.Game, legal []game.Action) *decisionContext {
	c := &q.ctx
	*c = decisionContext{side: g.ToMove(), fx: factsFor(g), targets: c.targets[:0], opts: q.PolicyOptions}
	for _, a := range legal {
		x := hannibal.Action(a)
		switch x.Kind() {
		case hannibal.KDiscard, hannibal.KPlayOps:
			c.cardPlay = true
		case hannibal.KPlacePC:
			c.placePC = true
		case hannibal.KIntercept, hannibal.KAvoid:
			c.reaction = true
		case hannibal.KTake:
			c.maxTake = max(c.maxTake, x.A())
		}
	}
	c.moveGen, c.moveAt, c.moveCUs, c.moveSide, c.moving = g.MovingArmy()
	return c
}

// weight is the rule of thumb for one action.
func (c *decisionContext) weight(g *hannibal.Game, a hannibal.Action) float64 {
	d := g.Data()
	switch a.Kind() {
	case hannibal.KPlayEvent:
		if c.cardPlay {
			return 4
		}
		return 2 // a counter event
	case hannibal.KPlayOps:
		ops := float64(d.Cards[a.A()-1].Ops)
		switch a.B() {
		case 0: // move
			return 1 + ops
		case 1: // place PCs
			return 1 + ops
		case 2: // raise a CU
			return 1.5
		}
		return 4 // move and use the event with the OPs
	case hannibal.KDiscard:
		return 0.05
	case hannibal.KPass:
		switch {
		case c.placePC:
			return 0.02
		case c.reaction:
			return 2
		}
		return 0.5
	case hannibal.KPlacePC:
		gain := pcGain(g, c.side, data.SpaceID(a.A()))
		return 0.1 + gain*gain
	case hannibal.KRemovePC:
		cost := pcLoss(g, c.side, data.SpaceID(a.A()))
		return 1 / (0.05 + cost*cost)
	case hannibal.KActivate:
		x, inside, on := g.GeneralPlace(data.GeneralID(a.A()))
		if !on {
			return 1
		}
		out, in := g.CUsAt(c.side, x)
		if inside {
			out = in
		}
		return 1 + float64(min(out, 10))
	case hannibal.KTake:
		if a.A() == c.maxTake {
			return 6
		}
		return 1
	case hannibal.KMoveTo:
		return c.moveWeight(g, data.SpaceID(a.A()))
	case hannibal.KSail:
		return 0.4
	case hannibal.KStop:
		if c.moving && c.targetDist(g, c.moveAt) == 0 {
			return 4
		}
		return 1
	case hannibal.KPickup:
		return 0.8
	case hannibal.KDrop:
		if c.opts.Spread && a.A() == 1 && c.spreadHere(g) {
			return 3
		}
		return 0.15
	case hannibal.KPickGeneral:
		return 0.3
	case hannibal.KDropGeneral:
		return 0.1
	case hannibal.KAttack, hannibal.KFight:
		if c.moving {
			mine := battleCards(g, c.moveSide, c.moveAt, c.moveCUs, c.moveGen)
			theirs := stackCards(g, c.moveSide.Other(), c.moveAt)
			return c.battleWeight(0.1, 4, winOdds(mine, theirs))
		}
		return 1
	case hannibal.KBackUp:
		return 1
	case hannibal.KIntercept, hannibal.KAvoid:
		if !c.moving {
			return 0.5
		}
		x, _, _ := g.GeneralPlace(data.GeneralID(a.A()))
		mine := stackCards(g, c.side, x)
		theirs := battleCards(g, c.moveSide, c.moveAt, c.moveCUs, c.moveGen)
		p := 1 - winOdds(theirs, mine+1) // the interceptor gets a card (12.4)
		if a.Kind() == hannibal.KAvoid {
			return 0.1 + 4*(1-p)
		}
		return 0.1 + 4*p*p
	case hannibal.KSiege, hannibal.KCharge, hannibal.KCounterattack, hannibal.KSeize, hannibal.KBlock, hannibal.KOverrun:
		return 20
	case hannibal.KConcede, hannibal.KWithdraw:
		return 0.01
	case hannibal.KPlaceCU:
		out, _ := g.CUsAt(c.side, data.SpaceID(a.A()))
		return 1 + 0.5*float64(min(out, 8))
	}
	return 1
}

// moveWeight weighs moving the army to y: towards its targets (see targetDist),
// onto weaker enemies, away from stronger ones.
func (c *decisionContext) moveWeight(g *hannibal.Game, y data.SpaceID) float64 {
	if !c.moving {
		return 2
	}
	side := c.moveSide
	w := 2.0
	if enemy, _ := g.CUsAt(side.Other(), y); enemy > 0 {
		mine := battleCards(g, side, y, c.moveCUs, c.moveGen)
		theirs := stackCards(g, side.Other(), y)
		w = c.battleWeight(0.2, 5, winOdds(mine, theirs))
	}
	here, there := c.targetDist(g, c.moveAt), c.targetDist(g, y)
	switch {
	case there < here:
		w *= 2.5
	case there > here:
		w *= 0.5
	}
	if c.opts.Guard && c.guard(g) {
		capital := c.fx.capital[side]
		switch from, to := c.fx.dist[c.moveAt][capital], c.fx.dist[y][capital]; {
		case to > from:
			w *= 0.1
		case to < from:
			w *= 3
		}
	}
	return w
}

// spreadHere reports whether the moving army should leave a CU where it
// stands (PolicyOptions.Spread): it has three CUs or more, and the space is an
// enemy PC (not a walled city nor a tribe) of a scoring province with no enemy
// CU in it.
func (c *decisionContext) spreadHere(g *hannibal.Game) bool {
	if !c.moving || c.moveCUs < 3 {
		return false
	}
	x := c.moveAt
	if g.ControlOf(x) != c.moveSide.Other() || c.fx.walled[x] || g.TribeAt(x) {
		return false
	}
	b := c.fx.d.Board
	if !b.Provinces[b.Spaces[x].Province].Scores {
		return false
	}
	enemy, _ := g.CUsAt(c.moveSide.Other(), x)
	return enemy == 0
}

// battleWeight weighs seeking a battle won with odds p: base + k·p, or with
// PolicyOptions.Cautious, hardly ever below cautiousOdds.
func (c *decisionContext) battleWeight(base, k, p float64) float64 {
	if c.opts.Cautious && p < cautiousOdds {
		return base * p / cautiousOdds
	}
	return base + k*p
}

// guard reports whether the moving army should stay near its capital: it is
// within two spaces of it and the enemy CUs within three spaces of the
// capital outnumber the side's other CUs in and next to it.
func (c *decisionContext) guard(g *hannibal.Game) bool {
	if c.guardDone {
		return c.guarding
	}
	c.guardDone = true
	fx := c.fx
	side := c.moveSide
	capital := fx.capital[side]
	if fx.dist[c.moveAt][capital] > 2 {
		return false
	}
	threat, guard := 0, 0
	for i := range fx.d.Board.Spaces {
		y := fx.d.Board.Spaces[i].ID
		switch d := fx.dist[y][capital]; {
		case d <= 1:
			out, in := g.CUsAt(side, y)
			guard += out + in
			if y == c.moveAt {
				guard -= c.moveCUs
			}
			fallthrough
		case d <= 3:
			eo, ei := g.CUsAt(side.Other(), y)
			threat += eo + ei
		}
	}
	c.guarding = threat > guard
	return c.guarding
}

// targetDist is the distance from y to the moving army's nearest target: an
// enemy PC it could stand on to flip (19.2) in a province that scores, or, with
// three CUs or more, an enemy walled city or tribe to besiege (20.2). Targets
// already held by enemy CUs do not count. 255 means none.
func (c *decisionContext) targetDist(g *hannibal.Game, y data.SpaceID) int {
	if y == c.moveAt && c.moving {
		// Every move weighs its destination against where the army stands.
		if !c.hereDone {
			c.hereDone, c.hereDist = true, c.nearestTarget(g, y)
		}
		return c.hereDist
	}
	return c.nearestTarget(g, y)
}

// nearestTarget computes targetDist.
func (c *decisionContext) nearestTarget(g *hannibal.Game, y data.SpaceID) int {
	fx := c.fx
	if !c.targetsDone {
		c.targetsDone = true
		side := c.moveSide
		for _, x := range fx.scoring {
			if g.ControlOf(x) != side.Other() {
				continue
			}
			if enemy, _ := g.CUsAt(side.Other(), x); enemy > 0 {
				continue
			}
			marker := fx.walled[x] || g.TribeAt(x)
			if marker && c.moveCUs < 3 || !marker && c.moveCUs == 0 {
				continue
			}
			c.targets = append(c.targets, x)
		}
	}
	best := uint8(255)
	row := &fx.dist[y]
	for _, t := range c.targets {
		best = min(best, row[t])
	}
	return int(best)
}

// pcGain values placing (or flipping) a PC of side in x: taking a province, breaking
// the enemy's hold on one, or getting closer to a majority (19.1, 22.1).
func pcGain(g *hannibal.Game, side hannibal.Side, x data.SpaceID) float64 {
	b := g.Data().Board
	p := &b.Provinces[b.Spaces[x].Province]
	var m [3]int
	for _, y := range p.Spaces {
		m[g.ControlOf(y)]++
	}
	k := p.PCsNeeded
	mine, theirs := m[side], m[side.Other()]
	newTheirs := theirs
	if g.ControlOf(x) == side.Other() {
		newTheirs--
	}
	gain := 0.0
	weight := 1.0
	if !p.Scores {
		weight = 0.3
	}
	if mine < k && mine+1 >= k {
		gain += 4
	}
	if theirs >= k && newTheirs < k {
		gain += 3
	}
	if n := len(p.Spaces); theirs < k && n-(mine+1) < k && n-mine >= k {
		gain += 2 // the enemy can no longer reach a majority without flipping ours
	}
	if mine < k {
		gain += 1.5 * float64(mine+1) / float64(k)
	} else {
		gain += 0.3
	}
	return gain * weight
}

// pcLoss values losing side's PC in x: a province lost costs most.
func pcLoss(g *hannibal.Game, side hannibal.Side, x data.SpaceID) float64 {
	b := g.Data().Board
	p := &b.Provinces[b.Spaces[x].Province]
	mine := 0
	for _, y := range p.Spaces {
		if g.ControlOf(y) == side {
			mine++
		}
	}
	if !p.Scores {
		return 0.2
	}
	if mine >= p.PCsNeeded && mine-1 < p.PCsNeeded {
		return 4
	}
	return 0.5 + float64(mine)/float64(p.PCsNeeded)
}
