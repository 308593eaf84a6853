package tui

import (
	"strings"

	"punic/ai"
)

// Player sits at one side: a person at the keyboard (Bot nil) or a bot.
type Player struct {
	Name string // "human", or the bot's specification
	Bot  ai.Bot
}

// Human reports whether a person plays this seat.
func (p Player) Human() bool { return p.Bot == nil }

// PlayerHelp describes the player specifications NewPlayer accepts.
const PlayerHelp = "human (a person at the keyboard), or a bot:\n" + ai.BotHelp

// newBot builds a bot from its specification. The bots and their options are
// listed in one table in package ai (ai.NewBot, ai.BotHelp); a new bot added there
// is available here at once.
var newBot = ai.NewBot

// NewPlayer makes the player a specification names: "human", or a bot
// ("random", "heuristic", "mcts:ms=500", … see ai.BotHelp) seeded with seed.
func NewPlayer(spec string, seed uint64) (Player, error) {
	spec = strings.TrimSpace(spec)
	if spec == "human" {
		return Player{Name: "human"}, nil
	}
	b, err := newBot(spec, seed)
	if err != nil {
		return Player{}, err
	}
	return Player{Name: spec, Bot: b}, nil
}
