package tui

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
)

// TestBoardSummary checks the board at the start: provinces by controller with
// the political points, armies with their generals, the viewer's hand only.
func TestBoardSummary(t *testing.T) {
	m := newMatch(t, 1)
	d := data.MustDefault()
	var b bytes.Buffer
	writeBoard(&b, d, m.G.View(hannibal.Rome))
	o := b.String()
	v := m.G.View(hannibal.Rome)
	for _, want := range []string{
		"=== Turn 1 of 9 (218 BC)",
		"Political points: Rome " + strconv.Itoa(v.Points["rome"]) + ", Carthage " + strconv.Itoa(v.Points["carthage"]),
		"  Rome      Etruria*,",
		"Saguntum         Carthage 10 CUs (2 elephants) with Hannibal (commands), Mago, H. Gisgo",
		"Rome             Rome 8 CUs with P. Scipio (commands, consul)",
		"Rome holds 7, Carthage 7",
		"Your hand (Rome): #",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("board lacks %q:\n%s", want, o)
		}
	}
	if strings.Contains(o, "Your hand (Carthage)") {
		t.Error("Rome's board shows Carthage's hand")
	}
	b.Reset()
	writeBoard(&b, d, m.G.View(hannibal.NoSide))
	if strings.Contains(b.String(), "Your hand") {
		t.Error("a spectator's board shows a hand")
	}
}

// TestBoardBattleAndMove plays random games until a battle is fought and an army
// moves, and checks that the board shows them, with the viewer's battle cards
// only.
func TestBoardBattleAndMove(t *testing.T) {
	d := data.MustDefault()
	var sawBattle, sawMove bool
	for seed := uint64(1); seed < 40 && !(sawBattle && sawMove); seed++ {
		m := newMatch(t, seed)
		r := rand.New(rand.NewPCG(seed, 9))
		for i := 0; i < 3000 && !m.G.Over(); i++ {
			side := m.G.ToMove()
			v := m.G.View(side)
			var b bytes.Buffer
			writeBoard(&b, d, v)
			o := b.String()
			if v.Battle != nil && !sawBattle {
				sawBattle = true
				if !strings.Contains(o, "Battle in "+spaceName(d, v.Battle.Space)+": ") || !strings.Contains(o, "  your battle cards: ") {
					t.Fatalf("battle not shown:\n%s", o)
				}
				b.Reset()
				writeBoard(&b, d, m.G.View(hannibal.NoSide))
				if strings.Contains(b.String(), "your battle cards") {
					t.Fatal("a spectator sees battle cards")
				}
			}
			if v.MovingArmy != nil && !sawMove {
				sawMove = true
				if !strings.Contains(o, "Moving: "+generalName(d, v.MovingArmy.General)+" in ") {
					t.Fatalf("moving army not shown:\n%s", o)
				}
			}
			legal := m.G.Legal(nil)
			if err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !sawBattle || !sawMove {
		t.Fatalf("no battle (%v) or no move (%v) in the random games", sawBattle, sawMove)
	}
}

// TestHotseatClearsScreen checks that with Clear the screen is cleared when the
// keyboard passes, and the log since the player's last turn shown again.
func TestHotseatClearsScreen(t *testing.T) {
	sc := newScripter(t, newMatch(t, 5))
	for sc.passes < 3 {
		sc.act(len(sc.m.G.Legal(nil))-1, false)
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
