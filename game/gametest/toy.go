// Package gametest is a tiny game, "toy", that implements every interface a game
// gives the front ends (game.State, game.Instance, game.Table, game.Rules,
// game.Web), so that the generic packages — match, protocol, tui, ai — can be
// tested on a game other than Hannibal. It is not linked into punic.
//
// The game: two players, north and south, add 1 or 2 to a running total, or
// roll a die and add it; who brings the total to the target (10, or 20 in the
// "long" scenario) or beyond wins. The die is the game's chance: tests and
// table-referee play supply it ("rolls").
package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	"punic/game"
)

// Name is the toy game's registry name.
const Name = "toy"

// Die is the name of the toy game's only kind of table input.
const Die = "die"

// Title is the toy game's registry entry.
var Title = &game.Title{
	Name: Name, Title: "Toy race", Sides: []string{"north", "south"},
	Engine: "toy 1", PositionFormat: 1,
	Load: func(string) (game.Rules, error) { return rules{}, nil },
	Inputs: []game.InputKind{{Name: Die, Command: "rolls", Words: []string{"roll"}, Noun: "the die rolled",
		Record: "rolls", Ahead: true, Help: "queue die rolls (toy game)",
		Args: []game.Arg{{Name: "rolls", Want: "an array of die rolls, each 1-6"}}}},
	Chance: "the die",
}

var once sync.Once

// Register adds the toy game to the registry (once).
func Register() { once.Do(func() { game.Register(Title) }) }

// rules are the toy game's (data-less) rules.
type rules struct{}

func (rules) Title() *game.Title     { return Title }
func (rules) Fingerprint() string    { return "toy-data" }
func (rules) Summary() string        { return "Toy race: reach the target first\n" }
func (rules) Static() any            { return map[string]any{"targets": []int{10, 20}} }
func (rules) Refs(any) any           { return map[string]any{} }
func (rules) Choice(t, l string) any { return map[string]string{"action": t, "label": l} }
func (rules) Scenarios() []game.Scenario {
	return []game.Scenario{{Key: "short", Name: "To 10", Default: true}, {Key: "long", Name: "To 20"}}
}

