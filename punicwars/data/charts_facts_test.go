package data

import (
	"testing"
)

// TestDie: one six-sided die (the ruling of charts.yaml; 19.14.4 rolls "a 1 or 2").
func TestDie(t *testing.T) {
	if d := testData(t); d.Die.Sides != 6 {
		t.Errorf("die sides %d, want 6", d.Die.Sides)
	}
}

// TestCRTColumns: 9.32, no attack below 1:2 and above 9:1 as 9:1; the 9.0
// procedure rounds in the defender's favour.
func TestCRTColumns(t *testing.T) {
	c := testData(t).CRT
	want := []string{"1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1"}
	if len(c.Columns) != len(want) {
		t.Fatalf("%d columns, want %d", len(c.Columns), len(want))
	}
	for i, o := range c.Columns {
		if o.String() != want[i] {
			t.Errorf("column %d is %s, want %s", i, o, want[i])
		}
	}
	cases := []struct {
		att, def int
		col      string // "" for no attack
	}{
		{1, 3, ""},      // 9.32: below 1:2
		{4, 9, ""},      // 0.44 is below 1:2
		{1, 2, "1:2"},   // exactly 1:2
		{3, 5, "1:2"},   // 0.6 rounds down to 1:2
		{5, 5, "1:1"},   // even
		{5, 3, "1:1"},   // 1.67 rounds down, the defender's favour
		{11, 4, "2:1"},  // 2.75
		{3, 1, "3:1"},   // 9.27's example
		{17, 2, "8:1"},  // 8.5
		{9, 1, "9:1"},   // the last column
		{30, 1, "9:1"},  // 9.32: above 9:1 is 9:1
		{0, 1, ""},      // nothing attacks
		{1, 0, ""},      // nothing to attack
		{20, 4, "5:1"},  // Hannibal's 20 against Rome's 4
		{17, 8, "2:1"},  // 19.31-19.32: Rome's 17 against Carthage's 8
		{10, 20, "1:2"}, // the Cannae odds
	}
	for _, k := range cases {
		col, ok := c.Column(k.att, k.def)
		switch {
		case k.col == "" && ok:
			t.Errorf("%d to %d: column %s, want no attack", k.att, k.def, c.Columns[col])
		case k.col != "" && !ok:
			t.Errorf("%d to %d: no attack, want %s", k.att, k.def, k.col)
		case k.col != "" && c.Columns[col].String() != k.col:
			t.Errorf("%d to %d: column %s, want %s", k.att, k.def, c.Columns[col], k.col)
		}
	}
}

// TestCRTRows: 9.25, an adjusted roll below -4 is impossible, so the table
// starts at -4; it ends at 9 (die 6 + leader 3, 9.26) and clamps beyond.
func TestCRTRows(t *testing.T) {
	c := testData(t).CRT
	if c.MinRoll != -4 || c.MaxRoll != 9 {
		t.Errorf("rows %d..%d, want -4..9", c.MinRoll, c.MaxRoll)
	}
	for col := range c.Columns {
		if c.Result(col, -7) != c.Result(col, -4) || c.Result(col, 12) != c.Result(col, 9) {
			t.Errorf("column %s: rolls beyond the table do not take the end rows", c.Columns[col])
		}
	}
}

// TestCRTExample927: 9.27, three Army Strength Points led by a 2 (+2) attack
// one face-down in a Town (-1, 9.22) led by a 1 (-1): 3 to 1, no net change,
// so every die roll reads its own row of the 3:1 column.
func TestCRTExample927(t *testing.T) {
	c := testData(t).CRT
	col, ok := c.Column(3, 1)
	if !ok || c.Columns[col].String() != "3:1" {
		t.Fatalf("3 to 1 reads column %v (%v), want 3:1", col, ok)
	}
	if net := +2 - 1 - 1; net != 0 {
		t.Fatalf("net modifier %d", net)
	}
	want := []string{"30/20", "20/20", "20/30", "10/40", "10/50", "10/50"} // die 1..6
	for die := 1; die <= 6; die++ {
		if got := c.Result(col, die).String(); got != want[die-1] {
			t.Errorf("3:1, die %d: %s, want %s", die, got, want[die-1])
		}
	}
}

