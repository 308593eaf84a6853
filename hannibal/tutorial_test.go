package hannibal

import (
	"strings"
	"testing"

	"punic/hannibal/data"
)

// newTutorial starts tutorial n as any front end does: by its scenario key.
func newTutorial(t *testing.T, n int, seed uint64) *Game {
	t.Helper()
	g, err := New(data.MustDefault(), Options{Scenario: "tutorial-" + itoa(n), Seed: seed})
	if err != nil {
		t.Fatalf("tutorial %d: %v", n, err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	return g
}

// wantEnd checks the game is over with the winner and the tutorial's reason.
func wantEnd(t *testing.T, g *Game, winner Side) {
	t.Helper()
	over, w, reason := g.Outcome()
	if !over || w != winner {
		t.Fatalf("over=%v winner=%v (%s); want %v\nlegal: %v\ndecision: %+v", over, w, reason, winner, legalTexts(g), g.Decision())
	}
	if g.s.endReason != endTutorial {
		t.Fatalf("ended by %q, not by the tutorial's condition", reason)
	}
	l := g.Lesson()
	if l == nil || l.Result == "" || !strings.HasPrefix(l.Result, winner.String()+" wins") || l.Step != l.Steps {
		t.Fatalf("lesson at the end: %+v", l)
	}
}

// lessonAt checks the lesson shows step n.
func lessonAt(t *testing.T, g *Game, n int) {
	t.Helper()
	if l := g.Lesson(); l == nil || l.Step != n {
		t.Fatalf("lesson step %+v, want %d", l, n)
	}
}

func TestTutorial1Win(t *testing.T) {
	g := newTutorial(t, 1, 1)
	decision(t, g, Rome, "card-play")
	lessonAt(t, g, 1)
	if v := g.View(Rome); v.Lesson == nil || v.Lesson.Player != "rome" || len(v.Lesson.Spaces) == 0 {
		t.Fatalf("view lesson: %+v", v.Lesson)
	}
	do(t, g, "event 4")
	lessonAt(t, g, 2)
	do(t, g, "event 35", "pc hispalis")
	lessonAt(t, g, 3)
	do(t, g, "ops 36 pc", "pc acci", "pc malaca")
	wantEnd(t, g, Rome)
}

func TestTutorial1LossWithOPsOnly(t *testing.T) {
	g := newTutorial(t, 1, 1)
	do(t, g, "ops 4 pc", "pc acci", "pc malaca", "pc salaria")
	do(t, g, "ops 35 pc", "pc dianium", "pc iberus")
	do(t, g, "ops 36 pc", "pc numantia", "pc bilbilis")
	wantEnd(t, g, Carthage)
	lessonAt(t, g, 4)
}

func TestTutorial2Win(t *testing.T) {
	g := newTutorial(t, 2, 1)
	lessonAt(t, g, 1)
	do(t, g, "event 40", "activate hannibal", "subs none", "take 8 e2")
	lessonAt(t, g, 3)
	do(t, g, "move segobriga", "drop 1", "move toletum", "overrun", "drop 1", "move arsa")
	lessonAt(t, g, 4)
	do(t, g, "stop")
	if d := g.Decision(); d.Kind == "activate" {
		do(t, g, "pass")
	}
	do(t, g, "ops 45 pc", "pc segobriga", "pc toletum")
	lessonAt(t, g, 5)
	do(t, g, "ops 48 pc", "pc arsa")
	wantEnd(t, g, Carthage)
}

func TestTutorial2LossWithoutAnArmyInSaguntum(t *testing.T) {
	g := newTutorial(t, 2, 1)
	// Mago goes along: Saguntum is left without an army.
	do(t, g, "event 40", "activate hannibal", "subs mago", "take 10 e2")
	do(t, g, "move segobriga", "drop 1", "move toletum", "overrun", "drop 1", "move arsa", "stop")
	if d := g.Decision(); d.Kind == "activate" {
		do(t, g, "pass")
	}
	do(t, g, "ops 45 pc", "pc segobriga", "pc toletum", "ops 48 pc", "pc arsa")
	wantEnd(t, g, Rome)
}

func TestTutorial2BansIdubeda(t *testing.T) {
	g := newTutorial(t, 2, 1)
	do(t, g, "ops 40 move", "activate hannibal", "subs none", "take 8 e2")
	if hasLegal(g, "move dertosa") {
		t.Fatal("move dertosa offered: Idubeda is banned")
	}
	refused(t, g, "move dertosa", "tutorial 2")
	err := g.Apply(mustParse(t, g, "move dertosa"))
	if err == nil || !strings.Contains(err.Error(), "tutorial 2") {
		t.Fatalf("refusal %v", err)
	}
}

func mustParse(t *testing.T, g *Game, text string) Action {
	t.Helper()
	a, ok := parseAnyAction(g, text)
	if !ok {
		t.Fatalf("cannot encode %q", text)
	}
	return a
}

func TestTutorial3Win(t *testing.T) {
	g := newTutorial(t, 3, 1)
	lessonAt(t, g, 1)
	g.ForceDice(3) // naval combat: 3-4, the fleet gets through
	do(t, g, "event 34", "activate mago", "subs gisgo", "take 10 e2", "sail nice")
	lessonAt(t, g, 3)
	do(t, g, "stop", "ops 45 move", "activate gisgo", "subs none", "take 3", "move druentia")
	g.ForceDice(3) // the Alps: no loss
	do(t, g, "move taurini")
	lessonAt(t, g, 4)
	do(t, g, "stop", "ops 48 pc", "pc taurini")
	wantEnd(t, g, Carthage)
}

func TestTutorial3LossWithoutTheSeaMove(t *testing.T) {
	g := newTutorial(t, 3, 1)
	// A land march instead of the sea move: nothing reaches Nice.
	do(t, g, "event 34", "activate mago", "subs gisgo", "take 10 e2")
	do(t, g, "move dianium", "stop")
	for g.Decision().Kind == "activate" {
		do(t, g, "pass")
	}
	do(t, g, "ops 45 pc", "pc iberus", "pc ilerda", "ops 48 pc", "pc nice")
	wantEnd(t, g, Carthage.Other())
}

// play is do, letting every counter-event window pass unless the action answers it.
func play(t *testing.T, g *Game, actions ...string) {
	t.Helper()
	for _, a := range actions {
		for !g.Over() && g.Decision().Kind == "counter-event" && a != "pass" && !hasLegal(g, a) {
			do(t, g, "pass")
		}
		do(t, g, a)
	}
	for !g.Over() && g.Decision().Kind == "counter-event" {
		do(t, g, "pass")
	}
}

func TestTutorial4Win(t *testing.T) {
	g := newTutorial(t, 4, 1)
	decision(t, g, Carthage, "card-play")
	play(t, g, "discard 56")
	lessonAt(t, g, 2)
	// Rome pulls Nero back to Rome, leaving the road through Sena open.
	play(t, g, "ops 57 move", "activate nero", "take 8", "move praeneste", "move rome", "stop", "pass")
	lessonAt(t, g, 3)
	g.ForceDice(6, 6, 6, 6, 6, 6)
	play(t, g, "event 62", "activate hasdrubal", "take 6", "move ariminum", "move firmum-picenum", "move sena",
		"move terventum", "move beneventum", "move heraclea")
	wantEnd(t, g, Carthage)
	if g.Turn() != 7 || g.s.phase == phaseWinter {
		t.Fatalf("the win should come at once, in the Strategy Phase")
	}
}

func TestTutorial4LossWhenHasdrubalStaysNorth(t *testing.T) {
	g := newTutorial(t, 4, 1)
	play(t, g, "discard 56", "discard 41", "discard 51", "discard 57", "discard 62", "discard 20")
	wantEnd(t, g, Rome)
}

func TestTutorial5Win(t *testing.T) {
	g := newTutorial(t, 5, 1)
	lessonAt(t, g, 1)
	play(t, g, "event 61", "activate hannibal", "take 8 e2", "move dertosa", "move ilerda")
	g.ForceDice(1) // the Pyrenees
	play(t, g, "move tolosa", "lose-elephants 0", "move averni", "move gergovia", "stop")
	lessonAt(t, g, 2)
	play(t, g, "discard 55")
	lessonAt(t, g, 3)
	g.ForceDice(1) // the Alps, with Native Guide's -3
	play(t, g, "ops 5 move+event", "activate hannibal", "take 7 e2", "move allobroges", "move taurini")
	decision(t, g, Carthage, "lose-elephants") // the Alps: 1-3 still costs a CU
	play(t, g, "lose-elephants 0")
	wantEnd(t, g, Carthage)
	// Hannibal reaches Taurini only after the Alps' attrition roll.
	log := g.Log()
	alps, won := -1, -1
	for i, l := range log {
		if strings.Contains(l.Text, "crosses an Alps pass") {
			alps = i
		}
		if l.Rule == "tutorial 5" {
			won = i
		}
	}
	if alps < 0 || won < alps {
		t.Fatalf("the win (line %d) must follow the Alps attrition (line %d)", won, alps)
	}
}

func TestTutorial5ElephantsLostInTheAlps(t *testing.T) {
	g := newTutorial(t, 5, 1)
	play(t, g, "event 61", "activate hannibal", "take 8 e2", "move dertosa", "move ilerda")
	g.ForceDice(1)
	play(t, g, "move tolosa", "lose-elephants 0", "move averni", "move gergovia", "stop", "discard 55")
	// No Native Guide this time: a 6 in the Alps costs CUs, and Carthage gives up
	// both elephants.
	g.ForceDice(6)
	play(t, g, "ops 6 move", "activate hannibal", "take 7 e2", "move allobroges", "move taurini")
	if g.Decision().Kind != "lose-elephants" {
		t.Fatalf("decision %+v", g.Decision())
	}
	if g.Over() {
		t.Fatal("won before the Alps' losses were taken")
	}
	play(t, g, "lose-elephants 2")
	if g.Over() {
		t.Fatalf("won without an elephant: %s", g.Lesson().Result)
	}
}

func TestTutorial5LossWithoutTheElephants(t *testing.T) {
	g := newTutorial(t, 5, 1)
	// Hannibal leaves the elephants behind: reaching Taurini is not enough.
	play(t, g, "event 61", "activate hannibal", "take 6", "move dertosa", "move ilerda")
	g.ForceDice(1)
	play(t, g, "move tolosa", "move averni", "move gergovia", "stop", "discard 55")
	g.ForceDice(1)
	play(t, g, "ops 5 move+event", "activate hannibal", "take 5", "move allobroges", "move taurini")
	if g.Over() {
		t.Fatalf("won without an elephant: %v", g.Lesson().Result)
	}
	play(t, g, "stop", "discard 7", "discard 6", "discard 63")
	wantEnd(t, g, Rome)
}

func TestTutorial5NoSeaNoRaise(t *testing.T) {
	g := newTutorial(t, 5, 1)
	play(t, g, "discard 61")
	refused(t, g, "ops 55 raise", "tutorial 5")
	play(t, g, "ops 63 move", "activate p-scipio", "take 8")
	if hasLegal(g, "sail nice") {
		t.Fatal("a sea move is offered in tutorial 5")
	}
	refused(t, g, "sail nice", "tutorial 5")
	if err := g.Apply(mustParse(t, g, "sail nice")); !strings.Contains(err.Error(), "no naval movement") {
		t.Fatalf("refusal %v", err)
	}
}

func TestTutorial6CarthageWinsWithTheRevolt(t *testing.T) {
	g := newTutorial(t, 6, 1)
	decision(t, g, Rome, "campaign-first")
	play(t, g, "pass")
	decision(t, g, Carthage, "card-play")
	play(t, g, "event 2")
	play(t, g, "discard 39", "discard 52", "discard 40", "discard 17", "discard 54")
	wantEnd(t, g, Carthage)
}

func TestTutorial6RomeWinsOnCUs(t *testing.T) {
	g := newTutorial(t, 6, 1)
	g.ForceDice(1) // winter attrition of the besiegers: no loss
	play(t, g, "pass", "discard 2", "discard 39", "discard 52", "discard 40", "discard 17", "discard 54")
	// Sicilia is Rome's, Syracuse Carthage's: 1-1, and Rome has more CUs.
	wantEnd(t, g, Rome)
	if l := g.Lesson(); !strings.Contains(l.Result, "Rome 1, Carthage 1") {
		t.Fatalf("result %q", l.Result)
	}
}

func TestTutorial6CampaignFirst(t *testing.T) {
	g := newTutorial(t, 6, 1)
	play(t, g, "campaign-first")
	decision(t, g, Rome, "card-play")
	refused(t, g, "discard 54", "7.3")
	play(t, g, "event 39")
}

func TestTutorialsFirstPlayerIsFixed(t *testing.T) {
	for n, want := range map[int]Side{1: Rome, 2: Carthage, 3: Carthage, 4: Carthage, 5: Carthage} {
		g := newTutorial(t, n, 7)
		if d := g.Decision(); d.Side != want || d.Kind != "card-play" {
			t.Errorf("tutorial %d starts with %+v, want %v's card play", n, d, want)
		}
		if g.View(want).DeckSize != 64-len(g.View(want).Hand)-g.View(want).HandSize[want.Other().Key()]-len(g.View(want).Discard)-len(g.View(want).Removed) {
			t.Errorf("tutorial %d: cards were dealt", n)
		}
	}
}

func TestTutorialPositionRoundTrip(t *testing.T) {
	g := newTutorial(t, 2, 3)
	play(t, g, "event 40", "activate hannibal", "subs none", "take 8 e2", "move segobriga")
	h, err := LoadPosition(g.d, g.Position(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if h.Lesson() == nil || h.Lesson().Step != g.Lesson().Step || h.tutorial() != g.tutorial() {
		t.Fatalf("lesson lost in the position: %+v", h.Lesson())
	}
}

func TestCampaignScenarioHasNoLesson(t *testing.T) {
	g, err := New(data.MustDefault(), Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if g.Lesson() != nil || g.View(Rome).Lesson != nil || g.tutorial() != nil {
		t.Fatal("218 BC shows a lesson")
	}
}

func TestTutorialPositionIsValidated(t *testing.T) {
	d := *data.MustDefault()
	d.Tutorials = append([]data.Scenario(nil), d.Tutorials...)
	tu := *d.Tutorials[0].Tutorial
	tu.Position = strings.Replace(tu.Position, "hand rome: 4 35 36", "hand rome: 4 35 36\nhand carthage: 5", 1)
	d.Tutorials[0].Tutorial = &tu
	_, err := New(&d, Options{Scenario: "218bc"})
	if err == nil || !strings.Contains(err.Error(), "solitaire tutorial gives the absent side no card") {
		t.Fatalf("got %v", err)
	}
	tu.Position = strings.Replace(tu.Position, "scenario: tutorial-1", "scenario: tutorial-2", 1)
	d2 := d
	d2.Tutorials = append([]data.Scenario(nil), d.Tutorials...)
	_, err = New(&d2, Options{Scenario: "218bc"})
	if err == nil || !strings.Contains(err.Error(), `must name "tutorial-1"`) {
		t.Fatalf("got %v", err)
	}
}

// TestTutorialsRandomPlay plays random legal actions in every tutorial, checking
// the invariants, the lesson and the end after every action.
func TestTutorialsRandomPlay(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for seed := uint64(1); seed <= 60; seed++ {
			g := newTutorial(t, n, seed)
			r := newRNG(seed * 7919)
			for steps := 0; !g.Over(); steps++ {
				if steps > 3000 {
					t.Fatalf("tutorial %d seed %d: no end after %d actions", n, seed, steps)
				}
				legal := g.Legal(nil)
				if len(legal) == 0 {
					t.Fatalf("tutorial %d seed %d: no legal action: %+v", n, seed, g.Decision())
				}
				if err := g.Apply(legal[int(r.Next()%uint64(len(legal)))]); err != nil {
					t.Fatal(err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("tutorial %d seed %d: %v", n, seed, err)
				}
				if g.Turn() != g.Data().Tutorials[n-1].FirstTurn {
					t.Fatalf("tutorial %d went on to another turn", n)
				}
			}
			if g.s.endReason != endTutorial && g.s.endReason != endRomeTaken && g.s.endReason != endSuedForPeace {
				t.Fatalf("tutorial %d seed %d ended by %q", n, seed, endWords[g.s.endReason])
			}
			if l := g.Lesson(); l.Result == "" {
				t.Fatalf("tutorial %d: no result", n)
			}
		}
	}
}
