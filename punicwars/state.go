// Package punicwars is the rules engine of SPI's The Punic Wars (1975): the
// state of a game, every rule of the rules folder enforced, a decision machine
// that always knows who must decide what, views per side, positions, and the
// adapter to the generic game interface (package game).
//
// Case numbers ("9.14", "11.13") in comments, refusals and the log are those of
// the rules folder; docs/punic-wars-engine.md describes the engine and
// docs/rulings-punicwars.md every reading of an unclear case.
package punicwars

import (
	"strings"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// EngineVersion identifies the rules engine; records made by another version
// are not replayed.
const EngineVersion = "punicwars-0.1"

// Side is a player: Rome or Carthage, or NoSide.
type Side int8

// The sides.
const (
	NoSide   Side = -1
	Rome     Side = 0
	Carthage Side = 1
)

// Other returns the opponent.
func (s Side) Other() Side { return 1 - s }

// String names the side ("Rome", "Carthage").
func (s Side) String() string {
	switch s {
	case Rome:
		return "Rome"
	case Carthage:
		return "Carthage"
	}
	return "nobody"
}

// Key is the side's stable key ("rome", "carthage").
func (s Side) Key() string {
	switch s {
	case Rome:
		return "rome"
	case Carthage:
		return "carthage"
	}
	return "none"
}

// Owners of Strength Points: the two nations and Syracuse (17.0).
const (
	ownRome     = 0
	ownCarthage = 1
	ownSyracuse = 2
)

// Types of Strength Points.
const (
	army  = 0
	fleet = 1
)

var typeNames = [2]string{"army", "fleet"}

// Capacity of the state's arrays (checked against the data in New).
const (
	maxStacks  = 200
	maxLeaders = 16
	maxRegions = 32
	maxHexes   = 1024
)

// stack is a number of fungible Strength Points (3.2, 7.35) of one owner and
// type in one hex, in one posture, and with one commander this phase (5.24).
type stack struct {
	hex  hexmap.HexID
	own  uint8 // ownRome, ownCarthage, ownSyracuse
	typ  uint8 // army, fleet
	n    uint8
	lead int8 // the leader they are committed to this Campaign Phase (5.24, 9.11), -1 none
	att  bool // attached to lead and moving with him (5.13)
	down bool // face-down: inside the town or city (10.0)
}

// Leader states.
const (
	lsUnused uint8 = iota // not used in this scenario (19.14.2, 19.34.2)
	lsOnMap               // on the map
	lsOff                 // off the map: in the Roman cup, or awaiting return (8.32)
	lsGone                // permanently removed (19.24.3)
	lsSpare               // in the counter mix, never deployed (the Roman cup, 8.4)
)

// leader is one leader counter's state.
type leader struct {
	hex   hexmap.HexID // NoHex when off the map
	state uint8
	value uint8 // the Leadership Value (19.24.2 may lower it)
	mp    uint8 // Movement Points spent this Campaign Phase (5.12)
	moved bool  // finished his movement this Campaign Phase (5.0 procedure)
	elim  bool  // eliminated since the last Election Phase or return (8.32, 8.43)
}

// Phases of a Player-Turn (4.2), with the set-up before the first.
const (
	phDeploy uint8 = iota
	phDiplomacy
	phElection
	phRevenue
	phCampaign
	phSupply
	phRecruit
	phOver
)

var phaseNames = [...]string{"deploy", "diplomacy", "election", "revenue", "campaign", "supply", "recruitment", "over"}

// Scopes of a pending choice of losses.
const (
	lsForce uint8 = iota + 1 // from the moving force of leader loss.lead
	lsHex                    // from the side's Strength Points in hex loss.hex
	lsAny                    // from any of the side's Strength Points (12.32)
)

// lossChoice is a loss the owner satisfies "in any combination he chooses"
// (11.13, 11.21, 11.31, 12.32): k Strength Points, at most maxA armies and
// maxF fleets.
type lossChoice struct {
	who        Side
	k          uint8
	scope      uint8
	hex        hexmap.HexID
	lead       int8
	maxA, maxF uint8
	rule       uint8 // index into lossRules
}

var lossRules = [...]string{"", "11.13", "11.21", "11.31", "12.32"}

const (
	lrLeave = iota + 1
	lrSupply
	lrRevolt
	lrShortfall
)

// End reasons.
const (
	endNone uint8 = iota
	endAutoVP
	endRome
	endCarthage
	endAgreement
	endResigned
)

// State is the whole state of a game: one flat value, cloned by assignment.
type State struct {
	scenario uint8
	turn     uint16
	phase    uint8
	side     Side // the Phasing Player
	step     uint8
	cursor   int16 // a phase's progress (deployment line, hex, region)

	stacks [maxStacks]stack
	ns     uint8

	leaders [maxLeaders]leader

	treasury [2]int32
	status   [maxRegions]data.Status // current alignment (14.11, 16.3)
	defected [maxRegions]bool        // a Defection Marker (16.4)
	lastCtl  [maxRegions]Side        // the last player to control each region (10.12)
	// town control (10.11): per hex with a town or city, the controller, or
	// NoSide while never occupied by Army Strength Points (10.12).
	townCtl [maxTowns]Side

	syrInvaded bool   // 17.12: Syracuse's alliance came from an invasion
	syrAllied  bool   // 16.35: Syracuse has formed its one alliance
	syrDefect  bool   // 16.36: Syracuse has defected
	illyriaWar bool   // 16.34
	defOnce    uint32 // 16.36.3: regions that have defected once
	southItaly bool   // 16.36.4 has occurred
	fleetGate  bool   // 19.14.4: Rome may build fleets

	lost [2]uint16 // 16.21: Strength Points lost since the last Diplomacy Phase
	// gained and killed count every Strength Point put on the map and
	// eliminated, by owner and type: the invariants' ledger.
	gained, killed [3][2]uint16

	bid     [2]int32 // 16.11
	bidDone [2]bool
	dip     dipRecord // the last Diplomacy Phase's roll (16.0, results.go)

	// Campaign Phase.
	active     int8  // the leader moving, -1
	mustAttack bool  // 10.29: the relieving force must attack
	xfer       uint8 // 1 attached, 2 detached since the moving leader last moved or attacked (ruling on 5.13)
	pendTo     hexmap.HexID
	threat     int8                  // 9.16: the type threatened, awaiting the non-phasing player's answer; -1
	held       [2]uint64             // 10.28: towns (bits by town index) where the phasing player's units were besieged at the phase's start
	attacked   [2]uint64             // towns where an attack was resolved this phase (10.28)
	unsup      [maxHexes / 64]uint64 // Supply Phase: hexes of unsupplied units (bits by HexID, 11.21)
	offered    [2]bool               // 18.1: offered to end this Game-Turn
	offer      bool                  // an offer awaits the answer

	loss lossChoice

	// Recruitment (13.21): control at the phase's start and TP spent per region.
	recCtl   [maxRegions]Side
	recSpent [maxRegions]uint8

	// Elections (8.4) and returns (8.32).
	toRemove uint8
	toPlace  uint16      // bit set of leaders to place
	romeMax  uint8       // 8.41: Roman leaders deployed at the start
	removed  uint8       // leaders removed at this election
	revolt   int8        // the revolting region (11.31), -1
	elect    electRecord // the last election (8.4, results.go)

	over      bool
	winner    Side
	endReason uint8
	level     uint8 // index into the scenario's Levels, +1; 0 none
	vp        [2]int16

	observer uint8 // 0, or side+1 for an observation (observe.go)
	hiddenSP [maxStacks]bool
	rng      rng
}

const maxTowns = 96

// ParseSide reads a side's key ("rome", "carthage"), any case.
func ParseSide(s string) (Side, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "rome":
		return Rome, true
	case "carthage":
		return Carthage, true
	}
	return NoSide, false
}
