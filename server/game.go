package server

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"punic/ai"
	"punic/game"
	"punic/match"
	"punic/server/store"
)

// Game modes.
const (
	ModeAI      = "ai"      // one human seat, the other played by a bot
	ModeHotseat = "hotseat" // one link controls both seats on one screen
	ModeOnline  = "online"  // one secret link per seat
	// ModeReferee (referee.go): one link for both seats, chance from the table.
)

// SeatBoth is the hotseat's seat, deciding for both sides; the other seats are
// the game's sides, by key ("rome", "carthage").
const SeatBoth = "both"

// mark is one recorded action as the server remembers it: who took it and how
// long the log was afterwards ("what happened since my last move").
type mark struct {
	side   game.Player
	logEnd int
}

// liveGame is a game held in memory: its row, its match and the connected clients.
// mu guards everything; it is held while an event is validated, stored and applied,
// so events of one game are strictly ordered.
type liveGame struct {
	srv *Server
	kit *gameKit // the game's game: its rules, title and web adapter (games.go)

	mu      sync.Mutex
	row     store.Game
	seats   map[string]string // seat -> token hash
	m       *match.Match
	marks   []mark
	notice  string // set when the game had to be restored from a snapshot
	clients map[*client]struct{}
	botSide game.Player // the AI's side, None if none
	bot     ai.Bot
	botBusy bool
	snaps   snapPolicy            // when the next snapshot is due
	touched time.Time             // last request or connection, for evicting idle games
	gen     uint64                // bumped at every change a state message shows
	msgN    int64                 // the number of the last state message built
	caches  map[string]*seatCache // each seat's latest state message (broadcast.go)
	seen    map[string]bool       // seats whose opening is stored (markSeen)
	hist    historyCache          // checkpoints for history requests (history.go)
	dice    diceState             // the seed's commitment (dice.go)
	clk     clockCache            // the move clock (clock.go)
	done    *finishedGame         // what a finished game keeps (finished.go), nil while it goes on
	ref     tableState            // a referee game's table: the action waiting for it (referee.go)
}

// Problem is a refused request: a stable code, an HTTP status and the reason in
// words (with the rule it breaks, when the engine gave one).
type Problem struct {
	Code   string `json:"code"` // stale, illegal, not-your-turn, over, bad-request, not-found, storage
	Status int    `json:"-"`
	Reason string `json:"reason"`
	Rule   string `json:"rule,omitempty"`
}

// Error renders the problem as "code: reason".
func (p *Problem) Error() string { return p.Code + ": " + p.Reason }

func problem(code string, status int, format string, args ...any) *Problem {
	return &Problem{Code: code, Status: status, Reason: fmt.Sprintf(format, args...)}
}

// request is one thing a seat asks of its game.
type request struct {
	Kind    string // action, undo, resign
	Action  string // the action's text form
	Version int64  // the version the client saw
}

// seatSide is the side a seat plays, None for the hotseat's both.
func (g *liveGame) seatSide(seat string) game.Player { return g.kit.title.PlayerOf(seat) }

// controls reports whether seat may decide for side.
func (g *liveGame) controls(seat string, side game.Player) bool {
	return seat == SeatBoth || (side != game.None && g.seatSide(seat) == side)
}

// act validates a seat's request, stores it and applies it, then tells every client.
func (g *liveGame) act(seat string, req request) *Problem {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.actLocked(seat, req)
}

// actLocked is act with g.mu held. An engine failure must not take the game
// down with it: the request is refused and the game rebuilt from its stored
// events, which never hold the failed request (it is stored only after it was
// applied).
func (g *liveGame) actLocked(seat string, req request) (p *Problem) {
	defer func() {
		if r := recover(); r != nil {
			g.srv.logf("game %s: the rules engine failed on %s %q: %v\n%s", g.row.ID, req.Kind, req.Action, r, debug.Stack())
			if err := g.reload(); err != nil {
				g.srv.logf("game %s: reload failed: %v", g.row.ID, err)
			}
			g.notifyAll()
			p = problem("internal", 500, "the rules engine failed on this request, which was not made (the server log has the details)")
		}
	}()
	return g.applyRequest(seat, req)
}

