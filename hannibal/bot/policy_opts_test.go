package bot

import (
	"strings"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
)

// TestCautiousBattleWeight checks that a cautious policy hardly seeks battles
// below even odds and seeks good ones as the plain policy does.
func TestCautiousBattleWeight(t *testing.T) {
	plain := &decisionContext{}
	cautious := &decisionContext{opts: PolicyOptions{Cautious: true}}
	if w, p := cautious.battleWeight(0.1, 4, 0.2), plain.battleWeight(0.1, 4, 0.2); w >= 0.1 || w >= p/10 {
		t.Errorf("odds 0.2: cautious %.3f, plain %.3f", w, p)
	}
	if w, p := cautious.battleWeight(0.1, 4, 0.8), plain.battleWeight(0.1, 4, 0.8); w != p {
		t.Errorf("odds 0.8: cautious %.3f, plain %.3f", w, p)
	}
}

// TestGuardKeepsArmiesHome puts Hannibal's army two spaces from Rome, lets
// Rome move P. Scipio's army out of Rome, and checks that the guarding policy
// weighs moves away from Rome far less, and moves towards it more, than the
// plain policy.
func TestGuardKeepsArmiesHome(t *testing.T) {
	d := data.MustDefault()
	start, _ := hannibal.New(d, hannibal.Options{Seed: 3, NoLog: true})
	fx := factsFor(start)
	capital := fx.capital[hannibal.Rome]
	near := ""
	for i := range d.Board.Spaces {
		sp := &d.Board.Spaces[i]
		if fx.dist[sp.ID][capital] == 2 && sp.Kind != data.WalledCity {
			near = sp.Key
			break
		}
	}
	pos := start.Position()
	pos = strings.Replace(pos, "units saguntum: carthage 10 e2", "units "+near+": carthage 10 e2", 1)
	for _, gen := range []string{"hannibal", "mago", "gisgo"} {
		pos = strings.Replace(pos, "general "+gen+": saguntum", "general "+gen+": "+near, 1)
	}
	g, err := hannibal.LoadPosition(d, pos, 3)
	if err != nil {
		t.Fatalf("%v\n%s", err, pos)
	}
	scipio, _ := d.GeneralByKey("p-scipio")
	// Rome plays a card to move P. Scipio with all his CUs; Carthage takes its
	// first choice.
	for steps := 0; ; steps++ {
		if _, _, _, side, moving := g.MovingArmy(); moving && side == hannibal.Rome && g.ToMove() == hannibal.Rome {
			break
		}
		if steps > 300 || g.Over() {
			t.Fatal("Rome never moved P. Scipio")
		}
		legal := g.Legal(nil)
		a := legal[0]
		if g.ToMove() == hannibal.Rome {
			a = prefer(legal, func(x hannibal.Action) bool { return x.Kind() == hannibal.KPlayOps && x.B() == 0 }, a)
			a = prefer(legal, func(x hannibal.Action) bool { return x.Kind() == hannibal.KActivate && data.GeneralID(x.A()) == scipio }, a)
			a = prefer(legal, func(x hannibal.Action) bool { return x.Kind() == hannibal.KTake && x.A() >= 8 }, a)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	var q, plain HannibalPolicy
	q.Guard = true
	legal := g.Generic().Legal(nil)
	if !q.context(g, legal).guard(g) {
		t.Fatalf("Rome's army is not guarding with Hannibal's 10 CUs in %s", near)
	}
	_, at, _, _, _ := g.MovingArmy()
	checked := 0
	for _, a := range legal {
		x := hannibal.Action(a)
		if x.Kind() != hannibal.KMoveTo {
			continue
		}
		y := data.SpaceID(x.A())
		wg := q.context(g, legal).moveWeight(g, y)
		wp := plain.context(g, legal).moveWeight(g, y)
		switch from, to := fx.dist[at][capital], fx.dist[y][capital]; {
		case to > from && !(wg < wp/5):
			t.Errorf("a move away from Rome to %s weighs %.3f guarding, %.3f plain", d.Board.Spaces[y].Key, wg, wp)
		case to < from && !(wg > wp):
			t.Errorf("a move towards Rome to %s weighs %.3f guarding, %.3f plain", d.Board.Spaces[y].Key, wg, wp)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no move to weigh")
	}
}

// prefer returns the first action of legal that ok accepts, else def.
func prefer(legal []hannibal.Action, ok func(hannibal.Action) bool, def hannibal.Action) hannibal.Action {
	for _, a := range legal {
		if ok(a) {
			return a
		}
	}
	return def
}
