package data_test

import (
	"slices"
	"sort"
	"testing"

	"punic/hannibal/data"
)

// space finds a space of d by key and fails the test if there is none.
func space(t *testing.T, d *data.Data, key string) *data.Space {
	t.Helper()
	id, ok := d.Board.SpaceByKey(key)
	if !ok {
		t.Fatalf("no space %q", key)
	}
	return &d.Board.Spaces[id]
}

// province finds a province of d by key and fails the test if there is none.
func province(t *testing.T, d *data.Data, key string) *data.Province {
	t.Helper()
	id, ok := d.Board.ProvinceByKey(key)
	if !ok {
		t.Fatalf("no province %q", key)
	}
	return &d.Board.Provinces[id]
}

// spaceNames lists the printed names of the spaces that satisfy keep, sorted.
func spaceNames(d *data.Data, keep func(*data.Space) bool) []string {
	var out []string
	for i := range d.Board.Spaces {
		if s := &d.Board.Spaces[i]; keep(s) {
			out = append(out, s.Name)
		}
	}
	sort.Strings(out)
	return out
}

func sorted(s ...string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return s
}

// TestEmbeddedDataLoads checks that the shipped files are valid.
func TestEmbeddedDataLoads(t *testing.T) {
	d, err := data.Default()
	if err != nil {
		t.Fatalf("embedded data: %v", err)
	}
	if d != data.MustDefault() {
		t.Error("Default and MustDefault return different data")
	}
	if d.Board.Width != 2300 || d.Board.Height != 1582 {
		t.Errorf("drawing is %dx%d, want 2300x1582", d.Board.Width, d.Board.Height)
	}
}

// TestBoardCounts pins the size of the 2007 map (board reference, rules 2.2 and 3).
func TestBoardCounts(t *testing.T) {
	d := data.MustDefault()
	b := d.Board
	if n := len(b.Spaces); n != 96 {
		t.Errorf("%d spaces, want 96", n)
	}
	// Rule 3 (2007): 22 provinces; the 2nd edition's glossary still says 21.
	if n := len(b.Provinces); n != 22 {
		t.Errorf("%d provinces, want 22", n)
	}
	kinds := map[data.ConnKind]int{}
	for _, c := range b.Connections {
		kinds[c.Kind]++
	}
	if n := len(b.Connections); n != 176 {
		t.Errorf("%d connections, want 176", n)
	}
	want := map[data.ConnKind]int{data.Normal: 166, data.AlpsPass: 4, data.Pass: 4, data.Strait: 2}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d %s connections, want %d", kinds[k], k, n)
		}
	}
	count := func(keep func(*data.Space) bool) int { return len(spaceNames(d, keep)) }
	if n := count(func(s *data.Space) bool { return s.Port }); n != 34 {
		t.Errorf("%d ports, want 34", n)
	}
	if n := count(func(s *data.Space) bool { return s.Kind == data.WalledCity }); n != 13 {
		t.Errorf("%d walled cities, want 13", n)
	}
	if n := count(func(s *data.Space) bool { return s.Kind == data.Tribe }); n != 8 {
		t.Errorf("%d tribes, want 8 (rule 4.3)", n)
	}
}

// TestTribes: 4.3 eight tribe markers; 20.9 the Insubrians, Boii and Bruttium are
// friendly to Carthage, the other five neutral.
func TestTribes(t *testing.T) {
	d := data.MustDefault()
	friendly := spaceNames(d, func(s *data.Space) bool { return s.Kind == data.Tribe && s.TribeFor == data.Carthage })
	if want := sorted("Insubrians", "Boii", "Bruttium"); !slices.Equal(friendly, want) {
		t.Errorf("tribes friendly to Carthage: %q, want %q", friendly, want)
	}
	neutral := spaceNames(d, func(s *data.Space) bool { return s.Kind == data.Tribe && s.TribeFor == data.NoSide })
	if want := sorted("Aquitani", "Averni", "Allobroges", "Ligurians (western)", "Ligurians (eastern)"); !slices.Equal(neutral, want) {
		t.Errorf("neutral tribes: %q, want %q", neutral, want)
	}
}

