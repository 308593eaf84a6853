package odds

import (
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// before is a position before Cannae, 216 BC (docs/positions.md's example):
// Carthage plays a card, Hannibal (with Mago and 9 CUs, one an elephant) waits
// in Cannae, next to Arpi, where ARPI stands for the Roman force there.
const before = `position: 1
scenario: 218bc
turn: 3
phase: strategy
active: carthage
control rome: massilia rome capua neapolis tarentum rhegium messana syracuse arpi beneventum brundisium praeneste terventum lilybaeum panormus agrigentum ligurians-eastern
control carthage: gades new-carthage saguntum carthage utica insubrians boii bruttium cannae heraclea
subjugated: ligurians-eastern
units cannae: carthage 9 e1
units arpi: rome ARPI
units beneventum: rome 6
units rome: rome 3, inside 2
units saguntum: rome 4, inside 2
units new-carthage: carthage 3
units carthage: carthage 2, inside 3
units boii: carthage 2
siege saguntum: 1 by rome
general hannibal: cannae command
general mago: cannae
general varro: arpi command consul
general paulus: beneventum command consul
general p-scipio: saguntum command proconsul
general hasdrubal: new-carthage command
general hanno: carthage inside command
general gisgo: displaced
general flaminius: dead
hand carthage: 9 33 61
hand rome: ROMEHAND
discard: 1 2 3 4
removed: 10
`

// position loads the position with arpi Roman CUs in Arpi and Rome's hand, then
// takes Carthage's actions up to Hannibal's move.
func position(t testing.TB, arpi, romeHand string, actions ...string) *hannibal.Game {
	t.Helper()
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer("ARPI", arpi, "ROMEHAND", romeHand).Replace(before)
	g, err := hannibal.LoadPosition(d, text, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range actions {
		a, err := g.ParseAction(s)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

// toMove are Carthage's actions up to the decision where Hannibal may move
// into Arpi, with Mago and every CU.
var toMove = []string{"ops 33 move", "activate hannibal", "subs mago", "take 9 e1"}

func estimate(t *testing.T, g *hannibal.Game, side hannibal.Side, q game.OddsQuery) *game.OddsReport {
	t.Helper()
	r, err := Estimate(g, side, q)
	if err != nil {
		t.Fatal(err)
	}
	sum := r.NoBattle
	for _, s := range r.Sides {
		sum += s.Win
		n := 0
		for _, h := range s.Hist {
			n += h
		}
		if n != r.Fought {
			t.Errorf("%s's histogram counts %d battles, %d were fought", s.Side, n, r.Fought)
		}
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("the shares add up to %v: %+v", sum, r)
	}
	return r
}

// Hannibal with 9 CUs and Mago against a consul with 2: Carthage wins nearly
// every battle fought (14.1: 9 cards and more against 3 or so), and loses less.
func TestOverwhelmingAttackerWins(t *testing.T) {
	g := position(t, "2", "5 6 40", toMove...)
	r := estimate(t, g, hannibal.Carthage, game.OddsQuery{Battle: "arpi", Samples: 300, Seed: 1})
	if r.Action != "move arpi" || r.Space != "arpi" {
		t.Fatalf("the battle resolved to %q in %q", r.Action, r.Space)
	}
	if r.Fought < 100 {
		t.Fatalf("only %d battles of 300 were fought", r.Fought)
	}
	c, ro := r.Sides[hannibal.Carthage], r.Sides[hannibal.Rome]
	if c.WinIfFought < 0.9 {
		t.Errorf("Carthage wins %.2f of the battles fought, want > 0.9\n%s", c.WinIfFought, r.Chart())
	}
	if ro.Losses <= c.Losses {
		t.Errorf("Rome loses %.2f CUs, Carthage %.2f: the beaten side should lose more", ro.Losses, c.Losses)
	}
}

// Mago (battle rating 2) with 9 CUs, one an elephant, against Varro (1) in
// Arpi: with 6 Romans Carthage is the clear favourite, and each Roman CU more
// is one Roman battle card more (14.1), so the odds fall as Rome grows, until
// with 12 Roman CUs the battle is about even.
func TestOddsFollowTheForces(t *testing.T) {
	prev := 2.0
	for _, n := range []string{"6", "9", "12"} {
		g := position(t, n, "5 6 40", "ops 33 move", "activate mago", "take 9 e1")
		r := estimate(t, g, hannibal.Carthage, game.OddsQuery{Battle: "arpi", Samples: 1000, Seed: 2})
		w := r.Sides[hannibal.Carthage].WinIfFought
		if w >= prev {
			t.Errorf("with %s Roman CUs Carthage wins %.2f, not less than %.2f with fewer", n, w, prev)
		}
		prev = w
	}
	if prev < 0.35 || prev > 0.65 {
		t.Errorf("with 12 Roman CUs Carthage wins %.2f of the battles, want 0.5 ± 0.15", prev)
	}
}

// The estimate never reads the hidden hand: games that differ only in Rome's
// strategy cards give Carthage the same report.
func TestNeverReadsHiddenHand(t *testing.T) {
	q := game.OddsQuery{Battle: "arpi", Samples: 150, Seed: 3}
	a := estimate(t, position(t, "6", "5 6 40", toMove...), hannibal.Carthage, q)
	b := estimate(t, position(t, "6", "7 8 41", toMove...), hannibal.Carthage, q)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("the reports differ:\n%s\n%s", a.Chart(), b.Chart())
	}
}

// The same query and seed give the same report; another seed samples anew.
func TestDeterministic(t *testing.T) {
	g := position(t, "6", "5 6 40", toMove...)
	q := game.OddsQuery{Battle: "arpi", Samples: 100, Seed: 9}
	a, b := estimate(t, g, hannibal.Carthage, q), estimate(t, g.Clone(), hannibal.Carthage, q)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs with one seed differ")
	}
	q.Seed = 10
	if c := estimate(t, g, hannibal.Carthage, q); reflect.DeepEqual(a.Sides, c.Sides) {
		t.Error("another seed gave exactly the same histograms")
	}
}

// Bad queries are refused with the reason.
func TestRefusals(t *testing.T) {
	g := position(t, "6", "5 6 40", toMove...)
	for _, c := range []struct {
		side hannibal.Side
		q    game.OddsQuery
		want string
	}{
		{hannibal.Carthage, game.OddsQuery{Battle: "atlantis"}, `unknown space "atlantis"`},
		{hannibal.Rome, game.OddsQuery{Battle: "arpi"}, "Rome does not decide now"},
		{hannibal.Carthage, game.OddsQuery{}, "name the battle's space"},
		{hannibal.Carthage, game.OddsQuery{Battle: "capua"}, "no action at this decision (move) leads to a battle in Capua"},
		{hannibal.Carthage, game.OddsQuery{Action: "fly to rome"}, `"fly to rome"`},
		{hannibal.Carthage, game.OddsQuery{Battle: "arpi", Samples: -1}, "samples must be"},
		{hannibal.NoSide, game.OddsQuery{Battle: "arpi"}, "rome or carthage"},
	} {
		_, err := Estimate(g, c.side, c.q)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.q, err, c.want)
		}
	}
}

