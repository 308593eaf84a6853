package main

import (
	"bytes"
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// places is the hand-written input, places.yaml: everything about the map that
// is a decision rather than geography read from the coastline. Coordinates are
// [lat, lon] in degrees.
type places struct {
	Grid struct {
		Cols [2]int `yaml:"cols"`
		Rows [2]int `yaml:"rows"`
	} `yaml:"grid"`
	// LandFraction is the share of a hex's area that must be land for the hex
	// to be land (unless a place or a forced fact makes it land).
	LandFraction float64 `yaml:"land_fraction"`
	// Regions maps each region key to its landmass and seed points; a land hex
	// belongs to the region of the nearest seed (the regions' places are seeds
	// too).
	Regions map[string]regionIn `yaml:"regions"`
	// Mountains maps a range's name to its crest line and half-width.
	Mountains map[string]rangeIn `yaml:"mountains"`
	// Places are towns, cities and the anchors (places with a hex).
	Places []placeIn `yaml:"places"`
	// Ferries are the three ferry hexes and their ferry hexsides.
	Ferries []ferryIn `yaml:"ferries"`
	// Force sets facts of single hexes, overriding everything else.
	Force map[hexNo]forceIn `yaml:"force"`
}

// hexNo is a hex number read as written: 0214 is hex 0214, not octal.
type hexNo int

// UnmarshalYAML reads the number's digits in base ten.
func (h *hexNo) UnmarshalYAML(n *yaml.Node) error {
	v, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil || len(n.Value) != 4 {
		return fmt.Errorf("line %d: hex %q: want four digits like 0214", n.Line, n.Value)
	}
	*h = hexNo(v)
	return nil
}

// regionIn is one region in places.yaml.
type regionIn struct {
	Landmass string       `yaml:"landmass"`
	Seeds    [][2]float64 `yaml:"seeds"`
}

// rangeIn is one mountain range: a crest line and how far from it (in hex
// widths) a hex centre must lie to be mountain.
type rangeIn struct {
	Width float64      `yaml:"width"`
	Crest [][2]float64 `yaml:"crest"`
}

// placeIn is a town, city or anchor.
type placeIn struct {
	Name    string  `yaml:"name"`
	Lat     float64 `yaml:"lat"`
	Lon     float64 `yaml:"lon"`
	Site    string  `yaml:"site"`    // town, city, or "" for an anchor only
	Capital bool    `yaml:"capital"` // Rome, Carthage, Syracuse
	Region  string  `yaml:"region"`  // the region its hex must be in
	Hex     hexNo   `yaml:"hex"`     // the hex the rules text fixes (an anchor), or 0
	Move    hexNo   `yaml:"move"`    // put it in this hex instead of the one its coordinates fall in (not an anchor)
	Note    string  `yaml:"note"`    // why, for the docs
}

// ferryIn is a ferry hex (5.37).
type ferryIn struct {
	Hex    hexNo         `yaml:"hex"`
	Name   string        `yaml:"name"`
	Lat    float64       `yaml:"lat"`
	Lon    float64       `yaml:"lon"`
	Region string        `yaml:"region"`
	Sides  []string      `yaml:"sides"` // directions of its ferry hexsides
	Across []forceAcross `yaml:"across"`
}

// forceAcross makes the hex across a ferry side land of a region.
type forceAcross struct {
	Hex    hexNo  `yaml:"hex"`
	Region string `yaml:"region"`
}

// forceIn forces facts of one hex.
type forceIn struct {
	Terrain string `yaml:"terrain"` // sea, clear, mountain
	Region  string `yaml:"region"`
	Note    string `yaml:"note"`
}

// parsePlaces reads places.yaml strictly (unknown keys are errors).
func parsePlaces(b []byte) (*places, error) {
	var p places
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("places.yaml: %w", err)
	}
	if p.LandFraction <= 0 || p.LandFraction >= 1 {
		return nil, fmt.Errorf("places.yaml: land_fraction %g: want between 0 and 1", p.LandFraction)
	}
	for _, pl := range p.Places {
		if _, ok := p.Regions[pl.Region]; pl.Region != "" && !ok {
			return nil, fmt.Errorf("places.yaml: place %s: unknown region %q", pl.Name, pl.Region)
		}
		if pl.Site != "" && pl.Site != "town" && pl.Site != "city" {
			return nil, fmt.Errorf("places.yaml: place %s: site %q: want town or city", pl.Name, pl.Site)
		}
	}
	for _, f := range p.Ferries {
		if _, ok := p.Regions[f.Region]; !ok {
			return nil, fmt.Errorf("places.yaml: ferry %04d: unknown region %q", f.Hex, f.Region)
		}
	}
	for h, f := range p.Force {
		if _, ok := p.Regions[f.Region]; f.Region != "" && !ok {
			return nil, fmt.Errorf("places.yaml: force %04d: unknown region %q", h, f.Region)
		}
	}
	return &p, nil
}
