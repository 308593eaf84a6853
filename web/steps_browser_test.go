package web_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"punic/hannibal/title"
	"punic/server"
)

// Browser tests of issue 15's points 1 and 2: choosing in steps, and passing
// automatically when nothing can be played.

// noAutoPass turns the page's automatic pass off on this browser: a test that
// plays step by step over the API wants every decision on the page.
func noAutoPass(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	run(t, ctx, "lobby", chromedp.Navigate(url+"/"))
	get(t, ctx, "automatic pass off", chromedp.Evaluate[bool](`(localStorage.setItem('punic-autopass', '0'), true)`))
}

// openedGroup tells whether a group of choices is open in the prompt.
func openedGroup(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return get(t, ctx, "open group", chromedp.Evaluate[bool](`!!document.querySelector('#choices .group-body')`))
}

// members counts the legal actions of a group.
func members(legal []title.Choice, group string) int {
	n := 0
	for _, c := range legal {
		if c.Group == group {
			n++
		}
	}
	return n
}

// choose takes legal action c in the prompt as a player would: it opens c's
// group, sets the stepper to c's number of CUs, and clicks c.
func choose(t *testing.T, ctx context.Context, legal []title.Choice, c title.Choice) {
	t.Helper()
	if c.Group != "" && members(legal, c.Group) > 1 {
		gsel := fmt.Sprintf(`#choices button.group[data-group=%s]`, jsString(c.Group))
		open := get(t, ctx, "group open?", chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector(%s)||{getAttribute:()=>''}).getAttribute('aria-expanded')`, jsString(gsel))))
		if open != "true" {
			run(t, ctx, "opening "+c.Group, chromedp.Click(css(gsel)), chromedp.WaitVisible(css(`#choices .group-body`)))
		}
		if c.Count != nil {
			for i := 0; i < 40; i++ {
				at := get(t, ctx, "stepper", chromedp.Evaluate[string](`document.querySelector('#choices .step-value').dataset.count`))
				n, _ := strconv.Atoi(at)
				if n == *c.Count {
					break
				}
				btn := `#choices .step-up`
				if n > *c.Count {
					btn = `#choices .step-down`
				}
				run(t, ctx, "stepper", chromedp.Click(css(btn)))
			}
		}
	}
	// The choices are drawn again when any state arrives (a presence change, the
	// bot's thinking mark), so the button found may be replaced before the
	// click lands: look it up again then, as a player's second click would.
	sel := css(fmt.Sprintf(`#choices button[data-action=%s]`, jsString(c.Action)))
	var err error
	for try := 0; try < 3; try++ {
		if _, err = chromedp.Run(ctx, chromedp.Click(sel)); err == nil || !strings.Contains(err.Error(), "Could not find node") {
			break
		}
	}
	if err != nil {
		t.Fatalf("choosing %s: %v", c.Action, err)
	}
}

