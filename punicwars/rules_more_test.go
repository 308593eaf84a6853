package punicwars

import (
	"fmt"
	"testing"

	"punic/punicwars/hexmap"

	"punic/punicwars/data"
)

// 11.13: a mixed force leaving enemy armies and fleets: the loss is figured
// on the enemy's total and the owner chooses which of his exposed SPs go.
func TestLeaveMixedChoice(t *testing.T) {
	// Two coastal clear hexes with an open side between them, no town.
	g0 := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome")
	var from, to int
	m := g0.f.m
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if !g0.f.endable(hexmap.HexID(i)) || !x.Coastal || x.Site != hexmap.NoSite || g0.f.region[i] < 0 || g0.closedRegion(g0.f.region[i], true) {
			continue
		}
		for d := hexmap.N; d <= hexmap.NW && to == 0; d++ {
			nb := m.Neighbor(hexmap.HexID(i), d)
			if nb >= 0 && g0.f.endable(nb) && m.Hexes[nb].Coastal && m.Side(hexmap.HexID(i), d) == hexmap.Open && !g0.closedRegion(g0.f.region[nb], true) {
				from, to = x.Num, m.Hexes[nb].Num
			}
		}
		if to != 0 {
			break
		}
	}
	if to == 0 {
		t.Skip("no open side between two coastal hexes")
	}
	at := fmt.Sprintf("%04d", from)
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: "+at+" rome army 4 up", "stack: "+at+" rome fleet 2 up", "leader 2: map "+at+" 1 0",
		"stack: "+at+" carthage army 3 up", "stack: "+at+" carthage fleet 3 up")
	do(t, g, "leader C", "attach army 4", "attach fleet 2")
	base, a, f := g.leaveExposure(2)
	if base != 6 || a != 2 || f != 2 {
		t.Fatalf("base %d, exposed %d armies %d fleets; want 6, 2, 2", base, a, f)
	}
	g.ForceDice(1) // 1 + 1 = 2
	loss := min(4, g.d.Loss.Loss(g.d.Attrition.Percent(2), 6))
	do(t, g, fmt.Sprintf("move %04d", to))
	if loss > 0 && loss < 4 {
		if g.Decision().Kind != "losses" {
			t.Fatalf("no choice of losses for %d", loss)
		}
		for i := 0; i < loss; i++ {
			do(t, g, "lose fleet "+at)
			if g.Decision().Kind != "losses" {
				break
			}
		}
		drain(t, g)
	}
	if a, f := g.forceOf(2); a+f != 6-loss || g.s.leaders[2].hex != hexOf(g, to) {
		t.Fatalf("force %d+%d in %04d after losing %d", a, f, g.f.m.Hexes[g.s.leaders[2].hex].Num, loss)
	}
}

// 19.14.4: a 75% attrition at sea closes Rome's shipyards again.
func TestFleetGateCloses(t *testing.T) {
	g := romeAtRome(t, "stack: 2908 rome fleet 4 up")
	g.s.fleetGate = true
	do(t, g, "leader C", "attach fleet 4")
	// The lowest roll: die 1 + leader 1 - 2 = 0.
	g.ForceDice(1)
	do(t, g, "move 2909")
	if pct := g.d.Attrition.Percent(0); pct >= 75 && g.s.fleetGate {
		t.Fatal("75% at sea did not close the shipyards")
	} else if pct < 75 {
		t.Skipf("the Attrition Table gives %d%% at 0", pct)
	}
}

// 16.36.2: in Scenario Two, Syracuse defects once to Carthage; 17.32: the
// units inside come out.
func TestSyracuseDefectsScenarioTwo(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3315 syracuse army 2 down", "stack: 3315 rome army 3 down", "stack: 2915 carthage army 1 up")
	g.defection("syracuse", 7)
	r := g.f.syracuse
	if g.s.status[r] != data.ProCarthage || g.sideOf(ownSyracuse) != Carthage {
		t.Fatal("no defection")
	}
	if g.count(g.f.syrHex, Rome, army, 1) != 0 {
		t.Fatal("17.32: Roman units still inside")
	}
	if g.townController(g.f.syrHex) != Carthage {
		t.Fatal("the city is not Syracuse's new ally's")
	}
	g.defection("syracuse", 7)
	if g.s.status[r] != data.ProCarthage {
		t.Fatal("defected twice")
	}
}

// 8.41, 8.43: one more leader for each eliminated, never more than at the
// start.
func TestElectionReplacesEliminated(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: election", "phasing: rome",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up",
		"leader 2: map 3008 1 0", "leader 3: map 3008 1 0", "leader 4: map 3008 1 0",
		"leader 5: off 0000 1 0 eliminated")
	for g.Decision().Kind == "elect-remove" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
	placed := 0
	for g.Decision().Kind == "place-leader" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
		placed++
	}
	if placed != 3 || g.romansOnMap() != 4 {
		t.Fatalf("%d placed, %d on the map; want 3 and 4", placed, g.romansOnMap())
	}
}

// 11.11: armies beyond the fleets left at sea are lost.
func TestSeaArmiesBeyondFleets(t *testing.T) {
	g := romeAtRome(t, "stack: 2908 rome fleet 4 up")
	do(t, g, "leader C", "attach army 4", "attach fleet 4")
	for i := 0; i < 6; i++ {
		a, f := g.forceOf(2)
		if a > f {
			t.Fatalf("%d armies with %d fleets at sea", a, f)
		}
		if g.moveRC(hexOf(g, 2909)) != 0 && g.moveRC(hexOf(g, 2809)) != 0 {
			break
		}
		g.ForceDice(1)
		if g.s.leaders[2].hex == hexOf(g, 2909) {
			do(t, g, "move 2809")
		} else {
			do(t, g, "move 2909")
		}
	}
}
