package hannibal

import (
	"fmt"
	"testing"
)

// The view carries the outcome of a battle and of the retreat in progress as
// fields, and the moving army where its move started.
func TestViewBattleOutcomeAndRetreat(t *testing.T) {
	p := newPos(t)
	p.control("carthage", "heraclea", "terventum")
	p.army("carthage", "arpi", 3, 0, "hasdrubal")
	p.army("rome", "cannae", 5, 0, "varro")
	p.hand("rome", 62).hand("carthage", 5)
	p.dice(1, 2) // casualties none; Retreat Table 2 on 3 CUs: 1
	g := p.cardPlay("carthage")
	if v := g.View(Rome); v.LastBattle != nil || v.Retreat != nil {
		t.Fatalf("no battle yet, the view says %+v %+v", v.LastBattle, v.Retreat)
	}
	hands(g, [6]int{0, 0, 0, 0, 0, 0}, [6]int{})
	do(t, g, "ops 5 move", "activate hasdrubal", "take 3", "move cannae")
	if mv := g.View(Rome).MovingArmy; mv == nil || mv.From != "arpi" || mv.At != "cannae" {
		t.Fatalf("moving: %+v, want from arpi at cannae", mv)
	}
	endDeclarations(t, g) // Carthage has no card: it loses (14.10)
	decision(t, g, Carthage, "retreat")
	do(t, g, "retreat arpi")
	v := g.View(NoSide)
	o := v.LastBattle
	if o == nil || o.Space != "cannae" || o.Attacker != "carthage" || o.Defender != "rome" || o.Winner != "rome" || o.How != "ran-out" ||
		o.RetreatTable != 1 || fmt.Sprint(o.Lost) != "map[carthage:1 rome:0]" || fmt.Sprint(o.Casualties) != "map[carthage:0 rome:0]" {
		t.Fatalf("the battle's outcome: %+v", o)
	}
	r := v.Retreat
	if r == nil || r != o.Retreat || !r.InProgress || r.Side != "carthage" || r.From != "cannae" || fmt.Sprint(r.Path) != "[arpi]" || r.CUs != 2 {
		t.Fatalf("the retreat in progress: %+v", r)
	}
	do(t, g, "retreat terventum")
	v = g.View(Rome)
	if v.Retreat != nil || v.LastBattle == nil || v.LastBattle.Retreat == nil {
		t.Fatalf("after the retreat: %+v", v)
	}
	if r := v.LastBattle.Retreat; r.InProgress || fmt.Sprint(r.Path) != "[arpi terventum]" || r.At != "terventum" || r.Lost != 0 {
		t.Fatalf("the retreat taken: %+v", r)
	}
}
