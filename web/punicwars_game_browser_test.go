package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"punic/punicwars"
	pwtitle "punic/punicwars/title"
	"punic/server"
)

// The Punic Wars played whole in the page (issue 16): from the home page, a
// hotseat game of the First Punic War, every action taken by clicking the
// page as a player would (the board's targets, the menu of a hex with several
// choices, the prompt's groups and steppers), through a force on the move, an
// attack, a siege, a Diplomacy Phase, a Roman election and the end by
// agreement. At each of those moments the test reads what the page shows and
// checks it against the server's own state. The lobby offers no seed, so the
// test adds one to the lobby's create request (the server accepts seeds from
// tests): the game is the same at every run.

// pwState is server.StateMsg as a client of The Punic Wars reads it.
type pwState struct {
	server.StateMsg
	View  *punicwars.View  `json:"view"`
	Legal []pwtitle.Choice `json:"legal"`
}

// pwStateOf reads a seat's state over the API.
func (s *site) pwStateOf(tok string) *pwState { return stateAs[pwState](s, tok) }

// pwStatic reads the game's static facts as the page gets them.
func (s *site) pwStatic() *pwtitle.Static {
	s.t.Helper()
	resp, err := http.Get(s.url + "/api/static/punicwars")
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var st pwtitle.Static
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		s.t.Fatal(err)
	}
	return &st
}

func TestPunicWarsWholeGameDesktop(t *testing.T) { pwWholeGame(t, 1440, 900, false) }

func TestPunicWarsWholeGamePhone(t *testing.T) { pwWholeGame(t, 390, 844, true) }

// pwGame is one game in the page: the site, the browser, the token, and what
// the test has seen.
type pwGame struct {
	t     *testing.T
	s     *site
	ctx   context.Context
	tok   string
	p     *pwPlayer
	phone bool
	shots map[string]bool
	// odds is the last attack whose odds the page showed before it was resolved.
	odds *punicwars.AttackView
	// panned counts the drags the test needed to bring a target into view.
	panned int
}

