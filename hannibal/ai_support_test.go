package hannibal

import (
	"math/rand/v2"
	"testing"

	"punic/hannibal/data"
)

// TestAISupportAgreesWithView checks the bots' fast accessors against the views
// (which the interfaces show) in positions of random games, for the true game and
// for each side's observation.
func TestAISupportAgreesWithView(t *testing.T) {
	d := data.MustDefault()
	battles, moves := 0, 0
	for seed := uint64(1); seed <= 25; seed++ {
		g, err := New(d, Options{Seed: seed, NoLog: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		var buf []Action
		for step := 0; !g.Over(); step++ {
			if step%5 == 0 {
				for _, side := range []Side{Rome, Carthage} {
					checkAISupport(t, g.Observation(side), g.View(side), side)
				}
				checkAISupport(t, g, g.View(NoSide), NoSide)
				if _, ok := g.Battle(); ok {
					battles++
				}
				if _, _, _, _, ok := g.MovingArmy(); ok {
					moves++
				}
			}
			buf = g.Legal(buf)
			g.ApplyLegal(buf[r.IntN(len(buf))])
		}
	}
	if battles == 0 || moves == 0 {
		t.Errorf("checked %d battle and %d movement positions", battles, moves)
	}
}

// checkAISupport compares the accessors of g (the game or side's observation of
// it) with side's view of the game.
func checkAISupport(t *testing.T, g *Game, v *View, side Side) {
	t.Helper()
	b := g.d.Board
	for i, sv := range v.Spaces {
		x := SpaceID(i)
		if k := g.ControlOf(x).Key(); k != sv.Control {
			t.Fatalf("%s: control %s, view %s", sv.Key, k, sv.Control)
		}
		ro, ri := g.CUsAt(Rome, x)
		co, ci := g.CUsAt(Carthage, x)
		if ro != sv.RomeCUs || co != sv.CartCUs || ri+ci != sv.Inside || ri*ci != 0 {
			t.Fatalf("%s: CUs %d+%d / %d+%d, view %+v", sv.Key, ro, ri, co, ci, sv)
		}
		pts, by := g.SiegeAt(x)
		if pts != sv.Siege || (pts > 0 && by.Key() != sv.SiegeBy) || (pts == 0 && by != NoSide) {
			t.Fatalf("%s: siege %d by %s, view %+v", sv.Key, pts, by, sv)
		}
		if g.TribeAt(x) != sv.Tribe {
			t.Fatalf("%s: tribe %v, view %v", sv.Key, g.TribeAt(x), sv.Tribe)
		}
	}
	for i, gv := range v.Generals {
		x, inside, on := g.GeneralPlace(GeneralID(i))
		if on != (gv.Status == "map") || (on && (b.Spaces[x].Key != gv.Where || inside != gv.Inside || g.Commanding(GeneralID(i)) != gv.Command)) {
			t.Fatalf("%s: at %d inside %v on %v, view %+v", gv.Key, x, inside, on, gv)
		}
	}
	for i, pv := range v.Provinces {
		if k := g.ProvinceController(data.ProvinceID(i)).Key(); k != pv.Control {
			t.Fatalf("%s: controller %s, view %s", pv.Key, k, pv.Control)
		}
	}
	for _, sd := range []Side{Rome, Carthage} {
		if g.PoliticalPoints(sd) != v.Points[sd.Key()] {
			t.Fatalf("%s: %d points, view %d", sd, g.PoliticalPoints(sd), v.Points[sd.Key()])
		}
	}
	bi, ok := g.Battle()
	if ok != (v.Battle != nil) {
		t.Fatalf("battle %v, view %v", ok, v.Battle != nil)
	}
	if ok {
		for _, sd := range []Side{Rome, Carthage} {
			if bi.Cards[sd] != v.Battle.Cards[sd.Key()] {
				t.Fatalf("%s holds %d battle cards, view %d", sd, bi.Cards[sd], v.Battle.Cards[sd.Key()])
			}
		}
		if side != NoSide {
			for ty, n := range v.Battle.MyCards {
				if bi.Hand[side][ty] != n {
					t.Fatalf("%s's hand %v, view %v", side, bi.Hand[side], v.Battle.MyCards)
				}
			}
		}
		if bi.Attacker.Key() != v.Battle.Attacker || bi.Rounds != v.Battle.Rounds {
			t.Fatalf("battle %+v, view %+v", bi, v.Battle)
		}
	}
	gen, at, cus, mside, moving := g.MovingArmy()
	if moving != (v.MovingArmy != nil) || (moving && (g.genKey(uint8(gen)) != v.MovingArmy.General || b.Spaces[at].Key != v.MovingArmy.At || cus != v.MovingArmy.CUs || mside != g.sideOf(gen))) {
		t.Fatalf("moving %v %d %d %d, view %+v", moving, gen, at, cus, v.MovingArmy)
	}
	if g.AtCardPlay() != (v.Decision.Kind == "card-play") {
		t.Fatalf("at card play %v, decision %q", g.AtCardPlay(), v.Decision.Kind)
	}
	if g.ActiveSide().Key() != v.Active || g.LastTurn() != v.LastTurn {
		t.Fatalf("active %s last turn %d, view %s %d", g.ActiveSide(), g.LastTurn(), v.Active, v.LastTurn)
	}
}

// TestAllyCards checks the ally counts of the 218 BC start (14.2, 14.3): Rome
// controls six Italian provinces besides Latium but gets at most two cards for
// them; Carthage gets one card per Spanish province in Spain.
func TestAllyCards(t *testing.T) {
	g, err := New(data.MustDefault(), Options{Seed: 1, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	b := g.d.Board
	cannae, _ := b.SpaceByKey("cannae")
	toletum, _ := b.SpaceByKey("toletum")
	if n := g.AllyCards(Rome, cannae); n != 2 {
		t.Errorf("Rome's allies at Cannae: %d, want 2", n)
	}
	if n := g.AllyCards(Carthage, toletum); n != 3 {
		t.Errorf("Carthage's allies at Toletum: %d, want 3 (Baetica, Orospeda, Celtiberia)", n)
	}
	if n := g.AllyCards(Carthage, cannae); n != 0 {
		t.Errorf("Carthage's allies at Cannae: %d, want 0", n)
	}
}
