package web_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/serviceworker"
	"github.com/chromedp/chromedp"

	"punic/server"
	"punic/server/notifytest"
)

// notifySite is a site whose notifications go at once to loopback (a test
// push service).
func notifySite(t *testing.T) *site {
	return siteWith(t, func(o *server.Options) {
		no := server.DefaultNotify()
		no.Delay, no.Interval, no.AllowLoopback = 0, 0, true
		o.Notify = &no
	})
}

// TestNotifyMeWhenItIsMyTurn: the play page's "Notify me when it is my turn"
// registers the service worker (sw.js) and sends the browser's push
// subscription to the server; when the opponent hands Rome the decision, the
// push service receives Rome's notice, signed with the server's VAPID key and
// decrypted with the subscription's key; delivered to the service worker, it
// shows a notification that links to the game.
//
// Headless Chromium has no push service, so the test replaces
// PushManager.prototype.subscribe and getSubscription in the page with ones
// that return a subscription whose endpoint is the loopback test push
// service (notifytest) and whose keys the test holds; everything else — the
// permission request, the service worker's registration, the page's request
// to the server, the server's encryption and VAPID signature, and the worker's
// push handler (fed through the DevTools protocol) — is the real thing.
// tickNotify clicks the "Notify me" box through the element itself: the
// add-on panels above it (clock, hint, odds…) still appear as the page
// settles, and a pointer click at coordinates taken a moment before could
// land beside the box.
var tickNotify = chromedp.Evaluate[chromedp.Void](`document.getElementById('notify-push').click()`)