// The defender standing in a reaction (10.3: declaring nothing) and a battle
// being fought are estimated too: the latter from the cards dealt, the
// enemy's unseen.
func TestReactionAndBattleInProgress(t *testing.T) {
	g := position(t, "6", "5 6 40", append(toMove, "move arpi")...)
	r := estimate(t, g, hannibal.Rome, game.OddsQuery{Battle: "arpi", Samples: 200, Seed: 4})
	if r.Action != "pass" || r.Fought != 200 {
		t.Fatalf("Rome standing in Arpi: action %q, %d battles fought of 200", r.Action, r.Fought)
	}
	for step := 0; ; step++ {
		if _, ok := g.Battle(); ok && g.Decision().Kind == "battle-card" {
			break
		}
		if step > 50 {
			t.Fatal("no battle card is asked for")
		}
		legal := g.Legal(nil)
		if err := g.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	for _, side := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		r := estimate(t, g, side, game.OddsQuery{Samples: 200, Seed: 5})
		if r.Action != "" || r.Fought != 200 || !strings.Contains(r.Battle, "the battle in Arpi") {
			t.Errorf("%s: %+v", side, r)
		}
	}
}

// The battles a side may weigh: Hannibal's moves into Arpi and Beneventum,
// held by Roman armies; then Rome's stand in Arpi and Paulus's interception
// (12.2); during the battle, the battle itself for both sides.
func TestBattles(t *testing.T) {
	g := position(t, "6", "5 6 40", toMove...)
	want := []game.OddsQuery{{Battle: "arpi", Action: "move arpi"}, {Battle: "beneventum", Action: "move beneventum"}}
	if got := Battles(g.Observation(hannibal.Carthage), hannibal.Carthage); !reflect.DeepEqual(got, want) {
		t.Errorf("Carthage's battles: %+v, want %+v", got, want)
	}
	if got := Battles(g, hannibal.Rome); got != nil {
		t.Errorf("Rome, who does not decide, is offered %+v", got)
	}
	if a, err := g.ParseAction("move arpi"); err != nil || g.Apply(a) != nil {
		t.Fatal(err)
	}
	got := Battles(g.Observation(hannibal.Rome), hannibal.Rome)
	want = []game.OddsQuery{{Battle: "arpi", Action: "intercept paulus"}, {Battle: "arpi", Action: "pass"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Rome's battles in the reaction: %+v, want %+v", got, want)
	}
	for _, q := range got {
		q.Samples, q.Seed = 50, 1
		if r := estimate(t, g, hannibal.Rome, q); r.Space != "arpi" {
			t.Errorf("%+v: %+v", q, r)
		}
	}
}

// Along random games every battle offered is estimated without error, and
// asking never fails or changes the game.
func TestBattlesAlongRandomGames(t *testing.T) {
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	offered := 0
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := hannibal.New(d, hannibal.Options{Seed: seed, NoLog: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for step := 0; step < 3000 && !g.Over(); step++ {
			for _, side := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
				before := g.Position()
				for _, q := range Battles(g.Observation(side), side) {
					q.Samples, q.Seed = 5, seed
					if _, err := Estimate(g, side, q); err != nil {
						t.Fatalf("seed %d step %d: %s's battle %+v: %v", seed, step, side, q, err)
					}
					offered++
				}
				if g.Position() != before {
					t.Fatal("asking for the odds changed the game")
				}
			}
			legal := g.Legal(nil)
			g.ApplyLegal(legal[r.IntN(len(legal))])
		}
	}
	if offered < 20 {
		t.Errorf("only %d battles were offered along the random games", offered)
	}
}

// In a battle, the side to play a card may weigh one: the estimate starts
// with that card played.
func TestBattleCardAction(t *testing.T) {
	g := position(t, "6", "5 6 40", append(toMove, "move arpi")...)
	for step := 0; ; step++ {
		if _, ok := g.Battle(); ok && g.Decision().Kind == "battle-card" {
			break
		}
		if step > 50 {
			t.Fatal("no battle card is asked for")
		}
		if err := g.Apply(g.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	side := g.ToMove()
	text := g.ActionText(g.Legal(nil)[0])
	r := estimate(t, g, side, game.OddsQuery{Action: text, Samples: 100, Seed: 6})
	if r.Space != "arpi" || r.Action != text || r.Fought != 100 {
		t.Fatalf("%s: %+v", text, r)
	}
}

// testdata/arpi.pos, which the tests of punic odds, the protocol and the
// server load, is the position of these tests before Hannibal's move.
func TestArpiFixture(t *testing.T) {
	b, err := os.ReadFile("testdata/arpi.pos")
	if err != nil {
		t.Fatal(err)
	}
	d, _ := data.Default()
	g, err := hannibal.LoadPosition(d, string(b), 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := position(t, "6", "5 6 40", toMove...).Position(); g.Position() != want {
		t.Errorf("testdata/arpi.pos is not the tests' position; write it anew from position(t, \"6\", \"5 6 40\", toMove...)")
	}
}
