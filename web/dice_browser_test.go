package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// The page shows the dice commitment from the start; when the game ends it
// hashes the revealed seed and salt itself (Web Crypto) against the commitment
// it kept, and says "Dice verified"; a wrong salt or seed fails the check, and a
// commitment other than the one first seen is called out.
func TestDiceCheckInTheBrowser(t *testing.T) {
	s := newSite(t)
	seed := uint64(1<<63 + 12345) // beyond a JavaScript number's precision
	b, _ := json.Marshal(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	resp, err := http.Post(s.url+"/api/games", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var cr server.CreateResponse
	if err := json.NewDecoder(resp.Body).Decode(&cr); err != nil || cr.Dice == nil {
		t.Fatalf("create: %v %+v", err, cr)
	}
	resp.Body.Close()
	rome := strings.TrimPrefix(cr.Links["rome"], "/play/")
	ctx := browser(t, 1440, 900)
	run(t, ctx, "opening the game", chromedp.Navigate(s.url+"/play/"+rome),
		chromedp.WaitVisible(css(`#dice[data-status="committed"]`)))
	text := get(t, ctx, "the dice panel", chromedp.Text(css(`#dice`)))
	if !strings.Contains(text, cr.Dice.Commitment) || !strings.Contains(text, "revealed when the game is over") {
		t.Fatalf("the panel says %q", text)
	}

	// Rome resigns: the seed and the salt are revealed and checked.
	st := s.state(rome)
	rb, _ := json.Marshal(server.ActionRequest{Version: st.Version})
	r2, err := http.Post(s.url+"/api/play/"+rome+"/resign", "application/json", bytes.NewReader(rb))
	if err != nil || r2.StatusCode != 200 {
		t.Fatalf("resign: %v", err)
	}
	r2.Body.Close()
	run(t, ctx, "the check", chromedp.WaitVisible(css(`#dice[data-status="verified"]`)), chromedp.ScrollIntoView(css(`#dice`)))
	shot(t, ctx, "verified")
	text = get(t, ctx, "the dice panel", chromedp.Text(css(`#dice`)))
	for _, want := range []string{fmt.Sprintf("Dice verified: seed %d", seed), "The server replayed the record under that seed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the panel lacks %q: %q", want, text)
		}
	}
	st = s.state(rome)
	d := st.Dice
	if d == nil || d.Salt == "" {
		t.Fatalf("the state's dice %+v", d)
	}
	flip := "0"
	if d.Salt[0] == '0' {
		flip = "1"
	}
	for _, c := range []struct {
		seed, salt string
		want       bool
	}{
		{d.Seed, d.Salt, true},
		{d.Seed, flip + d.Salt[1:], false},
		{fmt.Sprint(seed + 1), d.Salt, false},
		{d.Seed, "nothex", false},
	} {
		got := get(t, ctx, "the page's check", chromedp.Evaluate[bool](fmt.Sprintf(`window.punicDiceCheck(%q, %q, %q)`, c.seed, c.salt, cr.Dice.Commitment), chromedp.EvalAwaitPromise))
		if got != c.want {
			t.Errorf("check(%s, %s…) = %v, want %v", c.seed, c.salt[:6], got, c.want)
		}
	}

	// A commitment other than the one this browser kept is called out.
	get(t, ctx, "another commitment kept", chromedp.Evaluate[bool](fmt.Sprintf(`localStorage.setItem('punic-dice-%s', '%s'); true`, cr.Game, strings.Repeat("0", 64))))
	run(t, ctx, "reloading", chromedp.Reload(), chromedp.WaitVisible(css(`#dice[data-status="changed"]`)))
}
