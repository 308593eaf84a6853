// Package ai holds the bots that play punic games: a random bot, a heuristic bot
// and an information-set Monte Carlo tree search bot (Cowling, Powley & Whitehouse
// 2012), and the loop that makes two bots play a game.
//
// A bot's only input is an observation of its own seat (game.State.Observation):
// it never sees the true state. Bots that simulate fill in the unknowns with
// Determinize and play on the copy.
//
// The generic parts (bot.go, random.go, match.go, policy.go, evaluator.go,
// ismcts*.go) use only the game.State interface. What is particular to Hannibal —
// the evaluation, the fast playout policy, battle-card odds, the grouping of
// fine-grained decisions into whole plays, the heuristic bot — lives in the
// hannibal_*.go files and uses the exported API of package punic/hannibal.
package ai
