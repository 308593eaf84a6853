package tui

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/title"
	"punic/match"
)

// newRefereeMatch starts a referee game, waiting for its first deal.
func newRefereeMatch(t *testing.T, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(rules(), game.Options{Seed: seed, Referee: true})
	var need *hannibal.NeedInput
	if !errors.As(err, &need) || need.What != title.Draw || !m.Waiting() {
		t.Fatalf("a referee game must wait for its first deal: %v", err)
	}
	return m
}

// policy picks an action that keeps the game short and reaches the table's
// random picks: card 9's event (Rome discards a card drawn blind), otherwise
// passing, placing PCs, or the first action.
func (sc *scripter) policy() int {
	g := hgame(sc.m)
	legal := g.Legal(nil)
	for _, want := range []string{"event 9", "pass", "first carthage"} {
		for i, a := range legal {
			if g.ActionText(a) == want {
				return i
			}
		}
	}
	for i, a := range legal {
		if t := g.ActionText(a); strings.HasPrefix(t, "ops ") && strings.HasSuffix(t, " pc") {
			return i
		}
	}
	return 0
}

// hannibalMarches plays Carthage's first card: Hannibal marches from Saguntum
// towards the Pyrenees (Carthage holds card 33, a Major Campaign).
func (sc *scripter) hannibalMarches() {
	for _, a := range []string{"ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa"} {
		sc.actText(a)
	}
}

