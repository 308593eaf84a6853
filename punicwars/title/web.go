package title

import (
	"fmt"
	"math"

	"punic/game"
	"punic/punicwars/boardsvg"
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// What the web app needs of The Punic Wars (game.Web): the static facts of the
// map, the regions, the leaders, the scenarios and the tracks (this file); the
// hex, leader and stack each action names and how the page groups them
// (choice.go). A view refers to nothing the page needs beside it, so Refs is
// empty.

// Static is the public, unchanging part of the game the page needs. Hex
// centres are in the coordinates of the board drawing (DrawSVG).
type Static struct {
	Width   float64 `json:"width"`
	Height  float64 `json:"height"`
	HexSize float64 `json:"hexSize"` // a hex's corner radius in the drawing
	// Hexes are every hex of the map, in the map's order.
	Hexes []StaticHex `json:"hexes"`
	// FerrySides are the ferry hexsides (5.37), each as the two hexes it joins.
	FerrySides [][2]int       `json:"ferrySides"`
	Regions    []StaticRegion `json:"regions"`
	Leaders    []StaticLeader `json:"leaders"`
	Scenarios  []StaticScen   `json:"scenarios"`
	// Phases are the phases of a Game-Turn in order (4.2), with the Initial
	// Deployment before the first (19.0).
	Phases   []StaticPhase  `json:"phases"`
	Treasury StaticTreasury `json:"treasury"`
	// MovementAllowance is a leader's Movement Points each Campaign Phase (3.25).
	MovementAllowance int `json:"movementAllowance"`
}

// StaticHex is one hex.
type StaticHex struct {
	Num     int     `json:"num"` // the printed number, 2908
	X       float64 `json:"x"`   // its centre in the drawing
	Y       float64 `json:"y"`
	Terrain string  `json:"terrain"`           // sea, clear, mountain
	Coastal bool    `json:"coastal,omitempty"` // a land hex fleets may enter (5.35)
	Region  string  `json:"region,omitempty"`  // the region's key; "" at sea
	Site    string  `json:"site,omitempty"`    // town or city (10.0)
	Capital bool    `json:"capital,omitempty"` // Rome, Syracuse, Carthage (9.24)
	Ferry   bool    `json:"ferry,omitempty"`   // a ferry hex (5.37)
	Name    string  `json:"name,omitempty"`
}

// StaticRegion is one of the thirty regions (14.0).
type StaticRegion struct {
	Key   string `json:"key"`
	Name  string `json:"name"`
	Value int    `json:"value"` // the Region Value: revenue, Victory Points (14.0, 15.0, 18.0)
	// SouthItaly marks the four regions of 16.36.4.
	SouthItaly bool `json:"southItaly,omitempty"`
}

// StaticLeader is one leader counter (8.1). Key is "rome-A": letters repeat
// between the sides.
type StaticLeader struct {
	Key    string `json:"key"`
	Side   string `json:"side"`
	Letter string `json:"letter"`
	Value  int    `json:"value"` // the printed Leadership Value
}

// StaticScen is one scenario (19.0).
type StaticScen struct {
	Key   string `json:"key"`
	Name  string `json:"name"`  // "The Second Punic War (218-201 BC)"
	Title string `json:"title"` // "The Second Punic War"
	Years string `json:"years"`
	Year  int    `json:"year"` // the first Game-Turn's year, BC
	// Levels is the Level of Victory Table, lowest first (19.15, 19.25): the
	// last is the Automatic Victory Level (18.21). Empty when only Carthage's
	// capture ends the war (19.34.4).
	Levels []StaticLevel `json:"levels"`
	// CarthageOnlyLoses: only the capture of Carthage ends the war (19.34.4).
	CarthageOnlyLoses bool `json:"carthageOnlyLoses,omitempty"`
	// Closed are the regions no unit may enter (19.14.5, 19.24.4).
	Closed []string `json:"closed,omitempty"`
	// Diplomacy is the Diplomacy Table the scenario rolls on, "" for none (19.34.3).
	Diplomacy string `json:"diplomacy,omitempty"`
}

// StaticLevel is one line of a Level of Victory Table.
type StaticLevel struct {
	Min  int    `json:"min"`
	Name string `json:"name"`
}

// StaticPhase is one phase of the Turn Sequence Track (4.2).
type StaticPhase struct {
	Key  string `json:"key"`  // the view's phase ("campaign")
	Side string `json:"side"` // whose Player-Turn; "" for the Initial Deployment
	Name string `json:"name"`
	Rule string `json:"rule"`
}

// StaticTreasury is the facts of the Treasury Point Record Track (15.1).
type StaticTreasury struct {
	// Track is the most the track records (15.11); more is noted beside it (15.12).
	Track int `json:"track"`
	// RecruitCost is the Treasury Points a raised Strength Point costs (13.11).
	RecruitCost int `json:"recruitCost"`
	// SupplyCost is the Treasury Points each supplied Strength Point costs a
	// Supply Phase (12.0).
	SupplyCost int `json:"supplyCost"`
}

// phases is the Turn Sequence Track (4.2) with the Initial Deployment (19.0).
var phases = []StaticPhase{
	{"deploy", "", "Initial Deployment", "19.0"},
	{"diplomacy", "carthage", "Diplomacy", "16.0"},
	{"revenue", "carthage", "Revenue", "15.0"},
	{"campaign", "carthage", "Campaign", "5.0"},
	{"supply", "carthage", "Supply", "12.0"},
	{"recruitment", "carthage", "Recruitment and Fleet Construction", "13.0"},
	{"election", "rome", "Election", "8.4"},
	{"revenue", "rome", "Revenue", "15.0"},
	{"campaign", "rome", "Campaign", "5.0"},
	{"supply", "rome", "Supply", "12.0"},
	{"recruitment", "rome", "Recruitment and Fleet Construction", "13.0"},
}

// movementAllowance is a leader's Movement Allowance (3.25; the engine's).
const movementAllowance = 20

// Static describes the map, the pieces, the scenarios and the tracks.
func (r *Rules) Static() any { return r.static() }

func (r *Rules) static() *Static {
	d := r.d
	m := d.Map
	geo := boardsvg.Layout(m, r.svgOptions())
	st := &Static{Width: geo.Width, Height: geo.Height, HexSize: geo.HexSize, Phases: phases,
		Treasury:          StaticTreasury{Track: 99, RecruitCost: 2, SupplyCost: 1},
		MovementAllowance: movementAllowance, FerrySides: [][2]int{}}
	for i := range m.Hexes {
		h := hexmap.HexID(i)
		x := m.Hex(h)
		cx, cy := geo.Centre(h)
		st.Hexes = append(st.Hexes, StaticHex{Num: x.Num, X: round1(cx), Y: round1(cy), Terrain: x.Terrain.String(),
			Coastal: x.Coastal, Region: x.Region, Site: x.Site.String(), Capital: x.Capital, Ferry: x.Ferry, Name: x.Name})
		for dir := hexmap.N; dir <= hexmap.NW; dir++ {
			if n := m.Neighbor(h, dir); n > h && m.Side(h, dir) == hexmap.Ferry {
				st.FerrySides = append(st.FerrySides, [2]int{x.Num, m.Hex(n).Num})
			}
		}
	}
	for _, rg := range d.Regions {
		st.Regions = append(st.Regions, StaticRegion{Key: rg.Key, Name: rg.Name, Value: rg.Value, SouthItaly: rg.SouthItaly})
	}
	for _, l := range d.Leaders {
		side := sideKey(l.Nation)
		st.Leaders = append(st.Leaders, StaticLeader{Key: side + "-" + l.Letter, Side: side, Letter: l.Letter, Value: l.Value})
	}
	for _, sc := range d.Scenarios {
		s := StaticScen{Key: sc.Key, Name: fmt.Sprintf("%s (%s)", sc.Title, sc.Years), Title: sc.Title, Years: sc.Years,
			Year: sc.Year, Levels: []StaticLevel{}, CarthageOnlyLoses: sc.CarthageOnlyLoses, Closed: sc.Closed, Diplomacy: sc.Diplomacy}
		for _, l := range sc.Levels {
			s.Levels = append(s.Levels, StaticLevel{Min: l.Min, Name: l.Name})
		}
		st.Scenarios = append(st.Scenarios, s)
	}
	return st
}

// Refs is empty: a Punic Wars view holds everything the page shows with it.
func (r *Rules) Refs(view any) any { return map[string]any{} }

// svgOptions are the drawing's options (DrawSVG): the title and each region's
// name and value.
func (r *Rules) svgOptions() boardsvg.Options {
	names, values := map[string]string{}, map[string]int{}
	for _, rg := range r.d.Regions {
		names[rg.Key], values[rg.Key] = rg.Name, rg.Value
	}
	return boardsvg.Options{Title: Title.Title, RegionNames: names, RegionValues: values}
}

// sideKey is a nation's side key.
func sideKey(n data.Nation) string {
	if n == data.Carthage {
		return "carthage"
	}
	return "rome"
}

// round1 rounds to a tenth, as the drawing prints its coordinates.
func round1(f float64) float64 { return math.Round(f*10) / 10 }

var _ game.Web = (*Rules)(nil)
