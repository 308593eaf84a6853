package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"punic/server/notifytest"
	"punic/server/store"
)

// notifyEnv is a server whose notifications go to loopback at once (no
// delay, no interval unless set says otherwise), with a push service and a
// webhook receiver.
type notifyEnv struct {
	*testEnv
	ps   *notifytest.PushService
	hook *notifytest.Hook
}

func newNotifyEnv(t *testing.T, set func(*NotifyOptions)) *notifyEnv {
	t.Helper()
	no := NotifyOptions{Subject: "mailto:ops@punic.example", Workers: 2, Queue: 64, Timeout: 5 * time.Second,
		Retries: 2, Backoff: 10 * time.Millisecond, PushPerSeat: 3, AllowLoopback: true}
	if set != nil {
		set(&no)
	}
	e := &notifyEnv{testEnv: fastEnvWith(t, func(o *Options) { o.Notify = &no }), ps: notifytest.NewPushService(), hook: notifytest.NewHook()}
	t.Cleanup(e.ps.Close)
	t.Cleanup(e.hook.Close)
	code, b := e.do("GET", "/api/push/key", nil)
	var key struct{ Key string }
	if code != 200 || json.Unmarshal(b, &key) != nil || key.Key == "" {
		t.Fatalf("GET /api/push/key: %d %s", code, b)
	}
	e.ps.Key = key.Key // every push must be signed with the server's key
	return e
}

// fastEnvWith is fastEnv with options.
func fastEnvWith(t *testing.T, set func(*Options)) *testEnv {
	t.Helper()
	return openEnvWith(t, t.TempDir()+"/punic.db", store.Options{Synchronous: "NORMAL"}, set)
}

// subscribe registers a browser of the push service for a seat.
func (e *notifyEnv) subscribe(tok, name string) {
	e.t.Helper()
	sub := e.ps.Subscribe(name)
	if code, b := e.do("POST", "/api/play/"+tok+"/push", json.RawMessage(sub.JSON())); code != 200 {
		e.t.Fatalf("subscribing %s: %d %s", name, code, b)
	}
}

// statusOf reads a seat's one-line status.
func (e *notifyEnv) statusOf(tok string) StatusMsg {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok+"/status", nil)
	var st StatusMsg
	if code != 200 || json.Unmarshal(b, &st) != nil {
		e.t.Fatalf("status: %d %s", code, b)
	}
	return st
}

// expectNotice checks a decrypted push or a webhook body: exactly the notice
// the seat's public status gives, nothing more (decoded strictly).
func expectNotice(t *testing.T, raw []byte, want Notice, extra any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var got Notice
	target := any(&got)
	var hook WebhookMessage
	if extra != nil {
		target = &hook
	}
	if err := dec.Decode(target); err != nil {
		t.Fatalf("the notice %s does not decode as a notice alone: %v", raw, err)
	}
	if extra != nil {
		got = hook.Notice
		if w := extra.(WebhookMessage); hook.Link != w.Link || hook.Content != w.Content {
			t.Errorf("webhook link %q content %q, want %q %q", hook.Link, hook.Content, w.Link, w.Content)
		}
	}
	if got != want {
		t.Errorf("notice\n%+v\nwant\n%+v", got, want)
	}
	// The only number is the turn: no card number, no count of anything.
	var fields map[string]any
	json.Unmarshal(raw, &fields)
	for k, v := range fields {
		if _, num := v.(float64); num && k != "turn" {
			t.Errorf("the notice has a number %s = %v", k, v)
		}
	}
}

// wantNotice is the notice a seat should get now: what its status says.
func (e *notifyEnv) wantNotice(tok string) Notice {
	st := e.statusOf(tok)
	side := e.srv.kit("").title.SideName(e.srv.kit("").title.PlayerOf(st.Seat))
	return Notice{Game: st.Game, Title: st.Title, Side: st.Seat, SideName: side, Turn: st.Turn, Years: st.Years,
		Text: fmt.Sprintf("Your move as %s in %s (game %s), turn %d (%s).", side, st.Title, st.Game, st.Turn, st.Years)}
}

