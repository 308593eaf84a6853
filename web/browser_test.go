package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"punic/hannibal"
	"punic/hannibal/title"
	"punic/server"
	"punic/server/store"
)

// Browser tests drive the real page in headless Chromium. They run when Chromium
// is installed; with PUNIC_BROWSER_TESTS=1 (as in CI) a missing Chromium fails
// them instead of skipping them. PUNIC_SCREENSHOTS=DIR keeps their screenshots.

// chromium finds the browser.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{os.Getenv("PUNIC_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"} {
		if name == "" {
			continue
		}
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("PUNIC_BROWSER_TESTS") == "1" {
		t.Fatal("PUNIC_BROWSER_TESTS=1 but no Chromium was found (install Debian's chromium package)")
	}
	t.Skip("no Chromium installed; set PUNIC_BROWSER_TESTS=1 to make this a failure")
	return ""
}

// site is a punic server for a browser test.
type site struct {
	t   *testing.T
	url string
	hs  *httptest.Server
	srv *server.Server
}

// newSite starts a punic server for a browser test.
func newSite(t *testing.T) *site { return siteWith(t, nil) }

// siteWith starts a punic server for a browser test, its options changed by
// set (nil: the defaults of the tests).
func siteWith(t *testing.T, set func(*server.Options)) *site {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		t.Fatal(err)
	}
	lim := server.DefaultLimits()
	lim.CreateRate, lim.ActiveGames = 0, 0 // the tests make many games from one address
	o := server.Options{Store: st, AllowSeed: true, BotBudget: 200 * time.Millisecond, Logger: log.New(io.Discard, "", 0), Limits: &lim}
	if set != nil {
		set(&o)
	}
	srv, err := server.New(o)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		srv.Close()
		st.Close()
	})
	return &site{t: t, url: hs.URL, hs: hs, srv: srv}
}

// create makes a game and returns its tokens by seat.
func (s *site) create(req server.CreateRequest) map[string]string {
	s.t.Helper()
	b, _ := json.Marshal(req)
	resp, err := http.Post(s.url+"/api/games", "application/json", bytes.NewReader(b))
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var cr server.CreateResponse
	if err := json.NewDecoder(resp.Body).Decode(&cr); err != nil || resp.StatusCode != 201 {
		s.t.Fatalf("create: %d %v", resp.StatusCode, err)
	}
	toks := map[string]string{}
	for seat, l := range cr.Links {
		toks[seat] = strings.TrimPrefix(l, "/play/")
	}
	return toks
}

// state reads a seat's state over the API.
func (s *site) state(tok string) *stateMsg { return stateAs[stateMsg](s, tok) }

// stateAs reads a seat's state over the API as a T: the fields of the state
// message a test reads.
func stateAs[T any](s *site, tok string) *T {
	s.t.Helper()
	resp, err := http.Get(s.url + "/api/play/" + tok)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var m T
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		s.t.Fatal(err)
	}
	return &m
}

// post plays an action over the API.
func (s *site) post(tok, action string, version int64) {
	s.t.Helper()
	b, _ := json.Marshal(server.ActionRequest{Action: action, Version: version})
	resp, err := http.Post(s.url+"/api/play/"+tok+"/action", "application/json", bytes.NewReader(b))
	if err != nil {
		s.t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		s.t.Fatalf("%q: %d", action, resp.StatusCode)
	}
}

// browser starts headless Chromium with the flags this machine needs; the test's
// browser actions must end within 90 seconds.
func browser(t *testing.T, width, height int) context.Context {
	t.Helper()
	return browserFor(t, width, height, 90*time.Second)
}

