package main

import (
	"os"
	"slices"
	"sync"
	"testing"

	"punic/punicwars/hexmap"
)

var (
	mapOnce sync.Once
	theM    *hexmap.Map
	theErr  error
)

// theMap parses the committed map.yaml once.
func theMap(t *testing.T) *hexmap.Map {
	t.Helper()
	mapOnce.Do(func() {
		var b []byte
		if b, theErr = os.ReadFile(mapFile); theErr == nil {
			theM, theErr = hexmap.Parse(b)
		}
	})
	if theErr != nil {
		t.Fatal(theErr)
	}
	return theM
}

// regionKeys are the thirty regions (the other data files use exactly these).
var regionKeys = []string{"latium", "etruria", "umbria", "samnium", "campania", "lucania", "bruttium",
	"apulia-calabria", "gallia-cisalpina", "venetia", "liguria", "sicilia", "syracuse", "sardinia",
	"corsica", "baleares-insulae", "narbonensis", "massilia", "gallia", "tarraconensis", "saguntum",
	"nova-carthago", "hispania", "gades", "zeugitana", "byzacium", "massylii", "massaesylii",
	"mauretania", "illyria"}

func hexOf(t *testing.T, m *hexmap.Map, num int) *hexmap.Hex {
	t.Helper()
	h := m.ID(num)
	if h == hexmap.NoHex {
		t.Fatalf("hex %04d is not on the map", num)
	}
	return m.Hex(h)
}

// 9.24, 18.22, 18.23, 17.0: the three capitals.
func TestCapitals(t *testing.T) {
	m := theMap(t)
	for _, c := range []struct {
		num          int
		name, region string
	}{{2908, "Rome", "latium"}, {2516, "Carthage", "zeugitana"}, {3315, "Syracuse", "syracuse"}} {
		x := hexOf(t, m, c.num)
		if x.Name != c.name || x.Site != hexmap.City || !x.Capital || x.Region != c.region || x.Terrain != hexmap.Clear {
			t.Errorf("%04d = %+v; want %s, a clear City, capital, in %s", c.num, *x, c.name, c.region)
		}
	}
	n := 0
	for i := range m.Hexes {
		if m.Hexes[i].Capital {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d capitals, want 3", n)
	}
}

// 5.37: the three ferry hexes, each in its region, with ferry hexsides across
// its strait to the other shore.
func TestFerries(t *testing.T) {
	m := theMap(t)
	want := map[int][2]string{3314: {"sicilia", "bruttium"}, 2408: {"corsica", "sardinia"}, 214: {"gades", "mauretania"}}
	for i := range m.Hexes {
		x := &m.Hexes[i]
		w, ok := want[x.Num]
		if x.Ferry != ok {
			t.Errorf("%04d: ferry %v, want %v", x.Num, x.Ferry, ok)
		}
		if !ok {
			for d := hexmap.N; d <= hexmap.NW; d++ {
				if n := m.Neighbor(hexmap.HexID(i), d); n != hexmap.NoHex && m.Side(hexmap.HexID(i), d) == hexmap.Ferry && !m.Hex(n).Ferry {
					t.Errorf("%04d: ferry side %s touches no ferry hex", x.Num, d)
				}
			}
			continue
		}
		if x.Region != w[0] || !x.Land() || !x.Coastal || x.Terrain != hexmap.Clear {
			t.Errorf("%04d = %+v; want a clear coastal land hex in %s", x.Num, *x, w[0])
		}
		ferries := 0
		for d := hexmap.N; d <= hexmap.NW; d++ {
			if m.Side(hexmap.HexID(i), d) != hexmap.Ferry {
				continue
			}
			ferries++
			if y := m.Hex(m.Neighbor(hexmap.HexID(i), d)); y.Region != w[1] {
				t.Errorf("%04d: ferry side %s leads to %04d in %s, want %s", x.Num, d, y.Num, y.Region, w[1])
			}
		}
		if ferries == 0 {
			t.Errorf("%04d has no ferry side", x.Num)
		}
	}
}

// 19.11, 19.12, 19.31, 19.32: the set-up hexes are land where forces may stand
// (not mountain, 5.25) and coastal where fleets deploy.
func TestSetUpHexes(t *testing.T) {
	m := theMap(t)
	for _, c := range []struct {
		num    int
		region string
		site   bool
	}{{2915, "sicilia", true}, {3015, "sicilia", true}, {3013, "sicilia", true}, {2515, "zeugitana", false},
		{3314, "sicilia", false}, {2516, "zeugitana", true}, {3315, "syracuse", true}} {
		x := hexOf(t, m, c.num)
		if !x.Land() || x.Terrain == hexmap.Mountain || !x.Coastal || x.Region != c.region {
			t.Errorf("%04d = %+v; want clear coastal land in %s", c.num, *x, c.region)
		}
		if c.site && x.Site == hexmap.NoSite {
			t.Errorf("%04d has no town or city", c.num)
		}
	}
}

// 14.0, 13.33, 13.32: thirty regions, each with a clear land hex and a town or
// city; the regions holding fleets at set-up have a coastal one.
func TestRegions(t *testing.T) {
	m := theMap(t)
	clear, site, coastSite := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if !x.Land() {
			continue
		}
		if !slices.Contains(regionKeys, x.Region) {
			t.Errorf("%04d: unknown region %q", x.Num, x.Region)
		}
		if x.Terrain == hexmap.Clear {
			clear[x.Region] = true
		}
		if x.Site != hexmap.NoSite {
			site[x.Region] = true
			if x.Terrain != hexmap.Clear {
				t.Errorf("%04d: %s stands on a mountain hex, where no force may end its move (5.25)", x.Num, x.Name)
			}
			if x.Coastal {
				coastSite[x.Region] = true
			}
		}
	}
	for _, k := range regionKeys {
		if !clear[k] {
			t.Errorf("%s has no clear land hex", k)
		}
		if !site[k] {
			t.Errorf("%s has no town or city (13.33)", k)
		}
	}
	for _, k := range []string{"zeugitana", "nova-carthago", "massilia", "sicilia"} {
		if !coastSite[k] {
			t.Errorf("%s holds fleets at set-up but has no coastal town or city (13.32)", k)
		}
	}
}