// TestTurnNotificationsOncePerTurnChange plays an online game at random:
// each time the decision passes to a seat, that seat's browser gets one push
// (signed with the server's VAPID key, decrypted with the browser's key) and
// its webhook one post, exactly once, and the other seat nothing; a decision
// that stays a seat's over several actions sends nothing more. Each message
// is the seat's public status and nothing else.
func TestTurnNotificationsOncePerTurnChange(t *testing.T) {
	e := newNotifyEnv(t, nil)
	game, toks := e.create(CreateRequest{Mode: ModeOnline, Side: SeatRome, Seed: seedPtr(11)})
	e.subscribe(toks[SeatRome], "rome")
	e.subscribe(toks[SeatCarthage], "carthage")
	if code, b := e.do("PUT", "/api/play/"+toks[SeatCarthage]+"/webhook", WebhookRequest{URL: e.hook.URL + "/hook/carthage"}); code != 200 {
		t.Fatalf("webhook: %d %s", code, b)
	}
	r := rand.New(rand.NewPCG(11, 15))
	want := map[string]int{}
	longest, run := 0, 0
	toMove := e.statusOf(toks[SeatRome]).ToMove
	for i := 0; i < 400 && (want[SeatRome] < 5 || want[SeatCarthage] < 5); i++ {
		s := e.state(toks[toMove])
		if s.Over {
			break
		}
		a := s.Legal[r.IntN(len(s.Legal))].Action
		if code, _, eb := e.post(toks[toMove], "action", a, s.Version); code != 200 {
			t.Fatalf("%q refused: %+v", a, eb.Error)
		}
		run++
		next := e.statusOf(toks[SeatRome]).ToMove
		if next == toMove || next == "" {
			continue
		}
		longest, run = max(longest, run), 0
		toMove = next
		want[next]++
		// The push for this change, before the seat acts (it would end the
		// decision the notice is about).
		pushes, err := e.ps.Wait(next, want[next], 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		p := pushes[len(pushes)-1]
		if p.Err != nil {
			t.Fatalf("push %d to %s refused by the push service: %v", len(pushes), next, p.Err)
		}
		expectNotice(t, p.Payload, e.wantNotice(toks[next]), nil)
		// What it says, the other seat's page shows too: the game, the turn,
		// whose decision it is.
		if other := e.statusOf(toks[otherSeat(next)]); other.ToMove != next || other.Turn != e.statusOf(toks[next]).Turn {
			t.Errorf("the other seat's status %+v does not show %s's decision at that turn", other, next)
		}
		if p.TTL != "86400" || p.Topic != game || p.Urgency != "normal" {
			t.Errorf("push headers TTL %q Topic %q Urgency %q", p.TTL, p.Topic, p.Urgency)
		}
		if next == SeatCarthage {
			posts, err := e.hook.Wait(want[SeatCarthage], 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			link := e.http.URL + "/"
			n := e.wantNotice(toks[next])
			expectNotice(t, posts[len(posts)-1].Body, n, WebhookMessage{Link: link, Content: n.Text + " " + link})
		}
	}
	if want[SeatRome] < 5 || want[SeatCarthage] < 5 || longest < 2 {
		t.Fatalf("the game passed the decision %v times, the longest decision lasted %d actions: too little to test", want, longest)
	}
	time.Sleep(300 * time.Millisecond) // nothing more comes
	if got := len(e.ps.Pushes(SeatRome)); got != want[SeatRome] {
		t.Errorf("Rome: %d pushes for %d changes", got, want[SeatRome])
	}
	if got := len(e.ps.Pushes(SeatCarthage)); got != want[SeatCarthage] {
		t.Errorf("Carthage: %d pushes for %d changes", got, want[SeatCarthage])
	}
	if got := len(e.hook.Posts()); got != want[SeatCarthage] {
		t.Errorf("Carthage's webhook: %d posts for %d changes", got, want[SeatCarthage])
	}
	t.Logf("decision passed %v times; longest decision %d actions", want, longest)
}

// passTo plays the seat to move until the decision passes to the other seat
// and returns that seat.
func (e *notifyEnv) passTo(toks map[string]string, r *rand.Rand) string {
	e.t.Helper()
	from := e.statusOf(toks[SeatRome]).ToMove
	for range 200 {
		s := e.state(toks[from])
		a := s.Legal[r.IntN(len(s.Legal))].Action
		if code, _, eb := e.post(toks[from], "action", a, s.Version); code != 200 {
			e.t.Fatalf("%q refused: %+v", a, eb.Error)
		}
		if next := e.statusOf(toks[SeatRome]).ToMove; next != from {
			return next
		}
	}
	e.t.Fatalf("%s kept the decision for 200 actions", from)
	return ""
}

// TestNotifyDelayAndInterval: a decision answered within the delay sends
// nothing; a second notice to a seat within the interval waits for its end.
func TestNotifyDelayAndInterval(t *testing.T) {
	t.Run("delay", func(t *testing.T) {
		e := newNotifyEnv(t, func(o *NotifyOptions) { o.Delay = 2 * time.Second })
		_, toks := e.create(CreateRequest{Mode: ModeOnline, Side: SeatRome, Seed: seedPtr(5)})
		e.subscribe(toks[SeatRome], SeatRome)
		e.subscribe(toks[SeatCarthage], SeatCarthage)
		r := rand.New(rand.NewPCG(5, 1))
		start := time.Now()
		first := e.passTo(toks, r) // the decision passes to first…
		back := e.passTo(toks, r)  // …who answers at once
		if time.Since(start) > 1500*time.Millisecond {
			t.Skipf("the machine took %v to play two decisions: too slow for a 2 s delay", time.Since(start))
		}
		if _, err := e.ps.Wait(back, 1, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		if got := e.ps.Pushes(first); len(got) != 0 {
			t.Errorf("%s answered within the delay but got %d pushes", first, len(got))
		}
	})
	t.Run("interval", func(t *testing.T) {
		e := newNotifyEnv(t, func(o *NotifyOptions) { o.Interval = 1500 * time.Millisecond })
		_, toks := e.create(CreateRequest{Mode: ModeOnline, Side: SeatRome, Seed: seedPtr(5)})
		e.subscribe(toks[SeatRome], SeatRome)
		e.subscribe(toks[SeatCarthage], SeatCarthage)
		r := rand.New(rand.NewPCG(5, 2))
		seat := e.passTo(toks, r)
		if _, err := e.ps.Wait(seat, 1, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		e.passTo(toks, r)
		if again := e.passTo(toks, r); again != seat {
			t.Fatalf("the decision went to %s, then %s", seat, again)
		}
		if _, err := e.ps.Wait(seat, 2, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(t0); d < 1200*time.Millisecond {
			t.Errorf("the second notice came %v after the first, within the interval", d)
		}
	})
}

// TestNotifyAIGameTellsTheHuman: in a game against the AI, the person is
// notified when the bot hands him the decision; the bot's side has no seat.
func TestNotifyAIGameTellsTheHuman(t *testing.T) {
	e := newNotifyEnv(t, nil)
	_, toks := e.create(CreateRequest{Mode: ModeAI, Side: SeatCarthage, Bot: "random", Seed: seedPtr(3)})
	tok := toks[SeatCarthage]
	e.subscribe(tok, "me")
	r := rand.New(rand.NewPCG(3, 3))
	deadline := time.Now().Add(30 * time.Second)
	for len(e.ps.Pushes("me")) == 0 && time.Now().Before(deadline) {
		s := e.state(tok)
		if len(s.Legal) == 0 {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		a := s.Legal[r.IntN(len(s.Legal))].Action
		e.post(tok, "action", a, s.Version)
	}
	pushes, err := e.ps.Wait("me", 1, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if pushes[0].Err != nil {
		t.Fatal(pushes[0].Err)
	}
	var n Notice
	json.Unmarshal(pushes[0].Payload, &n)
	if n.Side != SeatCarthage {
		t.Errorf("the notice is for %q", n.Side)
	}
}

// TestNotifyRefusals: bad subscriptions and webhooks are refused with the
// reason; the hotseat has no notifications; a subscription the push service
// says is gone is removed; DELETE removes.
func TestNotifyRefusals(t *testing.T) {
	e := newNotifyEnv(t, nil)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Side: SeatRome, Seed: seedPtr(2)})
	_, hot := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(2)})
	tok := toks[SeatRome]
	good := e.ps.Subscribe("x")
	mod := func(f func(m map[string]any)) map[string]any {
		var m map[string]any
		json.Unmarshal(good.JSON(), &m)
		f(m)
		return m
	}
	keys := func(p256, auth string) func(map[string]any) {
		return func(m map[string]any) { m["keys"] = map[string]any{"p256dh": p256, "auth": auth} }
	}
	for _, c := range []struct {
		what string
		body any
		want string
	}{
		{"http to a public host", mod(func(m map[string]any) { m["endpoint"] = "http://push.example.com/x" }), "https"},
		{"a private address", mod(func(m map[string]any) { m["endpoint"] = "https://10.1.2.3/x" }), "public addresses"},
		{"no endpoint", mod(func(m map[string]any) { m["endpoint"] = "" }), "empty"},
		{"a long endpoint", mod(func(m map[string]any) { m["endpoint"] = "https://push.example.com/" + strings.Repeat("a", 1100) }), "at most 1024"},
		{"a short key", mod(keys("BAAA", good.Keys.Auth)), "65 bytes"},
		{"a key off the curve", mod(keys("B"+strings.Repeat("A", 86), good.Keys.Auth)), "P-256"},
		{"a short auth", mod(keys(good.Keys.P256dh, "AAAAAAAAAAAAAAAAAAAA")), "16 bytes"},
		{"an unknown field", mod(func(m map[string]any) { m["extra"] = 1 }), "unknown field"},
	} {
		code, b := e.do("POST", "/api/play/"+tok+"/push", c.body)
		if code != 400 || !strings.Contains(string(b), c.want) {
			t.Errorf("%s: %d %s (want 400 saying %q)", c.what, code, b, c.want)
		}
	}
	if code, b := e.do("POST", "/api/play/"+hot[SeatBoth]+"/push", json.RawMessage(good.JSON())); code != 400 || !strings.Contains(string(b), "hotseat") {
		t.Errorf("hotseat subscription: %d %s", code, b)
	}
	for _, c := range []struct{ url, want string }{
		{"https://hooks.example.com/" + strings.Repeat("a", 600), "at most 512"},
		{"https://user:pw@hooks.example.com/x", "user name"},
		{"ftp://hooks.example.com/x", "https"},
		{"https://192.168.1.1/x", "public addresses"},
		{"https://[::1]:9/x", ""}, // loopback: allowed in tests
	} {
		code, b := e.do("PUT", "/api/play/"+tok+"/webhook", WebhookRequest{URL: c.url})
		if c.want == "" {
			if code != 200 {
				t.Errorf("webhook %s: %d %s", c.url, code, b)
			}
			continue
		}
		if code != 400 || !strings.Contains(string(b), c.want) {
			t.Errorf("webhook %s: %d %s (want 400 saying %q)", clip(c.url), code, b, c.want)
		}
	}
	if code, b := e.do("DELETE", "/api/play/"+tok+"/webhook", nil); code != 200 {
		t.Errorf("deleting the webhook: %d %s", code, b)
	}
	if code, _ := e.do("DELETE", "/api/play/"+tok+"/webhook", nil); code != 404 {
		t.Errorf("deleting it again: %d", code)
	}
	// A seat keeps its newest PushPerSeat (3) browsers.
	for _, name := range []string{"a", "b", "c", "d"} {
		e.subscribe(tok, name)
		time.Sleep(2 * time.Millisecond)
	}
	var st NotifyState
	_, b := e.do("GET", "/api/play/"+tok+"/notify", nil)
	json.Unmarshal(b, &st)
	if len(st.Push) != 3 || !strings.HasSuffix(st.Push[0], "/push/d") {
		t.Errorf("subscriptions kept: %q", st.Push)
	}
	sub := e.ps.Subscribe("d") // the same endpoint again, with new keys: replaced
	if code, b := e.do("DELETE", "/api/play/"+tok+"/push", map[string]string{"endpoint": sub.Endpoint}); code != 200 {
		t.Errorf("unsubscribing: %d %s", code, b)
	}
	if code, _ := e.do("DELETE", "/api/play/"+tok+"/push", map[string]string{"endpoint": sub.Endpoint}); code != 404 {
		t.Errorf("unsubscribing again: %d", code)
	}
	// A browser the push service says is gone is removed at the next notice.
	e.ps.Gone("c")
	r := rand.New(rand.NewPCG(2, 2))
	for e.statusOf(tok).ToMove != SeatRome {
		e.passTo(toks, r)
	}
	e.passTo(toks, r)
	e.passTo(toks, r) // Rome's turn again: a notice to b and c
	if _, err := e.ps.Wait("b", 1, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		_, b := e.do("GET", "/api/play/"+tok+"/notify", nil)
		json.Unmarshal(b, &st)
		if len(st.Push) == 1 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(st.Push) != 1 || !strings.HasSuffix(st.Push[0], "/push/b") {
		t.Errorf("after c was gone, the subscriptions are %q", st.Push)
	}
}

// TestWebhookRetriesAndRedirects: a webhook that fails is tried again with
// backoff up to Retries times; a redirect is not followed.
func TestWebhookRetriesAndRedirects(t *testing.T) {
	e := newNotifyEnv(t, nil) // Retries 2
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Side: SeatRome, Seed: seedPtr(4)})
	var redirected atomic.Int32
	redir := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		redirected.Add(1)
		http.Redirect(w, r, e.hook.URL+"/followed", http.StatusTemporaryRedirect)
	}))
	defer redir.Close()
	for _, seat := range []string{SeatRome, SeatCarthage} {
		url := e.hook.URL + "/" + seat
		if seat == SeatRome {
			url = redir.URL + "/rome"
		}
		if code, b := e.do("PUT", "/api/play/"+toks[seat]+"/webhook", WebhookRequest{URL: url}); code != 200 {
			t.Fatalf("webhook: %d %s", code, b)
		}
	}
	r := rand.New(rand.NewPCG(4, 4))
	e.hook.FailNext(2)
	for e.statusOf(toks[SeatRome]).ToMove != SeatCarthage {
		e.passTo(toks, r)
	}
	posts, err := e.hook.Wait(3, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if posts[0].Status != 500 || posts[1].Status != 500 || posts[2].Status != 204 || posts[2].ContentType != "application/json" {
		t.Errorf("posts answered %d %d %d (%s)", posts[0].Status, posts[1].Status, posts[2].Status, posts[2].ContentType)
	}
	if gap := posts[2].At.Sub(posts[1].At); gap < 15*time.Millisecond {
		t.Errorf("the third try came %v after the second: no backoff", gap)
	}
	e.hook.FailNext(10)
	e.passTo(toks, r) // to Rome: the redirect
	e.passTo(toks, r) // to Carthage: fails 1 + 2 retries
	posts, _ = e.hook.Wait(6, 5*time.Second)
	time.Sleep(200 * time.Millisecond)
	if got := len(e.hook.Posts()); got != 6 {
		t.Errorf("%d posts after a notice that always fails, want 3 + 3", got)
	}
	if n := redirected.Load(); n != 1 {
		t.Errorf("the redirecting webhook was asked %d times", n)
	}
	for _, p := range e.hook.Posts() {
		if strings.Contains(string(p.Body), "followed") {
			t.Error("the redirect was followed")
		}
	}
}

