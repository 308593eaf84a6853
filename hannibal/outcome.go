package hannibal

// The outcome of a battle and of the retreat that follows it, as a view shows
// them: a program reads who won, in how many rounds, what each side lost and
// where the loser went, without parsing the log.

// BattleOutcome is how the last battle fought ended (14.10-15.3). It is shown
// from the moment the battle is decided until the next battle starts.
type BattleOutcome struct {
	Turn     int    `json:"turn"`
	Space    string `json:"space"`
	Attacker string `json:"attacker"` // the original attacker
	Defender string `json:"defender"`
	Winner   string `json:"winner"`
	// How: "unmatched" (the defender did not match the attacker's card),
	// "ran-out" (the attacker had no card left) or "withdrew" (the attacker
	// withdrew, 16.2: no casualties, no retreat).
	How    string `json:"how"`
	Rounds int    `json:"rounds"`
	// Lost: the CUs each side lost in all (casualties, the Retreat Table and
	// the retreat) so far; Casualties: the battle casualties alone (14.11);
	// RetreatTable: the loser's losses on the Retreat Table (14.12).
	Lost         map[string]int `json:"lost"`
	Casualties   map[string]int `json:"casualties"`
	RetreatTable int            `json:"retreatTable"`
	// Retreat is the loser's retreat, once it started.
	Retreat *RetreatView `json:"retreat,omitempty"`
}

// RetreatView is a beaten force's retreat (15): while it is being chosen
// (InProgress) the path so far, then the path taken.
type RetreatView struct {
	Side string   `json:"side"`
	From string   `json:"from"` // the battle space
	Path []string `json:"path"` // the spaces entered, in order
	At   string   `json:"at"`   // where it ends (or stands, while in progress)
	CUs  int      `json:"cus"`  // the retreating CUs (left, once it ended)
	Lost int      `json:"lost"` // CUs lost on the way or eliminated (15.3)
	// InProgress is true while the retreat is being chosen.
	InProgress bool `json:"inProgress"`
}

var battleHow = [...]string{howUnmatched: "unmatched", howRanOut: "ran-out", howWithdrew: "withdrew"}

// battleOutcome returns the outcome of the last battle, or nil when no battle
// was decided since the game started (or was loaded).
func (g *Game) battleOutcome() *BattleOutcome {
	s := &g.s
	bt := &s.bt
	if bt.how == 0 || int(bt.how) >= len(battleHow) {
		return nil
	}
	o := &BattleOutcome{
		Turn: int(bt.turn), Space: g.spaceKey(uint8(bt.x)),
		Attacker: bt.origAtt.Key(), Defender: bt.origAtt.Other().Key(), Winner: bt.winner.Key(),
		How: battleHow[bt.how], Rounds: int(bt.rounds),
		Lost:         map[string]int{"rome": int(bt.lost[Rome]), "carthage": int(bt.lost[Carthage])},
		Casualties:   map[string]int{"rome": int(bt.casLost[Rome]), "carthage": int(bt.casLost[Carthage])},
		RetreatTable: int(bt.tableLost),
	}
	if bt.retreated {
		o.Retreat = g.retreatView()
	}
	return o
}

// retreatView describes the retreat of the last battle's loser.
func (g *Game) retreatView() *RetreatView {
	rt := &g.s.rt
	r := &RetreatView{Side: rt.side.Key(), From: g.spaceKey(uint8(g.s.bt.x)), Path: []string{},
		At: g.spaceKey(uint8(rt.at)), CUs: int(rt.cus), Lost: int(rt.lost), InProgress: g.inRetreat()}
	for _, y := range rt.path[:min(int(rt.steps), len(rt.path))] {
		r.Path = append(r.Path, g.spaceKey(uint8(y)))
	}
	return r
}
