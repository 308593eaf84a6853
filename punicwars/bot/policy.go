package bot

import (
	"math/rand/v2"

	"punic/punicwars"
)

// Rules is the rule-of-thumb player: one choice per decision from the board,
// without lookahead (but for the set-up, scored one ply deep). It keeps
// scratch memory, so one Rules serves one bot.
type Rules struct {
	b    *board
	memo memo
	// fast, in the playouts, weighs only one make-up of a leader's force
	// (composition): a quarter of the path searches.
	fast bool
	// cache holds the path searches' results, shared by the Rules of one
	// search (reach.go); nil: the board's own.
	cache *reachCache
	// NoFar keeps a leader with nothing worth doing near where he stands
	// rather than setting out for a far goal (plan; the rules of thumb
	// before 7 Dec 2026, kept for comparison in the arena).
	NoFar bool
	// EndTurn is the Game-Turn from which the war is ended by agreement
	// whatever the result (ending.go); 0 means the war's historical
	// length (at least minWar).
	EndTurn int
	// Press makes a side fight on past EndTurn while its hand-set
	// evaluation is over ½, up to twice EndTurn; without it, a side ahead
	// on Victory Points fights on while that is over pressOn, up to half as
	// long again (endTurnOf). The mcts bot's.
	Press bool
}

// NewRules returns the rule-of-thumb player; endTurn as Rules.EndTurn.
func NewRules(endTurn int) *Rules { return &Rules{EndTurn: endTurn} }

// Choose picks one of legal, the legal actions of g's side to move.
func (p *Rules) Choose(g *punicwars.Game, legal []punicwars.Action) punicwars.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if p.b == nil {
		p.b = &board{cache: p.cache, noFar: p.NoFar}
		p.b.reset(g)
	} else {
		p.b.reset(g)
	}
	me := g.ToMove()
	switch kindOf(legal) {
	case punicwars.KDeploy:
		return p.deploy(g, legal)
	case punicwars.KBid:
		return p.bid(g, me, legal)
	case punicwars.KRemove:
		return p.remove(g, legal)
	case punicwars.KPlace:
		return p.place(me, legal)
	case punicwars.KLeader:
		return p.activate(g, me, legal)
	case punicwars.KMove:
		return p.move(g, me, legal)
	case punicwars.KInvert:
		return p.threatened(g, me, legal)
	case punicwars.KLose:
		return p.lose(me, legal)
	case punicwars.KRecruit:
		return p.recruit(g, me, legal)
	case punicwars.KAccept:
		if p.accept(g, me) {
			return find(legal, punicwars.KAccept)
		}
		return find(legal, punicwars.KDecline)
	}
	return legal[0]
}

// kindOf names a decision by its legal actions: KDeploy, KBid, KRemove,
// KPlace, KLeader (a leader to activate), KMove (a leader moving), KInvert (a
// threatened force), KLose, KRecruit or KAccept (an offer to answer).
func kindOf(legal []punicwars.Action) punicwars.Kind {
	k := punicwars.KPass
	for _, a := range legal {
		switch a.Kind() {
		case punicwars.KMove, punicwars.KAttach, punicwars.KDetach, punicwars.KAttack, punicwars.KEnd:
			return punicwars.KMove
		case punicwars.KLeader, punicwars.KEndPhase:
			k = punicwars.KLeader
		case punicwars.KStand:
			return punicwars.KInvert
		case punicwars.KDone:
			return punicwars.KRecruit
		case punicwars.KDecline:
			return punicwars.KAccept
		case punicwars.KDeploy, punicwars.KBid, punicwars.KRemove, punicwars.KPlace, punicwars.KInvert,
			punicwars.KLose, punicwars.KRecruit, punicwars.KAccept:
			if k == punicwars.KPass {
				k = a.Kind()
			}
		}
	}
	return k
}

// find returns the first action of kind k, or the first action.
func find(legal []punicwars.Action, k punicwars.Kind) punicwars.Action {
	for _, a := range legal {
		if a.Kind() == k {
			return a
		}
	}
	return legal[0]
}

// Policy is the rule-of-thumb player as a playout policy: its choice, or one
// at random with probability Noise.
type Policy struct {
	Rules *Rules
	Noise float64
}

// choose is Policy's choice in the engine's terms.
func (p *Policy) choose(g *punicwars.Game, legal []punicwars.Action, r *rand.Rand) punicwars.Action {
	if p.Noise > 0 && r.Float64() < p.Noise {
		return legal[r.IntN(len(legal))]
	}
	return p.Rules.Choose(g, legal)
}
