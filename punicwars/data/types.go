// Package data holds the facts of SPI's The Punic Wars (1975) that the rules text
// leaves to the mapsheet and the counters: the map (package hexmap), the 30
// regions and their values, the Combat Results Table, the Percentage Loss Table,
// the Attrition Table, Diplomacy Tables One and Two, the leader counters, the
// counter mix, and the three scenarios. They are YAML files embedded in the
// binary, validated when loaded; an owner of the printed game may export them,
// type in the printed charts and load the copy (LoadDir).
//
// Most of these facts are not public (docs/punic-wars.md): every reconstructed
// item is marked so in its file, with the reasoning in the docs.
package data

import "punic/punicwars/hexmap"

// Nation is a side of the war.
type Nation uint8

// The nations. Syracusan units belong to Syracuse's ally (17.21); the engine
// keeps them apart.
const (
	Rome Nation = iota
	Carthage
)

// RegionID is a region's index in Data.Regions.
type RegionID int8

// NoRegion is "not a region" (all-sea hexes).
const NoRegion RegionID = -1

// Status is a region's political alignment (14.11).
type Status uint8

// The statuses.
const (
	Neutral Status = iota
	ProRome
	ProCarthage
)

// Region is one of the thirty regions (14.0).
type Region struct {
	Key   string // "latium"
	Name  string // "Latium"
	Value int    // the Region Value (14.0; revenue 15.0, garrison 14.13, recruitment 13.22)
	// SouthItaly marks Campania, Lucania, Bruttium and Apulia-Calabria (16.36.4).
	SouthItaly bool
	Hexes      []hexmap.HexID // the region's land hexes
	// Note is the file's reason for the value (the values are reconstructed).
	Note string
}

// Provenance says whether a chart or list is the printed one or a
// reconstruction, and why it reads as it does (docs/punic-wars.md).
type Provenance struct {
	Reconstruction bool
	Why            string
}

// Die is the die the charts are read with: one die numbered 1..Sides.
type Die struct {
	Sides int // 6
	Provenance
}

// Odds is one column of the Combat Results Table: Att to Def (1:2 is {1,2}).
type Odds struct{ Att, Def int }

// CombatResult is one cell of the CRT: the percentage lost by each side (9.31).
type CombatResult struct{ Attacker, Defender int }

// CRT is the Combat Results Table (9.4): odds columns from 1:2 to 9:1, rows by
// modified die roll from MinRoll (-4, 9.25) to MaxRoll.
type CRT struct {
	Columns          []Odds
	MinRoll, MaxRoll int
	Rows             [][]CombatResult // Rows[roll-MinRoll][column]
	Provenance
}

// LossTable is the Percentage Loss Table (9.5): Strength Points lost for a
// percentage of a force's total strength (9.31: 75% of 9 is 7). Above MaxSP
// the force is counted in parts of MaxSP and a remainder, and their losses are
// added (LossTable.Loss).
type LossTable struct {
	Percents []int   // the percentages the other charts give (0, 10, 20, ...), ascending
	MaxSP    int     // the largest strength printed
	Lost     [][]int // Lost[percentIndex][strength], strength 0..MaxSP
	Provenance
}

// AttritionTable is the Attrition Table (11.4): a percentage loss by adjusted
// die roll, MinRoll..MaxRoll (rolls beyond take the end rows).
type AttritionTable struct {
	MinRoll, MaxRoll int
	ByRoll           []int // ByRoll[roll-MinRoll]: the percentage lost
	Provenance
}

// DiplomacyKind is a Diplomacy Table result (16.3).
type DiplomacyKind uint8

// The results.
const (
	NoEffect        DiplomacyKind = iota // 16.32
	Revolt                               // 16.33, 11.31: a region revolts
	RomeIllyrianWar                      // 16.34
	Alliance                             // 16.35: Syracuse allies with Nation
	Defection                            // 16.36: Target defects
)

// DiplomacyResult is one row's result.
type DiplomacyResult struct {
	Kind   DiplomacyKind
	Region string // Revolt: the region; Defection: "syracuse", "massylii", "massaesylii" or "south-italy"
	Nation Nation // Alliance: with whom
}

// DiplomacyTable is Diplomacy Table One or Two (16.5), by adjusted die roll,
// MinRoll..MaxRoll (rolls beyond take the end rows).
type DiplomacyTable struct {
	Key              string // "one", "two"
	MinRoll, MaxRoll int
	Results          []DiplomacyResult // Results[roll-MinRoll]
	Provenance

	lines []int // where charts.yaml gives each row
}

// Leader is one leader counter (3.23, 8.1).
type Leader struct {
	Nation Nation
	Letter string // the identity letter (8.11)
	Value  int    // the Leadership Value, 1-3
}

