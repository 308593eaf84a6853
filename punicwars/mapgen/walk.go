package main

import (
	"math"

	"punic/punicwars/hexmap"
)

// The hex samples lie on one lattice across the whole grid: hexRadius/8 apart
// east-west and 1/16 apart north-south, and a column is 12 steps east of the
// last, half a row 8 steps south.

// latticeAt returns the global lattice point of sample k of hex h.
func (g *gen) latticeAt(h hexmap.HexID, k int) [2]int {
	x := g.m.Hex(h)
	s := hexSamples[k]
	i := x.Col*12 + int(math.Round(s.X/(hexRadius/8)))
	j := x.Row*16 + int(math.Round(s.Y*16))
	if x.Col%2 == 0 {
		j += 8
	}
	return [2]int{i, j}
}

// walkable reports whether land joins hex a to hex b inside the two hexes: a
// path from a land sample of a to a land sample of b, stepping between
// neighbouring lattice points that are on land.
func (g *gen) walkable(a, b hexmap.HexID) bool {
	land := map[[2]int]bool{}
	var todo [][2]int
	for k, on := range g.onLand[a] {
		if on {
			p := g.latticeAt(a, k)
			land[p] = true
			todo = append(todo, p)
		}
	}
	goal := map[[2]int]bool{}
	for k, on := range g.onLand[b] {
		if on {
			p := g.latticeAt(b, k)
			land[p] = true
			goal[p] = true
		}
	}
	seen := map[[2]int]bool{}
	for _, p := range todo {
		seen[p] = true
	}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if goal[p] {
			return true
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			q := [2]int{p[0] + d[0], p[1] + d[1]}
			if land[q] && !seen[q] {
				seen[q] = true
				todo = append(todo, q)
			}
		}
	}
	return false
}
