package ai

import (
	"math/rand/v2"

	"punic/game"
)

// Grouping merges fine-grained decisions into whole plays ("macro" actions) for a
// search: only the decisions for which Search is true become nodes of the tree;
// Fill takes the others, inside the tree and in playouts, so that one node stands
// for a whole play (a card and everything it leads to).
type Grouping interface {
	// Search reports whether the decision of s, with these legal actions, is
	// searched.
	Search(s game.State, legal []game.Action) bool
	// Fill chooses the action of a decision that is not searched.
	Fill(s game.State, legal []game.Action, r *rand.Rand) game.Action
}