// Counters is the counter mix's Strength Point limits (7.35): the most Army and
// Fleet Strength Points each nation may have in play.
type Counters struct {
	Army, Fleet [2]int // by Nation
	// Syracuse's own units (17.0): 2 army and 2 fleet, never replaced (17.42).
	SyracuseArmy, SyracuseFleet int
	// Total is the number of die-cut counters (3.4: 100).
	Total int
	// Pieces is the counter sheet, line by line (leaders are in Data.Leaders).
	Pieces []Piece
	Provenance
}

// Piece is one line of the counter sheet: Count counters alike.
type Piece struct {
	Owner    string // "rome", "carthage", "syracuse"; "" for markers
	Kind     string // "army", "fleet" or "marker"
	Strength int    // Strength Points on an army or fleet counter
	Name     string // a marker's name ("treasury", "defection", "phase")
	Count    int
}

// Deployment is one line of a scenario's Initial Deployment (19.0).
type Deployment struct {
	Nation   Nation
	Hex      int    // a hex number ("in 2915"), or 0 when Region is given
	Region   string // a region key ("in Latium"): the player chooses the hex
	Army     int    // ASP
	Fleet    int    // FSP
	Leaders  []int  // leadership values of the leaders placed here ("L2")
	FaceDown bool
	// Text is the line as printed ("2 ASP, 2 FSP, L2 in Zeugitana").
	Text string
	// Note is a parenthesis of the printed line ("Hannibal").
	Note string

	line int // where scenarios.yaml gives it
}

// Level is one line of a Level of Victory Table: from Min Victory Points on.
type Level struct {
	Min  int
	Name string // "Draw", "Marginal Victory", ...
}

// Scenario is one of the three scenarios (19.1-19.3).
type Scenario struct {
	Key   string // "first", "second", "third"
	Title string // "The First Punic War"
	Years string // "264-241 BC"
	Year  int    // the first Game-Turn's year, BC (264)
	// Status is every region's alignment at the start (14.11), by RegionID.
	Status []Status
	// Deploy is the Initial Deployment, Carthage's lines, then Rome's.
	Deploy []Deployment
	// SyracuseDeploy is the Syracusan Initial Deployment (19.13, 19.23,
	// 19.33): its units belong to Syracuse's ally, if any (17.21). Its Nation
	// means nothing.
	SyracuseDeploy Deployment
	// StatusWhy is the file's reason for the statuses the rules do not print.
	StatusWhy string
	// Syracuse is Syracuse's policy at the start (17.0): Neutral or ProRome.
	Syracuse Status
	// Diplomacy is the Diplomacy Table's key ("one", "two"); "" when the phase
	// is omitted (19.34.3).
	Diplomacy string
	// NoLeaderValue lists leadership values not used (19.14.2, 19.34.2: 3).
	NoLeaderValue []int
	// Closed lists regions no unit may enter (19.14.5; Illyria until the war, 19.24.4).
	Closed []string
	// NoRecruit lists regions where neither player may recruit (19.24.5).
	NoRecruit []string
	// Levels is the Level of Victory Table, lowest first; the last line is the
	// Automatic Victory Level (18.21). Empty: the standard victory conditions
	// are ignored (19.34.4).
	Levels []Level
	// RomanSeaAttrition is added to a Roman force's attrition roll on entering
	// an all-sea hex (19.14.3: -2).
	RomanSeaAttrition int
	// RomanFleetGate: Rome builds no fleets until it rolls 1 or 2 (19.14.4).
	RomanFleetGate bool
	// IllyriaWarOpens: Illyria is closed until the Rome-Illyrian War (19.24.4).
	IllyriaWarOpens bool
	// Leader3Replacement: an eliminated Carthaginian 3 returns as a 2 (19.24.2);
	// the Roman 3, once eliminated, is gone for good (19.24.3).
	Leader3Replacement bool
	// CarthageOnlyLoses: only the capture of Carthage ends the game (19.34.4).
	CarthageOnlyLoses bool

	line int // where scenarios.yaml gives it
}

// Data is every fact of the game, validated and indexed.
type Data struct {
	// Fingerprint identifies the files' exact content (a hash).
	Fingerprint string
	Map         *hexmap.Map
	Die         Die
	Regions     []Region
	// RegionOf is each hex's region (NoRegion for all-sea hexes), by HexID.
	RegionOf  []RegionID
	CRT       CRT
	Loss      LossTable
	Attrition AttritionTable
	Diplomacy []DiplomacyTable
	Leaders   []Leader
	Counters  Counters
	Scenarios []Scenario
	// RegionsProvenance and LeadersProvenance are regions.yaml's and
	// leaders.yaml's reconstruction marks.
	RegionsProvenance, LeadersProvenance Provenance

	regionByKey   map[string]RegionID
	scenarioByKey map[string]int
}
