package hexmap

import "fmt"

// terrainNames, siteNames, sideNames and dirNames are the words map.yaml uses.
var (
	terrainNames = [...]string{Sea: "sea", Clear: "clear", Mountain: "mountain"}
	siteNames    = [...]string{NoSite: "", Town: "town", City: "city"}
	sideNames    = [...]string{Open: "open", SeaSide: "sea", LandSide: "land", Ferry: "ferry"}
	dirNames     = [...]string{N: "n", NE: "ne", SE: "se", S: "s", SW: "sw", NW: "nw"}
)

// String returns the terrain's map.yaml word: "sea", "clear" or "mountain".
func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("Terrain(%d)", t)
}

// String returns the site's map.yaml word: "town", "city", or "" for none.
func (s Site) String() string {
	if int(s) < len(siteNames) {
		return siteNames[s]
	}
	return fmt.Sprintf("Site(%d)", s)
}

// String returns the hexside kind's map.yaml word: "open", "sea", "land" or "ferry".
func (k SideKind) String() string {
	if int(k) < len(sideNames) {
		return sideNames[k]
	}
	return fmt.Sprintf("SideKind(%d)", k)
}

// String returns the direction's map.yaml word: "n", "ne", "se", "s", "sw" or "nw".
func (d Direction) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("Direction(%d)", d)
}

// lookup returns the index of word in names, or -1.
func lookup(names []string, word string) int {
	for i, n := range names {
		if n != "" && n == word {
			return i
		}
	}
	return -1
}

// HexNum formats a hex number the way the map prints it: four digits ("0214").
func HexNum(num int) string { return fmt.Sprintf("%04d", num) }