func pwWholeGame(t *testing.T, width, height int, phone bool) {
	s := newSite(t)
	ctx := browserFor(t, width, height, 3*time.Minute)
	if phone {
		run(t, ctx, "phone screen", chromedp.EmulateViewport(int64(width), int64(height), chromedp.EmulateMobile, chromedp.EmulateTouch))
	}
	noAutoPass(t, ctx, s.url)
	// The home page: The Punic Wars, the First Punic War, hotseat.
	run(t, ctx, "the lobby", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#game option[value="punicwars"]`)))
	run(t, ctx, "choosing The Punic Wars", chromedp.SetValue(css(`#game`), "punicwars"))
	get(t, ctx, "the game's change", chromedp.Evaluate[bool](`document.getElementById('game').dispatchEvent(new Event('change', { bubbles: true }))`))
	run(t, ctx, "its scenarios", chromedp.WaitReady(css(`#scenario option[value="first"]`)), chromedp.SetValue(css(`#scenario`), "first"))
	get(t, ctx, "the scenario's change", chromedp.Evaluate[bool](`document.getElementById('scenario').dispatchEvent(new Event('change', { bubbles: true }))`))
	run(t, ctx, "hotseat", chromedp.Click(css(`input[name="mode"][value="hotseat"]`)))
	get(t, ctx, "a seed for the create request", chromedp.Evaluate[bool](`(() => {
		const f = window.fetch;
		window.fetch = (url, opts) => {
			if (url === '/api/games' && opts && opts.body) { const b = JSON.parse(opts.body); b.seed = 7; opts = { ...opts, body: JSON.stringify(b) }; }
			return f(url, opts);
		};
		return true;
	})()`))
	shot(t, ctx, "lobby")
	run(t, ctx, "creating the game", chromedp.Click(css(`#start`)),
		chromedp.WaitReady(css(`body[data-game="punicwars"][data-version]`)), chromedp.WaitReady(css(`#board svg .pw-stack`)))
	path := get(t, ctx, "the page's address", chromedp.Evaluate[string](`location.pathname`))
	g := &pwGame{t: t, s: s, ctx: ctx, tok: strings.TrimPrefix(path, "/play/"), p: newPWPlayer(s.pwStatic()), phone: phone, shots: map[string]bool{}}
	st := s.pwStateOf(g.tok)
	if st.Mode != server.ModeHotseat || st.View.Scenario != "first" || st.Name != "punicwars" {
		t.Fatalf("the lobby made a %s game of %s (%s)", st.Mode, st.View.Scenario, st.Name)
	}
	if phone {
		wide := get(t, ctx, "page width", chromedp.Evaluate[float64](`document.documentElement.scrollWidth`))
		if wide > float64(width)+2 {
			t.Errorf("the page is %.0f px wide on a %d px phone", wide, width)
		}
	}
	g.play()
}

// play takes the player's choices by clicking, checking each moment.
func (g *pwGame) play() {
	t, s, ctx, p := g.t, g.s, g.ctx, g.p
	start := time.Now()
	clicks := 0
	for step := 0; step < 200; step++ {
		st := s.pwStateOf(g.tok)
		g.waitVersion(st.Version)
		if st.View.Over {
			g.checkOver(st)
			t.Logf("the war ended after %d clicks in %s: %s", clicks, time.Since(start).Round(time.Millisecond), st.View.Result)
			return
		}
		uncover(t, ctx)
		g.checkBoard(st)
		v := st.View
		c := p.choose(v, st.Legal)
		// What the page shows before the action, against the server.
		switch {
		case c.Action == "attack army":
			g.checkOdds(st)
		case v.Decision.Kind == "move" && strings.HasPrefix(c.Action, "move "):
			g.checkMP(st)
		case v.Decision.Kind == "threatened":
			g.checkThreat(st, c)
		}
		before := st
		if testing.Verbose() {
			t.Logf("v%d %s %s: %s", st.Version, v.Decision.Side, v.Decision.Kind, c.Action)
		}
		g.take(st, c)
		clicks++
		after := s.pwStateOf(g.tok)
		g.waitVersion(after.Version)
		if l := newLines(before, after, "9.3"); len(l) > 0 {
			g.checkResult(l, after)
		}
		switch {
		case v.Decision.Kind == "move" && strings.HasPrefix(c.Action, "move ") && !p.moved:
			g.checkMoved(before, after, c)
		case v.Decision.Kind == "bid" && v.Decision.Side == "rome":
			g.checkDiplomacy(after)
		case after.View.LastElection != nil && after.View.LastElection.Turn == after.View.Turn && v.Phase == "election" && after.View.Phase != "election":
			g.checkElection(after)
		}
	}
	t.Fatalf("the war did not end in 200 actions (%+v)", p)
}

// waitVersion waits for the page to show version v.
func (g *pwGame) waitVersion(v int64) { waitVersion(g.t, g.ctx, v) }

// shot takes a moment's screenshot once.
func (g *pwGame) shot(name string) {
	if g.shots[name] {
		return
	}
	g.shots[name] = true
	shot(g.t, g.ctx, name)
}

// shotPanel takes a moment's screenshot once with the panel sel in view (the
// hotseat cover lifted first, as the player whose turn it is would).
func (g *pwGame) shotPanel(name, sel string) {
	if g.shots[name] || os.Getenv("PUNIC_SCREENSHOTS") == "" {
		return
	}
	uncover(g.t, g.ctx)
	run(g.t, g.ctx, "the panel in view", chromedp.ScrollIntoView(css(sel)))
	g.shot(name)
	run(g.t, g.ctx, "the board in view again", chromedp.ScrollIntoView(css(`#board`)))
}

// take clicks choice c: on the board when it names a hex or the moving force
// (a hex with several choices opens a menu), else in the prompt (opening its
// group and setting its stepper first).
func (g *pwGame) take(st *pwState, c pwtitle.Choice) {
	t, ctx := g.t, g.ctx
	hex := c.Hex
	if hex == 0 && c.Force {
		for _, l := range st.View.Leaders {
			if l.Active {
				hex = l.Hex
			}
		}
	}
	if hex == 0 && c.Leader != "" {
		for _, l := range st.View.Leaders {
			if l.Side == st.View.Decision.Side && l.Letter == c.Leader && l.State == "map" {
				hex = l.Hex
			}
		}
	}
	if hex != 0 {
		sel := fmt.Sprintf(`#pw-targets .pw-target[data-hex="%04d"]`, hex)
		n := get(t, ctx, "the target's choices", chromedp.Evaluate[int](fmt.Sprintf(`(() => {
			const t = document.querySelector(%s);
			if (!t) return -1;
			return t.querySelector('title').textContent.split('\n').length;
		})()`, jsString(sel))))
		if n < 0 {
			shot(t, ctx, "failure")
			t.Fatalf("%q: no target on the board at %04d", c.Action, hex)
		}
		// Where a player's finger or mouse lands: the target's centre, whatever
		// the page draws above it.
		run(t, ctx, "the board in view", chromedp.ScrollIntoView(css(`#board`)))
		if !g.inView(sel) {
			// Out of the part of the map shown: drag it into the middle.
			x, y := g.centre(sel + " .pw-hit")
			bx, by := g.centre("#board")
			g.drag(bx, by, bx-(x-bx), by-(y-by))
			g.panned++
			if !g.inView(sel) {
				shot(t, ctx, "failure")
				t.Fatalf("%q: the target at %04d stays out of view after a drag", c.Action, hex)
			}
		}
		x, y := g.centre(sel + " .pw-hit")
		run(t, ctx, "clicking "+c.Action, chromedp.MouseClickXY(x, y))
		if n > 1 {
			b := fmt.Sprintf(`#menu button[data-action=%s]`, jsString(c.Action))
			run(t, ctx, "the hex's menu", chromedp.WaitVisible(css(b)))
			g.shot("menu")
			run(t, ctx, "choosing "+c.Action+" in the menu", chromedp.Click(css(b)))
		}
	} else {
		pwChoose(t, ctx, st.Legal, c)
		// A button drawn again as the click landed took no click: a player
		// whose click did nothing clicks again (a second action of the same
		// version would be refused as stale).
		if !g.played(st.Version, 5*time.Second) {
			t.Logf("%q: clicked again", c.Action)
			pwChoose(t, ctx, st.Legal, c)
		}
	}
	if !g.played(st.Version, 20*time.Second) {
		shot(t, ctx, "failure")
		t.Fatalf("%q was not played", c.Action)
	}
}

// inView is whether the centre of target sel is inside the board's pane, where
// a tap reaches it.
func (g *pwGame) inView(sel string) bool {
	return get(g.t, g.ctx, "the target in view", chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		const r = document.querySelector(%s).getBoundingClientRect();
		const b = document.getElementById('board').getBoundingClientRect();
		const x = r.left + r.width / 2, y = r.top + r.height / 2;
		if (!(x >= b.left + 8 && x <= b.right - 8 && y >= b.top + 8 && y <= b.bottom - 8 && y <= window.innerHeight - 8)) return false;
		// The page's own hit-testing gives the tap to that hex (nothing of the
		// shell covers it).
		const top = document.elementFromPoint(x, y);
		const hex = top && top.closest('[data-hex]');
		return !!hex && hex.dataset.hex === document.querySelector(%s).dataset.hex;
	})()`, jsString(sel+" .pw-hit"), jsString(sel))))
}

// drag pans the board with the mouse from (x0, y0) to (x1, y1).
func (g *pwGame) drag(x0, y0, x1, y1 float64) {
	acts := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1))}
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		acts = append(acts, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft))
	}
	acts = append(acts, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	run(g.t, g.ctx, "dragging the map", acts...)
}

// played waits up to limit for the page to leave version v.
func (g *pwGame) played(v int64, limit time.Duration) bool {
	wctx, cancel := context.WithTimeout(g.ctx, limit)
	defer cancel()
	_, err := chromedp.Run(wctx, chromedp.WaitReady(css(fmt.Sprintf(`body:not([data-version="%d"])`, v))))
	return err == nil
}

// centre is the centre of an element on the screen.
func (g *pwGame) centre(sel string) (float64, float64) {
	r := get(g.t, g.ctx, "where "+sel+" is", chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const r = document.querySelector(%s).getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, jsString(sel))))
	return r[0], r[1]
}

// pwChoose takes legal action c in the prompt: its group opened, its stepper
// set to c's number, then its button.
func pwChoose(t *testing.T, ctx context.Context, legal []pwtitle.Choice, c pwtitle.Choice) {
	t.Helper()
	n := 0
	for _, l := range legal {
		if c.Group != "" && l.Group == c.Group {
			n++
		}
	}
	if n > 1 {
		gsel := fmt.Sprintf(`#choices button.group[data-group=%s]`, jsString(c.Group))
		open := get(t, ctx, "group open?", chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector(%s)||{getAttribute:()=>''}).getAttribute('aria-expanded')`, jsString(gsel))))
		if open != "true" {
			clickAgain(t, ctx, "opening "+c.Group, gsel)
			run(t, ctx, "the group open", chromedp.WaitVisible(css(`#choices .group-body`)))
		}
		if c.Count != nil {
			for i := 0; i < 100; i++ {
				// The number and its text, read at one moment: the stepper
				// names what it counts (16.11: Treasury Points bid; 5.13,
				// 13.0: Strength Points), never Hannibal's CUs.
				read := get(t, ctx, "stepper", chromedp.Evaluate[string](`(() => { const o = document.querySelector('#choices .step-value'); return o.dataset.count + '|' + o.textContent; })()`))
				at, text, _ := strings.Cut(read, "|")
				k, _ := strconv.Atoi(at)
				if text != at+" "+c.Unit {
					t.Errorf("the stepper reads %q, want %q", text, at+" "+c.Unit)
				}
				if k == *c.Count {
					break
				}
				btn := `#choices .step-up`
				if k > *c.Count {
					btn = `#choices .step-down`
				}
				clickAgain(t, ctx, "stepper", btn)
				// The number moves before it is read again: a read before the
				// page drew the click would click once too often.
				for w := 0; w < 40; w++ {
					now := get(t, ctx, "stepper moved", chromedp.Evaluate[string](`(document.querySelector('#choices .step-value')||{dataset:{}}).dataset.count || ''`))
					if now != at {
						break
					}
					run(t, ctx, "waiting for the stepper", chromedp.Sleep(50*time.Millisecond))
				}
			}
		}
	}
	clickAgain(t, ctx, "choosing "+c.Action, fmt.Sprintf(`#choices button[data-action=%s]`, jsString(c.Action)))
}