// armyPassable reports whether an army may cross the side without a ferry.
func armyPassable(k hexmap.SideKind) bool { return k == hexmap.Open || k == hexmap.LandSide }

// Each region's hexes are one piece for armies (the Baleares are islands).
func TestRegionsConnected(t *testing.T) {
	m := theMap(t)
	byRegion := map[string][]hexmap.HexID{}
	for i := range m.Hexes {
		if x := &m.Hexes[i]; x.Land() {
			byRegion[x.Region] = append(byRegion[x.Region], hexmap.HexID(i))
		}
	}
	for k, hs := range byRegion {
		if k == "baleares-insulae" {
			continue
		}
		seen := map[hexmap.HexID]bool{hs[0]: true}
		todo := []hexmap.HexID{hs[0]}
		for len(todo) > 0 {
			h := todo[0]
			todo = todo[1:]
			for d := hexmap.N; d <= hexmap.NW; d++ {
				n := m.Neighbor(h, d)
				if n != hexmap.NoHex && !seen[n] && m.Hex(n).Region == k && armyPassable(m.Side(h, d)) {
					seen[n] = true
					todo = append(todo, n)
				}
			}
		}
		if len(seen) != len(hs) {
			var cut []int
			for _, h := range hs {
				if !seen[h] {
					cut = append(cut, m.Hex(h).Num)
				}
			}
			t.Errorf("%s is split by the sea: %v cut off from %04d", k, cut, m.Hex(hs[0]).Num)
		}
	}
}

// landmassOf groups the regions by the land they stand on.
func landmassOf(region string) string {
	switch region {
	case "sicilia", "syracuse":
		return "sicily"
	case "sardinia", "corsica", "baleares-insulae":
		return region
	case "zeugitana", "byzacium", "massylii", "massaesylii", "mauretania":
		return "africa"
	}
	return "europe"
}

// Sicily, Sardinia, Corsica, the Baleares and Africa are reached from other
// land only by sea, or by a ferry side: Messina (Sicily-Bruttium), Bonifacio
// (Corsica-Sardinia), Gibraltar (Gades-Mauretania).
func TestIslandsBySea(t *testing.T) {
	m := theMap(t)
	ferryOK := map[[2]string]bool{{"sicily", "europe"}: true, {"corsica", "sardinia"}: true, {"europe", "africa"}: true}
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if !x.Land() {
			continue
		}
		for d := hexmap.N; d <= hexmap.NW; d++ {
			n := m.Neighbor(hexmap.HexID(i), d)
			if n == hexmap.NoHex || !m.Hex(n).Land() {
				continue
			}
			a, b := landmassOf(x.Region), landmassOf(m.Hex(n).Region)
			if a == b {
				continue
			}
			k := m.Side(hexmap.HexID(i), d)
			switch {
			case k == hexmap.Ferry && (ferryOK[[2]string{a, b}] || ferryOK[[2]string{b, a}]):
			case k == hexmap.SeaSide:
			default:
				t.Errorf("%04d (%s) %s %04d (%s): side is %s, want all-sea", x.Num, a, d, m.Hex(n).Num, b, k)
			}
		}
	}
}

// The named places stand in the regions history puts them in.
func TestNamedPlaces(t *testing.T) {
	m := theMap(t)
	want := map[string]string{
		"Rome": "latium", "Capua": "campania", "Tarentum": "apulia-calabria", "Brundisium": "apulia-calabria",
		"Croton": "bruttium", "Rhegium": "bruttium", "Paestum": "lucania", "Aesernia": "samnium",
		"Pisae": "etruria", "Arretium": "etruria", "Ariminum": "umbria", "Genua": "liguria",
		"Placentia": "gallia-cisalpina", "Patavium": "venetia", "Massilia": "massilia",
		"Narbo": "narbonensis", "Vienna": "gallia", "Tarraco": "tarraconensis", "Emporiae": "tarraconensis",
		"Saguntum": "saguntum", "Nova Carthago": "nova-carthago", "Gades": "gades", "Castulo": "hispania",
		"Corduba": "hispania", "Palma": "baleares-insulae", "Caralis": "sardinia", "Aleria": "corsica",
		"Lilybaeum": "sicilia", "Panormus": "sicilia", "Agrigentum": "sicilia", "Messana": "sicilia",
		"Syracuse": "syracuse", "Carthage": "zeugitana", "Utica": "zeugitana", "Aspis": "zeugitana", "Hadrumetum": "byzacium",
		"Cirta": "massylii", "Hippo Regius": "massylii", "Siga": "massaesylii", "Tingis": "mauretania",
		"Epidamnus": "illyria", "Apollonia": "illyria",
	}
	found := map[string]bool{}
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if r, ok := want[x.Name]; ok {
			found[x.Name] = true
			if x.Region != r || x.Site == hexmap.NoSite {
				t.Errorf("%s in %04d: region %s, site %v; want a town or city in %s", x.Name, x.Num, x.Region, x.Site, r)
			}
		}
	}
	for n := range want {
		if !found[n] {
			t.Errorf("%s is not on the map", n)
		}
	}
}
