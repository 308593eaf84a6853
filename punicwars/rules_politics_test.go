package punicwars

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/punicwars/data"
)

func region(t *testing.T, g *Game, key string) data.RegionID {
	r, ok := g.f.regKey[key]
	if !ok {
		t.Fatalf("no region %s", key)
	}
	return r
}

// 14.13, the worked example, on the real data (Latium's value from
// regions.yaml, the real map): "If there are two Carthaginian Army Strength
// Points, and no Roman Army Strength Points in Latium, the Carthaginian Player
// controls Latium. If two Roman Army Strength Points are besieged in Rome by two
// Carthaginian Army Strength Points, Latium is also considered under
// Carthaginian control." Both sentences need a Latium of value 4 or less
// (2 >= value/2): this fails if the data's Latium goes above 4.
func TestExample1413(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 carthage army 2 up")
	latium := region(t, g, "latium")
	v := g.d.Regions[latium].Value
	if g.f.region[hexOf(g, 3008)] != latium || g.f.region[hexOf(g, 2908)] != latium {
		t.Fatal("3008 and Rome (2908) are not in Latium")
	}
	if c := g.Control()[latium]; c != Carthage {
		t.Fatalf("two Carthaginian armies alone in Latium (value %d): %s controls it", v, c)
	}
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 2908 rome army 2 down", "stack: 2908 carthage army 2 up")
	if !g.besieged(hexOf(g, 2908), Rome) {
		t.Fatal("two inside Rome, two outside: not besieged")
	}
	if c := g.Control()[latium]; c != Carthage {
		t.Fatalf("two Romans besieged in Rome by two Carthaginians (Latium %d): %s controls Latium (14.14)", v, c)
	}
	if c := g.townController(hexOf(g, 2908)); c != Rome {
		t.Fatalf("the city of Rome, its garrison inside: %s's (10.11, 10.22)", c)
	}
	// The half-value test is real: on a Latium of 5 the two armies are short,
	// and Pro-Roman Latium stays Roman (14.12).
	g = loadOn(t, withRegionValue(t, "latium", 5), "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 carthage army 2 up")
	if c := g.Control()[latium]; c != Rome {
		t.Fatalf("2 ASP in a Latium of 5: %s controls it", c)
	}
}

// 14.15, the worked example: ten Roman and five Carthaginian armies in
// Hispania: Rome controls it.
func TestExample1415(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome")
	h := g.d.Regions[region(t, g, "hispania")].Hexes
	var x, y int
	for _, id := range h {
		if g.f.endable(id) {
			if x == 0 {
				x = g.f.m.Hexes[id].Num
			} else if y == 0 {
				y = g.f.m.Hexes[id].Num
			}
		}
	}
	g = load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: "+itoa4(x)+" rome army 10 up", "stack: "+itoa4(y)+" carthage army 5 up")
	if c := g.Control()[region(t, g, "hispania")]; c != Rome {
		t.Fatalf("10 to 5 in Hispania: %s controls it", c)
	}
	g = load(t, "scenario: second", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: "+itoa4(x)+" rome army 9 up", "stack: "+itoa4(y)+" carthage army 5 up")
	if c := g.Control()[region(t, g, "hispania")]; c != Carthage {
		t.Fatalf("9 to 5 in Pro-Carthage Hispania: %s controls it (14.12)", c)
	}
}

func itoa4(n int) string { return strings.TrimSpace(strings.Repeat("0", 4-len(itoa(n))) + itoa(n)) }

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// 16.22, the worked example.
func TestExample1622(t *testing.T) {
	if m := diplomacyModifier(0, 0, 4, 6); 1+m != -1 {
		t.Fatalf("roll 1 with losses 4 and 6: %d, want -1", 1+m)
	}
	if m := diplomacyModifier(2, 3, 4, 6); 1+m != 0 {
		t.Fatalf("and Carthage bid more: %d, want 0", 1+m)
	}
}

// 16.11: Carthage bids first, hidden from Rome; then both are shown and paid.
func TestBidsSecret(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: diplomacy", "phasing: carthage", "treasury: 5 9",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up")
	if d := g.Decision(); d.Kind != "bid" || d.Side != Carthage {
		t.Fatalf("decision %+v", d)
	}
	do(t, g, "bid 7")
	v, _ := json.Marshal(g.View(Rome))
	if strings.Contains(string(v), `"points":7`) {
		t.Fatal("Rome sees Carthage's bid")
	}
	o := g.Observation(Rome)
	if o.s.bid[Carthage] != 0 {
		t.Fatal("the observation keeps the secret bid")
	}
	g.ForceDice(4)
	do(t, g, "bid 2")
	if g.Treasury(Carthage) > 2 || g.Treasury(Rome) > 3+6 {
		// Revenue follows: the bids were paid before it.
		t.Logf("treasuries %d %d", g.Treasury(Rome), g.Treasury(Carthage))
	}
	if !hasLog(g, "16.11", "Carthage 7, Rome 2") {
		t.Fatalf("log: %v", g.Log())
	}
	if !hasLog(g, "16.0", "4+1") {
		t.Fatal("16.12: Carthage's larger bid is not +1")
	}
}

