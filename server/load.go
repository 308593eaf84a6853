package server

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"punic/game"
	"punic/match"
	"punic/server/store"
)

// game returns the live game id, loading it from the database (and replaying its
// events) the first time it is asked for.
func (s *Server) game(ctx context.Context, id string) (*liveGame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g, ok := s.games[id]; ok {
		return g, nil
	}
	row, seats, err := s.st.LoadGame(ctx, id)
	if err != nil {
		return nil, err
	}
	k := s.kit(cmp.Or(row.Game, game.DefaultGame)) // rows before version 2 are Hannibal's
	if k == nil {
		return nil, fmt.Errorf("game %s is of %s: %w (it plays %s)", id, cmp.Or(row.Game, game.DefaultGame), errUnserved, s.gameNames())
	}
	g := &liveGame{srv: s, kit: k, row: *row, clients: map[*client]struct{}{}, seats: map[string]string{}, touched: time.Now()}
	for _, st := range seats {
		g.seats[st.Seat] = st.TokenHash
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.reload(); err != nil {
		return nil, err
	}
	g.settleStart()
	s.games[id] = g
	g.kickBot()
	return g, nil
}

// reload rebuilds the match from the database: the scenario and seed, then every
// event replayed (the log, the history and the undos need them all), checked
// against the game's latest snapshot on the way. If the events no longer replay
// (the engine changed under a running game) or the position differs from that
// snapshot, the game resumes from the snapshot and the events after it
// instead, and says so.
func (g *liveGame) reload() error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	row, _, err := g.srv.st.LoadGame(ctx, g.row.ID)
	if err != nil {
		return err
	}
	// Another server may store events meanwhile: read the events and the
	// snapshot up to the row's version only.
	events, err := g.srv.st.Events(ctx, g.row.ID)
	if err != nil {
		return err
	}
	for i, ev := range events {
		if ev.Seq > row.Version {
			events = events[:i]
			break
		}
	}
	snap, err := g.srv.st.NearestSnapshot(ctx, g.row.ID, row.Version)
	if err != nil && err != store.ErrNotFound {
		return err
	}
	g.row = *row
	g.forgetStates()
	m, marks, snaps, ref, rerr := replayEvents(g.srv, g.kit, row, events, snap)
	if rerr != nil {
		if snap == nil {
			return fmt.Errorf("game %s: %v, and no snapshot to resume from", row.ID, rerr)
		}
		pm, err := match.FromPosition(g.kit.rules, snap.Position, row.Seed)
		if err != nil {
			return fmt.Errorf("game %s: %v; the snapshot does not load either: %v", row.ID, rerr, err)
		}
		pm.SetReferee(row.Mode == ModeReferee)
		ref = tableState{}
		// The events after the snapshot replay on top of it, undos included
		// (no undo reaches behind a snapshot, snapPolicy).
		snaps = newSnapPolicy(g.srv.snapshotEvery(), pm, snap.Seq)
		applied := snap.Seq
		marks = nil
		for _, ev := range events {
			if ev.Seq <= snap.Seq {
				continue
			}
			next, err := applyEvent(g.kit.title, pm, marks, &ref, ev)
			if err != nil {
				break
			}
			marks, applied = next, ev.Seq
			if snaps.due(pm, ev.Seq) {
				snaps.took(pm, ev.Seq)
			}
		}
		g.srv.logf("game %s: %v; resumed from the snapshot of version %d and the events up to %d", row.ID, rerr, snap.Seq, applied)
		m = pm
		g.notice = fmt.Sprintf("This game was resumed from the position saved at version %d (%v); the earlier log and history are not available.", snap.Seq, rerr)
		if applied < row.Version {
			g.notice += fmt.Sprintf(" The actions after version %d could not be replayed and are lost.", applied)
		}
	}
	g.m, g.marks, g.snaps, g.ref = m, marks, snaps, ref
	g.findStart()
	g.botSide = game.None
	if row.Mode == ModeAI {
		for i, key := range g.kit.title.Sides {
			if _, human := g.seats[key]; !human {
				g.botSide = game.Player(i)
			}
		}
		g.bot = g.srv.newBot(g.kit, row.Bot, row.Seed^uint64(row.Version)^0x5eed)
	}
	g.finish() // a finished game is kept small (finished.go)
	return nil
}

