package main

import (
	"encoding/json"
	"fmt"
	"io"

	"punic/game"
	"punic/match"
)

func init() {
	register(command{name: "odds", help: "estimate a battle's odds and losses from one side's knowledge: punic odds --position FILE|--record FILE --side SIDE --battle SPACE", run: runOdds})
}

// runOdds is "punic odds (--position FILE | --record FILE [--at N]) --side SIDE
// [--battle SPACE] [--action TEXT] [--samples N] [--seed N] [--json]".
func runOdds(args []string) error {
	fs := newFlags("odds", "(--position FILE | --record FILE [--at N]) --side SIDE [--battle SPACE] [--action TEXT] [--samples N] [--seed N] [--json]",
		"Estimates a battle from what SIDE may know: its own hand, the public counts, the other\n"+
			"hand sampled at random (never the true one), each sample played out by the rules with\n"+
			"both sides choosing by the bots' battle policy. The battle is the one being fought, or\n"+
			"the one SIDE's action at the decision due leads to: --battle SPACE moves into SPACE,\n"+
			"fights after an interception or stands when the enemy enters it; --action TEXT names\n"+
			"the action (\"intercept varro\"). Prints each side's chance of winning, the chance of no\n"+
			"battle, the expected CU losses and their histogram (docs/protocol.md, \"odds\").")
	posFile := fs.String("position", "", "the game's position text in `FILE` (\"-\": standard input)")
	recFile := fs.String("record", "", "a game record `FILE`; the position is after its last action")
	at := fs.Int("at", -1, "with --record: the position after action `N`")
	sideKey := fs.String("side", "", "whose knowledge: `SIDE` (rome, carthage)")
	battle := fs.String("battle", "", "the battle's `SPACE` (a space key)")
	action := fs.String("action", "", "the action `TEXT` that leads to the battle")
	samples := fs.Int("samples", 0, "simulated battles (`N`; default the game's)")
	seed := fs.Uint64("seed", 1, "seed of the sampling (`N`)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	gameName := gameFlag(fs)
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	if (*posFile == "") == (*recFile == "") {
		return usagef("give either --position FILE or --record FILE")
	}
	if *at >= 0 && *recFile == "" {
		return usagef("--at goes with --record")
	}
	in, err := oddsGame(*posFile, *recFile, *at, *gameName, *dir)
	if err != nil {
		return err
	}
	teller, ok := in.(game.OddsTeller)
	if !ok {
		return fmt.Errorf("this game does not estimate battles")
	}
	t := in.Players()
	p := game.None
	for i, s := range t {
		if s == *sideKey {
			p = game.Player(i)
		}
	}
	if p == game.None {
		return usagef("--side must be one of %v, not %q", t, *sideKey)
	}
	rep, err := teller.Odds(p, game.OddsQuery{Battle: *battle, Action: *action, Samples: *samples, Seed: *seed})
	if err != nil {
		return err
	}
	if *asJSON {
		b, err := json.MarshalIndent(rep, "", " ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", b)
		return err
	}
	_, err = io.WriteString(stdout, rep.Chart())
	return err
}

// oddsGame loads the game the odds are asked of: a position text, or a record
// replayed up to action at (-1: all of it).
func oddsGame(posFile, recFile string, at int, gameName, dir string) (game.Instance, error) {
	if posFile != "" {
		b, err := readInput(posFile)
		if err != nil {
			return nil, err
		}
		rules, err := loadRules(gameName, dir)
		if err != nil {
			return nil, err
		}
		in, err := rules.LoadPosition(string(b), 1)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", posFile, err)
		}
		return in, nil
	}
	b, err := readInput(recFile)
	if err != nil {
		return nil, err
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", recFile, err)
	}
	rules, err := loadRules(rec.Game, dir)
	if err != nil {
		return nil, err
	}
	if at > len(rec.Actions) {
		return nil, fmt.Errorf("--at %d: the record has %d actions", at, len(rec.Actions))
	}
	if at >= 0 {
		rec.Actions = rec.Actions[:at]
	}
	m, err := match.Replay(rules, rec)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", recFile, err)
	}
	return m.Game(), nil
}
