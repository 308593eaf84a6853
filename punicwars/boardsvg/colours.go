package boardsvg

import (
	"sort"

	"punic/punicwars/hexmap"
)

// palette holds soft land colours; neighbouring regions get different ones.
var palette = []string{"#ecdfa8", "#cfe2a4", "#f2c99c", "#e7c1d0", "#d7d19a", "#f3dcc0", "#bfdcae", "#e0c7a6"}

// regionColours colours the regions greedily (in key order), so that no two
// regions sharing a hexside have the same colour when the palette allows.
func regionColours(m *hexmap.Map) map[string]string {
	touch := map[string]map[string]bool{}
	var keys []string
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if !x.Land() {
			continue
		}
		if touch[x.Region] == nil {
			touch[x.Region] = map[string]bool{}
			keys = append(keys, x.Region)
		}
		for _, n := range m.Neighbors(hexmap.HexID(i)) {
			if n != hexmap.NoHex && m.Hex(n).Land() && m.Hex(n).Region != x.Region {
				touch[x.Region][m.Hex(n).Region] = true
			}
		}
	}
	sort.Strings(keys)
	out := map[string]string{}
	for i, k := range keys {
		used := map[string]bool{}
		for o := range touch[k] {
			used[out[o]] = true
		}
		out[k] = palette[i%len(palette)]
		for j := range palette {
			if p := palette[(i+j)%len(palette)]; !used[p] {
				out[k] = p
				break
			}
		}
	}
	return out
}
