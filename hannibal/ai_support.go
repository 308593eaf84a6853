package hannibal

import "punic/hannibal/data"

// Read-only, allocation-free questions about a position, for the bots of package
// punic/ai. They answer from the game as it is (usually a bot's observation or a
// determinized copy of one) and never change it. View gives the same facts as
// JSON-ready structs; these are the fast path for evaluations inside simulations.

// ControlOf returns who controls space x: the side with a PC, walled city or tribe
// there (20.9), or NoSide.
func (g *Game) ControlOf(x SpaceID) Side { return g.s.ctl[x] }

// TribeAt reports whether x still holds a tribe marker (20.8).
func (g *Game) TribeAt(x SpaceID) bool { return g.isTribe(x) }

// CUsAt returns side's CUs in x outside the walls and inside the walled city.
func (g *Game) CUsAt(side Side, x SpaceID) (outside, inside int) {
	return g.out(side, x), g.in(side, x)
}

// SiegeAt returns the siege or subjugation points in x and the side holding them
// (NoSide when there are none).
func (g *Game) SiegeAt(x SpaceID) (points int, by Side) {
	if g.s.siege[x] == 0 {
		return 0, NoSide
	}
	if g.s.siegeCarthage.has(x) {
		return int(g.s.siege[x]), Carthage
	}
	return int(g.s.siege[x]), Rome
}

// GeneralPlace returns where general id is: his space and whether he is inside its
// walls; onMap is false when he is off the map, displaced or dead.
func (g *Game) GeneralPlace(id GeneralID) (x SpaceID, inside, onMap bool) {
	x, onMap = g.where(id)
	return x, onMap && g.inside(id), onMap
}

// Commanding reports whether general id commands his stack (9.2).
func (g *Game) Commanding(id GeneralID) bool { return g.commands(id) }

// ProvinceController returns the side that controls province p (19.1), or NoSide.
func (g *Game) ProvinceController(p data.ProvinceID) Side {
	if g.controlsProvince(Rome, p) {
		return Rome
	}
	if g.controlsProvince(Carthage, p) {
		return Carthage
	}
	return NoSide
}

// PoliticalPoints counts the scoring provinces side controls now (22.1).
func (g *Game) PoliticalPoints(side Side) int { return g.politicalPoints(side) }

// LastTurn returns the scenario's last turn.
func (g *Game) LastTurn() int { return int(g.s.lastTurn) }

// ActiveSide returns the side whose strategy card play it is (7.4).
func (g *Game) ActiveSide() Side { return g.s.active }

// AllyCards counts the ally battle cards side would get for a battle in x with a
// general present (14.2, 14.3), leaving out allies denied by desertion events.
func (g *Game) AllyCards(side Side, x SpaceID) int {
	b := g.d.Board
	here := b.ProvinceOf(x)
	italy, total := 0, 0
	for i := range b.Provinces {
		p := &b.Provinces[i]
		if !alliesReach(p, here) || !g.controlsProvince(side, p.ID) {
			continue
		}
		if side == Rome && p.Country == data.Italy {
			if p.ID != g.f.latium {
				italy += p.AllyCards
			}
			continue
		}
		total += p.AllyCards
	}
	return total + min(italy, 2)
}

// BattleInfo is the battle being fought as a bot sees it.
type BattleInfo struct {
	Space    SpaceID
	Attacker Side // the current attacker (14.8)
	Rounds   int
	// Hand holds the battle cards per type (data.FrontalAssault … data.Reserve)
	// known to this game: both hands in a complete game, only the observer's own
	// (and any shown by Spy in Enemy Camp) in an observation.
	Hand [2][data.NumBattleCardTypes]int
	// Cards counts the cards each side holds, known or not.
	Cards [2]int
	// Played counts the cards of each type played so far in this battle.
	Played [data.NumBattleCardTypes]int
	// Current is the type the attacker's card counts as this round, or -1.
	Current int
	// Rating is each side's commanding general's battle rating (0 without one).
	Rating [2]int
}

// Battle describes the battle in progress; ok is false when there is none.
func (g *Game) Battle() (b BattleInfo, ok bool) {
	if !g.inBattle() {
		return b, false
	}
	bt := &g.s.bt
	b.Space, b.Attacker, b.Rounds, b.Current = bt.x, bt.att, int(bt.rounds), -1
	if bt.rounds > 0 && bt.cur < numBC {
		b.Current = int(bt.cur)
	}
	for _, sd := range [2]Side{Rome, Carthage} {
		for t := 0; t < numBC; t++ {
			b.Hand[sd][t] = int(bt.hand[sd][t])
		}
		b.Cards[sd] = bt.cards(sd)
		if cmd := g.battleCommander(sd); cmd != data.NoGeneral {
			b.Rating[sd] = g.d.Generals[cmd].Battle
		}
	}
	if g.s.observer != 0 {
		b.Cards[Side(g.s.observer-1).Other()] += int(g.s.hiddenBC)
	}
	for i := 0; i < int(bt.histN); i++ {
		h := bt.hist[i]
		if h.card < numBC {
			b.Played[h.card]++
		}
		if h.matched < numBC {
			b.Played[h.matched]++
		}
	}
	return b, true
}

// AtCardPlay reports whether the game waits for a strategy card play (7.2): the
// boundary between two plays, where bots stop their simulations.
func (g *Game) AtCardPlay() bool {
	return !g.s.over && g.s.sp > 0 && g.top().proc == procCardPlay
}

// MovingArmy describes the army moving now: its commanding general, where it is,
// its CUs and the side it belongs to; ok is false when no army is moving.
func (g *Game) MovingArmy() (gen GeneralID, at SpaceID, cus int, side Side, ok bool) {
	if !g.inMove() {
		return data.NoGeneral, data.NoSpace, 0, NoSide, false
	}
	mv := &g.s.mv
	return mv.gen, mv.at, int(mv.cus), g.sideOf(mv.gen), true
}
