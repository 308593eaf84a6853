package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"punic/ai"
	"punic/game"
)

func init() {
	register(command{name: "arena", help: "play games between two bots and report their win rates with 95% intervals", run: runArena})
}

// arenaConfig is what "punic arena" was asked to do.
type arenaConfig struct {
	title        *game.Title
	bots         [2]string // bot A and bot B
	fixedSides   bool      // A always the first side and B the second (--rome/--carthage)
	games        int
	parallel     int
	seed         uint64
	scenario     string
	rules        string // the rules variant (game.Options.Rules)
	chart        string
	maxDecisions int
	quiet        bool
}

// arenaGame is one game of the arena and how it went.
type arenaGame struct {
	index    int
	seed     uint64
	aFirst   bool // A plays the first side (Hannibal: Rome)
	outcome  game.Outcome
	result   ai.Result
	turns    int
	score    []int // each side's score at the end, when the game keeps one
	aWon     bool
	bWon     bool
	err      error
	thinking [2]time.Duration // bot A's and bot B's
}

// runArena is "punic arena".
func runArena(args []string) error {
	help := ""
	if t, err := game.Lookup(""); err == nil {
		help = "\n\n" + ai.BotHelp(t)
	}
	fs := newFlags("arena", "[--game NAME] (--rome BOT --carthage BOT | --a BOT --b BOT) [flags]",
		"Plays games between two bots and prints each bot's win rate on each side with a\n"+
			"95% Wilson interval, the average game length, and optionally an SVG chart.\n"+
			"With --a/--b the bots swap sides every other game, each pair of games sharing\n"+
			"a seed; with a flag per side (--rome, --carthage) each bot keeps its side.\n"+
			"Bots see only their own side's observation."+help)
	name := gameFlag(fs)
	sides := sideFlags(fs, "", "the bot that always plays")
	botA := fs.String("a", "", "bot A, playing both sides in turn (with --b)")
	botB := fs.String("b", "", "bot B, playing both sides in turn (with --a)")
	games := fs.Int("games", 20, "number of games")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at once")
	seed := fs.Uint64("seed", 1, "first game seed; game i uses seed+i (pairs share one with --a/--b)")
	scenario := fs.String("scenario", "", "scenario key (default: the game's default scenario)")
	rulesName := rulesFlag(fs)
	chart := fs.String("chart", "", "write a win-rate chart as SVG to `FILE`")
	maxDec := fs.Int("max-decisions", 20000, "abandon a game after this many decisions")
	quiet := fs.Bool("quiet", false, "no progress bar")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	rules, err := loadRules(*name, *dir)
	if err != nil {
		return err
	}
	t := rules.Title()
	if err := foreignSides(fs, t, sides); err != nil {
		return err
	}
	cfg := arenaConfig{title: t, games: *games, parallel: *parallel, seed: *seed, scenario: *scenario,
		chart: *chart, maxDecisions: *maxDec, quiet: *quiet}
	if cfg.scenario == "" {
		cfg.scenario = game.DefaultScenario(rules)
	}
	if cfg.rules, err = checkRules(t, *rulesName); err != nil {
		return err
	}
	first, second := *sides[t.Sides[0]], *sides[t.Sides[1]]
	switch {
	case first != "" && second != "" && *botA == "" && *botB == "":
		cfg.bots, cfg.fixedSides = [2]string{first, second}, true
	case *botA != "" && *botB != "" && first == "" && second == "":
		cfg.bots = [2]string{*botA, *botB}
	default:
		return usagef("give either --%s and --%s, or --a and --b", t.Sides[0], t.Sides[1])
	}
	if cfg.games < 1 {
		return usagef("--games must be at least 1")
	}
	if cfg.parallel < 1 {
		cfg.parallel = 1
	}
	for _, spec := range cfg.bots {
		if _, err := ai.NewBot(t, spec, 0); err != nil {
			return usagef("%v", err)
		}
	}
	if keys := game.ScenarioKeys(rules); !slices.Contains(keys, cfg.scenario) {
		return usagef("unknown scenario %q (scenarios: %s)", cfg.scenario, strings.Join(keys, ", "))
	}
	results, err := playArena(rules, cfg)
	if err != nil {
		return err
	}
	rep := newArenaReport(cfg, results)
	io.WriteString(stdout, rep.text())
	if cfg.chart != "" {
		f, err := os.Create(cfg.chart)
		if err != nil {
			return err
		}
		if err := rep.chart(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "punic arena: wrote %s\n", cfg.chart)
	}
	for _, r := range results {
		if r.err != nil {
			return fmt.Errorf("game %d (seed %d): %v", r.index+1, r.seed, r.err)
		}
	}
	return nil
}

