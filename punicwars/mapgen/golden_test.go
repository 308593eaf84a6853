package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"punic/punicwars/hexmap"
)

// mapFile is the generated map, relative to this package.
const mapFile = "../data/files/map.yaml"

// TestRegenerate runs the generator on the committed inputs and compares its
// output with the committed map.yaml byte for byte: map.yaml never drifts
// from places.yaml, land.geojson and the generator.
func TestRegenerate(t *testing.T) {
	res, err := generateDir(".")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.yaml, want) {
		a, b := strings.Split(string(res.yaml), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(a) && i < len(b); i++ {
			if a[i] != b[i] {
				t.Fatalf("map.yaml differs from the generator's output at line %d:\n got %s\nfile %s\nrun `go run ./punicwars/mapgen` from the module root", i+1, a[i], b[i])
			}
		}
		t.Fatalf("map.yaml differs from the generator's output in length (%d lines, file %d); run `go run ./punicwars/mapgen`", len(a), len(b))
	}
	for _, a := range res.anchors {
		if a.Got != [2]int{a.Col, a.Row} || a.Residual > nudgeRadius+1e-6 {
			t.Errorf("anchor %s: in %02d%02d, residual %.2f; want %02d%02d within %.1f", a.Name, a.Got[0], a.Got[1], a.Residual, a.Col, a.Row, nudgeRadius)
		}
	}
}

// TestMapRoundTrip: the committed map parses, and writing it back gives the
// same hexes and sides.
func TestMapRoundTrip(t *testing.T) {
	m := theMap(t)
	m2, err := hexmap.Parse(hexmap.Marshal(m, "x"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.Hexes {
		if m.Hexes[i] != m2.Hexes[i] {
			t.Fatalf("hex %04d: %+v, after a round trip %+v", m.Hexes[i].Num, m.Hexes[i], m2.Hexes[i])
		}
		for d := hexmap.N; d <= hexmap.NW; d++ {
			if m.Side(hexmap.HexID(i), d) != m2.Side(hexmap.HexID(i), d) {
				t.Fatalf("hex %04d side %s differs after a round trip", m.Hexes[i].Num, d)
			}
		}
	}
}
