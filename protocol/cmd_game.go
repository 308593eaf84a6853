package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"punic/game"
	"punic/match"
)

type newArgs struct {
	Scenario *string `json:"scenario" want:"a scenario key (default: the game's default scenario)"`
	Seed     *uint64 `json:"seed" want:"a non-negative integer seeding the dice and shuffles (default: random)"`
	Referee  *bool   `json:"referee" want:"true for a table-referee game: the dice, cards and random picks come from the table"`
	Game     *string `json:"game" want:"a game's name (default hannibal; \"hello\" lists the games)"`
	Rules    *string `json:"rules" want:"a rules variant the game offers (hannibal: \"2nd\", the default, or \"1st\"; \"hello\" lists each game's)"`
}

// rules loads the rules of the game named (nil: the default game).
func (s *Session) rules(name *string) (game.Rules, error) {
	n := ""
	if name != nil {
		n = *name
	}
	return s.games.Rules(n)
}

func cmdNew(s *Session, a *newArgs) (any, error) {
	rules, err := s.rules(a.Game)
	if err != nil {
		return nil, err
	}
	opt := game.Options{Scenario: game.DefaultScenario(rules), Seed: rand.Uint64()}
	if a.Scenario != nil {
		opt.Scenario = *a.Scenario
	}
	if a.Seed != nil {
		opt.Seed = *a.Seed
	}
	keys := game.ScenarioKeys(rules)
	if !slices.Contains(keys, opt.Scenario) {
		return nil, fmt.Errorf("unknown scenario %q (scenarios: %s)", opt.Scenario, strings.Join(keys, ", "))
	}
	opt.Referee = a.Referee != nil && *a.Referee
	if a.Rules != nil {
		if opt.Rules, err = rules.Title().CheckRules(*a.Rules); err != nil {
			return nil, err
		}
	}
	m, err := match.New(rules, opt)
	if m == nil {
		return nil, err
	}
	if _, needs := m.Need(err, nil); err != nil && !needs {
		return nil, err
	}
	s.m = m
	s.wentOn()
	if err != nil {
		// A referee game waits for its first deal: the reply says what the
		// table must give; "advance" goes on once it is queued.
		return nil, s.needed(err)
	}
	return statusReply{status(m)}, nil
}

type loadArgs struct {
	Position *string         `json:"position" want:"a position text (docs/positions.md)"`
	Record   json.RawMessage `json:"record" want:"a game record: the JSON object \"save\" returns, or a string holding it"`
	Seed     *uint64         `json:"seed" want:"a non-negative integer seeding the dice of a position (default: random)"`
	Referee  *bool           `json:"referee" want:"true to referee the game of a position at a table (a record carries its own mode)"`
	Game     *string         `json:"game" want:"the game of a position (default hannibal; a record names its own)"`
}

func cmdLoad(s *Session, a *loadArgs) (any, error) {
	switch {
	case a.Position != nil && a.Record != nil:
		return nil, errors.New(`load takes "position" or "record", not both`)
	case a.Position != nil:
		rules, err := s.rules(a.Game)
		if err != nil {
			return nil, err
		}
		if a.Seed == nil {
			seed := rand.Uint64()
			a.Seed = &seed
		}
		m, err := match.FromPosition(rules, *a.Position, *a.Seed)
		if err != nil {
			return nil, err
		}
		m.SetReferee(a.Referee != nil && *a.Referee)
		s.m = m
	case a.Record != nil:
		if a.Seed != nil {
			return nil, errors.New(`"seed" goes with "position": a record carries its own seed`)
		}
		if a.Referee != nil {
			return nil, errors.New(`"referee" goes with "position": a record carries its own mode`)
		}
		if a.Game != nil {
			return nil, errors.New(`"game" goes with "position": a record names its own game`)
		}
		raw := []byte(a.Record)
		var text string
		if json.Unmarshal(raw, &text) == nil {
			raw = []byte(text)
		}
		r, err := match.ParseRecord(raw)
		if err != nil {
			return nil, err
		}
		m, err := match.Open(s.games, r)
		if err != nil {
			return nil, fmt.Errorf("the record does not replay: %w", err)
		}
		s.m = m
	default:
		return nil, errors.New(`load needs "position" (a position text) or "record" (a game record)`)
	}
	s.wentOn()
	if s.m.Waiting() {
		// A referee game saved before its first deal was entered.
		return nil, s.waitingNeed("")
	}
	return statusReply{status(s.m)}, nil
}