// clickAgain taps the element sel names where a player sees it: scrolled to
// the middle of the screen (clear of the shell's sticky bars), at its centre,
// after checking that nothing covers it there. The prompt is drawn again when
// any state arrives (a presence change), so the element found may be replaced
// before the tap lands: it is looked up again then, as a player's second tap
// would be.
func clickAgain(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	var at []float64
	for try := 0; try < 20; try++ {
		at = get(t, ctx, "where "+what+" is", chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
			const e = document.querySelector(%s);
			if (!e) return [];
			e.scrollIntoView({ block: 'center', inline: 'nearest' });
			const r = e.getBoundingClientRect();
			const x = r.left + r.width / 2, y = r.top + r.height / 2;
			const top = document.elementFromPoint(x, y);
			return top && (top === e || e.contains(top)) ? [x, y] : [];
		})()`, jsString(sel))))
		if len(at) == 2 {
			break
		}
		run(t, ctx, "waiting for "+what, chromedp.Sleep(100*time.Millisecond))
	}
	if len(at) != 2 {
		shot(t, ctx, "failure")
		t.Fatalf("%s: %s is not there to tap, or is covered", what, sel)
	}
	run(t, ctx, what, chromedp.MouseClickXY(at[0], at[1]))
}

// checkBoard: the board draws every stack the decider's view holds, as the
// view says (owner, type, posture, strength or "?").
func (g *pwGame) checkBoard(st *pwState) {
	drawn := drawnStacks(g.t, g.ctx)
	if want := wantStacks(st.View); !reflect.DeepEqual(drawn, want) {
		shot(g.t, g.ctx, "failure")
		g.t.Fatalf("version %d: the board draws %v, the view holds %v", st.Version, drawn, want)
	}
}

// mpShown is the moving force's Movement Points left as the board shows them.
func (g *pwGame) mpShown() (string, string) {
	r := get(g.t, g.ctx, "the MP left", chromedp.Evaluate[[]string](`(() => {
		const m = document.querySelector('#pw-moving .pw-mp');
		return m ? [m.dataset.mpLeft, m.textContent] : ['', ''];
	})()`))
	return r[0], r[1]
}

func activeOf(v *punicwars.View) *punicwars.LeaderView {
	for i := range v.Leaders {
		if v.Leaders[i].Active {
			return &v.Leaders[i]
		}
	}
	return nil
}

// checkMP: the moving force's Movement Points left, on the board (5.12).
func (g *pwGame) checkMP(st *pwState) {
	l := activeOf(st.View)
	left, text := g.mpShown()
	if l == nil || left != fmt.Sprint(20-l.MP) || text != fmt.Sprintf("%d MP left", 20-l.MP) {
		g.t.Fatalf("the moving force shows %q (%q), the server has %+v", left, text, l)
	}
}

// checkMoved: after the first move, the leader is in his new hex, with fewer
// Movement Points left.
func (g *pwGame) checkMoved(before, after *pwState, c pwtitle.Choice) {
	g.p.moved = true
	b, a := activeOf(before.View), activeOf(after.View)
	if a == nil || a.Hex != c.Hex || a.MP <= b.MP {
		g.t.Fatalf("after %q the moving leader is %+v (before %+v)", c.Action, a, b)
	}
	left, _ := g.mpShown()
	hex := get(g.t, g.ctx, "the MP's hex", chromedp.Evaluate[string](`(document.querySelector('#pw-moving .pw-mp') || {dataset: {}}).dataset.hex || ''`))
	if left != fmt.Sprint(20-a.MP) || hex != fmt.Sprintf("%04d", c.Hex) {
		g.t.Fatalf("after the move the board shows %s MP left in %s, want %d in %04d", left, hex, 20-a.MP, c.Hex)
	}
	g.t.Logf("moved into %04d: %d then %d MP left", c.Hex, 20-b.MP, 20-a.MP)
	g.shot("moved")
}

// pwPanels is what the panels show.
type pwPanels struct {
	Odds   []string `json:"odds"`
	Head   string   `json:"head"`
	Mods   []string `json:"mods"`
	Losses []string `json:"losses"`
	Text   string   `json:"text"`
	// First: the odds panel is under the prompt (#game-urgent), before the
	// hint, so that a phone shows it without scrolling past the hint.
	First bool `json:"first"`
}

func (g *pwGame) panels() pwPanels {
	return get(g.t, g.ctx, "reading the panels", chromedp.Evaluate[pwPanels](`(() => {
		const all = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent);
		return {
			odds: [...document.querySelectorAll('.pw-odds .pw-attack')].map((a) => a.dataset.odds),
			head: (document.querySelector('.pw-odds .pw-attack-odds') || {}).textContent || '',
			mods: all('.pw-odds .pw-attack:first-of-type .pw-mods li'),
			losses: all('.pw-odds .pw-attack:first-of-type .pw-outcomes tbody tr td:nth-child(4)'),
			text: document.getElementById('game-urgent').textContent + document.getElementById('game-panels').textContent,
			first: (() => {
				const odds = document.querySelector('.pw-odds'), hint = document.getElementById('hint');
				return !!odds && !!hint && !!(odds.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING) &&
					odds.closest('#game-urgent') !== null;
			})(),
		};
	})()`))
}

// checkOdds: before an attack is resolved, the odds panel shows its odds, its
// modifiers and each die's losses (9.0), as the server computes them; a
// siege's shows the walls (9.22-9.24).
func (g *pwGame) checkOdds(st *pwState) {
	t := g.t
	a := st.View.Attacks[0]
	g.odds = &a
	p := g.panels()
	if len(p.Odds) != len(st.View.Attacks) || p.Odds[0] != a.Odds {
		t.Fatalf("the odds panel shows %q, the server %q", p.Odds, a.Odds)
	}
	if !p.First {
		t.Fatal("the odds panel is not right under the prompt, before the hint")
	}
	if !strings.Contains(p.Head, "odds "+a.Odds) || !strings.Contains(p.Head, fmt.Sprintf("%d Movement Points", a.Cost)) {
		t.Fatalf("the attack's line: %q (odds %s, cost %d)", p.Head, a.Odds, a.Cost)
	}
	net := strings.Replace(fmt.Sprintf("Net die roll modifier: %+d (9.27)", a.Modifier), "-", "−", 1)
	if a.Modifier == 0 {
		net = "Net die roll modifier: 0 (9.27)"
	}
	if last := p.Mods[len(p.Mods)-1]; last != net {
		t.Fatalf("the net modifier shows %q, want %q", last, net)
	}
	var want []string
	for _, o := range a.Outcomes {
		want = append(want, fmt.Sprintf("%d SP (%d%%)", o.DefenderLoss, o.DefenderPct))
	}
	if strings.Join(p.Losses, ",") != strings.Join(want, ",") {
		t.Fatalf("the defender's losses by die show %q, want %q", p.Losses, want)
	}
	walls := strings.Contains(strings.Join(p.Mods, "|"), "Face-down armies inside the walls")
	if walls != (a.Walls != 0) {
		t.Fatalf("walls %d, the modifiers shown %q", a.Walls, p.Mods)
	}
	if g.phone {
		g.shotPanel("odds-panel", ".pw-odds")
	}
	if a.Walls != 0 {
		g.shot("siege-odds")
		// The besieged force is drawn face-down (10.0).
		down := get(t, g.ctx, "face-down counters", chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll('#pw-units .pw-stack[data-hex="%04d"] .pw-unit.down').length`, a.Hex)))
		if down == 0 {
			t.Fatalf("the besieged force in %04d is not drawn face-down", a.Hex)
		}
	} else {
		g.shot("attack-odds")
	}
	t.Logf("attack in %04d at %s, modifier %d, walls %d", a.Hex, a.Odds, a.Modifier, a.Walls)
}

