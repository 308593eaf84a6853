package server

import (
	"net/http"

	"punic/game"
)

// StatusMsg is a seat's game in one line, for the lobby's list of the games
// kept on a browser ("my games"): whose decision it is and whether it is this
// seat's, without the view. It tells nothing the seat's state does not: the
// side that decides is what the page shows as "Waiting for …" too.
type StatusMsg struct {
	T        string `json:"t"` // "status"
	Game     string `json:"game"`
	Name     string `json:"name"`  // the game's registry name ("punicwars")
	Title    string `json:"title"` // the game's name for people
	Mode     string `json:"mode"`
	Seat     string `json:"seat"`
	Turn     int    `json:"turn"`
	Years    string `json:"years"`            // the turn for people ("216 BC")
	ToMove   string `json:"toMove,omitempty"` // the side that decides now, "" when over
	YourMove bool   `json:"yourMove"`         // this seat decides now
	Over     bool   `json:"over"`
	Result   string `json:"result,omitempty"`
	Version  int64  `json:"version"`

	// Clock is the move clock, if the game has one (clock.go).
	Clock *ClockMsg `json:"clock,omitempty"`
}

// getStatus answers GET /api/play/{token}/status.
func (s *Server) getStatus(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	g.mu.Lock()
	G := g.m.Game()
	st := G.Status()
	msg := StatusMsg{T: "status", Game: g.row.ID, Name: g.kit.title.Name, Title: g.kit.title.Title, Mode: g.row.Mode, Seat: seat,
		Turn: st.Turn, Years: st.Label, Over: g.m.Over(), Result: g.row.Result, Version: g.row.Version}
	if p := G.ToMove(); p != game.None && !msg.Over {
		msg.ToMove = g.kit.title.SideKey(p)
		msg.YourMove = g.controls(seat, p)
	}
	clock, err := g.clockMsg(r.Context(), seat)
	g.mu.Unlock()
	if err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	msg.Clock = clock
	writeJSON(w, http.StatusOK, msg)
}
