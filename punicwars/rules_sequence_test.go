package punicwars

import (
	"testing"

	"punic/punicwars/data"
)

// 19.0-19.34: every scenario sets up; region lines are the owner's choice of
// hex; Syracuse's units stand in 3315 (17.0); the unused leaders stay out
// (19.14.2, 19.34.2); Game-Turn 1 has no Diplomacy or Election Phase.
func TestSetup(t *testing.T) {
	d := mustData(t)
	for _, sc := range d.Scenarios {
		g, err := New(d, Options{Scenario: sc.Key, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for g.s.phase == phDeploy {
			dec := g.Decision()
			if dec.Kind != "deploy" {
				t.Fatalf("%s: %s during set-up", sc.Key, dec.Kind)
			}
			dp := &sc.Deploy[g.s.cursor]
			for _, a := range g.Legal(nil) {
				if g.f.region[a.hex()] != g.f.regKey[dp.Region] {
					t.Fatalf("%s: %s offered for %q", sc.Key, g.ActionText(a), dp.Text)
				}
			}
			do(t, g, g.ActionText(g.Legal(nil)[0]))
		}
		if sa, sf := g.spTotals(ownSyracuse); sa != 2 || sf != 2 || g.count(g.f.syrHex, g.sideOf(ownSyracuse), army, 2) == 0 && g.sideOf(ownSyracuse) != NoSide {
			t.Fatalf("%s: Syracusans %d/%d", sc.Key, sa, sf)
		}
		for i, ld := range d.Leaders {
			unused := false
			for _, v := range sc.NoLeaderValue {
				unused = unused || v == ld.Value
			}
			if unused && g.s.leaders[i].state != lsUnused {
				t.Fatalf("%s: leader %s %d is in use", sc.Key, ld.Letter, ld.Value)
			}
		}
		if g.Turn() != 1 || g.Phasing() != Carthage || g.Phase() != "campaign" {
			t.Fatalf("%s: turn %d, %s, %s", sc.Key, g.Turn(), g.Phasing(), g.Phase())
		}
		if !hasLog(g, "15.0", "Carthage collects") {
			t.Fatalf("%s: no Carthaginian Revenue Phase first", sc.Key)
		}
		// Through Game-Turn 1 to Game-Turn 2.
		do(t, g, "end phase")
		drain(t, g)
		do(t, g, "done")
		if g.Phasing() != Rome || g.Phase() != "campaign" {
			t.Fatalf("%s: Rome's turn 1 starts in %s (no Election Phase on turn 1)", sc.Key, g.Phase())
		}
		do(t, g, "end phase")
		drain(t, g)
		do(t, g, "done")
		want := "diplomacy"
		if sc.Diplomacy == "" { // 19.34.3
			want = "campaign"
		}
		if g.Turn() != 2 || g.Phase() != want {
			t.Fatalf("%s: turn %d phase %s, want 2 %s", sc.Key, g.Turn(), g.Phase(), want)
		}
	}
}

// 11.31: a revolt: every force in the region rolls, owner's choice of losses.
func TestRevolt(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: diplomacy", "phasing: carthage",
		"stack: 2509 rome army 3 up", "stack: 2509 rome fleet 3 up", "stack: 2915 carthage army 1 up")
	// Table One: roll 1 (row 1 is "revolt sardinia").
	do(t, g, "bid 0")
	g.ForceDice(1, 1)
	do(t, g, "bid 0")
	if !hasLog(g, "16.33", "Sardinia revolts") {
		t.Fatalf("log %v", g.Log())
	}
	if g.Decision().Kind == "losses" {
		if g.Decision().Side != Rome {
			t.Fatal("the owner chooses the losses (11.31)")
		}
		do(t, g, "lose fleet 2509")
	}
	for g.Decision().Kind == "losses" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
	if g.s.lost != [2]uint16{} {
		t.Fatal("16.21: the count of losses did not restart after the Diplomacy Phase")
	}
}

// 16.34: the Rome-Illyrian War opens Illyria, Pro-Carthage.
func TestIllyrianWar(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome", "stack: 3008 rome army 1 up")
	r := g.f.illyria
	if !g.closedRegion(r, true) {
		t.Fatal("19.24.4: Illyria open before the war")
	}
	g.s.step, g.s.phase = 1, phDiplomacy
	g.ForceDice(5)
	g.s.bid = [2]int32{0, 1} // +1: 5 + 1 = 6, the war on Table Two
	g.rollDiplomacy()
	if !g.s.illyriaWar || g.s.status[r] != data.ProCarthage || g.closedRegion(r, true) {
		t.Fatal("16.34: no war")
	}
}

// 16.36.3-4: Numidian and South Italian defections need a leader present.
func TestRegionDefections(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome", "stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up")
	m := g.f.regKey["massylii"]
	g.defection("massylii", 0)
	if g.s.status[m] == data.ProRome {
		t.Fatal("defected without a Roman leader")
	}
	zama := hexOf(g, 2416)
	g.s.leaders[2] = leader{hex: zama, state: lsOnMap, value: 1}
	g.defection("massylii", 0)
	if g.s.status[m] != data.ProRome || !g.s.defected[m] {
		t.Fatal("16.36.3: no defection with a Roman leader present")
	}
	g.defection("south-italy", 0)
	camp := g.f.regKey["campania"]
	if g.s.status[camp] != data.ProRome {
		t.Fatal("South Italy defected with no Carthaginian leader there")
	}
	capua := hexOf(g, 3209)
	g.s.leaders[9] = leader{hex: capua, state: lsOnMap, value: 2}
	g.defection("south-italy", 0)
	for r := range g.d.Regions {
		if g.d.Regions[r].SouthItaly && g.s.status[r] != data.ProCarthage {
			t.Fatalf("16.36.4: %s did not defect", g.d.Regions[r].Key)
		}
	}
}

// 16.42-16.43: the Defection Marker comes off when the original owner
// recontrols the region by its armies in its Revenue Phase.
func TestDefectionMarkerRemoved(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: carthage",
		"status campania: pro-carthage", "stack: 3209 rome army 5 up", "stack: 2915 carthage army 1 up")
	camp := g.f.regKey["campania"]
	g.s.defected[camp] = true
	do(t, g, "end phase", "done") // to Rome's Revenue Phase (an election first)
	for g.Phase() != "campaign" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
	if g.s.defected[camp] || g.s.status[camp] != data.ProRome {
		t.Fatal("16.42: the marker stayed")
	}
}

