package main

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"punic/punicwars/hexmap"
)

// hexAt finds the hex of every centre and of points near its corners, and
// agrees with hexmap's neighbours (adjacent centres are one unit apart).
func TestHexAt(t *testing.T) {
	m, _ := hexmap.New(1, 12, 1, 10)
	for i := range m.Hexes {
		x := &m.Hexes[i]
		c := centre(x.Col, x.Row)
		for k := range 6 {
			q := corner(c, k)
			p := pt{c.X + 0.9*(q.X-c.X), c.Y + 0.9*(q.Y-c.Y)}
			if gc, gr := hexAt(p); gc != x.Col || gr != x.Row {
				t.Fatalf("near corner %d of %04d: hexAt = %02d%02d", k, x.Num, gc, gr)
			}
		}
		for d := hexmap.N; d <= hexmap.NW; d++ {
			n := m.Neighbor(hexmap.HexID(i), d)
			if n == hexmap.NoHex {
				continue
			}
			y := m.Hex(n)
			o := centre(y.Col, y.Row)
			if dist := math.Hypot(o.X-c.X, o.Y-c.Y); math.Abs(dist-1) > 1e-9 {
				t.Fatalf("%04d to its %s neighbour %04d: %.3f apart", x.Num, d, y.Num, dist)
			}
			// The side's corners are shared with the neighbour.
			a, b := corner(c, sideCorners[d][0]), corner(c, sideCorners[d][1])
			mid := pt{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
			if math.Hypot(mid.X-(c.X+o.X)/2, mid.Y-(c.Y+o.Y)/2) > 1e-9 {
				t.Fatalf("%04d side %s is not between it and %04d", x.Num, d, y.Num)
			}
		}
	}
	if len(hexSamples) < 100 {
		t.Errorf("%d samples a hex", len(hexSamples))
	}
}

// The projection's inverse undoes it, nudge included.
func TestProjectionInverse(t *testing.T) {
	res, err := generateDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, ll := range [][2]float64{{12.49, 41.89}, {-5.5, 36.1}, {15.3, 37.1}, {0, 40}, {19.4, 41.3}} {
		p := res.fit.apply(ll[0], ll[1])
		lon, lat := res.fit.invert(p)
		if math.Abs(lon-ll[0]) > 1e-6 || math.Abs(lat-ll[1]) > 1e-6 {
			t.Errorf("invert(apply(%v)) = %.6f, %.6f", ll, lon, lat)
		}
	}
}

// clipRing keeps what is inside the box; the land test follows the rings.
func TestClipAndLand(t *testing.T) {
	sq := [][2]float64{{-20, 30}, {0, 30}, {0, 40}, {-20, 40}, {-20, 30}}
	r := clipRing(sq, extractBox)
	for _, p := range r {
		if p[0] < extractBox.West || p[0] > extractBox.East || p[1] < extractBox.South || p[1] > extractBox.North {
			t.Fatalf("clipped point %v outside the box", p)
		}
	}
	var b strings.Builder
	b.WriteString(`{"geometry": {"type": "MultiPolygon", "coordinates": [[[`)
	for i, p := range r {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("[" + ftoa(p[0]) + "," + ftoa(p[1]) + "]")
	}
	b.WriteString(`]]]}}`)
	l, err := loadLand([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if !l.at(-5, 35) || !l.at(-9.9, 39.9) || l.at(0.5, 35) || l.at(-5, 41) || l.at(-11, 35) {
		t.Error("land test wrong on the clipped square")
	}
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// Unknown keys in places.yaml are errors, and hex numbers read in base ten.
func TestPlacesStrict(t *testing.T) {
	if _, err := parsePlaces([]byte("land_fraction: 0.4\nregionz: {}\n")); err == nil {
		t.Error("unknown key accepted")
	}
	p, err := parsePlaces([]byte("land_fraction: 0.4\nregions: {gades: {landmass: europe}}\nferries: [{hex: 0214, region: gades}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Ferries[0].Hex != 214 {
		t.Errorf("hex 0214 read as %d", p.Ferries[0].Hex)
	}
	if _, err := parsePlaces([]byte("land_fraction: 0.4\nplaces: [{name: X, region: nowhere}]\n")); err == nil {
		t.Error("unknown region accepted")
	}
}
