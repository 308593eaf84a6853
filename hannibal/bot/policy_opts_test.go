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

// TestSpreadDropsOnEnemyPCs checks that a spreading policy drops one CU of a
// moving army of three or more on an enemy PC of a scoring province with no
// enemy CU (19.2: a CU there lets a PC play flip it), and nowhere else more
// than the plain policy does.
func TestSpreadDropsOnEnemyPCs(t *testing.T) {
	g := startGame(t, 1)
	fx := factsFor(g)
	b := fx.d.Board
	enemyPC, ownPC := data.SpaceID(255), data.SpaceID(255)
	for i := range b.Spaces {
		x := b.Spaces[i].ID
		if fx.walled[x] || g.TribeAt(x) || !b.Provinces[b.Spaces[i].Province].Scores {
			continue
		}
		cus, _ := g.CUsAt(hannibal.Carthage, x)
		switch {
		case g.ControlOf(x) == hannibal.Carthage && cus == 0 && enemyPC == 255:
			enemyPC = x
		case g.ControlOf(x) == hannibal.Rome && ownPC == 255:
			ownPC = x
		}
	}
	if enemyPC == 255 || ownPC == 255 {
		t.Fatal("no plain PC of each side in a scoring province at the start")
	}
	drop := func(n uint8) hannibal.Action { return hannibal.Action(uint32(hannibal.KDrop)<<24 | uint32(n)<<16) }
	at := func(x data.SpaceID, cus int, opts PolicyOptions) *decisionContext {
		return &decisionContext{fx: fx, side: hannibal.Rome, moving: true, moveSide: hannibal.Rome, moveAt: x, moveCUs: cus, opts: opts}
	}
	spread := PolicyOptions{Spread: true}
	if w, p := at(enemyPC, 8, spread).weight(g, drop(1)), at(enemyPC, 8, PolicyOptions{}).weight(g, drop(1)); !(w > 10*p) {
		t.Errorf("one CU dropped on Carthage's PC in %s: %.2f spreading, %.2f plain", b.Spaces[enemyPC].Key, w, p)
	}
	for _, c := range []struct {
		what string
		ctx  *decisionContext
		a    hannibal.Action
	}{
		{"two CUs dropped", at(enemyPC, 8, spread), drop(2)},
		{"a lone pair of CUs", at(enemyPC, 2, spread), drop(1)},
		{"on Rome's own PC", at(ownPC, 8, spread), drop(1)},
	} {
		plain := *c.ctx
		plain.opts = PolicyOptions{}
		if w, p := c.ctx.weight(g, c.a), plain.weight(g, c.a); w != p {
			t.Errorf("%s: %.2f spreading, %.2f plain", c.what, w, p)
		}
	}
}
