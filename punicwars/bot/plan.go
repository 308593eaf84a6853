package bot

import (
	"math"

	"punic/punicwars"
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Movement planning (5.1-5.3): where a leader's force should go this Campaign
// Phase. A search over the map from the leader's hex (one Movement Point a
// hex, 5.12; the sea only with enough fleets to escort the armies, 5.33; no
// closed region, 19.14.5) finds the hexes he can reach; each is scored as a
// target (target) less a cost of the way, which counts sea and mountain hexes
// dearer for their attrition (11.1). The engine's legal moves have the last
// word on every step.

// force is what a leader moves: his side, value and Strength Points.
type force struct {
	side           punicwars.Side
	leader         int
	value          int
	armies, fleets int
	from           hexmap.HexID // where the leader started the search
}

// Path costs: a clear hex, an all-sea hex, a mountain hex.
const (
	costClear    = 2
	costSea      = 3
	costMountain = 5
	// lookahead is how far beyond this Campaign Phase's Movement Points a
	// leader looks for a target (hexes).
	lookahead = punicwars.MovementAllowance / 2
	maxCost   = (punicwars.MovementAllowance + lookahead) * costMountain
)

// search runs the path search from f.from with mp Movement Points into w:
// w.dist (steps, -1 unreached), w.cost, w.prev and w.ferried (the way
// crosses a closed ferry) for every hex, and w.hexes, the hexes reached in
// order of cost.
func (b *board) search(f force, mp int, w *ways) {
	for i := range w.dist {
		w.dist[i] = -1
	}
	if cap(b.queue) < maxCost+1 {
		b.queue = make([][]hexmap.HexID, maxCost+1)
	}
	b.queue = b.queue[:maxCost+1]
	for i := range b.queue {
		b.queue[i] = b.queue[i][:0]
	}
	w.dist[f.from], w.cost[f.from], w.prev[f.from], w.ferried[f.from] = 0, 0, hexmap.NoHex, false
	b.queue[0] = append(b.queue[0], f.from)
	w.hexes = w.hexes[:0]
	w.seas[f.from] = 0
	seaStep := costSea + max(0, b.seaRisk(f)-seaRiskFree)/3
	for c := 0; c <= maxCost; c++ {
		for k := 0; k < len(b.queue[c]); k++ {
			h := b.queue[c][k]
			if int(w.cost[h]) != c {
				continue
			}
			w.hexes = append(w.hexes, h)
			if int(w.dist[h]) >= mp {
				continue
			}
			leave := 0
			if h != f.from && b.cells[h].up[f.side.Other()] != [2]int{} && b.distance(h, f.from) <= leaveNear {
				// Leaving face-up enemies costs attrition (5.44, 11.13);
				// counted near the start only, where the way is taken
				// at once (and so that the cache's key stays small).
				leave = costLeave
			}
			for d := hexmap.Direction(0); d < 6; d++ {
				to := b.m.Neighbor(h, d)
				if to < 0 {
					continue
				}
				ok, extra := b.passable(f, h, to, d)
				if !ok {
					continue
				}
				x := &b.m.Hexes[to]
				step := costClear
				switch {
				case !x.Land():
					step = seaStep
				case x.Terrain == hexmap.Mountain:
					step = costMountain
				}
				nc := c + step + extra + leave
				if nc > maxCost {
					continue
				}
				if w.dist[to] < 0 || int32(nc) < w.cost[to] {
					w.dist[to], w.cost[to], w.prev[to] = w.dist[h]+1, int32(nc), h
					w.ferried[to] = w.ferried[h] || extra == costFerry
					w.seas[to] = w.seas[h]
					if !x.Land() && w.seas[to] < 255 {
						w.seas[to]++
					}
					b.queue[nc] = append(b.queue[nc], to)
				}
			}
		}
	}
}

// seaRiskFree is the expected attrition at sea (percent) that the plan takes
// in its stride: a Carthaginian leader of 2 loses 15% a sea hex on average.
const seaRiskFree = 16

// seaRiskBar is the expected attrition at sea (percent, above seaRiskFree)
// from which a force takes no way with more than one all-sea hex: a Roman
// leader of 1 in the First Punic War (19.14.3) keeps to the land and the
// ferries, all but one short hop.
const seaRiskBar = 20

// seaRisk is force f's expected loss, in percent of its fleets, on entering an
// all-sea hex (11.11, the Attrition Table 11.4 with the leader's value added,
// 19.14.3's modifier for a Roman force), 0 without armies or fleets to lose.
func (b *board) seaRisk(f force) int {
	if f.armies+f.fleets == 0 {
		return 0
	}
	mod := f.value
	if f.side == punicwars.Rome {
		mod += b.g.Scenario().RomanSeaAttrition
	}
	sum := 0
	for r := 1; r <= 6; r++ {
		sum += b.d.Attrition.Percent(r + mod)
	}
	return sum / 6
}

// passable reports whether f may cross from h into its neighbour to (side d),
// roughly by 5.32-5.37 and 19.14.5, and the extra cost of the way: a ferry
// hexside that is closed for want of a friendly fleet in the ferry hex (5.37)
// but holds no enemy fleet counts as open at costFerry, since a fleet may
// come to open it (target: the ferry).
func (b *board) passable(f force, h, to hexmap.HexID, d hexmap.Direction) (bool, int) {
	if r := b.d.RegionOf[to]; r >= 0 && b.blocked[r] {
		return false, 0
	}
	x := &b.m.Hexes[to]
	escorted := f.fleets > 0 && f.fleets >= f.armies
	k := b.m.Side(h, d)
	if !x.Land() {
		return escorted && k != hexmap.LandSide, 0
	}
	if f.fleets > 0 && (!x.Coastal || k == hexmap.LandSide) {
		return false, 0 // fleets keep to the coast (5.32)
	}
	if f.armies == 0 {
		return true, 0
	}
	switch k {
	case hexmap.SeaSide:
		return escorted, 0
	case hexmap.Ferry:
		if escorted || b.ferryOpen(f.side, h, to) {
			return true, 0
		}
		return b.ferryFree(f.side, h, to), costFerry
	}
	return true, 0
}

// costLeave is the extra cost of going on from a hex where face-up enemy
// Strength Points stand (5.44: attrition on leaving, 11.13).
const costLeave = 4

// leaveNear is how far from its start the search counts costLeave.
const leaveNear = 2

// costFerry is the extra cost of a ferry hexside that a fleet must open first.
const costFerry = 8

// ferryFree reports whether the ferry hex of the hexside between h and to
// holds no enemy fleet, so that a friendly one may open it (5.37).
func (b *board) ferryFree(s punicwars.Side, h, to hexmap.HexID) bool {
	for _, x := range [2]hexmap.HexID{h, to} {
		if b.m.Hexes[x].Ferry {
			return b.cells[x].fleets(s.Other()) == 0
		}
	}
	return false
}

// ferryOpen applies 5.37 to the ferry hexside between h and to: the ferry
// hex (either end) holds a friendly Fleet Strength Point and no enemy one.
func (b *board) ferryOpen(s punicwars.Side, h, to hexmap.HexID) bool {
	for _, x := range [2]hexmap.HexID{h, to} {
		if b.m.Hexes[x].Ferry {
			c := &b.cells[x]
			return c.fleets(s) > 0 && c.fleets(s.Other()) == 0
		}
	}
	return false
}

// firstStep returns the first hex of force f's way to h (5.1), NoHex when
// it has none within mp Movement Points and the lookahead.
func (b *board) firstStep(f force, mp int, h hexmap.HexID) hexmap.HexID {
	w := b.reach(f)
	if h < 0 || w.dist[h] < 0 || int(w.dist[h]) > mp+lookahead {
		return hexmap.NoHex
	}
	for w.prev[h] != f.from {
		if w.prev[h] < 0 {
			return hexmap.NoHex
		}
		h = w.prev[h]
	}
	return h
}

// endable reports whether a force may end the Campaign Phase in h (5.25).
func (b *board) endable(h hexmap.HexID) bool {
	x := &b.m.Hexes[h]
	return x.Land() && x.Terrain != hexmap.Mountain
}

// plan returns the best target of force f with mp Movement Points left, and
// its value (0: nothing worth the move; the target is then f.from).
func (b *board) plan(f force, mp int) (hexmap.HexID, float64) {
	if f.armies > 0 {
		// Before the search below: target asks whether the capital is open
		// (worked out only while it is empty), and that may search too.
		b.openCapital(f.side)
	}
	w := b.reach(f)
	best, bestV := f.from, b.target(f, f.from, mp)
	risk := max(0, b.seaRisk(f)-seaRiskFree)
	far, farV := f.from, 0.0
	for _, h := range w.hexes {
		if h == f.from || !b.endable(h) || int(w.dist[h]) > mp+lookahead {
			continue
		}
		var v float64
		if left := mp - int(w.dist[h]); left >= 0 {
			v = b.target(f, h, left)
		} else {
			// Beyond this Campaign Phase: a goal for the next, worth less.
			v = 0.5 * b.target(f, h, punicwars.MovementAllowance)
		}
		if v <= 0 {
			continue
		}
		if n := w.seas[h]; n > 1 && risk >= seaRiskBar {
			continue // two sea hexes or more at that risk: little arrives (11.11)
		}
		if n := w.seas[h]; n > 0 && risk > 0 {
			v *= math.Pow(1-float64(risk)/100, float64(n)) // what reaches the target (11.11)
		}
		if v > farV {
			far, farV = h, v
		}
		if w.ferried[h] {
			v *= 0.15 // a fleet must open the ferry first (5.37)
		}
		v -= 0.04 * float64(w.cost[h])
		if v > bestV {
			best, bestV = h, v
		}
	}
	if bestV < farMove && farV >= farGoal && !b.noFar {
		// Nothing near is worth the move, but something far is: set out
		// for it rather than stand idle.
		return far, farMove
	}
	return best, bestV
}

// farGoal is the value of a target, its way's cost aside, for which a force
// with nothing worth doing nearer sets out; farMove is the value given to
// that move, just above what makes a leader move at all (activate).
const (
	farGoal = 0.8
	farMove = 0.31
)

// openCapitalValue is the worth of garrisoning one's own empty capital within
// the enemy's reach (openCapital): above any region or fight, below walking
// into the enemy's capital.
const openCapitalValue = 40

// target values hex h as the end of f's move, with mp Movement Points left
// on arrival: attacks at good odds (9.0), sieges (10.4), the regions the force
// would take (14.13, 14.15), the defence of its capital (18.22, 18.23), and
// for its own hex the regions it would lose by leaving.
func (b *board) target(f force, h hexmap.HexID, mp int) float64 {
	s, e := f.side, f.side.Other()
	c := &b.cells[h]
	v := 0.0
	dl := max(c.leader[e], 0)
	w := b.exchange(s)
	r := b.d.RegionOf[h]
	value := 0
	if r >= 0 {
		value = b.d.Regions[r].Value
	}
	if f.armies > 0 && c.up[e][0] > 0 && mp >= 5 {
		if al, dlost, ok := attackOdds(b.d, f.armies, c.up[e][0], f.value, dl, 0); ok && w*dlost > al {
			x := 1 + 3*(w*dlost-al)
			if r >= 0 && b.pro[r] == s {
				x += 0.5 * float64(value) // an invader in a friendly region
			}
			if cap := b.capital[s]; cap >= 0 && b.distance(h, cap) <= 2 {
				x += 3 // at the gates of the capital (18.22, 18.23)
			}
			v = max(v, x)
		}
	}
	if f.fleets > 0 && c.up[e][1] > 0 && mp >= 5 {
		if al, dlost, ok := attackOdds(b.d, f.fleets, c.up[e][1], f.value, dl, 0); ok && w*dlost > 1.2*al {
			v = max(v, 0.5+0.8*(w*dlost-al))
		}
	}
	if h == b.capital[e] && f.armies > 0 && c.armies(e) == 0 {
		return 1000 // walking into the enemy capital wins the war (18.22, 18.23)
	}
	if in := c.down[e][0]; in > 0 && c.up[e] == [2]int{} && f.armies > 0 {
		capital := 0.0
		if h == b.capital[e] {
			capital = 8
		}
		if f.armies >= in && f.fleets >= c.down[e][1] {
			v = max(v, 1+0.5*float64(value)+0.3*float64(in+c.down[e][1])+capital)
		}
		if mp >= 10 {
			if al, dlost, ok := attackOdds(b.d, f.armies, in, f.value, dl, b.wallsOf(h)); ok && w*dlost > al {
				v = max(v, 1.5*(w*dlost-al)+capital/2)
			}
		}
	}
	if r >= 0 && f.armies > 0 && b.control[r] != s {
		mine := b.regArmies[r][s]
		if f.from >= 0 && b.d.RegionOf[f.from] == r {
			mine -= f.armies
		}
		need := (value + 1) / 2
		if en := b.regArmies[r][e]; mine+f.armies < 2*en && mine+f.armies >= need {
			// Not enough to take it yet: join the armies already there, the
			// more the nearer to twice the enemy's (14.15).
			v += 0.4 * float64(value) * float64(mine+f.armies) / float64(2*en)
		}
		if mine+f.armies >= need && mine+f.armies >= 2*b.regArmies[r][e] {
			k := 1.2
			if b.control[r] == e {
				k = 1.8
			}
			v += k * float64(value)
			if b.m.Hexes[h].Site != hexmap.NoSite {
				v += 0.5
			}
		}
	}
	if cap := b.capital[e]; cap >= 0 && f.armies > 0 && b.distance(h, cap) <= 1 {
		// Gather before the enemy capital: the more armies there against its
		// defenders, the nearer its fall (18.22, 18.23).
		near := f.armies
		for _, o := range b.occupied {
			if o != f.from && b.distance(o, cap) <= 1 {
				near += b.cells[o].armies(s)
			}
		}
		v += 2 + 4*math.Min(1, float64(near)/float64(3*b.cells[cap].armies(e)+1))
	}
	if f.fleets > 0 && b.m.Hexes[h].Ferry && c.fleets(e) == 0 && (c.fleets(s) == 0 || h == f.from) {
		// Open the ferry (5.37) to the friendly armies waiting by it.
		if n := b.waitingArmies(s, h, f); n > 0 {
			v += 1 + 0.4*float64(min(n, 10))
		}
	}
	if n := b.collectable(s, h); n > 0 && h != f.from && f.armies+f.fleets > 0 {
		// Pick up the armies no leader commands, which cannot march
		// alone (5.1): a bigger force takes regions (14.15) and wins
		// fights.
		v += 0.35 * float64(min(n, 12))
	}
	if n := b.idleFleets(s, h); n > 0 && h != f.from && f.armies+f.fleets > 0 && b.m.Hexes[h].Coastal {
		// Fleets no leader commands cannot sail (5.1): a leader takes them
		// along to escort armies by sea (5.33) or open a ferry (5.37).
		v += 0.3 * float64(min(n, 6))
	}
	if h == b.capital[s] {
		if t := b.threat(s); t > 0 {
			v += 2 + min(t, float64(f.armies))
		}
		if f.armies > 0 && c.armies(s) == 0 && b.exposure(s) > 0 {
			// The capital stands empty within the enemy's reach: garrison it
			// before anything else, or the war is lost (18.22, 18.23).
			v += openCapitalValue
		}
	}
	if h == f.from && r >= 0 && f.armies > 0 && b.control[r] == s && (b.pro[r] != s || b.regArmies[r][e] > 0) {
		need := (value + 1) / 2
		mine := b.regArmies[r][s]
		if mine >= need && (mine-f.armies < need || mine-f.armies < 2*b.regArmies[r][e]) {
			v += 0.8 * float64(value)
		}
	}
	return v
}

// neutralSyracuse reports whether r is a neutral Syracuse, which allies with
// the enemy of the first player to enter it (17.11).
func (b *board) neutralSyracuse(r data.RegionID) bool {
	return b.pro[r] == punicwars.NoSide && b.d.Regions[r].Key == "syracuse"
}

// collectable is the face-up Army Strength Points of side s in h that no
// leader stands with and that nothing holds there: not the capital's
// garrison, nor the armies a region not friendly by alignment needs to stay
// controlled (14.13, 14.15).
func (b *board) collectable(s punicwars.Side, h hexmap.HexID) int {
	c := &b.cells[h]
	n := c.up[s][0]
	if n == 0 || c.leader[s] >= 0 || h == b.capital[s] || c.armies(s.Other()) > 0 {
		return 0
	}
	if r := b.d.RegionOf[h]; r >= 0 && b.control[r] == s && b.pro[r] != s {
		left := b.regArmies[r][s] - n
		if 2*left < b.d.Regions[r].Value || left < 2*b.regArmies[r][s.Other()] {
			return 0
		}
	}
	return n
}

// idleFleets is the face-up Fleet Strength Points of side s in h that no
// leader stands with, less the one a ferry hex keeps (ferry guard).
func (b *board) idleFleets(s punicwars.Side, h hexmap.HexID) int {
	c := &b.cells[h]
	n := c.up[s][1]
	if n == 0 || c.leader[s] >= 0 || c.fleets(s.Other()) > 0 {
		return 0
	}
	if b.m.Hexes[h].Ferry {
		n--
	}
	return n
}

// waitingArmies counts side s's armies within two hexes of ferry hex h,
// outside it and not in force f (from f's hex), that need h's ferry open
// (5.37): those that cannot cross it now.
func (b *board) waitingArmies(s punicwars.Side, h hexmap.HexID, f force) int {
	n := 0
	for _, o := range b.occupied {
		if o == h || b.distance(o, h) > 2 {
			continue
		}
		a := b.cells[o].up[s][0]
		if o == f.from {
			a -= f.armies
		}
		n += max(a, 0)
	}
	return n
}
