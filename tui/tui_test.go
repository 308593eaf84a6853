package tui

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"punic/game"
	"punic/game/gametest"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

// scripter writes a hotseat player's input while playing the same actions on its
// own copy of the game (the oracle), so that the script stays right whatever the
// engine deals. In a referee game the oracle's needs for table input are answered
// in the script too (table), and forced on the oracle alike.
type scripter struct {
	t      *testing.T
	m      *match.Match
	lines  []string
	holder hannibal.Side
	passes int // times the keyboard was passed
	drawQ  int // draws given toward the deal being asked for
	// bad holds lines typed at the table prompt, once, before the first right
	// answer to a need of that kind.
	bad map[string][]string
	// asked counts the table's answers by kind of need.
	asked map[string]int
}

func newScripter(t *testing.T, m *match.Match) *scripter {
	return &scripter{t: t, m: m, holder: hannibal.NoSide, bad: map[string][]string{}, asked: map[string]int{}}
}

// say adds a line that takes no action.
func (sc *scripter) say(line string) { sc.lines = append(sc.lines, line) }

// cmd adds a command typed by the side to move, taking the keyboard first when
// the other side had it.
func (sc *scripter) cmd(line string) {
	if side := hgame(sc.m).ToMove(); side != sc.holder && side != hannibal.NoSide {
		sc.say("")
		sc.holder = side
		sc.passes++
	}
	sc.say(line)
}

// act takes legal action i, typing its number or its text.
func (sc *scripter) act(i int, byText bool) string {
	sc.t.Helper()
	g := hgame(sc.m)
	a := g.Legal(nil)[i]
	text := g.ActionText(a)
	if byText {
		sc.cmd(text)
	} else {
		sc.cmd(strconv.Itoa(i + 1))
	}
	sc.refereed(text, func() error { return sc.m.Apply(game.Action(a)) })
	return text
}

// actText takes the action of a text.
func (sc *scripter) actText(text string) {
	sc.t.Helper()
	sc.cmd(text)
	sc.refereed(text, func() error { return sc.m.ApplyText(text) })
}

// start answers the table's first deal of a referee game.
func (sc *scripter) start() {
	sc.t.Helper()
	sc.refereed("start", sc.m.Advance)
}

// refereed runs try on the oracle, answering its needs for table input.
func (sc *scripter) refereed(what string, try func() error) {
	sc.t.Helper()
	for {
		err := try()
		var n *hannibal.NeedInput
		if !errors.As(err, &n) {
			if err != nil {
				sc.t.Fatalf("oracle: %s: %v", what, err)
			}
			sc.drawQ = 0
			return
		}
		sc.table(title.Describe(hgame(sc.m), n, sc.drawQ))
	}
}

// table types the answer to a need (after the bad lines of its kind, the first
// time) and forces it on the oracle.
func (sc *scripter) table(need *game.Need) {
	sc.t.Helper()
	g := hgame(sc.m)
	for _, l := range sc.bad[need.Kind] {
		sc.say(l)
	}
	delete(sc.bad, need.Kind)
	sc.asked[need.Kind]++
	switch need.Kind {
	case title.Dice:
		sc.say("6")
		g.ForceDice(6)
	case title.Draw:
		var cards []int
		for _, o := range need.Options[:need.Count] {
			c, _ := strconv.Atoi(o)
			cards = append(cards, c)
		}
		sc.say("draws " + numList(cards))
		g.ForceDraws(cards...)
		sc.drawQ += len(cards)
	case title.Hands:
		h := dealHands(title.DealOf(need).Hands)
		sc.say("hands " + title.HandText(data.MustDefault(), h))
		g.ForceBattleHands(h[0], h[1])
	case title.Pick:
		sc.say("pick " + need.Options[0])
		g.ForcePicks(need.Options[0])
	default:
		sc.t.Fatalf("unknown need %+v", need)
	}
}

// dealHands makes battle hands of the sizes asked: each side's cards spread over
// the types, within the deck.
func dealHands(n [2]int) [2][6]int {
	left := [6]int{}
	for i, t := range data.MustDefault().BattleCards {
		left[i] = t.Count
	}
	var h [2][6]int
	for side := range h {
		for k, t := 0, side; k < n[side]; t++ {
			if left[t%6] > 0 {
				left[t%6]--
				h[side][t%6]++
				k++
			}
		}
	}
	return h
}

