package protocol

import (
	"reflect"
	"sort"
	"strings"
)

// command is one protocol command: its name, a one-line help, its arguments (an
// args struct; nil type for none), whether it needs a game, and what it does. run
// returns the reply's body (a struct whose fields follow "ok":true) or an error.
type command struct {
	name     string
	help     string
	args     reflect.Type
	needGame bool
	run      func(s *Session, args any) (any, error)
}

// newArgs returns a pointer to a zero args struct, or nil.
func (c *command) newArgs() any {
	if c.args == nil {
		return nil
	}
	return reflect.New(c.args).Interface()
}

// def makes a command whose arguments are decoded into an A.
func def[A any](name, help string, needGame bool, run func(*Session, *A) (any, error)) command {
	t := reflect.TypeFor[A]()
	if t.NumField() == 0 {
		t = nil
	}
	return command{name: name, help: help, args: t, needGame: needGame, run: func(s *Session, a any) (any, error) {
		if a == nil {
			return run(s, new(A))
		}
		return run(s, a.(*A))
	}}
}

// noArgs is the args struct of a command without arguments.
type noArgs struct{}

// table is every command, in the order "help" lists them. It is filled in init to
// let "help" refer to it.
var table []command

func init() {
	table = []command{
		def("hello", "the engine, protocol, record and position versions, the data and the scenarios", false, cmdHello),
		def("help", "list the commands with their arguments", false, cmdHelp),
		def("new", "start a game of a scenario", false, cmdNew),
		def("load", "start from a position text or replay a game record (exactly one of them)", false, cmdLoad),
		def("status", "the turn, phase, who decides what, and the result", true, cmdStatus),
		def("legal", "the legal actions of the side to decide, with ids, texts and labels", true, cmdLegal),
		def("apply", "take an action, by its id in the legal list or by its text (exactly one)", true, cmdApply),
		def("undo", "take back side's last action, if allowed (default: the side that acted last)", true, cmdUndo),
		def("view", "what side may see, as JSON (none: a spectator)", true, cmdView),
		def("position", "the full state as a position text (docs/positions.md)", true, cmdPosition),
		def("log", "the game log from line from (default 0), each line with its rule", true, cmdLog),
		def("advance", "go on after queuing the first deal of a referee game (its start waits for the table)", true, cmdAdvance),
		def("dice", "queue die rolls for the next rolls (table referee)", true, cmdDice),
		def("draws", "queue strategy cards for the next draws (table referee)", true, cmdDraws),
		def("hands", "queue the battle cards the next battle deals, counts per type", true, cmdHands),
		def("picks", "queue what was drawn at random: a card from a hand, a consul from the cup, a battle card (table referee)", true, cmdPicks),
		def("resign", "side resigns; the other side wins", true, cmdResign),
		def("save", "the game record, as JSON", true, cmdSave),
		def("quit", "end the session", false, cmdQuit),
	}
}

// commandByName finds a command.
func commandByName(name string) (*command, bool) {
	for i := range table {
		if table[i].name == name {
			return &table[i], true
		}
	}
	return nil, false
}

// commandNames lists the commands, sorted.
func commandNames() string {
	names := make([]string, len(table))
	for i, c := range table {
		names[i] = c.name
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
