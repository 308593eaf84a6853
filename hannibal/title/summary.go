package title

import (
	"fmt"
	"strings"

	"punic/hannibal/data"
)

// boardSummary counts what the data holds.
func boardSummary(d *data.Data, dir string) string {
	b := d.Board
	var kinds [4]int
	for _, c := range b.Connections {
		kinds[c.Kind]++
	}
	var spaceKinds [3]int
	ports, friendly := 0, 0
	for _, s := range b.Spaces {
		spaceKinds[s.Kind]++
		if s.Port {
			ports++
		}
		if s.Kind == data.Tribe && s.TribeFor == data.Carthage {
			friendly++
		}
	}
	scoring := 0
	for _, p := range b.Provinces {
		if p.Scores {
			scoring++
		}
	}
	var sides [2]int
	for _, g := range d.Generals {
		sides[g.Side]++
	}
	battle := 0
	for _, bc := range d.BattleCards {
		battle += bc.Count
	}
	var scen []string
	for _, sc := range d.Scenarios {
		scen = append(scen, sc.Key)
	}
	from := "built-in data"
	if dir != "" {
		from = "data from " + dir
	}
	var w strings.Builder
	fmt.Fprintf(&w, "Hannibal: Rome vs. Carthage board (%s)\n", from)
	fmt.Fprintf(&w, "  spaces          %3d (%d political, %d walled cities, %d tribes)\n", len(b.Spaces), spaceKinds[data.Political], spaceKinds[data.WalledCity], spaceKinds[data.Tribe])
	fmt.Fprintf(&w, "  provinces       %3d (%d score political points)\n", len(b.Provinces), scoring)
	fmt.Fprintf(&w, "  connections     %3d (%d normal, %d Alps pass, %d non-Alps pass, %d strait)\n", len(b.Connections), kinds[data.Normal], kinds[data.AlpsPass], kinds[data.Pass], kinds[data.Strait])
	fmt.Fprintf(&w, "  ports           %3d\n", ports)
	fmt.Fprintf(&w, "  walled cities   %3d\n", spaceKinds[data.WalledCity])
	fmt.Fprintf(&w, "  tribes          %3d (%d friendly to Carthage)\n", spaceKinds[data.Tribe], friendly)
	fmt.Fprintf(&w, "  generals        %3d (%d Roman, %d Carthaginian)\n", len(d.Generals), sides[data.Rome], sides[data.Carthage])
	fmt.Fprintf(&w, "  strategy cards  %3d\n", len(d.Cards))
	fmt.Fprintf(&w, "  battle cards    %3d (%d types)\n", battle, len(d.BattleCards))
	fmt.Fprintf(&w, "  turns           %3d\n", len(d.Turns))
	fmt.Fprintf(&w, "  scenarios       %s\n", strings.Join(scen, ", "))
	return w.String()
}
