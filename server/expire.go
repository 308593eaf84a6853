package server

import (
	"context"
	"time"
)

// markSeen stores, the first time a seat's link is used while its game is in
// memory, that the seat was opened: a game a seat of which was never opened
// expires (Limits.ExpireUnjoined).
func (s *Server) markSeen(g *liveGame, seat string) {
	g.mu.Lock()
	if g.seen[seat] {
		g.mu.Unlock()
		return
	}
	if g.seen == nil {
		g.seen = map[string]bool{}
	}
	g.seen[seat] = true
	id := g.row.ID
	g.mu.Unlock()
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	if err := s.st.MarkSeen(ctx, id, seat); err != nil {
		s.logf("game %s: storing that seat %s was opened failed: %v", id, seat, err)
		g.mu.Lock()
		delete(g.seen, seat)
		g.mu.Unlock()
	}
}

// expireGames deletes the games never joined or abandoned (Limits), except
// those someone is connected to or a bot is thinking about, and drops them from
// memory. It returns how many it deleted.
func (s *Server) expireGames(now time.Time) (int, error) {
	var unjoined, idle time.Time
	if s.lim.ExpireUnjoined > 0 {
		unjoined = now.Add(-s.lim.ExpireUnjoined)
	}
	if s.lim.ExpireAbandoned > 0 {
		idle = now.Add(-s.lim.ExpireAbandoned)
	}
	if unjoined.IsZero() && idle.IsZero() {
		return 0, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var keep []string
	for id, g := range s.games {
		g.mu.Lock()
		if len(g.clients) > 0 || g.botBusy {
			keep = append(keep, id)
		}
		g.mu.Unlock()
	}
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	ids, err := s.st.Expire(ctx, unjoined, idle, keep)
	if err != nil {
		return 0, err
	}
	gone := map[string]bool{}
	for _, id := range ids {
		gone[id] = true
		delete(s.games, id)
	}
	for _, g := range s.games {
		g.mu.Lock()
		if gone[g.row.Rematch] {
			g.row.Rematch = ""
		}
		g.mu.Unlock()
	}
	return len(ids), nil
}

// expiryJanitor expires games and forgets idle rate buckets every
// Limits.ExpireEvery until the server closes.
func (s *Server) expiryJanitor() {
	defer s.wg.Done()
	t := time.NewTicker(s.lim.ExpireEvery)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case now := <-t.C:
			if n, err := s.expireGames(now); err != nil {
				s.logf("expiring games: %v", err)
			} else if n > 0 {
				s.logf("expired %d games never joined or abandoned", n)
			}
			s.creates.sweep(now)
			s.histHTTP.sweep(now)
			s.oddsHTTP.sweep(now)
			s.hintHTTP.sweep(now)
			s.chats.sweep(now)
		}
	}
}
