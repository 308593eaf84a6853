package server

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"punic/game"
)

// Battle odds for a seat (game.OddsTeller): the battles its decision may lead
// to, or one named, estimated from its own side's knowledge only — the side's
// observation, never the other hand — over HTTP (GET /api/play/{token}/odds)
// and the WebSocket ({"t":"odds"}).

// Samples the server simulates per battle, by default and at most: the
// estimate holds the game's lock while it runs.
const (
	oddsSamples    = 200
	oddsMaxSamples = 2000
)

// OddsMsg answers an odds request: the seat's side, the game's version the
// estimates are of, and one report per battle (none when the seat has no
// battle to weigh now).
type OddsMsg struct {
	T       string             `json:"t"` // "odds"
	Re      int64              `json:"re,omitempty"`
	Side    string             `json:"side"`
	Version int64              `json:"version"`
	Battles []*game.OddsReport `json:"battles"`
}

// odds estimates for seat the battle q names, or, when q names none, every
// battle its decision may lead to. The side is the seat's own (the hotseat's:
// the side to decide); the estimate reads only that side's observation.
func (g *liveGame) odds(seat string, q game.OddsQuery) (*OddsMsg, *Problem) {
	g.mu.Lock()
	defer g.mu.Unlock()
	teller, ok := g.m.Game().(game.OddsTeller)
	if !ok {
		return nil, problem("no-odds", 404, "%s does not estimate battles: it has no odds to show", g.kit.title.Title)
	}
	side := g.viewer(seat)
	if side == game.None {
		return nil, problem("illegal", 409, "no side to estimate for: the game is over")
	}
	if q.Samples == 0 {
		q.Samples = oddsSamples
	}
	if q.Samples < 0 || q.Samples > oddsMaxSamples {
		return nil, problem("bad-request", 400, "samples must be 1-%d", oddsMaxSamples)
	}
	msg := &OddsMsg{T: "odds", Side: g.kit.title.SideKey(side), Version: g.row.Version, Battles: []*game.OddsReport{}}
	queries := []game.OddsQuery{q}
	if q.Battle == "" && q.Action == "" {
		queries = teller.Battles(side)
	}
	for _, one := range queries {
		one.Samples, one.Seed = q.Samples, q.Seed
		r, err := teller.Odds(side, one)
		if err != nil {
			return nil, problem("illegal", 422, "%v", err)
		}
		msg.Battles = append(msg.Battles, r)
	}
	return msg, nil
}

// getOdds serves GET /api/play/{token}/odds[?battle=SPACE&action=TEXT&samples=N&seed=N].
func (s *Server) getOdds(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if ok, wait := s.oddsHTTP.take(s.addr(r), time.Now()); !ok {
		tooMany(w, "rate-limited", wait, "too many battle-odds requests: wait %s", waitText(wait))
		return
	}
	v := r.URL.Query()
	q := game.OddsQuery{Battle: v.Get("battle"), Action: v.Get("action")}
	if t := v.Get("samples"); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil {
			writeProblem(w, problem("bad-request", 400, "samples must be a number, not %q", t))
			return
		}
		q.Samples = n
	}
	if t := v.Get("seed"); t != "" {
		n, err := strconv.ParseUint(t, 10, 64)
		if err != nil {
			writeProblem(w, problem("bad-request", 400, "seed must be a number, not %q", t))
			return
		}
		q.Seed = n
	}
	msg, p := g.odds(seat, q)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, msg)
}

// answerOdds answers a WebSocket {"t":"odds"} request (battle and action
// optional, as over HTTP).
func (c *client) answerOdds(m ClientMsg, cancel context.CancelFunc) {
	msg, p := c.g.odds(c.seat, game.OddsQuery{Battle: m.Battle, Action: m.Action})
	if p != nil {
		c.reply(ErrorMsg{T: "error", Re: m.ID, Problem: *p}, cancel)
		return
	}
	msg.Re = m.ID
	c.reply(msg, cancel)
}
