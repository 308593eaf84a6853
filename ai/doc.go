// Package ai holds the bots every punic game gets and the machinery a game's own
// bots are built from: a random bot, an information-set Monte Carlo tree search
// bot (Cowling, Powley & Whitehouse 2012) with its policies, evaluations and
// groupings of decisions, the parsing of bot specifications, and the loop that
// makes two bots play a game.
//
// A bot's only input is an observation of its own seat (game.State.Observation):
// it never sees the true state. Bots that simulate fill in the unknowns with
// Determinize and play on the copy.
//
// Everything here uses only the game.State interface. A game's own bots — for
// Hannibal the evaluation, the fast playout policy, battle-card odds, the
// grouping of fine-grained decisions into whole plays and the heuristic bot, in
// package punic/hannibal/bot — come through its registry entry
// (game.Title.NewBot); NewBot builds a game's bot from a specification, falling
// back on the generic random and mcts (random playouts) bots.
package ai
