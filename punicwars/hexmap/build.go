package hexmap

import "fmt"

// New returns an all-sea map of the columns firstCol..lastCol and rows
// firstRow..lastRow (each 0..99), with its neighbour table filled and every
// hexside at its default kind. Callers (the generator, tests) then set the land
// hexes and call ResetSides, then SetSide for the non-default hexsides.
func New(firstCol, lastCol, firstRow, lastRow int) (*Map, error) {
	if firstCol < 0 || lastCol > 99 || firstRow < 0 || lastRow > 99 || firstCol > lastCol || firstRow > lastRow {
		return nil, fmt.Errorf("grid columns %d..%d, rows %d..%d: want 0 <= first <= last <= 99", firstCol, lastCol, firstRow, lastRow)
	}
	m := &Map{FirstCol: firstCol, LastCol: lastCol, FirstRow: firstRow, LastRow: lastRow}
	n := (lastCol - firstCol + 1) * (lastRow - firstRow + 1)
	m.Hexes = make([]Hex, n)
	m.nbr = make([][6]HexID, n)
	m.sides = make([][6]SideKind, n)
	for c := firstCol; c <= lastCol; c++ {
		for r := firstRow; r <= lastRow; r++ {
			h := m.at(c, r)
			m.Hexes[h] = Hex{Num: c*100 + r, Col: c, Row: r}
			for d := N; d <= NW; d++ {
				m.nbr[h][d] = m.at(neighborAt(c, r, d))
			}
		}
	}
	m.ResetSides()
	return m, nil
}

// DefaultSide is the kind a hexside has when map.yaml does not list it, from
// the two hexes' terrain: sea between two sea hexes, open between a sea hex and
// a land hex, open between two coastal land hexes, and land between two land
// hexes when either is not coastal. A side on the map's edge takes sea for a
// sea hex and land for a land hex.
func (m *Map) DefaultSide(h HexID, d Direction) SideKind {
	a := &m.Hexes[h]
	n := m.nbr[h][d]
	if n == NoHex {
		if a.Land() {
			return LandSide
		}
		return SeaSide
	}
	b := &m.Hexes[n]
	switch {
	case !a.Land() && !b.Land():
		return SeaSide
	case !a.Land() || !b.Land():
		return Open
	case a.Coastal && b.Coastal:
		return Open
	default:
		return LandSide
	}
}

// ResetSides sets every hexside to its DefaultSide.
func (m *Map) ResetSides() {
	for h := range m.Hexes {
		for d := N; d <= NW; d++ {
			m.sides[h][d] = m.DefaultSide(HexID(h), d)
		}
	}
}

// SetSide sets the kind of h's side in direction d, on both hexes that share
// it. It reports false when the side is on the map's edge.
func (m *Map) SetSide(h HexID, d Direction, k SideKind) bool {
	n := m.nbr[h][d]
	if n == NoHex {
		return false
	}
	m.sides[h][d] = k
	m.sides[n][d.Opposite()] = k
	return true
}

// Adjacent reports whether a and b share a hexside.
func (m *Map) Adjacent(a, b HexID) bool {
	_, ok := m.DirectionTo(a, b)
	return ok
}

// Len returns the number of hexes in the grid.
func (m *Map) Len() int { return len(m.Hexes) }
