// Command punic is the one binary of the punic project: it draws the board, exports
// the game data and plays the games linked in by games.go (Hannibal: Rome vs.
// Carthage, The Punic Wars). Run "punic help" for the list of subcommands.
//
// Each subcommand lives in its own file and registers itself from an init function:
//
//	func init() {
//		register(command{name: "replay", help: "…", run: runReplay})
//	}
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"punic/game"
)

// command is one subcommand: its name, a one-line help and what it runs. run gets
// the arguments after the subcommand's name.
type command struct {
	name string
	help string
	run  func(args []string) error
}

// commands is the table of subcommands, filled by register.
var commands = map[string]command{}

// register adds a subcommand to the table; a name may be registered once.
func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("punic: subcommand " + c.name + " registered twice")
	}
	commands[c.name] = c
}

// Where subcommands write; tests replace them.
var (
	stdout io.Writer = os.Stdout
	stderr io.Writer = os.Stderr
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1 // the command failed
	exitUsage = 2 // the command line was wrong
)

func init() {
	register(command{name: "help", help: "list the subcommands, or show one's flags: punic help [COMMAND]", run: runHelp})
}

func main() { os.Exit(dispatch(os.Args[1:])) }

// dispatch runs the subcommand named by args[0] and returns the exit status.
func dispatch(args []string) int {
	if len(args) == 0 {
		listCommands(stderr)
		return exitUsage
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "punic: unknown command %q; run \"punic help\" for the list\n", args[0])
		return exitUsage
	}
	err := c.run(args[1:])
	var ue *usageError
	switch {
	case err == nil, errors.Is(err, errHelpShown):
		return exitOK
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "punic %s: %v\nRun \"punic help %s\" for its usage.\n", c.name, ue.err, c.name)
		return exitUsage
	default:
		fmt.Fprintf(stderr, "punic %s: %v\n", c.name, err)
		return exitError
	}
}

// runHelp lists the subcommands, or shows the flags of one.
func runHelp(args []string) error {
	switch len(args) {
	case 0:
		listCommands(stdout)
		return nil
	case 1:
		c, ok := commands[args[0]]
		if !ok {
			return usagef("unknown command %q", args[0])
		}
		if c.name == "help" {
			fmt.Fprintf(stdout, "punic help: %s\n", c.help)
			return nil
		}
		return c.run([]string{"-h"})
	}
	return usagef("help takes at most one command name")
}

// listCommands writes the usage line and the table of subcommands.
func listCommands(w io.Writer) {
	names := make([]string, 0, len(commands))
	width := 0
	for n := range commands {
		names = append(names, n)
		width = max(width, len(n))
	}
	sort.Strings(names)
	var b strings.Builder
	var games []string
	for _, t := range game.Titles() {
		games = append(games, fmt.Sprintf("%s (--game %s)", t.Title, t.Name))
	}
	fmt.Fprintf(&b, "punic plays %s.\n\nUsage: punic COMMAND [flags]\n\nCommands:\n", strings.Join(games, " and "))
	for _, n := range names {
		fmt.Fprintf(&b, "  %-*s  %s\n", width, n, commands[n].help)
	}
	b.WriteString("\nRun \"punic help COMMAND\" for a command's flags.\n")
	io.WriteString(w, b.String())
}
