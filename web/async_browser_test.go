package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"punic/server"
	"punic/server/store"
)

// Async play in the page (issue 15): the move clock on the play page and in
// the lobby, the chat between the two seats' pages, and the bot's hint.

// siteWith is newSite with the server's options changed by set.
func siteWith(t *testing.T, set func(*server.Options)) *site {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		t.Fatal(err)
	}
	lim := server.DefaultLimits()
	lim.CreateRate, lim.ActiveGames = 0, 0
	o := server.Options{Store: st, AllowSeed: true, BotBudget: 200 * time.Millisecond, Logger: log.New(io.Discard, "", 0), Limits: &lim}
	set(&o)
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

// toMove is the side that decides first in a game, from its status line.
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