// TestRefereeGame plays a referee game from its first deal to the deal of turn
// 2: the deal entered in parts with mistakes, a mountain pass whose attrition die
// is asked when Rome passes its counter-event window (the pass withdrawn once,
// then taken with the die), card 9's blind draw from Rome's hand, the consul
// election from the cup and turn 2's deal. Then it resumes the saved game, and a
// game saved before its first deal.
func TestRefereeGame(t *testing.T) {
	dir := t.TempDir()
	save0, save1, save2 := filepath.Join(dir, "start.json"), filepath.Join(dir, "one.json"), filepath.Join(dir, "two.json")
	sc := newScripter(t, newRefereeMatch(t, 5))
	sc.say("save " + save0)
	for _, l := range []string{
		"dice 3", "draws 1 1", "draws 99", "draws rome 1 2 / carthage 9 33 34 35", "cancel", "help",
		"draws rome 1 2 3 / carthage 9 33 34", "draws 1 4", "draws 4 35 5 36 6 37 7 38 8",
		"rome 4 5 6 7 / carthage 35 36 37 38",
	} {
		sc.say(l)
	}
	hgame(sc.m).ForceDraws(1, 9, 2, 33, 3, 34, 4, 35, 5, 36, 6, 37, 7, 38)
	sc.start()
	sc.actText("pass") // 7.3: Rome is asked about a campaign card first
	sc.actText("first carthage")
	sc.hannibalMarches()
	sc.actText("move ilerda")
	// Crossing the Pyrenees with the 4th MP first gives Rome a counter-event
	// window (Bad Weather, 8.4), opened whatever Rome holds; the die for the
	// crossing's attrition is asked when Rome passes: bad input, then Rome's
	// pass is withdrawn and taken again.
	sc.actText("move tolosa")
	if d := hgame(sc.m).Decision(); d.Kind != "counter-event" || d.Side != hannibal.Rome {
		t.Fatalf("move tolosa: want Rome's counter-event window, got %+v", d)
	}
	sc.cmd("pass")
	for _, l := range []string{"dice 7", "draws 4", "x", "cancel"} {
		sc.say(l)
	}
	sc.bad[title.Dice] = []string{"pick 3"}
	sc.bad[title.Pick] = []string{"pick 40", "pick 1 2", "dice 4", "log 2", "board"}
	sc.actText("pass")
	cancelled := false
	for i := 0; i < 300 && sc.asked[title.Draw] == 0; i++ {
		k := sc.policy()
		// The consul election draws two consuls: the first is given, then the
		// action is withdrawn (the pick is dropped) and taken again.
		var n *hannibal.NeedInput
		if g := hgame(sc.m).Clone(); !cancelled && errors.As(g.Apply(g.Legal(nil)[k]), &n) && strings.HasPrefix(n.Prompt, "Draw a consul") {
			sc.cmd(hgame(sc.m).ActionText(hgame(sc.m).Legal(nil)[k]))
			sc.say("pick " + n.Options[0])
			sc.say("cancel")
			cancelled = true
		}
		sc.act(k, i%2 == 0)
	}
	if !cancelled {
		t.Fatal("no consul election before turn 2's deal")
	}
	if sc.asked[title.Pick] < 3 {
		t.Fatalf("the script drew %d picks, want card 9's and two consuls", sc.asked[title.Pick])
	}
	sc.cmd("save " + save1)
	sc.cmd("quit")

	var out bytes.Buffer
	if err := Play(Config{Match: newRefereeMatch(t, 5), Players: humans()}, sc.input(), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{
		"Referee mode: the dice, cards and random draws are those of the table",
		"Referee, for the start of the game: Deal for turn 1 (7.1): Rome and Carthage are dealt 7 strategy cards each, alternately, Rome first; enter the 14 cards drawn.",
		"Saved the game (0 actions) to " + save0,
		"The table must give the strategy cards drawn now, not dice.",
		"the strategy cards drawn: card 1 is given twice.",
		"the strategy cards drawn: 99 is not a strategy card number 1-64.",
		"the cards are dealt alternately, Rome first: give Carthage as many cards as Rome or one fewer, not 2 and 4.",
		"Nothing to cancel: the game cannot go on without the strategy cards drawn.",
		"At the table prompt, type what the rules ask for:",
		"Cards drawn: 1 9 2 33 3 34.",
		"(6 entered, 8 to go)",
		"the strategy cards drawn: card 1 (Corsica and Sardinia Revolt) is not in the deck: it is in a hand, discarded or out of the game.",
		"the strategy cards drawn: the deal needs 8 more, not 9.",
		"Cards drawn: 4 35 5 36 6 37 7 38.",
		"Rome decides: Play a counter event? (8.4)",
		`Referee, for Rome's action "Pass / done": Roll a die and enter it.`,
		"dice: 7 is not a die roll 1-6.",
		"The table must give dice now, not the strategy cards drawn.",
		`dice: "x" is not a number.`,
		"Action withdrawn.",
		"The table must give dice now, not a random pick.",
		"Dice: 6.",
		"Hannibal crosses a mountain pass: attrition roll 6",
		"Draw one card at random from Rome's hand and enter its number",
		`a random pick: "40" is not one of `,
		"a random pick: give one value, the one drawn.",
		"The table must give a random pick now, not dice.",
		"Log, lines",
		"Draw a consul from the cup and enter his key",
		"Action withdrawn; the dice, cards and random draws given for it are dropped (the actions before can no longer be taken back).",
		"Referee, for Rome's action",
		"Deal for turn 2 (7.1)",
		"Saved the game (",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	checkHandsHidden(t, o)
	if testing.Verbose() {
		t.Log(o)
	}

	// The saved game replays to the script's position, with the table's inputs.
	rec, m := loadRecord(t, save1)
	if got, want := hgame(m).Position(), hgame(sc.m).Position(); got != want {
		t.Fatal("the saved referee game replays to another position than the script's")
	}
	if !rec.Referee || !hgame(m).Referee() || rec.Start == nil || len(rec.Start.Inputs["draws"]) != 14 {
		t.Fatalf("the record lost the referee mode or the first deal: %+v", rec.Start)
	}
	var dice, picks, draws int
	tolosa := false
	for i, a := range rec.Actions {
		dice += len(a.Inputs["dice"])
		picks += len(a.Inputs["picks"])
		draws += len(a.Inputs["draws"])
		if a.Action != "move tolosa" {
			continue
		}
		// The move itself rolls nothing; Rome's pass of its counter-event
		// window, next, takes the attrition die.
		tolosa = true
		if len(a.Inputs["dice"]) != 0 {
			t.Errorf("move tolosa recorded dice %v, want none", a.Inputs["dice"])
		}
		if i+1 >= len(rec.Actions) {
			t.Fatal("the record ends at move tolosa")
		}
		if next := rec.Actions[i+1]; next.Side != "rome" || next.Action != "pass" || len(next.Inputs["dice"]) != 1 || string(next.Inputs["dice"][0]) != "6" {
			t.Errorf("after move tolosa the record holds %+v, want Rome's pass with dice [6]", next)
		}
	}
	if !tolosa {
		t.Error("the record lacks move tolosa")
	}
	if dice == 0 || picks < 3 || draws != 14 {
		t.Errorf("recorded %d dice, %d picks, %d draws after the start", dice, picks, draws)
	}

	// Resume it and play on; the resumed game keeps asking the table.
	_, oracle := loadRecord(t, save1)
	sc2 := newScripter(t, oracle)
	for i := 0; i < 6 && !hgame(sc2.m).Over(); i++ {
		sc2.act(sc2.policy(), true)
	}
	sc2.cmd("save " + save2)
	_, resumed := loadRecord(t, save1)
	out.Reset()
	if err := Play(Config{Match: resumed, Players: humans()}, sc2.input(), &out); err != nil {
		t.Fatal(err)
	}
	if o := out.String(); !strings.Contains(o, "Resuming the game after") || !strings.Contains(o, "Referee mode") {
		t.Errorf("the resumed referee game:\n%s", o)
	}
	if _, m2 := loadRecord(t, save2); hgame(m2).Position() != hgame(sc2.m).Position() || hgame(m2).Position() != hgame(resumed).Position() {
		t.Fatal("the resumed referee game replays to another position than the script's")
	}

	// The game saved before the deal resumes waiting for it.
	rec0, m0 := loadRecord(t, save0)
	if !rec0.Referee || !m0.Waiting() {
		t.Fatalf("the game saved before its deal does not wait for it")
	}
	out.Reset()
	// Rome, asked 7.3's question whatever his hand, passes; then Carthage decides.
	in := strings.NewReader("draws 1 33 2 34 3 35 4 36 5 37 6 38 7 39\n\npass\n\nquit\n")
	if err := Play(Config{Match: m0, Players: humans()}, in, &out); err != nil {
		t.Fatal(err)
	}
	if got := hgame(m0).Hand(hannibal.Rome); len(got) != 7 || got[6] != 7 || hgame(m0).ToMove() != hannibal.Carthage {
		t.Fatalf("after the resumed deal Rome holds %v:\n%s", got, out.String())
	}
}

// battlePosition is a referee game of 218 BC after the first deal (Rome 1-7,
// Carthage 33-39) and Carthage's choice to play first, with P. Scipio's army moved
// from Rome to Dertosa, a step from Hannibal.
func battlePosition(t *testing.T) string {
	t.Helper()
	m := newRefereeMatch(t, 1)
	var draws []int
	for i := 0; i < 7; i++ {
		draws = append(draws, 1+i, 33+i)
	}
	hgame(m).ForceDraws(draws...)
	if err := m.Advance(); err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"pass", "first carthage"} { // 7.3: Rome is asked first
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	pos := hgame(m).Position()
	for _, r := range [][2]string{
		{"general p-scipio: rome command consul", "general p-scipio: dertosa command consul"},
		{"units rome: rome 8", "units dertosa: rome 8"},
	} {
		if !strings.Contains(pos, r[0]) {
			t.Fatalf("the position lacks %q", r[0])
		}
		pos = strings.Replace(pos, r[0], r[1], 1)
	}
	return pos
}

// refereePosition loads a position as a referee game.
func refereePosition(t *testing.T, pos string) *match.Match {
	t.Helper()
	m, err := match.FromPosition(rules(), pos, 3)
	if err != nil {
		t.Fatal(err)
	}
	hgame(m).SetReferee(true)
	return m
}

// TestRefereeBattle attacks P. Scipio with Hannibal: both sides pass their
// counter-event windows at the battle's start, the battle's hands are asked of
// the table, checked against the sizes the rules give, and the battle is
// fought to its end; the saved game resumes as a referee game.
func TestRefereeBattle(t *testing.T) {
	pos := battlePosition(t)
	file := filepath.Join(t.TempDir(), "battle.json")
	sc := newScripter(t, refereePosition(t, pos))
	sc.hannibalMarches()
	sc.actText("pass") // Rome neither intercepts nor avoids battle
	// At the battle's start each side gets a counter-event window (8.4), the
	// attacker first, whatever its hand holds: Carthage passes by its text, Rome
	// by the number of its only choice.
	for _, side := range []hannibal.Side{hannibal.Carthage, hannibal.Rome} {
		d, legal := hgame(sc.m).Decision(), hgame(sc.m).Legal(nil)
		if d.Kind != "counter-event" || d.Side != side || len(legal) != 1 || hgame(sc.m).ActionText(legal[0]) != "pass" {
			t.Fatalf("want %s's counter-event window with only a pass, got %+v", side, d)
		}
		sc.act(0, side == hannibal.Carthage)
	}
	sc.bad[title.Hands] = []string{
		"hands 1 2 3",
		"hands rome fa2 / carthage fa3",
		"hands rome fa10 / carthage fa3 fr9 pr5",
		"hands rome xx1 / carthage",
		"hands rome fa9 fl1 / carthage fa3 fr9 pr6", // Carthage gets 18, not 17
		"dice 4",
	}
	sc.actText("pass") // no elephant charge: the cards are dealt
	if sc.asked[title.Hands] != 1 {
		t.Fatalf("the battle asked for hands %d times", sc.asked[title.Hands])
	}
	for i := 0; i < 200; i++ {
		if _, ok := hgame(sc.m).Battle(); !ok || hgame(sc.m).Over() {
			break
		}
		sc.act(0, i%2 == 1)
	}
	if _, ok := hgame(sc.m).Battle(); ok {
		t.Fatal("the battle did not end")
	}
	sc.cmd("save " + file)
	sc.cmd("quit")
	var out bytes.Buffer
	if err := Play(Config{Match: refereePosition(t, pos), Players: humans()}, sc.input(), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{
		"Carthage decides: Play a counter event? (8.4)\n   1  Pass / done ",
		"Rome decides: Play a counter event? (8.4)\n   1  Pass / done ",
		"Deal the battle cards: Rome draws 10, Carthage 17; enter both hands.",
		"(Rome 10 cards, Carthage 17)",
		"the battle hands: give both hands",
		"the battle hands: Rome is dealt 10 battle cards, not 2.",
		"the battle hands: 13 frontal-assault cards dealt in all: the deck has 12.",
		`the battle hands: Rome: "xx" is not a battle card type (fa (frontal-assault), fl (flank-left), fr (flank-right), pr (probe), de (double-envelopment), re (reserve)).`,
		"the battle hands: Carthage is dealt 17 battle cards, not 18.",
		"The table must give the battle hands now, not dice.",
		"Battle hands: rome ",
		"14.1  Battle cards dealt: Rome 10, Carthage 17",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	rec, m := loadRecord(t, file)
	if hgame(m).Position() != hgame(sc.m).Position() {
		t.Fatal("the saved battle replays to another position than the script's")
	}
	if !rec.Referee || !hgame(m).Referee() {
		t.Fatal("the saved game of a position lost its referee mode")
	}
	hands := 0
	for _, a := range rec.Actions {
		hands += len(a.Inputs["hands"])
	}
	if hands != 1 {
		t.Fatalf("the record holds %d battle hands", hands)
	}
}

// TestRefereeCommandsOutsideTheTable checks that the table's inputs are typed
// only when the table is asked for them.
func TestRefereeCommandsOutsideTheTable(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("\ndice 3\nquit\n")
	if err := Play(Config{Match: newMatch(t, 2), Players: humans()}, in, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "dice: only in referee mode") {
		t.Errorf("dice accepted outside referee mode:\n%s", out.String())
	}
	out.Reset()
	m := refereePosition(t, battlePosition(t))
	in = strings.NewReader("\ndice 3\npick 4\nhelp\nquit\n")
	if err := Play(Config{Match: m, Players: humans()}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{"dice: punic asks the table for the dice, cards and random draws when the rules need them", "pick: punic asks", `punic asks the table for them at the "table>"`} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if hgame(m).PendingDice() != 0 {
		t.Error("a die was queued outside the table prompt")
	}
}

// TestRefereeStalePick plays card 9's event with a pick queued earlier that no
// longer fits (not a card of Rome's hand): it is dropped and the table asked.
func TestRefereeStalePick(t *testing.T) {
	m := newRefereeMatch(t, 6)
	hgame(m).ForceDraws(1, 9, 2, 33, 3, 34, 4, 35, 5, 36, 6, 37, 7, 38)
	if err := m.Advance(); err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"pass", "first carthage"} { // 7.3: Rome is asked first
		if err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	hgame(m).ForcePicks("40")
	var out bytes.Buffer
	in := strings.NewReader("\nevent 9\npick 3\nquit\n")
	if err := Play(Config{Match: m, Players: humans()}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if !strings.Contains(o, "Referee: a pick given earlier no longer fits; the inputs given were dropped.") || !strings.Contains(o, "Drawn: 3.") {
		t.Fatalf("output:\n%s", o)
	}
	if got := hgame(m).Hand(hannibal.Rome); len(got) != 6 || got[2] == 3 {
		t.Fatalf("Rome holds %v after discarding card 3", got)
	}
}
