// Package match is what every game needs around its rules, written once for all
// games: a game in progress together with its record (every action, with the
// table inputs it used), undo within the limits the rules allow, resignation,
// replay of records (refused when made by another engine version or with other
// data) and table-referee play. The front ends — the engine protocol, the
// terminal, the web server — play through a Match; the rules stay in the game's
// engine, reached through game.Instance.
package match

import (
	"errors"
	"fmt"

	"punic/game"
)

// Match is a game together with its record and the history that lets a player
// take back actions (Undo).
type Match struct {
	rules game.Rules
	g     game.Instance
	rec   Record     // the record's header (its Actions are in acts)
	acts  actionList // the recorded actions, compactly
	hist  []undoPoint
}

// undoPoint is the game just before an action that may be taken back.
type undoPoint struct {
	snap game.Snapshot
	side game.Player
}

// New starts a recorded game of a scenario. In referee mode the game may need
// input from the table before its first decision: the match is returned with
// the need as the error (Table.Need); queue the input and call Advance.
func New(rules game.Rules, opt game.Options) (*Match, error) {
	if opt.Scenario == "" {
		opt.Scenario = game.DefaultScenario(rules)
	}
	r, err := rules.Title().CheckRules(opt.Rules)
	if err != nil {
		return nil, err
	}
	opt.Rules = r
	g, err := rules.New(opt)
	if g == nil {
		return nil, err
	}
	m := &Match{rules: rules, g: g, rec: newRecord(rules, opt.Scenario, opt.Seed)}
	m.rec.Referee = opt.Referee
	m.rec.Rules = opt.Rules
	m.rec.Data = game.FingerprintFor(rules, opt.Rules)
	return m, err
}

// FromPosition starts a recorded game from a position text.
func FromPosition(rules game.Rules, position string, seed uint64) (*Match, error) {
	g, err := rules.LoadPosition(position, seed)
	if err != nil {
		return nil, err
	}
	m := &Match{rules: rules, g: g, rec: newRecord(rules, g.Status().Scenario, seed)}
	m.rec.Position = position
	return m, nil
}

func newRecord(rules game.Rules, scenario string, seed uint64) Record {
	t := rules.Title()
	return Record{Format: Format, Game: t.Name, Engine: t.Engine, Data: rules.Fingerprint(),
		Scenario: scenario, Seed: seed}
}

// Game is the game being played. Take actions through the match (Apply), so
// that they are recorded; read the game freely.
func (m *Match) Game() game.Instance { return m.g }

// Rules are the game's loaded data.
func (m *Match) Rules() game.Rules { return m.rules }

// Title is the game's registry entry.
func (m *Match) Title() *game.Title { return m.rules.Title() }

// Scenario is the scenario the game was started from (for a position, the
// position's scenario when the game reports it, else "").
func (m *Match) Scenario() string { return m.rec.Scenario }

// Seed is the seed the game was started with.
func (m *Match) Seed() uint64 { return m.rec.Seed }

// Actions counts the actions recorded.
func (m *Match) Actions() int { return m.acts.len() }

// LastAction is the last action recorded, ok false if none.
func (m *Match) LastAction() (ra RecordedAction, ok bool) {
	if m.acts.len() == 0 {
		return ra, false
	}
	return m.acts.at(m.Title(), m.acts.len()-1, ""), true
}

// Over reports whether the game has ended.
func (m *Match) Over() bool { return m.g.Outcome().Over }

// Waiting reports whether the game stopped before its first decision for input
// from the table: a referee game whose start needs the table (Advance goes on
// once it is queued).
func (m *Match) Waiting() bool { return !m.Over() && m.g.ToMove() == game.None }

// Advance runs the game on after its start asked the table for input, recording
// the inputs it uses.
func (m *Match) Advance() error {
	t := m.g.Table()
	if t == nil {
		return errors.New("this game takes no input from the table")
	}
	before := t.Queued()
	err := t.Advance()
	if err == nil && m.acts.len() == 0 && !before.Empty() {
		if m.rec.Start == nil {
			m.rec.Start = &RecordedAction{Action: "start"}
		}
		used := consumed(before, t.Queued())
		if m.rec.Start.Inputs == nil {
			m.rec.Start.Inputs = game.Inputs{}
		}
		for k, v := range used {
			m.rec.Start.Inputs[k] = append(m.rec.Start.Inputs[k], v...)
		}
	}
	return err
}

