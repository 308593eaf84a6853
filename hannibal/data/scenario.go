package data

// Scenario is a starting position: the 218 BC campaign (rule 4) or a later one.
type Scenario struct {
	Key         string
	Name        string
	Description string
	FirstTurn   int
	LastTurn    int
	Armies      []ScenarioArmy
	Consuls     []GeneralID // Roman generals that start as consuls
	Control     []ScenarioControl
	Arrivals    []Arrival
	Tutorial    *Tutorial // a tutorial (tutorial.go), nil for a campaign scenario
}

// ScenarioArmy places CUs and generals in a space. Generals[0] commands.
type ScenarioArmy struct {
	Space     SpaceID
	Side      Side
	CUs       int // including elephants
	Elephants int
	Generals  []GeneralID
}

// ScenarioControl overrides the board's starting control of one space.
type ScenarioControl struct {
	Space SpaceID
	Side  Side
}

// Arrival brings a general into play on a later turn (rule 6.7).
type Arrival struct {
	General GeneralID
	Turn    int
	CUs     int
}
