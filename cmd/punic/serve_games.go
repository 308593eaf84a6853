package main

import (
	"slices"
	"strings"

	"punic/game"
)

// gameList is serve's --game: repeatable, or a comma-separated list; empty
// means every registered game.
type gameList []string

// String is the list as the flag shows it.
func (l *gameList) String() string { return strings.Join(*l, ",") }

// Set adds the games named (a comma-separated list), refusing an unknown one
// with the games known.
func (l *gameList) Set(v string) error {
	for _, name := range strings.Split(v, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if _, err := game.Lookup(name); err != nil {
			return err
		}
		if !slices.Contains(*l, name) {
			*l = append(*l, name)
		}
	}
	return nil
}

// serveRules loads the games serve plays: those named, or every registered
// game. --data DIR, an edited copy of one game's data, needs that one game
// named.
func serveRules(names gameList, dir string) ([]game.Rules, error) {
	if len(names) == 0 {
		names = game.Names()
	}
	if dir != "" && len(names) != 1 {
		return nil, usagef("--data: name the one game whose data DIR holds with --game (this server would play %s)", strings.Join(names, ", "))
	}
	var out []game.Rules
	for _, name := range names {
		r, err := loadRules(name, dir)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}
