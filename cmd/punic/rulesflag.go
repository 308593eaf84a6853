package main

import (
	"fmt"
	"strings"

	"punic/game"
)

// rulesFlagHelp is the help of --rules: the variants of every game that offers
// some (game.Title.Variants).
func rulesFlagHelp() string {
	var parts []string
	for _, t := range game.Titles() {
		if len(t.Variants) == 0 {
			continue
		}
		var vs []string
		for i, v := range t.Variants {
			s := v.Key + " = " + v.Label
			if i == 0 {
				s += ", the default"
			}
			vs = append(vs, s)
		}
		parts = append(parts, fmt.Sprintf("%s: %s", t.Name, strings.Join(vs, "; ")))
	}
	help := "the rules `VARIANT` of a game that offers several"
	if len(parts) > 0 {
		help += " (" + strings.Join(parts, "; ") + ")"
	}
	return help
}

// rulesFlag adds --rules to fs.
func rulesFlag(fs *flagSet) *string { return fs.String("rules", "", rulesFlagHelp()) }

// checkRules reads --rules for the game t: "" for its default, or a variant it
// offers; anything else is a usage error saying what it offers.
func checkRules(t *game.Title, rules string) (string, error) {
	r, err := t.CheckRules(rules)
	if err != nil {
		return "", usagef("--rules: %v", err)
	}
	return r, nil
}
