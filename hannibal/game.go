package hannibal

import (
	"fmt"

	"punic/game"
	"punic/hannibal/data"
)

// Game is a game of Hannibal: the rules (read-only data shared by every game), the
// state, and optionally a log and forced dice. Copying a Game's State clones the
// game; Clone does that and copies the log.
type Game struct {
	d     *data.Data
	f     *facts
	s     State
	log   *[]LogLine        // nil when not logging
	dice  []uint8           // forced die rolls, used before the generator (tests, referee play)
	draws []uint8           // forced strategy-card draws (card numbers)
	hands [][2][numBC]uint8 // forced battle hands (Rome, Carthage), one per battle
	picks []string          // forced random picks (ForcePicks)
	// referee: table-referee mode (referee.go).
	referee bool
	// checking: Apply is running with forced draws or picks queued outside
	// referee mode: one that does not fit refuses the action (referee.go).
	checking bool

	scratch []Action
}

// Options choose how a game is created.
type Options struct {
	Scenario string // scenario key; "" means DefaultScenario
	Seed     uint64
	NoLog    bool // do not keep a log (simulations)
	// Referee is table-referee mode: dice, draws, battle hands and random picks
	// come from the table (referee.go). New then returns the game together with a
	// *NeedInput error when the first deal needs the cards drawn.
	Referee bool
	// Rules is the rules edition: "" or "2nd" (the 2nd edition as amended by the
	// 2007 printing), or "1st" (the 1st edition on the 2007 board, edition.go).
	Rules string
}

// DefaultScenario is the scenario a game is of when none is named: the whole war
// from 218 BC.
const DefaultScenario = "218bc"

// ErrGameOver is returned by Apply once the game has ended.
var ErrGameOver = game.ErrGameOver

// New creates a game from a scenario, a seed and options, and runs it to its first
// decision.
func New(d *data.Data, opt Options) (*Game, error) {
	if err := checkBindings(d); err != nil {
		return nil, err
	}
	key := opt.Scenario
	if key == "" {
		key = DefaultScenario
	}
	sc, ok := d.Scenario(key)
	if !ok {
		return nil, fmt.Errorf("unknown scenario %q", key)
	}
	rules, err := parseRules(d, opt.Rules)
	if err != nil {
		return nil, err
	}
	fx, err := factsOf(d)
	if err != nil {
		return nil, err
	}
	g := &Game{d: d, f: fx}
	g.s.rules = rules
	if !opt.NoLog {
		g.log = new([]LogLine)
	}
	g.s.rng = newRNG(opt.Seed)
	g.referee = opt.Referee
	g.setup(sc)
	if err := g.Advance(); err != nil {
		return g, err
	}
	return g, nil
}

// Data returns the game's facts.
func (g *Game) Data() *data.Data { return g.d }

// Clone returns an independent copy of the game (log included).
func (g *Game) Clone() *Game {
	c := &Game{d: g.d, f: g.f, s: g.s}
	if g.log != nil {
		l := make([]LogLine, len(*g.log))
		copy(l, *g.log)
		c.log = &l
	}
	c.dice = append([]uint8(nil), g.dice...)
	c.draws = append([]uint8(nil), g.draws...)
	c.hands = append([][2][numBC]uint8(nil), g.hands...)
	c.picks = append([]string(nil), g.picks...)
	c.referee = g.referee
	return c
}

// CloneInto makes dst a copy of g without its log, reusing dst's memory: the fast
// path for simulations.
func (g *Game) CloneInto(dst *Game) {
	dst.d = g.d
	dst.f = g.f
	dst.s = g.s
	dst.log = nil
	dst.dice = dst.dice[:0]
	dst.draws = dst.draws[:0]
	dst.dice = append(dst.dice, g.dice...)
	dst.draws = append(dst.draws, g.draws...)
	dst.hands = append(dst.hands[:0], g.hands...)
	dst.picks = append(dst.picks[:0], g.picks...)
	dst.referee = g.referee
}

// SetLogging turns the log on or off.
func (g *Game) SetLogging(on bool) {
	if on && g.log == nil {
		g.log = new([]LogLine)
	}
	if !on {
		g.log = nil
	}
}

// ForceDice queues die rolls to be used, in order, before the seeded generator.
func (g *Game) ForceDice(rolls ...int) {
	for _, r := range rolls {
		g.dice = append(g.dice, uint8(r))
	}
}

// ForceDraws queues strategy-card draws (card numbers) to be dealt, in order,
// before the shuffled deck.
func (g *Game) ForceDraws(cards ...int) {
	for _, c := range cards {
		g.draws = append(g.draws, uint8(c))
	}
}

// ForceBattleHands queues the battle cards the next battle deals: counts per type
// (Frontal Assault, Flank Left, Flank Right, Probe, Double Envelopment, Reserve)
// for Rome and for Carthage. The elephant charge and hand-size rules are then not
// applied to that deal.
func (g *Game) ForceBattleHands(rome, carthage [6]int) {
	var h [2][numBC]uint8
	for t := 0; t < numBC; t++ {
		h[Rome][t] = uint8(rome[t])
		h[Carthage][t] = uint8(carthage[t])
	}
	g.hands = append(g.hands, h)
}

// PendingDice returns how many forced die rolls have not been used yet.
func (g *Game) PendingDice() int { return len(g.dice) }

// ToMove returns the side that must decide now, or NoSide when the game is over.
func (g *Game) ToMove() Side {
	if g.s.over || g.s.sp == 0 {
		return NoSide
	}
	return g.s.stack[g.s.sp-1].who
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.over }

// Legal appends every legal action for the side to move to buf and returns it.
func (g *Game) Legal(buf []Action) []Action {
	buf = buf[:0]
	if g.s.over || g.s.sp == 0 {
		return buf
	}
	return g.legal(&g.s.stack[g.s.sp-1], buf)
}

// Apply takes an action of the side to move. An illegal action is refused with the
// rule it breaks, and the game is left unchanged.
func (g *Game) Apply(a Action) error {
	if g.s.over {
		return ErrGameOver
	}
	g.scratch = g.Legal(g.scratch)
	for _, l := range g.scratch {
		if l == a {
			return g.guarded(func() { g.ApplyLegal(a) })
		}
	}
	return g.explain(&g.s.stack[g.s.sp-1], a)
}

// ApplyLegal takes an action known to be legal (one returned by Legal) without
// checking it again: the fast path for simulations.
func (g *Game) ApplyLegal(a Action) {
	g.apply(&g.s.stack[g.s.sp-1], a)
	g.run()
}

// Turn returns the current turn number (1-9).
func (g *Game) Turn() int { return int(g.s.turn) }

// Outcome reports whether the game is over, who won (NoSide while it goes on) and
// why.
func (g *Game) Outcome() (over bool, winner Side, reason string) {
	if !g.s.over {
		return false, NoSide, ""
	}
	return true, g.s.winner, endWords[g.s.endReason]
}

// Resign ends the game: side resigns and the opponent wins.
func (g *Game) Resign(side Side) error {
	if g.s.over {
		return ErrGameOver
	}
	if side != Rome && side != Carthage {
		return refuse("", "only Rome or Carthage can resign")
	}
	if g.logging() {
		g.logf("", "%s resigns", side)
	}
	g.endGame(side.Other(), endResigned)
	return nil
}