func TestNotifyMeWhenItIsMyTurn(t *testing.T) {
	s := notifySite(t)
	ps := notifytest.NewPushService()
	defer ps.Close()
	seed := uint64(7)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Side: seatRome, Seed: &seed})
	sub := ps.Subscribe("rome-browser")
	ctx := browser(t, 1440, 900)
	fake := `(() => {
	  const json = ` + string(sub.JSON()) + `;
	  const make = () => ({ endpoint: json.endpoint, expirationTime: null, options: { userVisibleOnly: true },
	    getKey: () => null, toJSON: () => json, unsubscribe: async () => { current = null; sessionStorage.removeItem('fake-sub'); return true; } });
	  let current = sessionStorage.getItem('fake-sub') ? make() : null; // the browser keeps its subscription across pages
	  PushManager.prototype.subscribe = async function (opts) {
	    if (!opts || !opts.userVisibleOnly || !(opts.applicationServerKey instanceof Uint8Array) || opts.applicationServerKey.length !== 65) throw new Error('bad subscribe options');
	    window.punicSubscribeKey = Array.from(opts.applicationServerKey);
	    current = make();
	    sessionStorage.setItem('fake-sub', '1');
	    return current;
	  };
	  PushManager.prototype.getSubscription = async function () { return current; };
	})();`
	run(t, ctx, "granting notifications and replacing the push manager", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: "notifications"}, Setting: cdpbrowser.PermissionSettingGranted, Origin: s.url}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: fake})
		return err
	}))
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#notify`)),
		tickNotify)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("notify-msg").textContent.includes("will be notified")`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		t.Fatalf("the page did not confirm: %v; it says %q", err, get(t, ctx, "the message", chromedp.Evaluate[string](`document.getElementById("notify-msg").textContent`)))
	}
	shot(t, ctx, "notify-on")
	// The page asked with the server's VAPID key, and the server keeps the subscription.
	resp, err := http.Get(s.url + "/api/push/key")
	if err != nil {
		t.Fatal(err)
	}
	var key struct{ Key string }
	json.NewDecoder(resp.Body).Decode(&key)
	resp.Body.Close()
	ps.Key = key.Key
	asked := get(t, ctx, "the key the page subscribed with", chromedp.Evaluate[[]int](`window.punicSubscribeKey`))
	kb, _ := base64.RawURLEncoding.DecodeString(key.Key)
	if len(asked) != len(kb) || len(kb) != 65 {
		t.Fatalf("the page subscribed with %v, the server's key is %s", asked, key.Key)
	}
	for i := range kb {
		if asked[i] != int(kb[i]) {
			t.Fatalf("the page subscribed with %v, the server's key is %s", asked, key.Key)
		}
	}
	resp, _ = http.Get(s.url + "/api/play/" + toks[seatRome] + "/notify")
	var ns server.NotifyState
	json.NewDecoder(resp.Body).Decode(&ns)
	resp.Body.Close()
	if len(ns.Push) != 1 || ns.Push[0] != sub.Endpoint {
		t.Fatalf("the server keeps %q for Rome", ns.Push)
	}
	active := get(t, ctx, "the service worker", chromedp.Evaluate[bool](`navigator.serviceWorker.getRegistration('/static/sw.js').then((r) => !!(r && r.active && r.active.scriptURL.endsWith('/static/sw.js')))`, chromedp.EvalAwaitPromise))
	if !active {
		t.Fatal("sw.js is not registered and active")
	}
	// Play until the decision passes to Carthage and back to Rome (the
	// opponent's move hands it over).
	for _, want := range []string{seatCarthage, seatRome} {
		for i := 0; s.toMove(toks[seatRome]) != want; i++ {
			if i > 200 {
				t.Fatalf("the decision never passed to %s", want)
			}
			from := s.toMove(toks[seatRome])
			st := s.state(toks[from])
			s.post(toks[from], st.Legal[0].Action, st.Version)
		}
	}
	pushes, err := ps.Wait("rome-browser", 1, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	p := pushes[len(pushes)-1]
	if p.Err != nil {
		t.Fatalf("the push service refused the push: %v", p.Err)
	}
	var n server.Notice
	if err := json.Unmarshal(p.Payload, &n); err != nil || n.Side != seatRome || !strings.HasPrefix(n.Text, "Your move as Rome") {
		t.Fatalf("the push says %s (%v)", p.Payload, err)
	}
	// The service worker shows it, with the game's link, once the game's page
	// is no longer in front (while it is focused, the page itself shows the
	// move and no notification covers it).
	var regID serviceworker.RegistrationID
	run(t, ctx, "finding the service worker's registration", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		regs := make(chan serviceworker.RegistrationID, 8)
		ectx, cancel := context.WithCancel(ctx)
		defer cancel()
		go func() {
			for ev, err := range chromedp.Events(ectx, serviceworker.WorkerRegistrationUpdated) {
				if err != nil {
					return
				}
				for _, r := range ev.Registrations {
					if strings.HasSuffix(r.ScopeURL, "/static/") && !r.IsDeleted {
						regs <- r.RegistrationID
					}
				}
			}
		}()
		if _, err := chromedp.Call(ctx, serviceworker.Enable, struct{}{}); err != nil {
			return err
		}
		select {
		case regID = <-regs:
			return nil
		case <-time.After(10 * time.Second):
			return context.DeadlineExceeded
		}
	}))
	deliver := chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, serviceworker.DeliverPushMessage, serviceworker.DeliverPushMessageParams{Origin: s.url, RegistrationID: regID, Data: string(p.Payload)})
		return err
	})
	notifications := func() map[string]string {
		return get(t, ctx, "the notification", chromedp.Evaluate[map[string]string](`navigator.serviceWorker.getRegistration('/static/sw.js').then((r) => r.getNotifications()).then((ns) => ns.length ? {title: ns[0].title, body: ns[0].body, link: ns[0].data.link, tag: ns[0].tag} : null)`, chromedp.EvalAwaitPromise))
	}
	if get(t, ctx, "whether the game's page has the focus", chromedp.Evaluate[bool](`document.hasFocus() && document.visibilityState === 'visible'`)) {
		run(t, ctx, "delivering the push while the game is in front", deliver)
		time.Sleep(time.Second)
		if n := notifications(); n != nil {
			t.Errorf("a notification covers the game's own focused page: %q", n)
		}
	} else {
		t.Log("the headless page does not have the focus: the case of a game in front is not checked")
	}
	run(t, ctx, "leaving the game for the lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`body`)))
	// Just after the navigation the worker may still count the game's page
	// among its focused clients and rightly show nothing: the push is
	// delivered again (up to three times) until the lobby alone is in front.
	var shown map[string]string
	for try := 0; try < 3 && shown == nil; try++ {
		run(t, ctx, "delivering the push to the service worker", deliver)
		for deadline := time.Now().Add(5 * time.Second); shown == nil && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			shown = notifications()
		}
	}
	if !strings.HasPrefix(shown["title"], "Your move") || shown["body"] != n.Text || shown["link"] != "/play/"+toks[seatRome] || shown["tag"] != "punic-"+n.Game {
		t.Errorf("the notification shown: %q", shown)
	}
	// Turning it off removes the subscription from the server.
	run(t, ctx, "turning notifications off", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#notify`)),
		chromedp.Poll[chromedp.Void](`document.getElementById('notify-push').checked`), tickNotify,
		chromedp.Poll[chromedp.Void](`document.getElementById('notify-msg').textContent.includes('will not be notified')`))
	resp, _ = http.Get(s.url + "/api/play/" + toks[seatRome] + "/notify")
	json.NewDecoder(resp.Body).Decode(&ns)
	resp.Body.Close()
	if len(ns.Push) != 0 {
		t.Errorf("after turning it off the server keeps %q", ns.Push)
	}
}
