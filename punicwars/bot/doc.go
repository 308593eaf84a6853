// Package bot holds The Punic Wars' own bots: an evaluation of a position for
// this game (region control and Victory Points against the scenario's Levels
// of Victory, Treasury, Strength Points, threats to the capitals, sieges), a
// rule-of-thumb policy that is both the heuristic bot and the playout policy
// of the search, the end of the war by agreement (18.1), and the IS-MCTS
// configuration (package ai) built on them.
//
// Every bot reads only its observation (punicwars.Game.Observation): a hidden
// force inside the walls (9.12) counts at a guessed strength, and the search
// fills it at random in each simulated world (Determinize). Case numbers are
// those of the rules folder.
package bot