// TestNotifyOnlyToPublicAddresses: outside tests the client refuses to
// connect to loopback or private addresses, whatever the name resolved to.
func TestNotifyOnlyToPublicAddresses(t *testing.T) {
	hook := notifytest.NewHook()
	defer hook.Close()
	c := guardedClient(2*time.Second, false)
	_, err := c.Post(hook.URL, "application/json", strings.NewReader("{}"))
	if err == nil || !strings.Contains(err.Error(), "not a public address") {
		t.Errorf("posting to loopback: %v", err)
	}
	if len(hook.Posts()) != 0 {
		t.Error("the post arrived")
	}
	for _, u := range []string{"https://localhost/x", "https://127.0.0.1/x", "https://[fd00::1]/x", "https://100.64.1.1/x", "https://169.254.169.254/x", "http://hooks.example.com/x"} {
		if err := checkTarget("webhook URL", u, 512, false); err == nil {
			t.Errorf("%s was allowed", u)
		}
	}
	if err := checkTarget("webhook URL", "https://hooks.slack.com/services/T0/B0/x", 512, false); err != nil {
		t.Error(err)
	}
}

// TestVAPIDKeysKeptAcrossRestarts: the key generated first is the one a
// restarted server signs with.
func TestVAPIDKeysKeptAcrossRestarts(t *testing.T) {
	path := t.TempDir() + "/punic.db"
	key := func() string {
		e := openEnv(t, path)
		defer e.close()
		_, b := e.do("GET", "/api/push/key", nil)
		return string(b)
	}
	a, b := key(), key()
	if a != b || !strings.Contains(a, `"key":"B`) {
		t.Errorf("keys %s and %s", a, b)
	}
}

