package data

import (
	"fmt"
	"slices"
)

// checkScenarios checks what ties the files together: the scenarios' Diplomacy
// Tables and the regions the tables name, Syracuse's policy (17.0), closed
// regions, and each deployment against the counter mix (7.35, 8.41).
func checkScenarios(rep *report, d *Data) {
	for _, t := range d.Diplomacy {
		for i, res := range t.Results {
			if res.Kind != Revolt {
				continue
			}
			if _, ok := d.regionByKey[res.Region]; !ok {
				rep.addf(ChartsFile, t.lines[i], "diplomacy table %q row %d: revolt in unknown region %q", t.Key, t.MinRoll+i, res.Region)
			}
		}
	}
	for i := range d.Scenarios {
		s := &d.Scenarios[i]
		what := fmt.Sprintf("scenario %q", s.Key)
		at := func(line int, format string, args ...any) {
			rep.addf(ScenariosFile, line, what+": "+format, args...)
		}
		if s.Diplomacy != "" {
			if _, ok := d.DiplomacyByKey(s.Diplomacy); !ok {
				at(s.line, "no Diplomacy Table %q in charts.yaml", s.Diplomacy)
			}
		}
		if s.Syracuse == ProCarthage {
			at(s.line, "Syracuse starts Neutral or Pro-Roman (17.0), not Pro-Carthage")
		}
		for _, k := range s.Closed {
			if id, ok := d.regionByKey[k]; ok && s.Status[id] != Neutral {
				at(s.line, "closed region %s must be neutral: no one earns its value (19.14.5)", k)
			}
		}
		for _, v := range s.NoLeaderValue {
			if v < 1 || v > 3 {
				at(s.line, "no_leader_value %d: leaders are valued 1 to 3", v)
			}
		}
		var army, fleet [2]int
		var need [2][4]int // leaders needed by nation and value
		for _, dep := range s.Deploy {
			army[dep.Nation] += dep.Army
			fleet[dep.Nation] += dep.Fleet
			for _, v := range dep.Leaders {
				if v > 3 {
					at(dep.line, "%q: no leader is valued %d", dep.Text, v)
					continue
				}
				need[dep.Nation][v]++
				if slices.Contains(s.NoLeaderValue, v) {
					at(dep.line, "%q: the %d leaders are not used in this scenario", dep.Text, v)
				}
			}
			if dep.Region != "" && slices.Contains(s.Closed, dep.Region) {
				at(dep.line, "%q: %s is closed in this scenario", dep.Text, dep.Region)
			}
		}
		for _, nat := range []Nation{Rome, Carthage} {
			if army[nat] > d.Counters.Army[nat] {
				at(s.line, "%s deploys %d ASP, the counter mix holds %d (7.35)", nat, army[nat], d.Counters.Army[nat])
			}
			if fleet[nat] > d.Counters.Fleet[nat] {
				at(s.line, "%s deploys %d FSP, the counter mix holds %d (7.35)", nat, fleet[nat], d.Counters.Fleet[nat])
			}
			var have [4]int
			for _, l := range d.LeadersOf(nat) {
				have[l.Value]++
			}
			for v := 1; v <= 3; v++ {
				if need[nat][v] > have[v] {
					at(s.line, "%s deploys %d L%d, the counter mix holds %d", nat, need[nat][v], v, have[v])
				}
			}
		}
		sy := s.SyracuseDeploy
		if sy.Army != d.Counters.SyracuseArmy || sy.Fleet != d.Counters.SyracuseFleet || len(sy.Leaders) > 0 || sy.Hex == 0 {
			at(sy.line, "the Syracusan deployment %q must place Syracuse's %d ASP and %d FSP, and no leader, in a hex (17.0)",
				sy.Text, d.Counters.SyracuseArmy, d.Counters.SyracuseFleet)
		}
	}
}