// topLevel lists the prompt's top-level entries: "group:KEY:LABEL" or
// "action:TEXT".
func topLevel(t *testing.T, ctx context.Context) []string {
	t.Helper()
	return get(t, ctx, "entries", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#choices > button')].map((b) => b.dataset.group ? 'group:' + b.dataset.group + ':' + b.textContent : 'action:' + b.dataset.action)`))
}

// untilRome answers for Carthage over the API and waits for Rome's page until
// Rome decides a decision of one of the kinds.
func untilRome(t *testing.T, s *site, ctx context.Context, toks map[string]string, kinds ...string) *stateMsg {
	t.Helper()
	for i := 0; i < 80; i++ {
		st := s.state(toks[seatRome])
		if st.View.Decision.Side == seatRome {
			for _, k := range kinds {
				if st.View.Decision.Kind == k {
					waitVersion(t, ctx, st.Version)
					return st
				}
			}
			s.post(toks[seatRome], st.Legal[0].Action, st.Version)
			continue
		}
		c := s.state(toks[seatCarthage])
		if len(c.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		s.post(toks[seatCarthage], c.Legal[0].Action, c.Version)
	}
	t.Fatalf("Rome never had a decision of kind %v", kinds)
	return nil
}

var countInLabel = regexp.MustCompile(`\((\d+)\)▸?▾?$`)

// TestChoicesInSteps (issue 15.1): a card first, then what to do with it on the
// card; the CUs on a stepper that starts at the usual number; drop-offs behind
// one control. Every legal action stays reachable, and only those.
func TestChoicesInSteps(t *testing.T) {
	s := newSite(t)
	seed := uint64(2024)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	ctx := browser(t, 1440, 900)
	noAutoPass(t, ctx, s.url)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`body[data-version]`)))
	st := untilRome(t, s, ctx, toks, "card-play")

	// One entry per card in the prompt, each saying how many ways it has.
	entries := topLevel(t, ctx)
	cards := map[int]bool{}
	for _, c := range st.Legal {
		if c.Card > 0 {
			cards[c.Card] = true
		}
	}
	total, groups := 0, 0
	for _, e := range entries {
		if strings.HasPrefix(e, "action:") {
			total++
			continue
		}
		groups++
		m := countInLabel.FindStringSubmatch(e)
		if m == nil {
			t.Fatalf("group entry %q does not say its number of choices", e)
		}
		n, _ := strconv.Atoi(m[1])
		total += n
	}
	if total != len(st.Legal) || groups != len(cards) || len(entries) >= len(st.Legal) {
		t.Fatalf("the prompt offers %d entries (%d card groups) for %d legal actions on %d cards: %q", len(entries), groups, len(st.Legal), len(cards), entries)
	}
	// No card's buttons before the card is chosen; then exactly its actions, on it.
	if n := get(t, ctx, "hand buttons", chromedp.Evaluate[int](`document.querySelectorAll('#hand button[data-action]').length`)); n != 0 {
		t.Fatalf("%d action buttons in the hand before a card is chosen", n)
	}
	var pick title.Choice
	for _, c := range st.Legal {
		if strings.HasPrefix(c.Action, "ops ") && strings.HasSuffix(c.Action, " move") {
			pick = c
			break
		}
	}
	if pick.Action == "" {
		t.Fatalf("no card to play for a move among %d actions", len(st.Legal))
	}
	card := fmt.Sprintf(`#hand .card[data-card="%d"]`, pick.Card)
	run(t, ctx, "choosing the card", chromedp.Click(css(card+" h3")), chromedp.WaitVisible(css(card+" .card-choices")))
	onCard := get(t, ctx, "the card's buttons", chromedp.Evaluate[[]string](fmt.Sprintf(`[...document.querySelectorAll(%s)].map((b) => b.dataset.action + '=' + b.textContent)`, jsString(card+" button[data-action]"))))
	want := 0
	for _, c := range st.Legal {
		if c.Card == pick.Card {
			want++
			found := false
			for _, b := range onCard {
				if strings.HasPrefix(b, c.Action+"=") {
					found = true
				}
			}
			if !found {
				t.Errorf("card #%d lacks %q: %q", pick.Card, c.Action, onCard)
			}
		}
	}
	if len(onCard) != want {
		t.Fatalf("card #%d offers %q, want its %d legal actions", pick.Card, onCard, want)
	}
	text := get(t, ctx, "hand and prompt", chromedp.Evaluate[string](`document.getElementById('hand').innerText + ' ' + document.getElementById('choices').innerText`))
	if strings.Contains(text, " 1 OPs") {
		t.Errorf("a label says \"1 OPs\": %q", text)
	}
	shot(t, ctx, "card-chosen")
	run(t, ctx, "playing "+pick.Action, chromedp.Click(css(fmt.Sprintf(`%s button[data-action=%s]`, card, jsString(pick.Action)))))
	waitVersion(t, ctx, st.Version+1)

	// The general to move, then the CUs: one stepper at the most CUs allowed; the
	// prompt says why some numbers are missing (18.1, a consul keeps 5 CUs).
	st = s.state(toks[seatRome])
	if st.View.Decision.Kind != "activate" {
		t.Fatalf("after an OPs move: %+v", st.View.Decision)
	}
	var scipio title.Choice
	for _, c := range st.Legal {
		if c.Action == "activate p-scipio" {
			scipio = c
		}
	}
	if scipio.Action == "" {
		t.Fatalf("P. Scipio cannot move: %+v", st.Legal)
	}
	choose(t, ctx, st.Legal, scipio)
	waitVersion(t, ctx, st.Version+1)
	st = s.state(toks[seatRome])
	for st.View.Decision.Kind == "subordinates" {
		choose(t, ctx, st.Legal, st.Legal[0])
		waitVersion(t, ctx, st.Version+1)
		st = s.state(toks[seatRome])
	}
	if st.View.Decision.Kind != "take-cus" {
		t.Fatalf("after activating Scipio: %+v", st.View.Decision)
	}
	prompt := get(t, ctx, "prompt", chromedp.Text(css(`#prompt-text`)))
	if !strings.Contains(prompt, "18.1") || !strings.Contains(prompt, "5 CUs") {
		t.Errorf("the prompt does not say why 1-4 CUs are missing: %q", prompt)
	}
	entries = topLevel(t, ctx)
	if len(entries) != 1 || !strings.HasPrefix(entries[0], "group:take:") {
		t.Fatalf("the CUs are offered as %q", entries)
	}
	run(t, ctx, "opening the CUs", chromedp.Click(css(`#choices button.group`)), chromedp.WaitVisible(css(`#choices .stepper`)))
	most := -1
	var take title.Choice
	for _, c := range st.Legal {
		if c.Count != nil && *c.Count > most {
			most, take = *c.Count, c
		}
	}
	at := get(t, ctx, "stepper", chromedp.Evaluate[string](`document.querySelector('#choices .step-value').dataset.count`))
	if at != strconv.Itoa(most) {
		t.Fatalf("the stepper starts at %s CUs, want the most, %d", at, most)
	}
	if text := get(t, ctx, "stepper text", chromedp.Evaluate[string](`document.querySelector('#choices .step-value').textContent`)); text != fmt.Sprintf("%d CUs", most) {
		t.Errorf("the stepper reads %q, want %q", text, fmt.Sprintf("%d CUs", most))
	}
	shot(t, ctx, "stepper")
	choose(t, ctx, st.Legal, take)
	waitVersion(t, ctx, st.Version+1)

	// Moving: the drop-offs are behind one "Drop off…" control.
	st = s.state(toks[seatRome])
	if st.View.Decision.Kind != "move" {
		t.Fatalf("after taking the CUs: %+v", st.View.Decision)
	}
	drops := members(st.Legal, "drop")
	entries = topLevel(t, ctx)
	dropEntries := 0
	for _, e := range entries {
		if strings.HasPrefix(e, "group:drop:") || strings.HasPrefix(e, "action:drop") {
			dropEntries++
		}
	}
	if drops > 0 && dropEntries != 1 {
		t.Fatalf("%d drop-off actions are offered as %d entries: %q", drops, dropEntries, entries)
	}
	if len(entries) > 12 {
		t.Errorf("%d entries for a move: %q", len(entries), entries)
	}
	shot(t, ctx, "moving")
}

