package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"punic/game"
	"punic/server/store"
)

// The move clock of an online game (docs/server.md, "Clock"): chosen at the
// creation as days per decision (none by default), it gives the side whose
// decision it is a deadline, set afresh each time the decision passes to the
// other side. When a deadline passes, the late side may still decide (its
// decision restarts the clock for the other side), until the waiting side
// claims the game: the late side then loses, stored as its resignation, and
// the clock keeps that it lost on time. AI and hotseat games have no clock.

// maxClockDays is the longest clock a game may choose, in days per decision.
const maxClockDays = 30

// clockCache is what a game in memory knows of its clock (g.mu held): whether
// it has one, and its days per decision, which never change.
type clockCache struct {
	loaded bool
	days   int // 0: no clock
}

// ClockMsg is a game's clock as a seat sees it (GET /api/play/{token}/clock,
// and in the status line).
type ClockMsg struct {
	T        string `json:"t"`                  // "clock"
	Days     int    `json:"days"`               // days per decision
	Side     string `json:"side,omitempty"`     // the side whose time runs ("" once stopped)
	Deadline int64  `json:"deadline,omitempty"` // when it runs out (Unix ms)
	Now      int64  `json:"now"`                // the server's time (Unix ms)
	Left     int64  `json:"left"`               // ms until the deadline, negative once past
	Expired  bool   `json:"expired"`            // the deadline has passed
	Yours    bool   `json:"yours"`              // the time running is this seat's
	CanClaim bool   `json:"canClaim"`           // this seat may claim the game now
	TimedOut string `json:"timedOut,omitempty"` // the side that lost on time
	Text     string `json:"text"`               // the clock in words ("Rome: 2 days 3 hours left")
}

// now is the server's time (Options.Now in tests).
func (s *Server) now() time.Time {
	if s.opt.Now != nil {
		return s.opt.Now()
	}
	return time.Now()
}

// checkClock refuses a clock a creation request may not have.
func checkClock(req CreateRequest) *Problem {
	if req.ClockDays == 0 {
		return nil
	}
	if req.Mode != ModeOnline {
		return problem("bad-request", 400, "a clock is for online games only, not %s games", clip(req.Mode))
	}
	if req.ClockDays < 0 || req.ClockDays > maxClockDays {
		return problem("bad-request", 400, "clockDays must be 1-%d days per decision (or 0 for none), not %d", maxClockDays, req.ClockDays)
	}
	return nil
}

// startClock gives a new game its clock, running for the side that decides first.
func (s *Server) startClock(ctx context.Context, t *game.Title, id string, days int, first game.Player) *Problem {
	c := store.Clock{Days: days}
	if first != game.None {
		c.Side = t.SideKey(first)
		c.Deadline = s.now().Add(clockSpan(days)).UnixMilli()
	}
	if err := s.st.PutClock(ctx, id, c); err != nil {
		return problem("storage", 500, "the game's clock could not be saved: %v", err)
	}
	return nil
}

// clockSpan is the time a decision may take.
func clockSpan(days int) time.Duration { return time.Duration(days) * 24 * time.Hour }

// clockDays is a game's days per decision (0: no clock; g.mu held), read
// from the store the first time.
func (g *liveGame) clockDays(ctx context.Context) (int, error) {
	if g.clk.loaded {
		return g.clk.days, nil
	}
	c, err := g.srv.st.Clock(ctx, g.row.ID)
	if errors.Is(err, store.ErrNotFound) {
		g.clk = clockCache{loaded: true}
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	g.clk = clockCache{loaded: true, days: c.Days}
	return c.Days, nil
}

// clockAfterEvent moves the clock on after a stored event (g.mu held): a
// decision that passed to the other side gets a fresh deadline, a game over
// stops the clock. A failure to store it is logged: the event stands.
func (g *liveGame) clockAfterEvent() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	days, err := g.clockDays(ctx)
	if err != nil || days == 0 {
		if err != nil {
			g.srv.logf("game %s: reading its clock: %v", g.row.ID, err)
		}
		return
	}
	c, err := g.srv.st.Clock(ctx, g.row.ID)
	if err != nil {
		g.srv.logf("game %s: reading its clock: %v", g.row.ID, err)
		return
	}
	next := c
	switch side := g.m.Game().ToMove(); {
	case g.m.Over():
		next.Side, next.Deadline = "", 0
	case side == game.None:
		return
	case g.kit.title.SideKey(side) != c.Side:
		next.Side = g.kit.title.SideKey(side)
		next.Deadline = g.srv.now().Add(clockSpan(days)).UnixMilli()
	}
	if next == c {
		return
	}
	if err := g.srv.st.PutClock(ctx, g.row.ID, next); err != nil {
		g.srv.logf("game %s: storing its clock: %v", g.row.ID, err)
	}
}

