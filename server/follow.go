package server

import (
	"context"
	"fmt"
	"runtime/debug"

	"punic/server/store"
)

// follow listens to the changes other servers make to the shared database
// (store.Notifier) until the server closes: the games this server holds catch
// up with them and tell their clients, so a move made through one server
// reaches the players connected to another at once.
func (s *Server) follow(n store.Notifier) {
	defer s.wg.Done()
	if err := n.Listen(s.ctx, s.changed); err != nil {
		s.logf("following the other servers' changes: %v", err)
	}
}

// changed handles one change reported by the store.
func (s *Server) changed(c store.Change) {
	if c.GameID == "" {
		// Changes may have been missed: every game held looks again.
		if c.Err != nil {
			s.logf("%v; every game in memory catches up", c.Err)
		}
		for _, g := range s.held() {
			g.mu.Lock()
			g.catchUp()
			g.mu.Unlock()
		}
		return
	}
	g, ok := s.loaded(c.GameID)
	if !ok {
		return // loaded from the database when next asked for
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if c.Version >= g.row.Version {
		g.catchUp()
	}
}

// held lists the games in memory.
func (s *Server) held() []*liveGame {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*liveGame, 0, len(s.games))
	for _, g := range s.games {
		out = append(out, g)
	}
	return out
}

// catchUp brings the game up to the database (g.mu held): the game's row and
// the events stored since its version, played on the match as a player's would
// be, then tells the clients and starts the bot if it is its turn. If the
// events do not follow on (or the engine fails on one), the game is reloaded
// whole.
func (g *liveGame) catchUp() {
	if err := g.catchUpEvents(); err != nil {
		g.srv.logf("game %s: catching up with the database: %v; reloading it", g.row.ID, err)
		if err := g.reload(); err != nil {
			g.srv.logf("game %s: reload failed: %v", g.row.ID, err)
		}
	}
	g.notifyAll()
	g.kickBot()
}

// catchUpEvents plays the events stored since the game's version.
func (g *liveGame) catchUpEvents() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the rules engine failed: %v\n%s", r, debug.Stack())
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	row, seats, err := g.srv.st.LoadGame(ctx, g.row.ID)
	if err != nil {
		return err
	}
	if row.Version < g.row.Version {
		return fmt.Errorf("the database is at version %d, behind the game in memory (%d)", row.Version, g.row.Version)
	}
	events, err := g.srv.st.EventsSince(ctx, g.row.ID, g.row.Version)
	if err != nil {
		return err
	}
	version := g.row.Version
	for _, ev := range events {
		if ev.Seq > row.Version {
			break // stored after the row was read: the next change brings it
		}
		if ev.Seq != version+1 {
			return fmt.Errorf("event %d follows version %d", ev.Seq, version)
		}
		if g.marks, err = applyEvent(g.kit.title, g.m, g.marks, &g.ref, ev); err != nil {
			return err
		}
		if ev.Kind == store.KindUndo {
			g.trimClientLogs(len(g.m.Game().Log()))
		}
		version = ev.Seq
		if g.snaps.due(g.m, version) {
			g.snaps.took(g.m, version)
		}
	}
	if version != row.Version {
		return fmt.Errorf("the game is at version %d but its events end at %d", row.Version, version)
	}
	g.row = *row
	for _, st := range seats {
		g.seats[st.Seat] = st.TokenHash
	}
	return nil
}