// TestPortModifiersFromRule11_6 pins the ports of the 11.6 examples: Carthage -2,
// New Carthage -2 (cumulative -4) and Rhegium +1.
func TestPortModifiersFromRule11_6(t *testing.T) {
	d := data.MustDefault()
	for key, want := range map[string]int{"carthage": -2, "new-carthage": -2, "rhegium": 1} {
		s := space(t, d, key)
		if !s.Port || s.NavalMod != want {
			t.Errorf("%s: port %v, naval modifier %d; want a port with %+d", s.Name, s.Port, s.NavalMod, want)
		}
	}
	if got := space(t, d, "carthage").NavalMod + space(t, d, "new-carthage").NavalMod; got != -4 {
		t.Errorf("11.6 example 1: Carthage to New Carthage is %d, want -4", got)
	}
}

// TestNavalExampleRule11_6 redoes the second 11.6 example from the data: one CU (-1)
// from New Carthage (-2) to Rhegium (+1) holding a Roman PC (+1) nets -1.
func TestNavalExampleRule11_6(t *testing.T) {
	d := data.MustDefault()
	mods := map[string]int{}
	for _, m := range d.Tables.Naval.Modifiers {
		mods[m.Key] = m.Value
	}
	got := mods["alone"] + space(t, d, "new-carthage").NavalMod + space(t, d, "rhegium").NavalMod + mods["roman-pc"]
	if got != -1 {
		t.Errorf("net modifier %d, want -1", got)
	}
}

// TestPortModifiersByValue pins every port of the board reference, grouped by value.
func TestPortModifiersByValue(t *testing.T) {
	d := data.MustDefault()
	want := map[int][]string{
		-2: {"Gades", "New Carthage", "Carthage"},
		-1: {"Malaca", "Baleares", "Lilybaeum", "Agrigentum", "Carales", "Icosium", "Saldae", "Hippo Regius", "Utica", "Hadrumetum", "Tacapae"},
		0:  {"Dianium", "Saguntum", "Dertosa", "Tarraco", "Emporiae", "Panormus", "Messana", "Syracuse", "Sassari", "Oristano", "Croton", "Tarentum"},
		1:  {"Massilia", "Nice", "Aleria", "Brundisium", "Rhegium"},
		2:  {"Cosa", "Rome", "Neapolis"}, // Cosa is a recorded doubt (docs/rulings.md)
	}
	for v, names := range want {
		got := spaceNames(d, func(s *data.Space) bool { return s.Port && s.NavalMod == v })
		if !slices.Equal(got, sorted(names...)) {
			t.Errorf("ports at %+d: %q, want %q", v, got, sorted(names...))
		}
	}
}

// TestWalledCities: 10.7 Rome and Carthage hold 5 CUs, every other walled city 2;
// the Siege Table's -1 for Rome, Carthage and Syracuse sits on their markers (20).
func TestWalledCities(t *testing.T) {
	d := data.MustDefault()
	walled := spaceNames(d, func(s *data.Space) bool { return s.Kind == data.WalledCity })
	want := sorted("Massilia", "Rome", "Capua", "Neapolis", "Tarentum", "Rhegium", "Messana", "Syracuse",
		"Gades", "New Carthage", "Saguntum", "Utica", "Carthage")
	if !slices.Equal(walled, want) {
		t.Errorf("walled cities %q, want %q", walled, want)
	}
	for i := range d.Board.Spaces {
		s := &d.Board.Spaces[i]
		if s.Kind != data.WalledCity {
			if s.Capacity != 0 {
				t.Errorf("%s is not a walled city but has capacity %d", s.Name, s.Capacity)
			}
			continue
		}
		wantCap, wantSiege := 2, 0
		switch s.Key {
		case "rome", "carthage":
			wantCap, wantSiege = 5, -1
		case "syracuse":
			wantSiege = -1
		}
		if s.Capacity != wantCap {
			t.Errorf("10.7: %s holds %d CUs, want %d", s.Name, s.Capacity, wantCap)
		}
		if s.SiegeMod != wantSiege {
			t.Errorf("20: %s siege modifier %d, want %d", s.Name, s.SiegeMod, wantSiege)
		}
		if s.Control == data.NoSide {
			t.Errorf("4: walled city %s starts without a side", s.Name)
		}
	}
	romans := spaceNames(d, func(s *data.Space) bool { return s.Kind == data.WalledCity && s.Control == data.Rome })
	if len(romans) != 8 {
		t.Errorf("4.1: %d Roman walled cities %q, want 8", len(romans), romans)
	}
}

