package title

import (
	"fmt"
	"strings"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// summary counts what the data holds, for `punic board`.
func summary(d *data.Data, dir string) string {
	var terrain [3]int
	towns, cities, ferries := 0, 0, 0
	for _, h := range d.Map.Hexes {
		terrain[h.Terrain]++
		switch h.Site {
		case hexmap.Town:
			towns++
		case hexmap.City:
			cities++
		}
		if h.Ferry {
			ferries++
		}
	}
	value := 0
	for _, r := range d.Regions {
		value += r.Value
	}
	var leaders [2]int
	for _, l := range d.Leaders {
		leaders[l.Nation]++
	}
	from := "built-in data"
	if dir != "" {
		from = "data from " + dir
	}
	var w strings.Builder
	fmt.Fprintf(&w, "The Punic Wars map (%s)\n", from)
	fmt.Fprintf(&w, "  hexes           %3d (%d sea, %d clear, %d mountain)\n", len(d.Map.Hexes), terrain[hexmap.Sea], terrain[hexmap.Clear], terrain[hexmap.Mountain])
	fmt.Fprintf(&w, "  towns, cities   %3d, %d\n", towns, cities)
	fmt.Fprintf(&w, "  ferry hexes     %3d\n", ferries)
	fmt.Fprintf(&w, "  regions         %3d (Region Values %d in all)\n", len(d.Regions), value)
	fmt.Fprintf(&w, "  leaders         %3d (%d Roman, %d Carthaginian)\n", len(d.Leaders), leaders[data.Rome], leaders[data.Carthage])
	fmt.Fprintf(&w, "  counters        %3d (army SP limits: Rome %d, Carthage %d; fleet: Rome %d, Carthage %d)\n",
		d.Counters.Total, d.Counters.Army[data.Rome], d.Counters.Army[data.Carthage], d.Counters.Fleet[data.Rome], d.Counters.Fleet[data.Carthage])
	for _, sc := range d.Scenarios {
		fmt.Fprintf(&w, "  scenario %-7s%s, %s: %s\n", sc.Key, sc.Title, sc.Years, levelsText(&sc))
	}
	return w.String()
}

// levelsText lists a scenario's Levels of Victory ("Draw 0, Marginal Victory
// 32, …"), or says that only the capture of Carthage ends it (19.34.4).
func levelsText(sc *data.Scenario) string {
	if len(sc.Levels) == 0 {
		return "no Victory Point levels; only the capture of Carthage ends the war (19.34.4)"
	}
	var parts []string
	for _, l := range sc.Levels {
		parts = append(parts, fmt.Sprintf("%s %d", l.Name, l.Min))
	}
	return "levels " + strings.Join(parts, ", ")
}