// checkThreat: a force threatened in its town may go inside the walls
// (9.16, 10.32); the choice is on its hex.
func (g *pwGame) checkThreat(st *pwState, c pwtitle.Choice) {
	if len(st.View.Attacks) == 0 || !st.View.Attacks[0].Threat {
		g.t.Fatalf("a threatened force without its attack in the view: %+v", st.View.Attacks)
	}
	if !strings.Contains(g.panels().Text, "threatened: the defender may go inside the walls first (9.16)") {
		g.t.Fatal("the odds panel does not say the force is threatened")
	}
	if c.Action == "invert" {
		g.shot("threatened")
	}
}

// newLines are the log lines of rule the action between before and after
// wrote.
func newLines(before, after *pwState, rule string) []server.LogEntry {
	from := before.Log.From + len(before.Log.Lines)
	var out []server.LogEntry
	for i, l := range after.Log.Lines {
		if after.Log.From+i >= from && l.Rule == rule {
			out = append(out, l)
		}
	}
	return out
}

// checkResult: once an attack is resolved, the page's log says what the die
// did, at the odds the panel showed (9.3); the board shows what is left
// (checkBoard at the next step) and the odds panel is gone.
func (g *pwGame) checkResult(lines []server.LogEntry, after *pwState) {
	t := g.t
	a := g.odds
	if a == nil {
		t.Fatalf("an attack resolved without its odds shown first: %q", lines[0].Text)
	}
	logText := get(t, g.ctx, "the log", chromedp.Text(css(`#log`)))
	l := lines[0].Text
	if !strings.Contains(l, fmt.Sprintf("(%s, %d MP)", a.Odds, a.Cost)) {
		t.Fatalf("the attack resolved is %q, the panel showed %s at %d MP", l, a.Odds, a.Cost)
	}
	if !strings.Contains(logText, l) {
		t.Fatalf("the page's log lacks %q", l)
	}
	if a.Walls != 0 {
		g.p.besieged = true
		g.shot("siege-result")
	} else {
		g.p.attacked = true
		g.shot("attack-result")
	}
	if p := g.panels(); len(p.Odds) != len(after.View.Attacks) {
		t.Fatalf("after the attack the odds panel shows %d attacks, the view %d", len(p.Odds), len(after.View.Attacks))
	}
	g.odds = nil
	t.Logf("resolved: %s", l)
}

