package match

import (
	"errors"
	"fmt"
)

// Compact makes a finished match as small as it can be kept for looking at (a
// server holds finished games while someone watches them; issue 14 asks 50 KB
// of memory for one): the recorded actions lose the spare room they grew while
// the game was played, the undo points go (nothing can be taken back once the
// game is over), and the game is replaced by the same position loaded afresh,
// which holds no log. Read Game().Log() first if it is wanted: afterwards the
// game's log is empty. The game's state, views, status, outcome, position
// and record are unchanged (the new game's position is checked against the old
// one's; on any difference the match is left as it was and the difference
// reported).
func (m *Match) Compact() error {
	if !m.Over() {
		return errors.New("only a finished game is compacted")
	}
	pos := m.g.Position()
	g, err := m.rules.LoadPosition(pos, m.rec.Seed)
	if err != nil {
		return fmt.Errorf("the final position does not load again: %v", err)
	}
	if t := m.g.Table(); t != nil && t.Referee() {
		if nt := g.Table(); nt != nil {
			nt.SetReferee(true)
		}
	}
	if g.Position() != pos || g.Outcome() != m.g.Outcome() {
		return errors.New("the final position loads as another one")
	}
	m.g = g
	m.hist = nil
	m.acts.clip()
	return nil
}
