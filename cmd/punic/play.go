package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"

	"punic/hannibal"
	"punic/referee"
	"punic/tui"
)

func init() {
	register(command{name: "play", help: "play a game in the terminal: two people (hotseat) or against a bot", run: runPlay})
}

// runPlay is "punic play [--rome P] [--carthage P] [--scenario S] [--seed N]
// [--resume FILE] [--referee] [--data DIR]".
func runPlay(args []string) error {
	fs := newFlags("play", "[--rome PLAYER] [--carthage PLAYER] [--scenario KEY] [--seed N] [--resume FILE] [--referee] [--data DIR]",
		"Plays a whole game in the terminal. Each side is a person (human) or a bot; two\n"+
			"people share the keyboard (hotseat) and pass it between turns. Type a choice's\n"+
			"number or an action's text; \"help\" lists the commands (undo, log, board, view,\n"+
			"save FILE, resign, quit).\n\nA PLAYER is "+tui.PlayerHelp)
	rome := fs.String("rome", "human", "who plays Rome: `PLAYER`")
	carthage := fs.String("carthage", "human", "who plays Carthage: `PLAYER`")
	scenario := fs.String("scenario", "218bc", "the scenario `KEY`")
	seed := fs.Uint64("seed", 0, "seed `N` of the dice and shuffles (default: random)")
	resume := fs.String("resume", "", "continue the game saved in `FILE` (by \"save FILE\")")
	refereeMode := fs.Bool("referee", false, "table-referee mode: ask the table for the dice rolled, the cards drawn and the random picks (a saved referee game resumes in this mode)")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	d, err := loadData(*dir)
	if err != nil {
		return err
	}
	var m *hannibal.Match
	if *resume != "" {
		b, err := os.ReadFile(*resume)
		if err != nil {
			return err
		}
		rec, err := hannibal.ParseRecord(b)
		if err != nil {
			return fmt.Errorf("%s: %v", *resume, err)
		}
		if *refereeMode && !rec.Referee {
			return usagef("--referee: the game in %s was not played in referee mode, and the mode cannot change in the middle of a game", *resume)
		}
		if m, err = referee.Resume(d, rec); err != nil {
			return fmt.Errorf("%s: %v", *resume, err)
		}
	} else {
		s := *seed
		if s == 0 {
			s = rand.Uint64()
		}
		m, err = hannibal.NewMatch(d, hannibal.Options{Scenario: *scenario, Seed: s, Referee: *refereeMode})
		// A referee game waits for its first deal (a *hannibal.NeedInput):
		// tui.Play asks the table for it.
		var need *hannibal.NeedInput
		if err != nil && !(m != nil && errors.As(err, &need)) {
			return err
		}
	}
	cfg := tui.Config{Match: m, Clear: isTerminal(stdout)}
	base := m.Record().Seed + uint64(len(m.Record().Actions))
	for i, spec := range []string{*rome, *carthage} {
		if cfg.Players[i], err = tui.NewPlayer(spec, base*2+uint64(i)+1); err != nil {
			return usagef("--%s: %v", hannibal.Side(i).Key(), err)
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
