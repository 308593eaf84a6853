package server

import (
	"fmt"
	"time"

	"punic/game"
)

// When a seat is notified (docs/server.md, "Notifications"): when an event
// stored by this server makes the side to decide that seat's side and it was
// not before — not for each action of a multi-step move, not while the
// decision stays the seat's, not for the seat's own undo. The side to decide
// (game.Game.ToMove) is public: every page shows it ("Waiting for Rome"), and
// the engine opens a counter-event window whatever the hands (8.4), so the
// decision to notify depends on nothing hidden. After Delay, and no sooner
// than Interval after the seat's last notice, the notice is sent if the
// decision is still the same stretch of that seat's decisions.

// turnChanged schedules the notices of an event: by is the seat that made it
// (the bot's side key in an AI game) and before the side that decided before
// it. g.mu is held.
func (g *liveGame) turnChanged(by string, before game.Player) {
	n := g.srv.notify
	if n == nil || g.row.Mode == ModeHotseat || g.row.Mode == ModeReferee {
		return
	}
	after := game.None
	if !g.m.Over() {
		after = g.m.Game().ToMove()
	}
	for seat := range g.seats {
		if seat == SeatBoth {
			continue
		}
		k := seatKey{g.row.ID, seat}
		switch {
		case !g.controls(seat, after) || seat == by:
			// Not this seat's decision, or its own doing (an undo that gives
			// the decision back): nothing to send, and a notice still
			// waiting is void.
			n.forget(k)
		case !g.controls(seat, before):
			n.schedule(g, k, g.row.Version)
		}
	}
}

// forget voids a notice that waits for seat k.
func (n *notifier) forget(k seatKey) {
	n.mu.Lock()
	delete(n.stretch, k)
	n.mu.Unlock()
}

// schedule sends seat k a notice after the delay if its decision, which began
// at version since, is still its own then.
func (n *notifier) schedule(g *liveGame, k seatKey, since int64) {
	n.mu.Lock()
	n.stretch[k] = since
	wait := n.wait(k, n.opt.Delay)
	n.mu.Unlock()
	time.AfterFunc(wait, func() { n.fire(g, k, since) })
}

// wait is how long to wait before notifying seat k: delay, or longer if the
// seat was notified less than Interval ago. n.mu is held.
func (n *notifier) wait(k seatKey, delay time.Duration) time.Duration {
	if last, ok := n.last[k]; ok && n.opt.Interval > 0 {
		delay = max(delay, time.Until(last.Add(n.opt.Interval)))
	}
	return max(delay, 0)
}

// fire sends seat k its notice if the decision that began at version since is
// still the seat's, and queues it for the senders.
func (n *notifier) fire(g *liveGame, k seatKey, since int64) {
	if n.s.closed() || !n.s.holds(g) {
		n.forget(k)
		return
	}
	g.mu.Lock()
	var msg Notice
	still := !g.m.Over() && g.controls(k.seat, g.m.Game().ToMove())
	if still {
		msg = g.turnNotice(k.seat)
	}
	n.mu.Lock()
	g.mu.Unlock()
	if !still || n.stretch[k] != since {
		if n.stretch[k] == since {
			delete(n.stretch, k)
		}
		n.mu.Unlock()
		return
	}
	if w := n.wait(k, 0); w > 0 { // another notice went out meanwhile
		n.mu.Unlock()
		time.AfterFunc(w, func() { n.fire(g, k, since) })
		return
	}
	delete(n.stretch, k)
	now := time.Now()
	n.last[k] = now
	if len(n.last) > 4096 {
		for key, t := range n.last {
			if now.Sub(t) > n.opt.Interval {
				delete(n.last, key)
			}
		}
	}
	n.mu.Unlock()
	select {
	case n.queue <- notice{seatKey: k, msg: msg}:
	default:
		n.s.logf("game %s: the notification queue is full (%d): %s's notice dropped", k.game, cap(n.queue), k.seat)
	}
}

// holds reports whether g is the game the server holds under its id (not one
// that left memory meanwhile).
func (s *Server) holds(g *liveGame) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[g.row.ID] == g
}

// turnNotice is what seat is told now that it is to decide: the game, the
// seat's side and the turn, which every page of the game shows. g.mu is held.
func (g *liveGame) turnNotice(seat string) Notice {
	t := g.kit.title
	st := g.m.Game().Status()
	side := t.SideName(g.seatSide(seat))
	return Notice{Game: g.row.ID, Title: t.Title, Side: seat, SideName: side, Turn: st.Turn, Years: st.Label,
		Text: fmt.Sprintf("Your move as %s in %s (game %s), turn %d (%s).", side, t.Title, g.row.ID, st.Turn, st.Label)}
}