// playArena plays the games on cfg.parallel workers and returns them in order.
func playArena(rules game.Rules, cfg arenaConfig) ([]arenaGame, error) {
	jobs := make(chan int)
	done := make(chan arenaGame)
	for w := 0; w < cfg.parallel; w++ {
		go func() {
			for i := range jobs {
				done <- playArenaGame(rules, cfg, i)
			}
		}()
	}
	go func() {
		for i := 0; i < cfg.games; i++ {
			jobs <- i
		}
		close(jobs)
	}()
	var bar *progressBar
	if !cfg.quiet {
		bar = newProgressBar(stderr, cfg.games)
	}
	results := make([]arenaGame, cfg.games)
	aWins := 0
	for n := 1; n <= cfg.games; n++ {
		r := <-done
		results[r.index] = r
		if r.aWon {
			aWins++
		}
		if bar != nil {
			bar.update(n, fmt.Sprintf("A won %d of %d", aWins, n))
		}
	}
	if bar != nil {
		bar.finish()
	}
	return results, nil
}

// playArenaGame plays game i.
func playArenaGame(rules game.Rules, cfg arenaConfig, i int) arenaGame {
	r := arenaGame{index: i, aFirst: true, seed: cfg.seed + uint64(i)}
	if !cfg.fixedSides {
		r.aFirst = i%2 == 0
		r.seed = cfg.seed + uint64(i/2)
	}
	g, err := rules.New(game.Options{Scenario: cfg.scenario, Seed: r.seed, NoLog: true, Rules: cfg.rules})
	if err != nil {
		r.err = err
		return r
	}
	botSeed := r.seed*1_000_003 + uint64(i)
	a, _ := ai.NewBot(cfg.title, cfg.bots[0], botSeed)
	b, _ := ai.NewBot(cfg.title, cfg.bots[1], botSeed+1)
	seats := []ai.Bot{a, b} // the first side, the second
	if !r.aFirst {
		seats = []ai.Bot{b, a}
	}
	res, err := ai.Play(g, seats, cfg.maxDecisions)
	st := g.Status()
	r.result, r.outcome, r.err, r.turns, r.score = res, res.Outcome, err, st.Turn, st.Score
	aSeat := game.Player(0)
	if !r.aFirst {
		aSeat = 1
	}
	r.aWon = res.Outcome.Winner == aSeat
	r.bWon = res.Outcome.Over && res.Outcome.Winner == 1-aSeat
	r.thinking = [2]time.Duration{res.Think[aSeat], res.Think[1-aSeat]}
	return r
}

// arenaReport sums up the games.
type arenaReport struct {
	cfg   arenaConfig
	games []arenaGame
	// t[bot][row]: row 0 as the first side, 1 as the second, 2 both.
	t         [2][3]tally
	firstWins int // games won by the first side
	draws     int // games nobody won (The Punic Wars' draws by agreement)
	finished  int
	dec, cho  float64
	turns     float64
	score     [2]float64 // each side's score at the end, summed
	think     [2]time.Duration
	endings   map[string]int
}

// newArenaReport tallies the games.
func newArenaReport(cfg arenaConfig, games []arenaGame) *arenaReport {
	rep := &arenaReport{cfg: cfg, games: games, endings: map[string]int{}}
	for _, g := range games {
		if g.err != nil || !g.outcome.Over {
			rep.endings["error or unfinished"]++
			continue
		}
		rep.finished++
		aSide, bSide := 0, 1
		if !g.aFirst {
			aSide, bSide = 1, 0
		}
		rep.t[0][aSide].add(g.aWon)
		rep.t[0][2].add(g.aWon)
		rep.t[1][bSide].add(g.bWon)
		rep.t[1][2].add(g.bWon)
		switch g.outcome.Winner {
		case 0:
			rep.firstWins++
		case game.None:
			rep.draws++
		}
		rep.dec += float64(g.result.Decisions)
		rep.cho += float64(g.result.Choices)
		rep.turns += float64(g.turns)
		for side, v := range g.score {
			if side < len(rep.score) {
				rep.score[side] += float64(v)
			}
		}
		rep.think[0] += g.thinking[0]
		rep.think[1] += g.thinking[1]
		rep.endings[g.outcome.Reason]++
	}
	return rep
}