// browserFor is browser with another time limit.
func browserFor(t *testing.T, width, height int, limit time.Duration) context.Context {
	t.Helper()
	exe := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelC := chromedp.NewContext(actx)
	if err := chromedp.Do(bctx); err != nil {
		cancelC()
		cancelA()
		t.Fatalf("starting Chromium: %v", err)
	}
	// Any uncaught exception in the page fails the test.
	var mu sync.Mutex
	var errs []string
	cctx, cancelL := context.WithCancel(bctx)
	go func() {
		for m, err := range chromedp.Console(cctx) {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleException {
				mu.Lock()
				errs = append(errs, m.Text)
				mu.Unlock()
			}
		}
	}()
	ctx, cancelT := context.WithTimeout(bctx, limit)
	t.Cleanup(func() {
		cancelL()
		mu.Lock()
		for _, e := range errs {
			t.Errorf("the page threw: %s", e)
		}
		mu.Unlock()
		cancelT()
		cancelC()
		cancelA()
	})
	return ctx
}

// run runs browser actions, failing the test on error.
func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		shot(t, ctx, "failure")
		t.Fatalf("%s: %v", what, err)
	}
}

// get runs a browser action that returns a value.
func get[T any](t *testing.T, ctx context.Context, what string, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		shot(t, ctx, "failure")
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// css names the first element a CSS selector matches.
func css(sel string) chromedp.CSS { return chromedp.CSS(sel) }

// shot saves a screenshot in PUNIC_SCREENSHOTS, if set.
func shot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("PUNIC_SCREENSHOTS")
	if dir == "" {
		return
	}
	sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	buf, err := chromedp.Run(sctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Logf("screenshot: %v", err)
		return
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, t.Name()+"-"+name+".png"), buf, 0o644)
}

// waitVersion waits until the page shows version v.
func waitVersion(t *testing.T, ctx context.Context, v int64) {
	t.Helper()
	run(t, ctx, fmt.Sprintf("waiting for version %d", v), chromedp.WaitVisible(css(fmt.Sprintf(`body[data-version="%d"]`, v))))
}