// checkDiplomacy: once both bids are shown the diplomacy panel shows the
// Treasury Points spent, the die, its modifiers, the roll and the result as
// the server's state has them (16.0).
func (g *pwGame) checkDiplomacy(st *pwState) {
	t := g.t
	d := st.View.LastDiplomacy
	if d == nil || d.Turn != st.View.Turn {
		t.Fatalf("no diplomacy roll in the state after the bids: %+v", d)
	}
	type shown struct {
		Spent  []string `json:"spent"`
		Die    string   `json:"die"`
		Roll   string   `json:"roll"`
		Turn   string   `json:"turn"`
		Result string   `json:"result"`
		Text   string   `json:"text"`
	}
	p := get(t, g.ctx, "the diplomacy panel", chromedp.Evaluate[shown](`(() => {
		const d = document.querySelector('.pw-diplomacy .pw-dip-last');
		if (!d) return { spent: [], die: '', roll: '', turn: '', result: '', text: '' };
		return {
			spent: [...d.querySelectorAll('[data-spent]')].map((b) => b.dataset.spent + ' ' + b.textContent),
			die: d.dataset.die, roll: d.dataset.roll, turn: d.dataset.turn,
			result: (d.querySelector('.pw-dip-result') || {}).textContent || '', text: d.textContent,
		};
	})()`))
	want := []string{fmt.Sprintf("rome %d TP", d.Bids[0]), fmt.Sprintf("carthage %d TP", d.Bids[1])}
	if strings.Join(p.Spent, ",") != strings.Join(want, ",") || p.Die != fmt.Sprint(d.Die) || p.Roll != fmt.Sprint(d.Roll) ||
		p.Turn != fmt.Sprint(d.Turn) || p.Result != d.Result {
		t.Fatalf("the diplomacy panel shows %+v, the state %+v", p, d)
	}
	for _, part := range []string{"(16.11)", "(16.12)", "(16.22)", d.ResultRule} {
		if !strings.Contains(p.Text, part) {
			t.Fatalf("the diplomacy panel lacks %q: %s", part, p.Text)
		}
	}
	if d.Effect != "" && d.Effect != d.Result && !strings.Contains(p.Text, d.EffectRule) {
		t.Fatalf("the diplomacy panel lacks the effect %q: %s", d.Effect, p.Text)
	}
	g.p.bid = true
	g.shotPanel("diplomacy", ".pw-diplomacy")
	t.Logf("diplomacy: bids %v, die %d, %+d %+d, roll %d: %s", d.Bids, d.Die, d.BidModifier, d.LossModifier, d.Roll, d.Result)
}