// 16.36.1: Syracuse defects only after an alliance, and only on -1 or less
// (to Rome) or 8 or more (to Carthage).
func TestSyracuseDefection(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "stack: 3008 rome army 1 up",
		"stack: 3315 syracuse army 2 up")
	r := g.f.syracuse
	g.defection("syracuse", -1)
	if g.s.status[r] != data.Neutral {
		t.Fatal("a neutral Syracuse defected")
	}
	g.s.status[r], g.s.syrAllied = data.ProRome, true
	g.defection("syracuse", -1)
	if g.s.status[r] != data.ProRome {
		t.Fatal("Pro-Roman Syracuse defected on -1")
	}
	g.defection("syracuse", 8)
	if g.s.status[r] != data.ProCarthage || !g.s.defected[r] {
		t.Fatal("Pro-Roman Syracuse did not defect on 8")
	}
	g.defection("syracuse", -1)
	if g.s.status[r] != data.ProCarthage {
		t.Fatal("Syracuse defected twice")
	}
}

// 17.11: a Carthaginian combat unit entering neutral Syracuse makes it
// Pro-Roman; the Syracusan units then fight for Rome (17.21).
func TestSyracuseInvasion(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: carthage",
		"stack: 3215 carthage army 2 up", "leader 9: map 3214 2 0", "stack: 3214 carthage army 1 up",
		"stack: 3315 syracuse army 2 up", "stack: 3315 syracuse fleet 2 up")
	do(t, g, "leader B", "attach army 1", "move 3215")
	if g.s.status[g.f.syracuse] != data.ProRome || g.sideOf(ownSyracuse) != Rome {
		t.Fatal("17.11: the invasion did not ally Syracuse with Rome")
	}
}

// 12.31-12.33: supply costs one Treasury Point per supplied SP; a shortfall
// brings attrition on the excess, the losses chosen anywhere.
func TestSupply(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "treasury: 5 0",
		"stack: 3008 rome army 4 up", "stack: 2908 rome army 4 up")
	g.ForceDice(1)
	do(t, g, "end phase")
	pct := g.d.Attrition.Percent(1)
	loss := g.d.Loss.Loss(pct, 3)
	if g.Treasury(Rome) != 0 {
		t.Fatalf("Treasury %d after a shortfall", g.Treasury(Rome))
	}
	if loss > 0 {
		if d := g.Decision(); d.Kind != "losses" {
			t.Fatalf("no choice of losses: %s", d.Kind)
		}
		for i := 0; i < loss; i++ {
			do(t, g, "lose army 3008")
		}
	}
	a, _ := g.spTotals(ownRome)
	if a != 8-loss {
		t.Fatalf("%d armies left, want %d", a, 8-loss)
	}
}

// 12.1, 11.21: units in a region not under friendly control are unsupplied
// and suffer attrition; they cost nothing.
func TestUnsupplied(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "treasury: 10 0",
		"stack: 2915 rome army 1 up", "stack: 3013 carthage army 3 up")
	g.ForceDice(1)
	do(t, g, "end phase")
	if g.Treasury(Rome) != 10 {
		t.Fatalf("paid for unsupplied units: %d", g.Treasury(Rome))
	}
	if !hasLog(g, "11.21", "force in 2915") {
		t.Fatalf("log %v", g.Log())
	}
}

// 13.0: recruitment limits.
func TestRecruitment(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: recruitment", "phasing: carthage", "treasury: 0 40",
		"stack: 2915 carthage army 1 up", "stack: 3008 carthage army 3 up", "leader 9: map 3008 2 0", "stack: 2907 rome army 1 up")
	refused(t, g, recruitAction(army, 1, hexOf(g, 3008)), "13.33")
	refused(t, g, recruitAction(army, 1, hexOf(g, 3009)), "13.24")
	refused(t, g, recruitAction(fleet, 1, hexOf(g, 2907)), "13.32")
	refused(t, g, recruitAction(army, 1, hexOf(g, 3315)), "17.41")
	// Sicilia (6) is Carthage's: 3 SPs at most, 6 Treasury Points (13.22).
	do(t, g, "recruit army 3 at 2915")
	refused(t, g, recruitAction(army, 1, hexOf(g, 2915)), "13.22")
	if g.Treasury(Carthage) != 34 {
		t.Fatalf("Treasury %d, want 34 (13.11)", g.Treasury(Carthage))
	}
	// 19.14.4: Rome's fleets wait for a 1 or 2.
	g = load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome", "treasury: 40 0",
		"stack: 3009 rome army 1 up")
	g.ForceDice(5)
	do(t, g, "end phase")
	refused(t, g, recruitAction(fleet, 1, hexOf(g, 3009)), "19.14.4")
	do(t, g, "recruit army 1 at 3009", "done")
}

