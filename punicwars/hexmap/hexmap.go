// Package hexmap is the hex grid of SPI's The Punic Wars: every hex's terrain,
// coast, region, town or city, and the kind of every hexside, as read from the
// map data file (map.yaml), with the grid geometry (neighbours, directions).
//
// Hex numbers follow SPI's XXYY scheme: XX is the column (west to east), YY the
// row (north to south). Columns are vertical; even columns sit half a hex lower
// than odd ones, so hex 2908 (Rome, an odd column) touches 2807, 2808, 3007
// and 3008 (and 2907, 2909 above and below), and 2408 (Bonifacio, an even
// column) touches 2308, 2309, 2508 and 2509.
package hexmap

// HexID is a hex's dense index in Map.Hexes (0..len-1).
type HexID int16

// NoHex is "no hex": off the map, or not found.
const NoHex HexID = -1

// Terrain is what a hex is made of.
type Terrain uint8

// The terrains (the Terrain Key; 5.25, 5.32-5.35).
const (
	Sea      Terrain = iota // all-sea: fleets only (armies with an equal fleet escort, 5.33)
	Clear                   // land
	Mountain                // land; armies entering without fleet cover suffer attrition (5.34)
)

// Site is the walled place in a hex (10.0).
type Site uint8

// The sites.
const (
	NoSite Site = iota
	Town        // -1 to attack face-down armies inside (9.22)
	City        // -2 (9.23); -3 in Rome, Syracuse, Carthage (9.24, Hex.Capital)
)

// SideKind is what a hexside lets through (5.32, 5.37).
type SideKind uint8

// The hexside kinds.
const (
	Open     SideKind = iota // land and water: armies and fleets cross
	SeaSide                  // all-sea: fleets cross; armies only escorted (5.33) or by ferry
	LandSide                 // all-land: armies cross, fleets never (5.32)
	Ferry                    // an all-sea ferry hexside: armies cross when the ferry hex holds a friendly fleet and no enemy fleet (5.37)
)

// Direction is one of a hex's six sides, clockwise from north.
type Direction uint8

// The directions.
const (
	N Direction = iota
	NE
	SE
	S
	SW
	NW
)

// Hex is one hex of the grid.
type Hex struct {
	Num      int     // the printed number, column*100+row (2908)
	Col, Row int     // column and row
	Terrain  Terrain // Sea, Clear or Mountain
	Coastal  bool    // a land hex touching the sea: fleets may enter it (5.35)
	Region   string  // the region's key ("latium"); "" for all-sea hexes
	Site     Site    // town or city
	Capital  bool    // Rome, Carthage or Syracuse (9.24)
	Name     string  // the place named in the hex (town, city, ferry), or ""
	Ferry    bool    // a ferry hex (5.37): 3314, 2408, 0214
	Lat, Lon float64 // the hex centre's real latitude and longitude (degrees)
}

// Land reports whether the hex is not all-sea.
func (h *Hex) Land() bool { return h.Terrain != Sea }

// Map is the whole grid. Hexes holds every hex of the rectangle of columns
// FirstCol..LastCol and rows FirstRow..LastRow, in column-major order.
type Map struct {
	FirstCol, LastCol int
	FirstRow, LastRow int
	Hexes             []Hex
	// sides[h][d] is the kind of hex h's side in direction d.
	sides [][6]SideKind
	// nbr[h][d] is the neighbour of hex h in direction d, or NoHex.
	nbr [][6]HexID
}

// ID returns the hex numbered num (2908), or NoHex when it is not on the map.
func (m *Map) ID(num int) HexID {
	return m.at(num/100, num%100)
}

// at returns the hex at column c, row r, or NoHex.
func (m *Map) at(c, r int) HexID {
	if c < m.FirstCol || c > m.LastCol || r < m.FirstRow || r > m.LastRow {
		return NoHex
	}
	rows := m.LastRow - m.FirstRow + 1
	return HexID((c-m.FirstCol)*rows + (r - m.FirstRow))
}

// Hex returns hex h.
func (m *Map) Hex(h HexID) *Hex { return &m.Hexes[h] }

// Neighbor returns the hex beside h in direction d, or NoHex off the map.
func (m *Map) Neighbor(h HexID, d Direction) HexID { return m.nbr[h][d] }

// Neighbors returns h's six neighbours by direction (NoHex off the map).
func (m *Map) Neighbors(h HexID) [6]HexID { return m.nbr[h] }

// Side returns the kind of h's side in direction d.
func (m *Map) Side(h HexID, d Direction) SideKind { return m.sides[h][d] }

// DirectionTo returns the direction from a to its neighbour b, and false when
// they are not adjacent.
func (m *Map) DirectionTo(a, b HexID) (Direction, bool) {
	for d, n := range m.nbr[a] {
		if n == b && n != NoHex {
			return Direction(d), true
		}
	}
	return 0, false
}

// neighborAt is the geometry: the column and row beside (c, r) in direction d.
// Even columns sit half a hex lower than odd ones.
func neighborAt(c, r int, d Direction) (int, int) {
	even := c%2 == 0
	switch d {
	case N:
		return c, r - 1
	case S:
		return c, r + 1
	case NE, NW:
		dc := 1
		if d == NW {
			dc = -1
		}
		if even {
			return c + dc, r
		}
		return c + dc, r - 1
	default: // SE, SW
		dc := 1
		if d == SW {
			dc = -1
		}
		if even {
			return c + dc, r + 1
		}
		return c + dc, r
	}
}

// Opposite returns the direction pointing back.
func (d Direction) Opposite() Direction { return (d + 3) % 6 }
