package protocol

import (
	"fmt"

	"punic/hannibal"
	"punic/hannibal/data"
	"punic/referee"
)

type helloReply struct {
	Engine    string   `json:"engine"`
	Protocol  int      `json:"protocol"`
	Record    int      `json:"recordFormat"`
	Position  int      `json:"positionFormat"`
	Data      string   `json:"data"`
	Scenarios []string `json:"scenarios"`
}

func cmdHello(s *Session, _ *noArgs) (any, error) {
	return helloReply{Engine: hannibal.EngineVersion, Protocol: Version, Record: hannibal.RecordFormat,
		Position: hannibal.PositionFormat, Data: s.d.Fingerprint, Scenarios: scenarioKeys(s.d)}, nil
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
	for _, c := range table {
		h := CommandHelp{Cmd: c.name, Help: c.help}
		for _, f := range argFields(c.args) {
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
	View *hannibal.View `json:"view"`
}

func cmdView(s *Session, a *viewArgs) (any, error) {
	if a.Side == nil {
		return nil, fmt.Errorf(`view needs "side": rome, carthage or none`)
	}
	sd, err := data.ParseSide(*a.Side)
	if err != nil || *a.Side == "" {
		return nil, fmt.Errorf(`"side" must be rome, carthage or none, not %q`, *a.Side)
	}
	return viewReply{s.m.G.View(sd)}, nil
}

type positionReply struct {
	Position string `json:"position"`
}

func cmdPosition(s *Session, _ *noArgs) (any, error) {
	return positionReply{s.m.G.Position()}, nil
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
	lines := s.m.G.Log()
	if from < 0 || from > len(lines) {
		return nil, fmt.Errorf(`"from" must be 0-%d (the log has %d lines), not %d`, len(lines), len(lines), from)
	}
	return logReply{Total: len(lines), From: from, Log: logEntries(lines, from)}, nil
}

type saveReply struct {
	Record hannibal.Record `json:"record"`
}

func cmdSave(s *Session, _ *noArgs) (any, error) { return saveReply{referee.Record(s.m)}, nil }

type quitReply struct {
	Bye bool `json:"bye"`
}

func cmdQuit(s *Session, _ *noArgs) (any, error) {
	s.done = true
	return quitReply{true}, nil
}
