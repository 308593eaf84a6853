package title

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"punic/punicwars"
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// writeBoard writes a compact board of what v's side may see: the turn, phase
// and decision, the Treasuries, the Victory Points against the scenario's
// levels, the regions by controller, every occupied hex (its number, region and
// the Strength Points the viewer may know: a hidden force shows its presence and
// type, never its strength, exactly as the engine's View), and the leaders.
func writeBoard(w io.Writer, d *data.Data, v *punicwars.View) error {
	var b strings.Builder
	sc, _ := d.ScenarioByKey(v.Scenario)
	if v.Turn < 1 {
		// 19.0: the players deploy before Game-Turn 1; no Player-Turn yet.
		fmt.Fprintf(&b, "\n=== %s, Initial Deployment before Game-Turn 1 (%s) ===\n", v.Title, yearLabel(v.Turn, v.Year))
	} else {
		fmt.Fprintf(&b, "\n=== %s, Game-Turn %d (%s), %s's %s phase ===\n", v.Title, v.Turn, yearLabel(v.Turn, v.Year), sideName(v.Phasing), v.Phase)
	}
	if v.Over {
		fmt.Fprintf(&b, "The game is over: %s\n", v.Result)
	} else {
		fmt.Fprintf(&b, "To decide: %s (%s): %s\n", sideName(v.Decision.Side), v.Decision.Kind, v.Decision.Prompt)
	}
	fmt.Fprintf(&b, "Treasury: Rome %d, Carthage %d TP. Lost since the last Diplomacy Phase: Rome %d, Carthage %d SP.\n",
		v.Treasury[0], v.Treasury[1], v.Lost[0], v.Lost[1])
	for _, bid := range v.Bids {
		fmt.Fprintf(&b, "Diplomacy bid: %s %d TP\n", sideName(bid.Side), bid.Points)
	}
	fmt.Fprintf(&b, "Victory Points: Rome %d, Carthage %d", v.VP[0], v.VP[1])
	if sc != nil {
		fmt.Fprintf(&b, " (%s)", levelsText(sc))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "Syracuse: %s", v.Syracuse)
	if !v.FleetGate && sc != nil && sc.RomanFleetGate {
		b.WriteString("; Rome may not build fleets yet (19.14.4)")
	}
	b.WriteString("\n")
	writeRegions(&b, v)
	writeHexes(&b, d, v)
	writeLeaders(&b, v)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRegions lists the regions by controller, with their values.
func writeRegions(b *strings.Builder, v *punicwars.View) {
	by := map[string][]string{}
	for _, r := range v.Regions {
		s := fmt.Sprintf("%s %d", r.Name, r.Value)
		var tags []string
		if !strings.EqualFold(r.Status, "neutral") {
			tags = append(tags, r.Status)
		}
		if r.Defected {
			tags = append(tags, "defected")
		}
		if len(tags) > 0 {
			s += " (" + strings.Join(tags, ", ") + ")"
		}
		by[r.Control] = append(by[r.Control], s)
	}
	b.WriteString("Regions by controller (name, value, alignment):\n")
	for _, c := range []string{"rome", "carthage", "none"} {
		if len(by[c]) > 0 {
			fmt.Fprintf(b, "  %-9s %s\n", sideName(c)+":", strings.Join(by[c], ", "))
		}
	}
}

// writeHexes lists every hex holding Strength Points or leaders, in the order of
// their numbers.
func writeHexes(b *strings.Builder, d *data.Data, v *punicwars.View) {
	leaders := map[int][]string{}
	hexes := slices.Clone(v.Hexes)
	for _, l := range v.Leaders {
		if l.State != "map" {
			continue
		}
		if len(leaders[l.Hex]) == 0 && !slices.ContainsFunc(hexes, func(h punicwars.HexView) bool { return h.Hex == l.Hex }) {
			hexes = append(hexes, punicwars.HexView{Hex: l.Hex}) // a leader alone
		}
		leaders[l.Hex] = append(leaders[l.Hex], leaderText(l))
	}
	slices.SortFunc(hexes, func(a, b punicwars.HexView) int { return a.Hex - b.Hex })
	b.WriteString("Hexes (SP: strength, ? hidden; v face-down inside the walls):\n")
	if len(hexes) == 0 {
		b.WriteString("  none\n")
	}
	for _, h := range hexes {
		var parts []string
		for _, u := range h.Units {
			parts = append(parts, unitText(u))
		}
		if ls := leaders[h.Hex]; len(ls) > 0 {
			parts = append(parts, "leaders "+strings.Join(ls, ", "))
		}
		fmt.Fprintf(b, "  %04d %-24s %s\n", h.Hex, placeName(d, h), strings.Join(parts, "; "))
	}
}

// placeName is "Roma, Latium" or "Latium" or "sea", with the town's controller.
func placeName(d *data.Data, h punicwars.HexView) string {
	region := "sea"
	if id := d.Map.ID(h.Hex); id != hexmap.NoHex {
		if r := d.RegionOf[id]; r != data.NoRegion {
			region = d.Regions[r].Name
		}
	}
	s := region
	if h.Name != "" {
		s = h.Name + ", " + region
	}
	if h.Town != "" && h.Town != "none" {
		s += " [" + h.Town + "]"
	}
	return s
}

// unitText is "Rome army 5", "Carthage fleet ?v" (hidden, face-down), with the
// leader the force is committed to.
func unitText(u punicwars.UnitView) string {
	owner := sideName(u.Owner)
	if u.Owner == "syracuse" {
		owner = "Syracuse"
		if u.Side != "" && u.Side != "none" {
			owner += " (" + sideName(u.Side) + ")"
		}
	}
	n := fmt.Sprint(u.Strength)
	if u.Hidden {
		n = "?"
	}
	s := fmt.Sprintf("%s %s %s", owner, u.Type, n)
	if u.FaceDown {
		s += "v"
	}
	if u.Leader != "" {
		s += " with " + u.Leader
		if u.Attached {
			s += " (attached)"
		}
	}
	return s
}

// leaderText is "Carthage A(3)", marked when moving or moved.
func leaderText(l punicwars.LeaderView) string {
	s := fmt.Sprintf("%s %s(%d)", sideName(l.Side), l.Letter, l.Value)
	switch {
	case l.Active:
		s += fmt.Sprintf(" moving, %d MP spent", l.MP)
	case l.Moved:
		s += " moved"
	}
	return s
}

// writeLeaders lists the leaders off the map.
func writeLeaders(b *strings.Builder, v *punicwars.View) {
	var off []string
	for _, l := range v.Leaders {
		if l.State == "off" || l.State == "spare" {
			off = append(off, fmt.Sprintf("%s %s(%d)", sideName(l.Side), l.Letter, l.Value))
		}
	}
	if len(off) > 0 {
		fmt.Fprintf(b, "Leaders off the map: %s\n", strings.Join(off, ", "))
	}
}

// sideName is "Rome", "Carthage" or "nobody" for a side key.
func sideName(key string) string {
	switch key {
	case "rome":
		return "Rome"
	case "carthage":
		return "Carthage"
	case "syracuse":
		return "Syracuse"
	}
	return "nobody"
}
