package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"punic/game"
	"punic/punicwars"
	pwtitle "punic/punicwars/title"
	"punic/web"
)

// The Punic Wars' page module (web/static/games/punicwars.js) in real
// Chromium, without the server: a small stand-in for the page's shell (this
// test's, not the product's) imports the module, gives it the game's static
// facts, its board drawing and the views and choices of a real game played at
// random to a move, an attack, a diplomacy phase, an election and a face-down
// force hidden from the enemy, seen by each side; the test checks what the page
// draws and what a click on the board does.

// pwScene is one moment of the game as one side sees it.
type pwScene struct {
	View    json.RawMessage `json:"view"`
	Choices []any           `json:"choices"`
	Log     []pwLogLine     `json:"log"`
}

// pwLogLine is a log line as a state message carries it.
type pwLogLine struct {
	Turn int    `json:"turn"`
	Rule string `json:"rule,omitempty"`
	Text string `json:"text"`
}

// pwMoment is one moment found in the game: each side's scene, and the view of
// each side for the test's checks.
type pwMoment struct {
	Scenes map[string]pwScene `json:"scenes"` // by viewer: rome, carthage
	views  map[string]*punicwars.View
}

// pwMoments plays a game of the Second Punic War at random (never offering to
// end it) and keeps the first moment of each kind the test looks at.
func pwMoments(t *testing.T, rules game.Rules) map[string]*pwMoment {
	t.Helper()
	web := rules.(game.Web)
	inst, err := rules.New(game.Options{Scenario: "second", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(3, 7))
	out := map[string]*pwMoment{}
	keep := func(name string) {
		m := &pwMoment{Scenes: map[string]pwScene{}, views: map[string]*punicwars.View{}}
		var log []pwLogLine
		for _, l := range inst.Log() {
			log = append(log, pwLogLine{Turn: l.Turn, Rule: l.Rule, Text: l.Text})
		}
		for p, key := range []string{"rome", "carthage"} {
			v := inst.View(game.Player(p)).(*punicwars.View)
			b, _ := json.Marshal(v)
			sc := pwScene{View: b, Choices: []any{}, Log: log}
			if inst.ToMove() == game.Player(p) {
				for _, a := range inst.Legal(nil) {
					sc.Choices = append(sc.Choices, web.Choice(inst.ActionText(a), inst.ActionLabel(a)))
				}
			}
			m.Scenes[key] = sc
			m.views[key] = v
		}
		out[name] = m
	}
	for step := 0; step < 4000 && inst.ToMove() != game.None; step++ {
		p := inst.ToMove()
		me := inst.View(p).(*punicwars.View)
		other := inst.View(1 - p).(*punicwars.View)
		k := me.Decision.Kind
		// A leader on the move with some MP spent, who may end his move or
		// take or leave Strength Points there (5.13): several choices on his hex.
		moving := false
		for _, l := range me.Leaders {
			moving = moving || l.Active && l.MP >= 2
		}
		forceChoices := 0
		for _, l := range me.Legal {
			if l.Text == "end" || strings.HasPrefix(l.Text, "attach ") || strings.HasPrefix(l.Text, "detach ") {
				forceChoices++
			}
		}
		moving = moving && forceChoices >= 2
		switch {
		case out["move"] == nil && k == "move" && moving && len(me.Attacks) == 0:
			keep("move")
		case out["attack"] == nil && len(me.Attacks) > 0:
			keep("attack")
		case out["diplomacy"] == nil && k == "bid" && me.Decision.Side == "rome":
			keep("diplomacy")
		case out["election"] == nil && me.Phase == "election" && (k == "elect-remove" || k == "place-leader"):
			keep("election")
		case out["hidden"] == nil && hasHidden(other):
			keep("hidden")
		}
		if len(out) == 5 {
			break
		}
		legal := inst.Legal(nil)
		a := legal[rnd.IntN(len(legal))]
		for range 8 {
			if inst.ActionText(a) != "offer end" {
				break
			}
			a = legal[rnd.IntN(len(legal))]
		}
		if err := inst.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	// Then the end by agreement (18.1): an offer, and the war over once accepted.
	for step := 0; step < 2000 && out["over"] == nil && inst.ToMove() != game.None; step++ {
		legal := inst.Legal(nil)
		a := legal[rnd.IntN(len(legal))]
		for _, l := range legal {
			switch inst.ActionText(l) {
			case "offer end":
				a = l
			case "accept":
				keep("offer")
				a = l
			}
		}
		if err := inst.Apply(a); err != nil {
			t.Fatal(err)
		}
		if inst.ToMove() == game.None && out["offer"] != nil {
			keep("over")
		}
	}
	for _, name := range []string{"move", "attack", "diplomacy", "election", "hidden", "offer", "over"} {
		if out[name] == nil {
			t.Fatalf("the random game met no %s moment", name)
		}
	}
	return out
}

// hasHidden reports whether a view shows a force whose strength it may not know.
func hasHidden(v *punicwars.View) bool {
	for _, h := range v.Hexes {
		for _, u := range h.Units {
			if u.Hidden {
				return true
			}
		}
	}
	return false
}

// pwShell is the test's stand-in for the page's shell: the contract's shell
// object (docs/architecture.md), recording what the module asks of it.
const pwShell = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>punic: The Punic Wars (module test)</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="stylesheet" href="/static/games/punicwars.css">
</head><body data-game="punicwars">
<header class="topbar"><a href="/">punic</a> <span id="turn">Loading…</span></header>
<main class="layout">
  <section class="board-pane" aria-label="Board">
    <div id="board" tabindex="0"></div>
    <div id="menu" class="menu" role="menu" hidden></div>
  </section>
  <aside class="side">
    <section id="prompt" class="panel"><h2>To do</h2><p id="prompt-text"></p></section>
    <div id="game-panels"></div>
  </aside>
</main>
<script type="module">
import { createGame } from '/static/games/punicwars.js';
const $ = (id) => document.getElementById(id);
function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}
const SIDE = { rome: 'Rome', carthage: 'Carthage' };
window.calls = [];
const shell = {
  game: 'punicwars',
  statics: await (await fetch('/statics')).json(),
  board: $('board'),
  panels: $('game-panels'),
  h,
  sideSpan: (s) => h('span', { class: s + '-text', text: SIDE[s] || s }),
  showMenu(list, x, y, title) {
    window.calls.push({ t: 'menu', actions: list.map((c) => c.action), title });
    const menu = $('menu');
    menu.replaceChildren(h('div', { class: 'menu-title', text: title }),
      ...list.map((c) => h('button', { type: 'button', 'data-action': c.action, text: c.label })));
    const pane = menu.parentElement.getBoundingClientRect();
    menu.style.left = Math.max(0, Math.min(x - pane.left, pane.width - 260)) + 'px';
    menu.style.top = Math.max(0, Math.min(y - pane.top, pane.height - 300)) + 'px';
    menu.hidden = false;
  },
  act(action) { window.calls.push({ t: 'act', action }); },
  toast(text) { window.calls.push({ t: 'toast', text }); },
};
const ui = createGame(shell);
await ui.load();
const scenes = await (await fetch('/scenes')).json();
window.ui = ui;
window.show = (name, viewer) => {
  const s = scenes[name].scenes[viewer];
  $('menu').hidden = true;
  window.dispatchEvent(new CustomEvent('punic:state', { detail: { log: { from: 0, lines: s.log } } }));
  ui.render(s.view, {}, s.choices, { history: false, viewer });
  $('turn').textContent = ui.topLine(s.view);
  $('prompt-text').textContent = s.view.decision.prompt;
  window.calls = [];
  return true;
};
document.body.dataset.ready = '1';
</script>
</body></html>`

// pwSite serves the app's files, the stand-in shell, the statics, the board
// drawing and the moments.
func pwSite(t *testing.T) (string, map[string]*pwMoment, *pwtitle.Static) {
	t.Helper()
	rules, err := pwtitle.Load("")
	if err != nil {
		t.Fatal(err)
	}
	moments := pwMoments(t, rules)
	statics, _ := json.Marshal(rules.(game.Web).Static())
	scenes, _ := json.Marshal(moments)
	var st pwtitle.Static
	if err := json.Unmarshal(statics, &st); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/static/", http.StripPrefix("/static/", web.Assets()))
	mux.HandleFunc("/shell", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(pwShell))
	})
	mux.HandleFunc("/statics", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(statics)
	})
	mux.HandleFunc("/scenes", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(scenes)
	})
	mux.HandleFunc("/board/punicwars.svg", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		if err := rules.DrawSVG(w); err != nil {
			http.Error(w, err.Error(), 500)
		}
	})
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	return hs.URL, moments, &st
}

// pwOpen loads the stand-in shell in a browser of the given size.
func pwOpen(t *testing.T, url string, width, height int) context.Context {
	t.Helper()
	ctx := browser(t, width, height)
	run(t, ctx, "opening the module's page", chromedp.Navigate(url+"/shell"), chromedp.WaitVisible(css(`body[data-ready="1"]`)))
	return ctx
}

// pwShow draws a moment as viewer sees it.
func pwShow(t *testing.T, ctx context.Context, name, viewer string) {
	t.Helper()
	if !get(t, ctx, "showing "+name, chromedp.Evaluate[bool](fmt.Sprintf(`show(%s, %s)`, jsString(name), jsString(viewer)))) {
		t.Fatalf("show %s for %s failed", name, viewer)
	}
}

// drawnStacks is what the board draws: by hex number, each counter's owner,
// type, posture and strength ("?" when hidden), in order.
func drawnStacks(t *testing.T, ctx context.Context) map[string][]string {
	t.Helper()
	return get(t, ctx, "reading the stacks", chromedp.Evaluate[map[string][]string](`(() => {
		const out = {};
		for (const g of document.querySelectorAll('#pw-units .pw-stack')) {
			out[g.dataset.hex] = [...g.querySelectorAll('.pw-unit')].map((u) =>
				[u.dataset.owner, u.dataset.type, u.dataset.facedown === 'true' ? 'down' : 'up', u.dataset.strength].join(' '));
		}
		return out;
	})()`))
}

// wantStacks is what a view says the board should draw.
func wantStacks(v *punicwars.View) map[string][]string {
	out := map[string][]string{}
	for _, h := range v.Hexes {
		key := fmt.Sprintf("%04d", h.Hex)
		out[key] = []string{}
		for _, u := range h.Units {
			n := fmt.Sprint(u.Strength)
			if u.Hidden {
				n = "?"
			}
			posture := "up"
			if u.FaceDown {
				posture = "down"
			}
			out[key] = append(out[key], strings.Join([]string{u.Owner, u.Type, posture, n}, " "))
		}
	}
	for _, l := range v.Leaders {
		key := fmt.Sprintf("%04d", l.Hex)
		if l.State == "map" && out[key] == nil {
			out[key] = []string{} // a leader alone
		}
	}
	return out
}

func TestPunicWarsModule(t *testing.T) {
	url, moments, st := pwSite(t)
	ctx := pwOpen(t, url, 1440, 900)

	// Every moment, both sides: the stacks on their hexes, as the view gives them.
	for _, name := range []string{"move", "attack", "diplomacy", "election", "hidden", "offer", "over"} {
		for _, viewer := range []string{"rome", "carthage"} {
			pwShow(t, ctx, name, viewer)
			got, want := drawnStacks(t, ctx), wantStacks(moments[name].views[viewer])
			if len(got) != len(want) {
				t.Fatalf("%s, %s: %d stacks drawn, the view has %d", name, viewer, len(got), len(want))
			}
			for hex, w := range want {
				if strings.Join(got[hex], "; ") != strings.Join(w, "; ") {
					t.Errorf("%s, %s: hex %s draws %q, the view has %q", name, viewer, hex, got[hex], w)
				}
			}
			checkPanels(t, ctx, name, viewer, moments[name].views[viewer], st)
		}
	}
	pwShow(t, ctx, "move", moments["move"].views["rome"].Decision.Side)
	shot(t, ctx, "move-1440")

	checkHidden(t, ctx, moments["hidden"])
	checkClicks(t, ctx, moments)
	checkZoom(t, ctx)

	checkEnd(t, ctx, moments)

	decider := moments["attack"].views["rome"].Decision.Side
	pwShow(t, ctx, "attack", decider)
	shot(t, ctx, "attack-1440")
	pwShow(t, ctx, "diplomacy", "rome")
	shot(t, ctx, "diplomacy-1440")
	pwShow(t, ctx, "election", "rome")
	shot(t, ctx, "election-1440")
}

// checkPanels compares the panels' numbers with the view's.
func checkPanels(t *testing.T, ctx context.Context, name, viewer string, v *punicwars.View, st *pwtitle.Static) {
	t.Helper()
	type panels struct {
		Treasury []string `json:"treasury"`
		VP       []string `json:"vp"`
		Phase    string   `json:"phase"`
		Top      string   `json:"top"`
		Odds     []string `json:"odds"`
		Losses   []string `json:"losses"`
		Bids     []string `json:"bids"`
		Election string   `json:"election"`
		Levels   int      `json:"levels"`
		Text     string   `json:"text"`
	}
	p := get(t, ctx, "reading the panels", chromedp.Evaluate[panels](`(() => {
		const all = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent);
		const cur = document.querySelector('.pw-track li.current');
		return {
			treasury: all('.pw-tp .pw-tp-n'), vp: all('.pw-vp .pw-vp-n'),
			phase: cur ? cur.dataset.phase : '', top: document.getElementById('turn').textContent,
			odds: [...document.querySelectorAll('.pw-attack')].map((a) => a.dataset.odds),
			losses: all('.pw-attack:first-of-type .pw-outcomes tbody tr td:nth-child(4)'),
			bids: [...document.querySelectorAll('[data-bid]')].map((b) => b.dataset.bid + ' ' + b.textContent),
			election: (document.querySelector('.pw-election') || {}).textContent || '',
			levels: document.querySelectorAll('.pw-levels li').length,
			text: document.getElementById('game-panels').textContent,
		};
	})()`))
	where := name + ", " + viewer
	if want := []string{fmt.Sprintf("%d TP", v.Treasury[0]), fmt.Sprintf("%d TP", v.Treasury[1])}; strings.Join(p.Treasury, ",") != strings.Join(want, ",") {
		t.Errorf("%s: the Treasury track shows %q, want %q", where, p.Treasury, want)
	}
	if want := []string{fmt.Sprintf("%d VP", v.VP[0]), fmt.Sprintf("%d VP", v.VP[1])}; strings.Join(p.VP, ",") != strings.Join(want, ",") {
		t.Errorf("%s: the Victory Points show %q, want %q", where, p.VP, want)
	}
	if want := v.Phasing + ":" + v.Phase; v.Over && p.Phase != "" || !v.Over && p.Phase != want {
		t.Errorf("%s: the phase track marks %q, want %q", where, p.Phase, want)
	}
	if !v.Over && !strings.Contains(p.Top, fmt.Sprintf("%d BC (Game-Turn %d)", v.Year, v.Turn)) {
		t.Errorf("%s: the top line is %q", where, p.Top)
	}
	if len(p.Odds) != len(v.Attacks) {
		t.Errorf("%s: %d attacks shown, the view has %d", where, len(p.Odds), len(v.Attacks))
	}
	for i, a := range v.Attacks {
		if i < len(p.Odds) && p.Odds[i] != a.Odds {
			t.Errorf("%s: attack %d shown at %s, the view says %s", where, i, p.Odds[i], a.Odds)
		}
	}
	if len(v.Attacks) > 0 {
		var want []string
		for _, o := range v.Attacks[0].Outcomes {
			want = append(want, fmt.Sprintf("%d SP (%d%%)", o.DefenderLoss, o.DefenderPct))
		}
		if strings.Join(p.Losses, ",") != strings.Join(want, ",") {
			t.Errorf("%s: the defender's losses by die show %q, want %q", where, p.Losses, want)
		}
		if !strings.Contains(p.Text, "Net die roll modifier") || !strings.Contains(p.Text, "(9.14)") {
			t.Errorf("%s: the odds panel lacks the modifiers or the MP cost: %s", where, p.Text)
		}
	}
	if v.Phase == "diplomacy" {
		bids := map[string]string{"rome": "not shown yet", "carthage": "not shown yet"}
		for _, b := range v.Bids {
			bids[b.Side] = fmt.Sprintf("%d TP", b.Points)
		}
		want := []string{"rome " + bids["rome"], "carthage " + bids["carthage"]}
		if strings.Join(p.Bids, ",") != strings.Join(want, ",") {
			t.Errorf("%s: the bids show %q, want %q", where, p.Bids, want)
		}
	}
	if v.Phase == "election" && !strings.Contains(p.Election, "In the cup") {
		t.Errorf("%s: no election panel: %q", where, p.Election)
	}
	for _, key := range []string{"pro-rome", "pro-carthage", "elect-remove", "place-leader", "undefined", "NaN", "[object"} {
		if strings.Contains(p.Text, key) {
			t.Errorf("%s: the panels show the raw key %q: %s", where, key, p.Text)
		}
	}
	for _, sc := range st.Scenarios {
		if sc.Key == v.Scenario && p.Levels != len(sc.Levels) {
			t.Errorf("%s: %d Levels of Victory shown, the scenario has %d", where, p.Levels, len(sc.Levels))
		}
	}
}

// checkEnd: the offer to end the war by agreement and its acceptance (18.1).
func checkEnd(t *testing.T, ctx context.Context, moments map[string]*pwMoment) {
	t.Helper()
	end := func() string {
		return get(t, ctx, "the end panel", chromedp.Evaluate[string](`(document.querySelector('.pw-end') || {}).textContent || ''`))
	}
	v := moments["offer"].views["rome"]
	pwShow(t, ctx, "offer", v.Decision.Side)
	if got := end(); !strings.Contains(got, "offers to end the war now") || !strings.Contains(got, fmt.Sprintf("Rome %d and Carthage %d Victory Points", v.VP[0], v.VP[1])) {
		t.Errorf("the offer shows %q", got)
	}
	v = moments["over"].views["carthage"]
	pwShow(t, ctx, "over", "carthage")
	if got := end(); !strings.Contains(got, "The war is over") || !strings.Contains(got, v.Result) {
		t.Errorf("the end shows %q, the view's result is %q", got, v.Result)
	}
	if top := get(t, ctx, "top line", chromedp.Evaluate[string](`document.getElementById('turn').textContent`)); !strings.Contains(top, "over") {
		t.Errorf("the top line at the end is %q", top)
	}
	shot(t, ctx, "over-1440")
}

// checkHidden: a face-down force's strength is drawn for its owner and absent
// from the other side's drawing (9.12).
func checkHidden(t *testing.T, ctx context.Context, m *pwMoment) {
	t.Helper()
	for viewer, v := range m.views {
		for _, h := range v.Hexes {
			for _, u := range h.Units {
				if !u.Hidden {
					continue
				}
				owner := "rome"
				if viewer == "rome" {
					owner = "carthage"
				}
				var strength int
				for _, oh := range m.views[owner].Hexes {
					if oh.Hex != h.Hex {
						continue
					}
					for _, ou := range oh.Units {
						if ou.Owner == u.Owner && ou.Type == u.Type && ou.FaceDown {
							strength = ou.Strength
						}
					}
				}
				if strength == 0 {
					t.Fatalf("hex %04d: the owner's view has no face-down %s %s", h.Hex, u.Owner, u.Type)
				}
				sel := fmt.Sprintf(`#pw-units .pw-stack[data-hex="%04d"] .pw-unit[data-owner=%q][data-type=%q]`, h.Hex, u.Owner, u.Type)
				pwShow(t, ctx, "hidden", owner)
				mine := get(t, ctx, "the owner's counter", chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%s).outerHTML`, jsString(sel))))
				if !strings.Contains(mine, fmt.Sprintf(`data-strength="%d"`, strength)) || !strings.Contains(mine, "face-down") {
					t.Errorf("the owner does not see his face-down %d: %s", strength, mine)
				}
				pwShow(t, ctx, "hidden", viewer)
				theirs := get(t, ctx, "the enemy's counter", chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%s).outerHTML`, jsString(sel))))
				if !strings.Contains(theirs, `data-strength="?"`) || !strings.Contains(theirs, "strength unknown") ||
					strings.Contains(theirs, fmt.Sprintf(">%d<", strength)) || strings.Contains(theirs, pwArmySPs(strength)) {
					t.Errorf("the enemy's drawing shows the face-down strength %d: %s", strength, theirs)
				}
				shot(t, ctx, "hidden-1440")
				return
			}
		}
	}
	t.Fatal("no hidden force in the hidden moment")
}

