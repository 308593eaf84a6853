package data

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// dep renders a deployment for comparison: "carthage 2A 2F L[2] @zeugitana".
func dep(d Deployment) string {
	place := d.Region
	if d.Hex != 0 {
		place = fmt.Sprintf("%04d", d.Hex)
	}
	return fmt.Sprintf("%s %dA %dF L%v @%s", d.Nation, d.Army, d.Fleet, d.Leaders, place)
}

// TestDeployments: every Initial Deployment line of 19.11-19.13, 19.21-19.23
// and 19.31-19.33, as printed and as read.
func TestDeployments(t *testing.T) {
	d := testData(t)
	want := map[string][]string{
		"first": { // 19.11, 19.12
			"carthage 2A 2F L[2] @zeugitana", "carthage 2A 2F L[2] @2915", "carthage 1A 1F L[] @3015",
			"carthage 1A 1F L[] @3013", "carthage 1A 0F L[] @sardinia", "carthage 1A 0F L[] @corsica",
			"rome 4A 2F L[1] @3314", "rome 4A 0F L[1] @latium",
		},
		"second": { // 19.21, 19.22
			"carthage 10A 0F L[3] @tarraconensis", "carthage 4A 3F L[2] @zeugitana", "carthage 0A 3F L[2] @nova-carthago",
			"carthage 4A 0F L[2] @hispania", "carthage 1A 0F L[] @saguntum", "carthage 1A 0F L[] @baleares-insulae",
			"rome 4A 4F L[1] @massilia", "rome 4A 8F L[1] @sicilia", "rome 4A 0F L[1] @gallia-cisalpina",
			"rome 2A 0F L[1] @latium", "rome 1A 0F L[] @sardinia", "rome 1A 0F L[] @corsica",
		},
		"third": { // 19.31, 19.32
			"carthage 8A 2F L[2 2] @2516",
			"rome 17A 8F L[1 1] @2515", "rome 2A 2F L[] @sicilia", "rome 2A 0F L[] @latium",
			"rome 2A 0F L[] @nova-carthago", "rome 1A 0F L[] @sardinia", "rome 1A 0F L[] @corsica",
		},
	}
	for key, lines := range want {
		s, ok := d.ScenarioByKey(key)
		if !ok {
			t.Fatalf("no scenario %q", key)
		}
		var got []string
		for _, x := range s.Deploy {
			got = append(got, dep(x))
			if x.FaceDown {
				t.Errorf("%s: %q is face-down; 19.0 deploys face-up", key, x.Text)
			}
		}
		if !slices.Equal(got, lines) {
			t.Errorf("scenario %s deploys\n  %s\nwant\n  %s", key, strings.Join(got, "\n  "), strings.Join(lines, "\n  "))
		}
		// 19.13, 19.23, 19.33: 2 ASP, 2 FSP in 3315.
		if sy := s.SyracuseDeploy; sy.Hex != 3315 || sy.Army != 2 || sy.Fleet != 2 || len(sy.Leaders) != 0 {
			t.Errorf("scenario %s: Syracusan deployment %+v", key, sy)
		}
	}
	second, _ := d.ScenarioByKey("second")
	if second.Deploy[0].Note != "Hannibal" || second.Deploy[0].Text != "10 ASP, L3 (Hannibal) in Tarraconensis" {
		t.Errorf("19.21's first line: %+v", second.Deploy[0])
	}
}

// TestScenarioHeaders: 19.1-19.3's titles and years.
func TestScenarioHeaders(t *testing.T) {
	d := testData(t)
	want := []struct {
		key, title, years string
		year              int
	}{
		{"first", "The First Punic War", "264-241 BC", 264},
		{"second", "The Second Punic War", "218-201 BC", 218},
		{"third", "The Third Punic War", "149-146 BC", 149},
	}
	if len(d.Scenarios) != 3 {
		t.Fatalf("%d scenarios, want 3", len(d.Scenarios))
	}
	for i, w := range want {
		s := d.Scenarios[i]
		if s.Key != w.key || s.Title != w.title || s.Years != w.years || s.Year != w.year {
			t.Errorf("scenario %d: %s %q %q %d, want %+v", i, s.Key, s.Title, s.Years, s.Year, w)
		}
	}
}