func cmdStatus(s *Session, _ *noArgs) (any, error) { return statusReply{status(s.m)}, nil }

// Choice is one legal action: its id (its index in the list), its text and a label
// for people.
type Choice struct {
	ID    int    `json:"id"`
	Text  string `json:"text"`
	Label string `json:"label"`
}

type legalReply struct {
	Side    string   `json:"side"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Actions []Choice `json:"actions"`
}

func cmdLegal(s *Session, _ *noArgs) (any, error) {
	g := s.m.Game()
	st := status(s.m)
	r := legalReply{Side: st.ToMove, Kind: st.Kind, Prompt: st.Prompt, Actions: []Choice{}}
	for i, a := range g.Legal(nil) {
		r.Actions = append(r.Actions, Choice{ID: i, Text: g.ActionText(a), Label: g.ActionLabel(a)})
	}
	return r, nil
}

type applyArgs struct {
	ID     *int    `json:"id" want:"an integer: the action's id in the \"legal\" list"`
	Action *string `json:"action" want:"an action text, like \"move cannae\""`
}

type applyReply struct {
	Side   string     `json:"side"`
	Action string     `json:"action"`
	Label  string     `json:"label"`
	Log    []LogEntry `json:"log"` // the lines the action added to the log
	Status Status     `json:"status"`
}

func cmdApply(s *Session, a *applyArgs) (any, error) {
	g := s.m.Game()
	if s.m.Over() {
		return nil, game.ErrGameOver
	}
	if s.m.Waiting() {
		return nil, s.waitingNeed(`the game waits for the table before its first decision; queue what it needs, then send "advance": `)
	}
	var act game.Action
	switch {
	case a.ID != nil && a.Action != nil:
		return nil, errors.New(`apply takes "id" or "action", not both`)
	case a.ID != nil:
		legal := g.Legal(nil)
		if *a.ID < 0 || *a.ID >= len(legal) {
			return nil, fmt.Errorf("id %d is out of range: %s has %d legal actions (ids 0-%d)", *a.ID, s.m.Title().SideName(g.ToMove()), len(legal), len(legal)-1)
		}
		act = legal[*a.ID]
	case a.Action != nil:
		var err error
		if act, err = g.ParseAction(*a.Action); err != nil {
			return nil, err
		}
	default:
		return nil, errors.New(`apply needs "id" (from "legal") or "action" (an action text)`)
	}
	side, text, label, before := g.ToMove(), g.ActionText(act), g.ActionLabel(act), len(g.Log())
	if err := s.refereed(func() error { return s.m.Apply(act) }); err != nil {
		return nil, err
	}
	// s.m.Game(), not g: dropping stale inputs (refereed) replays the game anew.
	return applyReply{Side: s.m.Title().SideKey(side), Action: text, Label: label, Log: logEntries(s.m.Game().Log(), before), Status: status(s.m)}, nil
}

type sideArgs struct {
	Side *string `json:"side" want:"rome or carthage"`
}

// side reads a required or optional player side.
func (a *sideArgs) side(t *game.Title, cmd string, required bool) (game.Player, error) {
	sides := strings.Join(t.Sides, " or ")
	if a.Side == nil {
		if required {
			return game.None, fmt.Errorf(`%s needs "side": %s`, cmd, sides)
		}
		return game.None, nil
	}
	p := t.PlayerOf(*a.Side)
	if p == game.None {
		return game.None, fmt.Errorf(`"side" must be %s, not %q`, sides, *a.Side)
	}
	return p, nil
}

type undoReply struct {
	Side   string `json:"side"`
	Undone string `json:"undone"`
	Status Status `json:"status"`
}

func cmdUndo(s *Session, a *sideArgs) (any, error) {
	t := s.m.Title()
	side, err := a.side(t, "undo", false)
	if err != nil {
		return nil, err
	}
	last, ok := s.m.LastAction()
	if !ok {
		return nil, errors.New("nothing to undo: no action was taken")
	}
	if side == game.None {
		side = t.PlayerOf(last.Side)
	}
	if err := s.m.Undo(side); err != nil {
		return nil, err
	}
	s.wentOn()
	return undoReply{Side: t.SideKey(side), Undone: last.Action, Status: status(s.m)}, nil
}

func cmdResign(s *Session, a *sideArgs) (any, error) {
	side, err := a.side(s.m.Title(), "resign", true)
	if err != nil {
		return nil, err
	}
	if err := s.m.Resign(side); err != nil {
		return nil, err
	}
	s.wentOn()
	return statusReply{status(s.m)}, nil
}