// TestStraits: 10.6 the Strait of Messana (Rhegium-Messana) may be crossed on land
// only by a side controlling both ends; the Strait of Sardinia (Aleria-Sassari)
// regardless of control.
func TestStraits(t *testing.T) {
	d := data.MustDefault()
	b := d.Board
	for _, tc := range []struct {
		a, b         string
		needsControl bool
	}{{"rhegium", "messana", true}, {"aleria", "sassari", false}} {
		x, y := space(t, d, tc.a).ID, space(t, d, tc.b).ID
		for _, dir := range [][2]data.SpaceID{{x, y}, {y, x}} {
			l, ok := b.LinkBetween(dir[0], dir[1])
			if !ok || !b.Adjacent(dir[0], dir[1]) {
				t.Errorf("%s-%s: no link", b.Spaces[dir[0]].Name, b.Spaces[dir[1]].Name)
				continue
			}
			if l.Kind != data.Strait || l.NeedsControl != tc.needsControl {
				t.Errorf("%s-%s: %s, needs control %v; want strait, needs control %v",
					b.Spaces[dir[0]].Name, b.Spaces[dir[1]].Name, l.Kind, l.NeedsControl, tc.needsControl)
			}
		}
	}
	var straits []string
	for _, c := range b.Connections {
		if c.Kind == data.Strait {
			straits = append(straits, b.Spaces[c.A].Key+"-"+b.Spaces[c.B].Key)
		}
		if c.NeedsControl && c.Kind != data.Strait {
			t.Errorf("%s-%s needs control but is no strait", b.Spaces[c.A].Key, b.Spaces[c.B].Key)
		}
	}
	if want := []string{"rhegium-messana", "aleria-sassari"}; !slices.Equal(straits, want) {
		t.Errorf("straits %q, want %q", straits, want)
	}
}

// TestPasses: 10.6 the four Alps passes and four non-Alps passes of the map.
func TestPasses(t *testing.T) {
	d := data.MustDefault()
	b := d.Board
	got := map[data.ConnKind][]string{}
	for _, c := range b.Connections {
		if c.Kind.IsPass() {
			pair := sorted(b.Spaces[c.A].Name, b.Spaces[c.B].Name)
			got[c.Kind] = append(got[c.Kind], pair[0]+"-"+pair[1])
		}
	}
	want := map[data.ConnKind][]string{
		data.AlpsPass: {"Allobroges-Taurini", "Insubrians-Isere", "Druentia-Taurini", "Ligurians (eastern)-Ligurians (western)"},
		data.Pass:     {"Ilerda-Tolosa", "Ligurians (eastern)-Taurini", "Boii-Pisae", "Faesulae-Mutina"},
	}
	for k, w := range want {
		g := sorted(got[k]...)
		if !slices.Equal(g, sorted(w...)) {
			t.Errorf("%s: %q, want %q", k, g, sorted(w...))
		}
	}
	if data.Strait.IsPass() || data.Normal.IsPass() {
		t.Error("only the two pass kinds are passes")
	}
}

