// Package boardsvg draws the Hannibal board from the game data as a standalone SVG
// picture of our own: spaces at their drawing positions, provinces as soft coloured
// areas, connections by kind, ports, walled cities, tribes, control colours and a
// legend. Elements carry data-space and data-connection attributes so that the
// browser app can build on the picture.
package boardsvg

import (
	"errors"
	"io"

	"punic/hannibal/data"
)

// Options adjust a drawing.
type Options struct {
	// Control gives who controls each space; nil draws the board's starting control
	// (the 218 BC set-up of rule 4).
	Control func(data.SpaceID) data.Side
	// Title replaces the default title.
	Title string
	// Subtitle replaces the default line under the title.
	Subtitle string
}

// The default title lines.
const (
	DefaultTitle    = "Hannibal: Rome vs. Carthage"
	DefaultSubtitle = "The board at the start of the 218 BC campaign (rule 4)"
	stateSubtitle   = "The board"
)

// segment is a connection as an obstacle for labels, with the cost of hiding it.
type segment struct {
	a, b pt
	cost float64
}

// drawing is one rendering in progress.
type drawing struct {
	d        *data.Data
	b        *data.Board
	opts     Options
	out      svg
	frame    rect      // the drawing area
	reserved []rect    // title, legend: nothing else goes there
	symbols  []rect    // space symbols and their badges
	labels   []rect    // names placed so far
	segments []segment // connections, which labels should not hide
	nameAt   []namePos // where each space's name goes
}

// Render writes the board as a standalone SVG document.
func Render(w io.Writer, d *data.Data, opts Options) error {
	if d == nil || d.Board == nil {
		return errors.New("boardsvg: no board data")
	}
	if opts.Title == "" {
		opts.Title = DefaultTitle
	}
	if opts.Subtitle == "" {
		opts.Subtitle = DefaultSubtitle
		if opts.Control != nil {
			opts.Subtitle = stateSubtitle
		}
	}
	g := &drawing{d: d, b: d.Board, opts: opts}
	g.frame = rect{0, 0, float64(g.b.Width), float64(g.b.Height)}
	g.layout()
	g.document()
	_, err := io.WriteString(w, g.out.b.String())
	return err
}

// control returns who controls a space in this drawing.
func (g *drawing) control(id data.SpaceID) data.Side {
	if g.opts.Control != nil {
		return g.opts.Control(id)
	}
	return g.b.Spaces[id].Control
}

// at returns the drawing position of a space.
func (g *drawing) at(id data.SpaceID) pt {
	s := &g.b.Spaces[id]
	return pt{float64(s.X), float64(s.Y)}
}

// layout decides where the title, legend, symbols and names go before anything is
// written.
func (g *drawing) layout() {
	g.reserved = append(g.reserved, g.titleBox(), g.legendBox())
	for _, c := range g.b.Connections {
		cost := 150.0
		if c.Kind != data.Normal {
			cost = 600 // passes and straits matter most: keep names off them
		}
		g.segments = append(g.segments, segment{g.at(c.A), g.at(c.B), cost})
	}
	for i := range g.b.Spaces {
		g.symbols = append(g.symbols, g.symbolBoxes(data.SpaceID(i))...)
	}
	g.placeNames()
}

// document writes the whole SVG: background, provinces and their names,
// connections, spaces, title and legend, bottom to top.
func (g *drawing) document() {
	s := &g.out
	s.raw(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	s.open("svg", "xmlns", "http://www.w3.org/2000/svg",
		"viewBox", "0 0 "+num(g.frame.x1)+" "+num(g.frame.y1),
		"preserveAspectRatio", "xMidYMid meet",
		"font-family", "'Helvetica Neue', Helvetica, Arial, sans-serif",
		"class", "punic-board")
	s.title(g.opts.Title + " \u2014 " + g.opts.Subtitle)
	g.defs()
	s.empty("rect", "class", "background", "x", "0", "y", "0",
		"width", num(g.frame.x1), "height", num(g.frame.y1), "fill", paper)
	g.provinces()
	g.provinceNames()
	g.connections()
	g.spaces()
	g.heading()
	g.legend()
	s.close("svg")
}

// defs writes the shared symbols and the style sheet.
func (g *drawing) defs() {
	s := &g.out
	s.open("defs")
	s.open("symbol", "id", "anchor", "viewBox", "-8 -8 16 16", "overflow", "visible")
	s.empty("circle", "cx", "0", "cy", "-5", "r", "1.8", "fill", "none", "stroke", seaColour, "stroke-width", "1.5")
	s.empty("path", "d", "M0 -3.2 V6.5 M-3.5 -0.5 H3.5 M-6 2.5 Q-5 6.5 0 6.5 Q5 6.5 6 2.5",
		"fill", "none", "stroke", seaColour, "stroke-width", "1.7", "stroke-linecap", "round")
	s.close("symbol")
	s.close("defs")
	s.raw("<style>\n" +
		".label{paint-order:stroke;stroke:" + halo + ";stroke-width:4px;stroke-linejoin:round}\n" +
		".space:hover .symbol{stroke-width:4px}\n" +
		".connection:hover{opacity:0.6}\n" +
		"</style>\n")
}
