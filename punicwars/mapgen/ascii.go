package main

import (
	"fmt"
	"sort"
	"strings"

	"punic/punicwars/hexmap"
)

// ascii draws the map as text, for checking by eye: each land hex is a
// letter for its region (the legend follows) and a mark: "*" a town or city,
// "F" a ferry hex, "^" a mountain; "~" is all-sea.
func ascii(m *hexmap.Map) string {
	code := map[string]byte{}
	var keys []string
	for i := range m.Hexes {
		if r := m.Hexes[i].Region; r != "" && code[r] == 0 {
			keys = append(keys, r)
			code[r] = 1
		}
	}
	sort.Strings(keys)
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	var b strings.Builder
	for i, k := range keys {
		code[k] = letters[i%len(letters)]
		fmt.Fprintf(&b, "%c=%s ", code[k], k)
	}
	b.WriteString("\n")
	for r := m.FirstRow; r <= m.LastRow; r++ {
		for half := 0; half < 2; half++ {
			fmt.Fprintf(&b, "%02d ", r)
			for c := m.FirstCol; c <= m.LastCol; c++ {
				if (c%2 == 0) != (half == 1) {
					b.WriteString("  ")
					continue
				}
				x := m.Hex(m.ID(c*100 + r))
				if !x.Land() {
					b.WriteString("~ ")
					continue
				}
				mark := byte(' ')
				switch {
				case x.Ferry:
					mark = 'F'
				case x.Site != hexmap.NoSite:
					mark = '*'
				case x.Terrain == hexmap.Mountain:
					mark = '^'
				}
				b.WriteByte(code[x.Region])
				b.WriteByte(mark)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}
