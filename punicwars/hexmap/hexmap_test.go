package hexmap

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// tiny is a four-by-three map: a little mainland (region a) in the north-west,
// a ferry hex (region b) across a strait, and an island hex (region c).
const tiny = `# a test map
grid: {cols: [1, 4], rows: [1, 3]}
hexes:
  0101: {terrain: clear, coastal: true, region: a, site: city, capital: true, name: Roma, lat: 41.9, lon: 12.5}
  0102: {terrain: mountain, coastal: true, region: a}
  0201: {terrain: clear, coastal: true, region: a, site: town, name: Ostia}
  0301: {terrain: clear, coastal: true, ferry: true, region: b, name: Fretum}
  0401: {terrain: clear, coastal: true, region: c}
sides:
  - [0101, se, land]
  - [0201, ne, sea]
  - [0301, se, ferry]
`

func TestParseTiny(t *testing.T) {
	m := MustParse(tiny)
	if m.Len() != 12 {
		t.Fatalf("Len = %d, want 12", m.Len())
	}
	rome := m.Hex(m.ID(101))
	want := Hex{Num: 101, Col: 1, Row: 1, Terrain: Clear, Coastal: true, Region: "a", Site: City, Capital: true, Name: "Roma", Lat: 41.9, Lon: 12.5}
	if *rome != want {
		t.Errorf("0101 = %+v, want %+v", *rome, want)
	}
	if h := m.Hex(m.ID(102)); h.Terrain != Mountain || !h.Land() {
		t.Errorf("0102 = %+v, want mountain land", *h)
	}
	if h := m.Hex(m.ID(302)); h.Land() || h.Region != "" {
		t.Errorf("0302 = %+v, want all-sea", *h)
	}
	if !m.Hex(m.ID(301)).Ferry {
		t.Error("0301 is not a ferry hex")
	}
	cases := []struct {
		num  int
		d    Direction
		want SideKind
	}{
		{101, SE, LandSide}, {201, NW, LandSide}, // listed
		{201, NE, SeaSide}, {301, SW, SeaSide}, // listed
		{301, SE, Ferry}, {401, NW, Ferry}, // listed
		{101, S, Open},     // two coastal hexes: default
		{102, S, Open},     // land and sea: default
		{202, SE, SeaSide}, // two sea hexes: default
		{401, S, Open},     // island to sea
		{101, N, LandSide}, // edge of a land hex
		{103, SW, SeaSide}, // edge of a sea hex
	}
	for _, c := range cases {
		if got := m.Side(m.ID(c.num), c.d); got != c.want {
			t.Errorf("side %04d %s = %s, want %s", c.num, c.d, got, c.want)
		}
	}
}

func TestNeighborGeometry(t *testing.T) {
	m, err := New(1, 40, 1, 24)
	if err != nil {
		t.Fatal(err)
	}
	// The package doc: Rome 2908 (odd column) touches 2807, 2808, 3007, 3008.
	rome := m.ID(2908)
	got := map[int]bool{}
	for _, n := range m.Neighbors(rome) {
		got[m.Hex(n).Num] = true
	}
	for _, w := range []int{2907, 2909, 2807, 2808, 3007, 3008} {
		if !got[w] {
			t.Errorf("2908 does not touch %04d (neighbours %v)", w, got)
		}
	}
	// An even column sits lower: 2408 touches 2308, 2309, 2508, 2509.
	for _, w := range []int{2308, 2309, 2508, 2509, 2407, 2409} {
		if !m.Adjacent(m.ID(2408), m.ID(w)) {
			t.Errorf("2408 does not touch %04d", w)
		}
	}
	edge := 0
	for h := range m.Hexes {
		for d := N; d <= NW; d++ {
			n := m.Neighbor(HexID(h), d)
			if n == NoHex {
				edge++
				continue
			}
			if back := m.Neighbor(n, d.Opposite()); back != HexID(h) {
				t.Fatalf("%04d %s -> %04d, but back %s -> %v", m.Hexes[h].Num, d, m.Hexes[n].Num, d.Opposite(), back)
			}
			if dd, ok := m.DirectionTo(HexID(h), n); !ok || dd != d {
				t.Fatalf("DirectionTo(%04d, %04d) = %s, %v; want %s", m.Hexes[h].Num, m.Hexes[n].Num, dd, ok, d)
			}
		}
	}
	// 40x24: the perimeter's missing neighbours.
	if edge == 0 {
		t.Error("no edge sides")
	}
	if m.ID(4100) != NoHex || m.ID(100) != NoHex || m.ID(4025) != NoHex || m.ID(4024) == NoHex {
		t.Error("ID outside the grid")
	}
}

func TestSideSymmetry(t *testing.T) {
	m := MustParse(tiny)
	for h := range m.Hexes {
		for d := N; d <= NW; d++ {
			n := m.Neighbor(HexID(h), d)
			if n != NoHex && m.Side(n, d.Opposite()) != m.Side(HexID(h), d) {
				t.Errorf("side %04d %s is %s, from the other side %s", m.Hexes[h].Num, d, m.Side(HexID(h), d), m.Side(n, d.Opposite()))
			}
		}
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	m := MustParse(tiny)
	out := Marshal(m, "a test map")
	m2, err := Parse(out)
	if err != nil {
		t.Fatalf("Parse(Marshal): %v\n%s", err, out)
	}
	if !reflect.DeepEqual(m, m2) {
		t.Errorf("round trip differs:\n%s", out)
	}
	if again := Marshal(m2, "a test map"); !bytes.Equal(again, out) {
		t.Errorf("Marshal is not stable:\n%s\n---\n%s", out, again)
	}
}

// Validate checks maps built in code (the generator's way), not only parsed ones.
func TestValidateBuilt(t *testing.T) {
	m, err := New(1, 3, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Validate(); err != nil {
		t.Fatalf("all-sea map: %v", err)
	}
	h := m.ID(202)
	m.Hex(h).Terrain, m.Hex(h).Region = Clear, "a"
	m.ResetSides()
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "not coastal") {
		t.Errorf("inland hex beside the sea: %v", err)
	}
	m.Hex(h).Coastal = true
	m.ResetSides()
	if err := m.Validate(); err != nil {
		t.Errorf("an island hex: %v", err)
	}
	m.Hex(h).Ferry = true
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "ferry side") {
		t.Errorf("ferry hex without a ferry side: %v", err)
	}
	m.Hex(h).Ferry = false
	m.SetSide(h, N, LandSide)
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "cannot be all-land") {
		t.Errorf("all-land side to the sea: %v", err)
	}
	m.sides[h][S] = Ferry // one-sided: the neighbour still says open
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "from hex") {
		t.Errorf("asymmetric side: %v", err)
	}
	if _, err := New(5, 1, 1, 3); err == nil {
		t.Error("New accepted an empty grid")
	}
}
