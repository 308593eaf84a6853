package ai

import (
	"math"

	"punic/game"
)

// node is an information-set node of an ISMCTS tree: the decisions taken from the
// root to reach it, whatever the hidden cards and dice were. Its statistics are
// those of the edge that leads to it, seen by the player who chose that edge.
type node struct {
	player   game.Player // who chose action
	action   game.Action
	visits   float64
	reward   float64 // total reward of player over the visits
	avail    float64 // how often the edge was available when its parent was visited
	prior    float64 // virtual visits of a root prior, included in visits
	children []*node
}

// child returns the child reached when player takes a, or nil.
func (n *node) child(player game.Player, a game.Action) *node {
	for _, c := range n.children {
		if c.action == a && c.player == player {
			return c
		}
	}
	return nil
}

// add creates the child reached when player takes a.
func (n *node) add(player game.Player, a game.Action) *node {
	c := &node{player: player, action: a}
	n.children = append(n.children, c)
	return c
}

// ucb is the child's upper confidence bound, using availability instead of the
// parent's visits (Cowling, Powley & Whitehouse 2012, section 5.2).
func (n *node) ucb(c float64) float64 {
	return n.reward/n.visits + c*math.Sqrt(math.Log(n.avail)/n.visits)
}

// size counts the nodes of the tree below and including n.
func (n *node) size() int {
	k := 1
	for _, c := range n.children {
		k += c.size()
	}
	return k
}
