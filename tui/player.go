package tui

import (
	"strings"

	"punic/ai"
	"punic/game"
)

// Player sits at one side: a person at the keyboard (Bot nil) or a bot.
type Player struct {
	Name string // "human", or the bot's specification
	Bot  ai.Bot
}

// Human reports whether a person plays this seat.
func (p Player) Human() bool { return p.Bot == nil }

// PlayerHelp describes the player specifications NewPlayer accepts for game t.
func PlayerHelp(t *game.Title) string {
	return "human (a person at the keyboard), or a bot:\n" + ai.BotHelp(t)
}

// NewPlayer makes the player a specification names: "human", or a bot of game t
// ("random", "mcts:ms=500", the game's own… see ai.BotHelp) seeded with seed.
func NewPlayer(t *game.Title, spec string, seed uint64) (Player, error) {
	spec = strings.TrimSpace(spec)
	if spec == "human" {
		return Player{Name: "human"}, nil
	}
	b, err := ai.NewBot(t, spec, seed)
	if err != nil {
		return Player{}, err
	}
	return Player{Name: spec, Bot: b}, nil
}
