package match

import (
	"fmt"

	"punic/game"
)

// Replay plays a record again and returns the match at its end. A record of
// another game, engine version or data set is refused (ErrVersion); an action
// that does not replay is reported with its number.
func Replay(rules game.Rules, r *Record) (*Match, error) {
	t := rules.Title()
	if name := recordGame(r); name != t.Name {
		return nil, fmt.Errorf("this is a record of %q, not of %q", name, t.Name)
	}
	if r.Engine != t.Engine {
		return nil, &ErrVersion{Field: "engine", Record: r.Engine, Here: t.Engine}
	}
	if fp := game.FingerprintFor(rules, r.Rules); r.Data != fp {
		return nil, &ErrVersion{Field: "game data", Record: r.Data, Here: fp}
	}
	var m *Match
	var err error
	if r.Position != "" {
		m, err = FromPosition(rules, r.Position, r.Seed)
		if err == nil && r.Referee {
			m.SetReferee(true)
		}
	} else {
		m, err = New(rules, game.Options{Scenario: r.Scenario, Seed: r.Seed, Referee: r.Referee, Rules: r.Rules})
		if _, needs := needOf(m, err); needs {
			if r.Start == nil {
				// Saved before its first deal: the match still waits for it.
				return m, err
			}
			if err := m.force(r.Start.Inputs); err != nil {
				return nil, fmt.Errorf("start: %v", err)
			}
			err = m.Advance()
		}
	}
	if err != nil {
		return nil, err
	}
	for i, ra := range r.Actions {
		if ra.Resign {
			err := fmt.Errorf("unknown side %q", ra.Side)
			if s := t.PlayerOf(ra.Side); s != game.None {
				err = m.Resign(s)
			}
			if err != nil {
				return m, fmt.Errorf("action %d (resign): %v", i+1, err)
			}
			continue
		}
		if err := m.force(ra.Inputs); err != nil {
			return m, fmt.Errorf("action %d %q: %v", i+1, ra.Action, err)
		}
		if who := t.SideKey(m.g.ToMove()); who != ra.Side {
			return m, fmt.Errorf("action %d %q: recorded for %s but %s is to move", i+1, ra.Action, ra.Side, who)
		}
		if err := m.ApplyText(ra.Action); err != nil {
			return m, fmt.Errorf("action %d %q: %v", i+1, ra.Action, err)
		}
	}
	return m, nil
}

// recordGame is the game a record names.
func recordGame(r *Record) string {
	if r.Game == "" {
		return game.DefaultGame
	}
	return r.Game
}

// force queues the table inputs a recorded action used.
func (m *Match) force(in game.Inputs) error {
	if in.Empty() {
		return nil
	}
	t := m.g.Table()
	if t == nil {
		return fmt.Errorf("the record gives table inputs, but %s takes none", m.Title().Name)
	}
	return t.Force(in)
}

// needOf reports whether err, from m's game, asks the table for input.
func needOf(m *Match, err error) (*game.Need, bool) {
	if m == nil || err == nil {
		return nil, false
	}
	t := m.g.Table()
	if t == nil {
		return nil, false
	}
	return t.Need(err, nil)
}

// Need presents err, returned by this match's game, when it asks the table for
// input; queued counts, by kind, the values the front end queued since the game
// last went on (game.Table.Need).
func (m *Match) Need(err error, queued map[string]int) (*game.Need, bool) {
	if err == nil {
		return nil, false
	}
	t := m.g.Table()
	if t == nil {
		return nil, false
	}
	return t.Need(err, queued)
}

// Resume replays a saved game. A referee game saved before its first deal was
// entered has no start inputs: it is started again, waiting for them (Waiting).
func Resume(rules game.Rules, rec *Record) (*Match, error) {
	m, err := Replay(rules, rec)
	if _, needs := needOf(m, err); needs && rec.Referee && rec.Start == nil && rec.Position == "" && len(rec.Actions) == 0 {
		err = nil
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Open finds the game a record names in the registry, loads its rules with
// loader and resumes the record.
func Open(loader *game.Loader, rec *Record) (*Match, error) {
	rules, err := loader.Rules(recordGame(rec))
	if err != nil {
		return nil, err
	}
	return Resume(rules, rec)
}

// Reset drops the table inputs queued and not used yet, by replaying the record
// (the engine has no other way to take them back). The undo history is lost:
// the actions before cannot be taken back afterwards.
func (m *Match) Reset() error {
	rec := m.Record()
	fresh, err := Resume(m.rules, &rec)
	if err != nil {
		return err
	}
	*m = *fresh
	return nil
}

// Probe returns what going on from the start would say — the table's need, or
// nil — and leaves the game as it was.
func (m *Match) Probe() error {
	t := m.g.Table()
	if t == nil {
		return nil
	}
	snap := m.g.Snapshot()
	err := t.Advance()
	m.g.Restore(snap)
	return err
}
