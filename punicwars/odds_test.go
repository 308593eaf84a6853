package punicwars

import (
	"testing"

	"punic/punicwars/data"
)

// 9.27's worked example as the view shows it before the attack: 3 to 1, +2 for
// the attacking leader, -1 for the defending one, -1 for the town's walls
// (9.22), 10 MP against a face-down force (9.14); both players see it (9.12),
// a spectator does not (the defender is face-down). Each die face's losses are
// what resolving the attack with that die takes.
func TestAttackOddsInView(t *testing.T) {
	setup := []string{"scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 3 up", "leader 1: map 3009 2 0",
		"stack: 3009 carthage army 1 down", "leader 9: map 3009 1 0"}
	g := load(t, setup...)
	g.s.leaders[9].value = 1
	if v := g.View(Rome); len(v.Attacks) != 0 {
		t.Fatalf("no leader moves yet, but the view shows attacks %+v", v.Attacks)
	}
	do(t, g, "leader B")
	for _, side := range []Side{Rome, Carthage} {
		v := g.View(side)
		if len(v.Attacks) != 1 {
			t.Fatalf("%s sees %d attacks, want 1 (army)", side, len(v.Attacks))
		}
		a := v.Attacks[0]
		if a.Type != "army" || a.Hex != 3009 || a.Attacker != 3 || a.Defender != 1 || a.Odds != "3:1" ||
			a.Leader != "B" || a.LeaderValue != 2 || a.DefLeader != "B" || a.DefLeaderValue != 1 ||
			a.Walls != -1 || a.Modifier != 0 || a.Cost != 10 || a.Threat {
			t.Fatalf("%s sees %+v", side, a)
		}
		if len(a.Outcomes) != 6 {
			t.Fatalf("%d outcomes, want one per die face", len(a.Outcomes))
		}
	}
	if v := g.View(NoSide); len(v.Attacks) != 0 {
		t.Fatalf("a spectator sees the odds against a face-down force: %+v", v.Attacks)
	}
	want := g.View(Rome).Attacks[0].Outcomes
	for die := 1; die <= 6; die++ {
		g := load(t, setup...)
		g.s.leaders[9].value = 1
		g.ForceDice(die)
		do(t, g, "leader B", "attack army")
		o := want[die-1]
		if o.Die != die || o.Roll != die {
			t.Fatalf("die %d: outcome %+v", die, o)
		}
		lostA, lostD := 3-g.count(hexOf(g, 3009), Rome, army, 2), 1-g.count(hexOf(g, 3009), Carthage, army, 2)
		if lostA != o.AttackerLoss || lostD != o.DefenderLoss {
			t.Fatalf("die %d: the attack cost %d and %d SPs, the view said %d and %d", die, lostA, lostD, o.AttackerLoss, o.DefenderLoss)
		}
	}
}

// 9.16: while a threatened force's owner decides, both see the attack it
// faces, marked as a threat.
func TestAttackOddsThreat(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3009 carthage army 2 up")
	do(t, g, "leader C", "attach army 4", "move 3009", "attack army")
	if d := g.Decision(); d.Kind != "threatened" {
		t.Fatalf("decision %s, want threatened (TestThreatInvert)", d.Kind)
	}
	for _, side := range []Side{Rome, Carthage, NoSide} {
		v := g.View(side)
		if len(v.Attacks) != 1 || !v.Attacks[0].Threat || v.Attacks[0].Odds != "2:1" || v.Attacks[0].Cost != 5 {
			t.Fatalf("%s sees %+v", side, v.Attacks)
		}
	}
}

// The Diplomacy Table's results are logged in words (16.3), never in the
// data file's keys.
func TestDiplomacyResultWords(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome")
	cases := map[string]data.DiplomacyResult{
		"no effect":                          {Kind: data.NoEffect},
		"a revolt in Hispania":               {Kind: data.Revolt, Region: "hispania"},
		"the Rome-Illyrian War":              {Kind: data.RomeIllyrianWar},
		"Syracuse allies with Carthage":      {Kind: data.Alliance, Nation: data.Carthage},
		"a defection: Syracuse":              {Kind: data.Defection, Region: "syracuse"},
		"a defection: South Italy (16.36.4)": {Kind: data.Defection, Region: "south-italy"},
	}
	for want, res := range cases {
		if got := g.resultWords(res); got != want {
			t.Errorf("%+v is logged as %q, want %q", res, got, want)
		}
	}
}
