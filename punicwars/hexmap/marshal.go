package hexmap

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Marshal writes m in map.yaml's format, in a canonical order (hexes by
// number, one per line; then the non-default sides, each once, seen from the
// hex it is the n, ne or se side of). header is written first as comment
// lines. Parse(Marshal(m, h)) gives back m (lat and lon rounded to 0.01°).
func Marshal(m *Map, header string) []byte {
	var b bytes.Buffer
	for _, line := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		if header == "" {
			break
		}
		b.WriteString(strings.TrimRight("# "+line, " ") + "\n")
	}
	fmt.Fprintf(&b, "grid: {cols: [%d, %d], rows: [%d, %d]}\n", m.FirstCol, m.LastCol, m.FirstRow, m.LastRow)
	b.WriteString("hexes:\n")
	for _, h := range m.sortedByNum() {
		x := &m.Hexes[h]
		if !x.Land() {
			continue
		}
		f := []string{"terrain: " + x.Terrain.String()}
		if x.Coastal {
			f = append(f, "coastal: true")
		}
		f = append(f, "region: "+x.Region)
		if x.Site != NoSite {
			f = append(f, "site: "+x.Site.String())
		}
		if x.Capital {
			f = append(f, "capital: true")
		}
		if x.Ferry {
			f = append(f, "ferry: true")
		}
		if x.Name != "" {
			f = append(f, "name: "+strconv.Quote(x.Name))
		}
		f = append(f, fmt.Sprintf("lat: %.2f, lon: %.2f", x.Lat, x.Lon))
		fmt.Fprintf(&b, "  %s: {%s}\n", HexNum(x.Num), strings.Join(f, ", "))
	}
	var sides []string
	for _, h := range m.sortedByNum() {
		for _, d := range []Direction{N, NE, SE} {
			if m.nbr[h][d] == NoHex || m.sides[h][d] == m.DefaultSide(h, d) {
				continue
			}
			sides = append(sides, fmt.Sprintf("  - [%s, %s, %s]\n", HexNum(m.Hexes[h].Num), d, m.sides[h][d]))
		}
	}
	if len(sides) == 0 {
		b.WriteString("sides: []\n")
	} else {
		b.WriteString("sides:\n")
		b.WriteString(strings.Join(sides, ""))
	}
	return b.Bytes()
}

// sortedByNum returns the hexes in the order of their numbers, which is the
// grid's column-major order.
func (m *Map) sortedByNum() []HexID {
	ids := make([]HexID, len(m.Hexes))
	for i := range ids {
		ids[i] = HexID(i)
	}
	return ids
}
