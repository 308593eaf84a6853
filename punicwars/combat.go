package punicwars

import (
	"punic/punicwars/hexmap"
)

// Combat (9.0): the moving leader's side attacks enemy Strength Points of one
// type in his hex (9.13, 9.15), at 5 or 10 MP (9.14), at 1:2 or better
// (9.32); the losses are percentages of each force (9.31).

var (
	rcNoDefender = newRC("9.15", "there are no enemy Strength Points of that type in this hex")
	rcNoAttacker = newRC("10.31", "you have no face-up Strength Points of that type here free to attack under this leader (5.24, 9.19)")
	rcAttackMP   = newRC("9.14", "the leader lacks the Movement Points: 5 to attack a face-up force, 10 a face-down one")
	rcOdds       = newRC("9.32", "no attack may be made at less than 1:2 odds")
)

// attackGroup returns the phasing Strength Points of type typ in leader l's
// hex that attack under him: 7.21's group (all face-up units of the type)
// less those committed to another leader this phase (5.24, 9.19; ruling).
func (g *Game) attackGroup(l int8, typ uint8) int {
	s := &g.s
	h := s.leaders[l].hex
	side := g.leaderSide(int(l))
	n := 0
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.typ == typ && !t.down && g.sideOf(t.own) == side && (t.lead == -1 || t.lead == l) {
			n += int(t.n)
		}
	}
	return n
}

func (g *Game) attackCost(h hexmap.HexID, enemy Side, typ uint8) int {
	if g.isDown(h, enemy, typ) {
		return 10 // 9.14, 10.33
	}
	return 5
}

// attackRC says whether the active leader may attack the enemy type typ.
func (g *Game) attackRC(typ uint8) rc {
	s := &g.s
	l := s.active
	if l < 0 {
		return rcNoLeader
	}
	if typ > fleet {
		return rcNoDefender
	}
	h := s.leaders[l].hex
	side := g.leaderSide(int(l))
	def := g.count(h, side.Other(), typ, 2)
	if def == 0 {
		return rcNoDefender
	}
	att := g.attackGroup(l, typ)
	if att == 0 {
		return rcNoAttacker
	}
	if int(s.leaders[l].mp)+g.attackCost(h, side.Other(), typ) > movementAllowance {
		return rcAttackMP
	}
	if _, ok := g.d.CRT.Column(att, def); !ok {
		return rcOdds
	}
	return 0
}

// applyAttack starts an attack: a face-up force in a town or city its side
// controls is "threatened" and its owner may first take it inside (9.16,
// 10.22, 10.32).
func (g *Game) applyAttack(typ uint8) {
	s := &g.s
	h := s.leaders[s.active].hex
	enemy := s.side.Other()
	if g.f.townIdx[h] >= 0 && !g.isDown(h, enemy, typ) && g.townController(h) == enemy {
		s.threat = int8(typ)
		if g.logging() {
			g.logf("9.16", "%s threatens the %s force in %s", s.side, typeNames[typ], g.hexName(h))
		}
		return
	}
	g.resolve(typ)
}

// applyThreat is the non-phasing player's answer to a threat (9.16).
func (g *Game) applyThreat(invert bool) {
	s := &g.s
	typ := uint8(s.threat)
	s.threat = -1
	h := s.leaders[s.active].hex
	if invert {
		enemy := s.side.Other()
		g.setPosture(h, enemy, typ, true)
		if g.logging() {
			g.logf("9.16", "%s takes its %s force in %s inside the walls (face-down): no attack, no Movement Points spent", enemy, typeNames[typ], g.hexName(h))
		}
		g.settle(h)
		return
	}
	if g.logging() {
		g.logf("9.16", "%s's %s force in %s stays outside: it must be attacked", s.side.Other(), typeNames[typ], g.hexName(h))
	}
	g.resolve(typ)
}

// townModifier is 9.22-9.24's subtraction for face-down armies in h.
func (g *Game) townModifier(h hexmap.HexID) int {
	x := &g.f.m.Hexes[h]
	switch {
	case x.Capital:
		return -3
	case x.Site == hexmap.City:
		return -2
	case x.Site == hexmap.Town:
		return -1
	}
	return 0
}

// combatRoll is 9.2: the die plus the attacking leader's value, minus the
// defending leader's and the walls', never below -4 (9.25).
func combatRoll(die, attLeader, defLeader, walls int) int {
	return max(die+attLeader-defLeader+walls, -4)
}

// resolve resolves one attack of the active leader on the enemy type typ.
func (g *Game) resolve(typ uint8) {
	s := &g.s
	l := s.active
	h := s.leaders[l].hex
	side := g.leaderSide(int(l))
	enemy := side.Other()
	att := g.attackGroup(l, typ)
	def := g.count(h, enemy, typ, 2)
	down := g.isDown(h, enemy, typ)
	cost := g.attackCost(h, enemy, typ)
	s.leaders[l].mp += uint8(cost)
	// 5.24, 9.11: every attacking unit is now under this leader's command.
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		if t.hex == h && t.typ == typ && !t.down && g.sideOf(t.own) == side && t.lead == -1 {
			t.lead = l
		}
	}
	g.compact()
	if i := g.f.townIdx[h]; i >= 0 {
		s.attacked[i/64] |= 1 << (uint(i) % 64)
	}
	s.mustAttack = false
	s.xfer = 0
	col, _ := g.d.CRT.Column(att, def)
	walls := 0
	if down && typ == army {
		walls = g.townModifier(h)
	}
	dl := g.bestLeader(h, enemy)
	die := g.roll("combat", side)
	roll := combatRoll(die, g.leaderValue(int(l)), g.leaderValue(dl), walls)
	res := g.d.CRT.Result(col, roll)
	attLoss := g.d.Loss.Loss(res.Attacker, att)
	defLoss := g.d.Loss.Loss(res.Defender, def)
	g.removeFrom(h, side, typ, attLoss, func(t *stack) int {
		if t.down || t.lead != l {
			return 9
		}
		return pickFree(t)
	})
	g.removeFrom(h, enemy, typ, defLoss, pickFree)
	if g.logging() {
		g.logf("9.3", "%s attacks %d %s SPs with %d (%s, %d MP): die %d, modified %d: %d%%/%d%%: attacker loses %d, defender %d",
			g.leaderName(int(l)), def, typeNames[typ], att, g.d.CRT.Columns[col], cost, die, roll, res.Attacker, res.Defender, attLoss, defLoss)
	}
	g.settle(h)
}