// uncover lifts the hotseat cover if it is up.
func uncover(t *testing.T, ctx context.Context) {
	t.Helper()
	hidden := get(t, ctx, "cover", chromedp.Evaluate[bool](`document.getElementById('cover').hidden`))
	if !hidden {
		run(t, ctx, "lifting the cover", chromedp.Click(css(`#cover-btn`)), chromedp.WaitNotVisible(css(`#cover`)))
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestPlayByClicking plays a hotseat game in the page: buttons of the prompt and
// of the hand, then a space of the map, and checks what the page shows.
func TestPlayByClicking(t *testing.T) {
	s := newSite(t)
	seed := uint64(2024)
	tok := s.create(server.CreateRequest{Mode: server.ModeHotseat, Seed: &seed})[server.SeatBoth]
	ctx := browser(t, 1400, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening the game", chromedp.Navigate(s.url+"/play/"+tok), chromedp.WaitVisible(css(`#cover`)))
	st := s.state(tok)
	coverText := get(t, ctx, "cover text", chromedp.Text(css(`#cover-title`)))
	if !strings.Contains(coverText, "Rome") && !strings.Contains(coverText, "Carthage") {
		t.Fatalf("cover says %q", coverText)
	}
	uncover(t, ctx)
	shot(t, ctx, "start")

	// The prompt and the hand.
	prompt := get(t, ctx, "prompt", chromedp.Text(css(`#prompt-text`)))
	cards := get(t, ctx, "cards", chromedp.Evaluate[int](`document.querySelectorAll('#hand .card').length`))
	if prompt != st.View.Decision.Prompt {
		t.Fatalf("the page prompts %q, the game %q", prompt, st.View.Decision.Prompt)
	}
	if cards != len(st.View.Hand) || cards == 0 {
		t.Fatalf("the page shows %d cards, the hand has %d", cards, len(st.View.Hand))
	}
	handText := get(t, ctx, "hand", chromedp.Text(css(`#hand`)))
	first := st.Cards[fmt.Sprint(st.View.Hand[0])]
	if !strings.Contains(handText, first.Title) || !strings.Contains(handText, fmt.Sprintf("#%d", first.N)) {
		t.Fatalf("the hand does not show card #%d %s: %q", first.N, first.Title, handText)
	}

	// Play until a move on the map: buttons for everything else, preferring to
	// play a card for a move and to move with the biggest army.
	mapMoves, cardClicks, buttonClicks, undos := 0, 0, 0, 0
	for step := 0; step < 60 && mapMoves == 0; step++ {
		st = s.state(tok)
		uncover(t, ctx)
		var choice *title.Choice
		for i := range st.Legal {
			c := &st.Legal[i]
			if strings.HasPrefix(c.Action, "move ") && c.Space != "" {
				choice = c
				break
			}
		}
		v := st.Version
		switch {
		case choice != nil:
			gen := st.View.MovingArmy.General
			sel := fmt.Sprintf(`#ov-targets [data-space="%s"]`, choice.Space)
			run(t, ctx, "clicking "+choice.Space, chromedp.Click(css(sel)))
			menu := get(t, ctx, "menu", chromedp.Evaluate[bool](`!document.getElementById('menu').hidden`))
			if menu {
				run(t, ctx, "menu choice", chromedp.Click(css(fmt.Sprintf(`#menu button[data-action=%s]`, jsString(choice.Action)))))
			}
			waitVersion(t, ctx, v+1)
			after := s.state(tok)
			moved := false
			for _, g := range after.View.Generals {
				if g.Key == gen && g.Where == choice.Space {
					moved = true
				}
			}
			if !moved {
				t.Logf("the move %q was interrupted (interception or battle); the general is not there yet", choice.Action)
			}
			where := get(t, ctx, "the army on the board", chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector('#ov-units .stack[data-generals~="%s"]')||{dataset:{}}).dataset.space || ''`, gen)))
			want := choice.Space
			for _, g := range after.View.Generals {
				if g.Key == gen {
					want = g.Where
				}
			}
			if where != want {
				t.Fatalf("the board shows %s in %q, the game has him in %q", gen, where, want)
			}
			mapMoves++
			// Undo the move when the rules allow it: the army goes back.
			if after.CanUndo {
				from := ""
				for _, g := range st.View.Generals {
					if g.Key == gen {
						from = g.Where
					}
				}
				run(t, ctx, "undo", chromedp.Click(css(`#undo`)))
				waitVersion(t, ctx, v+2)
				back := get(t, ctx, "the army after undo", chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector('#ov-units .stack[data-generals~="%s"]')||{dataset:{}}).dataset.space || ''`, gen)))
				if back != from {
					t.Fatalf("after undo the board shows %s in %q, want %q", gen, back, from)
				}
				undos++
			}
		default:
			pick := st.Legal[0]
			inHand := false
			for _, c := range st.Legal {
				f := strings.Fields(c.Action)
				if f[0] == "ops" && f[len(f)-1] == "move" {
					pick, inHand = c, true
					break
				}
				if f[0] == "take" || f[0] == "activate" {
					pick = c
				}
			}
			if inHand {
				// A card first, then what to do with it, on the card.
				card := fmt.Sprintf(`#hand .card[data-card="%d"]`, pick.Card)
				sel := fmt.Sprintf(`%s button[data-action=%s]`, card, jsString(pick.Action))
				run(t, ctx, "card "+pick.Action, chromedp.Click(css(card+" h3")), chromedp.WaitVisible(css(sel)), chromedp.Click(css(sel)))
				cardClicks++
			} else {
				choose(t, ctx, st.Legal, pick)
				buttonClicks++
			}
			waitVersion(t, ctx, v+1)
		}
	}
	if mapMoves == 0 || cardClicks == 0 || buttonClicks == 0 {
		t.Fatalf("%d map moves, %d card clicks, %d button clicks", mapMoves, cardClicks, buttonClicks)
	}
	shot(t, ctx, "moved")

	// The log shows the game's last line, with its rule.
	st = s.state(tok)
	last := st.Log.Lines[len(st.Log.Lines)-1]
	logText := get(t, ctx, "log", chromedp.Text(css(`#log`)))
	if !strings.Contains(logText, last.Text) || (last.Rule != "" && !strings.Contains(logText, last.Rule)) {
		t.Fatalf("the log does not show %q", last.Text)
	}
	// History: step back to the start; the page says it is read-only.
	uncover(t, ctx)
	run(t, ctx, "history", chromedp.Click(css(`#hist-first`)), chromedp.WaitVisible(css(`body[data-history="0"]`)))
	banner := get(t, ctx, "banner", chromedp.Text(css(`#banner`)))
	buttons := get(t, ctx, "buttons", chromedp.Evaluate[int](`document.querySelectorAll('#choices button').length`))
	if !strings.Contains(banner, "read only") || buttons != 0 {
		t.Fatalf("history: banner %q, %d choice buttons", banner, buttons)
	}
	shot(t, ctx, "history")
	run(t, ctx, "back", chromedp.Click(css(`#hist-now`)), chromedp.WaitVisible(css(`body[data-history=""]`)))
	// Zoom and pan change the view box; "0" on the board fits it again.
	vb := func() string {
		return get(t, ctx, "view box", chromedp.Evaluate[string](`document.querySelector('#board svg').getAttribute('viewBox')`))
	}
	whole := vb()
	run(t, ctx, "zoom in", chromedp.Click(css(`#zoom-in`)))
	zoomed := vb()
	run(t, ctx, "pan", chromedp.Focus(css(`#board`)), chromedp.KeyEvent(kb.ArrowRight))
	panned := vb()
	run(t, ctx, "fit", chromedp.KeyEvent("0"))
	if zoomed == whole || panned == zoomed || vb() != whole {
		t.Fatalf("view boxes: whole %q, zoomed %q, panned %q, fit %q", whole, zoomed, panned, vb())
	}
	t.Logf("%d map moves, %d card clicks, %d button clicks, %d undos", mapMoves, cardClicks, buttonClicks, undos)
}

// TestLiveUpdatesKeyboardAndPhone opens an online game's Rome page on a
// phone-sized screen, lets Carthage play over the API (the page follows over its
// WebSocket, also after the connection is cut), and plays Rome with the keyboard.
func TestLiveUpdatesKeyboardAndPhone(t *testing.T) {
	s := newSite(t)
	seed := uint64(77)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 390, 844)
	run(t, ctx, "phone screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`body[data-version="0"]`)))
	overflow := get(t, ctx, "layout", chromedp.Evaluate[bool](`document.documentElement.scrollWidth > window.innerWidth + 1`))
	if overflow {
		t.Fatal("the page is wider than a phone's screen")
	}
	shot(t, ctx, "phone")
	// 7.3: Rome is asked whether he plays a campaign card first whatever his
	// hand; holding none (seed 77), the page offers the single pass, saying what
	// it means.
	if st := s.state(toks[seatRome]); st.View.Decision.Kind != "campaign-first" || len(st.Legal) != 1 || st.Legal[0].Action != "pass" {
		t.Fatalf("Rome's first decision: %+v, legal %+v", st.View.Decision, st.Legal)
	}
	buttons := get(t, ctx, "7.3 choices", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#choices button')].map((b) => b.dataset.action + ': ' + b.textContent)`))
	if len(buttons) != 1 || !strings.HasPrefix(buttons[0], "pass: ") || !strings.Contains(buttons[0], "no campaign card first") {
		t.Fatalf("the page offers %q for 7.3's question", buttons)
	}
	actions := 0
	for i := 0; i < 30 && actions < 6; i++ {
		st := s.state(toks[seatRome])
		if st.View.Decision.Side == seatCarthage {
			c := s.state(toks[seatCarthage])
			s.post(toks[seatCarthage], c.Legal[0].Action, c.Version)
			waitVersion(t, ctx, st.Version+1) // the page follows without a reload
			if i == 2 {
				// Cut the connection: the page reconnects and resyncs.
				s.hs.CloseClientConnections()
				c := s.state(toks[seatCarthage])
				if c.View.Decision.Side == seatCarthage {
					s.post(toks[seatCarthage], c.Legal[0].Action, c.Version)
					waitVersion(t, ctx, c.Version+1)
				}
			}
			continue
		}
		// Rome decides: keyboard only. Focus the first choice with Tab from the
		// prompt, or press its number.
		// A group of choices (a card, a number of CUs) opens first: then its
		// first choice.
		// The key either acts (a new version) or opens a group: wait for either.
		either := css(fmt.Sprintf(`body:not([data-version="%d"]), #choices .group-body`, st.Version))
		// A lone group (the CUs to take) is open from the start: its
		// choices take the keys at once.
		if openedGroup(t, ctx) {
			if actions%2 == 0 {
				run(t, ctx, "key 1 in the open group", chromedp.KeyEvent("1"))
			} else {
				run(t, ctx, "focus and Enter in the open group", chromedp.Focus(css(`#choices .group-body button[data-action]`)), chromedp.KeyEvent("\r"))
			}
		} else if actions%2 == 0 {
			run(t, ctx, "key 1", chromedp.KeyEvent("1"), chromedp.WaitVisible(either))
			if samePage(t, ctx, st.Version) && openedGroup(t, ctx) {
				run(t, ctx, "key 1 in the group", chromedp.KeyEvent("1"))
			}
		} else {
			run(t, ctx, "focus and Enter", chromedp.Focus(css(`#choices button`)), chromedp.KeyEvent("\r"), chromedp.WaitVisible(either))
			if samePage(t, ctx, st.Version) && openedGroup(t, ctx) {
				run(t, ctx, "focus and Enter in the group", chromedp.Focus(css(`#choices .group-body button[data-action]`)), chromedp.KeyEvent("\r"))
			}
		}
		waitVersion(t, ctx, st.Version+1)
		after := s.state(toks[seatRome])
		if after.Version != st.Version+1 {
			t.Fatalf("version %d after a key, want %d", after.Version, st.Version+1)
		}
		actions++
	}
	if actions < 6 {
		t.Fatalf("only %d keyboard actions", actions)
	}
	conn := get(t, ctx, "connection", chromedp.Text(css(`#conn`)))
	if conn != "Connected" {
		t.Fatalf("connection status %q", conn)
	}
	shot(t, ctx, "phone-after")
}

// TestLobbyCreatesGames creates an AI game from the lobby's form and plays one
// action against the bot.
func TestLobbyCreatesGames(t *testing.T) {
	s := newSite(t)
	ctx := browser(t, 1200, 900)
	run(t, ctx, "lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#bot option`)))
	run(t, ctx, "online game",
		chromedp.Click(css(`input[value="online"]`)),
		chromedp.Click(css(`#start`)),
		chromedp.WaitVisible(css(`#link-carthage`)))
	link := get(t, ctx, "link", chromedp.Value(css(`#link-carthage`)))
	if !strings.Contains(link, "/play/") {
		t.Fatalf("friend's link %q", link)
	}
	shot(t, ctx, "links")
	run(t, ctx, "AI game",
		chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#bot option`)),
		chromedp.Click(css(`input[value="ai"]`)),
		chromedp.SetValue(css(`#bot`), "random"),
		chromedp.Click(css(`#start`)),
		chromedp.WaitVisible(css(`#choices button`)))
	players := get(t, ctx, "players", chromedp.Text(css(`#players`)))
	if !strings.Contains(players, "AI") || !strings.Contains(players, "Rome you") {
		t.Fatalf("players: %q", players)
	}
	shot(t, ctx, "ai-game")
	// Resign (the button asks twice), then a rematch with the sides swapped.
	run(t, ctx, "resign",
		chromedp.Click(css(`#resign`)), chromedp.WaitVisible(css(`#resign`)), chromedp.Click(css(`#resign`)),
		chromedp.WaitVisible(css(`#banner.over`)))
	banner := get(t, ctx, "banner", chromedp.Text(css(`#banner`)))
	if !strings.Contains(banner, "Carthage wins") {
		t.Fatalf("after resigning: %q", banner)
	}
	run(t, ctx, "rematch", chromedp.Click(css(`#rematch`)), chromedp.WaitVisible(css(`body[data-viewer="carthage"]`)))
	players = get(t, ctx, "players", chromedp.Text(css(`#players`)))
	if !strings.Contains(players, "Carthage you") {
		t.Fatalf("rematch players: %q", players)
	}
	// The game opens with 7.3's question to Rome, asked whatever his hand: the
	// bot answers it, and Carthage's page then gets its choices.
	run(t, ctx, "the bot answers 7.3", chromedp.WaitVisible(css(`#choices button`)))
	shot(t, ctx, "rematch")
}

// TestWholeGameInThePage plays a whole game against the random bot in the page,
// clicking a random choice button at each decision, so that every kind of
// decision (card plays, moves, battles, events, winter, elections) is drawn; the
// page must never throw and the game must reach its end.
func TestWholeGameInThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game takes a while")
	}
	s := newSite(t)
	seed := uint64(9)
	tok := s.create(server.CreateRequest{Mode: server.ModeAI, Side: seatRome, Bot: "random", Seed: &seed})[seatRome]
	ctx := browserFor(t, 1280, 900, 5*time.Minute)
	run(t, ctx, "open", chromedp.Navigate(s.url+"/play/"+tok), chromedp.WaitReady(css(`body[data-version]`)))
	const step = `(() => {
		const b = document.querySelectorAll('#choices button[data-action]');
		const groups = document.querySelectorAll('#choices button.group');
		const over = !document.getElementById('banner').hidden && document.getElementById('banner').classList.contains('over');
		if (over) return 'over';
		// A closed group (a card, a number of CUs) is opened first.
		if (groups.length && (!b.length || Math.random() < groups.length / (groups.length + b.length))) {
			groups[Math.floor(Math.random() * groups.length)].click();
			return 'opened';
		}
		if (!b.length) return 'wait';
		b[Math.floor(Math.random() * b.length)].click();
		return 'clicked';
	})()`
	clicks, battles := 0, 0
	deadline := time.Now().Add(150 * time.Second)
	for time.Now().Before(deadline) {
		r := get(t, ctx, "step", chromedp.Evaluate[string](step))
		if r == "over" {
			break
		}
		if r == "clicked" {
			clicks++
			if clicks%100 == 0 {
				t.Logf("%d clicks, version %s", clicks, get(t, ctx, "version", chromedp.Evaluate[string](`document.body.dataset.version`)))
			}
			if get(t, ctx, "battle", chromedp.Evaluate[bool](`!document.getElementById('battle').hidden`)) {
				battles++
			}
		}
		run(t, ctx, "pause", chromedp.Sleep(15*time.Millisecond))
	}
	st := s.state(tok)
	if !st.View.Over {
		// A slow machine: the page still has to end the game, by resigning.
		t.Logf("the game was not over after %d clicks (turn %d, version %d): resigning", clicks, st.View.Turn, st.Version)
		run(t, ctx, "resign", chromedp.Click(css(`#resign`)), chromedp.Click(css(`#resign`)), chromedp.WaitVisible(css(`#banner.over`)))
	}
	banner := get(t, ctx, "banner", chromedp.Text(css(`#banner`)))
	if !strings.Contains(banner, "wins") {
		t.Fatalf("banner %q", banner)
	}
	shot(t, ctx, "over")
	t.Logf("page: %s", get(t, ctx, "stats", chromedp.Evaluate[string](`JSON.stringify(window.punicStats)`)))
	t.Logf("the game ended after %d clicks (%d with a battle shown): %s", clicks, battles, banner)
}

// Hannibal's seats.
const (
	seatRome     = "rome"
	seatCarthage = "carthage"
)

// stateMsg is server.StateMsg as a client of Hannibal reads it.
type stateMsg struct {
	server.StateMsg
	View  *hannibal.View            `json:"view"`
	Cards map[string]title.CardInfo `json:"cards"`
	Legal []title.Choice            `json:"legal"`
}
