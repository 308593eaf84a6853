package bot

import (
	"math"
	"math/rand/v2"

	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// Rules is the rule-of-thumb player: one choice per decision from the board,
// without lookahead (but for the set-up, scored one ply deep). It keeps
// scratch memory, so one Rules serves one bot.
type Rules struct {
	b       *board
	scratch []hexmap.HexID
	memo    memo
	// EndTurn is the Game-Turn from which the war is ended by agreement
	// whatever the result (ending.go); 0 means the war's historical
	// length (at least minWar).
	EndTurn int
}

// NewRules returns the rule-of-thumb player; endTurn as Rules.EndTurn.
func NewRules(endTurn int) *Rules { return &Rules{EndTurn: endTurn} }

// Choose picks one of legal, the legal actions of g's side to move.
func (p *Rules) Choose(g *punicwars.Game, legal []punicwars.Action) punicwars.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if p.b == nil {
		p.b = newBoard(g)
	} else {
		p.b.reset(g)
	}
	me := g.ToMove()
	switch kindOf(legal) {
	case punicwars.KDeploy:
		return p.deploy(g, legal)
	case punicwars.KBid:
		return p.bid(g, me, legal)
	case punicwars.KRemove:
		return p.remove(g, legal)
	case punicwars.KPlace:
		return p.place(me, legal)
	case punicwars.KLeader:
		return p.activate(g, me, legal)
	case punicwars.KMove:
		return p.move(g, me, legal)
	case punicwars.KInvert:
		return p.threatened(g, me, legal)
	case punicwars.KLose:
		return p.lose(me, legal)
	case punicwars.KRecruit:
		return p.recruit(g, me, legal)
	case punicwars.KAccept:
		if p.accept(g, me) {
			return find(legal, punicwars.KAccept)
		}
		return find(legal, punicwars.KDecline)
	}
	return legal[0]
}

// kindOf names a decision by its legal actions: KDeploy, KBid, KRemove,
// KPlace, KLeader (a leader to activate), KMove (a leader moving), KInvert (a
// threatened force), KLose, KRecruit or KAccept (an offer to answer).
func kindOf(legal []punicwars.Action) punicwars.Kind {
	k := punicwars.KPass
	for _, a := range legal {
		switch a.Kind() {
		case punicwars.KMove, punicwars.KAttach, punicwars.KDetach, punicwars.KAttack, punicwars.KEnd:
			return punicwars.KMove
		case punicwars.KLeader, punicwars.KEndPhase:
			k = punicwars.KLeader
		case punicwars.KStand:
			return punicwars.KInvert
		case punicwars.KDone:
			return punicwars.KRecruit
		case punicwars.KDecline:
			return punicwars.KAccept
		case punicwars.KDeploy, punicwars.KBid, punicwars.KRemove, punicwars.KPlace, punicwars.KInvert,
			punicwars.KLose, punicwars.KRecruit, punicwars.KAccept:
			if k == punicwars.KPass {
				k = a.Kind()
			}
		}
	}
	return k
}

// find returns the first action of kind k, or the first action.
func find(legal []punicwars.Action, k punicwars.Kind) punicwars.Action {
	for _, a := range legal {
		if a.Kind() == k {
			return a
		}
	}
	return legal[0]
}

