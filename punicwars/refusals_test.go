package punicwars

import (
	"fmt"
	"testing"

	"punic/punicwars/hexmap"
)

// borderHexes finds a clear hex of an open region next to a hex of region
// key (closed in the scenario).
func borderHexes(t *testing.T, g *Game, key string) (from, to int) {
	r := g.f.regKey[key]
	for _, h := range g.d.Regions[r].Hexes {
		for d := hexmap.N; d <= hexmap.NW; d++ {
			nb := g.f.m.Neighbor(h, d)
			if nb < 0 || !g.f.endable(nb) || g.f.region[nb] < 0 || g.closedRegion(g.f.region[nb], true) {
				continue
			}
			if g.f.m.Side(nb, (d+3)%6) == hexmap.LandSide || g.f.m.Side(nb, (d+3)%6) == hexmap.Open {
				return g.f.m.Hexes[nb].Num, g.f.m.Hexes[h].Num
			}
		}
	}
	t.Fatalf("no border of %s", key)
	return 0, 0
}

// Refusals cite their case, leave the state unchanged, and agree with Legal.
func TestRefusalsCiteTheirCase(t *testing.T) {
	base := func(scen, phase, side string, extra ...string) *Game {
		return load(t, append([]string{"scenario: " + scen, "turn: 2", "phase: " + phase, "phasing: " + side}, extra...)...)
	}
	f := func(n int) string { return fmt.Sprintf("%04d", n) }

	// 5.12: no Movement Points left.
	g := base("first", "campaign", "rome", "stack: 3008 rome army 1 up", "leader 2: map 3008 1 0")
	g.s.leaders[2].mp = 20 // the phase started afresh at loading
	do(t, g, "leader C")
	refused(t, g, act(KMove, 0, int(hexOf(g, 3009))), "5.12")

	// 5.32: fleets never enter an all-land hex.
	g = base("first", "campaign", "rome", "stack: 3008 rome fleet 1 up", "leader 2: map 3008 1 0")
	do(t, g, "leader C", "attach fleet 1")
	refused(t, g, act(KMove, 0, int(hexOf(g, 3108))), "5.32")

	// 19.14.5: closed regions; 16.34: Illyria before the war.
	g = base("first", "campaign", "rome")
	a, b := borderHexes(t, g, "gallia-cisalpina")
	g = base("first", "campaign", "rome", "stack: "+f(a)+" rome army 1 up", "leader 2: map "+f(a)+" 1 0")
	do(t, g, "leader C")
	refused(t, g, act(KMove, 0, int(hexOf(g, b))), "19.14.5")
	g = base("second", "campaign", "rome")
	a, b = borderHexes(t, g, "illyria")
	g = base("second", "campaign", "rome", "stack: "+f(a)+" rome army 1 up", "leader 2: map "+f(a)+" 1 0")
	do(t, g, "leader C")
	refused(t, g, act(KMove, 0, int(hexOf(g, b))), "16.34")

	// 9.14: not enough Movement Points to attack.
	g = base("first", "campaign", "rome", "stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 1 up")
	g.s.leaders[2].mp = 16
	do(t, g, "leader C")
	refused(t, g, act(KAttack, army, 0), "9.14")

	// 5.0: a leader moves once a phase.
	g = base("first", "campaign", "rome", "stack: 3008 rome army 4 up", "leader 2: map 3008 1 0")
	do(t, g, "leader C", "end")
	refused(t, g, act(KLeader, 2, 0), "5.0")
	// 10.25: nothing face-down to turn up.
	refused(t, g, act(KUp, army, int(hexOf(g, 3008))), "10.25")

	// 13.28: never in an enemy-controlled region.
	g = base("first", "campaign", "carthage", "treasury: 0 40", "stack: 3209 carthage army 1 up", "leader 9: map 3209 2 0", "stack: 2915 carthage army 1 up")
	do(t, g, "end phase")
	refused(t, g, recruitAction(army, 1, hexOf(g, 3209)), "13.28")
	// 13.34: not in a hex held solely by the enemy.
	g = base("first", "campaign", "carthage", "treasury: 0 40", "stack: 3013 rome army 1 up", "stack: 2915 carthage army 1 up")
	do(t, g, "end phase")
	drain(t, g)
	refused(t, g, recruitAction(army, 1, hexOf(g, 3013)), "13.34")
	// 13.26: not inside a besieged town.
	g = base("first", "campaign", "carthage", "treasury: 0 40", "stack: 2915 carthage army 1 down", "stack: 2915 rome army 2 up")
	do(t, g, "end phase")
	drain(t, g)
	refused(t, g, recruitAction(army, 1, hexOf(g, 2915)), "13.26")
	// 7.35: the counter mix's limit.
	g = base("first", "campaign", "carthage", "treasury: 0 400", fmt.Sprintf("stack: 2616 carthage army %d up", g.d.Counters.Army[Carthage]))
	do(t, g, "end phase")
	drain(t, g)
	refused(t, g, recruitAction(army, 1, hexOf(g, 2516)), "7.35")

	// 16.11: a bid beyond the Treasury.
	g = base("first", "diplomacy", "carthage", "treasury: 5 3", "stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up")
	refused(t, g, bidAction(4), "16.11")

	// 19.0: a deployment outside its region.
	ng, err := New(mustData(t), Options{Scenario: "first", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	refused(t, ng, act(KDeploy, 0, int(hexOf(ng, 2908))), "19.0")

	// 8.42: only Roman leaders on the map are removed.
	g = base("second", "election", "rome", "stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up",
		"leader 2: map 3008 1 0", "leader 3: map 3008 1 0", "leader 4: map 3008 1 0")
	refused(t, g, act(KRemove, 9, 0), "8.42")
	refused(t, g, act(KRemove, 5, 0), "8.42")
	// 8.32/8.4: placed only with friendly Strength Points.
	do(t, g, "remove C", "remove D")
	if g.Decision().Kind == "place-leader" {
		var who uint8
		for i := range g.d.Leaders {
			if g.s.toPlace&(1<<i) != 0 {
				who = uint8(i)
				break
			}
		}
		refused(t, g, act(KPlace, who, int(hexOf(g, 2915))), "8.32")
	}
}
