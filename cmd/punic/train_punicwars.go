package main

import (
	"errors"
	"fmt"
	iofs "io/fs"
	"os"
	"runtime"

	"punic/punicwars/bot"
	"punic/punicwars/data"
)

func init() {
	registerTrainer("punicwars", trainPunicWars)
}

// punicWarsTrainGames are the games a scenario is fitted on by default, as
// for the shipped weights (docs/ai.md, "The fitted evaluation").
var punicWarsTrainGames = map[string]int{"first": 300, "second": 250}

// trainPunicWars is "punic train --game punicwars".
func trainPunicWars(args []string) error {
	fs := newFlags("train", "--game punicwars [--scenario first|second] [--games N] [--seed N] [--noise P] [--every N] [--end N] [--parallel N] [--newton] [--steps N] [--rate R] [--out FILE]",
		"Plays games of The Punic Wars between two heuristic bots, each action random\n"+
			"with probability --noise, records the fitted evaluation's terms every --every\n"+
			"decisions where the game is settled (0: at the start of every Game-Turn) and\n"+
			"Rome's result (1, ½, 0) in the end, the bots ending the war by agreement from\n"+
			"Game-Turn --end on (0: the war's historical length; by default twice it), and\n"+
			"fits each scenario's weights by logistic regression (gradient descent on the\n"+
			"log-loss, or Newton's method with --newton). It writes the weights as JSON to --out\n"+
			"(punicwars/bot/fitted.json is the file built into punic: mcts eval=fit);\n"+
			"with --scenario, the other scenarios of an existing --out file are kept.")
	gameFlag(fs) // chosen by runTrain
	scenario := fs.String("scenario", "", "fit only this scenario: first or second (default both)")
	games := fs.Int("games", 0, "games a scenario (default 300 for first, 250 for second)")
	seed := fs.Uint64("seed", 9000, "first game seed; game i uses seed+i, its bots seed+100+i and seed+200+i")
	noise := fs.Float64("noise", 0.05, "each bot's chance of a random legal action")
	every := fs.Int("every", 15, "a position every N decisions or more, where the game is settled (0: at the start of every Game-Turn)")
	end := fs.Int("end", -1, "the Game-Turn from which the training bots end the war by agreement whatever the result (0: the war's historical length; -1: twice it, as for the shipped weights)")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at once")
	newton := fs.Bool("newton", false, "fit by Newton's method to the minimum instead of gradient descent")
	steps := fs.Int("steps", 3000, "gradient descent steps")
	rate := fs.Float64("rate", 0.5, "gradient descent step size")
	out := fs.String("out", "", "write the weights to `FILE` (default: standard output)")
	quiet := fs.Bool("quiet", false, "no progress")
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	scenarios := []string{"first", "second"}
	if *scenario != "" {
		if _, ok := punicWarsTrainGames[*scenario]; !ok {
			return usagef("--scenario: %q has no fitted evaluation (first, second)", *scenario)
		}
		scenarios = []string{*scenario}
	}
	switch {
	case *games < 0:
		return usagef("--games must be at least 1")
	case *parallel < 1:
		return usagef("--parallel must be at least 1")
	case !(*noise >= 0 && *noise <= 1):
		return usagef("--noise must be between 0 and 1")
	case *every < 0:
		return usagef("--every must be 0 or more")
	case *end < -1:
		return usagef("--end must be -1 (twice the war's historical length), 0 (the historical length) or a Game-Turn")
	case *steps < 1:
		return usagef("--steps must be at least 1")
	case !(*rate > 0) || *rate > 1e6:
		return usagef("--rate must be above 0")
	}
	d, err := data.Default()
	if err != nil {
		return err
	}
	file := bot.FittedFile{Scenarios: map[string]bot.ScenarioWeights{}}
	if *scenario != "" && *out != "" {
		if b, err := os.ReadFile(*out); err == nil {
			if file, err = bot.ParseFitted(b); err != nil {
				return fmt.Errorf("%s: %v", *out, err)
			}
		} else if !errors.Is(err, iofs.ErrNotExist) {
			return err
		}
	}
	file.Terms = bot.FitTermNames()
	for _, sc := range scenarios {
		n := *games
		if n == 0 {
			n = punicWarsTrainGames[sc]
		}
		e := *end
		if e < 0 {
			scen, ok := d.ScenarioByKey(sc)
			if !ok {
				return fmt.Errorf("train: no scenario %q in the game's data", sc)
			}
			e = 2 * bot.HistoricalTurns(scen.Years)
		}
		cfg := bot.TrainingConfig{Scenario: sc, Games: n, Seed: *seed, Noise: *noise, Every: *every, End: e, Parallel: *parallel}
		if !*quiet {
			cfg.Progress = func(done int) { fmt.Fprintf(stderr, "\rpunic train: %s: %d/%d games", sc, done, n) }
		}
		samples, err := bot.TrainingGames(cfg)
		if !*quiet {
			fmt.Fprintln(stderr)
		}
		if err != nil {
			return err
		}
		w, err := bot.Fit(samples, bot.FitConfig{Newton: *newton, Steps: *steps, Rate: *rate})
		if err != nil {
			return err
		}
		w.Games, w.Seed, w.Noise, w.Every, w.End = n, *seed, *noise, *every, e
		file.Scenarios[sc] = w
		fmt.Fprintf(stderr, "punic train: %s: %d games, %d positions; log loss %.4f; weights %.2f, intercept %.2f\n",
			sc, n, w.Positions, w.LogLoss, w.Weights, w.Intercept)
	}
	b, err := bot.MarshalFitted(file)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(b)
		return err
	}
	return os.WriteFile(*out, b, 0o644)
}
