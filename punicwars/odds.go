package punicwars

import (
	"strconv"

	"punic/punicwars/hexmap"
)

// The odds of the attacks the moving leader may make, shown before one is
// resolved: both players may examine every force in the hex (9.12), so both
// see them; a spectator, who sees no face-down strength, sees none against a
// face-down force.

// AttackView is one attack as it would be resolved now (9.0 procedure): the
// Strength Points on each side, the CRT column, the die roll modifiers, the
// Movement Point cost and each die face's result.
type AttackView struct {
	Type     string `json:"type"`     // army or fleet (9.15)
	Hex      int    `json:"hex"`      // where the attack is
	Attacker int    `json:"attacker"` // the attacking Strength Points (9.11, 5.24)
	Defender int    `json:"defender"` // the defending Strength Points
	Odds     string `json:"odds"`     // the CRT column (9.32: 1:2 at least, 9:1 at most)
	Leader   string `json:"leader"`   // the attacking leader's letter
	// LeaderValue is added to the die roll (9.26).
	LeaderValue int `json:"leaderValue"`
	// DefLeader is the defending commander's letter, "" when none (8.22, 9.26).
	DefLeader string `json:"defLeader,omitempty"`
	// DefLeaderValue is subtracted from the die roll (9.26).
	DefLeaderValue int `json:"defLeaderValue"`
	// Walls is subtracted for face-down armies in a town, city or capital
	// (9.22-9.24): 0, -1, -2 or -3.
	Walls int `json:"walls"`
	// Modifier is the net change to the die roll (9.27).
	Modifier int `json:"modifier"`
	// Cost is the Movement Points the attack takes: 5 against a face-up
	// force, 10 against a face-down one (9.14).
	Cost int `json:"cost"`
	// Threat marks an attack awaiting the defender's answer (9.16).
	Threat bool `json:"threat,omitempty"`
	// Outcomes are each die face's result (9.25, 9.31).
	Outcomes []OutcomeView `json:"outcomes"`
}

// OutcomeView is the result of one die face: the modified roll (never below
// -4, 9.25), the percentages the CRT gives and the Strength Points they are
// (9.5).
type OutcomeView struct {
	Die          int `json:"die"`
	Roll         int `json:"roll"`
	AttackerPct  int `json:"attackerPct"`
	DefenderPct  int `json:"defenderPct"`
	AttackerLoss int `json:"attackerLoss"`
	DefenderLoss int `json:"defenderLoss"`
}

// attacksInto appends to v.Attacks the attacks the moving leader may make
// now, or the one a threatened force awaits (9.16), as side sees them.
func (g *Game) attacksInto(v *View, side Side, k int) {
	s := &g.s
	if s.active < 0 || (k != dkMove && k != dkThreat) {
		return
	}
	for typ := uint8(army); typ <= fleet; typ++ {
		threat := k == dkThreat
		if threat && uint8(s.threat) != typ || !threat && g.attackRC(typ) != 0 {
			continue
		}
		h := s.leaders[s.active].hex
		enemy := g.leaderSide(int(s.active)).Other()
		if side == NoSide && g.isDown(h, enemy, typ) {
			continue // a spectator does not see a face-down strength
		}
		v.Attacks = append(v.Attacks, g.attackView(h, typ, threat, v.mem, len(v.Attacks)))
	}
}

// attackView computes one attack of the moving leader on the enemy type typ
// in h, its outcomes in the memory a view keeps for its k-th attack.
func (g *Game) attackView(h hexmap.HexID, typ uint8, threat bool, mem *viewMem, k int) AttackView {
	s := &g.s
	l := s.active
	enemy := g.leaderSide(int(l)).Other()
	att := g.attackGroup(l, typ)
	def := g.count(h, enemy, typ, 2)
	down := g.isDown(h, enemy, typ)
	walls := 0
	if down && typ == army {
		walls = g.townModifier(h) // 9.22-9.24
	}
	dl := g.bestLeader(h, enemy)
	a := AttackView{Type: typeNames[typ], Hex: g.f.m.Hexes[h].Num, Attacker: att, Defender: def,
		Leader: g.d.Leaders[l].Letter, LeaderValue: g.leaderValue(int(l)), DefLeaderValue: g.leaderValue(dl),
		Walls: walls, Cost: g.attackCost(h, enemy, typ), Threat: threat}
	if dl >= 0 {
		a.DefLeader = g.d.Leaders[dl].Letter
	}
	a.Modifier = a.LeaderValue - a.DefLeaderValue + walls
	col, ok := g.d.CRT.Column(att, def)
	if !ok {
		return a // a threat at odds no longer allowed cannot be: attackRC allowed it
	}
	o := g.d.CRT.Columns[col]
	mem.odds = strconv.AppendInt(append(strconv.AppendInt(mem.odds[:0], int64(o.Att), 10), ':'), int64(o.Def), 10)
	a.Odds = intern(mem.odds)
	for len(mem.outcomes) <= k {
		mem.outcomes = append(mem.outcomes, nil)
	}
	out := mem.outcomes[k][:0]
	for die := 1; die <= g.d.Die.Sides; die++ {
		roll := combatRoll(die, a.LeaderValue, a.DefLeaderValue, walls)
		res := g.d.CRT.Result(col, roll)
		out = append(out, OutcomeView{Die: die, Roll: roll, AttackerPct: res.Attacker, DefenderPct: res.Defender,
			AttackerLoss: g.d.Loss.Loss(res.Attacker, att), DefenderLoss: g.d.Loss.Loss(res.Defender, def)})
	}
	mem.outcomes[k] = out
	a.Outcomes = out
	return a
}
