// Package bot holds Hannibal's own bots and what they know of the game: the
// evaluation of a position (political control, supply, threats to the
// capitals), the fast playout policy, battle-card odds, the grouping of
// fine-grained decisions into whole plays for the search, and the heuristic bot.
// They read the engine's exported, read-only queries of an observation, never
// hidden state, and are built on the generic machinery of package punic/ai;
// Hannibal's registry entry (package punic/hannibal/title) offers them (New).
package bot
