package ai

import "punic/game"

// Bot chooses actions. Act gets an observation of the seat to move (what that
// player may know, from game.State.Observation) and returns one of its legal
// actions. A bot keeps its own random generator, so a bot built with the same seed
// makes the same choices from the same observations; bots are not safe for
// concurrent use.
type Bot interface {
	// Name names the bot and its settings, for reports.
	Name() string
	// Act chooses an action for the player to move in obs.
	Act(obs game.State) game.Action
}