// 8.32, 19.24.2: an eliminated Carthaginian leader returns at the start of the
// next Carthaginian Campaign Phase; the 3 returns as a 2.
func TestCarthaginianReturn(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3009 carthage army 1 up", "leader 8: map 3009 3 0",
		"stack: 2915 carthage army 2 up")
	do(t, g, "leader C", "attach army 4", "move 3009")
	for g.count(hexOf(g, 3009), Carthage, army, 2) > 0 {
		g.ForceDice(6)
		if g.Decision().Kind == "move" {
			do(t, g, "attack army")
		}
		if g.Decision().Kind == "threatened" {
			do(t, g, "stand")
		}
	}
	if g.s.leaders[8].state != lsOff || g.s.leaders[8].value != 2 {
		t.Fatalf("the Carthaginian 3: state %d value %d", g.s.leaders[8].state, g.s.leaders[8].value)
	}
	do(t, g, "end", "end phase", "done")
	for g.Decision().Kind != "place-leader" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
	if g.Decision().Side != Carthage || g.Phase() != "campaign" {
		t.Fatalf("%s places in %s", g.Decision().Side, g.Phase())
	}
	do(t, g, "place A at 2915")
}

// 18.21: the Phasing Player wins automatically in his Revenue Phase.
func TestAutomaticVictory(t *testing.T) {
	lines := []string{"scenario: first", "turn: 2", "phase: campaign", "phasing: carthage", "stack: 2915 carthage army 1 up"}
	for _, k := range []string{"latium", "etruria", "umbria", "samnium", "campania", "lucania", "bruttium", "apulia-calabria", "sicilia", "sardinia", "corsica"} {
		lines = append(lines, "status "+k+": pro-carthage")
	}
	g := load(t, lines...)
	do(t, g, "end phase", "done")
	for !g.Over() && g.Phase() != "campaign" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
	for !g.Over() {
		do(t, g, g.ActionText(g.Legal(nil)[len(g.Legal(nil))-1]))
	}
	over, w, why := g.Outcome()
	if !over || w != Carthage {
		t.Fatalf("%v %s %s", over, w, why)
	}
	t.Log(why)
}

// 17.22: neutral Syracusans are supplied free.
func TestNeutralSyracuseFree(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "treasury: 3 0",
		"stack: 3008 rome army 2 up", "stack: 3315 syracuse army 2 up", "stack: 3315 syracuse fleet 2 up")
	do(t, g, "end phase")
	if g.Treasury(Rome) != 1 {
		t.Fatalf("Treasury %d, want 3 - 2", g.Treasury(Rome))
	}
}

// 13.23, 13.27: half the value outside friendly control; a leader needed
// outside Pro-friendly regions.
func TestRecruitLeaderAndHalf(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "treasury: 40 0",
		"stack: 2907 rome army 1 up", "stack: 3315 syracuse army 2 up", "stack: 2509 rome army 1 up")
	do(t, g, "end phase")
	// Sardinia is Pro-Carthage in Scenario One and not Rome's: 13.28 or 13.27.
	if rc := g.recruitRC(army, 1, hexOf(g, 2509)); rc == 0 {
		t.Fatal("recruited in an enemy region without a leader")
	}
}
