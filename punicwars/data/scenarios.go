package data

import (
	"fmt"
	"io/fs"
	"strings"

	"go.yaml.in/yaml/v3"
)

// statusWords are the file's words for the region statuses (14.11).
var statusWords = map[string]Status{"neutral": Neutral, "pro-rome": ProRome, "pro-carthage": ProCarthage}

// statusNames is statusWords by Status.
var statusNames = [...]string{Neutral: "neutral", ProRome: "pro-rome", ProCarthage: "pro-carthage"}

// String returns "neutral", "pro-rome" or "pro-carthage".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", s)
}

// readScenarios reads scenarios.yaml (docs/data-format-punicwars.md). It runs
// after readRegions, whose keys and names the statuses and deployments use.
func readScenarios(fsys fs.FS, rep *report, d *Data) {
	r := reader{file: ScenariosFile, rep: rep}
	top := r.document(fsys)
	if top == nil {
		return
	}
	f := r.fields(top, "scenarios.yaml", "scenarios")
	if f["scenarios"] == nil {
		return
	}
	d.scenarioByKey = map[string]int{}
	for _, n := range r.list(f["scenarios"], "scenarios") {
		s, ok := r.scenario(n, d)
		if !ok {
			continue
		}
		if _, dup := d.scenarioByKey[s.Key]; dup {
			r.errorf(n, "scenario %q is given twice", s.Key)
			continue
		}
		d.scenarioByKey[s.Key] = len(d.Scenarios)
		d.Scenarios = append(d.Scenarios, s)
	}
}

// scenario reads one scenario.
func (r reader) scenario(n *yaml.Node, d *Data) (Scenario, bool) {
	var s Scenario
	f := r.fields(n, "scenario", "key title years year ?diplomacy status ?status_why carthage rome syracuse ?special ?levels")
	if f == nil || f["key"] == nil {
		return s, false
	}
	var ok bool
	if s.Key, ok = r.text(f["key"], "scenario key"); !ok {
		return s, false
	}
	s.line = n.Line
	what := fmt.Sprintf("scenario %q", s.Key)
	if f["title"] != nil {
		s.Title, _ = r.text(f["title"], what+" title")
	}
	if f["years"] != nil {
		s.Years, _ = r.text(f["years"], what+" years")
	}
	if f["year"] != nil {
		s.Year, _ = r.integer(f["year"], what+" year")
	}
	if f["diplomacy"] != nil {
		s.Diplomacy, _ = r.text(f["diplomacy"], what+" diplomacy")
	}
	if f["status"] != nil {
		s.Status = r.statuses(f["status"], what, d)
		if id, ok := d.regionByKey["syracuse"]; ok && len(s.Status) > int(id) {
			s.Syracuse = s.Status[id]
		}
	}
	if f["status_why"] != nil {
		s.StatusWhy, _ = r.text(f["status_why"], what+" status_why")
	}
	regionKey := func(name string) (string, bool) {
		for _, g := range d.Regions {
			if strings.EqualFold(g.Name, name) || g.Key == name {
				return g.Key, true
			}
		}
		return "", false
	}
	for _, side := range []struct {
		field  string
		nation Nation
	}{{"carthage", Carthage}, {"rome", Rome}} {
		if f[side.field] == nil {
			continue
		}
		lines, nodes := r.texts(f[side.field], what+" "+side.field)
		for i, line := range lines {
			dep, err := parseDeployment(line, regionKey)
			if err != nil {
				r.errorf(nodes[i], "%s: %v", what, err)
				continue
			}
			dep.Nation = side.nation
			dep.line = nodes[i].Line
			s.Deploy = append(s.Deploy, dep)
		}
	}
	if n := f["syracuse"]; n != nil {
		if line, ok := r.text(n, what+" syracuse"); ok {
			dep, err := parseDeployment(line, regionKey)
			if err != nil {
				r.errorf(n, "%s: %v", what, err)
			}
			dep.line = n.Line
			s.SyracuseDeploy = dep
		}
	}
	if n := f["special"]; n != nil {
		r.special(n, what, &s, d)
	}
	if n := f["levels"]; n != nil {
		s.Levels = r.levels(n, what)
	}
	return s, true
}

