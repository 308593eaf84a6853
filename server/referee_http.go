package server

import (
	"context"
	"net/http"
	"runtime/debug"
	"time"
)

// The referee game's requests over the WebSocket ("table", "cancel") and HTTP
// (POST /api/play/TOKEN/table and …/cancel): referee.go does the work.

// tableRequest answers a "table" or "cancel" message: a "table" reply saying
// what was queued (or withdrawn), or the problem; the new state follows.
func (c *client) tableRequest(m ClientMsg, cancel context.CancelFunc) {
	g := c.g
	g.mu.Lock()
	text, p := g.tableLocked(c.seat, m.T == "cancel", TableRequest{Kind: m.Kind, Text: m.Text, Args: m.Args, Version: m.Version})
	v := g.row.Version
	g.mu.Unlock()
	if p != nil {
		c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p, Version: v}, cancel)
		c.markDirty()
		return
	}
	c.reply(TableReply{T: "table", Re: m.ID, Text: text}, cancel)
}

// tableLocked runs a table or cancel request (g.mu held). As with actions
// (actLocked), an engine failure refuses the request and rebuilds the game
// from its stored events.
func (g *liveGame) tableLocked(seat string, cancel bool, req TableRequest) (text string, p *Problem) {
	defer func() {
		if r := recover(); r != nil {
			g.srv.logf("game %s: the rules engine failed on a table request: %v\n%s", g.row.ID, r, debug.Stack())
			if err := g.reload(); err != nil {
				g.srv.logf("game %s: reload failed: %v", g.row.ID, err)
			}
			g.notifyAll()
			text, p = "", problem("internal", 500, "the rules engine failed on this request, which was not made (the server log has the details)")
		}
	}()
	g.touched = time.Now()
	if cancel {
		return g.cancel(seat, req.Version)
	}
	return g.supply(seat, req)
}

// postTable handles a table input (or, cancel, a withdrawal) sent over HTTP:
// the answer is what was said and the seat's new state, or the problem (with
// the current state when stale).
func (s *Server) postTable(cancel bool) seatHandler {
	return func(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
		var req TableRequest
		if p := s.readJSON(w, r, &req); p != nil {
			writeProblem(w, p)
			return
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		text, p := g.tableLocked(seat, cancel, req)
		if p != nil {
			body := map[string]any{"error": p}
			if p.Code == "stale" || p.Code == "illegal" {
				body["state"] = g.state(seat, 0)
			}
			writeJSON(w, p.Status, body)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"t": "table", "text": text, "state": g.state(seat, 0)})
	}
}
