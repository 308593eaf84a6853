package main

import (
	"errors"
	"fmt"
	"io"

	"punic/match"
	"punic/tui"
)

func init() {
	register(command{name: "replay", help: "replay a saved game record and print its log and result: punic replay FILE", run: runReplay})
}

// runReplay is "punic replay [--position N] [--data DIR] FILE".
func runReplay(args []string) error {
	fs := newFlags("replay", "[--position N] [--data DIR] FILE",
		"Replays a game record (saved by \"punic play\" or the engine protocol) and prints\n"+
			"the whole log, each line with its rule, then the result. FILE \"-\" reads standard\n"+
			"input. The record names its game. A record made by another engine version or\n"+
			"with other data is refused.")
	pos := fs.Int("position", -1, "print only the position after action `N` (0: the start)")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 1); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("replay needs the record FILE")
	}
	file := fs.Arg(0)
	rec, rules, err := readRecord(file, *dir)
	if err != nil {
		return err
	}
	if *pos >= 0 {
		if *pos > len(rec.Actions) {
			return fmt.Errorf("--position %d: the record has %d actions", *pos, len(rec.Actions))
		}
		rec.Actions = rec.Actions[:*pos]
	}
	m, err := match.Replay(rules, rec)
	var ev *match.ErrVersion
	if errors.As(err, &ev) {
		hint := "replay it with the punic that made it"
		if ev.Field != "engine" {
			hint += ", or give its data with --data DIR"
		}
		return fmt.Errorf("%s: %v (%s)", file, err, hint)
	}
	if *pos >= 0 {
		if err != nil {
			return fmt.Errorf("%s: %v", file, err)
		}
		_, err := io.WriteString(stdout, m.Game().Position())
		return err
	}
	if m == nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	fmt.Fprintf(stdout, "Game record %s: scenario %s, seed %d, %d actions (%s)\n", file, rec.Scenario, rec.Seed, len(rec.Actions), rec.Engine)
	if rec.Position != "" {
		fmt.Fprintln(stdout, "Started from a position, not the scenario's set-up.")
	}
	if werr := tui.WriteLog(stdout, m.Game().Log()); werr != nil {
		return werr
	}
	if err != nil {
		return fmt.Errorf("%s: the record stops replaying at %v", file, err)
	}
	t, g := m.Title(), m.Game()
	if o := g.Outcome(); o.Over {
		fmt.Fprintf(stdout, "\nResult: %s.\n", t.ResultText(o))
	} else {
		fmt.Fprintf(stdout, "\nThe game is not over: %s to decide: %s\n", t.SideName(g.ToMove()), g.Status().Prompt)
	}
	return nil
}
