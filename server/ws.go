package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// client is one WebSocket connection to a seat.
type client struct {
	g     *liveGame
	seat  string
	token string
	conn  *websocket.Conn
	send  chan []byte   // replies to this client's requests
	dirty chan struct{} // the game changed: send a fresh state
	// n is the number of the last state message sent (-1: none yet; guarded by
	// g.mu): the next is a delta from it when the seat's cache still has it.
	n int64
	// hist limits this connection's history requests (read loop only).
	hist bucket
	// odds limits this connection's battle-odds requests (read loop only).
	odds bucket
}

// markDirty asks the writer to send a fresh state; several changes make one message.
func (c *client) markDirty() {
	select {
	case c.dirty <- struct{}{}:
	default:
	}
}

// reply queues a message for this client; a client too slow to take its replies
// is disconnected (it will reconnect and resync).
func (c *client) reply(v any, cancel context.CancelFunc) {
	select {
	case c.send <- encodeJSON(v):
	default:
		cancel()
	}
}

// ClientMsg is a message from the page: t is action, undo, resign, sync, history,
// rematch, odds, table, cancel or ping.
type ClientMsg struct {
	T       string `json:"t"`
	ID      int64  `json:"id,omitempty"` // echoed as "re" in the answer
	Action  string `json:"action,omitempty"`
	Version int64  `json:"version,omitempty"`
	At      int    `json:"at,omitempty"`
	Battle  string `json:"battle,omitempty"` // odds: the battle's space (odds.go)
	// table: the table's input in a referee game (referee.go, TableRequest).
	Kind string          `json:"kind,omitempty"`
	Text string          `json:"text,omitempty"`
	Args json.RawMessage `json:"args,omitempty"`
}

const (
	writeTimeout = 10 * time.Second
	pingEvery    = 25 * time.Second
)

// serveWS runs a seat's WebSocket: a fresh state on connect and after every change
// of the game, answers to its requests.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request, g *liveGame, seat, token string) {
	if s.closed() {
		http.Error(w, "the server is stopping", http.StatusServiceUnavailable)
		return
	}
	release, refusal := s.conns.acquire(g.row.ID+"/"+seat, s.addr(r))
	if refusal != "" {
		tooMany(w, "too-many-connections", 0, "%s", refusal)
		return
	}
	defer release()
	conn, err := websocket.Accept(w, r, nil) // refuses other origins
	if err != nil {
		return
	}
	s.wg.Add(1)
	defer s.wg.Done()
	conn.SetReadLimit(s.lim.MessageBytes) // a longer message closes the connection (1009)
	c := &client{g: g, seat: seat, token: token, conn: conn, send: make(chan []byte, 32), dirty: make(chan struct{}, 1), n: -1}
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	g.mu.Lock()
	g.touched = time.Now()
	g.clients[c] = struct{}{}
	g.notifyAll() // the others see this seat online; this client gets its first state
	g.mu.Unlock()
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.writeLoop(ctx, cancel)
	}()
	c.readLoop(ctx, cancel)
	cancel()
	<-done
	g.mu.Lock()
	g.touched = time.Now()
	delete(g.clients, c)
	if len(g.clients) == 0 {
		g.forgetStates() // nobody to send deltas to: free the seats' messages
	}
	g.notifyAll()
	g.mu.Unlock()
	conn.Close(websocket.StatusNormalClosure, "")
}

// readLoop handles the client's requests until the connection ends.
func (c *client) readLoop(ctx context.Context, cancel context.CancelFunc) {
	g, s := c.g, c.g.srv
	for {
		_, b, err := c.conn.Read(ctx)
		if err != nil {
			return
		}
		var m ClientMsg
		if p := decodeStrict(bytes.NewReader(b), &m); p != nil {
			c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p}, cancel)
			continue
		}
		switch m.T {
		case "action", "undo", "resign":
			if p := checkAction(m.Action); p != nil {
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p}, cancel)
				continue
			}
			if p := g.act(c.seat, request{Kind: m.T, Action: m.Action, Version: m.Version}); p != nil {
				g.mu.Lock()
				v := g.row.Version
				g.mu.Unlock()
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p, Version: v}, cancel)
				c.markDirty()
			}
		case "table", "cancel":
			c.tableRequest(m, cancel)
		case "sync":
			g.mu.Lock()
			c.n = -1
			g.mu.Unlock()
			c.markDirty()
		case "history":
			if ok, wait := c.hist.take(s.lim.HistoryRate, s.lim.HistoryBurst, time.Now()); !ok {
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *problem("rate-limited", 429, "too many history requests: wait %s", waitText(wait))}, cancel)
				continue
			}
			h, p := g.history(c.seat, m.At)
			if p != nil {
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p}, cancel)
				continue
			}
			h.Re = m.ID
			c.reply(h, cancel)
		case "rematch":
			l, p := s.rematch(ctx, g, c.seat, c.token)
			if p != nil {
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p}, cancel)
				continue
			}
			c.reply(map[string]any{"t": "rematch", "re": m.ID, "link": l}, cancel)
		case "odds":
			if ok, wait := c.odds.take(s.lim.OddsRate, s.lim.OddsBurst, time.Now()); !ok {
				c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *problem("rate-limited", 429, "too many battle-odds requests: wait %s", waitText(wait))}, cancel)
				continue
			}
			c.answerOdds(m, cancel)
		case "ping":
			c.reply(map[string]any{"t": "pong", "re": m.ID}, cancel)
		default:
			c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *problem("bad-request", 400, "unknown message %q", clip(m.T))}, cancel)
		}
	}
}

// writeLoop sends replies and the seat's state (once whole, then as deltas:
// broadcast.go), and pings to keep the connection alive.
func (c *client) writeLoop(ctx context.Context, cancel context.CancelFunc) {
	defer cancel()
	tick := time.NewTicker(pingEvery)
	defer tick.Stop()
	write := func(b []byte) bool {
		wctx, wcancel := context.WithTimeout(ctx, writeTimeout)
		defer wcancel()
		return c.conn.Write(wctx, websocket.MessageText, b) == nil
	}
	for {
		select {
		case <-ctx.Done():
			return
		case b := <-c.send:
			if !write(b) {
				return
			}
		case <-c.dirty:
			c.g.mu.Lock()
			msgs := c.g.messagesFor(c)
			c.g.mu.Unlock()
			for _, b := range msgs {
				if !write(b) {
					return
				}
			}
		case <-tick.C:
			pctx, pcancel := context.WithTimeout(ctx, writeTimeout)
			err := c.conn.Ping(pctx)
			pcancel()
			if err != nil {
				return
			}
		}
	}
}