// deploy places an Initial Deployment line (19.0) where the evaluation likes
// it best, one ply deep.
func (p *Rules) deploy(g *punicwars.Game, legal []punicwars.Action) punicwars.Action {
	me := g.ToMove()
	best, bestV := legal[0], math.Inf(-1)
	w := new(punicwars.Game)
	for _, a := range legal {
		g.CloneInto(w)
		w.ApplyLegal(a)
		p.b.reset(w)
		v := evaluateOn(p.b, me)
		// Towns and cities first: they hold the region and recruit (10.1, 13.33).
		if p.b.m.Hexes[a.Hex()].Site != hexmap.NoSite {
			v += 0.01
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// spare is what side me's Treasury can spare: its Treasury and the revenue
// it will collect before its next Supply Phase (15.0: its regions' values),
// less what that Supply Phase will cost (12.0: a point a Strength Point).
func (p *Rules) spare(g *punicwars.Game, me punicwars.Side) int {
	sp := 0
	for _, h := range p.b.occupied {
		c := &p.b.cells[h]
		sp += c.armies(me) + c.fleets(me)
	}
	return g.Treasury(me) + g.VictoryPoints()[me] - sp
}

// bid spends a quarter of what the Treasury can spare on diplomacy (16.11,
// 16.12: the higher bid moves the die by one), at most eight points.
func (p *Rules) bid(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	want := min(max(p.spare(g, me)/4, 0), 8)
	best, gap := legal[0], math.MaxInt
	for _, a := range legal {
		if d := abs(a.Count() - want); a.Kind() == punicwars.KBid && d < gap {
			best, gap = a, d
		}
	}
	return best
}

// remove takes the weakest leader off at the election (8.42), the one with
// the fewest armies about him on a tie.
func (p *Rules) remove(g *punicwars.Game, legal []punicwars.Action) punicwars.Action {
	best, bestV := legal[0], math.Inf(1)
	for _, a := range legal {
		l := g.Leader(a.LeaderIndex())
		v := float64(l.Value) * 100
		if l.Hex >= 0 {
			v += float64(p.b.cells[l.Hex].armies(l.Side))
		}
		if v < bestV {
			best, bestV = a, v
		}
	}
	return best
}

// place puts a leader (8.32, 8.4) with the biggest army that has none, the
// capital counting more while it is threatened.
func (p *Rules) place(me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	best, bestV := legal[0], math.Inf(-1)
	for _, a := range legal {
		h := a.Hex()
		c := &p.b.cells[h]
		v := float64(c.armies(me)) + float64(c.fleets(me))/2
		if c.leader[me] >= 0 {
			v -= 100
		}
		if h == p.b.capital[me] {
			v += max(p.b.threat(me), 0)
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// garrison is the Army Strength Points to leave in h when a force leaves:
// in the capital, as many as the enemy armies near it and at least two.
func (p *Rules) garrison(me punicwars.Side, h hexmap.HexID) int {
	if h != p.b.capital[me] {
		return 0
	}
	t := p.b.threat(me) + float64(p.b.cells[h].armies(me))
	return max(2, int(math.Ceil(t)))
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
	return f
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
			var v float64
			_, v, p.scratch = p.b.plan(f, punicwars.MovementAllowance-l.MP, p.scratch)
			if v > bestV {
				best, bestV = a, v
			}
		}
	}
	return best
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
	// Attach: armies but the garrison, and every fleet.
	free := p.freeForce(me, i, l)
	wantA := free.armies - f.armies
	var attach punicwars.Action
	for _, a := range legal {
		if a.Kind() != punicwars.KAttach {
			continue
		}
		if a.Fleet() {
			if attach == 0 || (attach.Fleet() && a.Count() > attach.Count()) {
				attach = a
			}
		} else if a.Count() <= wantA && (attach == 0 || attach.Fleet() || a.Count() > attach.Count()) {
			attach = a
		}
	}
	if attach != 0 && (!attach.Fleet() || f.armies+wantA > 0 || free.fleets > 0) {
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
		to, v, p.scratch = p.b.plan(f, punicwars.MovementAllowance-l.MP, p.scratch)
		if p.memo.leader != i || p.memo.turn != g.Turn() || p.memo.side != me {
			p.memo.been = p.memo.been[:0]
		}
		p.memo.leader, p.memo.turn, p.memo.side, p.memo.target, p.memo.value = i, g.Turn(), me, to, v
	}
	if to != h {
		step := p.b.firstStep(h, to)
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

// threatened takes a force inside the walls (9.16, 10.32) when the attackers
// are at least as strong, or in a capital; otherwise it stands.
func (p *Rules) threatened(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	i := g.ActiveLeader()
	if i >= 0 {
		h := g.Leader(i).Hex
		c := &p.b.cells[h]
		e := me.Other()
		if h != p.b.capital[me] && c.up[e][0]+c.up[e][1] < c.up[me][0]+c.up[me][1] {
			return find(legal, punicwars.KStand)
		}
	}
	return find(legal, punicwars.KInvert)
}

// lose chooses the Strength Point to lose (11.13, 11.21, 11.31, 12.32): a
// fleet before an army where the fleets outnumber what they escort, never
// from a capital while another will do, from the biggest stack.
func (p *Rules) lose(me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	best, bestV := legal[0], math.Inf(1)
	for _, a := range legal {
		if a.Kind() != punicwars.KLose {
			continue
		}
		h := a.Hex()
		c := &p.b.cells[h]
		v := 1.0
		if a.Fleet() {
			v = 0.6
			if c.fleets(me) <= c.armies(me) {
				v = 1.1
			}
		}
		if h == p.b.capital[me] {
			v += 1
		}
		v -= 0.01 * float64(c.armies(me)+c.fleets(me))
		if v < bestV {
			best, bestV = a, v
		}
	}
	return best
}

// recruit raises Strength Points (13.0) while the Treasury can pay them and
// their supply (12.0) from what it will collect: armies in the threatened
// capital, with a leader, or near the enemy; a fleet now and then where the
// fleets are few.
func (p *Rules) recruit(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	n := (p.spare(g, me) - 4) / 3
	if n <= 0 {
		return find(legal, punicwars.KDone)
	}
	var armies, fleets int
	for _, hh := range p.b.occupied {
		armies += p.b.cells[hh].armies(me)
		fleets += p.b.cells[hh].fleets(me)
	}
	wantFleet := 3*fleets < armies
	best, bestV := find(legal, punicwars.KDone), 0.0
	for _, a := range legal {
		if a.Kind() != punicwars.KRecruit || a.Count() > n {
			continue
		}
		h := a.Hex()
		c := &p.b.cells[h]
		v := 1.0 + 0.1*float64(a.Count())
		if a.Fleet() != wantFleet {
			v -= 0.8
		}
		if h == p.b.capital[me] && p.b.threat(me) > 0 {
			v += 3
		}
		if c.leader[me] >= 0 {
			v += 3 // a leader there can march them (5.1)
		}
		if p.enemyNear(me, h, 6) {
			v += 1
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// enemyNear reports whether enemy armies stand within k hexes of h.
func (p *Rules) enemyNear(me punicwars.Side, h hexmap.HexID, k int) bool {
	for _, o := range p.b.occupied {
		if p.b.cells[o].armies(me.Other()) > 0 && p.b.distance(o, h) <= k {
			return true
		}
	}
	return false
}

// Policy is the rule-of-thumb player as a playout policy: its choice, or one
// at random with probability Noise.
type Policy struct {
	Rules *Rules
	Noise float64
}

// choose is Policy's choice in the engine's terms.
func (p *Policy) choose(g *punicwars.Game, legal []punicwars.Action, r *rand.Rand) punicwars.Action {
	if p.Noise > 0 && r.Float64() < p.Noise {
		return legal[r.IntN(len(legal))]
	}
	return p.Rules.Choose(g, legal)
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
