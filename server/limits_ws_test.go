package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// dialRaw opens a WebSocket to tok as if from address addr (X-Forwarded-For),
// returning the refusal's status and body when the upgrade is refused.
func (e *testEnv) dialRaw(tok, addr string) (*websocket.Conn, int, string) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := http.Header{}
	if addr != "" {
		h.Set("X-Forwarded-For", addr)
	}
	c, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.http.URL, "http")+"/ws/"+tok, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		if resp == nil {
			e.t.Fatalf("dial: %v", err)
		}
		var b [512]byte
		n, _ := resp.Body.Read(b[:])
		return nil, resp.StatusCode, string(b[:n])
	}
	e.t.Cleanup(func() { c.CloseNow() })
	return c, 101, ""
}

func TestSocketsCappedPerSeatAndAddress(t *testing.T) {
	l := *testLimits()
	l.SocketsPerSeat, l.SocketsPerAddress, l.TrustProxy = 2, 3, true
	e := limitedEnv(t, l)
	_, toks := e.create(CreateRequest{Mode: ModeOnline})
	a, _, _ := e.dialRaw(toks[SeatRome], "5.5.5.5")
	e.dialRaw(toks[SeatRome], "6.6.6.6")
	_, code, body := e.dialRaw(toks[SeatRome], "7.7.7.7")
	if code != 429 || !strings.Contains(body, "too-many-connections") || !strings.Contains(body, "this seat already has 2 connections") {
		t.Fatalf("3rd socket to one seat: %d %s", code, body)
	}
	// The other seat has its own count; the address its own.
	e.dialRaw(toks[SeatCarthage], "5.5.5.5")
	e.dialRaw(toks[SeatCarthage], "5.5.5.5")
	_, toks2 := e.create(CreateRequest{Mode: ModeOnline})
	_, code, body = e.dialRaw(toks2[SeatRome], "5.5.5.5")
	if code != 429 || !strings.Contains(body, "your address already has 3 connections") {
		t.Fatalf("4th socket from one address: %d %s", code, body)
	}
	// A closed socket frees its places.
	a.Close(websocket.StatusNormalClosure, "")
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, code, _ := e.dialRaw(toks2[SeatRome], "5.5.5.5")
		if code == 101 {
			c.Close(websocket.StatusNormalClosure, "")
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("closing a socket did not free its place")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestWebSocketMessagesAreStrict(t *testing.T) {
	l := *testLimits()
	l.MessageBytes = 4 << 10
	e := limitedEnv(t, l)
	_, toks := e.create(CreateRequest{Mode: ModeHotseat})
	c := e.dial(toks[SeatBoth])
	c.stateAt(0)
	huge := strings.Repeat("z", 3<<10)
	for _, m := range []struct{ msg, has string }{
		{`{"t":"ping","id":1}{"t":"ping"}`, "more JSON"},
		{`{"t":"ping","id":2} zz`, "something after"},
		{`{"t":"ping","id":3,"colour":"red"}`, "unknown field"},
		{`[1]`, "must be a JSON object"},
		{`{"t":"` + huge + `"}`, "unknown message"},
		{`{"t":"action","action":"` + huge + `","version":0}`, "an action has at most"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if err := c.c.Write(ctx, websocket.MessageText, []byte(m.msg)); err != nil {
			t.Fatal(err)
		}
		cancel()
		b := c.until("error", nil)
		em := decodeError(t, b)
		if em.Code != "bad-request" || !strings.Contains(em.Reason, m.has) || len(b) > 400 {
			t.Errorf("%.40q: %d bytes, %+v; want bad-request with %q", m.msg, len(b), em, m.has)
		}
	}
	// Still connected and answering.
	c.send(ClientMsg{T: "ping", ID: 42})
	var pong map[string]any
	json.Unmarshal(c.until("pong", nil), &pong)
	if pong["re"] != float64(42) {
		t.Fatalf("pong %v", pong)
	}
	// A message over the cap closes the connection with 1009 (message too big).
	raw, _, _ := e.dialRaw(toks[SeatBoth], "")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	raw.Write(ctx, websocket.MessageText, []byte(`{"t":"ping","action":"`+strings.Repeat("q", 5<<10)+`"}`))
	var err error
	for err == nil {
		_, _, err = raw.Read(ctx)
	}
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("an oversized message: %v, want close 1009", err)
	}
}
