package web_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	_ "punic/punicwars/title" // the second game, beside Hannibal
)

// TestPunicWarsFromTheHomePage (issue 16, one front end for two games): the
// lobby offers both games; choosing The Punic Wars fills the form with its own
// scenarios, sides and bots, and creates a game against the bot whose page is
// the same shell: the game's prompt and choices, one action played by clicking
// a choice. With the game's module (web/static/games/punicwars.js) the board
// is drawn; without it the page says the board could not be loaded and still
// plays.
func TestPunicWarsFromTheHomePage(t *testing.T) {
	s := newSite(t)
	ctx := browser(t, 1440, 900)
	run(t, ctx, "the lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#game option[value="punicwars"]`)), chromedp.WaitReady(css(`#bot option`)))
	if g := get(t, ctx, "the game chosen first", chromedp.Value(css(`#game`))); g != "hannibal" {
		t.Fatalf("the default game is %q", g)
	}
	get(t, ctx, "choosing The Punic Wars", chromedp.Evaluate[bool](`(() => { const s = document.getElementById('game'); s.value = 'punicwars'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`))
	run(t, ctx, "its scenarios", chromedp.WaitReady(css(`#scenario option[value="third"]`)))
	scenarios := get(t, ctx, "the scenarios offered", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#scenario option')].map((o) => o.value + (o.selected ? '*' : ''))`))
	if strings.Join(scenarios, ",") != "first,second*,third" {
		t.Fatalf("scenarios %q", scenarios)
	}
	bots := get(t, ctx, "the bots offered", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#bot option')].map((o) => o.value)`))
	if !strings.Contains(strings.Join(bots, ","), "random") || strings.Contains(strings.Join(bots, ","), "policy") {
		t.Fatalf("bots %q", bots)
	}
	if hidden := get(t, ctx, "no tutorials, no rules choice", chromedp.Evaluate[bool](`document.getElementById('learn').hidden && document.getElementById('rules-choice').hidden`)); !hidden {
		t.Error("The Punic Wars shows tutorials or a rules choice")
	}
	shot(t, ctx, "lobby")
	run(t, ctx, "a game against the bot",
		chromedp.Click(css(`input[value="ai"]`)),
		chromedp.SetValue(css(`#bot`), "random"),
		chromedp.SetValue(css(`#side`), "carthage"),
		chromedp.Click(css(`#start`)),
		chromedp.WaitReady(css(`body[data-game="punicwars"][data-version]`)),
		chromedp.WaitVisible(css(`#choices button`)))
	title := get(t, ctx, "the page's title", chromedp.Evaluate[string](`document.title`))
	prompt := get(t, ctx, "the prompt", chromedp.Text(css(`#prompt-text`)))
	top := get(t, ctx, "the top bar", chromedp.Text(css(`#turn`)))
	players := get(t, ctx, "the players", chromedp.Text(css(`#players`)))
	if !strings.Contains(title, "punic: The Punic Wars") || !strings.Contains(prompt, "Carthage") || top == "" || top == "Loading…" ||
		!strings.Contains(players, "Carthage you") || !strings.Contains(players, "AI (random)") {
		t.Fatalf("title %q, prompt %q, top %q, players %q", title, prompt, top, players)
	}
	_, err := os.Stat("static/games/punicwars.js")
	module := err == nil
	if module {
		run(t, ctx, "the board drawn", chromedp.WaitReady(css(`#board svg`)))
	} else {
		run(t, ctx, "the module missing, said", chromedp.WaitReady(css(`body[data-module="missing"]`)))
		if msg := get(t, ctx, "the toast", chromedp.Evaluate[string](`document.getElementById('toast').textContent`)); !strings.Contains(msg, "This game's board could not be loaded") {
			t.Fatalf("toast %q", msg)
		}
	}
	shot(t, ctx, "game")
	// One action by clicking a choice: a plain choice, or the first of a group
	// opened.
	v0, _ := strconv.Atoi(get(t, ctx, "the version", chromedp.Evaluate[string](`document.body.dataset.version`)))
	action := get(t, ctx, "clicking a choice", chromedp.Evaluate[string](`(() => {
		let b = document.querySelector('#choices > button[data-action]');
		if (!b) { document.querySelector('#choices button[data-group]').click(); return ''; }
		b.click();
		return b.dataset.action;
	})()`))
	if action == "" {
		run(t, ctx, "the group opened", chromedp.WaitVisible(css(`#choices .group-body button[data-action]`)))
		action = get(t, ctx, "clicking a choice of the group", chromedp.Evaluate[string](`(() => { const b = document.querySelector('#choices .group-body button[data-action]'); b.click(); return b.dataset.action; })()`))
	}
	run(t, ctx, "the action played", chromedp.WaitReady(css(`body:not([data-version="`+strconv.Itoa(v0)+`"])`)))
	log := get(t, ctx, "the log", chromedp.Text(css(`#log`)))
	if action == "" || !strings.Contains(log, "Carthage") {
		t.Fatalf("action %q, log %q", action, log)
	}
	shot(t, ctx, "played")

	// The lobby lists the game with its name.
	run(t, ctx, "back to the lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitVisible(css(`#my-games li .game-status:not(:empty)`)))
	if li := get(t, ctx, "the game on this browser", chromedp.Text(css(`#my-games li`))); !strings.Contains(li, "The Punic Wars") {
		t.Fatalf("my games: %q", li)
	}
}
