package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"
)

// client makes the run's HTTP requests and opens its sockets.
type client struct {
	http *http.Client
	mode string
}

// newClient is a client keeping enough idle connections for games games.
func newClient(games int) *client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 2*games+8, 2*games+8
	return &client{http: &http.Client{Transport: tr, Timeout: 30 * time.Second}}
}

// close drops the idle connections.
func (c *client) close() { c.http.CloseIdleConnections() }

// apiError is the server's error body.
type apiError struct {
	Error struct {
		Code   string `json:"code"`
		Reason string `json:"reason"`
	} `json:"error"`
}

// createGame creates a game on server u and returns its seats' links. A refusal
// for too many creations (429) is waited out as the server's Retry-After says.
func (r *run) createGame(ctx context.Context, u *url.URL) (map[string]string, error) {
	body := fmt.Sprintf(`{"mode":%q}`, r.cfg.Mode)
	for {
		req, err := http.NewRequestWithContext(ctx, "POST", u.String()+"/api/games", strings.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := r.client.http.Do(req)
		if err != nil {
			return nil, fmt.Errorf("create a game: %v", err)
		}
		b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("create a game: %v", err)
		}
		switch resp.StatusCode {
		case http.StatusCreated:
			var cr struct {
				Links map[string]string `json:"links"`
			}
			if err := json.Unmarshal(b, &cr); err != nil || len(cr.Links) == 0 {
				return nil, fmt.Errorf("create a game: an answer without links: %.200s", b)
			}
			return cr.Links, nil
		case http.StatusTooManyRequests:
			r.refused.Add(1)
			wait, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
			pause(ctx, time.Duration(min(max(wait, 1), 10))*time.Second)
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
		default:
			var ae apiError
			json.Unmarshal(b, &ae)
			return nil, fmt.Errorf("create a game: status %d: %s %s", resp.StatusCode, ae.Error.Code, ae.Error.Reason)
		}
	}
}

// dial opens the WebSocket of the seat a link ("/play/TOKEN") opens.
func (c *client) dial(ctx context.Context, u *url.URL, link string) (*seat, error) {
	tok, ok := strings.CutPrefix(link, "/play/")
	if !ok {
		return nil, fmt.Errorf("a seat's link %q is not /play/TOKEN", link)
	}
	ws := *u
	ws.Scheme = map[string]string{"http": "ws", "https": "wss"}[u.Scheme]
	ws.Path = "/ws/" + tok
	conn, resp, err := websocket.Dial(ctx, ws.String(), &websocket.DialOptions{HTTPClient: c.http})
	if err != nil {
		if resp != nil {
			return nil, fmt.Errorf("open a seat's socket: status %d: %v", resp.StatusCode, err)
		}
		return nil, fmt.Errorf("open a seat's socket: %v", err)
	}
	conn.SetReadLimit(16 << 20)
	return &seat{conn: conn, n: -1}, nil
}

// send writes one message to the socket.
func (s *seat) send(ctx context.Context, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return s.conn.Write(ctx, websocket.MessageText, bytes.TrimSpace(b))
}
