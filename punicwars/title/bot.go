package title

import (
	"punic/game"
	"punic/punicwars"
	"punic/punicwars/bot"
)

// The Punic Wars' own bots come from package punicwars/bot: the heuristic
// (rules of thumb) and mcts (IS-MCTS over the key decisions, with this game's
// evaluation and the rules of thumb as playout policy). The generic random bot
// is left to package ai.

const botHelp = bot.Help

// newBot builds the game's own bots; nil, nil for the generic ones.
func newBot(spec string, seed uint64) (game.Bot, error) {
	return bot.New(spec, seed)
}

// engineOf is the engine's game under a state of The Punic Wars: a bot's
// observation or world, or a front end's Instance.
func engineOf(s game.State) *punicwars.Game {
	if in, ok := s.(*Instance); ok {
		return in.G
	}
	return s.(*punicwars.GenericState).G
}
