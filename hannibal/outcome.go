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