// 8.4: Rome removes two leaders and draws two from the cup, placed with
// Roman SPs; 8.41: never more than at the start.
func TestElection(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: election", "phasing: rome",
		"stack: 3008 rome army 1 up", "stack: 2908 rome army 1 up", "stack: 2915 carthage army 1 up",
		"leader 2: map 3008 1 0", "leader 3: map 3008 1 0", "leader 4: map 2908 1 0", "leader 5: map 2908 1 0")
	if d := g.Decision(); d.Kind != "elect-remove" {
		t.Fatalf("decision %s", d.Kind)
	}
	g.ForcePicks("A", "B")
	do(t, g, "remove C", "remove D", "place A at 3008", "place B at 2908")
	if g.romansOnMap() != 4 || g.s.leaders[0].state != lsOnMap {
		t.Fatalf("%d Romans on the map", g.romansOnMap())
	}
}

func mustParse(t *testing.T, g *Game, s string) Action {
	a, _ := g.ParseAction(s)
	return a
}

// 18.0, 19.15: the end by agreement is scored on the Levels of Victory.
func TestAgreement(t *testing.T) {
	g := load(t, "scenario: first", "turn: 3", "phase: campaign", "phasing: carthage",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up")
	do(t, g, "offer end", "accept")
	over, w, why := g.Outcome()
	vp := g.VictoryPoints()
	if !over {
		t.Fatal("not over")
	}
	t.Logf("%v %s %s (%v)", over, w, why, vp)
	if !strings.Contains(why, "VP") {
		t.Fatalf("reason %q", why)
	}
	// A decline goes on, and one offer per Game-Turn.
	g = load(t, "scenario: first", "turn: 3", "phase: campaign", "phasing: carthage",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up")
	do(t, g, "offer end", "decline")
	refused(t, g, act(KOffer, 0, 0), "18.1")
}

// The agreement's text names the level: "Rome: Marginal Victory, 33 VP to 28".
func TestAgreementText(t *testing.T) {
	g := load(t, "scenario: first", "turn: 3", "phase: campaign", "phasing: carthage", "stack: 3008 rome army 1 up")
	g.s.over, g.s.winner, g.s.endReason, g.s.level, g.s.vp = true, Rome, endAgreement, 2, [2]int16{33, 28}
	if _, _, why := g.Outcome(); why != "Rome: Marginal Victory, 33 VP to 28" {
		t.Fatalf("%q", why)
	}
}

// 9.12 ruling: face-down strengths are hidden from the enemy unless one of
// his leaders is in the hex.
func TestHiddenStrengths(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 carthage army 7 down", "stack: 3008 rome army 1 up", "leader 2: map 3008 1 0")
	v, _ := json.Marshal(g.View(Rome))
	if strings.Contains(string(v), `"strength":7`) {
		t.Fatal("Rome sees the strength inside Tarracina")
	}
	v, _ = json.Marshal(g.View(Carthage))
	if !strings.Contains(string(v), `"strength":7`) {
		t.Fatal("Carthage does not see its own strength")
	}
	o := g.Observation(Rome)
	for i := 0; i < int(o.s.ns); i++ {
		if o.s.stacks[i].own == ownCarthage && o.s.stacks[i].n == 7 {
			t.Fatal("the observation keeps the hidden strength")
		}
	}
	dz := o.Determinize(5)
	if err := dz.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	do(t, g, "leader C", "attach army 1", "move 3009")
	v, _ = json.Marshal(g.View(Rome))
	if !strings.Contains(string(v), `"strength":7`) {
		t.Fatal("9.12: a leader in the hex does not reveal the force")
	}
}

// legalRecruit's shortcut agrees with recruitRC for every hex, type and
// strength, over random games.
func TestRecruitLegalAgrees(t *testing.T) {
	d := mustData(t)
	for _, sc := range d.Scenarios {
		g, _ := New(d, Options{Scenario: sc.Key, Seed: 41, NoLog: true})
		r := rand.New(rand.NewPCG(41, 41))
		var buf []Action
		for step := 0; step < 3000 && !g.Over(); step++ {
			buf = g.Legal(buf)
			if g.Decision().Kind == "recruit" {
				set := map[Action]bool{}
				for _, a := range buf {
					set[a] = true
				}
				for _, h := range g.f.towns {
					for typ := uint8(0); typ < 2; typ++ {
						for n := 1; n < 40; n++ {
							a := recruitAction(typ, n, h)
							if (g.recruitRC(typ, n, h) == 0) != set[a] {
								t.Fatalf("%s: %q legal %v, rule says %v", sc.Key, g.ActionText(a), set[a], g.recruitRC(typ, n, h) == 0)
							}
						}
					}
				}
			}
			a := biased(r, buf)
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
		}
	}
}

// TestRegionControlIsPublic pins the ruling "Region control is public" (14.1,
// 15.1; docs/rulings-punicwars.md): seven Carthaginian Army Strength Points
// inside Tarracina, hidden from Rome (9.12), outnumber the one Roman outside
// the town twice over, so Carthage controls Latium (14.15) — and Rome's view
// says so too, although Rome does not see the strength that decides it.
func TestRegionControlIsPublic(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 carthage army 7 down", "stack: 3008 rome army 1 up")
	rome, carthage := g.View(Rome), g.View(Carthage)
	for _, hv := range rome.Hexes {
		for _, u := range hv.Units {
			if u.Side == "carthage" && u.Strength == 7 {
				t.Fatal("Rome sees the strength inside Tarracina")
			}
		}
	}
	latium := ""
	for i, r := range rome.Regions {
		if r.Control != carthage.Regions[i].Control {
			t.Fatalf("%s: Rome's view says %q, Carthage's %q", r.Key, r.Control, carthage.Regions[i].Control)
		}
		if r.Key == "latium" {
			latium = r.Control
		}
	}
	if latium != "carthage" {
		t.Fatalf("Latium is controlled by %q in both views, want carthage (14.15)", latium)
	}
}

// TestAssumeHidden: in Rome's observation the strength inside Tarracina is
// hidden (9.12); Rome may assume what it remembers (7 here), which
// Determinize then keeps, the counter mix still whole (7.35); a strength the
// counter mix cannot hold, a hex with no hidden force, Rome's own force and
// the true game are refused, changing nothing.
func TestAssumeHidden(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 carthage army 7 down", "stack: 3008 rome army 1 up", "leader 2: map 3008 1 0")
	m := g.Map()
	tarracina := m.ID(3009)
	o := g.Observation(Rome)
	if o.Assume(tarracina, Carthage, false, 9) || o.Assume(m.ID(3008), Carthage, false, 2) ||
		o.Assume(tarracina, Carthage, true, 2) || o.Assume(m.ID(3008), Rome, false, 2) || g.Assume(tarracina, Carthage, false, 7) {
		t.Fatal("an impossible assumption was taken")
	}
	if !o.Assume(tarracina, Carthage, false, 7) {
		t.Fatal("the assumption of 7 was refused")
	}
	if o.Assume(tarracina, Carthage, false, 6) {
		t.Fatal("a force already assumed was assumed again")
	}
	for seed := uint64(1); seed <= 20; seed++ {
		w := o.Determinize(seed)
		if err := w.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		for _, f := range w.Forces(nil) {
			if f.Hex == tarracina && f.Side == Carthage && (f.N != 7 || f.Hidden) {
				t.Fatalf("world %d: Tarracina holds %d (hidden %v), want the 7 assumed", seed, f.N, f.Hidden)
			}
		}
	}
	if err := o.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// 18.1, 19.15: an agreed end that a side wins is logged with its level, as
// Outcome gives it (the log once read "Draw" for a Marginal Victory, the level
// being set after the line was written).
func TestAgreementLogNamesLevel(t *testing.T) {
	g := load(t, "scenario: first", "turn: 3", "phase: campaign", "phasing: carthage",
		"stack: 3008 rome army 1 up", "stack: 2914 rome army 6 up", "stack: 2411 rome army 3 up")
	g.SetLogging(true)
	do(t, g, "offer end", "accept")
	over, w, why := g.Outcome()
	if !over || w != Rome || !strings.Contains(why, "Victory") {
		t.Fatalf("%v %v %q (VP %v): want a Roman victory", over, w, why, g.VictoryPoints())
	}
	log := g.Log()
	if last := log[len(log)-1]; last.Text != "the game is over: "+why {
		t.Fatalf("log %q, outcome %q", last.Text, why)
	}
}