// TestCRTShape: the designed table's principles (docs/punic-wars.md): better
// odds and better rolls never cost the attacker more or the defender less, and
// storming walls is ruinous without great odds.
func TestCRTShape(t *testing.T) {
	c := testData(t).CRT
	for col := range c.Columns {
		for roll := c.MinRoll; roll <= c.MaxRoll; roll++ {
			r := c.Result(col, roll)
			if roll > c.MinRoll {
				p := c.Result(col, roll-1)
				if r.Attacker > p.Attacker || r.Defender < p.Defender {
					t.Errorf("%s roll %d (%s) is worse for the attacker than roll %d (%s)", c.Columns[col], roll, r, roll-1, p)
				}
			}
			if col > 0 {
				p := c.Result(col-1, roll)
				if r.Attacker > p.Attacker || r.Defender < p.Defender {
					t.Errorf("roll %d: %s (%s) is worse for the attacker than %s (%s)", roll, c.Columns[col], r, c.Columns[col-1], p)
				}
			}
		}
	}
	// Storming a capital (-3) held by a 2 (-2) with a 2 (+2): net -3. Over the
	// six dice, the attacker loses more Strength Points than the defender at
	// every odds short of 9:1 (the percentages are of each side's own
	// strength).
	for col, o := range c.Columns {
		att, def := 0, 0
		for die := 1; die <= 6; die++ {
			r := c.Result(col, die-3)
			att += r.Attacker * o.Att
			def += r.Defender * o.Def
		}
		if ruinous := att > def; ruinous != (o.String() != "9:1") {
			t.Errorf("%s against walls at net -3: the attacker loses %d to the defender's %d (per 100 defending SP, six dice)", o, att, def)
		}
	}
}

// TestLossExample931: 9.31, a 75% loss to nine Strength Points is seven.
func TestLossExample931(t *testing.T) {
	l := testData(t).Loss
	if got := l.Loss(75, 9); got != 7 {
		t.Errorf("75%% of 9 = %d, want 7", got)
	}
}

// TestLossRounding: the table rounds to the nearest point, halves up (the
// ruling that reproduces 9.31), every percentage the CRT and the Attrition
// Table give is on it, and it covers the largest force the counter mix allows.
func TestLossRounding(t *testing.T) {
	d := testData(t)
	l := d.Loss
	for i, p := range l.Percents {
		for sp := 0; sp <= l.MaxSP; sp++ {
			if want := (p*sp*2 + 100) / 200; l.Lost[i][sp] != want {
				t.Errorf("%d%% of %d = %d, want %d", p, sp, l.Lost[i][sp], want)
			}
		}
	}
	for _, k := range []struct{ p, sp, want int }{{10, 4, 0}, {10, 5, 1}, {50, 1, 1}, {20, 2, 0}, {30, 5, 2}, {100, 83, 83}, {0, 83, 0}} {
		if got := l.Loss(k.p, k.sp); got != k.want {
			t.Errorf("%d%% of %d = %d, want %d", k.p, k.sp, got, k.want)
		}
	}
	largest := d.Counters.Army[Rome] + d.Counters.Fleet[Rome] + d.Counters.SyracuseArmy + d.Counters.SyracuseFleet
	if c := d.Counters.Army[Carthage] + d.Counters.Fleet[Carthage] + d.Counters.SyracuseArmy + d.Counters.SyracuseFleet; c > largest {
		largest = c
	}
	if l.MaxSP < largest {
		t.Errorf("the table stops at %d SP, the largest force is %d", l.MaxSP, largest)
	}
	for col := range d.CRT.Columns {
		for roll := d.CRT.MinRoll; roll <= d.CRT.MaxRoll; roll++ {
			r := d.CRT.Result(col, roll)
			if !l.has(r.Attacker) || !l.has(r.Defender) || len(l.Percents) == 0 {
				t.Errorf("CRT cell %s is not on the loss table", r)
			}
		}
	}
}

