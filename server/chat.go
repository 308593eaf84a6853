package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"punic/server/store"
)

// The chat of an online game (docs/server.md, "Chat"): short plain-text
// messages between the two seats, stored (store.AddChat), sent at once to
// every page of the game over its WebSocket ({"t":"chat"}), the last
// chatShown given with the page (GET …/chat). It is never part of the game's
// log or record. AI and hotseat games have none.

const (
	maxChatRunes = 500  // the longest message, in characters
	chatShown    = 50   // the messages a page is given when it opens
	chatMaxGame  = 2000 // the most messages a game's chat keeps
)

// ChatLine is one message as the pages see it.
type ChatLine struct {
	N    int64  `json:"n"`    // its number in the game's chat
	Seat string `json:"seat"` // who wrote it
	Text string `json:"text"` // plain text: the page shows it as text, never as HTML
	At   int64  `json:"at"`   // Unix ms
}

// ChatMsg is a list of chat messages: the last ones (GET …/chat) or a new
// one (pushed over the WebSocket).
type ChatMsg struct {
	T        string     `json:"t"` // "chat"
	Messages []ChatLine `json:"messages"`
}

// ChatRequest is the body of POST …/chat.
type ChatRequest struct {
	Text string `json:"text"`
}

// chatText checks a message and cleans it: control characters (line breaks,
// tabs) and line separators turned into spaces, no spaces at either end, 1 to
// maxChatRunes characters. (The JSON decoder has already turned invalid
// UTF-8 into U+FFFD.)
func chatText(s string) (string, *Problem) {
	s = strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s))
	if s == "" {
		return "", problem("bad-request", 400, "the message is empty")
	}
	if n := utf8.RuneCountInString(s); n > maxChatRunes {
		return "", problem("bad-request", 400, "the message is %d characters long; at most %d", n, maxChatRunes)
	}
	return s, nil
}

// chatAllowed refuses the chat in games that have none.
func (g *liveGame) chatAllowed() *Problem {
	if g.row.Mode != ModeOnline {
		return problem("illegal", 409, "only online games have a chat, not %s games", g.row.Mode)
	}
	return nil
}

// say stores seat's message and sends it to every page of the game.
func (g *liveGame) say(ctx context.Context, seat, text string) (*ChatLine, *Problem) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if p := g.chatAllowed(); p != nil {
		return nil, p
	}
	m := &store.ChatMessage{Seat: seat, Text: text, At: g.srv.now().UnixMilli()}
	if err := g.srv.st.AddChat(ctx, g.row.ID, m, chatMaxGame); err != nil {
		if errors.Is(err, store.ErrChatFull) {
			return nil, problem("illegal", 409, "this game's chat holds its %d messages already", chatMaxGame)
		}
		return nil, problem("storage", 500, "the message could not be saved: %v", err)
	}
	g.touched = time.Now()
	line := ChatLine{N: m.Seq, Seat: m.Seat, Text: m.Text, At: m.At}
	b := encodeJSON(ChatMsg{T: "chat", Messages: []ChatLine{line}})
	for c := range g.clients {
		c.push(b)
	}
	return &line, nil
}

// push queues a message for the client without waiting: a client whose queue
// is full misses it (its page asks for the chat again when it reconnects).
func (c *client) push(b []byte) {
	select {
	case c.send <- b:
	default:
	}
}

// postChat serves POST /api/play/{token}/chat: the answer is the stored message.
func (s *Server) postChat(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	var req ChatRequest
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	text, p := chatText(req.Text)
	if p != nil {
		writeProblem(w, p)
		return
	}
	if ok, wait := s.chats.take(g.row.ID+"/"+seat, time.Now()); !ok {
		tooMany(w, "rate-limited", wait, "too many chat messages: wait %s", waitText(wait))
		return
	}
	line, p := g.say(r.Context(), seat, text)
	if p != nil {
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, ChatMsg{T: "chat", Messages: []ChatLine{*line}})
}

// getChat serves GET /api/play/{token}/chat: the last chatShown messages.
func (s *Server) getChat(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	g.mu.Lock()
	p := g.chatAllowed()
	g.mu.Unlock()
	if p != nil {
		writeProblem(w, p)
		return
	}
	ms, err := s.st.Chat(r.Context(), g.row.ID, chatShown)
	if err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	out := ChatMsg{T: "chat", Messages: make([]ChatLine, 0, len(ms))}
	for _, m := range ms {
		out.Messages = append(out.Messages, ChatLine{N: m.Seq, Seat: m.Seat, Text: m.Text, At: m.At})
	}
	writeJSON(w, http.StatusOK, out)
}
