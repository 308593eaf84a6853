package boardsvg

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"punic/punicwars/hexmap"
)

// tiny is a small map with every kind of thing Render draws.
const tiny = `grid: {cols: [1, 4], rows: [1, 3]}
hexes:
  0101: {terrain: clear, coastal: true, region: a, site: city, capital: true, name: Roma}
  0102: {terrain: mountain, coastal: true, region: a}
  0201: {terrain: clear, coastal: true, region: a, site: town, name: "Ostia & Co"}
  0301: {terrain: clear, coastal: true, ferry: true, region: b, name: Fretum}
  0401: {terrain: clear, coastal: true, region: c, site: city, name: Insula}
sides:
  - [0101, se, land]
  - [0201, ne, sea]
  - [0301, se, ferry]
`

// texts parses the SVG as XML and returns every text element's content.
func texts(t *testing.T, svg []byte) []string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var out []string
	var in bool
	var cur strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if tok.Name.Local == "text" {
				in = true
				cur.Reset()
			}
		case xml.CharData:
			if in {
				cur.Write(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" {
				in = false
				out = append(out, cur.String())
			}
		}
	}
	return out
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestRenderTiny(t *testing.T) {
	m := hexmap.MustParse(tiny)
	svg := Render(m, Options{
		RegionNames:  map[string]string{"a": "Alpha", "b": "Beta"},
		RegionValues: map[string]int{"a": 4},
		Title:        "Test <map>",
		Labels:       []Label{{Hex: 103, Text: "Mare Nostrum"}, {Hex: 9999, Text: "Nowhere"}},
	})
	ts := texts(t, svg)
	if has(ts, "Nowhere") {
		t.Error("a label off the map is drawn")
	}
	for _, w := range []string{"Roma", "Ostia & Co", "Fretum", "Insula", "ALPHA", "BETA", "C", "4", "0101", "0403", "Test <map>", "Mare Nostrum"} {
		if !has(ts, w) {
			t.Errorf("no text %q in %q", w, ts)
		}
	}
	s := string(svg)
	for _, w := range []string{`class="ferry"`, `class="strait"`, `class="landside"`, `class="border"`, `class="coast"`, `class="mtn"`} {
		if !strings.Contains(s, w) {
			t.Errorf("no %s drawn", w)
		}
	}
	if n := strings.Count(s, `class="hexline"`); n != m.Len() {
		t.Errorf("%d hexes drawn, want %d", n, m.Len())
	}
	hidden := texts(t, Render(m, Options{HideNumbers: true}))
	if has(hidden, "0101") {
		t.Error("HideNumbers still shows hex numbers")
	}
}

// The real map: well-formed, and every named place and every region shows.
func TestRenderMap(t *testing.T) {
	b, err := os.ReadFile("../data/files/map.yaml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hexmap.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	ts := texts(t, Render(m, Options{}))
	regions := map[string]bool{}
	for i := range m.Hexes {
		x := &m.Hexes[i]
		if x.Name != "" && !has(ts, x.Name) {
			t.Errorf("%s (%04d) is not drawn", x.Name, x.Num)
		}
		if x.Land() {
			regions[x.Region] = true
		}
	}
	for r := range regions {
		if !has(ts, strings.ToUpper(r)) {
			t.Errorf("region %s has no label", r)
		}
	}
	if len(regions) != 30 {
		t.Errorf("%d regions drawn, want 30", len(regions))
	}
}

// Every hex's fill carries its number (the web app finds hexes by it) at the
// centre Layout gives, and every hex number is drawn with the same mark.
func TestRenderHexIDs(t *testing.T) {
	m := hexmap.MustParse(tiny)
	opt := Options{Title: "T"}
	s := string(Render(m, opt))
	geo := Layout(m, opt)
	for i := range m.Hexes {
		h := hexmap.HexID(i)
		num := hexmap.HexNum(m.Hex(h).Num)
		if !strings.Contains(s, `id="hex-`+num+`" data-hex="`+num+`"`) {
			t.Errorf("hex %s has no id", num)
		}
		if !strings.Contains(s, `class="num" data-hex="`+num+`">`+num+`<`) {
			t.Errorf("hex %s has no marked number", num)
		}
		x, y := geo.Centre(h)
		if x <= 0 || y <= 0 || x >= geo.Width || y >= geo.Height {
			t.Errorf("hex %s centre (%.1f, %.1f) is outside %.0f×%.0f", num, x, y, geo.Width, geo.Height)
		}
	}
	if !strings.Contains(s, fmt.Sprintf(`viewBox="0 0 %.0f %.0f"`, geo.Width, geo.Height)) {
		t.Errorf("the viewBox is not Layout's %.0f×%.0f", geo.Width, geo.Height)
	}
	// 0101 (odd column) sits half a hex higher than 0201 (even column).
	_, y1 := geo.Centre(m.ID(101))
	_, y2 := geo.Centre(m.ID(201))
	if d := y2 - y1; d < geo.HexSize*0.8 || d > geo.HexSize*0.9 {
		t.Errorf("0201 is %.1f below 0101, want half a hex (%.1f)", d, geo.HexSize*0.866)
	}
}
