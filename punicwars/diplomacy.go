package punicwars

import (
	"strings"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// The Diplomacy Phase (16.0): secret Treasury bids (16.1), the losses since the
// last Diplomacy Phase (16.2), one roll on the scenario's Diplomacy Table and
// its result (16.3), with revolts (11.3), the Rome-Illyrian War (16.34),
// Syracuse's alliance (16.35) and defections (16.36, 16.4, 17.3).

var rcBid = newRC("16.11", "a bid is a number of Treasury Points you have (0 or more)")

func (g *Game) bidRC(side Side, n int) rc {
	if n < 0 || n > int(g.s.treasury[side]) {
		return rcBid
	}
	return 0
}

func (g *Game) legalBid(side Side, buf []Action) []Action {
	for n := 0; n <= int(g.s.treasury[side]); n++ {
		buf = append(buf, bidAction(n))
	}
	return buf
}

// applyBid records a bid written in secret: Carthage writes first, Rome next
// without seeing it (ruling), then both are shown (16.11).
func (g *Game) applyBid(side Side, a Action) {
	s := &g.s
	s.bid[side] = int32(a.bidN())
	s.bidDone[side] = true
	if side == Carthage {
		g.logf("16.11", "Carthage writes its diplomacy bid")
		return
	}
	g.logf("16.11", "the bids are shown: Carthage %d, Rome %d Treasury Points", s.bid[Carthage], s.bid[Rome])
	s.treasury[Rome] -= s.bid[Rome]
	s.treasury[Carthage] -= s.bid[Carthage]
	s.step = 1
}

func (g *Game) stepDiplomacy() bool {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	if s.turn == 1 || sc.Diplomacy == "" { // 19.0, 19.34.3
		g.nextPhase(phRevenue)
		return false
	}
	switch s.step {
	case 0:
		return true // the bids
	case 1:
		g.rollDiplomacy()
		if s.step == 1 {
			s.step = 3
		}
		return false
	case 2:
		// 11.31: revolt attrition, hex by hex, each side's force.
		reg := &g.d.Regions[s.revolt]
		for int(s.cursor) < 2*len(reg.Hexes) {
			h := reg.Hexes[s.cursor/2]
			side := Side(s.cursor % 2)
			s.cursor++
			if g.hexAttrition(h, side, lrRevolt) {
				return false
			}
			g.settle(h)
		}
		s.step = 3
		return false
	}
	// 16.21: the count of losses starts again.
	s.lost = [2]uint16{}
	s.bid, s.bidDone = [2]int32{}, [2]bool{}
	s.revolt = -1
	g.nextPhase(phRevenue)
	return false
}

// diplomacyModifier is 16.12 and 16.22: +1 to the higher Carthaginian bid, -1
// to the higher Roman one, plus Roman losses minus Carthaginian losses.
func diplomacyModifier(bidRome, bidCarthage, lostRome, lostCarthage int) int {
	m := lostRome - lostCarthage
	switch {
	case bidCarthage > bidRome:
		m++
	case bidRome > bidCarthage:
		m--
	}
	return m
}

func (g *Game) table() *data.DiplomacyTable {
	key := g.d.Scenarios[g.s.scenario].Diplomacy
	for i := range g.d.Diplomacy {
		if g.d.Diplomacy[i].Key == key {
			return &g.d.Diplomacy[i]
		}
	}
	return nil
}

func (g *Game) rollDiplomacy() {
	s := &g.s
	t := g.table()
	if t == nil {
		return
	}
	die := g.roll("diplomacy", NoSide)
	mod := diplomacyModifier(int(s.bid[Rome]), int(s.bid[Carthage]), int(s.lost[Rome]), int(s.lost[Carthage]))
	roll := die + mod
	res := t.Result(roll)
	s.dip = dipRecord{turn: s.turn, bid: s.bid, lost: s.lost, die: int8(die), roll: int8(roll), arg: -1}
	g.logf("16.0", "Carthage rolls %d%+d = %d on Diplomacy Table %s: %s", die, mod, roll, strings.ToUpper(t.Key[:1])+t.Key[1:], g.resultWords(res))
	switch res.Kind {
	case data.Revolt:
		r, ok := g.f.regKey[res.Region]
		if !ok {
			return
		}
		g.dipDid(deRevolt, int8(r))
		s.revolt, s.step, s.cursor = int8(r), 2, 0
	case data.RomeIllyrianWar:
		if s.illyriaWar || g.f.illyria < 0 {
			g.dipDid(deIllyriaDone, -1)
			return
		}
		s.illyriaWar = true
		s.status[g.f.illyria] = data.ProCarthage
		g.dipDid(deIllyria, -1)
	case data.Alliance:
		r := g.f.syracuse
		if r < 0 || s.syrAllied || s.status[r] != data.Neutral {
			g.dipDid(deAllianceDone, -1)
			return
		}
		s.syrAllied = true
		if Side(res.Nation) == Rome {
			s.status[r] = data.ProRome
		} else {
			s.status[r] = data.ProCarthage
		}
		g.dipDid(deAlliance, int8(res.Nation))
		g.syracuseAligned()
	case data.Defection:
		g.defection(res.Region, roll)
	default:
		g.dipDid(deNoEffect, -1)
	}
}

// resultWords names a Diplomacy Table result for people: "no effect", "a
// revolt in Hispania", "the Rome-Illyrian War", "Syracuse allies with Rome",
// "a defection: Syracuse".
func (g *Game) resultWords(res data.DiplomacyResult) string {
	name := func(key string) string {
		if key == "south-italy" {
			return "South Italy (16.36.4)"
		}
		if r, ok := g.f.regKey[key]; ok {
			return g.d.Regions[r].Name
		}
		return key
	}
	switch res.Kind {
	case data.Revolt:
		return "a revolt in " + name(res.Region)
	case data.RomeIllyrianWar:
		return "the Rome-Illyrian War"
	case data.Alliance:
		return "Syracuse allies with " + Side(res.Nation).String()
	case data.Defection:
		return "a defection: " + name(res.Region)
	}
	return "no effect"
}

// defection applies 16.36 and 17.3.
func (g *Game) defection(key string, roll int) {
	s := &g.s
	switch key {
	case "syracuse":
		r := g.f.syracuse
		if r < 0 {
			return
		}
		switch {
		case s.syrInvaded:
			g.dipDid(deSyrInvaded, -1)
			return
		case s.syrDefect:
			g.dipDid(deSyrDefected, -1)
			return
		case g.syrArmies() == 0:
			g.dipDid(deSyrNoArmies, -1)
			return
		}
		to := data.ProCarthage
		if g.table().Key == "one" {
			// 16.36.1: only after an alliance; toward Rome on -1 or less,
			// toward Carthage on 8 or more (ruling: the roll decides).
			switch {
			case s.status[r] == data.ProCarthage && roll <= -1:
				to = data.ProRome
			case s.status[r] == data.ProRome && roll >= 8:
				to = data.ProCarthage
			default:
				g.dipDid(deSyrNoDefect1, -1)
				return
			}
		} else if s.status[r] != data.ProRome { // 16.36.2
			g.dipDid(deSyrNotProRome, -1)
			return
		}
		s.status[r] = to
		s.syrDefect = true
		s.defected[r] = true
		g.dipDid(deSyrDefects, int8(to))
		// 17.32: the units inside turn face-up (syracuseAligned).
		g.syracuseAligned()
	case "massylii", "massaesylii":
		r, ok := g.f.regKey[key]
		if !ok {
			return
		}
		if s.defOnce&(1<<uint(r)) != 0 || !g.leaderIn(r, Rome) {
			g.dipDid(deNumidiaNo, int8(r))
			return
		}
		s.defOnce |= 1 << uint(r)
		s.status[r] = data.ProRome
		s.defected[r] = true
		g.dipDid(deNumidiaDefects, int8(r))
	case "south-italy":
		present := false
		for r := range g.d.Regions {
			if g.d.Regions[r].SouthItaly && g.leaderIn(data.RegionID(r), Carthage) {
				present = true
			}
		}
		if s.southItaly || !present {
			g.dipDid(deSouthNo, -1)
			return
		}
		s.southItaly = true
		for r := range g.d.Regions {
			if g.d.Regions[r].SouthItaly {
				s.status[r] = data.ProCarthage
				s.defected[r] = true
			}
		}
		g.dipDid(deSouthDefects, -1)
	}
}

// leaderIn reports whether one of side's leaders is in region r.
func (g *Game) leaderIn(r data.RegionID, side Side) bool {
	for i := range g.d.Leaders {
		l := &g.s.leaders[i]
		if l.state == lsOnMap && g.leaderSide(i) == side && g.f.region[l.hex] == r {
			return true
		}
	}
	return false
}

func (g *Game) syrArmies() int {
	a, _ := g.spTotals(ownSyracuse)
	return a
}

func statusName(st data.Status) string {
	switch st {
	case data.ProRome:
		return "Pro-Roman"
	case data.ProCarthage:
		return "Pro-Carthage"
	}
	return "Neutral"
}

// syracuseAligned applies a change of Syracuse's policy to hex 3315 (ruling on
// 10.11 and 17.21): while Syracusan armies stand there, the city is their new
// ally's; then 8.31 and 10.35 act on the new sides.
func (g *Game) syracuseAligned() {
	h := g.f.syrHex
	if h == hexmap.NoHex {
		return
	}
	// 17.32, and for the Syracusans too, so that 7.34 holds with their new
	// ally's units.
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		if t := &s.stacks[i]; t.hex == h {
			t.down = false
		}
	}
	g.compact()
	if i := g.f.townIdx[h]; i >= 0 && g.syrArmies() > 0 {
		g.s.townCtl[i] = g.sideOf(ownSyracuse)
	}
	g.settle(h)
}
