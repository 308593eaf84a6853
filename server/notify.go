package server

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// Turn notifications for async play (docs/server.md, "Notifications"): when
// the side to decide becomes a seat's, the seat's browsers are told by Web
// Push and its webhook is posted to, once for that stretch of decisions. The
// game schedules (notify_turn.go), a timer fires after the grace delay and
// checks that the decision is still the seat's, and a small pool of senders
// takes the notices from a queue (push.go, webhook.go), so that no move ever
// waits for a push service or a webhook.

// NotifyOptions configure the turn notifications; DefaultNotify gives the
// values of `punic serve`.
type NotifyOptions struct {
	// Off turns the notifications off: no keys, no endpoints, nothing sent.
	Off bool
	// VAPIDKey is the server's VAPID key (P-256); nil: the key kept in the
	// store, generated the first time.
	VAPIDKey *ecdsa.PrivateKey
	// Subject is the VAPID contact a push service may write to about this
	// server: "mailto:…" or "https://…" (RFC 8292).
	Subject string
	// PublicURL is the server's address for people ("https://punic.example"),
	// the link a webhook message carries; "" takes it from the request that
	// set the webhook.
	PublicURL string
	// Delay is how long a decision must stay a seat's before the seat is
	// notified (a page that is open answers sooner, and nothing is sent);
	// it must exceed the page's automatic pass (2 s at most).
	Delay time.Duration
	// Interval is the least time between two notifications of one seat; one
	// due sooner waits and is sent then, if the decision is still the seat's.
	Interval time.Duration
	// Workers send at once; Queue notices may wait for them (beyond, a notice
	// is dropped and logged).
	Workers int
	Queue   int
	// Timeout bounds one HTTP request to a push service or a webhook.
	Timeout time.Duration
	// Retries is how many times a failed webhook post is tried again, after
	// Backoff, then twice as long each time.
	Retries int
	Backoff time.Duration
	// PushPerSeat is how many browsers' subscriptions a seat keeps (the
	// newest).
	PushPerSeat int
	// AllowLoopback lets endpoints and webhooks be on loopback, over http
	// (tests); otherwise only https to public addresses is allowed.
	AllowLoopback bool
}

// DefaultNotify are the notification settings of `punic serve` unless its
// flags say otherwise.
func DefaultNotify() NotifyOptions {
	return NotifyOptions{Subject: "mailto:punic@localhost", Delay: 15 * time.Second, Interval: time.Minute,
		Workers: 4, Queue: 1024, Timeout: 10 * time.Second, Retries: 3, Backoff: 2 * time.Second, PushPerSeat: 5}
}

// Caps on what a seat may register.
const (
	maxWebhookURL  = 512  // bytes of a webhook URL
	maxEndpointURL = 1024 // bytes of a push endpoint
)

// notifier sends the turn notifications of one server.
type notifier struct {
	s       *Server
	opt     NotifyOptions
	vapid   vapidKeys
	client  *http.Client
	queue   chan notice
	mu      sync.Mutex
	stretch map[seatKey]int64     // the version at which a seat's decision began, while a notice for it waits
	last    map[seatKey]time.Time // when each seat was last notified
}

// seatKey names one seat of one game.
type seatKey struct{ game, seat string }

// notice is one notification to send: to a seat, what it says.
type notice struct {
	seatKey
	msg Notice
}

// Notice is what a turn notification says, the whole of it: which game,
// which side's decision it is, the turn. Nothing about the position, the
// decision or a hand.
type Notice struct {
	Game  string `json:"game"`
	Title string `json:"title"` // the game's name for people
	Side  string `json:"side"`  // the seat's side, whose decision it is
	// SideName is the side for people ("Rome").
	SideName string `json:"sideName"`
	Turn     int    `json:"turn"`
	Years    string `json:"years"` // the turn for people ("216 BC")
	Text     string `json:"text"`  // one sentence for people
}

// initNotify sets up the notifications (New): the VAPID keys, the HTTP
// client and the senders.
func (s *Server) initNotify() error {
	opt := DefaultNotify()
	if s.opt.Notify != nil {
		opt = *s.opt.Notify
	}
	if opt.Off {
		return nil
	}
	d := DefaultNotify()
	if opt.Workers <= 0 {
		opt.Workers = d.Workers
	}
	if opt.Queue <= 0 {
		opt.Queue = d.Queue
	}
	if opt.Timeout <= 0 {
		opt.Timeout = d.Timeout
	}
	if opt.PushPerSeat <= 0 {
		opt.PushPerSeat = d.PushPerSeat
	}
	if opt.Subject == "" {
		opt.Subject = d.Subject
	}
	if err := checkSubject(opt.Subject); err != nil {
		return err
	}
	n := &notifier{s: s, opt: opt, queue: make(chan notice, opt.Queue), stretch: map[seatKey]int64{}, last: map[seatKey]time.Time{}}
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	keys, err := loadVAPID(ctx, s.st, opt.VAPIDKey)
	if err != nil {
		return fmt.Errorf("server: the VAPID keys: %v", err)
	}
	n.vapid = keys
	n.client = guardedClient(opt.Timeout, opt.AllowLoopback)
	for range opt.Workers {
		s.wg.Add(1)
		go n.sender()
	}
	s.notify = n
	return nil
}

// sender sends the notices of the queue until the server closes.
func (n *notifier) sender() {
	defer n.s.wg.Done()
	for {
		select {
		case <-n.s.ctx.Done():
			return
		case job := <-n.queue:
			n.deliver(job)
		}
	}
}

// deliver sends one notice to every push subscription of its seat and to its
// webhook. Failures are logged; a subscription the push service says is gone
// is removed.
func (n *notifier) deliver(job notice) {
	ctx, cancel := context.WithTimeout(n.s.ctx, storeTimeout)
	subs, err := n.s.st.PushSubs(ctx, job.game, job.seat)
	cancel()
	if err != nil {
		n.s.logf("game %s: notifying %s: reading the push subscriptions: %v", job.game, job.seat, err)
	}
	for _, sub := range subs {
		n.push(job, sub)
	}
	ctx, cancel = context.WithTimeout(n.s.ctx, storeTimeout)
	hook, err := n.s.st.Webhook(ctx, job.game, job.seat)
	cancel()
	if err == nil {
		n.postWebhook(job, hook)
	}
}
