package server

import (
	"fmt"
	"sync"

	"punic/game"
	"punic/match"
)

// historyEvery is how many recorded actions apart the history checkpoints are:
// a history request replays at most this many actions.
const historyEvery = 32

// historyCache replays a game's record for history requests. It keeps its own
// copy of the game (inst) and a checkpoint (game.Snapshot) every historyEvery
// recorded actions, built lazily as the requests go further, so that a request
// replays only from the nearest checkpoint at or before the step asked for. An
// undo in the game invalidates what follows the actions still recorded.
//
// A snapshot restores the state and cuts the game's log back, but cannot
// lengthen it: the cache keeps the log itself (log, ends) as far as it has
// replayed, and takes from inst only the lines each action adds.
type historyCache struct {
	mu   sync.Mutex
	inst game.Instance          // the game after the first at actions of acts
	head match.Record           // the record the cache follows (its actions: acts)
	acts []match.RecordedAction // the recorded actions the cache follows
	at   int                    // actions of acts applied to inst
	cps  []game.Snapshot        // cps[i]: inst after i*historyEvery actions
	log  []game.LogLine         // the log after the first len(ends)-1 actions
	ends []int                  // ends[k]: the log's length after k actions
}

// history builds the state of the game after its first `at` recorded actions, as
// the seat saw it then (the hotseat sees it as a spectator: no hand). It is
// read-only and carries no legal actions.
func (g *liveGame) history(seat string, at int) (*HistoryMsg, *Problem) {
	g.mu.Lock()
	rec := g.m.Record()
	g.mu.Unlock()
	if at < 0 || at > len(rec.Actions) {
		return nil, problem("bad-request", 400, "there is no step %d: the game has %d", at, len(rec.Actions))
	}
	h := &g.hist
	h.mu.Lock()
	defer h.mu.Unlock()
	G, log, err := h.seek(g.kit.rules, rec, at)
	if err != nil {
		h.reset()
		return nil, problem("storage", 500, "the history does not replay: %v", err)
	}
	v := G.View(g.seatSide(seat))
	return &HistoryMsg{T: "history", At: at, Moves: len(rec.Actions), View: v,
		Cards: g.kit.refs(v), Log: logEntries(log)}, nil
}

// seek brings the cache's game to the first at actions of rec (h.mu held) and
// returns it with its log. A record with table inputs (referee play) is
// replayed whole.
func (h *historyCache) seek(rules game.Rules, rec match.Record, at int) (_ game.Instance, _ []game.LogLine, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the rules engine failed: %v", r)
		}
	}()
	whole := rec.Referee || rec.Start != nil
	for _, ra := range rec.Actions[:at] {
		whole = whole || !ra.Inputs.Empty()
	}
	if whole {
		h.reset()
		G, err := replayPrefix(rules, rec, at)
		if err != nil {
			return nil, nil, err
		}
		return G, G.Log(), nil
	}
	if h.inst == nil || !sameStart(h.head, rec) {
		start := rec
		start.Actions, start.Result = nil, nil
		m, err := match.Replay(rules, &start)
		if err != nil {
			return nil, nil, err
		}
		G := m.Game()
		h.reset()
		h.inst, h.head, h.cps = G, start, []game.Snapshot{G.Snapshot()}
		h.log, h.ends = append([]game.LogLine(nil), G.Log()...), []int{len(G.Log())}
	}
	// What the cache built holds as far as the record is unchanged.
	valid := 0
	for valid < min(len(h.acts), len(rec.Actions)) && sameAction(h.acts[valid], rec.Actions[valid]) {
		valid++
	}
	h.cps = h.cps[:min(len(h.cps), valid/historyEvery+1)]
	if len(h.ends) > valid+1 {
		h.ends = h.ends[:valid+1]
		h.log = h.log[:h.ends[valid]]
	}
	h.acts = rec.Actions
	if i := min(at/historyEvery, len(h.cps)-1); h.at > valid || h.at > at || h.at < i*historyEvery {
		h.inst.Restore(h.cps[i])
		h.at = i * historyEvery
	}
	t := rules.Title()
	for h.at < at {
		ra := h.acts[h.at]
		before := len(h.inst.Log())
		if err := applyRecorded(h.inst, t, ra); err != nil {
			return nil, nil, fmt.Errorf("action %d %q: %v", h.at+1, clip(ra.Action), err)
		}
		h.at++
		if h.at == len(h.ends) {
			h.log = append(h.log, h.inst.Log()[before:]...)
			h.ends = append(h.ends, len(h.log))
		}
		if h.at%historyEvery == 0 && h.at/historyEvery == len(h.cps) {
			h.cps = append(h.cps, h.inst.Snapshot())
		}
	}
	return h.inst, h.log[:h.ends[at]], nil
}

// reset forgets the cache's game, checkpoints and log (h.mu held).
func (h *historyCache) reset() {
	h.inst, h.head, h.acts, h.at, h.cps, h.log, h.ends = nil, match.Record{}, nil, 0, nil, nil, nil
}

// applyRecorded plays one recorded action (or resignation) on G.
func applyRecorded(G game.Instance, t *game.Title, ra match.RecordedAction) error {
	side := t.PlayerOf(ra.Side)
	if side == game.None {
		return fmt.Errorf("unknown side %q", clip(ra.Side))
	}
	if ra.Resign {
		return G.Resign(side)
	}
	if who := G.ToMove(); who != side {
		return fmt.Errorf("recorded for %s but %s is to move", ra.Side, t.SideKey(who))
	}
	a, err := G.ParseAction(ra.Action)
	if err != nil {
		return err
	}
	return G.Apply(a)
}

// replayPrefix replays the first at actions of rec from the start.
func replayPrefix(rules game.Rules, rec match.Record, at int) (game.Instance, error) {
	rec.Actions, rec.Result = rec.Actions[:at], nil
	m, err := match.Replay(rules, &rec)
	if err != nil {
		return nil, err
	}
	return m.Game(), nil
}

// sameStart reports whether two records start from the same game.
func sameStart(a, b match.Record) bool {
	return a.Game == b.Game && a.Engine == b.Engine && a.Data == b.Data && a.Rules == b.Rules &&
		a.Scenario == b.Scenario && a.Seed == b.Seed && a.Position == b.Position && a.Referee == b.Referee
}

// sameAction reports whether two recorded actions are the same.
func sameAction(a, b match.RecordedAction) bool {
	return a.Side == b.Side && a.Action == b.Action && a.Resign == b.Resign && a.Inputs.Empty() && b.Inputs.Empty()
}
