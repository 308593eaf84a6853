package data

// Modifier is one die-roll modifier printed with a table, for reference and display.
// The engine applies each where its rule says.
type Modifier struct {
	Key   string
	Value int
	Rule  string
	Text  string
}

// Column is one column of the Attrition or Retreat Table: it applies to a count
// (CUs or battle rounds) of at least Min, up to the next column's Min.
type Column struct {
	Name string
	Min  int
}

// rollRange is the span of modified rolls a table prints: Low absorbs every lower
// total and High every higher one.
type rollRange struct{ Low, High int }

func (r rollRange) row(roll int) int {
	if roll < r.Low {
		roll = r.Low
	}
	if roll > r.High {
		roll = r.High
	}
	return roll - r.Low
}

// AttritionTable is used for battle casualties (14.11) and all attrition (21).
type AttritionTable struct {
	rollRange
	Columns             []Column
	HostileTribesColumn int
	Losses              [][]int // [row][column]
	Elephant            []bool  // [row]: one loss must be an elephant CU (17.2)
	Modifiers           []Modifier
}

// ColumnFor returns the column for a force of n CUs (or n battle rounds); -1 when
// n is below the first column.
func (t *AttritionTable) ColumnFor(n int) int {
	col := -1
	for i, c := range t.Columns {
		if n >= c.Min {
			col = i
		}
	}
	return col
}

// Result gives the CUs lost for a modified roll in a column, and whether one of
// them must be an elephant CU.
func (t *AttritionTable) Result(col, roll int) (losses int, elephant bool) {
	if col < 0 {
		return 0, false
	}
	r := t.row(roll)
	return t.Losses[r][col], t.Elephant[r]
}

// RetreatAll is the Retreat Table entry "all".
const RetreatAll = -1

// RetreatTable is rolled by the loser of a battle (14.12).
type RetreatTable struct {
	rollRange
	Columns   []Column
	Losses    [][]int // [row][column]; RetreatAll for "all"
	Modifiers []Modifier
}

// Result gives the CUs lost by a loser that began the battle with startCUs CUs,
// or RetreatAll.
func (t *RetreatTable) Result(startCUs, roll int) int {
	col := 0
	for i, c := range t.Columns {
		if startCUs >= c.Min {
			col = i
		}
	}
	return t.Losses[t.row(roll)][col]
}

// NavalResult is an outcome of the Naval Combat Table (11.5).
type NavalResult uint8

// Naval Combat Table outcomes.
const (
	NavalNone   NavalResult = iota // the move completes
	NavalReturn                    // back to the port of embarkation
	NavalSunk                      // CUs eliminated, general displaced
)

// String names the result as the data files write it.
func (n NavalResult) String() string { return [...]string{"none", "return", "sunk"}[n] }

// NavalTable is rolled by Rome for every Carthaginian sea move (11.5).
type NavalTable struct {
	rollRange
	Results   []NavalResult
	Modifiers []Modifier
}

// Result gives the outcome of a modified roll.
func (t *NavalTable) Result(roll int) NavalResult { return t.Results[t.row(roll)] }

// SiegeTable is rolled for sieges and subjugation (rule 20).
type SiegeTable struct {
	rollRange
	PointsNeeded int
	Points       []int
	Losses       []int
	Modifiers    []Modifier
}

// Result gives the siege points gained and the besieger's CU losses for a roll.
func (t *SiegeTable) Result(roll int) (points, losses int) {
	r := t.row(roll)
	return t.Points[r], t.Losses[r]
}

// Tables gathers the dice tables and component limits.
type Tables struct {
	Attrition   AttritionTable
	Retreat     RetreatTable
	Naval       NavalTable
	Siege       SiegeTable
	ElephantCUs int // elephant CUs in the game (17.1)
	SiegeTrains int // siege train markers (card 30)
}

// Turn is one box of the Turn Record Track.
type Turn struct {
	Number int
	Years  string
	Cards  int // strategy cards dealt to each player (7.1)
	Note   string
}
