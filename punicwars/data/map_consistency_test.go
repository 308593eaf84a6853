package data

import (
	"errors"
	"io/fs"
	"slices"
	"testing"
)

// TestDefaultWithTheMap loads the built-in files with the game's map
// (files/map.yaml) and checks them against each other: every map hex lies in
// a known region, every region has land, and every scenario's hexes are land
// in the right region, coastal where fleets stand (LoadFS's checks). Skipped
// only while the map file is not yet written.
func TestDefaultWithTheMap(t *testing.T) {
	if _, err := fs.Stat(Embedded(), MapFile); errors.Is(err, fs.ErrNotExist) {
		t.Skip("files/map.yaml is not written yet")
	}
	d, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if MustDefault() != d {
		t.Error("MustDefault loads the files again")
	}
	for _, g := range d.Regions {
		if len(g.Hexes) == 0 {
			t.Errorf("region %s has no hex", g.Key)
		}
	}
	// 9.24 and 18.22-18.23: the capitals.
	for num, region := range map[int]string{2908: "latium", 2516: "zeugitana", 3315: "syracuse"} {
		h := d.Map.ID(num)
		if x := d.Map.Hex(h); !x.Capital || d.Regions[d.RegionOf[h]].Key != region {
			t.Errorf("hex %04d: capital %v in %s, want a capital in %s", num, x.Capital, x.Region, region)
		}
	}
	// 5.37: units in 3314 are in Sicily, in 2408 in Corsica, in 0214 in Gades.
	for num, region := range map[int]string{3314: "sicilia", 2408: "corsica", 214: "gades"} {
		h := d.Map.ID(num)
		if x := d.Map.Hex(h); !x.Ferry || x.Region != region {
			t.Errorf("ferry hex %04d: ferry %v in %s, want a ferry in %s", num, x.Ferry, x.Region, region)
		}
	}
	// 19.11, 19.31-19.33: every printed hex is land in the region history puts
	// it in (Lilybaeum, Agrigentum, Panormus, Messana; Syracuse; Carthage,
	// Utica), coastal where fleets stand.
	where := map[int]string{2915: "sicilia", 3015: "sicilia", 3013: "sicilia", 3314: "sicilia", 3315: "syracuse", 2516: "zeugitana", 2515: "zeugitana"}
	for _, s := range d.Scenarios {
		for _, x := range append(slices.Clone(s.Deploy), s.SyracuseDeploy) {
			if x.Hex == 0 {
				continue
			}
			h := d.Map.ID(x.Hex)
			if h < 0 {
				t.Errorf("%s: %q: hex not on the map", s.Key, x.Text)
				continue
			}
			hex := d.Map.Hex(h)
			if !hex.Land() || hex.Region != where[x.Hex] || (x.Fleet > 0 && !hex.Coastal) {
				t.Errorf("%s: %q: hex land %v, coastal %v, in %s; want land in %s", s.Key, x.Text, hex.Land(), hex.Coastal, hex.Region, where[x.Hex])
			}
		}
	}
	// The scenarios' arithmetic holds on the real map too.
	want := map[string][2]int{"first": {27, 26}, "second": {48, 34}, "third": {82, 0}}
	for key, w := range want {
		s, _ := d.ScenarioByKey(key)
		c := startControl(t, d, s)
		if r, k := revenue(d, c, Rome), revenue(d, c, Carthage); r != w[Rome] || k != w[Carthage] {
			t.Errorf("%s on the real map: Rome %d, Carthage %d; want %v", key, r, k, w)
		}
	}
}