// TestNotifyMalformedBodies: broken bodies to the notifications' endpoints
// get a 4xx and store nothing.
func TestNotifyMalformedBodies(t *testing.T) {
	e := newNotifyEnv(t, nil)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(1)})
	tok := toks[SeatRome]
	bodies := []string{"", "null", "[]", `"x"`, "{", `{"endpoint":5}`, `{"url":[]}`, `{"keys":"x"}`, "\xff\xfe", `{"a":` + strings.Repeat("[", 5000),
		`{"endpoint":"https://push.example.com/x","keys":{"p256dh":"!!","auth":"??"}}`, `{"url":"https://hooks.example.com/x"} {}`}
	for _, c := range []struct{ method, path string }{{"POST", "/push"}, {"DELETE", "/push"}, {"PUT", "/webhook"}} {
		for _, body := range bodies {
			resp, b := e.doFrom("", c.method, "/api/play/"+tok+c.path, []byte(body))
			if resp.StatusCode < 400 || resp.StatusCode >= 500 {
				t.Errorf("%s %s %.20q: %d %s", c.method, c.path, body, resp.StatusCode, b)
			}
		}
	}
	_, b := e.do("GET", "/api/play/"+tok+"/notify", nil)
	if string(b) != `{"t":"notify","push":[]}`+"\n" {
		t.Errorf("after the broken requests the seat has %s", b)
	}
	if code, _ := e.do("GET", "/api/play/nope/notify", nil); code != 404 {
		t.Errorf("a wrong token: %d", code)
	}
}

// TestNotifyOff: with notifications off there is no key and nothing to
// subscribe to.
func TestNotifyOff(t *testing.T) {
	e := fastEnvWith(t, func(o *Options) { o.Notify = &NotifyOptions{Off: true} })
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(1)})
	if code, b := e.do("GET", "/api/push/key", nil); code != 404 || !strings.Contains(string(b), "off") {
		t.Errorf("key: %d %s", code, b)
	}
	if code, _ := e.do("PUT", "/api/play/"+toks[SeatRome]+"/webhook", WebhookRequest{URL: "https://hooks.example.com/x"}); code != 404 {
		t.Errorf("webhook: %d", code)
	}
}
