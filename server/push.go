package server

import (
	"context"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	webpush "github.com/SherClockHolmes/webpush-go"

	"punic/server/store"
)

// Web Push (RFC 8030) with the server's own VAPID keys (RFC 8292), the
// payload encrypted for each browser (RFC 8291, aes128gcm) by
// github.com/SherClockHolmes/webpush-go.

// vapidKeys is the server's VAPID key pair, base64url: the private scalar
// (32 bytes) and the uncompressed public point (65 bytes), as browsers take
// it for applicationServerKey.
type vapidKeys struct{ private, public string }

// loadVAPID returns the key given (--vapid-key), or the pair kept in the
// store, generated and stored the first time (every server sharing the
// database then signs with the same key).
func loadVAPID(ctx context.Context, st store.Store, given *ecdsa.PrivateKey) (vapidKeys, error) {
	if given != nil {
		k, err := given.ECDH()
		if err != nil {
			return vapidKeys{}, err
		}
		if k.Curve() != ecdh.P256() {
			return vapidKeys{}, errors.New("the VAPID key must be a P-256 key")
		}
		return vapidOf(k), nil
	}
	fresh, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return vapidKeys{}, err
	}
	f := vapidOf(fresh)
	priv, pub, err := st.KeepVAPIDKeys(ctx, f.private, f.public)
	if err != nil {
		return vapidKeys{}, err
	}
	// Check what the database holds: a key pair that does not match would
	// sign pushes that every push service refuses.
	d, err := base64.RawURLEncoding.DecodeString(priv)
	if err != nil {
		return vapidKeys{}, fmt.Errorf("the stored private key is not base64url: %v", err)
	}
	k, err := ecdh.P256().NewPrivateKey(d)
	if err != nil {
		return vapidKeys{}, fmt.Errorf("the stored private key: %v", err)
	}
	if got := vapidOf(k); got.public != pub {
		return vapidKeys{}, errors.New("the stored public key does not belong to the stored private key")
	}
	return vapidKeys{private: priv, public: pub}, nil
}

// vapidOf writes a key pair as vapidKeys.
func vapidOf(k *ecdh.PrivateKey) vapidKeys {
	return vapidKeys{private: base64.RawURLEncoding.EncodeToString(k.Bytes()),
		public: base64.RawURLEncoding.EncodeToString(k.PublicKey().Bytes())}
}

// checkSubject validates the VAPID subject (RFC 8292: a mailto: or https:
// URI).
func checkSubject(sub string) error {
	if strings.HasPrefix(sub, "mailto:") && strings.Contains(sub, "@") || strings.HasPrefix(sub, "https://") {
		return nil
	}
	return fmt.Errorf("server: the VAPID subject %q must be mailto:ADDRESS or an https:// URL", sub)
}

// getPushKey answers GET /api/push/key: the server's VAPID public key, the
// applicationServerKey a page subscribes with.
func (s *Server) getPushKey(w http.ResponseWriter, r *http.Request) {
	if s.notify == nil {
		writeProblem(w, problem("not-found", 404, "notifications are off on this server"))
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"key": s.notify.vapid.public})
}