// TestLinksAreSymmetric checks that every connection is listed once and seen from
// both ends, and that Baleares is reachable by sea only.
func TestLinksAreSymmetric(t *testing.T) {
	d := data.MustDefault()
	b := d.Board
	links := 0
	for i := range b.Spaces {
		s := &b.Spaces[i]
		for _, l := range s.Links {
			links++
			back, ok := b.LinkBetween(l.To, s.ID)
			if !ok || back.Kind != l.Kind || back.NeedsControl != l.NeedsControl {
				t.Errorf("%s-%s is not the same seen from both ends", s.Name, b.Spaces[l.To].Name)
			}
		}
	}
	if links != 2*len(b.Connections) {
		t.Errorf("%d links for %d connections", links, len(b.Connections))
	}
	if bal := space(t, d, "baleares"); len(bal.Links) != 0 {
		t.Errorf("Baleares has %d land links, want none", len(bal.Links))
	}
	if b.Adjacent(space(t, d, "praeneste").ID, space(t, d, "capua").ID) {
		t.Error("Praeneste-Capua is a province border, not a connection (board reference errata)")
	}
	if !b.Adjacent(space(t, d, "thabraca").ID, space(t, d, "zama").ID) {
		t.Error("Thabraca-Zama is a connection (board reference errata)")
	}
}

// TestScoringProvinces: 22.1 every province scores except Gallia Transalpinia,
// Massilia, Liguria and the Balearic Islands: 18 possible political points.
func TestScoringProvinces(t *testing.T) {
	d := data.MustDefault()
	var scoring, other []string
	for _, p := range d.Board.Provinces {
		if p.Scores {
			scoring = append(scoring, p.Name)
		} else {
			other = append(other, p.Name)
		}
	}
	if len(scoring) != 18 {
		t.Errorf("%d scoring provinces, want 18", len(scoring))
	}
	if want := sorted("Gallia Transalpinia", "Massilia", "Liguria", "Balearic Islands"); !slices.Equal(sorted(other...), want) {
		t.Errorf("non-scoring provinces %q, want %q", sorted(other...), want)
	}
}

// TestAllyCards: 14.2 each province is worth one battle card of allies except
// Eastern and Western Numidia, worth two.
func TestAllyCards(t *testing.T) {
	d := data.MustDefault()
	for _, p := range d.Board.Provinces {
		want := 1
		if p.Key == "eastern-numidia" || p.Key == "western-numidia" {
			want = 2
		}
		if p.AllyCards != want {
			t.Errorf("%s gives %d ally cards, want %d", p.Name, p.AllyCards, want)
		}
	}
}

// TestCountries: glossary (rule 3) Italy, Spain and Africa; 14.2 island allies help
// only on their island (Sicilia and Syracuse share Sicily).
func TestCountries(t *testing.T) {
	d := data.MustDefault()
	want := map[data.Country][]string{
		data.Italy:     {"Gallia Cisalpinia", "Etruria", "Apulia", "Latium", "Campania", "Lucania", "Samnium"},
		data.Spain:     {"Baetica", "Celtiberia", "Orospeda", "Idubeda"},
		data.Africa:    {"Western Numidia", "Eastern Numidia", "Carthaginia", "Carthage"},
		data.Island:    {"Sicilia", "Syracuse", "Corsica/Sardinia", "Balearic Islands"},
		data.NoCountry: {"Massilia", "Gallia Transalpinia", "Liguria"},
	}
	got := map[data.Country][]string{}
	for _, p := range d.Board.Provinces {
		got[p.Country] = append(got[p.Country], p.Name)
	}
	for c, w := range want {
		if !slices.Equal(sorted(got[c]...), sorted(w...)) {
			t.Errorf("%s: %q, want %q", c, sorted(got[c]...), sorted(w...))
		}
	}
	if a, b := province(t, d, "sicilia").Island, province(t, d, "syracuse").Island; a == "" || a != b {
		t.Errorf("Sicilia (%q) and Syracuse (%q) must share one island", a, b)
	}
	if d.Board.CountryOf(space(t, d, "emporiae").ID) != data.NoCountry {
		t.Error("Emporiae lies in province Massilia, outside Spain")
	}
}

