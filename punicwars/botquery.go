package punicwars

import (
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Read-only queries for bots (package punicwars/bot): the forces on the map,
// the leaders, towns and sieges, and the parts of an action, without the
// allocations of View. In an observation (Observation) a force whose strength
// is hidden (9.12) reads as 1 with Hidden set.

// Force is one stack of Strength Points as a player sees it: owner, type,
// posture and strength in one hex (3.2, 7.35).
type Force struct {
	Hex hexmap.HexID
	// Side is the player the units fight for (Syracuse's ally, 17.21), NoSide
	// for a neutral Syracuse's units.
	Side Side
	// Syracusan is true for Syracuse's own units (17.0), which never move.
	Syracusan bool
	Fleet     bool
	N         int
	Down      bool // face-down: inside the town or city (10.0)
	Hidden    bool // in an observation: the strength is unknown (N reads 1)
	// Leader is the leader the units are committed to this Campaign Phase (5.24), -1 none.
	Leader   int
	Attached bool // moving with Leader (5.13)
}

// Forces appends every stack on the map to buf.
func (g *Game) Forces(buf []Force) []Force {
	s := &g.s
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		buf = append(buf, Force{Hex: t.hex, Side: g.sideOf(t.own), Syracusan: t.own == ownSyracuse, Fleet: t.typ == fleet,
			N: int(t.n), Down: t.down, Hidden: s.hiddenSP[i], Leader: int(t.lead), Attached: t.att})
	}
	return buf
}

// LeaderInfo is one leader counter's standing.
type LeaderInfo struct {
	Side  Side
	OnMap bool
	// Off is true for a leader off the map but in play: a Roman leader back
	// in the cup (8.4), a Carthaginian one eliminated and awaiting his return
	// (8.32).
	Off bool
	// Spare is true for a leader in the counter mix, never deployed: for
	// Rome, in the cup too (8.4).
	Spare bool
	Hex   hexmap.HexID // NoHex off the map
	Value int          // Leadership Value (8.1)
	MP    int          // Movement Points spent this Campaign Phase (5.12)
	Moved bool         // finished his movement this Campaign Phase
}

// Leader returns leader i's standing (i indexes data.Leaders).
func (g *Game) Leader(i int) LeaderInfo {
	l := &g.s.leaders[i]
	return LeaderInfo{Side: g.leaderSide(i), OnMap: l.state == lsOnMap, Off: l.state == lsOff, Spare: l.state == lsSpare, Hex: l.hex, Value: int(l.value), MP: int(l.mp), Moved: l.moved}
}

// ActiveLeader returns the leader moving now, or -1.
func (g *Game) ActiveLeader() int { return int(g.s.active) }

// MovementAllowance is a leader's Movement Points a Campaign Phase (3.25).
const MovementAllowance = movementAllowance

// TownController returns who controls the town or city in hex h (10.1), or
// NoSide (none there, or never occupied and its region uncontrolled).
func (g *Game) TownController(h hexmap.HexID) Side {
	if g.f.townIdx[h] < 0 {
		return NoSide
	}
	return g.townController(h)
}

// Besieged reports whether side's Strength Points inside the town in hex h are
// besieged (10.42).
func (g *Game) Besieged(h hexmap.HexID, side Side) bool { return g.besieged(h, side) }

// Scenario returns the scenario being played.
func (g *Game) Scenario() *data.Scenario { return &g.d.Scenarios[g.s.scenario] }

// ClosedRegion reports whether no unit may enter region r now (19.14.5, 19.24.4).
func (g *Game) ClosedRegion(r data.RegionID) bool { return g.closedRegion(r, false) }

// Lost returns the Strength Points each side lost since the last Diplomacy
// Phase (16.21).
func (g *Game) Lost() [2]int { return [2]int{int(g.s.lost[0]), int(g.s.lost[1])} }

// Hex returns the hex an action names (move, up, lose, place, recruit,
// deploy), or NoHex.
func (a Action) Hex() hexmap.HexID {
	switch a.Kind() {
	case KMove, KUp, KLose, KPlace, KRecruit, KDeploy:
		return a.hex()
	}
	return hexmap.NoHex
}

// Fleet reports whether an attack, attach, detach, up, lose or recruit action
// is about Fleet Strength Points.
func (a Action) Fleet() bool {
	switch a.Kind() {
	case KAttack, KUp, KLose:
		return a.opA()&1 == fleet
	case KAttach, KDetach, KRecruit:
		return a.opA()>>7 == fleet
	}
	return false
}

// Count returns the Strength Points an attach, detach or recruit action
// moves, or the Treasury Points a bid spends; 0 otherwise.
func (a Action) Count() int {
	switch a.Kind() {
	case KAttach, KDetach, KRecruit:
		return int(a.opA() & 0x7F)
	case KBid:
		return a.bidN()
	}
	return 0
}

// LeaderIndex returns the leader a leader, remove or place action names (an
// index of data.Leaders), or -1.
func (a Action) LeaderIndex() int {
	switch a.Kind() {
	case KLeader, KRemove, KPlace:
		return int(a.opA())
	}
	return -1
}

// RegionStatus returns region r's alignment now (14.11, 16.3): pro-Rome,
// pro-Carthage or neutral.
func (g *Game) RegionStatus(r data.RegionID) data.Status { return g.s.status[r] }
