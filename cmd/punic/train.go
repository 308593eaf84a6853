package main

import (
	"sort"
	"strings"

	"punic/game"
)

// "punic train" fits a game's evaluation weights from self-play games. Each
// game that can be trained registers its trainer (train_GAME.go); --game
// chooses it, and the trainer parses the rest of the command line itself.

func init() {
	register(command{name: "train", help: "fit a game's evaluation weights from self-play games (--game; -h for each game's flags)", run: runTrain})
}

// trainers holds each game's trainer by game name (registerTrainer).
var trainers = map[string]func(args []string) error{}

// registerTrainer adds the trainer of a registered game; a game may register
// one.
func registerTrainer(name string, run func(args []string) error) {
	if _, dup := trainers[name]; dup {
		panic("punic: trainer of " + name + " registered twice")
	}
	trainers[name] = run
}

// runTrain is "punic train": it finds --game (the default game if absent) and
// hands the arguments to that game's trainer.
func runTrain(args []string) error {
	name, err := trainGame(args)
	if err != nil {
		return err
	}
	t, err := game.Lookup(name)
	if err != nil {
		return usagef("--game: %v", err)
	}
	run, ok := trainers[t.Name]
	if !ok {
		return usagef("--game: punic train has no trainer for %s (trainers: %s)", t.Name, strings.Join(trainerNames(), ", "))
	}
	return run(args)
}

// trainGame reads --game from the flags (one dash or two, "--game NAME" or
// "--game=NAME"), before any "--"; "" when absent.
func trainGame(args []string) (string, error) {
	name := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		f := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if f == a {
			continue
		}
		switch {
		case f == "game":
			if i+1 >= len(args) {
				return "", usagef("flag needs an argument: -game")
			}
			name = args[i+1]
			i++
		case strings.HasPrefix(f, "game="):
			name = strings.TrimPrefix(f, "game=")
		}
	}
	return name, nil
}

// trainerNames lists the games that have a trainer, sorted.
func trainerNames() []string {
	var out []string
	for n := range trainers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
