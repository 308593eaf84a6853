package main

import (
	"bytes"
	"strings"
	"testing"
)

// runCLI runs punic with args in-process and returns the exit status and output.
func runCLI(t *testing.T, args ...string) (code int, out, errOut string) {
	t.Helper()
	var o, e bytes.Buffer
	oldOut, oldErr := stdout, stderr
	stdout, stderr = &o, &e
	defer func() { stdout, stderr = oldOut, oldErr }()
	code = dispatch(args)
	return code, o.String(), e.String()
}

// TestHelpListsCommands checks "punic help" and bare "punic".
func TestHelpListsCommands(t *testing.T) {
	code, out, _ := runCLI(t, "help")
	if code != exitOK {
		t.Errorf("punic help exited %d", code)
	}
	for _, name := range []string{"board", "data", "help"} {
		c := commands[name]
		if c.help == "" || !strings.Contains(out, "  "+name+" ") || !strings.Contains(out, c.help) {
			t.Errorf("punic help does not list %s with its help:\n%s", name, out)
		}
	}
	code, out, errOut := runCLI(t)
	if code != exitUsage || out != "" || !strings.Contains(errOut, "board") || !strings.Contains(errOut, "Usage: punic COMMAND") {
		t.Errorf("bare punic: exit %d, stdout %q, stderr %q; want the list on stderr and exit 2", code, out, errOut)
	}
}

// TestUnknownCommand checks the error and exit status 2.
func TestUnknownCommand(t *testing.T) {
	code, out, errOut := runCLI(t, "conquer", "rome")
	if code != exitUsage || out != "" {
		t.Errorf("exit %d, stdout %q; want 2 and nothing", code, out)
	}
	if want := `punic: unknown command "conquer"; run "punic help" for the list`; strings.TrimSpace(errOut) != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
}

// TestHelpForOneCommand checks "punic help board", "punic board -h" and a bad help.
func TestHelpForOneCommand(t *testing.T) {
	for _, args := range [][]string{{"help", "board"}, {"board", "-h"}, {"board", "--help"}} {
		code, out, errOut := runCLI(t, args...)
		if code != exitOK || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
		for _, want := range []string{"Usage: punic board", "-svg FILE", "-data DIR"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: usage lacks %q:\n%s", args, want, out)
			}
		}
	}
	if code, _, errOut := runCLI(t, "help", "nope"); code != exitUsage || !strings.Contains(errOut, `unknown command "nope"`) {
		t.Errorf("help nope: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "help", "a", "b"); code != exitUsage {
		t.Errorf("help a b: exit %d, want 2", code)
	}
}

// TestBadFlags checks that flag mistakes exit 2 with a pointer to the usage.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"board", "--nope"}, {"board", "extra"}, {"data"}, {"data", "--export"}} {
		code, out, errOut := runCLI(t, args...)
		if code != exitUsage || out != "" {
			t.Errorf("%v: exit %d stdout %q, want 2 and nothing", args, code, out)
		}
		if !strings.HasPrefix(errOut, "punic "+args[0]+": ") || !strings.Contains(errOut, `"punic help `+args[0]+`"`) {
			t.Errorf("%v: stderr %q", args, errOut)
		}
	}
}

// TestRegisterRefusesDuplicates checks that two files cannot claim one name.
func TestRegisterRefusesDuplicates(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering board twice did not panic")
		}
	}()
	register(command{name: "board", help: "again", run: runBoard})
}