// applyRequest checks, applies and stores one request.
func (g *liveGame) applyRequest(seat string, req request) *Problem {
	g.touched = time.Now()
	if req.Version != g.row.Version {
		return problem("stale", 409, "the game has moved on (version %d, you sent %d): here is the current state", g.row.Version, req.Version)
	}
	G, t := g.m.Game(), g.kit.title
	if g.m.Over() {
		return problem("over", 409, "the game is over")
	}
	var ev store.Event
	before := G.ToMove()
	switch req.Kind {
	case store.KindAction:
		if g.refereed() {
			return g.refereeAction(seat, req)
		}
		side := G.ToMove()
		if !g.controls(seat, side) {
			return problem("not-your-turn", 403, "%s decides now, not you", t.SideName(side))
		}
		a, err := G.ParseAction(req.Action)
		if err != nil {
			return refusal(err)
		}
		text := G.ActionText(a)
		if err := g.m.Apply(a); err != nil {
			return refusal(err)
		}
		g.marks = append(g.marks, mark{side: side, logEnd: len(G.Log())})
		ev = store.Event{Kind: store.KindAction, Side: t.SideKey(side), Action: text}
	case store.KindUndo:
		side := g.seatSide(seat)
		if seat == SeatBoth && len(g.marks) > 0 {
			side = g.marks[len(g.marks)-1].side
		}
		if side == game.None {
			return problem("illegal", 422, "nothing to undo")
		}
		if err := g.m.Undo(side); err != nil {
			return refusal(err)
		}
		g.marks = g.marks[:len(g.marks)-1]
		g.trimClientLogs(len(G.Log()))
		ev = store.Event{Kind: store.KindUndo, Side: t.SideKey(side)}
	case store.KindResign:
		side := g.seatSide(seat)
		if seat == SeatBoth {
			side = G.ToMove()
		}
		if side == game.None {
			return problem("illegal", 422, "only a player can resign")
		}
		if err := g.m.Resign(side); err != nil {
			return refusal(err)
		}
		g.marks = append(g.marks, mark{side: side, logEnd: len(G.Log())})
		ev = store.Event{Kind: store.KindResign, Side: t.SideKey(side)}
	default:
		return problem("bad-request", 400, "unknown request %q", req.Kind)
	}
	g.ref.wentOn()
	g.ref.said = ""
	return g.commit(seat, before, ev)
}

// commit stores an event that the match has taken (g.mu held) and tells every
// client. Should the database refuse it, the match is rebuilt from the
// database, which does not hold it.
func (g *liveGame) commit(seat string, before game.Player, ev store.Event) *Problem {
	ev.Seq = g.row.Version + 1
	if err := g.persist(ev); err != nil {
		// The match holds the request, the database does not: rebuild the match
		// from the database.
		conflict := errors.Is(err, store.ErrConflict)
		if !conflict {
			g.srv.logf("game %s: storing event %d failed: %v; reloading from the database", g.row.ID, ev.Seq, err)
		}
		if rerr := g.reload(); rerr != nil {
			g.srv.logf("game %s: reload failed: %v", g.row.ID, rerr)
		}
		g.notifyAll()
		if conflict {
			// Another server stored an event at this version first.
			g.kickBot()
			return problem("stale", 409, "the game has moved on (version %d, you sent %d): here is the current state", g.row.Version, ev.Seq-1)
		}
		return problem("storage", 500, "the move could not be saved, so it was not made: %v", err)
	}
	g.row.Version = ev.Seq
	g.clockAfterEvent()
	g.turnChanged(seat, before)
	g.finish()
	g.notifyAll()
	g.kickBot()
	return nil
}

// refusal turns an engine error into a Problem.
func refusal(err error) *Problem {
	if rule := game.RuleOf(err); rule != "" {
		return &Problem{Code: "illegal", Status: 422, Reason: strings.TrimPrefix(err.Error(), "rule "+rule+": "), Rule: rule}
	}
	if errors.Is(err, game.ErrGameOver) {
		return problem("over", 409, "the game is over")
	}
	return problem("illegal", 422, "%v", err)
}

// persist writes the event (and a snapshot when one is due, snapPolicy) in one
// transaction, which the store commits with other games' events (group
// commit); it returns once that transaction has committed.
func (g *liveGame) persist(ev store.Event) error {
	G := g.m.Game()
	out := store.Outcome{}
	if o := G.Outcome(); o.Over {
		out = store.Outcome{Over: true, Result: g.kit.resultText(o)}
	}
	var snap *store.Snapshot
	if g.snaps.due(g.m, ev.Seq) {
		snap = &store.Snapshot{Seq: ev.Seq, Moves: len(g.marks), Position: G.Position()}
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := g.srv.st.Append(ctx, g.row.ID, ev, snap, out); err != nil {
		return err
	}
	g.row.Status, g.row.Result = "active", out.Result
	if out.Over {
		g.row.Status = "over"
	}
	if snap != nil {
		g.snaps.took(g.m, ev.Seq)
	}
	return nil
}

// trimClientLogs tells the seats' states that the log was cut back to n lines (undo).
func (g *liveGame) trimClientLogs(n int) { g.logCut(n) }

// notifyAll marks every seat's state out of date; the writers send the change.
func (g *liveGame) notifyAll() { g.changed() }

// online reports how many clients of each seat are connected.
func (g *liveGame) online() map[string]int {
	n := map[string]int{}
	for c := range g.clients {
		n[c.seat]++
	}
	return n
}
