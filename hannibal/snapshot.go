package hannibal

// Snapshots: what undo and referee play put back. A snapshot is the state, the
// length of the log and the table inputs queued (referee.go), taken before an
// action; restoring it takes the action back exactly.

// Snapshot is the game as it was at one moment (Game.Snapshot).
type Snapshot struct {
	s      State
	logLen int
	dice   []uint8
	draws  []uint8
	hands  [][2][numBC]uint8
	picks  []string
}

// Snapshot captures the state, the log's length and the queued inputs.
func (g *Game) Snapshot() Snapshot {
	return Snapshot{s: g.s, logLen: len(g.Log()),
		dice: append([]uint8(nil), g.dice...), draws: append([]uint8(nil), g.draws...),
		hands: append([][2][numBC]uint8(nil), g.hands...), picks: append([]string(nil), g.picks...)}
}

// Restore puts the game back as it was when p was taken.
func (g *Game) Restore(p Snapshot) {
	g.s = p.s
	if g.log != nil && len(*g.log) >= p.logLen {
		*g.log = (*g.log)[:p.logLen]
	}
	g.dice, g.draws, g.hands, g.picks = p.dice, p.draws, p.hands, p.picks
}

// Irreversible reports whether action a, just taken from before, may never be
// taken back: it rolled a die, drew or revealed a card, played one, or ended the
// game (Undo rules, docs/engine.md).
func (g *Game) Irreversible(a Action, before Snapshot) bool {
	if g.s.rng != before.s.rng || len(g.dice) != len(before.dice) || len(g.draws) != len(before.draws) || len(g.hands) != len(before.hands) || len(g.picks) != len(before.picks) {
		return true
	}
	switch a.Kind() {
	case KPlayOps, KPlayEvent, KDiscard, KCampaignFirst, KFirst:
		return true
	}
	return g.s.hand != before.s.hand || g.s.over
}

// Queued is the table inputs queued and not used yet.
type Queued struct {
	Dice  []int
	Draws []int
	Hands [][2][6]int
	Picks []string
}

// Queued returns a copy of the inputs queued (ForceDice, ForceDraws,
// ForceBattleHands, ForcePicks) and not used yet.
func (g *Game) Queued() Queued {
	var q Queued
	for _, d := range g.dice {
		q.Dice = append(q.Dice, int(d))
	}
	for _, c := range g.draws {
		q.Draws = append(q.Draws, int(c))
	}
	for _, h := range g.hands {
		var x [2][6]int
		for t := 0; t < numBC; t++ {
			x[0][t], x[1][t] = int(h[0][t]), int(h[1][t])
		}
		q.Hands = append(q.Hands, x)
	}
	q.Picks = append(q.Picks, g.picks...)
	return q
}
