package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTutorialFromTheHomePage starts tutorial 1 from the home page's "Learn to
// play" list and plays it to the win by following its lesson, checking the lesson
// panel and its rings on the map at each step; then reads the same game on a
// phone-sized screen.
func TestTutorialFromTheHomePage(t *testing.T) {
	s := newSite(t)
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "home page", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#learn li[data-tutorial="tutorial-6"]`)))
	list := get(t, ctx, "tutorial list", chromedp.Text(css(`#tutorials`)))
	for _, want := range []string{"Learn", "1. Winning provinces with cards", "Solitaire: you play Rome", "6. The siege of Syracuse", "Two players"} {
		if want != "Learn" && !strings.Contains(list, want) {
			t.Fatalf("the tutorial list lacks %q:\n%s", want, list)
		}
	}
	shot(t, ctx, "home")
	run(t, ctx, "start tutorial 1", chromedp.Click(css(`#tut-1-start`)),
		chromedp.WaitVisible(css(`#lesson[data-step="1"]`)),
		chromedp.WaitVisible(css(`#choices button[data-group="card:4"]`)))
	title := get(t, ctx, "lesson title", chromedp.Text(css(`#lesson-title`)))
	if title != "Tutorial 1: Winning provinces with cards" {
		t.Fatalf("lesson title %q", title)
	}
	rings := get(t, ctx, "rings", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#ov-rings .lesson-ring')].map((c) => c.dataset.lesson)`))
	if strings.Join(rings, " ") != "arsa salmantica segovia toletum segobriga" {
		t.Fatalf("lesson rings %v", rings)
	}
	shot(t, ctx, "step1")
	steps := []struct {
		actions []string
		step    string
		ring    string
	}{
		{[]string{"event 4"}, "2", "hispalis"},
		{[]string{"event 35", "pc hispalis"}, "3", "acci"},
		{[]string{"ops 36 pc", "pc acci", "pc malaca"}, "4", "malaca"},
	}
	for _, st := range steps {
		for _, a := range st.actions {
			// One click per version: a button of the previous drawing must not take it.
			v := get(t, ctx, "version", chromedp.Evaluate[int64](`Number(document.body.dataset.version)`))
			clickAction(t, ctx, a)
			waitVersion(t, ctx, v+1)
		}
		run(t, ctx, "lesson step "+st.step, chromedp.WaitVisible(css(`#lesson[data-step="`+st.step+`"]`)))
		if n := get(t, ctx, "ring", chromedp.Evaluate[int](`document.querySelectorAll('#ov-rings .lesson-ring[data-lesson="`+st.ring+`"]').length`)); n != 1 {
			t.Fatalf("step %s: no ring on %s", st.step, st.ring)
		}
	}
	run(t, ctx, "the end", chromedp.WaitVisible(css(`#banner.over`)), chromedp.WaitVisible(css(`#lesson-result`)))
	banner := get(t, ctx, "banner", chromedp.Text(css(`#banner`)))
	result := get(t, ctx, "result", chromedp.Text(css(`#lesson-result`)))
	if !strings.Contains(banner, "Rome wins") || !strings.HasPrefix(result, "Rome wins") || !strings.Contains(result, "Rome 2, Carthage 1") {
		t.Fatalf("banner %q, result %q", banner, result)
	}
	shot(t, ctx, "won")
	link := get(t, ctx, "link", chromedp.Evaluate[string](`location.pathname`))

	// The lesson on a phone: the panel fits the screen and its text is readable.
	phone := browser(t, 390, 844)
	run(t, phone, "phone", chromedp.Navigate(s.url+link), chromedp.WaitVisible(css(`#lesson-result`)))
	fit := get(t, phone, "lesson box", chromedp.Evaluate[bool](`(() => {
		const r = document.getElementById('lesson').getBoundingClientRect();
		const f = parseFloat(getComputedStyle(document.getElementById('lesson-text')).fontSize);
		return r.left >= 0 && r.right <= window.innerWidth && f >= 14;
	})()`))
	if !fit {
		t.Fatal("the lesson panel does not fit a 390 px screen, or its text is too small")
	}
	run(t, phone, "scroll", chromedp.ScrollIntoView(css(`#lesson`)))
	shot(t, phone, "phone")
}

// TestTwoPlayerTutorialFromTheHomePage starts tutorial 6 in hotseat from the home
// page on a phone-sized screen: the lesson, its rings and the 7.3 question over the
// tutorial's fixed hands.
func TestTwoPlayerTutorialFromTheHomePage(t *testing.T) {
	s := newSite(t)
	ctx := browser(t, 390, 844)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "home page", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#tut-6-hotseat`)))
	shot(t, ctx, "home-phone")
	run(t, ctx, "start tutorial 6", chromedp.Click(css(`#tut-6-hotseat`)), chromedp.WaitVisible(css(`#cover`)))
	uncover(t, ctx)
	run(t, ctx, "lesson", chromedp.WaitVisible(css(`#lesson[data-step="1"]`)),
		chromedp.WaitVisible(css(`#choices button[data-action="campaign-first"]`)))
	rings := get(t, ctx, "rings", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#ov-rings .lesson-ring')].map((c) => c.dataset.lesson).sort()`))
	if strings.Join(rings, " ") != "agrigentum syracuse" {
		t.Fatalf("lesson rings %v", rings)
	}
	if text := get(t, ctx, "lesson", chromedp.Text(css(`#lesson-text`))); !strings.Contains(text, "Marcellus") {
		t.Fatalf("lesson text %q", text)
	}
	run(t, ctx, "Rome passes", chromedp.Click(css(`#choices button[data-action="pass"]`)), chromedp.WaitVisible(css(`#cover`)))
	uncover(t, ctx)
	run(t, ctx, "Carthage plays", chromedp.WaitVisible(css(`#choices button[data-group="card:2"], #choices button[data-action="event 2"]`)))
	if who := get(t, ctx, "viewer", chromedp.Evaluate[string](`document.body.dataset.viewer`)); who != "carthage" {
		t.Fatalf("after Rome passes, %s decides; want Carthage", who)
	}
	clickAction(t, ctx, "event 2")
	run(t, ctx, "Sicilia revolts", chromedp.WaitVisible(css(`#lesson[data-step="2"]`)))
	shot(t, ctx, "step2")
}