// PushRequest is a browser's PushSubscription as its toJSON() writes it: the
// body of POST /api/play/{token}/push (DELETE needs only the endpoint).
type PushRequest struct {
	Endpoint       string   `json:"endpoint"`
	ExpirationTime *float64 `json:"expirationTime,omitempty"`
	Keys           struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// check validates a subscription: the endpoint (https, a public host; see
// checkTarget) and the keys' sizes (a P-256 point, a 16-byte secret).
func (p *PushRequest) check(loopback bool) *Problem {
	if err := checkTarget("push endpoint", p.Endpoint, maxEndpointURL, loopback); err != nil {
		return problem("bad-request", 400, "%v", err)
	}
	key, err := decodeB64URL(p.Keys.P256dh)
	if err != nil || len(key) != 65 {
		return problem("bad-request", 400, "keys.p256dh must be a P-256 public key, 65 bytes in base64url (got %d bytes)", len(key))
	}
	if _, err := ecdh.P256().NewPublicKey(key); err != nil {
		return problem("bad-request", 400, "keys.p256dh is not a point of P-256: %v", err)
	}
	auth, err := decodeB64URL(p.Keys.Auth)
	if err != nil || len(auth) != 16 {
		return problem("bad-request", 400, "keys.auth must be 16 bytes in base64url (got %d bytes)", len(auth))
	}
	return nil
}

// decodeB64URL decodes base64url with or without its padding.
func decodeB64URL(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

// notifySeat refuses the seats that are not notified: notifications off, the
// hotseat (both sides on one screen), a finished game.
func (s *Server) notifySeat(g *liveGame, seat string) *Problem {
	if s.notify == nil {
		return problem("not-found", 404, "notifications are off on this server")
	}
	if seat == SeatBoth {
		return problem("bad-request", 400, "a hotseat game is played on one screen: it sends no notifications")
	}
	g.mu.Lock()
	over := g.m.Over()
	g.mu.Unlock()
	if over {
		return problem("over", 409, "the game is over")
	}
	return nil
}

// postPush answers POST /api/play/{token}/push: the seat's browser subscribes
// to its turn notifications (a seat keeps its PushPerSeat newest browsers).
func (s *Server) postPush(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if p := s.notifySeat(g, seat); p != nil {
		writeProblem(w, p)
		return
	}
	var req PushRequest
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	if p := req.check(s.notify.opt.AllowLoopback); p != nil {
		writeProblem(w, p)
		return
	}
	sub := store.PushSub{GameID: g.row.ID, Seat: seat, Endpoint: req.Endpoint, P256dh: req.Keys.P256dh, Auth: req.Keys.Auth}
	if err := s.st.AddPushSub(r.Context(), sub, s.notify.opt.PushPerSeat); err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	s.getNotify(w, r, g, seat, "")
}

// deletePush answers DELETE /api/play/{token}/push {"endpoint": …}: that
// browser is no longer notified for this seat.
func (s *Server) deletePush(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	var req struct {
		Endpoint string `json:"endpoint"`
	}
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	if err := s.st.RemovePushSub(r.Context(), g.row.ID, seat, req.Endpoint); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			writeProblem(w, problem("not-found", 404, "this browser is not subscribed to this seat"))
			return
		}
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	s.getNotify(w, r, g, seat, "")
}

// NotifyState is what a seat has registered: GET /api/play/{token}/notify,
// and the answer to every change of it.
type NotifyState struct {
	T       string   `json:"t"`                 // "notify"
	Push    []string `json:"push"`              // the endpoints of the seat's browsers
	Webhook string   `json:"webhook,omitempty"` // the seat's webhook URL
}

// getNotify answers GET /api/play/{token}/notify.
func (s *Server) getNotify(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if s.notify == nil {
		writeProblem(w, problem("not-found", 404, "notifications are off on this server"))
		return
	}
	subs, err := s.st.PushSubs(r.Context(), g.row.ID, seat)
	if err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	st := NotifyState{T: "notify", Push: []string{}}
	for _, p := range subs {
		st.Push = append(st.Push, p.Endpoint)
	}
	if h, err := s.st.Webhook(r.Context(), g.row.ID, seat); err == nil {
		st.Webhook = h.URL
	}
	writeJSON(w, http.StatusOK, st)
}

// push sends one notice to one browser. A subscription the push service
// says is gone (404, 410) is removed, for every seat it was given to.
func (n *notifier) push(job notice, sub store.PushSub) {
	payload, _ := json.Marshal(job.msg)
	ctx, cancel := context.WithTimeout(n.s.ctx, n.opt.Timeout)
	defer cancel()
	resp, err := webpush.SendNotificationWithContext(ctx, payload,
		&webpush.Subscription{Endpoint: sub.Endpoint, Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth}},
		&webpush.Options{HTTPClient: n.client, Subscriber: strings.TrimPrefix(n.opt.Subject, "mailto:"),
			VAPIDPublicKey: n.vapid.public, VAPIDPrivateKey: n.vapid.private,
			TTL: 24 * 60 * 60, Urgency: webpush.UrgencyNormal, Topic: job.game})
	if err != nil {
		n.s.logf("game %s: push to %s's browser failed: %v", job.game, job.seat, err)
		return
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		ctx, cancel := context.WithTimeout(n.s.ctx, storeTimeout)
		defer cancel()
		k, err := n.s.st.RemovePushEndpoint(ctx, sub.Endpoint)
		if err != nil {
			n.s.logf("game %s: removing a gone push subscription: %v", job.game, err)
			return
		}
		n.s.logf("game %s: %s's browser unsubscribed (push service: %s): %d subscriptions removed", job.game, job.seat, resp.Status, k)
	case resp.StatusCode/100 != 2:
		n.s.logf("game %s: push to %s's browser refused: %s", job.game, job.seat, resp.Status)
	}
}

// notifyRoutes registers the notifications' endpoints.
func (s *Server) notifyRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /api/push/key", s.getPushKey)
	m.HandleFunc("GET /api/play/{token}/notify", s.withSeat(s.getNotify))
	m.HandleFunc("POST /api/play/{token}/push", s.withSeat(s.postPush))
	m.HandleFunc("DELETE /api/play/{token}/push", s.withSeat(s.deletePush))
	m.HandleFunc("PUT /api/play/{token}/webhook", s.withSeat(s.putWebhook))
	m.HandleFunc("DELETE /api/play/{token}/webhook", s.withSeat(s.deleteWebhook))
}
