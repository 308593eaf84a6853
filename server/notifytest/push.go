package notifytest

import (
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// PushService is a Web Push service on loopback. Each of its clients (a
// browser, by name) has an endpoint under it and a P-256 key pair and
// authentication secret, as a browser's PushSubscription has.
type PushService struct {
	// URL is the service's address (http://127.0.0.1:PORT).
	URL string
	// Key, when set, is the VAPID public key (base64url) every push must be
	// signed with; others are refused with 401.
	Key string
	hs  *httptest.Server

	mu      sync.Mutex
	clients map[string]*client
	pushes  []Push
	arrived chan struct{}
}

// client is one browser's subscription as the push service knows it.
type client struct {
	priv *ecdh.PrivateKey
	auth []byte
	gone bool // answer 410 Gone: the browser unsubscribed
}

// Push is one push the service received for a client: its decrypted payload
// and headers, or why it was refused (Err).
type Push struct {
	Client  string
	Payload []byte
	TTL     string
	Topic   string
	Urgency string
	Err     error
}

// Subscription is a browser's PushSubscription as JSON (toJSON()).
type Subscription struct {
	Endpoint       string `json:"endpoint"`
	ExpirationTime *int64 `json:"expirationTime"`
	Keys           struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// NewPushService starts a push service on loopback; Close stops it.
func NewPushService() *PushService {
	p := &PushService{clients: map[string]*client{}, arrived: make(chan struct{}, 1)}
	p.hs = httptest.NewServer(http.HandlerFunc(p.serve))
	p.URL = p.hs.URL
	return p
}

// Close stops the service.
func (p *PushService) Close() { p.hs.Close() }

// Subscribe makes a client with fresh keys and returns its subscription.
func (p *PushService) Subscribe(name string) Subscription {
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	auth := make([]byte, 16)
	rand.Read(auth)
	p.mu.Lock()
	p.clients[name] = &client{priv: priv, auth: auth}
	p.mu.Unlock()
	var s Subscription
	s.Endpoint = p.URL + "/push/" + name
	s.Keys.P256dh = base64.RawURLEncoding.EncodeToString(priv.PublicKey().Bytes())
	s.Keys.Auth = base64.RawURLEncoding.EncodeToString(auth)
	return s
}

// Gone makes a client's endpoint answer 410 Gone from now on.
func (p *PushService) Gone(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c := p.clients[name]; c != nil {
		c.gone = true
	}
}

// Pushes returns the pushes received so far for a client ("" for all).
func (p *PushService) Pushes(name string) []Push {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []Push
	for _, x := range p.pushes {
		if name == "" || x.Client == name {
			out = append(out, x)
		}
	}
	return out
}

// Wait waits until at least n pushes arrived for a client ("" for all) and
// returns them, or returns what arrived with an error after timeout.
func (p *PushService) Wait(name string, n int, timeout time.Duration) ([]Push, error) {
	deadline := time.After(timeout)
	for {
		if got := p.Pushes(name); len(got) >= n {
			return got, nil
		}
		select {
		case <-p.arrived:
		case <-deadline:
			got := p.Pushes(name)
			return got, fmt.Errorf("%d pushes for %q after %v, not %d", len(got), name, timeout, n)
		}
	}
}

// serve receives one push: POST /push/NAME.
func (p *PushService) serve(w http.ResponseWriter, r *http.Request) {
	name, ok := strings.CutPrefix(r.URL.Path, "/push/")
	p.mu.Lock()
	c := p.clients[name]
	p.mu.Unlock()
	if !ok || r.Method != http.MethodPost || c == nil {
		http.NotFound(w, r)
		return
	}
	if c.gone {
		http.Error(w, "this subscription is gone", http.StatusGone)
		return
	}
	push := Push{Client: name, TTL: r.Header.Get("TTL"), Topic: r.Header.Get("Topic"), Urgency: r.Header.Get("Urgency")}
	status := http.StatusCreated
	key, err := VerifyVAPID(r.Header.Get("Authorization"), p.URL, time.Now())
	switch {
	case err != nil:
		push.Err, status = err, http.StatusUnauthorized
	case p.Key != "" && key != p.Key:
		push.Err, status = fmt.Errorf("signed with key %s, not the server's %s", key, p.Key), http.StatusUnauthorized
	case r.Header.Get("Content-Encoding") != "aes128gcm":
		push.Err, status = fmt.Errorf("Content-Encoding %q, not aes128gcm", r.Header.Get("Content-Encoding")), http.StatusBadRequest
	case push.TTL == "":
		push.Err, status = errors.New("no TTL header (RFC 8030 requires one)"), http.StatusBadRequest
	default:
		body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
		if err == nil {
			push.Payload, err = Decrypt(body, c.priv, c.auth)
		}
		if err != nil {
			push.Err, status = err, http.StatusBadRequest
		}
	}
	p.mu.Lock()
	p.pushes = append(p.pushes, push)
	p.mu.Unlock()
	select {
	case p.arrived <- struct{}{}:
	default:
	}
	w.WriteHeader(status)
}

// JSON is the subscription as the browser's PushSubscription.toJSON() gives it.
func (s Subscription) JSON() []byte {
	b, _ := json.Marshal(s)
	return b
}
