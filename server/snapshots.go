package server

import (
	"punic/game"
	"punic/match"
)

// DefaultSnapshotEvery is how many events may pass between two snapshots of a
// game by default (Options.SnapshotEvery).
const DefaultSnapshotEvery = 50

// snapPolicy decides which events are stored with a snapshot of the game's
// position: the creation (version 0), a new game turn, every `every` events,
// and the end. A snapshot is taken only where no undo can reach behind it (no
// action since the last irreversible one may be taken back), so the events
// after a snapshot always replay on top of it, undos included; a checkpoint
// that falls where an undo is still possible waits for the next event where
// none is.
//
// The policy depends only on the events, so replaying a game's events (load,
// catch-up from another server) finds the same snapshots again.
type snapPolicy struct {
	every int64
	seq   int64 // version of the last snapshot
	turn  int   // game turn at the last snapshot
}

// newSnapPolicy starts the policy of a game whose last snapshot is m at
// version seq.
func newSnapPolicy(every int, m *match.Match, seq int64) snapPolicy {
	p := snapPolicy{every: int64(every)}
	p.took(m, seq)
	return p
}

// due reports whether the event that brought m to version seq should be
// stored with a snapshot.
func (p *snapPolicy) due(m *match.Match, seq int64) bool {
	if m.Over() {
		return true
	}
	if !undoSafe(m) || tableHeld(m) {
		return false
	}
	return seq-p.seq >= p.every || m.Game().Status().Turn != p.turn
}

// took records a snapshot of m at version seq.
func (p *snapPolicy) took(m *match.Match, seq int64) {
	p.seq, p.turn = seq, m.Game().Status().Turn
}

// undoSafe reports whether no side may take back an action of m.
func undoSafe(m *match.Match) bool {
	for i := range m.Title().Sides {
		if m.CanUndo(game.Player(i)) {
			return false
		}
	}
	return true
}

// tableHeld reports whether the game holds inputs from the table not used yet
// (a referee game): a position does not carry them, so no snapshot is taken
// then (a game resumed from it would lose them).
func tableHeld(m *match.Match) bool {
	t := m.Game().Table()
	return m.Referee() && t != nil && !t.Queued().Empty()
}
