package web_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/hannibal"
	"punic/hannibal/data"
)

// TestFirstEditionFromTheHomePage creates a 1st-edition game against the AI
// with the home page's form: the rules choice offers both editions, the game
// is played under the 1st edition (its view says so, the page shows it), the
// hand shows the 1st edition's card texts, and the game is remembered as a
// 1st-edition game.
func TestFirstEditionFromTheHomePage(t *testing.T) {
	s := newSite(t)
	ctx := browser(t, 1280, 900)
	run(t, ctx, "home page", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#rules option[value="1st"]`)),
		chromedp.WaitVisible(css(`#rules-choice`)))
	opts := get(t, ctx, "rules options", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#rules option')].map((o) => o.value + '=' + o.textContent)`))
	if strings.Join(opts, "|") != "2nd=2nd edition (2007)|1st=1st edition" {
		t.Fatalf("rules options %v", opts)
	}
	if v := get(t, ctx, "default", chromedp.Value(css(`#rules`))); v != "2nd" {
		t.Fatalf("the rules choice starts at %q", v)
	}
	run(t, ctx, "1st-edition game",
		chromedp.Click(css(`input[value="ai"]`)),
		chromedp.SetValue(css(`#bot`), "random"),
		chromedp.SetValue(css(`#rules`), "1st"),
		chromedp.Click(css(`#start`)),
		chromedp.WaitVisible(css(`#choices button`)),
		chromedp.WaitVisible(css(`#rules-fact`)))
	if f := get(t, ctx, "rules fact", chromedp.Text(css(`#rules-fact`))); f != "1st edition" {
		t.Fatalf("the page shows rules %q", f)
	}
	path := get(t, ctx, "link", chromedp.Evaluate[string](`location.pathname`))
	st := s.state(strings.TrimPrefix(path, "/play/"))
	if st.View.Rules != "1st" || len(st.View.Hand) == 0 {
		t.Fatalf("the game's view: rules %q, hand %v", st.View.Rules, st.View.Hand)
	}
	// The hand's texts are the 1st edition's.
	shown := get(t, ctx, "hand", chromedp.Evaluate[map[string]string](`Object.fromEntries([...document.querySelectorAll('#hand article.card')].map((a) => [a.dataset.card, a.querySelector('.effect').textContent]))`))
	if len(shown) != len(st.View.Hand) {
		t.Fatalf("the page shows %d cards, the hand holds %v", len(shown), st.View.Hand)
	}
	d := data.MustDefault()
	for k, text := range shown {
		n, _ := strconv.Atoi(k)
		if _, want := hannibal.CardEventUnder(d, "1st", n); text != want {
			t.Errorf("card %d shows %q, want the 1st edition's %q", n, text, want)
		}
	}
	shot(t, ctx, "first-edition")
	// Back home: the game is listed as a 1st-edition game.
	run(t, ctx, "home again", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#my-games a`)))
	if mine := get(t, ctx, "my games", chromedp.Text(css(`#my-games`))); !strings.Contains(mine, "1st edition: Rome against the AI") {
		t.Fatalf("my games: %q", mine)
	}
}