// TestProvinceMajorities: 19.1 a province is controlled with a majority of its spaces.
func TestProvinceMajorities(t *testing.T) {
	d := data.MustDefault()
	want := map[string][2]int{ // spaces, PCs needed
		"idubeda": {7, 4}, "carthaginia": {7, 4}, "gallia-transalpinia": {9, 5}, "campania": {2, 2},
		"latium": {1, 1}, "carthage": {1, 1}, "syracuse": {1, 1}, "corsica-sardinia": {5, 3},
	}
	for key, w := range want {
		p := province(t, d, key)
		if len(p.Spaces) != w[0] || p.PCsNeeded != w[1] {
			t.Errorf("%s: %d spaces, %d needed; want %d, %d", p.Name, len(p.Spaces), p.PCsNeeded, w[0], w[1])
		}
	}
	total := 0
	for _, p := range d.Board.Provinces {
		total += len(p.Spaces)
		if p.PCsNeeded*2 <= len(p.Spaces) || (p.PCsNeeded-1)*2 > len(p.Spaces) {
			t.Errorf("%s: %d of %d is not the smallest majority", p.Name, p.PCsNeeded, len(p.Spaces))
		}
		for _, s := range p.Spaces {
			if d.Board.ProvinceOf(s).ID != p.ID {
				t.Errorf("%s lists %s, which belongs elsewhere", p.Name, d.Board.Spaces[s].Name)
			}
		}
	}
	if total != 96 {
		t.Errorf("provinces hold %d spaces, want 96", total)
	}
}

// TestStartingControl: rule 4 Roman PCs on the red spaces, Carthaginian on the blue:
// 34 red, 37 blue and 25 neutral on the 2007 map.
func TestStartingControl(t *testing.T) {
	d := data.MustDefault()
	n := map[data.Side]int{}
	for _, s := range d.Board.Spaces {
		n[s.Control]++
	}
	if n[data.Rome] != 34 || n[data.Carthage] != 37 || n[data.NoSide] != 25 {
		t.Errorf("start control Rome %d, Carthage %d, neutral %d; want 34, 37, 25", n[data.Rome], n[data.Carthage], n[data.NoSide])
	}
	for key, want := range map[string]data.Side{
		"rome": data.Rome, "massilia": data.Rome, "agrigentum": data.Rome,
		"saguntum": data.Carthage, "baleares": data.Carthage, "insubrians": data.Carthage,
		"taurini": data.NoSide, "iberus": data.NoSide, "averni": data.NoSide,
	} {
		if s := space(t, d, key); s.Control != want {
			t.Errorf("%s starts %s, want %s", s.Name, s.Control, want)
		}
	}
}

// TestLookups checks look-ups by key and by printed name.
func TestLookups(t *testing.T) {
	d := data.MustDefault()
	for _, name := range []string{"new-carthage", "New Carthage", "NEW CARTHAGE", "Ligurians (western)"} {
		if _, ok := d.Board.SpaceByKey(name); !ok {
			t.Errorf("SpaceByKey(%q) found nothing", name)
		}
	}
	if _, ok := d.Board.SpaceByKey("atlantis"); ok {
		t.Error("SpaceByKey found a space that does not exist")
	}
	if p, ok := d.Board.ProvinceByKey("Corsica/Sardinia"); !ok || d.Board.Provinces[p].Key != "corsica-sardinia" {
		t.Error("ProvinceByKey(\"Corsica/Sardinia\") failed")
	}
	if g, ok := d.GeneralByKey("H. Gisgo"); !ok || d.Generals[g].Key != "gisgo" {
		t.Error("GeneralByKey(\"H. Gisgo\") failed")
	}
	for i, s := range d.Board.Spaces {
		if int(s.ID) != i || s.X <= 0 || s.Y <= 0 || s.X >= d.Board.Width || s.Y >= d.Board.Height {
			t.Errorf("space %s: id %d at index %d, xy (%d, %d)", s.Key, s.ID, i, s.X, s.Y)
		}
	}
}
