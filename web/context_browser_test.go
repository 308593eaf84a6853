package web_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// Browser tests of issue 15's points 5 and 6: the controls and what the page
// says around the game, and "since my last move" in live play.

// controlsInView tells whether Undo, Resign and the history's buttons are on the
// screen without scrolling.
const controlsInView = `['undo', 'resign', 'hist-prev', 'hist-now'].every((id) => {
	const b = document.getElementById(id).getBoundingClientRect();
	return b.width > 0 && b.top >= 0 && b.bottom <= window.innerHeight;
})`

// overflowing lists the buttons whose text does not fit them.
const overflowing = `[...document.querySelectorAll('#choices button, .card-choices button, .controls button')]
	.filter((b) => b.offsetParent && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1))
	.map((b) => b.textContent)`

// undo asks for an undo over the API.
func (s *site) undo(tok string, version int64) {
	s.t.Helper()
	b, _ := json.Marshal(server.ActionRequest{Version: version})
	resp, err := http.Post(s.url+"/api/play/"+tok+"/undo", "application/json", bytes.NewReader(b))
	if err != nil {
		s.t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		s.t.Fatalf("undo: %d", resp.StatusCode)
	}
}

// TestControlsAndContext (issue 15.5): Undo, Resign and History on the screen at
// both sizes; a note when the opponent undoes; grey presence dots while the
// page's connection is down; names, not keys; buttons whose text fits; the
// side chosen for an online game; a friend's game and a rematch remembered on
// the browser.
func TestControlsAndContext(t *testing.T) {
	s := newSite(t)
	seed := uint64(77)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	phone := browser(t, 390, 844)
	run(t, phone, "phone screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noAutoPass(t, phone, s.url)
	run(t, phone, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`body[data-version="0"]`)))
	if !get(t, phone, "controls", chromedp.Evaluate[bool](controlsInView)) {
		shot(t, phone, "controls")
		t.Fatal("on a phone, Undo, Resign or History is below the fold")
	}
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`body[data-version="0"]`)))
	if !get(t, ctx, "controls", chromedp.Evaluate[bool](controlsInView)) {
		t.Fatal("on a desktop, Undo, Resign or History is below the fold")
	}
	// The friend's link opened on this browser is remembered for the lobby.
	mine := get(t, ctx, "remembered", chromedp.Evaluate[string](`localStorage.getItem('punic-games') || ''`))
	if !strings.Contains(mine, "/play/"+toks[seatRome]) {
		t.Errorf("the game is not remembered on this browser: %s", mine)
	}

	// Rome passes; Carthage chooses, then takes it back: Rome's page says so.
	st := s.state(toks[seatRome])
	s.post(toks[seatRome], "pass", st.Version)
	undone := false
	for i := 0; i < 30 && !undone; i++ {
		for _, seat := range []string{seatCarthage, seatRome} {
			c := s.state(toks[seat])
			if len(c.Legal) == 0 {
				continue
			}
			s.post(toks[seat], c.Legal[0].Action, c.Version)
			if after := s.state(toks[seat]); seat == seatCarthage && after.CanUndo {
				waitVersion(t, ctx, after.Version)
				s.undo(toks[seatCarthage], after.Version)
				undone = true
			}
			break
		}
	}
	if !undone {
		t.Fatal("Carthage never had an action to take back")
	}
	run(t, ctx, "the undo note", chromedp.WaitVisible(css(`#banner.undo-note`)))
	if note := get(t, ctx, "note", chromedp.Text(css(`#banner`))); !strings.Contains(note, "Carthage took back") {
		t.Errorf("the undo note says %q", note)
	}
	shot(t, ctx, "undo-note")

	// Labels: no "Waiting for X: Waiting for X"; buttons whose text fits.
	untilRome(t, s, ctx, toks, "card-play")
	if over := get(t, ctx, "overflow", chromedp.Evaluate[[]string](overflowing)); len(over) > 0 {
		t.Errorf("buttons overflow: %q", over)
	}
	prompt := get(t, phone, "phone prompt", chromedp.Text(css(`#prompt-text`)))
	if strings.Count(prompt, "Waiting for") > 1 {
		t.Errorf("the prompt says %q", prompt)
	}

	// A lasting effect is named by its card (tutorial 3 starts with the
	// Carthaginian Naval Victory in force).
	tut := s.create(server.CreateRequest{Mode: server.ModeAI, Side: seatCarthage, Scenario: "tutorial-3"})
	run(t, ctx, "tutorial 3", chromedp.Navigate(s.url+"/play/"+tut[seatCarthage]), chromedp.WaitVisible(css(`#facts dd`)))
	facts := get(t, ctx, "facts", chromedp.Text(css(`#facts`)))
	if !strings.Contains(facts, "Carthaginian Naval Victory") || strings.Contains(facts, "naval-victory") {
		t.Errorf("the lasting effects read %q", facts)
	}

	// The lobby: an online game where the creator plays Carthage.
	run(t, ctx, "lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#bot option`)),
		chromedp.Click(css(`input[value="online"]`)), chromedp.WaitVisible(css(`#side`)),
		chromedp.SetValue(css(`#side`), "carthage"), chromedp.Click(css(`#start`)), chromedp.WaitVisible(css(`#link-carthage`)))
	labels := get(t, ctx, "links", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#link-list label')].map((l) => l.firstChild.textContent)`))
	if len(labels) != 2 || !strings.Contains(labels[0], "Carthage (you)") || !strings.Contains(labels[1], "Rome (send this to your friend)") {
		t.Fatalf("the links read %q", labels)
	}
	shot(t, ctx, "online-carthage")

	// A rematch is remembered on the browser too.
	ai := s.create(server.CreateRequest{Mode: server.ModeAI, Side: seatRome, Bot: "random"})
	run(t, ctx, "AI game", chromedp.Navigate(s.url+"/play/"+ai[seatRome]), chromedp.WaitVisible(css(`body[data-version]`)),
		chromedp.Click(css(`#resign`)), chromedp.Click(css(`#resign`)), chromedp.WaitVisible(css(`#banner.over`)),
		chromedp.Click(css(`#rematch`)), chromedp.WaitVisible(css(`body[data-viewer="carthage"]`)))
	path := get(t, ctx, "the rematch", chromedp.Evaluate[string](`location.pathname`))
	mine = get(t, ctx, "remembered", chromedp.Evaluate[string](`localStorage.getItem('punic-games') || ''`))
	if !strings.Contains(mine, path) {
		t.Errorf("the rematch %s is not remembered: %s", path, mine)
	}
	// Grey dots while the page's connection is down: the server stops.
	run(t, ctx, "Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#players .dot.on`)))
	s.srv.Close()
	s.hs.CloseClientConnections()
	run(t, ctx, "grey dots", chromedp.WaitVisible(css(`#conn.bad`)), chromedp.WaitVisible(css(`#players .dot.unknown`)))
	if n := get(t, ctx, "green dots", chromedp.Evaluate[int](`document.querySelectorAll('#players .dot.on').length`)); n != 0 {
		t.Errorf("%d green dots while the connection is down", n)
	}
	shot(t, ctx, "disconnected")
}

// TestSinceMyLastMoveLive (issue 15.6): the lines after the player's last move
// are highlighted as they arrive, without a reload.
func TestSinceMyLastMoveLive(t *testing.T) {
	s := newSite(t)
	seed := uint64(77)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#choices button[data-action="pass"]`)))
	run(t, ctx, "Rome passes", chromedp.Click(css(`#choices button[data-action="pass"]`)))
	waitVersion(t, ctx, 1)
	// Carthage plays on over the API; the page follows over its socket.
	for i := 0; i < 3; i++ {
		c := s.state(toks[seatCarthage])
		if len(c.Legal) == 0 {
			break
		}
		s.post(toks[seatCarthage], c.Legal[0].Action, c.Version)
		waitVersion(t, ctx, c.Version+1)
	}
	st := s.state(toks[seatRome])
	if st.Since < 0 || st.Since >= len(st.Log.Lines) {
		t.Fatalf("the server marks line %d of %d", st.Since, len(st.Log.Lines))
	}
	run(t, ctx, "the mark", chromedp.WaitVisible(css(`#since-btn`)))
	after := get(t, ctx, "marked lines", chromedp.Evaluate[int](`(() => {
		const m = document.getElementById('since-mark');
		if (!m) return -1;
		let n = 0;
		for (let e = m.nextElementSibling; e; e = e.nextElementSibling) if (e.dataset.i !== undefined && getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)') n++;
		return n;
	})()`))
	if want := len(st.Log.Lines) - st.Since; after != want {
		t.Fatalf("%d lines highlighted after the mark, want %d (since %d of %d)", after, want, st.Since, len(st.Log.Lines))
	}
	shot(t, ctx, "since")
}
