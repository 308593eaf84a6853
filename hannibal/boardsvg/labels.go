package boardsvg

import (
	"math"
	"sort"

	"punic/hannibal/data"
)

// namePos is where a space's name is written: the centre of its box and its size.
type namePos struct {
	c    pt
	w, h float64
}

// box returns the area the name covers.
func (n namePos) box() rect { return box(n.c, n.w, n.h) }

// placeNames chooses, for every space, the spot around its symbol where its name
// covers the fewest symbols, names and connections. Crowded spaces choose first;
// then every name is reconsidered, knowing where all the others went.
func (g *drawing) placeNames() {
	n := len(g.b.Spaces)
	g.nameAt = make([]namePos, n)
	g.labels = make([]rect, n) // g.labels[i] is space i's name; empty until placed
	order := make([]int, n)
	crowd := make([]int, n)
	for i := range order {
		order[i] = i
		for j := range g.b.Spaces {
			if i != j && dist(g.at(data.SpaceID(i)), g.at(data.SpaceID(j))) < 130 {
				crowd[i]++
			}
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return crowd[order[a]] > crowd[order[b]] })
	for pass := 0; pass < 3; pass++ {
		for _, i := range order {
			g.labels[i] = rect{}
			g.nameAt[i] = g.bestName(data.SpaceID(i))
			g.labels[i] = g.nameAt[i].box()
		}
	}
}

// bestName returns the least cluttered place for a space's name.
func (g *drawing) bestName(id data.SpaceID) namePos {
	sp := &g.b.Spaces[id]
	w, h := textWidth(sp.Name, nameSize)*1.05+4, nameSize*1.15
	c := g.at(id)
	best, bestScore := namePos{}, math.Inf(1)
	for k, off := range nameOffsets(w, h) {
		n := namePos{pt{c.x + off.x, c.y + off.y}, w, h}
		if score := g.clutter(n.box(), 1) + float64(k)*6; score < bestScore {
			best, bestScore = n, score
		}
	}
	return best
}

// nameOffsets lists the candidate centres of a name box of size w x h relative to its
// space, best first: below, above, right, left, the four diagonals, then the same
// slid sideways or further out.
func nameOffsets(w, h float64) []pt {
	gap := hexR + 5
	out := []pt{
		{0, gap + h/2},
		{0, -gap - h/2},
		{gap + w/2, 0},
		{-gap - w/2, 0},
		{gap + w/2 - 10, gap + h/2 - 6},
		{-gap - w/2 + 10, gap + h/2 - 6},
		{gap + w/2 - 10, -gap - h/2 + 6},
		{-gap - w/2 + 10, -gap - h/2 + 6},
	}
	for _, slide := range []float64{12, -12, w / 3, -w / 3} {
		out = append(out, pt{slide, gap + h/2}, pt{slide, -gap - h/2})
	}
	for _, dy := range []float64{h / 2, -h / 2} {
		out = append(out, pt{gap + w/2, dy}, pt{-gap - w/2, dy})
	}
	return out
}

// clutter scores how much a box would hide: leaving the frame or entering the title or
// legend is forbidden; covering symbols and names is bad; crossing connections less
// so, in proportion to lines (names drawn under the connections cross them freely).
func (g *drawing) clutter(r rect, lines float64) float64 {
	if !r.inside(g.frame) {
		return 1e9
	}
	score := 0.0
	for _, o := range g.reserved {
		score += 100 * r.overlap(o)
	}
	for _, o := range g.symbols {
		score += 8 * r.overlap(o)
	}
	for _, o := range g.labels {
		score += 8 * r.overlap(o)
	}
	for _, seg := range g.segments {
		if r.crosses(seg.a, seg.b) {
			score += lines * seg.cost
		}
	}
	return score
}
