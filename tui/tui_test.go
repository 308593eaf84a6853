package tui

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// scripter writes a hotseat player's input while playing the same actions on its
// own copy of the game (the oracle), so that the script stays right whatever the
// engine deals.
type scripter struct {
	t       *testing.T
	m       *hannibal.Match
	lines   []string
	holder  hannibal.Side
	referee bool
	passes  int // times the keyboard was passed
}

func newScripter(t *testing.T, m *hannibal.Match) *scripter {
	return &scripter{t: t, m: m, holder: hannibal.NoSide}
}

// say adds a line that takes no action.
func (sc *scripter) say(line string) { sc.lines = append(sc.lines, line) }

// cmd adds a command typed by the side to move, taking the keyboard first when
// the other side had it.
func (sc *scripter) cmd(line string) {
	if side := sc.m.G.ToMove(); side != sc.holder && side != hannibal.NoSide {
		sc.say("")
		sc.holder = side
		sc.passes++
	}
	sc.say(line)
}

// act takes legal action i, typing its number or its text.
func (sc *scripter) act(i int, byText bool) string {
	sc.t.Helper()
	g := sc.m.G
	legal := g.Legal(nil)
	a := legal[i]
	text := g.ActionText(a)
	if byText {
		sc.cmd(text)
	} else {
		sc.cmd(strconv.Itoa(i + 1))
	}
	if sc.referee {
		c := probe(g, a)
		if missing := c.dice - g.PendingDice(); missing > 0 {
			dice := strings.TrimSpace(strings.Repeat("6 ", missing))
			sc.say("dice " + dice)
			g.ForceDice(nums(sc.t, dice)...)
			if c.deal > 0 || c.battle {
				sc.say("")
			}
		} else if c.deal > 0 || c.battle {
			sc.say("")
		}
	}
	if err := sc.m.Apply(a); err != nil {
		sc.t.Fatalf("oracle: %s: %v", text, err)
	}
	return text
}

// find returns the index of the first legal action whose text matches.
func (sc *scripter) find(match func(string) bool) int {
	for i, a := range sc.m.G.Legal(nil) {
		if match(sc.m.G.ActionText(a)) {
			return i
		}
	}
	sc.t.Fatalf("no legal action matches; decision %+v", sc.m.G.Decision())
	return -1
}

func (sc *scripter) input() *strings.Reader {
	return strings.NewReader(strings.Join(sc.lines, "\n") + "\n")
}

