package punicwars

import (
	"errors"
	"fmt"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Game is a game of The Punic Wars: the facts (shared, read-only), the state,
// and optionally a log, forced dice and picks. Copying the State clones the
// game.
type Game struct {
	d       *data.Data
	f       *facts
	s       State
	log     *[]LogLine
	dice    []uint8
	picks   []string
	referee bool
	scratch []Action
	hbuf    []hexmap.HexID
}

// Options choose how a game is created.
type Options struct {
	Scenario string // scenario key ("first", "second", "third"); "" is the first in the data
	Seed     uint64
	NoLog    bool // keep no log (simulations)
	// Referee is table-referee mode: dice and random picks come from the table
	// (referee.go).
	Referee bool
}

// ErrGameOver is returned by Apply once the game has ended.
var ErrGameOver = errors.New("the game is over")

// New creates a game of a scenario and runs it to its first decision.
func New(d *data.Data, opt Options) (*Game, error) {
	fx, err := factsOf(d)
	if err != nil {
		return nil, err
	}
	si := -1
	for i := range d.Scenarios {
		if d.Scenarios[i].Key == opt.Scenario || (opt.Scenario == "" && i == 0) {
			si = i
			break
		}
	}
	if si < 0 {
		return nil, fmt.Errorf("unknown scenario %q", opt.Scenario)
	}
	g := &Game{d: d, f: fx}
	if !opt.NoLog {
		g.log = new([]LogLine)
	}
	g.referee = opt.Referee
	g.s.rng = newRNG(opt.Seed)
	if err := g.setup(si); err != nil {
		return nil, err
	}
	if err := g.Advance(); err != nil {
		return g, err
	}
	return g, nil
}

// Data returns the game's facts.
func (g *Game) Data() *data.Data { return g.d }

// Map returns the game's map.
func (g *Game) Map() *hexmap.Map { return g.f.m }

// Clone returns an independent copy of the game (log included).
func (g *Game) Clone() *Game {
	c := &Game{d: g.d, f: g.f, s: g.s, referee: g.referee}
	if g.log != nil {
		l := make([]LogLine, len(*g.log))
		copy(l, *g.log)
		c.log = &l
	}
	c.dice = append([]uint8(nil), g.dice...)
	c.picks = append([]string(nil), g.picks...)
	return c
}

// CloneInto makes dst a copy of g without its log, reusing dst's memory.
func (g *Game) CloneInto(dst *Game) {
	dst.d, dst.f, dst.s, dst.log, dst.referee = g.d, g.f, g.s, nil, g.referee
	dst.dice = append(dst.dice[:0], g.dice...)
	dst.picks = append(dst.picks[:0], g.picks...)
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

// Turn returns the Game-Turn (1, 2, …).
func (g *Game) Turn() int { return int(g.s.turn) }

// Year returns the current Game-Turn's year BC.
func (g *Game) Year() int { return g.d.Scenarios[g.s.scenario].Year - int(g.s.turn) + 1 }

// Phasing returns the Phasing Player.
func (g *Game) Phasing() Side { return g.s.side }

// Phase returns the current phase's name ("campaign").
func (g *Game) Phase() string { return phaseNames[g.s.phase] }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.over }

// Treasury returns a side's Treasury Points (15.0).
func (g *Game) Treasury(side Side) int { return int(g.s.treasury[side]) }

// Legal appends every legal action of the side to move to buf and returns it.
func (g *Game) Legal(buf []Action) []Action {
	buf = buf[:0]
	if g.s.over {
		return buf
	}
	return g.legal(buf)
}

// Apply takes an action of the side to move. An illegal action is refused with
// the case it breaks, and the game is left unchanged.
func (g *Game) Apply(a Action) error {
	if g.s.over {
		return ErrGameOver
	}
	if r := g.check(a); r != 0 {
		return r.refusal()
	}
	g.scratch = g.Legal(g.scratch)
	for _, l := range g.scratch {
		if l == a {
			return g.guarded(func() { g.ApplyLegal(a) })
		}
	}
	d := g.Decision()
	return &Refusal{Reason: fmt.Sprintf("%q is not one of the choices now: %s (%s to decide)", g.ActionText(a), d.Prompt, d.Side)}
}

// ApplyLegal takes an action known to be legal without checking it again.
func (g *Game) ApplyLegal(a Action) {
	g.apply(a)
	g.run()
}

// Outcome reports whether the game is over, who won (NoSide for a draw or while
// it goes on) and why ("Rome: Marginal Victory, 33 VP to 28").
func (g *Game) Outcome() (over bool, winner Side, reason string) {
	if !g.s.over {
		return false, NoSide, ""
	}
	return true, g.s.winner, g.endText()
}

// Resign ends the game: side resigns and the opponent wins.
func (g *Game) Resign(side Side) error {
	if g.s.over {
		return ErrGameOver
	}
	if side != Rome && side != Carthage {
		return refuse("", "only Rome or Carthage can resign")
	}
	g.logf("18.1", "%s resigns", side)
	g.endGame(side.Other(), endResigned)
	return nil
}
