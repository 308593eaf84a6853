package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// TestMyGamesSayWhoseMove (issue 15, async play): the lobby lists the games
// kept on this browser with whose move it is, the player's own move marked,
// and a link the server no longer knows said to be gone.
func TestMyGamesSayWhoseMove(t *testing.T) {
	s := newSite(t)
	seed := uint64(3)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 1440, 900)
	list := fmt.Sprintf(`[{"link":"/play/%s","label":"Rome, online","at":1},{"link":"/play/%s","label":"Carthage, online","at":2},{"link":"/play/gone","label":"Old game","at":3}]`,
		toks[seatRome], toks[seatCarthage])
	run(t, ctx, "opening the lobby", chromedp.Navigate(s.url+"/"))
	get(t, ctx, "keeping three games on this browser", chromedp.Evaluate[bool](`(localStorage.setItem('punic-games', `+"`"+list+"`"+`), true)`))
	run(t, ctx, "opening the lobby again", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#my-games li:nth-child(3) .game-status:not(:empty)`)),
		chromedp.WaitVisible(css(`#my-games li:nth-child(1) .game-status:not(:empty)`)), chromedp.WaitVisible(css(`#my-games li:nth-child(2) .game-status:not(:empty)`)))
	texts := get(t, ctx, "the statuses", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#my-games li')].map((li) => li.textContent + (li.querySelector('[data-your-move]') ? ' [mine]' : ''))`))
	shot(t, ctx, "my-games")
	if len(texts) != 3 {
		t.Fatalf("%d games listed: %q", len(texts), texts)
	}
	mine, waiting := 0, 0
	for _, tx := range texts[:2] {
		switch {
		case strings.Contains(tx, "your move (turn 1") && strings.HasSuffix(tx, "[mine]"):
			mine++
		case strings.Contains(tx, "waiting for ") && strings.Contains(tx, "(turn 1"):
			waiting++
		}
	}
	if mine != 1 || waiting != 1 || !strings.Contains(texts[2], "no longer on this server") {
		t.Fatalf("listed: %q", texts)
	}
}
