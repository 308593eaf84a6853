package hexmap

import (
	"errors"
	"strings"
	"testing"
)

// head is a valid start of a map file; the cases below append to it. Its
// lines are 1 and 2, so the first appended line is line 3.
const head = "grid: {cols: [1, 4], rows: [1, 3]}\nhexes:\n"

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, src string
		line      int    // the line the error must name (0: any)
		want      string // a piece of the message
	}{
		{"no grid", "hexes: {}\n", 1, "no grid"},
		{"bad grid", "grid: {cols: [5, 1], rows: [1, 3]}\n", 1, "want 0 <= first"},
		{"grid pair", "grid: {cols: [1], rows: [1, 3]}\n", 1, "want [first, last]"},
		{"unknown top key", head + "  0101: {terrain: clear, region: a}\nroads: []\n", 4, `unknown key "roads"`},
		{"bad terrain", head + "  0101: {terrain: clear, region: a}\n  0102: {terrain: hill, region: a}\n", 4, `terrain "hill"`},
		{"sea listed", head + "  0102: {terrain: sea, region: a}\n", 3, "all-sea hexes are not listed"},
		{"no terrain", head + "  0101: {region: a}\n", 3, "no terrain"},
		{"no region", head + "  0101: {terrain: clear}\n", 3, "no region"},
		{"short number", head + "  101: {terrain: clear, region: a}\n", 3, "four-digit"},
		{"off grid", head + "  0901: {terrain: clear, region: a}\n", 3, "outside the grid"},
		{"duplicate hex", head + "  0101: {terrain: clear, region: a}\n  0101: {terrain: clear, region: b}\n", 4, "given twice"},
		{"unknown hex key", head + "  0101: {terrain: clear, region: a, hills: 3}\n", 3, `unknown key "hills"`},
		{"bad bool", head + "  0101: {terrain: clear, region: a, coastal: maybe}\n", 3, "true or false"},
		{"bad site", head + "  0101: {terrain: clear, region: a, site: village}\n", 3, `site "village"`},
		{"bad lat", head + "  0101: {terrain: clear, region: a, lat: 95}\n", 3, "lat"},
		{"capital town", head + "  0101: {terrain: clear, coastal: true, region: a, site: town, capital: true}\n", 3, "capital must be a city"},
		{"ferry inland", head + "  0101: {terrain: clear, region: a, ferry: true}\n", 3, "ferry hex must be coastal"},
		{"not coastal", head + "  0101: {terrain: clear, region: a}\n", 3, "not coastal"},
		{"coastal inland", head + "  0101: {terrain: clear, coastal: true, region: a}\n  0102: {terrain: clear, coastal: true, region: a}\n  0201: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s, land]\n  - [0101, se, land]\n", 3, "every side is all-land"},
		{"bad direction", head + "  0101: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, up, sea]\n", 5, `direction "up"`},
		{"bad kind", head + "  0101: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s, wall]\n", 5, `kind "wall"`},
		{"edge side", head + "  0101: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, n, sea]\n", 5, "edge of the grid"},
		{"side shape", head + "  0101: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s]\n", 5, "[hex, direction, kind]"},
		{"default side", head + "  0101: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s, open]\n", 5, "already the default"},
		{"side twice", head + "  0101: {terrain: clear, coastal: true, region: a}\n  0102: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s, sea]\n  - [0102, n, land]\n", 7, "already given on line 6"},
		{"ferry without ferry hex", head + "  0101: {terrain: clear, coastal: true, region: a}\n  0102: {terrain: clear, coastal: true, region: a}\nsides:\n  - [0101, s, ferry]\n", 3, "one of them a ferry hex"},
		{"ferry hex without side", head + "  0101: {terrain: clear, coastal: true, region: a, ferry: true}\n", 3, "needs at least one ferry side"},
		{"yaml syntax", "grid: {cols: [1, 4]\n", 0, "map:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			if err == nil {
				t.Fatalf("no error for\n%s", c.src)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not say %q", err, c.want)
			}
			if c.line == 0 {
				return
			}
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("error %q has no line", err)
			}
			found := false
			for _, e := range flatten(err) {
				if errors.As(e, &le) && le.Line == c.line && strings.Contains(e.Error(), c.want) {
					found = true
				}
			}
			if !found {
				t.Errorf("error %q: want %q on line %d", err, c.want, c.line)
			}
		})
	}
}

// flatten undoes errors.Join.
func flatten(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
