package server

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"punic/server/store"
	"punic/web"
)

// routes registers the handlers.
func (s *Server) routes() {
	m := http.NewServeMux()
	s.asyncRoutes(m) // clock, chat and hints (async.go)
	m.Handle("GET /static/", http.StripPrefix("/static/", web.Assets()))
	m.HandleFunc("GET /{$}", s.page("index.html"))
	m.HandleFunc("GET /play/{token}", s.playPage)
	m.HandleFunc("GET /board.svg", s.boardSVG)
	m.HandleFunc("GET /board/{file}", s.boardSVG)
	m.HandleFunc("GET /api/static", s.staticJSON)
	m.HandleFunc("GET /api/static/{game}", s.staticJSON)
	m.HandleFunc("GET /api/catalog", s.catalogJSON)
	m.HandleFunc("POST /api/games", s.createGame)
	m.HandleFunc("GET /api/play/{token}", s.withSeat(s.getState))
	m.HandleFunc("POST /api/play/{token}/action", s.withSeat(s.postRequest("action")))
	m.HandleFunc("POST /api/play/{token}/undo", s.withSeat(s.postRequest("undo")))
	m.HandleFunc("POST /api/play/{token}/resign", s.withSeat(s.postRequest("resign")))
	m.HandleFunc("POST /api/play/{token}/rematch", s.withSeat(s.postRematch))
	m.HandleFunc("POST /api/play/{token}/table", s.withSeat(s.postTable(false)))
	m.HandleFunc("POST /api/play/{token}/cancel", s.withSeat(s.postTable(true)))
	m.HandleFunc("GET /api/play/{token}/history", s.withSeat(s.getHistory))
	m.HandleFunc("GET /api/play/{token}/record", s.withSeat(s.getRecord))
	m.HandleFunc("GET /api/play/{token}/odds", s.withSeat(s.getOdds))
	m.HandleFunc("GET /api/play/{token}/status", s.withSeat(s.getStatus))
	m.HandleFunc("GET /ws/{token}", s.withSeat(s.serveWS))
	s.notifyRoutes(m)
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	s.mux = m
}

// seatHandler serves a request made with a seat's token.
type seatHandler func(w http.ResponseWriter, r *http.Request, g *liveGame, seat, token string)

// withSeat finds the game and seat a token opens; a wrong token gets 404.
func (s *Server) withSeat(h seatHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok := r.PathValue("token")
		g, seat, err := s.seatOf(r.Context(), tok)
		if err != nil {
			if errors.Is(err, store.ErrNotFound) {
				writeProblem(w, problem("not-found", 404, "this link does not open any game"))
				return
			}
			if errors.Is(err, errUnserved) {
				writeProblem(w, problem("not-served", 404, "%v", err))
				return
			}
			writeProblem(w, problem("storage", 500, "%v", err))
			return
		}
		s.markSeen(g, seat)
		h(w, r, g, seat, tok)
	}
}

// seatOf finds the game and seat of a token.
func (s *Server) seatOf(ctx context.Context, tok string) (*liveGame, string, error) {
	if !validToken(tok) {
		return nil, "", store.ErrNotFound
	}
	st, err := s.st.SeatByToken(ctx, hashToken(tok))
	if err != nil {
		return nil, "", err
	}
	g, err := s.game(ctx, st.GameID)
	return g, st.Seat, err
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(encodeJSON(v))
	w.Write([]byte("\n"))
}

func writeProblem(w http.ResponseWriter, p *Problem) {
	writeJSON(w, p.Status, map[string]any{"error": p})
}

// readJSON decodes a request body: one JSON object of known fields and
// nothing after it, at most Limits.BodyBytes long.
func (s *Server) readJSON(w http.ResponseWriter, r *http.Request, v any) *Problem {
	return decodeStrict(http.MaxBytesReader(w, r.Body, s.lim.BodyBytes), v)
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	addr := s.addr(r)
	if ok, wait := s.creates.take(addr, time.Now()); !ok {
		tooMany(w, "rate-limited", wait, "too many new games from your address: try again in %s", waitText(wait))
		return
	}
	var req CreateRequest
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	resp, p := s.createFor(r.Context(), req, addr)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusCreated, resp)
}

func (s *Server) getState(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	g.mu.Lock()
	msg := encodeJSON(g.state(seat, 0))
	g.mu.Unlock()
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(msg)
}

// ActionRequest is the body of the action, undo and resign requests.
type ActionRequest struct {
	Action  string `json:"action,omitempty"`
	Version int64  `json:"version"`
}

// postRequest handles an action, undo or resignation sent over HTTP: the answer is
// the seat's new state, or the problem (with the current state when stale).
func (s *Server) postRequest(kind string) seatHandler {
	return func(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
		var req ActionRequest
		if p := s.readJSON(w, r, &req); p != nil {
			writeProblem(w, p)
			return
		}
		if p := checkAction(req.Action); p != nil {
			writeProblem(w, p)
			return
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		if p := g.actLocked(seat, request{Kind: kind, Action: req.Action, Version: req.Version}); p != nil {
			body := map[string]any{"error": p}
			if p.Code == "stale" {
				body["state"] = g.state(seat, 0)
			}
			writeJSON(w, p.Status, body)
			return
		}
		writeJSON(w, http.StatusOK, g.state(seat, 0))
	}
}

func (s *Server) postRematch(w http.ResponseWriter, r *http.Request, g *liveGame, seat, token string) {
	l, p := s.rematch(r.Context(), g, seat, token)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"t": "rematch", "link": l})
}

func (s *Server) getHistory(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if ok, wait := s.histHTTP.take(s.addr(r), time.Now()); !ok {
		tooMany(w, "rate-limited", wait, "too many history requests: wait %s", waitText(wait))
		return
	}
	at, err := strconv.Atoi(r.URL.Query().Get("at"))
	if err != nil {
		writeProblem(w, problem("bad-request", 400, "at must be a step number"))
		return
	}
	h, p := g.history(seat, at)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// getRecord serves the game record once the game is over (before that it would
// tell the seed, hence every hidden card).
func (s *Server) getRecord(w http.ResponseWriter, r *http.Request, g *liveGame, _, _ string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.m.Over() {
		writeProblem(w, problem("illegal", 403, "the record is available when the game is over"))
		return
	}
	rec := g.record()
	b, err := rec.Marshal()
	if err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="punic-`+g.row.ID+`.json"`)
	w.Write(b)
}

// page serves one of the app's HTML pages.
func (s *Server) page(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := web.Page(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(b)
	}
}

// playPage serves the game page for a valid token, a plain 404 page otherwise.
func (s *Server) playPage(w http.ResponseWriter, r *http.Request) {
	g, _, err := s.seatOf(r.Context(), r.PathValue("token"))
	if err != nil {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `<!doctype html><meta charset="utf-8"><title>punic: no such game</title><p>This link does not open any game. <a href="/">Start a new one</a>.</p>`)
		return
	}
	b, err := web.Page("play.html")
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(playHTML(b, g.kit))
}
