package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// chatMsgOf reads a chat message.
func chatMsgOf(t *testing.T, b []byte) ChatMsg {
	t.Helper()
	var m ChatMsg
	if err := json.Unmarshal(b, &m); err != nil || m.T != "chat" {
		t.Fatalf("not a chat message: %s (%v)", b, err)
	}
	return m
}

// TestChatDeliveredLiveAndStored: a message one seat sends reaches both
// seats' WebSockets at once, is kept (the last ones are given to a page that
// opens) as plain text, cleaned of control characters, and is never in the
// game's log.
func TestChatDeliveredLiveAndStored(t *testing.T) {
	e := fastEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3)})
	rome, carthage := e.dial(toks[SeatRome]), e.dial(toks[SeatCarthage])
	rome.stateAt(0)
	carthage.stateAt(0)
	text := "Ave, <b>Hannibal</b>\nsee you at Cannae\x07"
	code, b := e.do("POST", "/api/play/"+toks[SeatRome]+"/chat", ChatRequest{Text: text})
	if code != 200 {
		t.Fatalf("send: %d %s", code, b)
	}
	want := "Ave, <b>Hannibal</b> see you at Cannae"
	if m := chatMsgOf(t, b); len(m.Messages) != 1 || m.Messages[0].Text != want || m.Messages[0].Seat != SeatRome || m.Messages[0].N != 1 {
		t.Fatalf("the answer: %s", b)
	}
	for name, ws := range map[string]*wsConn{"rome": rome, "carthage": carthage} {
		m := chatMsgOf(t, ws.until("chat", nil))
		if len(m.Messages) != 1 || m.Messages[0].Text != want || m.Messages[0].Seat != SeatRome {
			t.Fatalf("%s's page got %+v", name, m)
		}
	}
	if code, b := e.do("POST", "/api/play/"+toks[SeatCarthage]+"/chat", ChatRequest{Text: "Vale"}); code != 200 {
		t.Fatalf("reply: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/play/"+toks[SeatCarthage]+"/chat", nil)
	m := chatMsgOf(t, b)
	if code != 200 || len(m.Messages) != 2 || m.Messages[0].Text != want || m.Messages[1].Seat != SeatCarthage || m.Messages[1].N != 2 {
		t.Fatalf("the chat as a page opens it: %d %s", code, b)
	}
	s := e.state(toks[SeatRome])
	for _, l := range s.Log.Lines {
		if strings.Contains(l.Text, "Hannibal</b>") || strings.Contains(l.Text, "Vale") {
			t.Fatalf("a chat message in the game log: %+v", l)
		}
	}
	if s.Version != 0 {
		t.Fatalf("the chat moved the game to version %d", s.Version)
	}
}

// TestChatLimits: empty, too long and malformed messages (JSON's decoder
// has turned invalid UTF-8 into U+FFFD before) are refused; each
// seat may send only so many at once (429), the other seat still may; AI and
// hotseat games have no chat.
func TestChatLimits(t *testing.T) {
	l := *testLimits()
	l.ChatRate, l.ChatBurst = 0.01, 3
	e := limitedEnv(t, l)
	_, toks := e.create(CreateRequest{Mode: ModeOnline})
	path := "/api/play/" + toks[SeatRome] + "/chat"
	for text, why := range map[string]string{
		"":                                  "empty",
		" \n\t ":                            "empty",
		strings.Repeat("é", maxChatRunes+1): "501 characters long",
	} {
		if code, b := e.do("POST", path, ChatRequest{Text: text}); code != 400 || !strings.Contains(string(b), why) {
			t.Errorf("%.20q: %d %s", text, code, b)
		}
	}
	if code, b := e.do("POST", path, map[string]any{"text": "hi", "html": "<b>"}); code != 400 {
		t.Errorf("an unknown field: %d %s", code, b)
	}
	if code, b := e.do("POST", path, ChatRequest{Text: strings.Repeat("é", maxChatRunes)}); code != 200 {
		t.Fatalf("a message of %d characters: %d %s", maxChatRunes, code, b)
	}
	for i := range 2 {
		if code, b := e.do("POST", path, ChatRequest{Text: "again"}); code != 200 {
			t.Fatalf("message %d: %d %s", i+2, code, b)
		}
	}
	if code, b := e.do("POST", path, ChatRequest{Text: "one too many"}); code != 429 || !strings.Contains(string(b), "too many chat messages") {
		t.Fatalf("the 4th message at once: %d %s", code, b)
	}
	if code, b := e.do("POST", "/api/play/"+toks[SeatCarthage]+"/chat", ChatRequest{Text: "my turn"}); code != 200 {
		t.Fatalf("the other seat: %d %s", code, b)
	}
	for _, mode := range []string{ModeAI, ModeHotseat} {
		_, toks := e.create(CreateRequest{Mode: mode})
		for seat, tok := range toks {
			if code, b := e.do("POST", "/api/play/"+tok+"/chat", ChatRequest{Text: "hi"}); code != 409 || !strings.Contains(string(b), "only online games have a chat") {
				t.Errorf("%s %s: %d %s", mode, seat, code, b)
			}
			if code, b := e.do("GET", "/api/play/"+tok+"/chat", nil); code != 409 {
				t.Errorf("%s %s: GET %d %s", mode, seat, code, b)
			}
		}
	}
}
