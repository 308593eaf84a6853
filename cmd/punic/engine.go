package main

import (
	"io"
	"os"

	"punic/game"
	"punic/protocol"
)

func init() {
	register(command{name: "engine", help: "speak the JSON engine protocol on stdin/stdout (docs/protocol.md)", run: runEngine})
}

// stdin is where subcommands read standard input (engine, play, replay -); tests
// replace it.
var stdin io.Reader = os.Stdin

// runEngine is "punic engine [--game NAME] [--data DIR]".
func runEngine(args []string) error {
	fs := newFlags("engine", "[--game NAME] [--data DIR]",
		"Reads requests, one JSON object a line, on standard input and writes one JSON\n"+
			"reply a line on standard output, so that any program can play, analyse or\n"+
			"test games of every game punic knows (docs/protocol.md; \"new\" names the\n"+
			"game). Send {\"cmd\":\"help\"} for the commands. --data gives the data of the\n"+
			"game --game names; the other games use their built-in data.")
	name := gameFlag(fs)
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	rules, err := loadRules(*name, *dir)
	if err != nil {
		return err
	}
	games := game.NewLoader(nil)
	games.Preload(rules)
	return protocol.Serve(games, stdin, stdout)
}