// TestLossAboveTable: above the last row a force is counted in parts of the
// last row's strength and a remainder (the ruling of charts.yaml).
func TestLossAboveTable(t *testing.T) {
	l := testData(t).Loss
	for _, p := range l.Percents {
		for _, sp := range []int{l.MaxSP + 1, 2*l.MaxSP + 7} {
			want := 0
			for rest := sp; rest > 0; rest -= l.MaxSP {
				want += l.Loss(p, min(rest, l.MaxSP))
			}
			if got := l.Loss(p, sp); got != want {
				t.Errorf("%d%% of %d = %d, want %d", p, sp, got, want)
			}
		}
	}
	if got := l.Loss(75, -3); got != 0 {
		t.Errorf("75%% of nothing = %d", got)
	}
}

// TestAttrition: 19.14.4 names a "75% Attrition"; lower rolls are worse; a
// Roman force led by a 1 entering an all-sea hex in Scenario 1 (-2, 19.14.3)
// suffers it on a die of 1; rolls beyond the table take its end rows.
func TestAttrition(t *testing.T) {
	d := testData(t)
	a := d.Attrition
	has75 := false
	for roll := a.MinRoll; roll <= a.MaxRoll; roll++ {
		has75 = has75 || a.Percent(roll) == 75
		if roll > a.MinRoll && a.Percent(roll) > a.Percent(roll-1) {
			t.Errorf("roll %d (%d%%) is worse than roll %d", roll, a.Percent(roll), roll-1)
		}
	}
	if !has75 {
		t.Error("no 75% row (19.14.4)")
	}
	first, _ := d.ScenarioByKey("first")
	if got := a.Percent(1 + 1 + first.RomanSeaAttrition); got != 75 {
		t.Errorf("Roman force, leader 1, die 1, at sea in Scenario 1: %d%%, want 75", got)
	}
	if a.Percent(-9) != a.Percent(a.MinRoll) || a.Percent(15) != a.Percent(a.MaxRoll) {
		t.Error("rolls beyond the table do not take the end rows")
	}
	// The lowest reachable roll: die 1, own leader 1, enemy leader 3 (11.16).
	if a.MinRoll > 1+1-3 {
		t.Errorf("the table starts at %d, above the lowest reachable roll -1", a.MinRoll)
	}
}

// TestDiplomacyTableOne: 16.36.1, Syracuse Pro-Carthage defects on "-1 or
// less", Pro-Roman on "8 or greater"; 16.35, alliances with either side; 16.31,
// no Rome-Illyrian War in Scenario One.
func TestDiplomacyTableOne(t *testing.T) {
	d := testData(t)
	one, ok := d.DiplomacyByKey("one")
	if !ok {
		t.Fatal("no table one")
	}
	if first, _ := d.ScenarioByKey("first"); first.Diplomacy != "one" {
		t.Errorf("Scenario 1 reads table %q", first.Diplomacy)
	}
	syr := DiplomacyResult{Kind: Defection, Region: "syracuse"}
	for _, roll := range []int{-1, -2, -9} {
		if got := one.Result(roll); got != syr {
			t.Errorf("roll %d: %v, want Syracuse's defection", roll, got)
		}
	}
	for _, roll := range []int{8, 9, 14} {
		if got := one.Result(roll); got != syr {
			t.Errorf("roll %d: %v, want Syracuse's defection", roll, got)
		}
	}
	for roll := 0; roll <= 7; roll++ {
		if one.Result(roll).Kind == Defection {
			t.Errorf("roll %d is a defection; 16.36.1 puts them at -1 or less and 8 or more", roll)
		}
	}
	allies := map[Nation]bool{}
	for roll := one.MinRoll; roll <= one.MaxRoll; roll++ {
		r := one.Result(roll)
		if r.Kind == Alliance {
			allies[r.Nation] = true
		}
		if r.Kind == RomeIllyrianWar {
			t.Errorf("roll %d: a Rome-Illyrian War in Scenario One (16.34)", roll)
		}
	}
	if !allies[Rome] || !allies[Carthage] {
		t.Errorf("alliances with %v, want both (16.35)", allies)
	}
}

