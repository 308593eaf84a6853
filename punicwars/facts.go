package punicwars

import (
	"fmt"
	"sync"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// facts are derived once per data set and shared by every game on it.
type facts struct {
	m        *hexmap.Map
	townIdx  []int8         // by HexID: index into State.townCtl, -1 when no town or city
	towns    []hexmap.HexID // by town index
	region   []data.RegionID
	regKey   map[string]data.RegionID
	syracuse data.RegionID // NoRegion when absent
	illyria  data.RegionID
	rome     hexmap.HexID // 2908 (18.22)
	carthage hexmap.HexID // 2516 (18.23)
	syrHex   hexmap.HexID // 3315 (17.0)
	// endDist[scenario][k][h]: the fewest hexes from h to a hex where a force
	// of kind k may end the Campaign Phase (5.25), avoiding the scenario's
	// closed regions: k = 0 leader alone, 1 armies only, 2 fleets at least as
	// many as the armies, 3 armies outnumbering their fleets.
	endDist [][4][]uint8
	// closed and noRecruit: per scenario, the regions no unit may enter
	// (19.14.5, 19.24.4) and where nobody recruits (19.24.5), as bit sets.
	closed, noRecruit []uint32
}

var (
	factsMu    sync.Mutex
	factsCache = map[*data.Data]*facts{}
)

func factsOf(d *data.Data) (*facts, error) {
	factsMu.Lock()
	defer factsMu.Unlock()
	if f, ok := factsCache[d]; ok {
		return f, nil
	}
	f, err := buildFacts(d)
	if err != nil {
		return nil, err
	}
	factsCache[d] = f
	return f, nil
}

func buildFacts(d *data.Data) (*facts, error) {
	if d == nil || d.Map == nil {
		return nil, fmt.Errorf("punicwars: no map in the data")
	}
	m := d.Map
	if len(d.Regions) > maxRegions {
		return nil, fmt.Errorf("punicwars: %d regions, the engine holds %d", len(d.Regions), maxRegions)
	}
	if len(d.Leaders) > maxLeaders {
		return nil, fmt.Errorf("punicwars: %d leaders, the engine holds %d", len(d.Leaders), maxLeaders)
	}
	if len(m.Hexes) > 1<<15 {
		return nil, fmt.Errorf("punicwars: %d hexes is too many", len(m.Hexes))
	}
	f := &facts{m: m, region: d.RegionOf, regKey: map[string]data.RegionID{}}
	if len(f.region) != len(m.Hexes) {
		f.region = make([]data.RegionID, len(m.Hexes))
		for i := range f.region {
			f.region[i] = data.NoRegion
		}
		for ri, r := range d.Regions {
			for _, h := range r.Hexes {
				f.region[h] = data.RegionID(ri)
			}
		}
	}
	for i, r := range d.Regions {
		f.regKey[r.Key] = data.RegionID(i)
	}
	f.syracuse, f.illyria = data.NoRegion, data.NoRegion
	if r, ok := f.regKey["syracuse"]; ok {
		f.syracuse = r
	}
	if r, ok := f.regKey["illyria"]; ok {
		f.illyria = r
	}
	f.townIdx = make([]int8, len(m.Hexes))
	for i := range m.Hexes {
		f.townIdx[i] = -1
		if m.Hexes[i].Site != hexmap.NoSite {
			if len(f.towns) >= maxTowns {
				return nil, fmt.Errorf("punicwars: more than %d towns and cities", maxTowns)
			}
			f.townIdx[i] = int8(len(f.towns))
			f.towns = append(f.towns, hexmap.HexID(i))
		}
	}
	f.rome, f.carthage, f.syrHex = m.ID(2908), m.ID(2516), m.ID(3315)
	for _, sc := range d.Scenarios {
		var c, nr uint32
		for _, k := range sc.Closed {
			if r, ok := f.regKey[k]; ok {
				c |= 1 << uint(r)
			}
		}
		for _, k := range sc.NoRecruit {
			if r, ok := f.regKey[k]; ok {
				nr |= 1 << uint(r)
			}
		}
		if sc.IllyriaWarOpens && f.illyria >= 0 {
			c |= 1 << uint(f.illyria)
		}
		f.closed = append(f.closed, c)
		f.noRecruit = append(f.noRecruit, nr)
	}
	for si := range d.Scenarios {
		var e [4][]uint8
		for k := 0; k < 4; k++ {
			e[k] = f.distances(k, f.closed[si])
		}
		f.endDist = append(f.endDist, e)
	}
	return f, nil
}

// endable reports whether a force may end the Campaign Phase in h (5.25).
func (f *facts) endable(h hexmap.HexID) bool {
	return f.m.Hexes[h].Terrain == hexmap.Clear
}

// distances is a breadth-first search from every endable hex over the hexes and
// hexsides a force of kind k may cross (ignoring ferries and escorts' counts).
func (f *facts) distances(k int, closed uint32) []uint8 {
	m := f.m
	n := len(m.Hexes)
	dist := make([]uint8, n)
	queue := make([]hexmap.HexID, 0, n)
	for i := range dist {
		dist[i] = 255
		if f.endable(hexmap.HexID(i)) && f.kindMay(k, hexmap.HexID(i), closed) {
			dist[i] = 0
			queue = append(queue, hexmap.HexID(i))
		}
	}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for dir := hexmap.N; dir <= hexmap.NW; dir++ {
			nb := m.Neighbor(h, dir)
			if nb == hexmap.NoHex || dist[nb] != 255 || !f.kindMay(k, nb, closed) {
				continue
			}
			side := m.Side(h, dir)
			if k == 1 && side != hexmap.LandSide && side != hexmap.Open {
				continue
			}
			if k == 2 && side == hexmap.LandSide {
				continue
			}
			if k == 3 && side != hexmap.Open {
				continue
			}
			dist[nb] = dist[h] + 1
			queue = append(queue, nb)
		}
	}
	return dist
}

func (f *facts) kindMay(k int, h hexmap.HexID, closed uint32) bool {
	x := &f.m.Hexes[h]
	if r := f.region[h]; r >= 0 && closed&(1<<uint(r)) != 0 {
		return false
	}
	switch k {
	case 1:
		return x.Land()
	case 2:
		return !x.Land() || x.Coastal
	case 3:
		return x.Land() && x.Coastal
	}
	return true
}
