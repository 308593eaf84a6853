// Package boardsvg draws a Punic Wars hex map (package hexmap) as SVG: sea,
// land and mountain hexes, the coast, region borders with each region's name
// and value, towns, cities and capitals, the ferry hexes and hexsides, and the
// hex numbers. The drawing is our own, made from the map data alone.
package boardsvg

// Options say what to draw beyond the map itself.
type Options struct {
	// HexSize is a hex's corner radius in SVG units (default 20).
	HexSize float64
	// RegionNames maps region keys to the names printed ("latium": "Latium");
	// a region without a name shows its key.
	RegionNames map[string]string
	// RegionValues maps region keys to their Region Values, printed after the
	// name; a region without a value shows none.
	RegionValues map[string]int
	// HideNumbers leaves out the hex numbers.
	HideNumbers bool
	// Title is printed above the map when not empty.
	Title string
	// Labels are free texts centred on hexes, such as the names of seas.
	Labels []Label
}

// Label is a free text centred on a hex.
type Label struct {
	Hex  int    // the hex number (2912)
	Text string // what to print
}

func (o Options) size() float64 {
	if o.HexSize <= 0 {
		return 20
	}
	return o.HexSize
}