// TestDiplomacyTableTwo: 16.31-16.36, Table Two holds No Effect, Revolt, the
// Rome-Illyrian War and the defections of Syracuse, Massylii, Massaesylii and
// South Italy, and no Alliance (16.35: Scenario One only).
func TestDiplomacyTableTwo(t *testing.T) {
	d := testData(t)
	two, ok := d.DiplomacyByKey("two")
	if !ok {
		t.Fatal("no table two")
	}
	if second, _ := d.ScenarioByKey("second"); second.Diplomacy != "two" {
		t.Errorf("Scenario 2 reads table %q", second.Diplomacy)
	}
	if third, _ := d.ScenarioByKey("third"); third.Diplomacy != "" {
		t.Errorf("Scenario 3 reads table %q; 19.34.3 omits the phase", third.Diplomacy)
	}
	seen := map[string]bool{}
	for roll := two.MinRoll; roll <= two.MaxRoll; roll++ {
		r := two.Result(roll)
		seen[r.Kind.String()+" "+r.Region] = true
		if r.Kind == Alliance {
			t.Errorf("roll %d: an alliance in Scenario Two (16.35)", roll)
		}
	}
	for _, want := range []string{"no-effect ", "rome-illyrian-war ", "defection syracuse", "defection massylii", "defection massaesylii", "defection south-italy"} {
		if !seen[want] {
			t.Errorf("table two has no %q", want)
		}
	}
	revolts := 0
	for k := range seen {
		if len(k) > 7 && k[:7] == "revolt " {
			revolts++
		}
	}
	if revolts == 0 {
		t.Error("table two has no revolt")
	}
}

// TestDiplomacyExample1622: 16.22, Carthage lost 6, Rome 4: -2; a die of 1
// makes -1; with Carthage's Treasury advantage (16.12, +1) it is 0. The table
// is read at both, and rolls far beyond it take its end rows.
func TestDiplomacyExample1622(t *testing.T) {
	d := testData(t)
	roll := 1 + (4 - 6)
	if roll != -1 {
		t.Fatalf("adjusted roll %d", roll)
	}
	one, _ := d.DiplomacyByKey("one")
	two, _ := d.DiplomacyByKey("two")
	if got := one.Result(roll); got != (DiplomacyResult{Kind: Defection, Region: "syracuse"}) {
		t.Errorf("table one at -1: %v", got)
	}
	if got := one.Result(roll + 1); got != (DiplomacyResult{Kind: Alliance, Nation: Rome}) {
		t.Errorf("table one at 0: %v", got)
	}
	if got := two.Result(roll); got != (DiplomacyResult{Kind: Defection, Region: "massaesylii"}) {
		t.Errorf("table two at -1: %v", got)
	}
	if got := two.Result(roll + 1); got != (DiplomacyResult{Kind: Defection, Region: "massylii"}) {
		t.Errorf("table two at 0: %v", got)
	}
	for _, tb := range []*DiplomacyTable{one, two} {
		if tb.Result(-30) != tb.Result(tb.MinRoll) || tb.Result(30) != tb.Result(tb.MaxRoll) {
			t.Errorf("table %s: rolls beyond it do not take its end rows", tb.Key)
		}
		if tb.MinRoll > -1 || tb.MaxRoll < 8 {
			t.Errorf("table %s runs %d..%d, want at least -1..8", tb.Key, tb.MinRoll, tb.MaxRoll)
		}
	}
}

// TestReconstructionsSayWhy: every chart and list is marked a reconstruction
// and says why (the printed ones are not public).
func TestReconstructionsSayWhy(t *testing.T) {
	d := testData(t)
	ps := map[string]Provenance{
		"die": d.Die.Provenance, "crt": d.CRT.Provenance, "loss": d.Loss.Provenance,
		"attrition": d.Attrition.Provenance, "regions": d.RegionsProvenance,
		"leaders": d.LeadersProvenance, "counters": d.Counters.Provenance,
	}
	for _, tb := range d.Diplomacy {
		ps["diplomacy "+tb.Key] = tb.Provenance
	}
	for name, p := range ps {
		if !p.Reconstruction || len(p.Why) < 40 {
			t.Errorf("%s: reconstruction %v, why %q", name, p.Reconstruction, p.Why)
		}
	}
}