// find returns the index of the first legal action whose text matches.
func (sc *scripter) find(match func(string) bool) int {
	for i, a := range hgame(sc.m).Legal(nil) {
		if match(hgame(sc.m).ActionText(a)) {
			return i
		}
	}
	sc.t.Fatalf("no legal action matches; decision %+v", hgame(sc.m).Decision())
	return -1
}

func (sc *scripter) input() *strings.Reader {
	return strings.NewReader(strings.Join(sc.lines, "\n") + "\n")
}

func newMatch(t *testing.T, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(rules(), game.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func humans() [2]Player { return [2]Player{{Name: "human"}, {Name: "human"}} }

func loadRecord(t *testing.T, file string) (*match.Record, *match.Match) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.Resume(rules(), rec)
	if err != nil {
		t.Fatal(err)
	}
	return rec, m
}

// checkHandsHidden verifies that after each "Pass the keyboard to X" only X's
// hand is shown, and no hand before the first.
func checkHandsHidden(t *testing.T, out string) {
	t.Helper()
	parts := strings.Split(out, "Pass the keyboard to ")
	if strings.Contains(parts[0], "Your hand") {
		t.Errorf("a hand is shown before the keyboard is first passed")
	}
	for _, p := range parts[1:] {
		side, _, _ := strings.Cut(p, ",")
		other := map[string]string{"Rome": "Carthage", "Carthage": "Rome"}[side]
		if other == "" {
			t.Fatalf("keyboard passed to %q", side)
		}
		if strings.Contains(p, "Your hand ("+other+")") || strings.Contains(p, other+"> ") {
			t.Errorf("%s's hand or prompt shown while %s has the keyboard:\n%s", other, side, p)
		}
	}
}

// TestHotseatUndoSaveResume plays a hotseat game from a script: several moves by
// number and by text, an undo, the board, log, view and help commands, a save;
// then resumes the saved game, plays on and saves again.
func TestHotseatUndoSaveResume(t *testing.T) {
	dir := t.TempDir()
	save1, save2 := filepath.Join(dir, "one.json"), filepath.Join(dir, "two.json")

	sc := newScripter(t, newMatch(t, 7))
	sc.act(sc.find(func(s string) bool { return s == "pass" }), false) // 7.3: Rome, asked whatever his hand, passes
	sc.act(0, false)                                                   // who plays first
	side := hgame(sc.m).ToMove()
	sc.act(sc.find(func(s string) bool { return strings.HasPrefix(s, "ops ") && strings.HasSuffix(s, " pc") }), true)
	first := sc.act(0, false) // a PC
	sc.cmd("undo")
	if err := sc.m.Undo(game.Player(side)); err != nil {
		t.Fatalf("oracle undo: %v", err)
	}
	sc.act(1, false) // another PC
	sc.cmd("board")
	sc.cmd("log 3")
	sc.cmd("view")
	sc.cmd("help")
	sc.cmd("no such thing")
	sc.cmd("999")
	for i := 0; i < 12 && !hgame(sc.m).Over(); i++ {
		sc.act(0, i%2 == 0)
	}
	sc.cmd("save " + save1)
	sc.cmd("quit")

	var out bytes.Buffer
	if err := Play(Config{Match: newMatch(t, 7), Players: humans()}, sc.input(), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{
		"Pass the keyboard to Carthage, press Enter.",
		"Pass the keyboard to Rome, press Enter.",
		"Took back: " + first,
		"== Turn 1 (218 BC) ==",
		"  19.2  ",               // a log line with its rule
		"Political points: Rome", // the board
		"Provinces (* scores political points):",
		"Armies:",
		"Your hand (",
		"Log, lines",
		`"handSize"`, // the view's JSON
		"undo           take back",
		`"no such thing" is not a legal action now`,
		"No choice 999: type 1-",
		"Saved the game (",
		"Leaving the game.",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	checkHandsHidden(t, o)
	rec, m := loadRecord(t, save1)
	if got, want := hgame(m).Position(), hgame(sc.m).Position(); got != want {
		t.Fatalf("the saved game replays to another position than the script's")
	}
	if n := len(rec.Actions); n != len(sc.m.Record().Actions) {
		t.Fatalf("saved %d actions, the script took %d", n, len(sc.m.Record().Actions))
	}

	// Resume: play on from the saved game, save again, and let the input end.
	sc2 := newScripter(t, m)
	for i := 0; i < 8 && !hgame(sc2.m).Over(); i++ {
		sc2.act(len(hgame(sc2.m).Legal(nil))-1, i%2 == 1)
	}
	sc2.cmd("save " + save2)
	_, resumed := loadRecord(t, save1)
	out.Reset()
	if err := Play(Config{Match: resumed, Players: humans()}, sc2.input(), &out); err != nil {
		t.Fatal(err)
	}
	o = out.String()
	if !strings.Contains(o, "Resuming the game after") || !strings.Contains(o, "End of input: leaving the game.") {
		t.Errorf("resumed game output lacks the resume or end-of-input message:\n%s", o)
	}
	checkHandsHidden(t, o)
	rec2, m2 := loadRecord(t, save2)
	if hgame(m2).Position() != hgame(sc2.m).Position() {
		t.Fatal("the resumed and saved game replays to another position than the script's")
	}
	if len(rec2.Actions) <= len(rec.Actions) {
		t.Fatalf("second save has %d actions, first %d", len(rec2.Actions), len(rec.Actions))
	}
	for i, a := range rec.Actions {
		if rec2.Actions[i].Action != a.Action {
			t.Fatalf("action %d changed on resume: %q, was %q", i+1, rec2.Actions[i].Action, a.Action)
		}
	}
}

// spyBot plays at random and checks that it is only ever given an observation of
// its own seat.
type spyBot struct {
	t     *testing.T
	seat  game.Player
	r     *rand.Rand
	calls int
}

func (b *spyBot) Name() string { return "spy" }

func (b *spyBot) Act(obs game.State) game.Action {
	b.calls++
	gs, ok := obs.(*hannibal.GenericState)
	if !ok || !gs.G.IsObservation() {
		b.t.Fatalf("bot given %T, not an observation", obs)
	}
	if obs.ToMove() != b.seat {
		b.t.Fatalf("bot of seat %d asked to move for seat %d", b.seat, obs.ToMove())
	}
	legal := obs.Legal(nil)
	return legal[b.r.IntN(len(legal))]
}

// TestBotsPlayToTheEnd plays bot against bot to the end of the game.
func TestBotsPlayToTheEnd(t *testing.T) {
	rome := &spyBot{t: t, seat: 0, r: rand.New(rand.NewPCG(1, 2))}
	carthage, err := NewPlayer(title.Title, "random", 5)
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, 11)
	var out bytes.Buffer
	cfg := Config{Match: m, Players: [2]Player{{Name: "spy", Bot: rome}, carthage}}
	if err := Play(cfg, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	if !hgame(m).Over() || rome.calls == 0 {
		t.Fatalf("game over %v after %d bot calls", hgame(m).Over(), rome.calls)
	}
	_, winner, reason := hgame(m).Outcome()
	o := out.String()
	if want := "Game over: " + winner.String() + " wins (" + reason + ")."; !strings.Contains(o, want) {
		t.Errorf("output lacks %q", want)
	}
	if !strings.Contains(o, "Carthage (random): ") || !strings.Contains(o, "Rome (spy): ") {
		t.Errorf("the bots' choices are not shown")
	}
	if strings.Contains(o, "Your hand") || strings.Contains(o, "Pass the keyboard") {
		t.Errorf("bot game shows a hand or passes the keyboard")
	}
}

// TestHumanAgainstBotResigns plays a person against a bot for a few moves; the
// person resigns.
func TestHumanAgainstBotResigns(t *testing.T) {
	bot, err := NewPlayer(title.Title, "random", 3)
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, 4)
	in := strings.NewReader(strings.Repeat("1\n", 6) + "resign\nlog 2\nquit\n")
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: [2]Player{{Name: "human"}, bot}}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if !strings.Contains(o, "Game over: Carthage wins (the enemy resigned).") {
		t.Errorf("no resignation result in:\n%s", o)
	}
	if strings.Contains(o, "Pass the keyboard") || strings.Contains(o, "Your hand (Carthage)") {
		t.Errorf("human-against-bot game passes the keyboard or shows the bot's hand")
	}
	if _, err := NewPlayer(title.Title, "grandmaster", 1); err == nil {
		t.Error("NewPlayer accepted an unknown bot")
	}
}

// passBot passes whenever it may, otherwise takes the first action; it counts
// the decisions it is asked.
type passBot struct{ calls int }

func (b *passBot) Name() string { return "passer" }

func (b *passBot) Act(obs game.State) game.Action {
	b.calls++
	legal := obs.Legal(nil)
	for _, a := range legal {
		if obs.ActionText(a) == "pass" {
			return a
		}
	}
	return legal[0]
}

// TestCounterWindowsShown attacks P. Scipio with Hannibal, a person at Carthage
// and a bot at Rome. At the battle's start both sides get a counter-event window
// (8.4) whatever they hold: the person is told why a pass is the only choice, and
// the bot's pass is shown although it was its only choice (not showing it would
// tell that Rome holds no playable counter event).
func TestCounterWindowsShown(t *testing.T) {
	m, err := match.FromPosition(rules(), battlePosition(t), 3)
	if err != nil {
		t.Fatal(err)
	}
	bot := &passBot{}
	in := strings.NewReader("ops 33 move\nactivate hannibal\nsubs mago,gisgo\ntake 10 e2\nmove dertosa\npass\nquit\n")
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: [2]Player{{Name: "passer", Bot: bot}, {Name: "human"}}}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{
		"Rome (passer): Pass / done", // Rome's reaction: neither intercept nor avoid battle
		"Carthage decides: Play a counter event? (8.4)\n   1  Pass / done ",
		"(No counter event of your hand can be played now.",
		"Carthage decides: Declare an elephant charge? (17.3)",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if d := hgame(m).Decision(); d.Side != hannibal.Carthage || d.Kind != "charge" {
		t.Fatalf("the game stopped at %+v, not Carthage's elephant charge", d)
	}
	// Rome's reaction was a choice (the bot was asked); its counter-event window
	// offered only the pass (taken without asking the bot, but shown).
	if bot.calls != 1 || strings.Count(o, "Rome (passer): Pass / done") != 2 {
		t.Errorf("the bot was asked %d times and its passes shown %d times, want 1 and 2:\n%s", bot.calls, strings.Count(o, "Rome (passer): Pass / done"), o)
	}
}

// TestHotseatClearsScreen checks that with Clear the screen is cleared when the
// keyboard passes, and the log since the player's last turn shown again.
func TestHotseatClearsScreen(t *testing.T) {
	sc := newScripter(t, newMatch(t, 5))
	for sc.passes < 3 {
		sc.act(len(hgame(sc.m).Legal(nil))-1, false)
	}
	sc.cmd("quit")
	var out bytes.Buffer
	if err := Play(Config{Match: newMatch(t, 5), Players: humans(), Clear: true}, sc.input(), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if strings.Count(o, clearScreen) < 2 || !strings.Contains(o, "Since your last turn:") {
		t.Errorf("no screen clearing or no recap:\n%q", o)
	}
	// What follows the last clearing shows one side's hand only.
	last := o[strings.LastIndex(o, clearScreen):]
	if strings.Contains(last, "Your hand (Rome)") == strings.Contains(last, "Your hand (Carthage)") {
		t.Errorf("after the last hand-over, not exactly one hand is shown:\n%s", last)
	}
}

// rules are Hannibal's, from the built-in data.
func rules() game.Rules { return title.Of(data.MustDefault()) }

// hgame is the Hannibal game of a match.
func hgame(m *match.Match) *hannibal.Game {
	g, _ := title.Game(m.Game())
	return g
}

func numList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

// TestToyGameWithBots plays the toy race of package gametest between two bots:
// the terminal needs nothing of Hannibal.
func TestToyGameWithBots(t *testing.T) {
	gametest.Register()
	rules, _ := gametest.Title.Load("")
	m, err := match.New(rules, game.Options{Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	var players [2]Player
	for i, spec := range []string{"mcts:iter=20", "random"} {
		if players[i], err = NewPlayer(gametest.Title, spec, uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: players}, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if !strings.Contains(o, "punic: Toy race, scenario short") || !strings.Contains(o, "North: mcts:iter=20. South: random.") || !strings.Contains(o, "Game over: ") || !m.Over() {
		t.Fatalf("output:\n%s", o)
	}
}
