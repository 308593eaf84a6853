// Package title registers Hannibal: Rome vs. Carthage in the game registry
// (package game): its data, scenarios, drawing, bots and the game.Instance and
// game.Table adapters through which the front ends play it. Linking this package
// into a program (cmd/punic/games.go) makes the game available to every front
// end.
package title

import (
	"bytes"
	"io"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/boardsvg"
	"punic/hannibal/bot"
	"punic/hannibal/data"
)

// Name is the game's registry name.
const Name = "hannibal"

// Title is the game's registry entry.
var Title = &game.Title{
	Name:           Name,
	Title:          "Hannibal: Rome vs. Carthage",
	Sides:          []string{"rome", "carthage"},
	Engine:         hannibal.EngineVersion,
	PositionFormat: hannibal.PositionFormat,
	Load:           Load,
	Files:          data.Embedded(),
	Inputs:         kinds,
	Chance:         "the dice, cards and random draws",
	ScoreName:      "political points",
	Bots: []game.BotInfo{
		{Name: "heuristic", Label: "Heuristic: quick, looks one play ahead", Help: "one-ply lookahead over whole plays, scored by the evaluation"},
		{Name: "mcts", Label: "Search (ISMCTS): stronger, thinks longer", Help: "information-set MCTS over whole plays, with Hannibal's evaluation"},
		{Name: "policy", Label: "Rules of thumb: fast and simple", Help: "the fast rule-of-thumb policy of the simulations, no lookahead"},
	},
	NewBot:  newBot,
	BotHelp: bot.Help,
	Variants: []game.Variant{
		{Key: "2nd", Label: "2nd edition (2007)"},
		{Key: "1st", Label: "1st edition"},
	},
}

func init() { game.Register(Title) }

// Rules is Hannibal's loaded data (game.Rules).
type Rules struct {
	d   *data.Data
	dir string // where the data was read from; "" for the embedded files
}

var _ game.Rules = (*Rules)(nil)

// Load reads the embedded data (dir "") or an edited copy in dir.
func Load(dir string) (game.Rules, error) {
	d, err := game.LoadData(dir, data.Default, data.LoadDir)
	if err != nil {
		return nil, err
	}
	return &Rules{d: d, dir: dir}, nil
}

// Of wraps data already loaded.
func Of(d *data.Data) *Rules { return &Rules{d: d} }

// Data is the game data.
func (r *Rules) Data() *data.Data { return r.d }

// Title is Hannibal's registry entry.
func (r *Rules) Title() *game.Title { return Title }

// Fingerprint identifies the data.
func (r *Rules) Fingerprint() string { return r.d.Fingerprint }

// FingerprintFor is the data fingerprint of a game under the rules edition
// (game.RulesFingerprinter): "1st" reads first-edition.yaml too.
func (r *Rules) FingerprintFor(rules string) string { return hannibal.DataFingerprint(r.d, rules) }

// Scenarios lists the scenarios, then the six tutorials (docs/tutorials.md);
// 218bc is the default.
func (r *Rules) Scenarios() []game.Scenario {
	out := make([]game.Scenario, 0, len(r.d.Scenarios)+len(r.d.Tutorials))
	for _, sc := range r.d.Scenarios {
		out = append(out, game.Scenario{Key: sc.Key, Name: sc.Name, Default: sc.Key == hannibal.DefaultScenario})
	}
	for _, sc := range r.d.Tutorials {
		t := sc.Tutorial
		info := &game.TutorialInfo{Number: t.Number, Title: t.Title, Goal: t.Goal}
		if t.Player != hannibal.NoSide {
			info.Player = t.Player.Key()
		}
		out = append(out, game.Scenario{Key: sc.Key, Name: sc.Name, Tutorial: info})
	}
	return out
}

// New starts a game (see hannibal.New).
func (r *Rules) New(opt game.Options) (game.Instance, error) {
	if opt.Scenario != "" {
		if _, ok := r.d.Scenario(opt.Scenario); !ok {
			return nil, unknownScenario(r, opt.Scenario)
		}
	}
	g, err := hannibal.New(r.d, hannibal.Options{Scenario: opt.Scenario, Seed: opt.Seed, NoLog: opt.NoLog, Referee: opt.Referee, Rules: opt.Rules})
	if g == nil {
		return nil, err
	}
	return Wrap(g), err
}

// LoadPosition starts a game from a position text.
func (r *Rules) LoadPosition(text string, seed uint64) (game.Instance, error) {
	g, err := hannibal.LoadPosition(r.d, text, seed)
	if err != nil {
		return nil, err
	}
	return Wrap(g), nil
}

// Summary counts what the data holds.
func (r *Rules) Summary() string { return boardSummary(r.d, r.dir) }

// DrawSVG draws the board at the start of 218 BC.
func (r *Rules) DrawSVG(w io.Writer) error {
	var buf bytes.Buffer
	if err := boardsvg.Render(&buf, r.d, boardsvg.Options{}); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// newBot builds Hannibal's own bots; the generic ones are left to package ai.
func newBot(spec string, seed uint64) (game.Bot, error) {
	return bot.New(spec, seed)
}
