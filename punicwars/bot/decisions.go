package bot

// The other decisions by rules of thumb: the set-up (19.0), diplomacy bids
// (16.11), elections (8.4), threatened forces (9.16), losses (11.13, 11.21,
// 11.31, 12.32) and recruitment (13.0).

import (
	"math"

	"punic/punicwars"
	"punic/punicwars/hexmap"
)

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
// their supply (12.0) from what it will collect: armies in an empty capital
// the enemy can reach, then in the threatened capital, with a leader, or near
// the enemy; a fleet now and then where the fleets are few.
func (p *Rules) recruit(g *punicwars.Game, me punicwars.Side, legal []punicwars.Action) punicwars.Action {
	if a, ok := p.ferryFleet(me, legal); ok {
		return a
	}
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
		if h == p.b.capital[me] && !a.Fleet() && p.b.openCapital(me) {
			v += 10 // an empty capital within the enemy's reach (18.22, 18.23)
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

// ferryFleet is a fleet raised by a closed ferry hex (5.37) that at least
// four friendly armies wait to cross, where no friendly fleet stands within
// two hexes: one Fleet Strength Point opens the way for all of them, so it
// is raised even from a Treasury that cannot spare it (13.0).
func (p *Rules) ferryFleet(me punicwars.Side, legal []punicwars.Action) (punicwars.Action, bool) {
	b := p.b
	for _, fh := range b.ferries {
		if b.cells[fh].fleets(me.Other()) > 0 || b.waitingArmies(me, fh, force{from: hexmap.NoHex}) < 4 {
			continue
		}
		near := false
		for _, o := range b.occupied {
			if b.cells[o].fleets(me) > 0 && b.distance(o, fh) <= 2 {
				near = true
				break
			}
		}
		if near {
			continue
		}
		for _, a := range legal {
			if a.Kind() == punicwars.KRecruit && a.Fleet() && a.Count() == 1 && b.distance(a.Hex(), fh) <= 1 {
				return a, true
			}
		}
	}
	return 0, false
}
