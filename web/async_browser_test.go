package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// Async play in the page (issue 15): the move clock on the play page and in
// the lobby, the chat between the two seats' pages, and the bot's hint.

// shiftedTime is the server's time, stopped at the test's start and moved by
// the test (never slept).
type shiftedTime struct {
	mu    sync.Mutex
	base  time.Time
	shift time.Duration
}

func (s *shiftedTime) now() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.base.Add(s.shift)
}

func (s *shiftedTime) set(d time.Duration) {
	s.mu.Lock()
	s.shift = d
	s.mu.Unlock()
}

// toMove is the side that decides now in a game, from a seat's status line.
func (s *site) toMove(tok string) string {
	s.t.Helper()
	resp, err := http.Get(s.url + "/api/play/" + tok + "/status")
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var st server.StatusMsg
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		s.t.Fatal(err)
	}
	return st.ToMove
}

var sideName = map[string]string{seatRome: "Rome", seatCarthage: "Carthage"}

func otherSeat(seat string) string {
	if seat == seatRome {
		return seatCarthage
	}
	return seatRome
}

// TestClockOnPageAndLobby: an online game with a clock of 3 days per move
// shows the time left in words, for whom, on the play page and in the lobby's
// games on this browser; in a game whose deadline has passed the waiting
// player's page offers to claim the game, and claiming it ends the game on
// time. The server's time is moved, never waited for.
func TestClockOnPageAndLobby(t *testing.T) {
	tt := &shiftedTime{base: time.Now()}
	s := siteWith(t, func(o *server.Options) { o.Now = tt.now })
	seed := uint64(3)
	fresh := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed, ClockDays: 3})
	tt.set(-(3*24 + 1) * time.Hour) // this game was made 3 days and an hour ago
	late := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed, ClockDays: 1})
	tt.set(0)
	first := s.toMove(fresh[seatRome])
	waiting := otherSeat(first)

	ctx := browser(t, 1440, 900)
	run(t, ctx, "opening the fresh game as the side to decide", chromedp.Navigate(s.url+"/play/"+fresh[first]),
		chromedp.WaitVisible(css(`#clock-text`)))
	text := get(t, ctx, "the clock", chromedp.Text(css(`#clock-text`)))
	if want := fmt.Sprintf("You (%s): 3 days left to decide", sideName[first]); text != want {
		t.Fatalf("the clock on the page of the side to decide: %q, want %q", text, want)
	}
	shot(t, ctx, "clock-mine")
	run(t, ctx, "opening the fresh game as the waiting side", chromedp.Navigate(s.url+"/play/"+fresh[waiting]),
		chromedp.WaitVisible(css(`#clock-text`)))
	if text := get(t, ctx, "the clock", chromedp.Text(css(`#clock-text`))); !strings.HasPrefix(text, sideName[first]+": 3 days left") {
		t.Fatalf("the clock on the waiting side's page: %q", text)
	}

	list := fmt.Sprintf(`[{"link":"/play/%s","label":"fresh","at":1},{"link":"/play/%s","label":"late","at":2}]`, fresh[waiting], late[waiting])
	run(t, ctx, "opening the lobby", chromedp.Navigate(s.url+"/"))
	get(t, ctx, "keeping two games on this browser", chromedp.Evaluate[bool](`(localStorage.setItem('punic-games', `+"`"+list+"`"+`), true)`))
	run(t, ctx, "the lobby's games", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#my-games li:nth-child(1) .game-clock`)),
		chromedp.WaitVisible(css(`#my-games li:nth-child(2) .game-clock`)))
	texts := get(t, ctx, "the games listed", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#my-games li')].map((li) => li.textContent)`))
	shot(t, ctx, "clock-lobby")
	if len(texts) != 2 || !strings.Contains(texts[0], "clock: "+sideName[first]+": 3 days left") || !strings.Contains(texts[1], "clock: "+sideName[first]+"'s time is up") {
		t.Fatalf("the lobby's games: %q", texts)
	}

	run(t, ctx, "opening the late game as the waiting side", chromedp.Navigate(s.url+"/play/"+late[waiting]),
		chromedp.WaitVisible(css(`#clock-claim`)))
	if text := get(t, ctx, "the clock", chromedp.Text(css(`#clock-text`))); text != sideName[first]+"'s time is up" {
		t.Fatalf("the late game's clock: %q", text)
	}
	shot(t, ctx, "clock-claim")
	run(t, ctx, "claiming the game", chromedp.Click(css(`#clock-claim`)))
	waitText(t, ctx, `#clock-text`, "ran out of time")
	if text := get(t, ctx, "the clock", chromedp.Text(css(`#clock-text`))); text != sideName[first]+" ran out of time" {
		t.Fatalf("after the claim: %q", text)
	}
	if over := get(t, ctx, "the game over", chromedp.Evaluate[bool](`!!document.querySelector('#rematch:not([hidden])')`)); !over {
		t.Fatal("the page does not show the game over after the claim")
	}
}

