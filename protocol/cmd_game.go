package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"punic/hannibal"
	"punic/hannibal/data"
	"punic/referee"
)

type newArgs struct {
	Scenario *string `json:"scenario" want:"a scenario key (default 218bc)"`
	Seed     *uint64 `json:"seed" want:"a non-negative integer seeding the dice and shuffles (default: random)"`
	Referee  *bool   `json:"referee" want:"true for a table-referee game: the dice, cards and random picks come from the table"`
}

func cmdNew(s *Session, a *newArgs) (any, error) {
	opt := hannibal.Options{Scenario: "218bc", Seed: rand.Uint64()}
	if a.Scenario != nil {
		opt.Scenario = *a.Scenario
	}
	if a.Seed != nil {
		opt.Seed = *a.Seed
	}
	if _, ok := s.d.Scenario(opt.Scenario); !ok {
		return nil, fmt.Errorf("unknown scenario %q (scenarios: %s)", opt.Scenario, strings.Join(scenarioKeys(s.d), ", "))
	}
	opt.Referee = a.Referee != nil && *a.Referee
	m, err := hannibal.NewMatch(s.d, opt)
	var need *hannibal.NeedInput
	if m == nil || (err != nil && !errors.As(err, &need)) {
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
}

func cmdLoad(s *Session, a *loadArgs) (any, error) {
	switch {
	case a.Position != nil && a.Record != nil:
		return nil, errors.New(`load takes "position" or "record", not both`)
	case a.Position != nil:
		if a.Seed == nil {
			seed := rand.Uint64()
			a.Seed = &seed
		}
		m, err := hannibal.NewMatchFromPosition(s.d, *a.Position, *a.Seed)
		if err != nil {
			return nil, err
		}
		m.G.SetReferee(a.Referee != nil && *a.Referee)
		s.m = m
	case a.Record != nil:
		if a.Seed != nil {
			return nil, errors.New(`"seed" goes with "position": a record carries its own seed`)
		}
		if a.Referee != nil {
			return nil, errors.New(`"referee" goes with "position": a record carries its own mode`)
		}
		raw := []byte(a.Record)
		var text string
		if json.Unmarshal(raw, &text) == nil {
			raw = []byte(text)
		}
		r, err := hannibal.ParseRecord(raw)
		if err != nil {
			return nil, err
		}
		m, err := referee.Resume(s.d, r)
		if err != nil {
			return nil, fmt.Errorf("the record does not replay: %w", err)
		}
		s.m = m
	default:
		return nil, errors.New(`load needs "position" (a position text) or "record" (a game record)`)
	}
	s.wentOn()
	if referee.Waiting(s.m.G) {
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
	g := s.m.G
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
	g := s.m.G
	if g.Over() {
		return nil, hannibal.ErrGameOver
	}
	if referee.Waiting(g) {
		return nil, s.waitingNeed(`the game waits for the table before its first decision; queue what it needs, then send "advance": `)
	}
	var act hannibal.Action
	switch {
	case a.ID != nil && a.Action != nil:
		return nil, errors.New(`apply takes "id" or "action", not both`)
	case a.ID != nil:
		legal := g.Legal(nil)
		if *a.ID < 0 || *a.ID >= len(legal) {
			return nil, fmt.Errorf("id %d is out of range: %s has %d legal actions (ids 0-%d)", *a.ID, g.ToMove(), len(legal), len(legal)-1)
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
	// s.m.G, not g: dropping stale inputs (refereed) replays the game anew.
	return applyReply{Side: side.Key(), Action: text, Label: label, Log: logEntries(s.m.G.Log(), before), Status: status(s.m)}, nil
}

type sideArgs struct {
	Side *string `json:"side" want:"rome or carthage"`
}

// side reads a required or optional player side.
func (a *sideArgs) side(cmd string, required bool) (hannibal.Side, error) {
	if a.Side == nil {
		if required {
			return hannibal.NoSide, fmt.Errorf(`%s needs "side": rome or carthage`, cmd)
		}
		return hannibal.NoSide, nil
	}
	sd, err := data.ParseSide(*a.Side)
	if err != nil || sd == hannibal.NoSide {
		return hannibal.NoSide, fmt.Errorf(`"side" must be rome or carthage, not %q`, *a.Side)
	}
	return sd, nil
}

type undoReply struct {
	Side   string `json:"side"`
	Undone string `json:"undone"`
	Status Status `json:"status"`
}

func cmdUndo(s *Session, a *sideArgs) (any, error) {
	side, err := a.side("undo", false)
	if err != nil {
		return nil, err
	}
	acts := s.m.Record().Actions
	if len(acts) == 0 {
		return nil, errors.New("nothing to undo: no action was taken")
	}
	last := acts[len(acts)-1]
	if side == hannibal.NoSide {
		side, _ = data.ParseSide(last.Side)
	}
	if err := s.m.Undo(side); err != nil {
		return nil, err
	}
	s.wentOn()
	return undoReply{Side: side.Key(), Undone: last.Action, Status: status(s.m)}, nil
}

func cmdResign(s *Session, a *sideArgs) (any, error) {
	side, err := a.side("resign", true)
	if err != nil {
		return nil, err
	}
	if err := s.m.Resign(side); err != nil {
		return nil, err
	}
	s.wentOn()
	return statusReply{status(s.m)}, nil
}

func scenarioKeys(d *data.Data) []string {
	keys := make([]string, len(d.Scenarios))
	for i, sc := range d.Scenarios {
		keys[i] = sc.Key
	}
	return keys
}
