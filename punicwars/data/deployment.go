package data

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	strengthItem = regexp.MustCompile(`^([1-9][0-9]*) (ASP|FSP)$`)
	leaderItem   = regexp.MustCompile(`^(?:([1-9]) )?L([1-9])(?: \(([^()]+)\))?$`)
	hexPlace     = regexp.MustCompile(`^[0-9]{4}$`)
)

// parseDeployment reads one Initial Deployment line as the rules print it
// (19.0): "2 ASP, 2 FSP, L2 in Zeugitana", "8 ASP, 2 FSP, 2 L2 in 2516",
// "10 ASP, L3 (Hannibal) in Tarraconensis", with an optional "face-down" item.
// A place is a four-digit hex number or a region's name or key.
func parseDeployment(line string, regionKey func(string) (string, bool)) (Deployment, error) {
	d := Deployment{Text: line}
	i := strings.LastIndex(line, " in ")
	if i < 0 {
		return d, fmt.Errorf("deployment %q: want \"<units> in <hex or region>\"", line)
	}
	place := strings.TrimSpace(line[i+len(" in "):])
	if hexPlace.MatchString(place) {
		d.Hex, _ = strconv.Atoi(place)
		if d.Hex%100 == 0 || d.Hex/100 == 0 {
			return d, fmt.Errorf("deployment %q: %s is not a hex number", line, place)
		}
	} else if key, ok := regionKey(place); ok {
		d.Region = key
	} else {
		return d, fmt.Errorf("deployment %q: %q is neither a hex number nor a region", line, place)
	}
	for _, item := range strings.Split(line[:i], ",") {
		item = strings.TrimSpace(item)
		if m := strengthItem.FindStringSubmatch(item); m != nil {
			n, _ := strconv.Atoi(m[1])
			p := &d.Army
			if m[2] == "FSP" {
				p = &d.Fleet
			}
			if *p != 0 {
				return d, fmt.Errorf("deployment %q: %s given twice", line, m[2])
			}
			*p = n
			continue
		}
		if m := leaderItem.FindStringSubmatch(item); m != nil {
			n := 1
			if m[1] != "" {
				n, _ = strconv.Atoi(m[1])
			}
			v, _ := strconv.Atoi(m[2])
			for range n {
				d.Leaders = append(d.Leaders, v)
			}
			if m[3] != "" {
				d.Note = m[3]
			}
			continue
		}
		if item == "face-down" {
			d.FaceDown = true
			continue
		}
		return d, fmt.Errorf("deployment %q: cannot read %q (want \"2 ASP\", \"3 FSP\", \"L2\", \"2 L1\" or \"face-down\")", line, item)
	}
	if d.Army == 0 && d.Fleet == 0 && len(d.Leaders) == 0 {
		return d, fmt.Errorf("deployment %q places nothing", line)
	}
	return d, nil
}
