// Package hannibal is the rules engine for Hannibal: Rome vs. Carthage (rules of
// the 2nd edition as amended by the 2007 printing).
//
// A Game is pure and deterministic: its State holds the board, the cards, a small
// stack of procedure frames (the rules as a resumable decision machine) and the
// seeded random generator that draws every die and shuffle, so a seed and a list of
// actions replay a game exactly. At every moment the game knows who must decide
// next (ToMove), what kind of decision it is (Decision) and every legal action
// (Legal); Apply takes one and refuses an illegal one with the rule it breaks,
// leaving the game unchanged. View builds what one side may see.
//
// The interface is documented in docs/engine.md. Rule numbers in comments and in
// the game log refer to the 2nd-edition rules text.
package hannibal
