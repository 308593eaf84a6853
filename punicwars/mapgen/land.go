package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strconv"
)

// landSource says where land.geojson comes from; it is written into the file.
const landSource = "Natural Earth 1:10m land (public domain, naturalearthdata.com), " +
	"from the npm package world-atlas 2.0.2 (land-10m.json, TopoJSON), clipped to lon -10..22, lat 31..48 " +
	"by `go run ./punicwars/mapgen -refresh land-10m.json`"

// writeLand writes the polygons as a GeoJSON MultiPolygon, one ring per line.
func writeLand(dst string, polys [][][][2]float64) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\"type\": \"Feature\", \"properties\": {\"source\": %s},\n\"geometry\": {\"type\": \"MultiPolygon\", \"coordinates\": [\n", strconv.Quote(landSource))
	for i, poly := range polys {
		b.WriteString("[")
		for j, ring := range poly {
			if j > 0 {
				b.WriteString(",\n ")
			}
			b.WriteString("[")
			for k, p := range ring {
				if k > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, "[%s,%s]", strconv.FormatFloat(p[0], 'f', -1, 64), strconv.FormatFloat(p[1], 'f', -1, 64))
			}
			b.WriteString("]")
		}
		b.WriteString("]")
		if i < len(polys)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]}}\n")
	return os.WriteFile(dst, b.Bytes(), 0o644)
}

// land answers "is this lon/lat on land?" by the even-odd rule over all the
// rings, with the edges bucketed into latitude bands so a query looks at few.
type land struct {
	rings  [][][2]float64
	south  float64
	band   float64
	bucket [][]seg
}

// seg is one ring edge.
type seg struct{ a, b [2]float64 }

// landBand is the height of a bucket, in degrees of latitude.
const landBand = 0.05

// loadLand reads a GeoJSON Feature with a MultiPolygon geometry.
func loadLand(b []byte) (*land, error) {
	var f struct {
		Geometry struct {
			Type        string           `json:"type"`
			Coordinates [][][][2]float64 `json:"coordinates"`
		} `json:"geometry"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("land: %w", err)
	}
	if f.Geometry.Type != "MultiPolygon" {
		return nil, fmt.Errorf("land: geometry %q, want MultiPolygon", f.Geometry.Type)
	}
	l := &land{south: extractBox.South, band: landBand}
	l.bucket = make([][]seg, int(math.Ceil((extractBox.North-extractBox.South)/landBand))+1)
	for _, poly := range f.Geometry.Coordinates {
		for _, ring := range poly {
			l.rings = append(l.rings, ring)
			for i := 0; i+1 < len(ring); i++ {
				s := seg{ring[i], ring[i+1]}
				lo, hi := l.bandOf(math.Min(s.a[1], s.b[1])), l.bandOf(math.Max(s.a[1], s.b[1]))
				for k := lo; k <= hi; k++ {
					l.bucket[k] = append(l.bucket[k], s)
				}
			}
		}
	}
	return l, nil
}

func (l *land) bandOf(lat float64) int {
	k := int((lat - l.south) / l.band)
	return min(max(k, 0), len(l.bucket)-1)
}

// at reports whether (lon, lat) is on land.
func (l *land) at(lon, lat float64) bool {
	if lon < extractBox.West || lon > extractBox.East || lat < extractBox.South || lat > extractBox.North {
		return false
	}
	in := false
	for _, s := range l.bucket[l.bandOf(lat)] {
		if (s.a[1] > lat) != (s.b[1] > lat) {
			x := s.a[0] + (lat-s.a[1])*(s.b[0]-s.a[0])/(s.b[1]-s.a[1])
			if x > lon {
				in = !in
			}
		}
	}
	return in
}
