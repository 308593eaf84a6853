package ai

import "punic/game"

// Bot chooses actions (game.Bot): Act gets an observation of the seat to move
// and returns one of its legal actions.
type Bot = game.Bot
