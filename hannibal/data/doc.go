// Package data holds the facts of Hannibal: Rome vs. Carthage (2007 Valley Games
// printing) that the rules text leaves to the components: the board's spaces,
// provinces and connections, the generals, the strategy and battle cards, the dice
// tables printed on the map, the turn track and the scenarios.
//
// The facts live in human-editable YAML files (documented in docs/data-format.md)
// embedded in the binary. Load validates them and builds read-only, integer-indexed
// structures the rules engine uses; a user owning a different printing can edit a
// copy of the files and load it with LoadDir.
package data
