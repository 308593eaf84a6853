package protocol

import (
	"reflect"
	"sort"
	"strings"

	"punic/game"
)

// command is one protocol command: its name, a one-line help, its arguments (an
// args struct; nil type for none), whether it needs a game, and what it does. run
// returns the reply's body (a struct whose fields follow "ok":true) or an error.
// An input command (input set) queues a kind of table input a game declares; its
// arguments are the kind's, read by the game.
type command struct {
	name     string
	help     string
	args     reflect.Type
	needGame bool
	run      func(s *Session, args any) (any, error)
	input    *game.InputKind
}

// newArgs returns a pointer to a zero args struct, or nil.
func (c *command) newArgs() any {
	if c.args == nil {
		return nil
	}
	return reflect.New(c.args).Interface()
}

// fields lists the command's arguments.
func (c *command) fields() []argField {
	if c.input != nil {
		out := make([]argField, len(c.input.Args))
		for i, a := range c.input.Args {
			out[i] = argField{name: a.Name, want: a.Want, index: -1}
		}
		return out
	}
	return argFields(c.args)
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

// table is every command but the input commands, in the order "help" lists
// them. It is filled in init to let "help" refer to it.
var table []command

func init() {
	table = []command{
		def("hello", "the protocol and record versions, and each game with its engine, data and scenarios", false, cmdHello),
		def("help", "list the commands with their arguments", false, cmdHelp),
		def("new", "start a game of a scenario", false, cmdNew),
		def("load", "start from a position text or replay a game record (exactly one of them)", false, cmdLoad),
		def("status", "the turn, phase, who decides what, and the result", true, cmdStatus),
		def("legal", "the legal actions of the side to decide, with ids, texts and labels", true, cmdLegal),
		def("apply", "take an action, by its id in the legal list or by its text (exactly one)", true, cmdApply),
		def("undo", "take back side's last action, if allowed (default: the side that acted last)", true, cmdUndo),
		def("view", "what side may see, as JSON (none: a spectator)", true, cmdView),
		def("position", "the full state as a position text (docs/positions.md)", true, cmdPosition),
		def("odds", "a battle's odds and expected losses from side's knowledge only: the battle being fought, or the one an action leads to", true, cmdOdds),
		def("log", "the game log from line from (default 0), each line with its rule", true, cmdLog),
		def("advance", "go on after queuing the first deal of a referee game (its start waits for the table)", true, cmdAdvance),
		def("clear", "forget the table inputs queued and not used yet (status.queued shows them): all, or the kinds named", true, cmdClear),
		def("resign", "side resigns; the other side wins", true, cmdResign),
		def("save", "the game record, as JSON", true, cmdSave),
		def("quit", "end the session", false, cmdQuit),
	}
}

// commands lists every command: the fixed ones, with the input commands of the
// registered games (one per command name) after "advance".
func commands() []command {
	var out []command
	for _, c := range table {
		out = append(out, c)
		if c.name == "advance" {
			out = append(out, inputCommands()...)
		}
	}
	return out
}

// inputCommands makes a command of each kind of table input the registered
// games declare; games that share a command name share the command.
func inputCommands() []command {
	var out []command
	seen := map[string]bool{}
	for _, t := range game.Titles() {
		for i := range t.Inputs {
			k := &t.Inputs[i]
			if seen[k.Command] {
				continue
			}
			seen[k.Command] = true
			out = append(out, command{name: k.Command, help: k.Help, needGame: true, input: k})
		}
	}
	return out
}

// commandByName finds a command.
func commandByName(name string) (*command, bool) {
	all := commands()
	for i := range all {
		if all[i].name == name {
			return &all[i], true
		}
	}
	return nil, false
}

// commandNames lists the commands, sorted.
func commandNames() string {
	all := commands()
	names := make([]string, len(all))
	for i, c := range all {
		names[i] = c.name
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