// statuses reads {pro-rome: [...], pro-carthage: [...], neutral: [...]}: every
// region must be listed exactly once.
func (r reader) statuses(n *yaml.Node, what string, d *Data) []Status {
	f := r.fields(n, what+" status", "?pro-rome ?pro-carthage ?neutral")
	out := make([]Status, len(d.Regions))
	seen := make([]int, len(d.Regions))
	for _, word := range []string{"pro-rome", "pro-carthage", "neutral"} {
		st := statusWords[word]
		if f[word] == nil {
			continue
		}
		keys, nodes := r.texts(f[word], what+" "+word)
		for i, k := range keys {
			id, ok := d.regionByKey[k]
			switch {
			case !ok:
				r.errorf(nodes[i], "%s status: unknown region %q", what, k)
			case seen[id] != 0:
				r.errorf(nodes[i], "%s status: region %s is already listed on line %d", what, k, seen[id])
			default:
				seen[id] = nodes[i].Line
				out[id] = st
			}
		}
	}
	var missing []string
	for id, line := range seen {
		if line == 0 {
			missing = append(missing, d.Regions[id].Key)
		}
	}
	if len(missing) > 0 {
		r.errorf(n, "%s status: no status for %s", what, strings.Join(missing, ", "))
	}
	return out
}

// special reads the scenario's special rules (19.14, 19.24, 19.34).
func (r reader) special(n *yaml.Node, what string, s *Scenario, d *Data) {
	f := r.fields(n, what+" special", "?no_leader_value ?closed ?no_recruit ?roman_sea_attrition ?roman_fleet_gate ?illyria_war_opens ?leader3_replacement ?carthage_only_loses")
	if f == nil {
		return
	}
	if x := f["no_leader_value"]; x != nil {
		s.NoLeaderValue, _ = r.integers(x, what+" no_leader_value")
	}
	regions := func(key string) []string {
		keys, nodes := r.texts(f[key], what+" "+key)
		for i, k := range keys {
			if _, ok := d.regionByKey[k]; !ok {
				r.errorf(nodes[i], "%s %s: unknown region %q", what, key, k)
			}
		}
		return keys
	}
	if f["closed"] != nil {
		s.Closed = regions("closed")
	}
	if f["no_recruit"] != nil {
		s.NoRecruit = regions("no_recruit")
	}
	if x := f["roman_sea_attrition"]; x != nil {
		s.RomanSeaAttrition, _ = r.integer(x, what+" roman_sea_attrition")
	}
	flags := []struct {
		key string
		dst *bool
	}{
		{"roman_fleet_gate", &s.RomanFleetGate},
		{"illyria_war_opens", &s.IllyriaWarOpens},
		{"leader3_replacement", &s.Leader3Replacement},
		{"carthage_only_loses", &s.CarthageOnlyLoses},
	}
	for _, fl := range flags {
		if x := f[fl.key]; x != nil {
			*fl.dst, _ = r.boolean(x, what+" "+fl.key)
		}
	}
}

// levels reads the Level of Victory Table: [{min, name}], the first from 0,
// each higher than the one before; the last is the Automatic Victory Level.
func (r reader) levels(n *yaml.Node, what string) []Level {
	var out []Level
	for i, it := range r.list(n, what+" levels") {
		f := r.fields(it, what+" level", "min name")
		if f == nil || f["min"] == nil || f["name"] == nil {
			continue
		}
		min, ok1 := r.integer(f["min"], what+" level min")
		name, ok2 := r.text(f["name"], what+" level name")
		if !ok1 || !ok2 {
			continue
		}
		switch {
		case i == 0 && min != 0:
			r.errorf(f["min"], "%s: the first level starts at 0 Victory Points, not %d", what, min)
		case len(out) > 0 && min <= out[len(out)-1].Min:
			r.errorf(f["min"], "%s: level %q starts at %d, not above %q's %d", what, name, min, out[len(out)-1].Name, out[len(out)-1].Min)
		}
		out = append(out, Level{Min: min, Name: name})
	}
	return out
}

// AutomaticVictory returns the Automatic Victory Level (18.21: the last line
// of the Level of Victory Table), and false when the scenario has none
// (19.34.4).
func (s *Scenario) AutomaticVictory() (int, bool) {
	if len(s.Levels) == 0 {
		return 0, false
	}
	return s.Levels[len(s.Levels)-1].Min, true
}

// LevelOf returns the Level of Victory for a Victory Point total (18.0).
func (s *Scenario) LevelOf(points int) (Level, bool) {
	var out Level
	found := false
	for _, l := range s.Levels {
		if points >= l.Min {
			out, found = l, true
		}
	}
	return out, found
}
