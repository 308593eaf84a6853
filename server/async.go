package server

import "net/http"

// asyncRoutes registers the routes of async play: the move clock (clock.go),
// the chat (chat.go) and the bot's hints (hint.go).
func (s *Server) asyncRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /api/play/{token}/clock", s.withSeat(s.getClock))
	m.HandleFunc("POST /api/play/{token}/claim", s.withSeat(s.postClaim))
	m.HandleFunc("GET /api/play/{token}/chat", s.withSeat(s.getChat))
	m.HandleFunc("POST /api/play/{token}/chat", s.withSeat(s.postChat))
	m.HandleFunc("GET /api/play/{token}/hint", s.withSeat(s.getHint))
}