// clockMsg is the clock as seat sees it, nil for a game without one (g.mu held).
func (g *liveGame) clockMsg(ctx context.Context, seat string) (*ClockMsg, error) {
	days, err := g.clockDays(ctx)
	if err != nil || days == 0 {
		return nil, err
	}
	c, err := g.srv.st.Clock(ctx, g.row.ID)
	if err != nil {
		return nil, err
	}
	now := g.srv.now().UnixMilli()
	m := &ClockMsg{T: "clock", Days: c.Days, Side: c.Side, Deadline: c.Deadline, Now: now, TimedOut: c.TimedOut}
	if c.Side != "" && c.Deadline > 0 {
		m.Left = c.Deadline - now
		m.Expired = m.Left <= 0
		m.Yours = seat == c.Side
		m.CanClaim = m.Expired && !m.Yours && g.seatSide(seat) != game.None && !g.m.Over()
	}
	m.Text = g.clockText(m)
	return m, nil
}

// clockFor is clockMsg with the game's lock taken.
func (g *liveGame) clockFor(ctx context.Context, seat string) (*ClockMsg, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.clockMsg(ctx, seat)
}

// claim ends the game on time for seat (g.mu held): the other side's deadline
// has passed and it has not decided. The late side's resignation is stored
// as any other, then the clock records that it lost on time.
func (g *liveGame) claim(ctx context.Context, seat string, version int64) *Problem {
	m, err := g.clockMsg(ctx, seat)
	if err != nil {
		return problem("storage", 500, "%v", err)
	}
	switch {
	case m == nil:
		return problem("illegal", 409, "this game has no clock")
	case g.m.Over():
		return problem("over", 409, "the game is over")
	case m.Side == "" || m.Yours || g.seatSide(seat) == game.None:
		return problem("illegal", 409, "only the player waiting for the other can claim the game")
	case !m.Expired:
		return problem("illegal", 409, "%s still has %s to decide", g.kit.title.SideName(g.kit.title.PlayerOf(m.Side)), timeLeftText(time.Duration(m.Left)*time.Millisecond))
	}
	late := m.Side
	if p := g.actLocked(late, request{Kind: store.KindResign, Version: version}); p != nil {
		return p
	}
	c := store.Clock{Days: m.Days, TimedOut: late}
	if err := g.srv.st.PutClock(ctx, g.row.ID, c); err != nil {
		g.srv.logf("game %s: storing its clock: %v", g.row.ID, err)
	}
	return nil
}

// timeLeftText says a time left in words: days and hours, hours and minutes,
// or minutes.
func timeLeftText(d time.Duration) string {
	d = d.Round(time.Minute)
	days, hours, mins := int(d/(24*time.Hour)), int(d%(24*time.Hour)/time.Hour), int(d%time.Hour/time.Minute)
	plural := func(n int, one string) string {
		if n == 1 {
			return "1 " + one
		}
		return strconv.Itoa(n) + " " + one + "s"
	}
	switch {
	case days > 0 && hours > 0:
		return plural(days, "day") + " " + plural(hours, "hour")
	case days > 0:
		return plural(days, "day")
	case hours > 0 && mins > 0:
		return plural(hours, "hour") + " " + plural(mins, "minute")
	case hours > 0:
		return plural(hours, "hour")
	default:
		return plural(mins, "minute")
	}
}

// getClock serves GET /api/play/{token}/clock.
func (s *Server) getClock(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	m, err := g.clockFor(r.Context(), seat)
	if err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	if m == nil {
		writeProblem(w, problem("not-found", 404, "this game has no clock"))
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// ClaimRequest is the body of a claim on time: the version the client saw.
type ClaimRequest struct {
	Version int64 `json:"version"`
}

// postClaim serves POST /api/play/{token}/claim: the answer is the seat's new
// state, or the problem.
func (s *Server) postClaim(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	var req ClaimRequest
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if p := g.claim(r.Context(), seat, req.Version); p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, g.state(seat, 0))
}

// clockText says a clock in words for the page and the lobby.
func (g *liveGame) clockText(m *ClockMsg) string {
	t := g.kit.title
	name := func(side string) string { return t.SideName(t.PlayerOf(side)) }
	switch {
	case m.TimedOut != "":
		return name(m.TimedOut) + " ran out of time"
	case m.Side == "":
		return "clock stopped"
	case m.Expired:
		return name(m.Side) + "'s time is up"
	default:
		return name(m.Side) + ": " + timeLeftText(time.Duration(m.Left)*time.Millisecond) + " left"
	}
}

// clockOf is a game's days per decision as stored (0: none, or unreadable),
// for its rematch.
func (s *Server) clockOf(ctx context.Context, id string) int {
	c, err := s.st.Clock(ctx, id)
	if err != nil {
		return 0
	}
	return c.Days
}
