package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// usageError marks a wrong command line: dispatch exits with status 2 for it.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return &usageError{fmt.Errorf(format, args...)}
}

// errHelpShown reports that -h printed a subcommand's usage: not a failure.
var errHelpShown = errors.New("help shown")

// flagSet is a subcommand's flag set with its usage text.
type flagSet struct {
	*flag.FlagSet
	name, synopsis, about string
}

// newFlags returns a flag set for subcommand name. synopsis is the usage line after
// "punic NAME"; about says what the subcommand does. Flags accept one dash or two.
func newFlags(name, synopsis, about string) *flagSet {
	fs := flag.NewFlagSet("punic "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // parse errors are reported by dispatch, usage only on -h
	return &flagSet{fs, name, synopsis, about}
}

// printUsage writes the subcommand's usage and flags.
func (fs *flagSet) printUsage(w io.Writer) {
	fmt.Fprintf(w, "Usage: punic %s %s\n\n%s\n", fs.name, fs.synopsis, fs.about)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		fmt.Fprintln(w, "\nFlags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
}

// parse parses a subcommand's arguments. "-h" prints its usage and returns
// errHelpShown; any other mistake is a usage error. maxArgs bounds the positional
// arguments left after the flags.
func (fs *flagSet) parse(args []string, maxArgs int) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.printUsage(stdout)
			return errHelpShown
		}
		return &usageError{err}
	}
	if fs.NArg() > maxArgs {
		return usagef("unexpected argument %q", fs.Arg(maxArgs))
	}
	return nil
}