// label names bot i ("A mcts").
func (rep *arenaReport) label(i int) string {
	return string(rune('A'+i)) + " " + rep.cfg.bots[i]
}

// text is the report printed on standard output.
func (rep *arenaReport) text() string {
	var b strings.Builder
	cfg := rep.cfg
	t := cfg.title
	sides := fmt.Sprintf("A always %s, B always %s", t.SideName(0), t.SideName(1))
	if !cfg.fixedSides {
		sides = "sides swapped every other game"
	}
	scenario := cfg.scenario
	if cfg.rules != "" {
		scenario += ", rules " + cfg.rules
	}
	fmt.Fprintf(&b, "Arena: %d games of %s, A = %s, B = %s (%s), first seed %d\n\n",
		cfg.games, scenario, cfg.bots[0], cfg.bots[1], sides, cfg.seed)
	width := len("bot")
	for i := range rep.cfg.bots {
		width = max(width, len(rep.label(i)))
	}
	fmt.Fprintf(&b, "%-*s  %-8s  %5s  %5s  %8s  %s\n", width, "bot", "side", "games", "wins", "win rate", "95% CI")
	for i := range rep.t {
		for row, name := range []string{t.Sides[0], t.Sides[1], "both"} {
			t := rep.t[i][row]
			if t.games == 0 {
				continue
			}
			p, lo, hi := t.rate()
			who := ""
			if row == 0 || (row == 1 && rep.t[i][0].games == 0) {
				who = rep.label(i)
			}
			fmt.Fprintf(&b, "%-*s  %-8s  %5d  %5d  %7.1f%%  [%.1f%%, %.1f%%]\n", width, who, name, t.games, t.wins, 100*p, 100*lo, 100*hi)
		}
	}
	if rep.finished > 0 {
		n := float64(rep.finished)
		rt := tally{games: rep.finished, wins: rep.firstWins}
		p, lo, hi := rt.rate()
		fmt.Fprintf(&b, "\n%s won %d of %d games (%.1f%% [%.1f%%, %.1f%%]), %s %d", t.SideName(0), rep.firstWins, rep.finished, 100*p, 100*lo, 100*hi, t.SideName(1), rep.finished-rep.firstWins-rep.draws)
		if rep.draws > 0 {
			fmt.Fprintf(&b, "; %d drawn", rep.draws)
		}
		b.WriteString(".\n")
		fmt.Fprintf(&b, "Average game: %.1f decisions (%.1f with a choice), %.2f turns", rep.dec/n, rep.cho/n, rep.turns/n)
		if t.ScoreName != "" {
			fmt.Fprintf(&b, "; %s at the end: %s %.2f, %s %.2f", t.ScoreName, t.SideName(0), rep.score[0]/n, t.SideName(1), rep.score[1]/n)
		}
		b.WriteString(".\n")
		fmt.Fprintf(&b, "Thinking per game: A %.2fs, B %.2fs.\n", rep.think[0].Seconds()/n, rep.think[1].Seconds()/n)
	}
	var reasons []string
	for reason := range rep.endings {
		reasons = append(reasons, reason)
	}
	sort.Slice(reasons, func(i, j int) bool {
		ri, rj := reasons[i], reasons[j]
		return rep.endings[ri] > rep.endings[rj] || rep.endings[ri] == rep.endings[rj] && ri < rj
	})
	var ends []string
	for _, reason := range reasons {
		ends = append(ends, fmt.Sprintf("%d %s", rep.endings[reason], reason))
	}
	fmt.Fprintf(&b, "Endings: %s.\n", strings.Join(ends, "; "))
	return b.String()
}
