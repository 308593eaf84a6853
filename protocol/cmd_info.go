package protocol

import (
	"fmt"
	"strings"

	"punic/game"
	"punic/match"
)

// helloReply names the engine of the default game (the fields of protocol 1)
// and lists every game.
type helloReply struct {
	Engine    string     `json:"engine"`
	Protocol  int        `json:"protocol"`
	Record    int        `json:"recordFormat"`
	Position  int        `json:"positionFormat"`
	Data      string     `json:"data"`
	Scenarios []string   `json:"scenarios"`
	Games     []gameInfo `json:"games"`
}

// gameInfo describes one game for "hello".
type gameInfo struct {
	Name      string   `json:"name"`
	Title     string   `json:"title"`
	Sides     []string `json:"sides"`
	Engine    string   `json:"engine"`
	Position  int      `json:"positionFormat"`
	Data      string   `json:"data"`
	Scenarios []string `json:"scenarios"`
	Default   string   `json:"defaultScenario"`
	Inputs    []string `json:"inputs"` // the commands that queue the table's inputs
	// Rules are the rules variants "new" takes as "rules", the default first;
	// empty when the game has one set of rules.
	Rules []game.Variant `json:"rules"`
	// Tutorials are the scenarios that are tutorials (a lesson in the view).
	Tutorials []tutorialInfo `json:"tutorials"`
}

// tutorialInfo is a tutorial scenario as "hello" lists it.
type tutorialInfo struct {
	Key string `json:"key"`
	game.TutorialInfo
}

func cmdHello(s *Session, _ *noArgs) (any, error) {
	r := helloReply{Protocol: Version, Record: match.Format, Games: []gameInfo{}}
	for _, t := range game.Titles() {
		rules, err := s.games.Rules(t.Name)
		if err != nil {
			return nil, err
		}
		gi := gameInfo{Name: t.Name, Title: t.Title, Sides: t.Sides, Engine: t.Engine, Position: t.PositionFormat,
			Data: rules.Fingerprint(), Scenarios: game.ScenarioKeys(rules), Default: game.DefaultScenario(rules), Inputs: []string{},
			Rules: append([]game.Variant{}, t.Variants...), Tutorials: []tutorialInfo{}}
		for _, sc := range game.Tutorials(rules) {
			gi.Tutorials = append(gi.Tutorials, tutorialInfo{Key: sc.Key, TutorialInfo: *sc.Tutorial})
		}
		for _, k := range t.Inputs {
			gi.Inputs = append(gi.Inputs, k.Command)
		}
		r.Games = append(r.Games, gi)
		if t.Name == game.DefaultGame {
			r.Engine, r.Position, r.Data, r.Scenarios = gi.Engine, gi.Position, gi.Data, gi.Scenarios
		}
	}
	return r, nil
}

// CommandHelp describes one command for "help".
type CommandHelp struct {
	Cmd  string            `json:"cmd"`
	Help string            `json:"help"`
	Args map[string]string `json:"args,omitempty"` // field: what it takes
}

type helpReply struct {
	Commands []CommandHelp `json:"commands"`
}

func cmdHelp(*Session, *noArgs) (any, error) {
	var r helpReply
	for _, c := range commands() {
		h := CommandHelp{Cmd: c.name, Help: c.help}
		for _, f := range c.fields() {
			if h.Args == nil {
				h.Args = map[string]string{}
			}
			h.Args[f.name] = f.want
		}
		r.Commands = append(r.Commands, h)
	}
	return r, nil
}

type viewArgs struct {
	Side *string `json:"side" want:"rome, carthage or none (a spectator)"`
}

type viewReply struct {
	View any `json:"view"`
}

func cmdView(s *Session, a *viewArgs) (any, error) {
	t := s.m.Title()
	if a.Side == nil {
		return nil, fmt.Errorf(`view needs "side": %s or none`, strings.Join(t.Sides, ", "))
	}
	p := t.PlayerOf(*a.Side)
	if p == game.None && *a.Side != "none" {
		return nil, fmt.Errorf(`"side" must be %s or none, not %q`, strings.Join(t.Sides, ", "), *a.Side)
	}
	return viewReply{s.m.Game().View(p)}, nil
}

type positionReply struct {
	Position string `json:"position"`
}

func cmdPosition(s *Session, _ *noArgs) (any, error) {
	return positionReply{s.m.Game().Position()}, nil
}

type logArgs struct {
	From *int `json:"from" want:"a non-negative integer: the first line wanted (default 0)"`
}

type logReply struct {
	Total int        `json:"total"`
	From  int        `json:"from"`
	Log   []LogEntry `json:"log"`
}

func cmdLog(s *Session, a *logArgs) (any, error) {
	from := 0
	if a.From != nil {
		from = *a.From
	}
	lines := s.m.Game().Log()
	if from < 0 || from > len(lines) {
		return nil, fmt.Errorf(`"from" must be 0-%d (the log has %d lines), not %d`, len(lines), len(lines), from)
	}
	return logReply{Total: len(lines), From: from, Log: logEntries(lines, from)}, nil
}

type saveReply struct {
	Record match.Record `json:"record"`
}

func cmdSave(s *Session, _ *noArgs) (any, error) { return saveReply{s.m.Record()}, nil }

type quitReply struct {
	Bye bool `json:"bye"`
}

func cmdQuit(s *Session, _ *noArgs) (any, error) {
	s.done = true
	return quitReply{true}, nil
}
