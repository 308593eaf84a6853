package main

import (
	"fmt"
	"math/rand/v2"
	"os"

	"punic/game"
	"punic/match"
	"punic/tui"
)

func init() {
	register(command{name: "play", help: "play a game in the terminal: two people (hotseat) or against a bot", run: runPlay})
}

// runPlay is "punic play [--game NAME] [--SIDE P]… [--scenario S] [--seed N]
// [--resume FILE] [--referee] [--data DIR]".
func runPlay(args []string) error {
	t, _ := game.Lookup("")
	help := ""
	if t != nil {
		help = "\n\nA PLAYER is " + tui.PlayerHelp(t)
	}
	fs := newFlags("play", "[--game NAME] [--rome PLAYER] [--carthage PLAYER] [--scenario KEY] [--rules VARIANT] [--seed N] [--resume FILE] [--referee] [--data DIR]",
		"Plays a whole game in the terminal. Each side is a person (human) or a bot; two\n"+
			"people share the keyboard (hotseat) and pass it between turns. Type a choice's\n"+
			"number or an action's text; \"help\" lists the commands (undo, log, board, view,\n"+
			"lesson, hint, save FILE, resign, quit; hint shows the mcts bot's three preferred\n"+
			"choices with their win estimates). Each side of the game has its flag (--rome,\n"+
			"--carthage); a resumed game is of the game its record names, under its rules.\n\n"+
			"Learn to play: Hannibal's six tutorials are scenarios tutorial-1 … tutorial-6\n"+
			"(docs/tutorials.md). \"punic play --scenario tutorial-1\" prints the lesson: the\n"+
			"goal and special rules at the start, each step's text and the spaces it points\n"+
			"at (the board marks the armies there with >), and the result at the end.\n"+
			"\"lesson\" shows the current step again. Tutorials 1-3 are solitaire (let a bot\n"+
			"answer for the other side: --carthage heuristic for tutorial 1, --rome heuristic\n"+
			"for 2 and 3); 4-6 are for two players, or one against a bot."+help)
	name := gameFlag(fs)
	sides := sideFlags(fs, "human", "who plays: `PLAYER`")
	scenario := fs.String("scenario", "", "the scenario `KEY` (default: the game's default scenario; tutorial-1 … tutorial-6 teach Hannibal)")
	rulesName := rulesFlag(fs)
	seed := fs.Uint64("seed", 0, "seed `N` of the dice and shuffles (default: random)")
	resume := fs.String("resume", "", "continue the game saved in `FILE` (by \"save FILE\")")
	refereeMode := fs.Bool("referee", false, "table-referee mode: ask the table for the dice rolled, the cards drawn and the random picks (a saved referee game resumes in this mode)")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	var m *match.Match
	if *resume != "" {
		b, err := os.ReadFile(*resume)
		if err != nil {
			return err
		}
		rec, err := match.ParseRecord(b)
		if err != nil {
			return fmt.Errorf("%s: %v", *resume, err)
		}
		if *rulesName != "" {
			return usagef("--rules: a saved game keeps the rules it was started with")
		}
		if *refereeMode && !rec.Referee {
			return usagef("--referee: the game in %s was not played in referee mode, and the mode cannot change in the middle of a game", *resume)
		}
		rules, err := loadRules(rec.Game, *dir)
		if err != nil {
			return err
		}
		if m, err = match.Resume(rules, rec); err != nil {
			return fmt.Errorf("%s: %v", *resume, err)
		}
	} else {
		rules, err := loadRules(*name, *dir)
		if err != nil {
			return err
		}
		s := *seed
		if s == 0 {
			s = rand.Uint64()
		}
		r, err := checkRules(rules.Title(), *rulesName)
		if err != nil {
			return err
		}
		m, err = match.New(rules, game.Options{Scenario: *scenario, Seed: s, Referee: *refereeMode, Rules: r})
		if m == nil {
			return err
		}
		// A referee game may wait for the table before its first decision
		// (Hannibal's deal): tui.Play asks the table for it.
		if _, needs := m.Need(err, nil); err != nil && !needs {
			return err
		}
	}
	t = m.Title()
	if err := foreignSides(fs, t, sides); err != nil {
		return err
	}
	cfg := tui.Config{Match: m, Clear: isTerminal(stdout)}
	base := m.Seed() + uint64(m.Actions())
	for i, side := range t.Sides {
		var err error
		if cfg.Players[i], err = tui.NewPlayer(t, *sides[side], base*2+uint64(i)+1); err != nil {
			return usagef("--%s: %v", side, err)
		}
	}
	return tui.Play(cfg, stdin, stdout)
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
