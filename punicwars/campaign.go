package punicwars

import "punic/punicwars/hexmap"

// The Campaign Phase (5.0, 9.0): leaders move one at a time with the combat
// units they attach, and attack the enemy in their hex.

var (
	rcNotYours   = newRC("5.11", "only the Phasing Player's leaders move, one at a time")
	rcMoved      = newRC("5.0", "that leader has completed his movement this Campaign Phase")
	rcNotOnMap   = newRC("8.3", "that leader is not on the map")
	rcLeaderBusy = newRC("5.0", "another leader is moving: his movement must be completed first")
	rcNoLeader   = newRC("5.0", "no leader is moving: choose one first")
	rcNoUp       = newRC("10.25", "you have no face-down units of that type there")
	rcOffered    = newRC("18.1", "you have already offered to end the game this Game-Turn")
	rcEndFirst   = newRC("5.0", "finish the moving leader's movement first")
	rcMustAttack = newRC("10.29", "the relieving force must first attack the besieging force")
	rcEndHere    = newRC("5.25", "a force may not end the Campaign Phase in an all-sea or mountain hex")
)

func (g *Game) stepCampaign() bool {
	s := &g.s
	switch s.step {
	case 0:
		s.active, s.mustAttack, s.pendTo, s.threat = -1, false, hexmap.NoHex, -1
		s.nheld, s.natt = 0, 0
		for i := range g.d.Leaders {
			l := &s.leaders[i]
			l.mp, l.moved = 0, false
		}
		// 10.28: where the phasing player's units are besieged now.
		g.hbuf = g.hexesWith(s.side, g.hbuf[:0])
		for _, h := range g.hbuf {
			if g.besieged(h, s.side) && int(s.nheld) < maxMarks {
				s.held[s.nheld] = h
				s.nheld++
			}
		}
		// 8.32: eliminated Carthaginian leaders return.
		if s.side == Carthage {
			for i := range g.d.Leaders {
				if g.leaderSide(i) == Carthage && s.leaders[i].state == lsOff {
					if g.anyPlacement(Carthage) {
						s.toPlace |= 1 << i
					} else {
						if g.logging() {
							g.logf("8.32", "%s cannot return: no hex holds a Carthaginian Strength Point", g.leaderName(i))
						}
					}
				}
			}
		}
		s.step = 1
		return false
	case 1:
		if s.toPlace != 0 {
			return true
		}
		s.step = 2
		return false
	}
	if s.pendTo >= 0 && s.active >= 0 {
		g.enter(s.active, s.pendTo)
		return false
	}
	s.pendTo = hexmap.NoHex
	return true
}

func (g *Game) legalActivate(buf []Action) []Action {
	s := &g.s
	for i := range g.d.Leaders {
		if g.leaderRC(i) == 0 {
			buf = append(buf, act(KLeader, uint8(i), 0))
		}
	}
	buf = g.legalUp(buf, hexmap.NoHex)
	if g.offerRC() == 0 {
		buf = append(buf, act(KOffer, 0, 0))
	}
	if s.active < 0 {
		buf = append(buf, act(KEndPhase, 0, 0))
	}
	return buf
}

func (g *Game) legalUp(buf []Action, only hexmap.HexID) []Action {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if !t.down || g.sideOf(t.own) != s.side || (only >= 0 && t.hex != only) {
			continue
		}
		a := act(KUp, t.typ, int(t.hex))
		dup := false
		for _, b := range buf {
			if b == a {
				dup = true
				break
			}
		}
		if !dup {
			buf = append(buf, a)
		}
	}
	return buf
}

func (g *Game) leaderRC(i int) rc {
	s := &g.s
	if i < 0 || i >= len(g.d.Leaders) || g.leaderSide(i) != s.side {
		return rcNotYours
	}
	if s.active >= 0 {
		return rcLeaderBusy
	}
	l := &s.leaders[i]
	if l.state != lsOnMap {
		return rcNotOnMap
	}
	if l.moved {
		return rcMoved
	}
	return 0
}

func (g *Game) upRC(typ uint8, h hexmap.HexID) rc {
	if typ > fleet || h < 0 || int(h) >= len(g.f.m.Hexes) || g.count(h, g.s.side, typ, 1) == 0 {
		return rcNoUp
	}
	return 0
}

func (g *Game) offerRC() rc {
	s := &g.s
	if s.active >= 0 {
		return rcEndFirst
	}
	if s.offered[s.side] {
		return rcOffered
	}
	return 0
}

// campaignRC explains a refused Campaign Phase action.
func (g *Game) campaignRC(a Action) rc {
	s := &g.s
	switch a.Kind() {
	case KLeader:
		return g.leaderRC(int(a.opA()))
	case KUp:
		return g.upRC(a.opA(), a.hex())
	case KOffer:
		return g.offerRC()
	case KEndPhase:
		if s.active >= 0 {
			return rcEndFirst
		}
	case KMove, KAttach, KDetach, KAttack, KEnd:
		if s.active < 0 {
			return rcNoLeader
		}
		switch a.Kind() {
		case KMove:
			return g.moveRC(a.hex())
		case KAttach:
			return g.attachRC(a.opA()>>7, int(a.opA()&0x7F))
		case KDetach:
			return g.detachRC(a.opA()>>7, int(a.opA()&0x7F))
		case KAttack:
			return g.attackRC(a.opA())
		case KEnd:
			return g.endRC()
		}
	}
	return 0
}

