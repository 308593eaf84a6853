package main

import (
	"fmt"
	"io"
	"os"

	"punic/game"
	"punic/match"
)

// readInput reads a file, or standard input for "-".
func readInput(name string) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// readRecord reads a game record from a file (or standard input for "-") and
// loads the rules of the game it names, from dir when given.
func readRecord(file, dir string) (*match.Record, game.Rules, error) {
	b, err := readInput(file)
	if err != nil {
		return nil, nil, err
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", file, err)
	}
	rules, err := loadRules(rec.Game, dir)
	if err != nil {
		return nil, nil, err
	}
	return rec, rules, nil
}