// TestAutoPassWhenNothingToPlay (issue 15.2): a window whose only answers decline
// (7.3's question to Rome without a campaign card, seed 77) is answered by the
// page after 1.2-2 s, whatever the hand; the player can turn it off (kept on
// this browser) or answer himself.
func TestAutoPassWhenNothingToPlay(t *testing.T) {
	s := newSite(t)
	seed := uint64(77)
	toks := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	if st := s.state(toks[seatRome]); len(st.Legal) != 1 || !st.Legal[0].Pass {
		t.Fatalf("Rome's first answers: %+v", st.Legal)
	}
	ctx := browser(t, 1440, 900)
	run(t, ctx, "opening Rome's page", chromedp.Navigate(s.url+"/play/"+toks[seatRome]), chromedp.WaitVisible(css(`body[data-version="0"]`)))
	start := time.Now()
	if !get(t, ctx, "the box", chromedp.Evaluate[bool](`document.getElementById('autopass').checked`)) {
		t.Fatal("passing automatically is not on by default")
	}
	run(t, ctx, "the note", chromedp.WaitVisible(css(`#autopass-note`)))
	run(t, ctx, "the page passes", chromedp.WaitVisible(css(`body[data-version="1"]`)))
	// The page's own clock: from the state drawn to the answer sent.
	if took := time.Since(start); took > 6*time.Second {
		t.Errorf("the page passed after %v, want 1.2-2 s", took)
	}
	if ms := get(t, ctx, "the delay", chromedp.Evaluate[[]float64](`window.punicStats.autoPassMs`)); len(ms) != 1 || ms[0] < 1200 || ms[0] > 2100 {
		t.Errorf("the page waited %v ms, want 1200-2000", ms)
	}
	if st := s.state(toks[seatRome]); st.Version != 1 || st.View.Decision.Side != seatCarthage {
		t.Fatalf("after the automatic pass: version %d, %+v", st.Version, st.View.Decision)
	}
	if n := get(t, ctx, "passes", chromedp.Evaluate[int](`window.punicStats.autoPasses`)); n != 1 {
		t.Errorf("%d automatic passes, want 1", n)
	}

	// "Let me answer": the page waits for the player.
	toks2 := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	run(t, ctx, "a second game", chromedp.Navigate(s.url+"/play/"+toks2[seatRome]), chromedp.WaitVisible(css(`#autopass-stop`)))
	run(t, ctx, "answering myself", chromedp.Click(css(`#autopass-stop`)), chromedp.Sleep(2500*time.Millisecond))
	if st := s.state(toks2[seatRome]); st.Version != 0 {
		t.Fatalf("the page passed after \"Let me answer\" (version %d)", st.Version)
	}
	// Off: kept on this browser, and the page never passes by itself.
	run(t, ctx, "turning it off", chromedp.Click(css(`#autopass`)))
	if v := get(t, ctx, "stored", chromedp.Evaluate[string](`localStorage.getItem('punic-autopass')`)); v != "0" {
		t.Fatalf("the choice is stored as %q", v)
	}
	toks3 := s.create(server.CreateRequest{Mode: server.ModeOnline, Seed: &seed})
	run(t, ctx, "a third game", chromedp.Navigate(s.url+"/play/"+toks3[seatRome]), chromedp.WaitVisible(css(`#choices button[data-action="pass"]`)), chromedp.Sleep(2500*time.Millisecond))
	if st := s.state(toks3[seatRome]); st.Version != 0 {
		t.Fatalf("the page passed with the box off (version %d)", st.Version)
	}
	if get(t, ctx, "the box", chromedp.Evaluate[bool](`document.getElementById('autopass').checked`)) {
		t.Fatal("the box is on again after a reload")
	}
	shot(t, ctx, "off")
}

// clickAction takes the legal action with this text form in the prompt, opening
// the card's group first when the action plays a card with other ways to play.
func clickAction(t *testing.T, ctx context.Context, action string) {
	t.Helper()
	sel := `#choices button[data-action=` + jsString(action) + `]`
	if !get(t, ctx, "is "+action+" shown", chromedp.Evaluate[bool](`!!document.querySelector(`+jsString(sel)+`)`)) {
		f := strings.Fields(action)
		if len(f) < 2 {
			t.Fatalf("%q is not on the page", action)
		}
		group := `#choices button.group[data-group=` + jsString("card:"+f[1]) + `]`
		run(t, ctx, "opening the group of "+action, chromedp.Click(css(group)), chromedp.WaitVisible(css(sel)))
	}
	run(t, ctx, "playing "+action, chromedp.Click(css(sel)))
}

// samePage tells whether the page still shows version v (no action was taken).
func samePage(t *testing.T, ctx context.Context, v int64) bool {
	t.Helper()
	return get(t, ctx, "version", chromedp.Evaluate[string](`document.body.dataset.version`)) == strconv.FormatInt(v, 10)
}
