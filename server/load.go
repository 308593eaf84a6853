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
	g := &liveGame{srv: s, row: *row, clients: map[*client]struct{}{}, seats: map[string]string{}, touched: time.Now()}
	for _, st := range seats {
		g.seats[st.Seat] = st.TokenHash
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.reload(); err != nil {
		return nil, err
	}
	s.games[id] = g
	g.kickBot()
	return g, nil
}

// reload rebuilds the match from the database: the scenario and seed, then every
// event replayed. If the events no longer replay (the engine changed under a running
// game) or the result differs from the last snapshot taken at the same version, the
// game resumes from that snapshot instead, and says so.
func (g *liveGame) reload() error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	row, _, err := g.srv.st.LoadGame(ctx, g.row.ID)
	if err != nil {
		return err
	}
	events, err := g.srv.st.Events(ctx, g.row.ID)
	if err != nil {
		return err
	}
	snap, err := g.srv.st.LatestSnapshot(ctx, g.row.ID)
	if err != nil && err != store.ErrNotFound {
		return err
	}
	g.row = *row
	g.forgetStates()
	m, marks, rerr := replayEvents(g.srv, row, events)
	if rerr == nil && snap != nil && snap.Seq == row.Version && m.Game().Position() != snap.Position {
		rerr = fmt.Errorf("the replayed position differs from the one saved at version %d", snap.Seq)
	}
	if rerr != nil {
		if snap == nil {
			return fmt.Errorf("game %s: %v, and no snapshot to resume from", row.ID, rerr)
		}
		pm, err := match.FromPosition(g.srv.rules, snap.Position, row.Seed)
		if err != nil {
			return fmt.Errorf("game %s: %v; the snapshot does not load either: %v", row.ID, rerr, err)
		}
		// The events after the snapshot are actions (an undo or a resignation
		// always takes a snapshot): play them again on top of it.
		applied := snap.Seq
		for _, ev := range events {
			if ev.Seq <= snap.Seq {
				continue
			}
			if ev.Kind != store.KindAction || g.srv.title.SideKey(pm.Game().ToMove()) != ev.Side || pm.ApplyText(ev.Action) != nil {
				break
			}
			applied = ev.Seq
		}
		g.srv.logf("game %s: %v; resumed from the snapshot of version %d and the actions up to %d", row.ID, rerr, snap.Seq, applied)
		m, marks = pm, nil
		g.notice = fmt.Sprintf("This game was resumed from the position saved at version %d (%v); the earlier log and history are not available.", snap.Seq, rerr)
		if applied < row.Version {
			g.notice += fmt.Sprintf(" The actions after version %d could not be replayed and are lost.", applied)
		}
	}
	g.m, g.marks = m, marks
	g.snapSide, g.snapSeq = game.None, -1
	if snap != nil {
		g.snapSeq = snap.Seq
		g.snapSide = m.Game().ToMove()
	}
	g.botSide = game.None
	if row.Mode == ModeAI {
		for i, key := range g.srv.title.Sides {
			if _, human := g.seats[key]; !human {
				g.botSide = game.Player(i)
			}
		}
		g.bot = g.srv.newBot(row.Bot, row.Seed^uint64(row.Version)^0x5eed)
	}
	return nil
}

// replayEvents plays a game's events from its scenario and seed.
func replayEvents(s *Server, row *store.Game, events []store.Event) (*match.Match, []mark, error) {
	t := s.title
	if name := cmp.Or(row.Game, game.DefaultGame); name != t.Name {
		return nil, nil, fmt.Errorf("the game is of %q; this server plays %q", name, t.Name)
	}
	if row.Engine != t.Engine {
		return nil, nil, fmt.Errorf("the game was made by engine %q, this is %q", row.Engine, t.Engine)
	}
	if row.Data != game.FingerprintFor(s.rules, row.Rules) {
		return nil, nil, fmt.Errorf("the game was made with other game data")
	}
	m, err := match.New(s.rules, game.Options{Scenario: row.Scenario, Seed: row.Seed, Rules: row.Rules})
	if err != nil {
		return nil, nil, err
	}
	marks := make([]mark, 0, len(events)) // sized once: a finished game keeps it
	for _, ev := range events {
		side := t.PlayerOf(ev.Side)
		switch ev.Kind {
		case store.KindAction:
			if who := m.Game().ToMove(); who != side {
				return nil, nil, fmt.Errorf("event %d %q: recorded for %s but %s is to move", ev.Seq, ev.Action, ev.Side, t.SideKey(who))
			}
			if err := m.ApplyText(ev.Action); err != nil {
				return nil, nil, fmt.Errorf("event %d %q: %v", ev.Seq, ev.Action, err)
			}
			marks = append(marks, mark{side: side, logEnd: len(m.Game().Log())})
		case store.KindUndo:
			if err := m.Undo(side); err != nil {
				return nil, nil, fmt.Errorf("event %d (undo): %v", ev.Seq, err)
			}
			marks = marks[:len(marks)-1]
		case store.KindResign:
			if err := m.Resign(side); err != nil {
				return nil, nil, fmt.Errorf("event %d (resign): %v", ev.Seq, err)
			}
			marks = append(marks, mark{side: side, logEnd: len(m.Game().Log())})
		default:
			return nil, nil, fmt.Errorf("event %d: unknown kind %q", ev.Seq, ev.Kind)
		}
	}
	if n := int64(len(events)); n != row.Version {
		return nil, nil, fmt.Errorf("the game is at version %d but has %d events", row.Version, n)
	}
	return m, marks, nil
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
