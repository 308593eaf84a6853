package web_test

import (
	"context"
	"io/fs"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/chromedp/chromedp"

	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/server"
)

// Browser tests of issue 15's points 3 and 4: a readable board and whole cards.

// alpsSite is a server whose data has one more scenario, "test-alps": the 218 BC
// start with Hannibal's army (Mago, Gisgo, 10 CUs, 2 elephants) in Taurini, next
// to the Insubrians.
func alpsSite(t *testing.T) *site {
	t.Helper()
	files := fstest.MapFS{}
	err := fs.WalkDir(data.Embedded(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.Embedded(), p)
		files[p] = &fstest.MapFile{Data: b, Mode: 0o644}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	base := string(files["scenarios/218bc.yaml"].Data)
	alps := strings.Replace(base, "{space: saguntum, side: carthage, cus: 10, elephants: 2, generals: [hannibal, mago, gisgo]}",
		"{space: taurini, side: carthage, cus: 10, elephants: 2, generals: [hannibal, mago, gisgo]}", 1)
	alps = strings.Replace(alps, "key: 218bc", "key: test-alps", 1)
	if alps == base || !strings.Contains(alps, "test-alps") {
		t.Fatal("the 218 BC scenario file changed: the test's edit no longer applies")
	}
	files["scenarios/test-alps.yaml"] = &fstest.MapFile{Data: []byte(alps), Mode: 0o644}
	d, err := data.LoadFS(files)
	if err != nil {
		t.Fatalf("the test's data: %v", err)
	}
	return siteWith(t, func(o *server.Options) { o.Rules = title.Of(d) })
}

// boardFacts measures the counters on the page: the text wider than its box, the
// counters covering another counter, a space or a space's name, and the smallest
// hit area in screen pixels.
const boardFacts = `(() => {
	const boxes = [...document.querySelectorAll('#ov-units .stack')];
	const r = (e) => e.getBoundingClientRect();
	const cut = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
	const out = { counters: boxes.length, clipped: [], covers: [], minHit: 1e9, farthest: 0, farthestAt: '' };
	const rects = boxes.map((g) => r(g.querySelector('.box')));
	boxes.forEach((g, i) => {
		const w = Number(g.querySelector('.box').getAttribute('width'));
		for (const t of g.querySelectorAll('text')) if (t.getComputedTextLength() > w) out.clipped.push(t.textContent);
		const hit = r(document.querySelector('#ov-hits .hit[data-n="' + g.dataset.n + '"]'));
		out.minHit = Math.min(out.minHit, hit.width, hit.height);
		// How far the counter sits from its space, in counter sizes (width + height).
		const sym = document.querySelector('#board g.space[data-space="' + g.dataset.space + '"] .symbol');
		if (sym) {
			const a = rects[i], b = r(sym);
			const d = Math.hypot((a.left + a.right - b.left - b.right) / 2, (a.top + a.bottom - b.top - b.bottom) / 2) / (a.width + a.height);
			if (d > out.farthest) { out.farthest = d; out.farthestAt = g.dataset.space; }
		}
		for (let j = 0; j < i; j++) if (cut(rects[i], rects[j]) > 1) out.covers.push(g.dataset.space + ' covers the counter in ' + boxes[j].dataset.space);
		for (const s of document.querySelectorAll('#board g.space[data-space]')) {
			for (const e of s.querySelectorAll('.symbol, text.name')) if (cut(rects[i], r(e)) > 1) out.covers.push(g.dataset.space + ' covers ' + s.dataset.space + (e.matches('text') ? "'s name" : ''));
		}
	});
	return out;
})()`

type boardFactsT struct {
	Counters int      `json:"counters"`
	Clipped  []string `json:"clipped"`
	Covers   []string `json:"covers"`
	MinHit   float64  `json:"minHit"`
	// Farthest is the greatest distance of a counter from its space's symbol,
	// centre to centre, in counter sizes (width + height); FarthestAt its space.
	Farthest   float64 `json:"farthest"`
	FarthestAt string  `json:"farthestAt"`
}

// TestBoardReadable (issue 15.3): at desktop size no counter's text is clipped,
// no counter covers another, a space or a name (Hannibal in Taurini leaves the
// Insubrians visible); the generals a choice is about are ringed; on a phone every
// counter is a finger-sized target and a tap on it is the counter's.
func TestBoardReadable(t *testing.T) {
	t.Run("the 218 BC start", countersNearTheirSpaces)
	s := alpsSite(t)
	seed := uint64(5)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Scenario: "test-alps", Seed: &seed})
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Carthage's page", chromedp.Navigate(s.url+"/play/"+toks[seatCarthage]), chromedp.WaitVisible(css(`#ov-units .stack[data-generals~="hannibal"]`)))
	shot(t, ctx, "desktop")
	f := get(t, ctx, "board facts", chromedp.Evaluate[boardFactsT](boardFacts))
	if f.Counters < 5 || len(f.Clipped) > 0 || len(f.Covers) > 0 {
		t.Fatalf("%d counters; clipped text %q; covering %q", f.Counters, f.Clipped, f.Covers)
	}
	label := get(t, ctx, "Hannibal's counter", chromedp.Evaluate[string](`document.querySelector('#ov-units .stack[data-generals~="hannibal"] text').textContent`))
	if label != "Hannibal +2" {
		t.Errorf("Hannibal's counter reads %q", label)
	}
	// The Insubrians' symbol is what a click on it reaches.
	top := get(t, ctx, "the Insubrians", chromedp.Evaluate[string](`(() => {
		const b = document.querySelector('#board g.space[data-space="insubrians"] .symbol').getBoundingClientRect();
		const e = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
		return (e.closest('[data-space]') || {dataset: {}}).dataset.space || e.tagName;
	})()`))
	if top != "insubrians" {
		t.Errorf("a click on the Insubrians reaches %q", top)
	}

	// The generals a choice names are ringed: play a card for a move.
	untilSide(t, s, ctx, toks, seatCarthage, "card-play")
	st := s.state(toks[seatCarthage])
	var move title.Choice
	for _, c := range st.Legal {
		if strings.HasPrefix(c.Action, "ops ") && strings.HasSuffix(c.Action, " move") {
			move = c
			break
		}
	}
	if move.Action == "" {
		t.Fatalf("Carthage cannot play a card for a move: %+v", st.Legal)
	}
	s.post(toks[seatCarthage], move.Action, st.Version)
	waitVersion(t, ctx, st.Version+1)
	st = s.state(toks[seatCarthage])
	named := map[string]bool{}
	for _, c := range st.Legal {
		if c.General != "" {
			named[c.General] = true
		}
	}
	ringed := get(t, ctx, "rings", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#ov-units .stack')].filter((g) => g.querySelector('.general-ring')).map((g) => g.dataset.generals)`))
	if len(named) == 0 || len(ringed) == 0 {
		t.Fatalf("choices name %v, rings around %q", named, ringed)
	}
	for _, gens := range ringed {
		ok := false
		for _, g := range strings.Fields(gens) {
			ok = ok || named[g]
		}
		if !ok {
			t.Errorf("a ring around %q, whom no choice names (%v)", gens, named)
		}
	}
	shot(t, ctx, "rings")

	// A phone: finger-sized counters; a tap on Hannibal's counter offers his
	// choices, not those of a space underneath.
	phone := browser(t, 390, 844)
	run(t, phone, "phone screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noAutoPass(t, phone, s.url)
	run(t, phone, "opening Carthage's page", chromedp.Navigate(s.url+"/play/"+toks[seatCarthage]), chromedp.WaitVisible(css(`#ov-units .stack[data-generals~="hannibal"] .general-ring`)))
	shot(t, phone, "phone")
	f = get(t, phone, "board facts", chromedp.Evaluate[boardFactsT](boardFacts))
	if f.MinHit < 40 || len(f.Clipped) > 0 {
		t.Fatalf("on a phone the smallest counter target is %.0f px; clipped %q", f.MinHit, f.Clipped)
	}
	hit := get(t, phone, "a tap on Hannibal", chromedp.Evaluate[string](`(() => {
		const b = document.querySelector('#ov-units .stack[data-generals~="hannibal"] .box').getBoundingClientRect();
		const e = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
		const g = e.closest('.stack');
		return g ? g.dataset.generals : 'missed: ' + e.tagName + ' ' + e.getAttribute('class');
	})()`))
	if !strings.Contains(hit, "hannibal") {
		t.Fatalf("a tap on Hannibal's counter reaches %q", hit)
	}
	tap(t, phone, `#ov-units .stack[data-generals~="hannibal"] .box`)
	// The stack's generals' choices: a menu when there are several.
	if get(t, phone, "menu", chromedp.Evaluate[bool](`!document.getElementById('menu').hidden`)) {
		items := get(t, phone, "menu items", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#menu button[data-action]')].map((b) => b.dataset.action)`))
		for _, a := range items {
			if !strings.HasPrefix(a, "activate ") || !named[strings.TrimPrefix(a, "activate ")] {
				t.Errorf("the counter's menu offers %q", a)
			}
		}
		tap(t, phone, `#menu button[data-action="activate hannibal"]`)
	}
	waitVersion(t, phone, st.Version+1)
	if after := s.state(toks[seatCarthage]); !strings.Contains(after.Log.Lines[len(after.Log.Lines)-1].Text+after.View.Decision.Prompt, "Hannibal") {
		t.Errorf("the tap did not choose Hannibal: %+v", after.View.Decision)
	}
}

// untilSide answers for both sides over the API (the first legal action) until
// side decides a decision of the kind, and waits for the page to show it.
func untilSide(t *testing.T, s *site, ctx context.Context, toks map[string]string, side, kind string) {
	t.Helper()
	other := seatRome
	if side == seatRome {
		other = seatCarthage
	}
	for i := 0; i < 80; i++ {
		st := s.state(toks[side])
		if st.View.Decision.Side == side && st.View.Decision.Kind == kind {
			waitVersion(t, ctx, st.Version)
			return
		}
		for _, seat := range []string{side, other} {
			c := s.state(toks[seat])
			if len(c.Legal) > 0 {
				s.post(toks[seat], c.Legal[0].Action, c.Version)
				break
			}
		}
	}
	t.Fatalf("%s never had a %s decision", side, kind)
}

// TestCardsWhole (issue 15.4): a card in the hand shows its whole text on hover
// (a mouse) or once chosen (a tap), with no scroll box; a card in the discard
// pile shows whole on a tap; no card's text sends the reader to another card.
func TestCardsWhole(t *testing.T) {
	s := newSite(t)
	seed := uint64(2024)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#hand .card`)))
	st := s.state(toks[seatRome])
	for n, c := range st.Cards {
		if strings.Contains(strings.ToLower(c.Effect), "same as") {
			t.Errorf("card %s reads %q", n, c.Effect)
		}
	}
	// The longest effect in the hand, hovered.
	longest := 0
	for _, n := range st.View.Hand {
		if c := st.Cards[itoa(n)]; longest == 0 || len(c.Effect) > len(st.Cards[itoa(longest)].Effect) {
			longest = n
		}
	}
	want := st.Cards[itoa(longest)].Effect
	sel := `#hand .card[data-card="` + itoa(longest) + `"] .effect`
	scrolls := get(t, ctx, "scroll boxes", chromedp.Evaluate[int](`[...document.querySelectorAll('#hand .effect')].filter((e) => getComputedStyle(e).overflowY === 'auto' || getComputedStyle(e).overflowY === 'scroll').length`))
	if scrolls != 0 {
		t.Errorf("%d card texts are scroll boxes", scrolls)
	}
	run(t, ctx, "scrolling to the card", chromedp.ScrollIntoView(css(sel)))
	at := get(t, ctx, "the card's place", chromedp.Evaluate[[]float64](`(() => { const b = document.querySelector('`+sel+`').getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; })()`))
	run(t, ctx, "hovering the card", chromedp.MouseEvent("mouseMoved", at[0], at[1]), chromedp.WaitVisible(css(`#cardpop`)))
	pop := get(t, ctx, "the whole card", chromedp.Evaluate[[]string](`[document.querySelector('#cardpop .whole').textContent, String(document.querySelector('#cardpop').scrollHeight <= document.querySelector('#cardpop').clientHeight + 1)]`))
	if pop[0] != want || pop[1] != "true" {
		t.Fatalf("the card shown whole reads %q (fits: %s), want %q", pop[0], pop[1], want)
	}
	shot(t, ctx, "hover")

	// A phone: a tap on a card of the hand chooses it and shows it whole.
	phone := browser(t, 390, 844)
	run(t, phone, "phone screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noAutoPass(t, phone, s.url)
	run(t, phone, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`#hand .card`)))
	st = untilRome(t, s, phone, toks, "card-play")
	// The longest text among the cards Rome may play now.
	longest = 0
	for _, c := range st.Legal {
		if c.Card > 0 && (longest == 0 || len(st.Cards[itoa(c.Card)].Effect) > len(st.Cards[itoa(longest)].Effect)) {
			longest = c.Card
		}
	}
	want = st.Cards[itoa(longest)].Effect
	card := `#hand .card[data-card="` + itoa(longest) + `"]`
	tap(t, phone, card+" h3")
	run(t, phone, "the card chosen", chromedp.WaitVisible(css(card+".chosen")))
	whole := get(t, phone, "the chosen card", chromedp.Evaluate[[]string](`(() => { const e = document.querySelector('`+card+` .effect'); return [e.textContent, String(e.scrollHeight <= e.clientHeight + 1)]; })()`))
	if whole[0] != want || whole[1] != "true" {
		t.Fatalf("the chosen card reads %q (whole: %s)", whole[0], whole[1])
	}
	shot(t, phone, "chosen")
}

func itoa(n int) string { return strconv.Itoa(n) }

// tap touches the middle of the element a selector names, scrolled to the middle
// of the screen (the controls stay on top of it), as a finger would.
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	at := get(t, ctx, "where "+sel+" is", chromedp.Evaluate[[]float64](`(() => {
		const e = document.querySelector(`+jsString(sel)+`);
		e.scrollIntoView({block: 'center', inline: 'nearest'});
		const b = e.getBoundingClientRect();
		return [b.left + b.width / 2, b.top + b.height / 2];
	})()`))
	run(t, ctx, "tapping "+sel, chromedp.TapXY(at[0], at[1]))
}

// countersNearTheirSpaces: at the start of the 218 BC scenario on Carthage's
// page at desktop size, no counter is pushed far from its space (Hannibal's
// army once landed by Salmantica, far from Saguntum, to cover nothing).
func countersNearTheirSpaces(t *testing.T) {
	s := newSite(t)
	seed := uint64(5)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Carthage's page", chromedp.Navigate(s.url+"/play/"+toks[seatCarthage]), chromedp.WaitVisible(css(`#ov-units .stack[data-generals~="hannibal"]`)))
	f := get(t, ctx, "board facts", chromedp.Evaluate[boardFactsT](boardFacts))
	t.Logf("%d counters; the farthest, in %s, %.2f counter sizes from its space", f.Counters, f.FarthestAt, f.Farthest)
	if f.Counters < 5 || f.Farthest > 1.0 {
		t.Fatalf("%d counters; the counter in %s is %.2f counter sizes from its space", f.Counters, f.FarthestAt, f.Farthest)
	}
}
