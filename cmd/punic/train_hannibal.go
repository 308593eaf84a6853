package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"punic/hannibal/bot"
)

func init() {
	registerTrainer("hannibal", trainHannibal)
}

// trainHannibal is "punic train [--game hannibal]".
func trainHannibal(args []string) error {
	fs := newFlags("train", "[--game hannibal] [--rome BOT] [--carthage BOT] [--games N] [--seed N] [--parallel N] [--lambda L] [--phases=false] [--out FILE]",
		"Plays Hannibal games between two bots (each sees only its own observation),\n"+
			"records the evaluation's terms at every strategy card play and who won, and\n"+
			"fits the evaluation's weights by logistic regression: one set for the first\n"+
			"turn and one for the last (--phases), pulled towards the hand-written weights\n"+
			"by an L2 penalty of --lambda games. It writes the weights as JSON to --out\n"+
			"(hannibal/bot/learned.json is the file built into punic: eval=learned).\n"+
			"Each game's trainer: punic train --game NAME -h ("+strings.Join(trainerNames(), ", ")+").")
	rome := fs.String("rome", "heuristic", "the bot playing Rome")
	carthage := fs.String("carthage", "heuristic", "the bot playing Carthage")
	games := fs.Int("games", 300, "games to play")
	seed := fs.Uint64("seed", 70000, "first game seed; game i uses seed+i")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at once")
	lambda := fs.Float64("lambda", 5, "L2 penalty towards the hand-written weights, in games")
	phases := fs.Bool("phases", true, "fit a first-turn and a last-turn set of weights (false: one set)")
	out := fs.String("out", "", "write the weights to `FILE` (default: standard output)")
	quiet := fs.Bool("quiet", false, "no progress")
	gameFlag(fs) // chosen by runTrain
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	if *games < 1 || *parallel < 1 || *lambda < 0 {
		return usagef("--games and --parallel must be at least 1, --lambda at least 0")
	}
	cfg := bot.SelfPlayConfig{Bots: [2]string{*rome, *carthage}, Games: *games, FirstSeed: *seed, Parallel: *parallel}
	if !*quiet {
		cfg.Progress = func(done int) { fmt.Fprintf(stderr, "\rpunic train: %d/%d games", done, *games) }
	}
	res, err := bot.SelfPlay(cfg)
	if !*quiet {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return err
	}
	l, err := bot.Fit(res.Samples, bot.FitConfig{Prior: bot.DefaultWeights(), Lambda: *lambda, Phases: *phases})
	if err != nil {
		return err
	}
	l.Games, l.RomeWins, l.Bots = res.Games, res.RomeWins, cfg.Bots
	fmt.Fprintf(stderr, "punic train: %d games (Rome won %d), %d positions; log loss per game %.4f, hand-written weights %.4f\n",
		res.Games, res.RomeWins, len(res.Samples), l.LogLoss, l.PriorLog)
	b, err := bot.MarshalLearned(l)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(b)
		return err
	}
	return os.WriteFile(*out, b, 0o644)
}
