package web_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// oddsOf reads a seat's odds over the API.
func (s *site) oddsOf(tok string) *server.OddsMsg {
	s.t.Helper()
	resp, err := http.Get(s.url + "/api/play/" + tok + "/odds")
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var m server.OddsMsg
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil || resp.StatusCode != 200 {
		s.t.Fatalf("odds: %d %v", resp.StatusCode, err)
	}
	return &m
}

// toBattle plays a hotseat game over the API, preferring moves, until the side
// to decide has a battle to weigh; it returns the odds the API gives then.
func (s *site) toBattle(tok string, seed uint64) *server.OddsMsg {
	s.t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	for step := 0; step < 1500; step++ {
		st := s.state(tok)
		if len(st.Legal) == 0 {
			s.t.Fatalf("step %d: no legal action (over: %v)", step, st.View.Over)
		}
		if o := s.oddsOf(tok); len(o.Battles) > 0 {
			return o
		}
		var hot []string
		for _, c := range st.Legal {
			f := strings.Fields(c.Action)
			if (f[0] == "ops" && len(f) > 2 && f[2] == "move") || f[0] == "move" || f[0] == "activate" || f[0] == "take" {
				hot = append(hot, c.Action)
			}
		}
		a := st.Legal[r.IntN(len(st.Legal))].Action
		if len(hot) > 0 && r.IntN(10) < 8 {
			a = hot[r.IntN(len(hot))]
		}
		s.post(tok, a, st.Version)
	}
	s.t.Fatal("no battle to weigh in 1500 steps")
	return nil
}

// The odds panel appears before a decision that may lead to a battle, with the
// figures the server gives that seat, and is hidden when there is none.
func TestOddsPanel(t *testing.T) {
	s := newSite(t)
	seed := uint64(77)
	tok := s.create(server.CreateRequest{Mode: server.ModeHotseat, Seed: &seed})[server.SeatBoth]
	ctx := browser(t, 1440, 900)
	run(t, ctx, "opening the game", chromedp.Navigate(s.url+"/play/"+tok), chromedp.WaitVisible(css(`#cover`)))
	uncover(t, ctx)
	if !get(t, ctx, "odds panel at the start", chromedp.Evaluate[bool](`document.getElementById('odds').hidden`)) {
		t.Fatal("the odds panel shows at the first card play")
	}
	want := s.toBattle(tok, seed)
	st := s.state(tok)
	waitVersion(t, ctx, st.Version)
	uncover(t, ctx)
	run(t, ctx, "the odds panel", chromedp.WaitVisible(css(fmt.Sprintf(`#odds[data-version="%d"] .odds-battle`, st.Version))))
	run(t, ctx, "scrolling to the panel", chromedp.ScrollIntoView(css(`#odds`)))
	shot(t, ctx, "odds")
	n := get(t, ctx, "battles shown", chromedp.Evaluate[int](`document.querySelectorAll('#odds .odds-battle').length`))
	if n != len(want.Battles) {
		t.Fatalf("the panel shows %d battles, the server gives %d", n, len(want.Battles))
	}
	text := get(t, ctx, "panel text", chromedp.Text(css(`#odds`)))
	b := want.Battles[0]
	mine := b.Sides[0]
	if b.Sides[1].Side == want.Side {
		mine = b.Sides[1]
	}
	for _, w := range []string{
		fmt.Sprintf("you win %d%%", int(100*mine.Win+0.5)),
		fmt.Sprintf("Rome loses %.1f CUs", b.Sides[0].Losses),
		fmt.Sprintf("Carthage loses %.1f CUs", b.Sides[1].Losses),
		fmt.Sprintf("%d simulated battles", b.Samples),
	} {
		if b.Fought == 0 && strings.Contains(w, "loses") {
			continue
		}
		if !strings.Contains(text, w) {
			t.Errorf("the panel lacks %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "{") {
		t.Errorf("raw data in the panel: %s", text)
	}
	// The phone's layout shows it too.
	phone := browser(t, 390, 844)
	run(t, phone, "the odds panel on a phone", chromedp.Navigate(s.url+"/play/"+tok), chromedp.WaitVisible(css(`#cover`)))
	uncover(t, phone)
	run(t, phone, "the panel", chromedp.WaitVisible(css(`#odds .odds-battle`)), chromedp.ScrollIntoView(css(`#odds`)))
	shot(t, phone, "odds-phone")
}