// TestSpecialRules: 19.14, 19.24 and 19.34 as Scenario fields.
func TestSpecialRules(t *testing.T) {
	d := testData(t)
	first, _ := d.ScenarioByKey("first")
	second, _ := d.ScenarioByKey("second")
	third, _ := d.ScenarioByKey("third")
	closed1 := []string{"hispania", "saguntum", "tarraconensis", "narbonensis", "massilia", "gallia", "liguria", "gallia-cisalpina", "venetia", "illyria"}
	checks := []struct {
		rule string
		ok   bool
	}{
		{"19.14.1 Syracuse neutral", first.Syracuse == Neutral},
		{"19.14.2 no 3 leaders", slices.Equal(first.NoLeaderValue, []int{3})},
		{"19.14.3 -2 at sea", first.RomanSeaAttrition == -2},
		{"19.14.4 fleet gate", first.RomanFleetGate},
		{"19.14.5 closed", slices.Equal(first.Closed, closed1)},
		{"19.14.5 no recruitment", slices.Equal(first.NoRecruit, closed1)},
		{"19.24.1 Syracuse Pro-Roman", second.Syracuse == ProRome},
		{"19.24.2-3 the 3 leaders' fate", second.Leader3Replacement},
		{"19.24.3 all Roman leaders used", len(second.NoLeaderValue) == 0},
		{"19.24.4 Illyria closed until the war", slices.Equal(second.Closed, []string{"illyria"}) && second.IllyriaWarOpens},
		{"19.24.5 no recruitment", slices.Equal(second.NoRecruit, []string{"illyria", "syracuse"})},
		{"19.34.2 no 3 leaders", slices.Equal(third.NoLeaderValue, []int{3})},
		{"19.34.3 no Diplomacy Phase", third.Diplomacy == ""},
		{"19.34.4 only Carthage's fall ends it", third.CarthageOnlyLoses && len(third.Levels) == 0},
		{"19.34.3 Scenario 3 fleets free", !third.RomanFleetGate && third.RomanSeaAttrition == 0},
		{"Scenario 2 fleets free", !second.RomanFleetGate && second.RomanSeaAttrition == 0},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: not so in scenarios.yaml", c.rule)
		}
	}
}

// TestLevelsOfVictory: 19.15 and 19.25.
func TestLevelsOfVictory(t *testing.T) {
	d := testData(t)
	want := map[string][]Level{
		"first":  {{0, "Draw"}, {32, "Marginal Victory"}, {36, "Substantive Victory"}, {40, "Decisive (Automatic) Victory"}},
		"second": {{0, "Draw"}, {60, "Marginal Victory"}, {70, "Substantive Victory"}, {85, "Decisive (Automatic) Victory"}},
	}
	for key, levels := range want {
		s, _ := d.ScenarioByKey(key)
		if !slices.Equal(s.Levels, levels) {
			t.Errorf("%s: levels %v, want %v", key, s.Levels, levels)
		}
	}
	first, _ := d.ScenarioByKey("first")
	for _, k := range []struct {
		vp   int
		name string
	}{{31, "Draw"}, {32, "Marginal Victory"}, {35, "Marginal Victory"}, {36, "Substantive Victory"}, {39, "Substantive Victory"}, {40, "Decisive (Automatic) Victory"}, {64, "Decisive (Automatic) Victory"}} {
		if l, _ := first.LevelOf(k.vp); l.Name != k.name {
			t.Errorf("19.15: %d VP is %q, want %q", k.vp, l.Name, k.name)
		}
	}
	if v, ok := first.AutomaticVictory(); !ok || v != 40 {
		t.Errorf("19.15 automatic victory %d", v)
	}
	second, _ := d.ScenarioByKey("second")
	if v, ok := second.AutomaticVictory(); !ok || v != 85 {
		t.Errorf("19.25 automatic victory %d", v)
	}
	third, _ := d.ScenarioByKey("third")
	if _, ok := third.AutomaticVictory(); ok {
		t.Error("19.34.4: Scenario 3 has no Automatic Victory Level")
	}
}

// TestPrintedStatuses: the statuses the rules print.
func TestPrintedStatuses(t *testing.T) {
	d := testData(t)
	status := func(scenario, region string) Status {
		s, _ := d.ScenarioByKey(scenario)
		id, ok := d.RegionByKey(region)
		if !ok {
			t.Fatalf("no region %s", region)
		}
		return s.Status[id]
	}
	checks := []struct {
		rule, scenario, region string
		want                   Status
	}{
		{"19.14.1", "first", "syracuse", Neutral},
		{"19.24.1, 16.36.2", "second", "syracuse", ProRome},
		{"16.36.3", "second", "massylii", ProCarthage},
		{"16.36.3", "second", "massaesylii", ProCarthage},
		{"16.36.4", "second", "campania", ProRome},
		{"16.36.4", "second", "lucania", ProRome},
		{"16.36.4", "second", "bruttium", ProRome},
		{"16.36.4", "second", "apulia-calabria", ProRome},
		{"16.34", "second", "illyria", Neutral},
	}
	for _, c := range checks {
		if got := status(c.scenario, c.region); got != c.want {
			t.Errorf("%s: %s starts %s in %s, want %s", c.rule, c.region, got, c.scenario, c.want)
		}
	}
	// 19.34.1: everything Pro-Roman except Hispania, Gallia, Mauretania and Zeugitana.
	except := []string{"hispania", "gallia", "mauretania", "zeugitana"}
	for _, g := range d.Regions {
		got := status("third", g.Key)
		if slices.Contains(except, g.Key) == (got == ProRome) {
			t.Errorf("19.34.1: %s starts %s", g.Key, got)
		}
	}
}

