package data

import "fmt"

// Side is one of the two players, or neither (for control and tribes).
type Side uint8

// The sides. Rome and Carthage index two-element arrays.
const (
	Rome     Side = 0
	Carthage Side = 1
	NoSide   Side = 2
)

// Other returns the opponent of a player side.
func (s Side) Other() Side { return 1 - s }

// String returns the side's name as the rules write it.
func (s Side) String() string {
	switch s {
	case Rome:
		return "Rome"
	case Carthage:
		return "Carthage"
	}
	return "none"
}

// Key returns the side's lower-case name as used in data files and action texts.
func (s Side) Key() string {
	switch s {
	case Rome:
		return "rome"
	case Carthage:
		return "carthage"
	}
	return "none"
}

// ParseSide reads "rome", "carthage" or "none".
func ParseSide(s string) (Side, error) {
	switch s {
	case "rome", "Rome":
		return Rome, nil
	case "carthage", "Carthage":
		return Carthage, nil
	case "none", "":
		return NoSide, nil
	}
	return NoSide, fmt.Errorf("unknown side %q (want rome, carthage or none)", s)
}
