package data

import "testing"

// TestNames: the file words the String methods give back, and the look-ups'
// misses.
func TestNames(t *testing.T) {
	d := testData(t)
	checks := []struct{ got, want string }{
		{Rome.String(), "rome"}, {Carthage.String(), "carthage"}, {Nation(7).String(), "Nation(7)"},
		{Neutral.String(), "neutral"}, {ProRome.String(), "pro-rome"}, {ProCarthage.String(), "pro-carthage"}, {Status(9).String(), "Status(9)"},
		{RomeIllyrianWar.String(), "rome-illyrian-war"}, {DiplomacyKind(9).String(), "DiplomacyKind(9)"},
		{d.Counters.Pieces[0].String(), "8 rome army 1s"},
		{d.Counters.Pieces[len(d.Counters.Pieces)-1].String(), "7 defection markers"},
		{Odds{1, 2}.String(), "1:2"}, {CombatResult{10, 30}.String(), "10/30"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if id, ok := d.RegionByKey("apulia-calabria"); !ok || d.Region(id).Name != "Apulia-Calabria" {
		t.Errorf("apulia-calabria: %v %v", id, ok)
	}
	if _, ok := d.RegionByKey("Latium"); ok {
		t.Error("region keys are lower case")
	}
	if _, ok := d.ScenarioByKey("fourth"); ok {
		t.Error("a fourth scenario")
	}
	if _, ok := d.DiplomacyByKey("three"); ok {
		t.Error("a third diplomacy table")
	}
}