// TestRegions: 14.0, thirty regions with the keys the map uses; 16.36.4, South
// Italy is Campania, Lucania, Bruttium and Apulia-Calabria.
func TestRegions(t *testing.T) {
	d := testData(t)
	keys := []string{"latium", "etruria", "umbria", "samnium", "campania", "lucania", "bruttium", "apulia-calabria",
		"gallia-cisalpina", "venetia", "liguria", "sicilia", "syracuse", "sardinia", "corsica", "baleares-insulae",
		"narbonensis", "massilia", "gallia", "tarraconensis", "saguntum", "nova-carthago", "hispania", "gades",
		"zeugitana", "byzacium", "massylii", "massaesylii", "mauretania", "illyria"}
	if len(d.Regions) != 30 {
		t.Fatalf("%d regions", len(d.Regions))
	}
	for _, k := range keys {
		if _, ok := d.RegionByKey(k); !ok {
			t.Errorf("no region %s", k)
		}
	}
	var south []string
	for _, g := range d.Regions {
		if g.SouthItaly {
			south = append(south, g.Key)
		}
	}
	if !slices.Equal(south, []string{"campania", "lucania", "bruttium", "apulia-calabria"}) {
		t.Errorf("South Italy is %v", south)
	}
}

// TestLeaders: the Roman mix is one 3, one 2 and the rest 1s (a public
// replay); Scenario 2 deploys four Roman leaders (19.22) and uses every Roman
// leader for elections (19.24.3); Carthage has a 3 (Hannibal) and three 2s on
// the map in Scenario 2 (19.21) and one more 2 to replace the 3 (19.24.2).
func TestLeaders(t *testing.T) {
	d := testData(t)
	count := func(n Nation) map[int]int {
		c := map[int]int{}
		for _, l := range d.LeadersOf(n) {
			c[l.Value]++
		}
		return c
	}
	rome, carthage := count(Rome), count(Carthage)
	if rome[3] != 1 || rome[2] != 1 || rome[1] < 4 {
		t.Errorf("Roman leaders by value %v", rome)
	}
	if carthage[3] != 1 || carthage[2] < 4 {
		t.Errorf("Carthaginian leaders by value %v", carthage)
	}
	letters := map[string]bool{}
	for _, l := range d.Leaders {
		k := l.Nation.String() + l.Letter
		if letters[k] {
			t.Errorf("%s letter %s twice", l.Nation, l.Letter)
		}
		letters[k] = true
	}
}

// TestCounterMix: 3.4, 100 counters; 17.0, Syracuse's 2 ASP and 2 FSP; 7.35,
// the Strength Point limits hold every set-up (Scenario 3: Rome 25 ASP, 10 FSP).
func TestCounterMix(t *testing.T) {
	d := testData(t)
	c := d.Counters
	n := len(d.Leaders)
	for _, p := range c.Pieces {
		n += p.Count
	}
	if c.Total != 100 || n != 100 {
		t.Errorf("%d counters (total %d), want 100", n, c.Total)
	}
	if c.SyracuseArmy != 2 || c.SyracuseFleet != 2 {
		t.Errorf("Syracuse %d ASP %d FSP", c.SyracuseArmy, c.SyracuseFleet)
	}
	for _, s := range d.Scenarios {
		var army, fleet [2]int
		for _, x := range s.Deploy {
			army[x.Nation] += x.Army
			fleet[x.Nation] += x.Fleet
		}
		if s.Key == "third" && (army[Rome] != 25 || fleet[Rome] != 10) {
			t.Errorf("19.32: Rome deploys %d ASP %d FSP, want 25 and 10", army[Rome], fleet[Rome])
		}
		for _, nat := range []Nation{Rome, Carthage} {
			if army[nat] > c.Army[nat] || fleet[nat] > c.Fleet[nat] {
				t.Errorf("%s: %s deploys %d/%d beyond the mix's %d/%d", s.Key, nat, army[nat], fleet[nat], c.Army[nat], c.Fleet[nat])
			}
		}
	}
}
