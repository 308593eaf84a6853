package main

import (
	"flag"
	"fmt"
	"strings"

	"punic/game"
)

// The flags that choose a game and its data, shared by the subcommands.

// dataFlagHelp is the help of the --data flag that subcommands share.
const dataFlagHelp = "load the game's data from `DIR` (an edited copy made with \"punic data --export\") instead of the built-in files"

// gameFlag adds --game to fs.
func gameFlag(fs *flagSet) *string {
	return fs.String("game", game.DefaultGame, "the game: `NAME` ("+strings.Join(game.Names(), ", ")+")")
}

// loadRules finds the game named and loads its data: the built-in files, or the
// copy in dir when dir is not empty. An unknown game is a usage error naming the
// games known; an invalid directory an error listing every problem.
func loadRules(name, dir string) (game.Rules, error) {
	t, err := game.Lookup(name)
	if err != nil {
		return nil, usagef("--game: %v", err)
	}
	return t.Load(dir)
}

// sideFlags adds a --SIDE flag for each side of every game, all defaulting to
// def, and returns them by side key.
func sideFlags(fs *flagSet, def, what string) map[string]*string {
	out := map[string]*string{}
	for _, t := range game.Titles() {
		for _, s := range t.Sides {
			if out[s] == nil {
				out[s] = fs.String(s, def, fmt.Sprintf("%s %s (when the game has this side)", what, s))
			}
		}
	}
	return out
}

// foreignSides refuses the side flags given on the command line that t does not
// have.
func foreignSides(fs *flagSet, t *game.Title, sides map[string]*string) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		if _, isSide := sides[f.Name]; isSide && t.PlayerOf(f.Name) == game.None && err == nil {
			err = usagef("--%s: %s has no side %s (its sides: %s)", f.Name, t.Name, f.Name, strings.Join(t.Sides, ", "))
		}
	})
	return err
}
