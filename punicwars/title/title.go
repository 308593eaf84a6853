// Package title registers SPI's The Punic Wars (1975) in the game registry
// (package game): its data, scenarios, drawing, bots and the game.Instance and
// game.Table adapters through which the front ends play it. Linking this package
// into a program (cmd/punic/games.go) makes the game available to every front
// end.
package title

import (
	"fmt"
	"io"
	"strings"

	"punic/game"
	"punic/punicwars"
	"punic/punicwars/boardsvg"
	"punic/punicwars/data"
)

// Name is the game's registry name.
const Name = "punicwars"

// DefaultScenario is the scenario played when none is named: the Second Punic
// War (19.2), Hannibal's war, or the data's first scenario if it lacks one.
const DefaultScenario = "second"

// Title is the game's registry entry.
var Title = &game.Title{
	Name:           Name,
	Title:          "The Punic Wars (SPI, 1975)",
	Sides:          []string{"rome", "carthage"},
	Engine:         punicwars.EngineVersion,
	PositionFormat: punicwars.PositionFormat,
	Load:           Load,
	Files:          data.Embedded(),
	Inputs:         kinds,
	Chance:         "the die rolls and the Roman leaders drawn from the cup",
	ScoreName:      "Victory Points",
	Bots: []game.BotInfo{
		{Name: "heuristic", Help: "rules of thumb: garrisons, attacks at good odds, sieges, regions, recruits, ends the war when ahead"},
		{Name: "mcts", Help: "information-set MCTS over the key decisions, scored by regions, Victory Points, strength, Treasury and threats to the capitals"},
	},
	NewBot:  newBot,
	BotHelp: botHelp,
}

func init() { game.Register(Title) }

// Rules is The Punic Wars' loaded data (game.Rules).
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

// Title is The Punic Wars' registry entry.
func (r *Rules) Title() *game.Title { return Title }

// Fingerprint identifies the data.
func (r *Rules) Fingerprint() string { return r.d.Fingerprint }

// defaultKey is the default scenario of the data.
func (r *Rules) defaultKey() string {
	if _, ok := r.d.ScenarioByKey(DefaultScenario); ok || len(r.d.Scenarios) == 0 {
		return DefaultScenario
	}
	return r.d.Scenarios[0].Key
}

// Scenarios lists the scenarios; the Second Punic War is the default.
func (r *Rules) Scenarios() []game.Scenario {
	def := r.defaultKey()
	out := make([]game.Scenario, len(r.d.Scenarios))
	for i, sc := range r.d.Scenarios {
		out[i] = game.Scenario{Key: sc.Key, Name: fmt.Sprintf("%s (%s)", sc.Title, sc.Years), Default: sc.Key == def}
	}
	return out
}

// New starts a game (see punicwars.New).
func (r *Rules) New(opt game.Options) (game.Instance, error) {
	key := opt.Scenario
	if key == "" {
		key = r.defaultKey()
	}
	if _, ok := r.d.ScenarioByKey(key); !ok {
		return nil, fmt.Errorf("unknown scenario %q (scenarios: %s)", key, strings.Join(game.ScenarioKeys(r), ", "))
	}
	g, err := punicwars.New(r.d, punicwars.Options{Scenario: key, Seed: opt.Seed, NoLog: opt.NoLog, Referee: opt.Referee})
	if g == nil {
		return nil, err
	}
	return Wrap(g), err
}

// LoadPosition starts a game from a position text.
func (r *Rules) LoadPosition(text string, seed uint64) (game.Instance, error) {
	g, err := punicwars.LoadPosition(r.d, text, seed)
	if err != nil {
		return nil, err
	}
	return Wrap(g), nil
}

// Summary counts what the data holds.
func (r *Rules) Summary() string { return summary(r.d, r.dir) }

// DrawSVG draws the map with each region's name and value.
func (r *Rules) DrawSVG(w io.Writer) error {
	_, err := w.Write(boardsvg.Render(r.d.Map, r.svgOptions()))
	return err
}
