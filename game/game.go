// Package game is the small interface every punic game implements, so that bots,
// the engine protocol, the server and the tests can drive any game the same way.
//
// A State always knows who must decide next (ToMove), lists that player's legal
// actions, and applies one; an illegal action is refused with the reason and
// changes nothing. Actions are small integers with a stable text form. Hidden
// information is handled by Observation (what one player may know) and
// Determinize (a complete state consistent with an observation).
package game

// Player is a seat: 0 or 1, or None.
type Player int8

// None is returned by ToMove when the game is over, and by Outcome when nobody won.
const None Player = -1

// Action is one decision, encoded by the game.
type Action uint32

// Outcome is how a game ended.
type Outcome struct {
	Over   bool
	Winner Player // None while the game goes on
	Reason string
}

// State is a game in progress.
type State interface {
	// Players names the seats, in order ("rome", "carthage").
	Players() []string
	// ToMove returns the player who must decide now, or None when the game is over.
	ToMove() Player
	// Legal appends the legal actions of the player to move to buf.
	Legal(buf []Action) []Action
	// Apply takes an action of the player to move; an illegal action is refused
	// with the rule it breaks and the state is left unchanged.
	Apply(a Action) error
	// ApplyLegal takes an action known to be legal (from Legal) without checking.
	ApplyLegal(a Action)
	// ActionText is the action's stable text form; ParseAction reads it back.
	ActionText(a Action) string
	// ActionLabel describes the action for a person.
	ActionLabel(a Action) string
	// ParseAction finds the legal action with this text form.
	ParseAction(text string) (Action, error)
	// Clone returns an independent copy.
	Clone() State
	// CopyFrom makes the state a copy of src (a state of the same game), reusing
	// memory: the fast path for simulations.
	CopyFrom(src State)
	// Outcome reports whether and how the game ended.
	Outcome() Outcome
	// Observation returns what player p may know: a state whose hidden parts
	// (the opponent's cards, the deck's order, the dice) are unknown.
	Observation(p Player) State
	// Determinize returns a complete state consistent with an observation, the
	// unknowns filled at random from seed.
	Determinize(seed uint64) State
}