// checkElection: after the election the Senate's panel says who left office
// or was removed and who was elected, placed where (8.4).
func (g *pwGame) checkElection(st *pwState) {
	t := g.t
	e := st.View.LastElection
	var letters []string
	for _, x := range e.Elected {
		letters = append(letters, x.Letter)
	}
	type shown struct {
		Elected string `json:"elected"`
		Turn    string `json:"turn"`
		Text    string `json:"text"`
	}
	p := get(t, g.ctx, "the Senate's panel", chromedp.Evaluate[shown](`(() => {
		const d = document.querySelector('.pw-election .pw-elected');
		return d ? { elected: d.dataset.elected, turn: d.dataset.turn, text: d.textContent } : { elected: '', turn: '', text: '' };
	})()`))
	if p.Elected != strings.Join(letters, " ") || p.Turn != fmt.Sprint(e.Turn) {
		t.Fatalf("the Senate's panel shows %+v, the state %+v", p, e)
	}
	for _, x := range e.Elected {
		if x.Hex != 0 && !strings.Contains(p.Text, fmt.Sprintf("%04d", x.Hex)) {
			t.Fatalf("the panel does not say where %s was placed (%04d): %s", x.Letter, x.Hex, p.Text)
		}
	}
	for _, l := range append(e.Left, e.Removed...) {
		if !strings.Contains(p.Text, l+" (") {
			t.Fatalf("the panel does not name %s, who left office: %s", l, p.Text)
		}
	}
	g.p.elected = true
	g.shotPanel("election", ".pw-election")
	t.Logf("election of Game-Turn %d: %s", e.Turn, p.Text)
}

