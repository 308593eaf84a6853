package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"punic/server/store"
)

// Webhooks: a URL per seat that each of the seat's turn notices is posted
// to, as JSON that chat channels' incoming webhooks show as a message too
// ("text" for Slack and Mattermost, "content" for Discord).

// WebhookRequest is the body of PUT /api/play/{token}/webhook.
type WebhookRequest struct {
	URL string `json:"url"`
}

// WebhookMessage is what a webhook is posted: the notice, a link to the
// server's home page (which lists the games kept on the player's browser,
// "your move" first; never the seat's secret link), and the sentence again
// as "content" (the notice's "text" is Slack's field, "content" Discord's).
type WebhookMessage struct {
	Notice
	Link    string `json:"link"`
	Content string `json:"content"`
}

// putWebhook answers PUT /api/play/{token}/webhook: the seat's turn notices
// are posted to that URL from now on (one per seat; a new one replaces it).
func (s *Server) putWebhook(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if p := s.notifySeat(g, seat); p != nil {
		writeProblem(w, p)
		return
	}
	var req WebhookRequest
	if p := s.readJSON(w, r, &req); p != nil {
		writeProblem(w, p)
		return
	}
	if err := checkTarget("webhook URL", req.URL, maxWebhookURL, s.notify.opt.AllowLoopback); err != nil {
		writeProblem(w, problem("bad-request", 400, "%v", err))
		return
	}
	base := s.publicURL(r)
	if len(base) > maxWebhookURL {
		writeProblem(w, problem("bad-request", 400, "the request's Host is %d bytes long: not a server's address", len(r.Host)))
		return
	}
	hook := store.Webhook{GameID: g.row.ID, Seat: seat, URL: req.URL, Base: base}
	if err := s.st.SetWebhook(r.Context(), hook); err != nil {
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	s.getNotify(w, r, g, seat, "")
}

// deleteWebhook answers DELETE /api/play/{token}/webhook.
func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request, g *liveGame, seat, _ string) {
	if err := s.st.RemoveWebhook(r.Context(), g.row.ID, seat); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			writeProblem(w, problem("not-found", 404, "this seat has no webhook"))
			return
		}
		writeProblem(w, problem("storage", 500, "%v", err))
		return
	}
	s.getNotify(w, r, g, seat, "")
}

// publicURL is the server's address for people: NotifyOptions.PublicURL, or
// the scheme and host the request came to.
func (s *Server) publicURL(r *http.Request) string {
	if u := s.notify.opt.PublicURL; u != "" {
		return strings.TrimRight(u, "/")
	}
	scheme := "http"
	if r.TLS != nil || s.lim.TrustProxy && r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// postWebhook posts one notice to a seat's webhook, trying again after
// Backoff, 2×Backoff, … up to Retries times when it fails (no answer, 429 or
// 5xx); a redirect or another 4xx is a failure not retried.
func (n *notifier) postWebhook(job notice, hook store.Webhook) {
	link := hook.Base + "/"
	body, _ := json.Marshal(WebhookMessage{Notice: job.msg, Link: link, Content: job.msg.Text + " " + link})
	wait := n.opt.Backoff
	for try := 0; ; try++ {
		status, err := n.postOnce(hook.URL, body)
		retry := err != nil || status == http.StatusTooManyRequests || status >= 500
		if err == nil && status/100 == 2 {
			return
		}
		what := fmt.Sprint(err)
		if err == nil {
			what = fmt.Sprintf("answered %d", status)
		}
		if !retry || try >= n.opt.Retries {
			n.s.logf("game %s: the webhook of %s failed (%d tries): %s", job.game, job.seat, try+1, what)
			return
		}
		select {
		case <-n.s.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait *= 2
	}
}

// postOnce posts body to url once and returns the status.
func (n *notifier) postOnce(url string, body []byte) (int, error) {
	ctx, cancel := context.WithTimeout(n.s.ctx, n.opt.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "punic-notify")
	resp, err := n.client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	return resp.StatusCode, nil
}