func (g *Game) legalMove(buf []Action) []Action {
	s := &g.s
	l := s.active
	h := s.leaders[l].hex
	if !s.mustAttack {
		for d := hexmap.N; d <= hexmap.NW; d++ {
			if nb := g.f.m.Neighbor(h, d); nb >= 0 && g.moveRC(nb) == 0 {
				buf = append(buf, act(KMove, 0, int(nb)))
			}
		}
		for t := uint8(0); t < 2; t++ {
			free := g.attachable(l, t)
			for n := 1; n <= free && n < 128; n++ {
				if g.attachRC(t, n) != 0 {
					break
				}
				buf = append(buf, act(KAttach, t<<7|uint8(n), 0))
			}
		}
		a, f := g.forceOf(l)
		for t, have := range [2]int{a, f} {
			for n := 1; n <= have && n < 128; n++ {
				if g.detachRC(uint8(t), n) != 0 {
					break
				}
				buf = append(buf, act(KDetach, uint8(t)<<7|uint8(n), 0))
			}
		}
	}
	for t := uint8(0); t < 2; t++ {
		if g.attackRC(t) == 0 {
			buf = append(buf, act(KAttack, t, 0))
		}
	}
	if !s.mustAttack {
		buf = g.legalUp(buf, h)
		if g.endRC() == 0 {
			buf = append(buf, act(KEnd, 0, 0))
		}
	}
	return buf
}

func (g *Game) applyCampaign(a Action) {
	s := &g.s
	switch a.Kind() {
	case KLeader:
		s.active = int8(a.opA())
		if g.logging() {
			g.logf("5.1", "%s begins to move from %s", g.leaderName(int(a.opA())), g.hexName(s.leaders[a.opA()].hex))
		}
	case KUp:
		g.setPosture(a.hex(), s.side, a.opA(), false)
		if g.logging() {
			g.logf("10.25", "%s turns its %s units in %s face-up", s.side, typeNames[a.opA()], g.hexName(a.hex()))
		}
		g.settle(a.hex())
	case KOffer:
		s.offered[s.side] = true
		s.offer = true
		g.logf("18.1", "%s offers to end the game by agreement", s.side)
	case KEndPhase:
		g.endCampaign()
	case KMove:
		g.applyMove(a.hex())
	case KAttach:
		g.attach(a.opA()>>7, int(a.opA()&0x7F))
	case KDetach:
		g.detach(a.opA()>>7, int(a.opA()&0x7F))
	case KAttack:
		g.applyAttack(a.opA())
	case KEnd:
		g.endMove()
	}
}

// endRC: a leader ends his movement where a force may end the phase (5.25),
// or where he can go no further; a relieving force attacks first (10.29).
func (g *Game) endRC() rc {
	s := &g.s
	if s.mustAttack {
		return rcMustAttack
	}
	l := s.active
	h := s.leaders[l].hex
	if g.f.endable(h) {
		return 0
	}
	for d := hexmap.N; d <= hexmap.NW; d++ {
		if nb := g.f.m.Neighbor(h, d); nb >= 0 && g.moveRC(nb) == 0 {
			return rcEndHere
		}
	}
	return 0
}

func (g *Game) endMove() {
	s := &g.s
	l := s.active
	s.leaders[l].moved = true
	for i := 0; i < int(s.ns); i++ {
		if t := &s.stacks[i]; t.lead == l {
			t.att = false
		}
	}
	g.compact()
	if g.logging() {
		g.logf("5.1", "%s ends his movement in %s (%d MP spent)", g.leaderName(int(l)), g.hexName(s.leaders[l].hex), s.leaders[l].mp)
	}
	s.active = -1
	g.settle(s.leaders[l].hex)
}

// endCampaign ends the Campaign Phase: 5.25 (combat units stranded in an
// all-sea or mountain hex are lost), and every commitment of 5.24 ends.
func (g *Game) endCampaign() {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.n > 0 && t.lead >= 0 && !g.f.endable(t.hex) {
			if g.logging() {
				g.logf("5.25", "%s stranded in %s are lost", sps(int(t.n), t.typ), g.hexName(t.hex))
			}
			if side := g.sideOf(t.own); side >= 0 {
				s.lost[side] += uint16(t.n)
			}
			s.killed[t.own][t.typ] += uint16(t.n)
			t.n = 0
		}
		t.lead, t.att = -1, false
	}
	g.compact()
	for i := range g.d.Leaders {
		if l := &s.leaders[i]; l.state == lsOnMap {
			g.settle(l.hex)
		}
	}
	g.logf("4.2", "%s's Campaign Phase ends", s.side)
	g.nextPhase(phSupply)
}
