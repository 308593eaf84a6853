package server

import (
	"punic/match"
)

// history builds the state of the game after its first `at` recorded actions, as
// the seat saw it then (the hotseat sees it as a spectator: no hand), by replaying
// the record. It is read-only and carries no legal actions.
func (g *liveGame) history(seat string, at int) (*HistoryMsg, *Problem) {
	g.mu.Lock()
	rec := g.m.Record()
	g.mu.Unlock()
	if at < 0 || at > len(rec.Actions) {
		return nil, problem("bad-request", 400, "there is no step %d: the game has %d", at, len(rec.Actions))
	}
	total := len(rec.Actions)
	rec.Actions = rec.Actions[:at]
	rec.Result = nil
	m, err := match.Replay(g.srv.rules, &rec)
	if err != nil {
		return nil, problem("storage", 500, "the history does not replay: %v", err)
	}
	v := m.Game().View(g.seatSide(seat))
	return &HistoryMsg{T: "history", At: at, Moves: total, View: v,
		Cards: g.srv.refs(v), Log: logEntries(m.Game().Log())}, nil
}