func nums(t *testing.T, s string) []int {
	var out []int
	for _, f := range strings.Fields(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

func newMatch(t *testing.T, seed uint64) *hannibal.Match {
	t.Helper()
	m, err := hannibal.NewMatch(data.MustDefault(), hannibal.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func humans() [2]Player { return [2]Player{{Name: "human"}, {Name: "human"}} }

func loadRecord(t *testing.T, file string) (*hannibal.Record, *hannibal.Match) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := hannibal.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	m, err := hannibal.Replay(data.MustDefault(), rec)
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
	sc.act(0, false) // who plays first
	side := sc.m.G.ToMove()
	sc.act(sc.find(func(s string) bool { return strings.HasPrefix(s, "ops ") && strings.HasSuffix(s, " pc") }), true)
	first := sc.act(0, false) // a PC
	sc.cmd("undo")
	if err := sc.m.Undo(side); err != nil {
		t.Fatalf("oracle undo: %v", err)
	}
	sc.act(1, false) // another PC
	sc.cmd("board")
	sc.cmd("log 3")
	sc.cmd("view")
	sc.cmd("help")
	sc.cmd("no such thing")
	sc.cmd("999")
	for i := 0; i < 12 && !sc.m.G.Over(); i++ {
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
	if got, want := m.G.Position(), sc.m.G.Position(); got != want {
		t.Fatalf("the saved game replays to another position than the script's")
	}
	if n := len(rec.Actions); n != len(sc.m.Record().Actions) {
		t.Fatalf("saved %d actions, the script took %d", n, len(sc.m.Record().Actions))
	}

	// Resume: play on from the saved game, save again, and let the input end.
	sc2 := newScripter(t, m)
	for i := 0; i < 8 && !sc2.m.G.Over(); i++ {
		sc2.act(len(sc2.m.G.Legal(nil))-1, i%2 == 1)
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
	if m2.G.Position() != sc2.m.G.Position() {
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
	carthage, err := NewPlayer("random", 5)
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, 11)
	var out bytes.Buffer
	cfg := Config{Match: m, Players: [2]Player{{Name: "spy", Bot: rome}, carthage}}
	if err := Play(cfg, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	if !m.G.Over() || rome.calls == 0 {
		t.Fatalf("game over %v after %d bot calls", m.G.Over(), rome.calls)
	}
	_, winner, reason := m.G.Outcome()
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
	bot, err := NewPlayer("random", 3)
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
	if _, err := NewPlayer("grandmaster", 1); err == nil {
		t.Error("NewPlayer accepted an unknown bot")
	}
}

// TestRefereeDice plays in referee mode until an action rolls dice: the player is
// asked for them, and the record keeps the dice typed.
func TestRefereeDice(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ref.json")
	sc := newScripter(t, newMatch(t, 1))
	sc.referee = true
	r := rand.New(rand.NewPCG(3, 4))
	rolled := -1
	for i := 0; i < 3000 && !sc.m.G.Over(); i++ {
		g := sc.m.G
		legal := g.Legal(nil)
		k := r.IntN(len(legal))
		if rolled < 0 && probe(g, legal[k]).dice > 0 {
			rolled = len(sc.m.Record().Actions)
		}
		sc.act(k, true)
		if rolled >= 0 && len(sc.m.Record().Actions) > rolled+3 {
			break
		}
	}
	if rolled < 0 {
		t.Fatal("no action rolled a die")
	}
	sc.cmd("save " + file)
	sc.cmd("quit")
	var out bytes.Buffer
	if err := Play(Config{Match: newMatch(t, 1), Players: humans(), Referee: true}, sc.input(), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if !strings.Contains(o, "Referee: ") || !strings.Contains(o, "Dice queued: 6") {
		t.Errorf("no referee question or queued dice in the output")
	}
	rec, m := loadRecord(t, file)
	if m.G.Position() != sc.m.G.Position() {
		t.Fatal("the referee game replays to another position than the script's")
	}
	dice := rec.Actions[rolled].Dice
	if len(dice) == 0 {
		t.Fatalf("action %d (%s) recorded no forced dice", rolled+1, rec.Actions[rolled].Action)
	}
	for _, d := range dice {
		if d != 6 {
			t.Fatalf("action %d recorded dice %v, typed only 6s", rolled+1, dice)
		}
	}
}

// TestRefereeCommandsOnlyInRefereeMode checks that dice cannot be forced in an
// ordinary game, and that bad referee input is explained.
func TestRefereeCommandsOnlyInRefereeMode(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("\ndice 3\nquit\n")
	if err := Play(Config{Match: newMatch(t, 2), Players: humans()}, in, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "dice: only in referee mode") {
		t.Errorf("dice accepted outside referee mode:\n%s", out.String())
	}
	out.Reset()
	m := newMatch(t, 2)
	in = strings.NewReader("\ndice 7\ndice x\ndraws 99\nhands 1 2 3\nhands 13 0 0 0 0 0 0 0 0 0 0 0\ndice 2 4\nquit\n")
	if err := Play(Config{Match: m, Players: humans(), Referee: true}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{"dice: 7 is not a die roll 1-6", `dice: "x" is not a number`, "draws: 99 is not a strategy card", "hands: give 6 counts", "frontal-assault cards: the deck has", "Dice queued: 2 4 (2 waiting)."} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if m.G.PendingDice() != 2 {
		t.Errorf("%d dice queued, want 2", m.G.PendingDice())
	}
}
