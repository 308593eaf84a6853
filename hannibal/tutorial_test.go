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
