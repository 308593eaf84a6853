package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
)

// The refresh step: read Natural Earth land polygons as TopoJSON (the npm
// package world-atlas, file land-10m.json), clip them to the map's box and
// write the small GeoJSON extract the generator reads (land.geojson).

// topology is the part of a TopoJSON file the refresh step reads.
type topology struct {
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Arcs    [][][2]float64 `json:"arcs"`
	Objects map[string]struct {
		Geometries []struct {
			Type string          `json:"type"`
			Arcs json.RawMessage `json:"arcs"`
		} `json:"geometries"`
	} `json:"objects"`
}

// box is a lon/lat rectangle.
type box struct{ West, East, South, North float64 }

// extractBox is the part of the world the extract keeps.
var extractBox = box{West: -10, East: 22, South: 31, North: 48}

// refresh reads the TopoJSON file at src and writes the clipped extract to dst.
func refresh(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var t topology
	if err := json.Unmarshal(b, &t); err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	obj, ok := t.Objects["land"]
	if !ok {
		return fmt.Errorf("%s: no object \"land\"", src)
	}
	arcs := decodeArcs(&t)
	var polys [][][][2]float64
	for _, g := range obj.Geometries {
		var parts [][][]int
		switch g.Type {
		case "Polygon":
			var p [][]int
			if err := json.Unmarshal(g.Arcs, &p); err != nil {
				return err
			}
			parts = [][][]int{p}
		case "MultiPolygon":
			if err := json.Unmarshal(g.Arcs, &parts); err != nil {
				return err
			}
		default:
			continue
		}
		for _, p := range parts {
			var poly [][][2]float64
			for _, ringArcs := range p {
				ring := clipRing(stitch(arcs, ringArcs), extractBox)
				if len(ring) >= 4 {
					poly = append(poly, round(ring))
				}
			}
			if len(poly) > 0 {
				polys = append(polys, poly)
			}
		}
	}
	return writeLand(dst, polys)
}

// decodeArcs undoes the TopoJSON quantisation and delta encoding.
func decodeArcs(t *topology) [][][2]float64 {
	out := make([][][2]float64, len(t.Arcs))
	for i, a := range t.Arcs {
		var x, y float64
		pts := make([][2]float64, len(a))
		for j, p := range a {
			if t.Transform != nil {
				x += p[0]
				y += p[1]
				pts[j] = [2]float64{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]}
			} else {
				pts[j] = p
			}
		}
		out[i] = pts
	}
	return out
}

// stitch joins a ring's arcs (a negative index ~i is arc i reversed).
func stitch(arcs [][][2]float64, idx []int) [][2]float64 {
	var ring [][2]float64
	for _, i := range idx {
		a := arcs[max(i, ^i)]
		if i < 0 {
			r := make([][2]float64, len(a))
			for j := range a {
				r[j] = a[len(a)-1-j]
			}
			a = r
		}
		if len(ring) > 0 {
			a = a[1:]
		}
		ring = append(ring, a...)
	}
	return ring
}

// clipRing clips a closed ring to the box (Sutherland-Hodgman). Where a ring
// leaves and re-enters the box the result runs along the box's edge, which
// leaves the even-odd land test inside the box unchanged.
func clipRing(ring [][2]float64, b box) [][2]float64 {
	type edge struct {
		in  func(p [2]float64) bool
		cut func(p, q [2]float64) [2]float64
	}
	atX := func(x float64) func(p, q [2]float64) [2]float64 {
		return func(p, q [2]float64) [2]float64 {
			t := (x - p[0]) / (q[0] - p[0])
			return [2]float64{x, p[1] + t*(q[1]-p[1])}
		}
	}
	atY := func(y float64) func(p, q [2]float64) [2]float64 {
		return func(p, q [2]float64) [2]float64 {
			t := (y - p[1]) / (q[1] - p[1])
			return [2]float64{p[0] + t*(q[0]-p[0]), y}
		}
	}
	edges := []edge{
		{func(p [2]float64) bool { return p[0] >= b.West }, atX(b.West)},
		{func(p [2]float64) bool { return p[0] <= b.East }, atX(b.East)},
		{func(p [2]float64) bool { return p[1] >= b.South }, atY(b.South)},
		{func(p [2]float64) bool { return p[1] <= b.North }, atY(b.North)},
	}
	pts := ring
	if len(pts) > 1 && pts[0] == pts[len(pts)-1] {
		pts = pts[:len(pts)-1]
	}
	for _, e := range edges {
		if len(pts) == 0 {
			return nil
		}
		var out [][2]float64
		prev := pts[len(pts)-1]
		for _, p := range pts {
			switch {
			case e.in(p) && !e.in(prev):
				out = append(out, e.cut(prev, p), p)
			case e.in(p):
				out = append(out, p)
			case e.in(prev):
				out = append(out, e.cut(prev, p))
			}
			prev = p
		}
		pts = out
	}
	if len(pts) < 3 {
		return nil
	}
	return append(pts, pts[0])
}

// round keeps three decimals (about 100 m) and drops repeated points.
func round(ring [][2]float64) [][2]float64 {
	var out [][2]float64
	for _, p := range ring {
		q := [2]float64{math.Round(p[0]*1000) / 1000, math.Round(p[1]*1000) / 1000}
		if len(out) > 0 && out[len(out)-1] == q {
			continue
		}
		out = append(out, q)
	}
	return out
}
