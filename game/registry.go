package game

import (
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

// The registry of games. Each game registers a Title once (in an init function
// of its registration package); the front ends find games only here, and only
// the binary (cmd/punic) links the games in.

// DefaultGame is the game a front end plays when none is named, and the game of
// a record written before records named their game (format 1): punic's first
// game, Hannibal: Rome vs. Carthage.
const DefaultGame = "hannibal"

// Title is one game in the registry: what it is called, its sides, and how to
// load its data and build its bots.
type Title struct {
	// Name is the game's key: the --game flag, the protocol's "game" and a
	// record's "game" ("hannibal").
	Name string
	// Title is its name for people ("Hannibal: Rome vs. Carthage").
	Title string
	// Sides are the seats' keys, in the order of Player ("rome", "carthage").
	Sides []string
	// Engine names the rules engine's behaviour; records carry it, and a
	// record made by another engine is not replayed.
	Engine string
	// PositionFormat is the version of the game's position text.
	PositionFormat int
	// Load reads the game's data: the embedded files when dir is "", else an
	// edited copy in dir.
	Load func(dir string) (Rules, error)
	// ScoreName names the score of Status.Score ("political points"), if
	// the game keeps one.
	ScoreName string
	// Chance names in words what a table gives the game in referee mode
	// ("the dice, cards and random draws").
	Chance string
	// Inputs are the kinds of input a table can give the game (table.go): its
	// dice, draws, picks…, in the order records write them.
	Inputs []InputKind
	// Files are the game's embedded data files, which `punic data --export`
	// writes out for editing.
	Files fs.FS
	// Bots are the game's own bots, by name and help; NewBot builds one from a
	// spec ("name" or "name:key=value,…"), or returns nil, nil when the spec
	// names none of them. A game may also take over a generic bot's name
	// (Hannibal's "mcts" searches with its own evaluation); every game gets the
	// generic bots of package ai (random, mcts with random playouts) for the
	// names it does not take. NewBot may be nil.
	Bots   []BotInfo
	NewBot func(spec string, seed uint64) (Bot, error)
	// BotHelp describes the specifications of the game's own bots, with their
	// options, for the command line's help.
	BotHelp string
	// Variants are the rules variants the game offers (Options.Rules), the
	// default first; none when the game has one set of rules (variants.go).
	Variants []Variant
}

// BotInfo names a bot and says what it does: Label for people choosing an
// opponent ("Heuristic: quick, looks one play ahead"), Help for the command line.
type BotInfo struct {
	Name, Label, Help string
}

// Bot chooses actions. Act gets an observation of the seat to move (what that
// player may know, from State.Observation) and returns one of its legal
// actions. A bot keeps its own random generator, so a bot built with the same
// seed makes the same choices from the same observations; bots are not safe for
// concurrent use.
type Bot interface {
	// Name names the bot and its settings, for reports.
	Name() string
	// Act chooses an action for the player to move in obs.
	Act(obs State) Action
}

// Rules is a game's loaded data: what starts games of it.
type Rules interface {
	// Title is the game's registry entry.
	Title() *Title
	// Fingerprint identifies the data; records carry it.
	Fingerprint() string
	// Scenarios lists the scenarios; exactly one is the default.
	Scenarios() []Scenario
	// New starts a game. In table-referee mode the game may need input from
	// the table before its first decision: it is returned with the need as
	// the error (Table.Need), and goes on with Table.Advance.
	New(opt Options) (Instance, error)
	// LoadPosition starts a game from a position text; seed drives its chance
	// when the text does not carry the generator.
	LoadPosition(text string, seed uint64) (Instance, error)
	// Summary describes the data for `punic board` (the board, the pieces).
	Summary() string
	// DrawSVG draws the board as SVG.
	DrawSVG(w io.Writer) error
}

// Scenario is one of a game's scenarios.
type Scenario struct {
	Key, Name string
	Default   bool
	// Tutorial marks a tutorial scenario, whose games have a lesson
	// (Lessoner); nil for the others.
	Tutorial *TutorialInfo
}

// Options start a game.
type Options struct {
	Scenario string // a scenario key; "" for the default
	Seed     uint64 // seeds the game's chance
	NoLog    bool   // keep no log (simulations)
	Referee  bool   // table-referee mode
	// Rules chooses a rules variant the game offers ("" for its default; for
	// Hannibal "2nd" or "1st", hannibal.RulesChoices). A record keeps it.
	Rules string
}

// RulesFingerprinter is implemented by game data whose rules variants read data
// of their own: records of a game played under variant rules carry
// FingerprintFor(rules) instead of Fingerprint().
type RulesFingerprinter interface {
	FingerprintFor(rules string) string
}

// FingerprintFor is the data fingerprint a record of a game under the rules
// variant carries.
func FingerprintFor(r Rules, rules string) string {
	if f, ok := r.(RulesFingerprinter); ok && rules != "" {
		return f.FingerprintFor(rules)
	}
	return r.Fingerprint()
}

var (
	mu     sync.RWMutex
	titles = map[string]*Title{}
)

// Register adds a game to the registry. It panics if the title lacks a name,
// sides or a loader, or if a game of that name is registered already.
func Register(t *Title) {
	if t == nil || t.Name == "" || len(t.Sides) != 2 || t.Load == nil {
		panic("game.Register: a title needs a name, two sides and a loader")
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := titles[t.Name]; dup {
		panic("game.Register: game " + t.Name + " registered twice")
	}
	titles[t.Name] = t
}

// Lookup finds a registered game by name ("" is DefaultGame). An unknown name
// is an error that lists the games known.
func Lookup(name string) (*Title, error) {
	if name == "" {
		name = DefaultGame
	}
	mu.RLock()
	t, ok := titles[name]
	mu.RUnlock()
	if !ok {
		known := Names()
		if len(known) == 0 {
			return nil, fmt.Errorf("unknown game %q: no game is linked into this program", name)
		}
		return nil, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(known, ", "))
	}
	return t, nil
}

// Names lists the registered games, sorted.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for n := range titles {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Titles lists the registered games, sorted by name.
func Titles() []*Title {
	var out []*Title
	for _, n := range Names() {
		t, _ := Lookup(n)
		out = append(out, t)
	}
	return out
}

// DefaultScenario returns the key of rules' default scenario.
func DefaultScenario(r Rules) string {
	for _, sc := range r.Scenarios() {
		if sc.Default {
			return sc.Key
		}
	}
	if scs := r.Scenarios(); len(scs) > 0 {
		return scs[0].Key
	}
	return ""
}

// ScenarioKeys lists rules' scenario keys.
func ScenarioKeys(r Rules) []string {
	var out []string
	for _, sc := range r.Scenarios() {
		out = append(out, sc.Key)
	}
	return out
}

// PlayerOf finds the seat of a side key in t ("rome"), or None.
func (t *Title) PlayerOf(key string) Player {
	for i, s := range t.Sides {
		if strings.EqualFold(s, key) {
			return Player(i)
		}
	}
	return None
}

// SideKey is the key of seat p, or "none".
func (t *Title) SideKey(p Player) string {
	if p < 0 || int(p) >= len(t.Sides) {
		return "none"
	}
	return t.Sides[p]
}

// SideName is seat p's name for people: its key, capitalized ("Rome"), or
// "none".
func (t *Title) SideName(p Player) string {
	k := t.SideKey(p)
	if k == "none" || k == "" {
		return k
	}
	return strings.ToUpper(k[:1]) + k[1:]
}

// Loader loads each game's rules once: from the directory given for the game,
// or from its embedded data. It is safe for concurrent use.
type Loader struct {
	mu    sync.Mutex
	dirs  map[string]string
	rules map[string]Rules
}

// NewLoader makes a loader; dirs maps a game's name to a directory holding an
// edited copy of its data (games not named load their embedded data).
func NewLoader(dirs map[string]string) *Loader {
	return &Loader{dirs: dirs, rules: map[string]Rules{}}
}

// Rules returns the rules of the game named ("" is DefaultGame), loading them
// the first time.
func (l *Loader) Rules(name string) (Rules, error) {
	t, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if r, ok := l.rules[t.Name]; ok {
		return r, nil
	}
	r, err := t.Load(l.dirs[t.Name])
	if err != nil {
		return nil, fmt.Errorf("%s data: %w", t.Name, err)
	}
	l.rules[t.Name] = r
	return r, nil
}

// Preload stores rules already loaded, for the loader to hand out.
func (l *Loader) Preload(r Rules) {
	l.mu.Lock()
	l.rules[r.Title().Name] = r
	l.mu.Unlock()
}
