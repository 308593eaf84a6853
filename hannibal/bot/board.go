package bot

import (
	"sync"
	"sync/atomic"

	"punic/hannibal"
	"punic/hannibal/data"
)

// boardFacts are what the Hannibal bots derive once from a data set: the capitals,
// Hannibal, and the distances between spaces.
type boardFacts struct {
	d        *data.Data
	capital  [2]data.SpaceID // Rome's and Carthage's capital spaces
	hannibal data.GeneralID
	// dist[x][y] is the number of connections between x and y (255: unreachable).
	dist [data.MaxSpaces][data.MaxSpaces]uint8
	// near[x] lists the spaces within two connections of x, x included.
	near [data.MaxSpaces][]data.SpaceID
	// winter[n] is the average winter attrition of n CUs (winterTable).
	winter []float64
	// scoring lists the spaces of the provinces that score (22.1), in board
	// order, and walled[x] whether x is a walled city.
	scoring []data.SpaceID
	walled  [data.MaxSpaces]bool
}

var (
	factsMu    sync.Mutex
	factsCache = map[*data.Data]*boardFacts{}
	// factsLast is the facts last returned: every position of a game, and
	// nearly every game, has the same data set, so the policy and the
	// evaluation find it without taking the lock.
	factsLast atomic.Pointer[boardFacts]
)

// factsFor returns the facts of g's data set, computed once.
func factsFor(g *hannibal.Game) *boardFacts {
	d := g.Data()
	if f := factsLast.Load(); f != nil && f.d == d {
		return f
	}
	f := factsForData(d)
	factsLast.Store(f)
	return f
}

// factsForData returns the facts of d, computed once.
func factsForData(d *data.Data) *boardFacts {
	factsMu.Lock()
	defer factsMu.Unlock()
	if f, ok := factsCache[d]; ok {
		return f
	}
	f := &boardFacts{d: d, hannibal: data.NoGeneral}
	f.capital[hannibal.Rome], _ = d.Board.SpaceByKey("rome")
	f.capital[hannibal.Carthage], _ = d.Board.SpaceByKey("carthage")
	if id, ok := d.GeneralByKey("hannibal"); ok {
		f.hannibal = id
	}
	n := len(d.Board.Spaces)
	queue := make([]data.SpaceID, 0, n)
	for s := 0; s < n; s++ {
		row := &f.dist[s]
		for i := range row {
			row[i] = 255
		}
		row[s] = 0
		queue = append(queue[:0], data.SpaceID(s))
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, l := range d.Board.Spaces[x].Links {
				if row[l.To] == 255 {
					row[l.To] = row[x] + 1
					queue = append(queue, l.To)
				}
			}
		}
		for y := 0; y < n; y++ {
			if row[y] <= 2 {
				f.near[s] = append(f.near[s], data.SpaceID(y))
			}
		}
	}
	f.winter = winterTable(d)
	for i := range d.Board.Spaces {
		sp := &d.Board.Spaces[i]
		f.walled[sp.ID] = sp.Kind == data.WalledCity
		if d.Board.Provinces[sp.Province].Scores {
			f.scoring = append(f.scoring, sp.ID)
		}
	}
	factsCache[d] = f
	return f
}
