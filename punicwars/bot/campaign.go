package bot

// The Campaign Phase by rules of thumb (5.0, 9.0): which leader moves, what
// he takes along, where he goes and whom he attacks.

import (
	"math"

	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// garrison is the Army Strength Points to leave in h when a force leaves:
// in the capital, as many as the enemy armies near it and at least two.
func (p *Rules) garrison(me punicwars.Side, h hexmap.HexID) int {
	if h != p.b.capital[me] {
		return 0
	}
	t := p.b.threat(me) + float64(p.b.cells[h].armies(me))
	g := max(2, int(math.Ceil(t)))
	if n := p.raid(me, h); n > 0 {
		g = min(g, p.b.cells[h].armies(me)-n)
	}
	return g
}

// raid is the armies the capital h of side me sends to walk into the enemy
// capital, which no enemy army holds (18.22, 18.23: the war is won at that
// instant): as many as its fleets escort by sea (5.33), at most all but one,
// when such a force reaches it this Campaign Phase; else 0.
func (p *Rules) raid(me punicwars.Side, h hexmap.HexID) int {
	e := me.Other()
	cap := p.b.capital[e]
	c := &p.b.cells[h]
	if cap < 0 || p.b.cells[cap].armies(e) > 0 || c.up[me][1] == 0 {
		return 0
	}
	n := min(c.up[me][1], c.up[me][0]-1)
	if n <= 0 {
		return 0
	}
	f := force{side: me, leader: -1, armies: n, fleets: c.up[me][1], from: h}
	w := p.b.reach(f)
	if d := w.dist[cap]; d < 0 || int(d) > punicwars.MovementAllowance {
		return 0
	}
	return n
}

// freeForce is the force leader i would lead from his hex: the face-up
// Strength Points there that no other leader commands (5.24), less the
// garrison.
func (p *Rules) freeForce(me punicwars.Side, i int, l punicwars.LeaderInfo) force {
	f := force{side: me, leader: i, value: l.Value, from: l.Hex}
	for _, x := range p.b.forces {
		if x.Hex != l.Hex || x.Side != me || x.Syracusan || x.Down || (x.Leader >= 0 && x.Leader != i) {
			continue
		}
		if x.Fleet {
			f.fleets += x.N
		} else {
			f.armies += x.N
		}
	}
	f.armies = max(0, f.armies-p.garrison(me, l.Hex))
	f.fleets = max(0, f.fleets-p.ferryGuard(me, l.Hex))
	return f
}

// ferryGuard is the Fleet Strength Points to leave in ferry hex h (5.37) when
// a force leaves it: one while friendly armies stand within two hexes of it,
// so that they may still cross the ferry hexside.
func (p *Rules) ferryGuard(me punicwars.Side, h hexmap.HexID) int {
	if h < 0 || !p.b.m.Hexes[h].Ferry {
		return 0
	}
	for _, o := range p.b.occupied {
		if o != h && p.b.cells[o].armies(me) > 0 && p.b.distance(o, h) <= 2 {
			return 1
		}
	}
	return 0
}

// activate chooses the leader to move next (5.0), the one with the best
// target, or ends the Campaign Phase; it first offers to end the war when
// that is worth it (18.1), and turns face-up the units inside a town no enemy
// stands in, so that they may march.
func (p *Rules) activate(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	best, bestV := find(legal, punicwars.KEndPhase), 0.3
	for _, a := range legal {
		switch a.Kind() {
		case punicwars.KOffer:
			if p.offer(g, me) {
				return a
			}
		case punicwars.KUp:
			c := &p.b.cells[a.Hex()]
			if c.armies(me.Other())+c.fleets(me.Other()) == 0 && c.leader[me] >= 0 {
				return a
			}
		case punicwars.KLeader:
			i := a.LeaderIndex()
			l := g.Leader(i)
			f := p.freeForce(me, i, l)
			if f.armies+f.fleets == 0 {
				continue
			}
			_, v := p.composition(f, punicwars.MovementAllowance-l.MP)
			if v > bestV {
				best, bestV = a, v
			}
		}
	}
	return best
}

// composition chooses what leader's free force f takes along with mp
// Movement Points left, and the value of its best target (plan): every army
// and fleet; the armies alone (fleets keep to the coast, 5.32); the fleets
// alone; or the fleets with as many armies as they escort, who may go by sea
// (5.33). In the fast rules of the playouts, every army and fleet.
func (p *Rules) composition(f force, mp int) (force, float64) {
	best := f
	_, bestV := p.b.plan(f, mp)
	if f.armies == 0 || f.fleets == 0 || p.fast {
		return best, bestV
	}
	land := f
	land.fleets = 0
	if _, v := p.b.plan(land, mp); v > bestV {
		best, bestV = land, v
	}
	// The fleets alone: to open a ferry for the armies (5.37).
	fleets := f
	fleets.armies = 0
	if _, v := p.b.plan(fleets, mp); v > bestV {
		best, bestV = fleets, v
	}
	if f.armies > f.fleets {
		sea := f
		sea.armies = f.fleets
		if _, v := p.b.plan(sea, mp); v > bestV {
			best, bestV = sea, v
		}
	}
	return best, bestV
}

// movingForce is the active leader's force: the Strength Points attached to
// him (5.13).
func (p *Rules) movingForce(me punicwars.Side, i int, l punicwars.LeaderInfo) force {
	f := force{side: me, leader: i, value: l.Value, from: l.Hex}
	for _, x := range p.b.forces {
		if x.Leader == i && x.Attached {
			if x.Fleet {
				f.fleets += x.N
			} else {
				f.armies += x.N
			}
		}
	}
	return f
}

// move takes the moving leader's next step: attach the free units of his hex
// but the garrison (5.13), attack at good odds (9.0, by the Combat Results
// Table), else walk towards the best target (plan) and end there.
func (p *Rules) move(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	i := g.ActiveLeader()
	if i < 0 {
		return legal[0]
	}
	l := g.Leader(i)
	f := p.movingForce(me, i, l)
	h := l.Hex
	c := &p.b.cells[h]
	e := me.Other()
	// Attach what the best way asks for (composition): armies but the
	// garrison, with or without the fleets.
	var attach punicwars.Action
	if find(legal, punicwars.KAttach).Kind() == punicwars.KAttach {
		attach = p.attach(me, i, l, f, legal)
	}
	if attach != 0 {
		return attach
	}
	// Attack at good odds.
	var attack punicwars.Action
	bestGain := 0.0
	for _, a := range legal {
		if a.Kind() != punicwars.KAttack {
			continue
		}
		t, n := 0, f.armies
		if a.Fleet() {
			t, n = 1, f.fleets
		}
		n = max(n, c.up[me][t])
		walls, def := 0, c.up[e][t]
		if def == 0 {
			def = c.down[e][t]
			if t == 0 {
				walls = p.b.wallsOf(h)
			}
		}
		al, dl, ok := attackOdds(p.b.d, n, def, l.Value, max(c.leader[e], 0), walls)
		gain := p.b.exchange(me)*dl - 1.1*al
		if h == p.b.capital[e] && t == 0 {
			gain += dl // every defender lost brings the capital nearer (18.22, 18.23)
		}
		if ok && (gain > bestGain || attack == 0 && len(legal) == 1) {
			attack, bestGain = a, gain
		}
	}
	if attack != 0 {
		return attack
	}
	if onlyAttacks(legal) {
		return legal[0] // 10.29: the relieving force must attack
	}
	// Walk towards the target, the one chosen at the leader's first step
	// while it is still worth the walk.
	to, v := p.memo.target, 0.0
	if !p.memo.valid(g, i) || p.b.target(f, to, punicwars.MovementAllowance) <= 0 {
		to, v = p.b.plan(f, punicwars.MovementAllowance-l.MP)
		if p.memo.leader != i || p.memo.turn != g.Turn() || p.memo.side != me {
			p.memo.been = p.memo.been[:0]
		}
		p.memo.leader, p.memo.turn, p.memo.side, p.memo.target, p.memo.value = i, g.Turn(), me, to, v
	}
	if to != h {
		step := p.b.firstStep(f, punicwars.MovementAllowance-l.MP, to)
		var near punicwars.Action
		gap := p.b.distance(h, to)
		p.memo.visit(h)
		for _, a := range legal {
			if a.Kind() != punicwars.KMove || p.memo.visited(a.Hex()) {
				continue
			}
			if a.Hex() == step {
				return a
			}
			if d := p.b.distance(a.Hex(), to); d < gap {
				near, gap = a, d
			}
		}
		if near != 0 {
			return near
		}
	}
	if a := find(legal, punicwars.KEnd); a.Kind() == punicwars.KEnd {
		return a
	}
	// 5.25: the leader may not stop here; keep walking towards a hex where he may.
	for _, a := range legal {
		if a.Kind() == punicwars.KMove && p.b.endable(a.Hex()) {
			return a
		}
	}
	return find(legal, punicwars.KMove)
}

// onlyAttacks reports whether every legal action is an attack.
func onlyAttacks(legal []punicwars.Action) bool {
	for _, a := range legal {
		if a.Kind() != punicwars.KAttack {
			return false
		}
	}
	return true
}

// memo is the target a moving leader chose, kept while he moves so that he
// does not turn back and forth between two.
type memo struct {
	leader, turn int
	side         punicwars.Side
	target       hexmap.HexID
	value        float64
	// been holds the hexes the leader has been in during this move: he
	// does not enter one again (no walking in circles).
	been []hexmap.HexID
}

// visit notes that the leader is in h.
func (m *memo) visit(h hexmap.HexID) {
	if !m.visited(h) {
		m.been = append(m.been, h)
	}
}

// visited reports whether the leader has been in h during this move.
func (m *memo) visited(h hexmap.HexID) bool {
	for _, x := range m.been {
		if x == h {
			return true
		}
	}
	return false
}

// valid reports whether the memo is leader i's this Game-Turn.
func (m *memo) valid(g *punicwars.Game, i int) bool {
	return m.value > 0 && m.leader == i && m.turn == g.Turn() && m.side == g.ToMove() && m.target >= 0
}

// attach chooses what leader i, moving with force f, attaches in his hex
// (5.13): what the best way asks for (composition), armies first; 0 for
// nothing.
func (p *Rules) attach(me punicwars.Side, i int, l punicwars.LeaderInfo, f force, legal []punicwars.Action) punicwars.Action {
	free := p.freeForce(me, i, l)
	want, _ := p.composition(free, punicwars.MovementAllowance-l.MP)
	wantA, wantF := want.armies-f.armies, want.fleets-f.fleets
	var attach punicwars.Action
	for _, a := range legal {
		if a.Kind() != punicwars.KAttach {
			continue
		}
		if a.Fleet() {
			if a.Count() <= wantF && (attach == 0 || (attach.Fleet() && a.Count() > attach.Count())) {
				attach = a
			}
		} else if a.Count() <= wantA && (attach == 0 || attach.Fleet() || a.Count() > attach.Count()) {
			attach = a
		}
	}
	return attach
}