// replayEvents plays a game's events from its scenario and seed, checking the
// position against snap (if any) at its version, and finds where the snapshot
// policy stands at the end.
func replayEvents(s *Server, k *gameKit, row *store.Game, events []store.Event, snap *store.Snapshot) (*match.Match, []mark, snapPolicy, tableState, error) {
	t := k.title
	var snaps snapPolicy
	var ref tableState
	if name := cmp.Or(row.Game, game.DefaultGame); name != t.Name {
		return nil, nil, snaps, ref, fmt.Errorf("the game is of %q, not %q", name, t.Name)
	}
	if row.Engine != t.Engine {
		return nil, nil, snaps, ref, fmt.Errorf("the game was made by engine %q, this is %q", row.Engine, t.Engine)
	}
	if row.Data != game.FingerprintFor(k.rules, row.Rules) {
		return nil, nil, snaps, ref, fmt.Errorf("the game was made with other game data")
	}
	m, err := newMatch(k, game.Options{Scenario: row.Scenario, Seed: row.Seed, Rules: row.Rules, Referee: row.Mode == ModeReferee})
	if err != nil {
		return nil, nil, snaps, ref, err
	}
	check := func(seq int64) error {
		if snap != nil && snap.Seq == seq && m.Game().Position() != snap.Position {
			return fmt.Errorf("the replayed position differs from the one saved at version %d", snap.Seq)
		}
		return nil
	}
	if err := check(0); err != nil {
		return nil, nil, snaps, ref, err
	}
	snaps = newSnapPolicy(s.snapshotEvery(), m, 0)
	marks := make([]mark, 0, len(events)) // sized once: a finished game keeps it
	for i, ev := range events {
		if ev.Seq != int64(i+1) {
			return nil, nil, snaps, ref, fmt.Errorf("event %d is stored as number %d", i+1, ev.Seq)
		}
		if marks, err = applyEvent(t, m, marks, &ref, ev); err != nil {
			return nil, nil, snaps, ref, err
		}
		if err := check(ev.Seq); err != nil {
			return nil, nil, snaps, ref, err
		}
		if snaps.due(m, ev.Seq) {
			snaps.took(m, ev.Seq)
		}
	}
	if n := int64(len(events)); n != row.Version {
		return nil, nil, snaps, ref, fmt.Errorf("the game is at version %d but has %d events", row.Version, n)
	}
	return m, marks, snaps, ref, nil
}

// applyEvent plays one stored event on m and returns the marks after it; ref
// follows a referee game's table (referee.go).
func applyEvent(t *game.Title, m *match.Match, marks []mark, ref *tableState, ev store.Event) ([]mark, error) {
	side := t.PlayerOf(ev.Side)
	if isTableEvent(ev.Kind) {
		return marks, applyTableEvent(m, ref, ev)
	}
	ref.wentOn()
	switch ev.Kind {
	case store.KindAction:
		if who := m.Game().ToMove(); who != side {
			return marks, fmt.Errorf("event %d %q: recorded for %s but %s is to move", ev.Seq, ev.Action, ev.Side, t.SideKey(who))
		}
		if err := m.ApplyText(ev.Action); err != nil {
			return marks, fmt.Errorf("event %d %q: %v", ev.Seq, ev.Action, err)
		}
		return append(marks, mark{side: side, logEnd: len(m.Game().Log())}), nil
	case store.KindUndo:
		if err := m.Undo(side); err != nil {
			return marks, fmt.Errorf("event %d (undo): %v", ev.Seq, err)
		}
		if len(marks) > 0 {
			marks = marks[:len(marks)-1]
		}
		return marks, nil
	case store.KindResign:
		if err := m.Resign(side); err != nil {
			return marks, fmt.Errorf("event %d (resign): %v", ev.Seq, err)
		}
		return append(marks, mark{side: side, logEnd: len(m.Game().Log())}), nil
	}
	return marks, fmt.Errorf("event %d: unknown kind %q", ev.Seq, ev.Kind)
}

// evictIdle drops from memory, as of now, the games nobody watches (no socket
// connected, no bot thinking) that were last used more than idleAfter ago, or
// overAfter ago when they are over. They are loaded again when next asked for.
func (s *Server) evictIdle(now time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for id, g := range s.games {
		g.mu.Lock()
		unused := now.Sub(g.touched)
		if len(g.clients) == 0 && !g.botBusy && (unused > idleAfter || unused > overAfter && g.m.Over()) {
			delete(s.games, id)
			n++
		}
		g.mu.Unlock()
	}
	return n
}

// janitor evicts idle games now and then until the server closes.
func (s *Server) janitor() {
	defer s.wg.Done()
	t := time.NewTicker(idleCheck)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			s.evictIdle(time.Now())
		}
	}
}
