package server

import (
	"context"
	"net/http"
	"time"

	"punic/ai"
	"punic/game"
)

// The bot's hint (docs/server.md, "Hints"; docs/ai.md): at a seat's own
// decision, the choices the search bot prefers with their estimated chances
// of winning (ai.Hints), computed from that seat's observation only, on a
// worker of the bot pool. Offered in AI and hotseat games, where the bot is a
// teacher; not in online games, where it would play for one of two people.

const (
	hintCount      = 3                // the choices a hint shows
	hintIterations = 300              // the search's simulations (the same position gives the same hint)
	hintWait       = 30 * time.Second // the longest a request waits for a worker and the search
)

// HintChoice is one of the bot's preferred choices.
type HintChoice struct {
	Action string  `json:"action"` // the action's text form, as in the legal list
	Label  string  `json:"label"`
	Win    float64 `json:"win"`    // the estimated chance that the seat's side wins after it
	Visits int     `json:"visits"` // the simulations that went through it
}

// HintMsg answers a hint request: the side it is for, the game's version it
// is of, and the bot's preferred choices, best first.
type HintMsg struct {
	T       string       `json:"t"` // "hint"
	Side    string       `json:"side"`
	Version int64        `json:"version"`
	Hints   []HintChoice `json:"hints"`
}

// hintBudget is the search behind a hint: a fixed number of simulations,
// capped by the bots' time budget.
func (s *Server) hintBudget() ai.HintBudget {
	return ai.HintBudget{Iterations: hintIterations, Time: s.opt.BotBudget}
}

// hint computes seat's hint at its current decision. The observation is taken
// under the game's lock; the search runs on a bot worker without it.
func (g *liveGame) hint(ctx context.Context, seat string) (*HintMsg, *Problem) {
	s := g.srv
	g.mu.Lock()
	if g.row.Mode == ModeOnline {
		g.mu.Unlock()
		return nil, problem("illegal", 409, "hints are for games against the AI and hotseat games, not games between two people")
	}
	if g.row.Mode == ModeReferee {
		g.mu.Unlock()
		return nil, problem("illegal", 409, "hints are not offered in referee games: the bot's search would roll its own dice, not the table's")
	}
	if g.m.Over() {
		g.mu.Unlock()
		return nil, problem("over", 409, "the game is over")
	}
	G := g.m.Game()
	side := G.ToMove()
	if side == game.None || !g.controls(seat, side) {
		g.mu.Unlock()
		who := "nobody"
		if side != game.None {
			who = g.kit.title.SideName(side)
		}
		return nil, problem("not-your-turn", 409, "%s decides now, not you: a hint is for your own decision", who)
	}
	obs := G.Observation(side)
	version := g.row.Version
	g.touched = time.Now()
	g.mu.Unlock()

	ctx, cancel := context.WithTimeout(ctx, hintWait)
	defer cancel()
	var hints []ai.Hint
	var err error
	if !s.pool.do(ctx, func() { hints, err = ai.Hints(g.kit.title, obs, side, s.hintBudget(), hintCount) }) {
		return nil, problem("busy", 503, "the bots are all busy: ask again in a moment")
	}
	if err != nil {
		return nil, problem("illegal", 422, "%v", err)
	}
	msg := &HintMsg{T: "hint", Side: g.kit.title.SideKey(side), Version: version, Hints: make([]HintChoice, 0, len(hints))}
	for _, h := range hints {
		msg.Hints = append(msg.Hints, HintChoice{Action: obs.ActionText(h.Action), Label: obs.ActionLabel(h.Action), Win: h.Win, Visits: h.Visits})
	}
	return msg, nil
}

// getHint serves GET /api/play/{token}/hint.
func (s *Server) getHint(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if ok, wait := s.hintHTTP.take(s.addr(r), time.Now()); !ok {
		tooMany(w, "rate-limited", wait, "too many hint requests: wait %s", waitText(wait))
		return
	}
	msg, p := g.hint(r.Context(), seat)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, msg)
}