// waitText waits until the element sel's text contains want.
func waitText(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	js := fmt.Sprintf(`new Promise((ok) => { const f = () => { const e = document.querySelector(%s); if (e && e.textContent.includes(%s)) ok(true); else setTimeout(f, 100); }; f(); })`, jsString(sel), jsString(want))
	get(t, ctx, fmt.Sprintf("waiting for %q in %s", want, sel), chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
}

// TestChatBetweenPages: a message typed on one seat's page appears on the
// other seat's page at once, as text (the markup in it is not read), and both
// pages list it; the chat panel is absent from a game against the AI.
func TestChatBetweenPages(t *testing.T) {
	s := newSite(t)
	seed := uint64(3)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	rome, carthage := browser(t, 1440, 900), browser(t, 1440, 900)
	run(t, rome, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#chat-input`)))
	run(t, carthage, "opening Carthage's page", chromedp.Navigate(s.url+"/play/"+toks[seatCarthage]), chromedp.WaitVisible(css(`#chat-input`)))
	msg := `Ave! <img src=x onerror="window.pwned=1"> meet me at Cannae`
	run(t, rome, "sending a message", chromedp.SendKeys(css(`#chat-input`), msg), chromedp.Click(css(`#chat-send`)))
	waitText(t, carthage, `#chat-list li`, "meet me at Cannae")
	got := get(t, carthage, "the message on Carthage's page", chromedp.Evaluate[[]string](
		`[...document.querySelectorAll('#chat-list li')].map((li) => li.querySelector('.who').textContent + '|' + li.querySelector('.text').textContent + '|' + li.querySelectorAll('img').length)`))
	if len(got) != 1 || got[0] != "Rome|"+msg+"|0" {
		t.Fatalf("Carthage's page shows %q", got)
	}
	if pwned := get(t, carthage, "the markup", chromedp.Evaluate[bool](`!!window.pwned`)); pwned {
		t.Fatal("the message's markup ran on the other page")
	}
	waitText(t, rome, `#chat-list li`, "meet me at Cannae")
	if mine := get(t, rome, "Rome's own line", chromedp.Text(css(`#chat-list li .who`))); mine != "You" {
		t.Fatalf("the sender's page names him %q", mine)
	}
	run(t, carthage, "answering with Enter", chromedp.SendKeys(css(`#chat-input`), "Vale\r"))
	waitText(t, rome, `#chat-list li:nth-child(2)`, "Vale")
	shot(t, rome, "chat")
	if n := get(t, rome, "the log", chromedp.Evaluate[bool](`document.getElementById('log').textContent.includes('Cannae') && document.getElementById('log').textContent.includes('meet me')`)); n {
		t.Fatal("the chat is in the game's log")
	}
	// After a reload the page shows the last messages again.
	run(t, carthage, "reloading Carthage's page", chromedp.Reload())
	waitText(t, carthage, `#chat-list li:nth-child(2)`, "Vale")

	ai := s.create(server.CreateRequest{Mode: server.ModeAI, Side: seatCarthage, Seed: &seed})
	run(t, rome, "opening a game against the AI", chromedp.Navigate(s.url+"/play/"+ai[seatCarthage]), chromedp.WaitVisible(css(`#prompt-text`)))
	if shown := get(t, rome, "the chat panel", chromedp.Evaluate[bool](`!!document.getElementById('chat') && !document.getElementById('chat').hidden`)); shown {
		t.Fatal("a game against the AI shows a chat")
	}
}

// TestHintShowsThreeChoices: at the player's own decision (a hotseat game
// played on to a decision of at least three choices), the hint button shows
// the bot's three favourite choices with their win estimates, and rings them
// on the page.
func TestHintShowsThreeChoices(t *testing.T) {
	s := newSite(t)
	seed := uint64(3)
	tok := s.create(server.CreateRequest{Mode: server.ModeHotseat, Seed: &seed})[server.SeatBoth]
	for st := s.state(tok); len(st.Legal) < 3; st = s.state(tok) {
		s.post(tok, st.Legal[0].Action, st.Version)
	}
	ctx := browser(t, 1440, 900)
	run(t, ctx, "opening the game", chromedp.Navigate(s.url+"/play/"+tok), chromedp.WaitVisible(css(`#cover-btn`)))
	uncover(t, ctx)
	run(t, ctx, "asking for a hint", chromedp.WaitVisible(css(`#hint-btn:not([disabled])`)), chromedp.Click(css(`#hint-btn`)))
	if err := chromedp.Do(ctx, chromedp.WaitVisible(css(`#hint-list li:nth-child(3)`))); err != nil {
		t.Fatalf("no three hints: %v; the panel says %q", err, get(t, ctx, "the panel", chromedp.Text(css(`#hint`))))
	}
	items := get(t, ctx, "the hints", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#hint-list li')].map((li) => li.textContent)`))
	shot(t, ctx, "hint")
	if len(items) != 3 {
		t.Fatalf("%d hints: %q", len(items), items)
	}
	for _, it := range items {
		if !strings.HasSuffix(it, "% win") || len(it) < 10 {
			t.Errorf("a hint without its estimate: %q", it)
		}
	}
	ringed := get(t, ctx, "the ringed choices", chromedp.Evaluate[[]string](`[...document.querySelectorAll('.hinted')].map((e) => e.dataset.hintRank)`))
	if len(ringed) == 0 || ringed[0] == "" {
		t.Fatalf("no choice is ringed on the page: %q", ringed)
	}
}