// SetReferee puts the match in table-referee mode or takes it out, recorded.
func (m *Match) SetReferee(on bool) {
	if t := m.g.Table(); t != nil {
		t.SetReferee(on)
		m.rec.Referee = on
	}
}

// Referee reports whether the match is in table-referee mode.
func (m *Match) Referee() bool {
	t := m.g.Table()
	return t != nil && t.Referee()
}

// queued returns the table inputs queued, or nil for a game without any.
func (m *Match) queued() game.Inputs {
	if t := m.g.Table(); t != nil {
		return t.Queued()
	}
	return nil
}

// consumed returns the inputs used between two looks at the queues: the first
// values of each queue that shrank.
func consumed(before, after game.Inputs) game.Inputs {
	var used game.Inputs
	for k, v := range before {
		if n := len(v) - len(after[k]); n > 0 {
			if used == nil {
				used = game.Inputs{}
			}
			used[k] = v[:n]
		}
	}
	return used
}

// Apply takes an action of the side to move, records it and remembers how to take
// it back. An illegal action is refused and nothing changes.
func (m *Match) Apply(a game.Action) error {
	g := m.g
	side := g.ToMove()
	if side == game.None {
		if g.Outcome().Over {
			return game.ErrGameOver
		}
		return errors.New("the game waits for the table before its first decision")
	}
	before := g.Snapshot()
	queued := m.queued()
	text := g.ActionText(a)
	if err := g.Apply(a); err != nil {
		return err
	}
	m.acts.push(side, text, consumed(queued, m.queued()), false)
	if g.Irreversible(a, before) {
		m.forgetUndo()
	} else {
		m.hist = append(m.hist, undoPoint{snap: before, side: side})
	}
	return nil
}

// ApplyText takes an action given by its text form.
func (m *Match) ApplyText(text string) error {
	a, err := m.g.ParseAction(text)
	if err != nil {
		return err
	}
	return m.Apply(a)
}

// CanUndo reports whether side may take back its last action: it was the last
// action of the game, made by side, and nothing irreversible happened since.
func (m *Match) CanUndo(side game.Player) bool {
	return len(m.hist) > 0 && m.hist[len(m.hist)-1].side == side && !m.Over()
}

// Undo takes back side's last action, if allowed (CanUndo).
func (m *Match) Undo(side game.Player) error {
	if !m.CanUndo(side) {
		name := m.Title().SideName(side)
		if len(m.hist) > 0 && m.hist[len(m.hist)-1].side != side {
			return fmt.Errorf("%s cannot undo: the other player has acted since", name)
		}
		return fmt.Errorf("%s cannot undo: the last action cannot be taken back (it rolled a die, drew, played or revealed something, or the game ended)", name)
	}
	p := m.hist[len(m.hist)-1]
	m.hist = m.hist[:len(m.hist)-1]
	m.g.Restore(p.snap)
	m.acts.pop()
	return nil
}

// Resign ends the game with side's resignation, recorded.
func (m *Match) Resign(side game.Player) error {
	if err := m.g.Resign(side); err != nil {
		return err
	}
	m.acts.push(side, "resign", nil, true)
	m.forgetUndo()
	return nil
}

// forgetUndo drops the undo points, and the snapshots they hold: an emptied
// slice would keep them alive in its backing array.
func (m *Match) forgetUndo() {
	clear(m.hist)
	m.hist = m.hist[:0]
}

// Record returns the game's record so far, in the referee mode the game is in.
func (m *Match) Record() Record {
	r := m.rec
	r.Actions = m.acts.all(m.Title())
	r.Referee = m.Referee()
	if o := m.g.Outcome(); o.Over {
		r.Result = &Result{Winner: m.Title().SideKey(o.Winner), Reason: o.Reason}
	}
	return r
}

// MarshalRecord writes the record as indented JSON.
func (m *Match) MarshalRecord() ([]byte, error) {
	r := m.Record()
	return r.Marshal()
}
