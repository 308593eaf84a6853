package title

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
	g := newGame(t, 1)
	d := data.MustDefault()
	var b bytes.Buffer
	writeBoard(&b, d, g.View(hannibal.Rome))
	o := b.String()
	v := g.View(hannibal.Rome)
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
	writeBoard(&b, d, g.View(hannibal.NoSide))
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
		g := newGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 9))
		for i := 0; i < 3000 && !g.Over(); i++ {
			side := g.ToMove()
			v := g.View(side)
			var b bytes.Buffer
			writeBoard(&b, d, v)
			o := b.String()
			if v.Battle != nil && !sawBattle {
				sawBattle = true
				if !strings.Contains(o, "Battle in "+spaceName(d, v.Battle.Space)+": ") || !strings.Contains(o, "  your battle cards: ") {
					t.Fatalf("battle not shown:\n%s", o)
				}
				b.Reset()
				writeBoard(&b, d, g.View(hannibal.NoSide))
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
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !sawBattle || !sawMove {
		t.Fatalf("no battle (%v) or no move (%v) in the random games", sawBattle, sawMove)
	}
}

func newGame(t *testing.T, seed uint64) *hannibal.Game {
	t.Helper()
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
