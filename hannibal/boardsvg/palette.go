package boardsvg

import (
	"fmt"
	"math"

	"punic/hannibal/data"
)

// The colours of the drawing (our own, not the published map's).
const (
	paper      = "#f4eedd" // background
	ink        = "#2a2118" // outlines and text
	roadColour = "#6b5a45" // normal connections
	passColour = "#3b2a1a" // pass outlines and non-Alps passes
	seaColour  = "#1f5f99" // straits, ports
	portFill   = "#e1eef8"
	halo       = "#fbf8ee" // behind labels
)

// sideFill is the fill of a space controlled by a side (Rome red, Carthage blue,
// neutral grey).
func sideFill(s data.Side) string {
	switch s {
	case data.Rome:
		return "#c0362c"
	case data.Carthage:
		return "#2456a6"
	}
	return "#a9a59c"
}

// sideText is the colour of text written on a space of that side.
func sideText(s data.Side) string {
	if s == data.NoSide {
		return ink
	}
	return "#ffffff"
}

// provinceColour returns a pastel for province i: hues spread by the golden angle so
// that provinces listed one after another (usually neighbours) differ clearly.
func provinceColour(i int) string {
	h := math.Mod(float64(i)*137.508+20, 360)
	return hsl(h, 0.55, 0.80)
}

// provinceInk returns a darker shade of the province colour for its name.
func provinceInk(i int) string {
	h := math.Mod(float64(i)*137.508+20, 360)
	return hsl(h, 0.45, 0.30)
}

// hsl converts a colour to "#rrggbb".
func hsl(h, s, l float64) string {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	to := func(v float64) int { return int(math.Round((v + m) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", to(r), to(g), to(b))
}