// checkOver: the war ended by agreement (18.1); the page says who won, as
// the server does.
func (g *pwGame) checkOver(st *pwState) {
	t := g.t
	run(t, g.ctx, "the end", chromedp.WaitVisible(css(`#banner.over`)), chromedp.WaitVisible(css(`.pw-end`)))
	end := get(t, g.ctx, "the end panel", chromedp.Text(css(`.pw-end`)))
	if st.View.Result == "" || !strings.Contains(end, st.View.Result) {
		t.Fatalf("the end panel says %q, the server %q", end, st.View.Result)
	}
	if w := st.View.Winner; w != "" && w != "none" && !strings.Contains(end, map[string]string{"rome": "Rome", "carthage": "Carthage"}[w]) {
		t.Fatalf("the end panel says %q, the winner is %s", end, w)
	}
	if !g.p.moved || !g.p.attacked || !g.p.besieged || !g.p.bid || !g.p.elected {
		t.Fatalf("the war ended before every moment: %+v", g.p)
	}
	// Nothing is left to hint at once the war is over.
	if hidden := get(t, g.ctx, "the hint panel", chromedp.Evaluate[bool](`(() => { const s = document.getElementById('hint'); return !s || s.hidden; })()`)); !hidden {
		t.Errorf("the hint panel is still offered after the end")
	}
	g.shot("over")
	g.shotPanel("over-panels", ".pw-end")
}