// DrawSVG draws an empty track.
func (rules) DrawSVG(w io.Writer) error {
	_, err := io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><rect width="200" height="20" fill="none" stroke="black"/></svg>`)
	return err
}

// New starts a game.
func (rules) New(opt game.Options) (game.Instance, error) {
	g := &Game{target: 10, rng: rand.New(rand.NewPCG(opt.Seed, 1)), referee: opt.Referee, noLog: opt.NoLog}
	switch opt.Scenario {
	case "", "short":
	case "long":
		g.target = 20
	default:
		return nil, fmt.Errorf("unknown scenario %q (scenarios: short, long)", opt.Scenario)
	}
	return g, nil
}

// LoadPosition reads "target T\ntotal N\nturn P\n".
func (r rules) LoadPosition(text string, seed uint64) (game.Instance, error) {
	g := &Game{rng: rand.New(rand.NewPCG(seed, 1))}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		k, v, _ := strings.Cut(line, " ")
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("position: %q is not a number", v)
		}
		switch k {
		case "target":
			g.target = n
		case "total":
			g.total = n
		case "turn":
			g.turn = game.Player(n)
		default:
			return nil, fmt.Errorf("position: unknown line %q", line)
		}
	}
	if g.target < 1 || g.turn < 0 || g.turn > 1 {
		return nil, errors.New("position: no target, or a turn other than 0 or 1")
	}
	g.over = g.total >= g.target
	return g, nil
}

// Game is a toy game in progress.
type Game struct {
	target, total int
	turn          game.Player
	over          bool
	winner        game.Player
	resigned      bool
	rng           *rand.Rand
	dice          []int
	referee       bool
	noLog         bool
	log           []game.LogLine
}

// The actions.
const (
	add1 game.Action = 1
	add2 game.Action = 2
	roll game.Action = 3
)

var texts = map[game.Action]string{add1: "add 1", add2: "add 2", roll: "roll"}

// errNeed asks the table for a die.
var errNeed = errors.New("Roll a die and enter it")

// Players implements game.Instance.
func (g *Game) Players() []string { return Title.Sides }

// ToMove implements game.Instance.
func (g *Game) ToMove() game.Player {
	if g.over {
		return game.None
	}
	return g.turn
}

// Legal implements game.Instance.
func (g *Game) Legal(buf []game.Action) []game.Action {
	if g.over {
		return buf[:0]
	}
	return append(buf[:0], add1, add2, roll)
}

// Apply implements game.Instance.
func (g *Game) Apply(a game.Action) error {
	if g.over {
		return game.ErrGameOver
	}
	if texts[a] == "" {
		return fmt.Errorf("no action %d", a)
	}
	if a == roll && g.referee && len(g.dice) == 0 {
		return errNeed
	}
	g.ApplyLegal(a)
	return nil
}

// ApplyLegal implements game.Instance.
func (g *Game) ApplyLegal(a game.Action) {
	n := int(a)
	if a == roll {
		if len(g.dice) > 0 {
			n, g.dice = g.dice[0], g.dice[1:]
		} else {
			n = 1 + g.rng.IntN(6)
		}
	}
	g.total += n
	if !g.noLog {
		g.log = append(g.log, game.LogLine{Turn: g.total, Rule: "1", Text: fmt.Sprintf("%s adds %d: %d", Title.SideName(g.turn), n, g.total)})
	}
	if g.total >= g.target {
		g.over, g.winner = true, g.turn
		return
	}
	g.turn = 1 - g.turn
}

// ActionText implements game.Instance.
func (g *Game) ActionText(a game.Action) string { return texts[a] }

// ActionLabel implements game.Instance.
func (g *Game) ActionLabel(a game.Action) string { return strings.ToUpper(texts[a][:1]) + texts[a][1:] }

// ParseAction implements game.Instance.
func (g *Game) ParseAction(text string) (game.Action, error) {
	for a, t := range texts {
		if t == strings.TrimSpace(text) && !g.over {
			return a, nil
		}
	}
	return 0, fmt.Errorf("%q is not a legal action now", text)
}

// Clone implements game.Instance.
func (g *Game) Clone() game.State {
	c := *g
	c.dice = append([]int(nil), g.dice...)
	c.log = append([]game.LogLine(nil), g.log...)
	r := *g.rng
	c.rng = &r
	return &c
}

// CopyFrom implements game.Instance.
func (g *Game) CopyFrom(src game.State) { *g = *src.(*Game).Clone().(*Game) }

// Outcome implements game.Instance.
func (g *Game) Outcome() game.Outcome {
	if !g.over {
		return game.Outcome{Winner: game.None}
	}
	why := "reached the target"
	if g.resigned {
		why = "the enemy resigned"
	}
	return game.Outcome{Over: true, Winner: g.winner, Reason: why}
}

// Observation implements game.Instance.
func (g *Game) Observation(game.Player) game.State { return g.Clone() }

// Determinize implements game.Instance.
func (g *Game) Determinize(uint64) game.State { return g.Clone() }

// Status says where the race stands.
func (g *Game) Status() game.Status {
	st := game.Status{Scenario: "short", Turn: g.total, Label: fmt.Sprintf("total %d of %d", g.total, g.target),
		Phase: "race", Active: Title.SideKey(g.ToMove()), Kind: "step", Prompt: "Add 1, add 2 or roll", Score: []int{g.total, g.total}}
	if g.target == 20 {
		st.Scenario = "long"
	}
	if g.over {
		st.Kind, st.Prompt = "over", "The game is over"
	}
	return st
}

// Log implements game.Instance.
func (g *Game) Log() []game.LogLine { return g.log }

// View implements game.Instance.
func (g *Game) View(p game.Player) any {
	return map[string]any{"total": g.total, "target": g.target, "toMove": Title.SideKey(g.ToMove())}
}

// Position implements game.Instance.
func (g *Game) Position() string {
	return fmt.Sprintf("target %d\ntotal %d\nturn %d\n", g.target, g.total, g.turn)
}

// Board implements game.Instance.
func (g *Game) Board(w io.Writer, p game.Player) error {
	_, err := fmt.Fprintf(w, "Total %d of %d\n", g.total, g.target)
	return err
}

// Resign implements game.Instance.
func (g *Game) Resign(p game.Player) error {
	if g.over {
		return game.ErrGameOver
	}
	g.over, g.winner, g.resigned = true, 1-p, true
	g.log = append(g.log, game.LogLine{Turn: g.total, Text: Title.SideName(p) + " resigns"})
	return nil
}

// snapshot is a toy game's undo point.
type snapshot struct {
	g      Game
	logLen int
}

// Snapshot implements game.Instance.
func (g *Game) Snapshot() game.Snapshot {
	c := *g
	c.dice = append([]int(nil), g.dice...)
	r := *g.rng
	c.rng = &r
	return snapshot{g: c, logLen: len(g.log)}
}

// Restore implements game.Instance.
func (g *Game) Restore(s game.Snapshot) {
	sn := s.(snapshot)
	log := g.log[:sn.logLen]
	*g = sn.g
	g.log = log
}

// Irreversible implements game.Instance.
func (g *Game) Irreversible(a game.Action, _ game.Snapshot) bool { return a == roll || g.over }

// Table implements game.Instance.
func (g *Game) Table() game.Table { return table{g} }

// table is the toy game's die as the table gives it.
type table struct{ g *Game }

// Referee implements game.Table.
func (t table) Referee() bool { return t.g.referee }

// SetReferee implements game.Table.
func (t table) SetReferee(on bool) { t.g.referee = on }

// Pending implements game.Table.
func (t table) Pending() int { return len(t.g.dice) }

// Advance implements game.Table.
func (t table) Advance() error { return nil }

// Queued implements game.Table.
func (t table) Queued() game.Inputs {
	in := game.Inputs{}
	for _, d := range t.g.dice {
		in["rolls"] = append(in["rolls"], json.RawMessage(strconv.Itoa(d)))
	}
	return in
}

// Force implements game.Table.
func (t table) Force(in game.Inputs) error {
	for k, vals := range in {
		if k != "rolls" {
			return fmt.Errorf("unknown input %q (the toy game takes rolls)", k)
		}
		for _, v := range vals {
			var d int
			if err := json.Unmarshal(v, &d); err != nil || d < 1 || d > 6 {
				return fmt.Errorf("rolls: %s is not a die roll", v)
			}
			t.g.dice = append(t.g.dice, d)
		}
	}
	return nil
}

// Need implements game.Table.
func (t table) Need(err error, _ map[string]int) (*game.Need, bool) {
	if !errors.Is(err, errNeed) {
		return nil, false
	}
	return &game.Need{Kind: Die, Count: 1, Prompt: errNeed.Error()}, true
}

// SupplyArgs implements game.Table.
func (t table) SupplyArgs(kind string, args game.Args, need func() (*game.Need, error)) (game.Supplied, error) {
	var rolls []int
	if _, err := args.Get("rolls", &rolls); err != nil {
		return game.Supplied{}, err
	}
	return t.supply(rolls, need)
}

// SupplyText implements game.Table.
func (t table) SupplyText(n *game.Need, text string) (game.Supplied, error) {
	var rolls []int
	for _, f := range strings.Fields(text) {
		d, err := strconv.Atoi(f)
		if err != nil {
			return game.Supplied{}, fmt.Errorf("%q is not a number", f)
		}
		rolls = append(rolls, d)
	}
	return t.supply(rolls, func() (*game.Need, error) { return n, nil })
}
func (t table) supply(rolls []int, need func() (*game.Need, error)) (game.Supplied, error) {
	if len(rolls) == 0 {
		return game.Supplied{}, errors.New("give the die rolled")
	}
	for _, d := range rolls {
		if d < 1 || d > 6 {
			return game.Supplied{}, fmt.Errorf("%d is not a die roll 1-6", d)
		}
	}
	n, err := need()
	if err != nil {
		return game.Supplied{}, err
	}
	t.g.dice = append(t.g.dice, rolls...)
	if n != nil {
		n.Count = max(0, n.Count-len(rolls))
	}
	return game.Supplied{Count: len(rolls), Text: fmt.Sprintf("Rolled: %v.", rolls), Reply: map[string]any{"queued": rolls}}, nil
}

// Usage implements game.Table.
func (t table) Usage(*game.Need) string { return `  Type the die rolled, like "4".` }

// Help implements game.Table.
func (t table) Help() string { return "  rolls: 4      the die rolled\n" }

var (
	_ game.Instance = (*Game)(nil)
	_ game.Rules    = rules{}
	_ game.Web      = rules{}
)