// pwArmySPs is how a counter's title words an army's strength.
func pwArmySPs(n int) string { return fmt.Sprintf("%d army Strength Point", n) }

// checkClicks: the decider's targets are drawn; a click on a hex with one
// choice acts at once, on a hex with several opens the menu with them.
func checkClicks(t *testing.T, ctx context.Context, moments map[string]*pwMoment) {
	t.Helper()
	m := moments["move"]
	decider := m.views["rome"].Decision.Side
	other := "rome"
	if decider == "rome" {
		other = "carthage"
	}
	pwShow(t, ctx, "move", other)
	if n := get(t, ctx, "counting targets", chromedp.Evaluate[int](`document.querySelectorAll('.pw-target').length`)); n != 0 {
		t.Errorf("the side that waits sees %d targets", n)
	}
	pwShow(t, ctx, "move", decider)
	// The targets by hex, as the page placed the choices.
	byHex := map[string][]string{}
	var active int
	for _, l := range m.views[decider].Leaders {
		if l.Active {
			active = l.Hex
		}
	}
	for _, c := range m.Scenes[decider].Choices {
		b, _ := json.Marshal(c)
		var ch pwtitle.Choice
		json.Unmarshal(b, &ch)
		hex := ch.Hex
		if ch.Force {
			hex = active
		}
		if hex != 0 {
			k := fmt.Sprintf("%04d", hex)
			byHex[k] = append(byHex[k], ch.Action)
		}
	}
	drawn := get(t, ctx, "reading targets", chromedp.Evaluate[[]string](`[...document.querySelectorAll('.pw-target')].map((g) => g.dataset.hex)`))
	if len(drawn) != len(byHex) {
		t.Fatalf("%d targets drawn, the choices name %d hexes (%v)", len(drawn), len(byHex), byHex)
	}
	// A hex whose centre the page's own hit-testing gives to that hex.
	clickable := func(want func([]string) bool) string {
		for _, hex := range drawn {
			if !want(byHex[hex]) {
				continue
			}
			ok := get(t, ctx, "hit-testing "+hex, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
				const r = document.querySelector('.pw-target[data-hex="%s"] .pw-hit').getBoundingClientRect();
				const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				const t = e && e.closest('[data-hex]');
				return !!t && t.dataset.hex === %q;
			})()`, hex, hex)))
			if ok {
				return hex
			}
		}
		return ""
	}
	one := clickable(func(a []string) bool { return len(a) == 1 && strings.HasPrefix(a[0], "move ") })
	if one == "" {
		t.Fatalf("no move target to click among %v", byHex)
	}
	run(t, ctx, "clicking a move target", chromedp.Click(css(fmt.Sprintf(`.pw-target[data-hex="%s"] .pw-hit`, one))))
	got := get(t, ctx, "reading the calls", chromedp.Evaluate[string](`JSON.stringify(calls)`))
	if want := fmt.Sprintf(`[{"t":"act","action":%q}]`, byHex[one][0]); got != want {
		t.Errorf("a click on %s called %s, want %s", one, got, want)
	}
	pwShow(t, ctx, "move", decider)
	many := fmt.Sprintf("%04d", active)
	if len(byHex[many]) < 2 {
		t.Fatalf("the moving leader's hex %s offers %v (%v)", many, byHex[many], byHex)
	}
	run(t, ctx, "clicking the moving force", chromedp.Click(css(fmt.Sprintf(`.pw-target[data-hex="%s"] .pw-hit`, many))))
	got = get(t, ctx, "reading the calls", chromedp.Evaluate[string](`JSON.stringify(calls.map((c) => [c.t, c.actions.join('|')]))`))
	if want := fmt.Sprintf(`[["menu",%q]]`, strings.Join(byHex[many], "|")); got != want {
		t.Errorf("a click on the moving force called %s, want %s", got, want)
	}
	shot(t, ctx, "menu-1440")
	// The moving force's Movement Points left (5.12).
	var mp int
	for _, l := range m.views[decider].Leaders {
		if l.Active {
			mp = 20 - l.MP
		}
	}
	left := get(t, ctx, "reading the MP", chromedp.Evaluate[string](`(document.querySelector('.pw-mp') || {dataset: {}}).dataset.mpLeft || ''`))
	if left != fmt.Sprint(mp) {
		t.Errorf("the moving force shows %s MP left, want %d", left, mp)
	}
}

// checkZoom: hex numbers show only zoomed in; Fit shows them no more.
func checkZoom(t *testing.T, ctx context.Context) {
	t.Helper()
	shown := func() bool {
		return get(t, ctx, "hex numbers", chromedp.Evaluate[bool](`getComputedStyle(document.querySelector('#numbers')).display !== 'none'`))
	}
	get(t, ctx, "fit", chromedp.Evaluate[bool](`(ui.fit(), true)`))
	if shown() {
		t.Error("hex numbers show on the whole map")
	}
	get(t, ctx, "zoom", chromedp.Evaluate[bool](`(ui.zoom(3), true)`))
	if !shown() {
		t.Error("hex numbers do not show zoomed in")
	}
	shot(t, ctx, "zoomed-1440")
	get(t, ctx, "fit", chromedp.Evaluate[bool](`(ui.fit(), true)`))
}

// On a phone: the page starts near the decision, the targets are finger-sized
// (44 px), and the panels fit the width.
func TestPunicWarsModulePhone(t *testing.T) {
	url, moments, _ := pwSite(t)
	ctx := browser(t, 390, 844)
	run(t, ctx, "phone screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate(url+"/shell"), chromedp.WaitVisible(css(`body[data-ready="1"]`)))
	decider := moments["move"].views["rome"].Decision.Side
	pwShow(t, ctx, "move", decider)
	shot(t, ctx, "move-390")
	small := get(t, ctx, "target sizes", chromedp.Evaluate[float64](`Math.min(...[...document.querySelectorAll('.pw-target .pw-hit')].map((c) => c.getBoundingClientRect().width))`))
	if small < 30 {
		t.Errorf("the smallest target is %.0f px wide on a phone", small)
	}
	wide := get(t, ctx, "page width", chromedp.Evaluate[float64](`document.documentElement.scrollWidth`))
	if wide > 392 {
		t.Errorf("the page is %.0f px wide on a 390 px phone", wide)
	}
	pwShow(t, ctx, "attack", moments["attack"].views["rome"].Decision.Side)
	run(t, ctx, "scrolling to the odds", chromedp.ScrollIntoView(css(`.pw-odds`)))
	shot(t, ctx, "attack-390")
}
