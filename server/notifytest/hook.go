package notifytest

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"time"
)

// Hook is a webhook receiver on loopback: it keeps every body posted to it,
// and can be made to fail the next few posts (500) to test retries.
type Hook struct {
	// URL is the receiver's address.
	URL string
	hs  *httptest.Server

	mu      sync.Mutex
	posts   []Post
	fail    int
	arrived chan struct{}
}

// Post is one request the receiver got.
type Post struct {
	Body        []byte
	ContentType string
	Status      int // what the receiver answered
	At          time.Time
}

// NewHook starts a webhook receiver; Close stops it.
func NewHook() *Hook {
	h := &Hook{arrived: make(chan struct{}, 1)}
	h.hs = httptest.NewServer(http.HandlerFunc(h.serve))
	h.URL = h.hs.URL
	return h
}

// Close stops the receiver.
func (h *Hook) Close() { h.hs.Close() }

// FailNext makes the next n posts answer 500.
func (h *Hook) FailNext(n int) {
	h.mu.Lock()
	h.fail = n
	h.mu.Unlock()
}

// Posts returns the posts received so far.
func (h *Hook) Posts() []Post {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]Post(nil), h.posts...)
}

// Wait waits until at least n posts arrived and returns them, or returns what
// arrived with an error after timeout.
func (h *Hook) Wait(n int, timeout time.Duration) ([]Post, error) {
	deadline := time.After(timeout)
	for {
		if got := h.Posts(); len(got) >= n {
			return got, nil
		}
		select {
		case <-h.arrived:
		case <-deadline:
			got := h.Posts()
			return got, fmt.Errorf("%d webhook posts after %v, not %d", len(got), timeout, n)
		}
	}
}

func (h *Hook) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<16))
	h.mu.Lock()
	status := http.StatusNoContent
	if r.Method != http.MethodPost {
		status = http.StatusMethodNotAllowed
	} else if h.fail > 0 {
		h.fail--
		status = http.StatusInternalServerError
	}
	h.posts = append(h.posts, Post{Body: body, ContentType: r.Header.Get("Content-Type"), Status: status, At: time.Now()})
	h.mu.Unlock()
	select {
	case h.arrived <- struct{}{}:
	default:
	}
	w.WriteHeader(status)
}
