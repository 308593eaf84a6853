package main

import (
	"io"
	"os"

	"punic/protocol"
)

func init() {
	register(command{name: "engine", help: "speak the JSON engine protocol on stdin/stdout (docs/protocol.md)", run: runEngine})
}

// stdin is where subcommands read standard input (engine, play, replay -); tests
// replace it.
var stdin io.Reader = os.Stdin

// runEngine is "punic engine [--data DIR]".
func runEngine(args []string) error {
	fs := newFlags("engine", "[--data DIR]",
		"Reads requests, one JSON object a line, on standard input and writes one JSON\n"+
			"reply a line on standard output, so that any program can play, analyse or\n"+
			"test games (docs/protocol.md). Send {\"cmd\":\"help\"} for the commands.")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	d, err := loadData(*dir)
	if err != nil {
		return err
	}
	return protocol.Serve(d, stdin, stdout)
}
