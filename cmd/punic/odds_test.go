package main

import (
	"encoding/json"
	"strings"
	"testing"

	"punic/game"
)

// punic odds reads a position, estimates the battle from Carthage's knowledge
// and prints the chart; --json gives the report, the same for the same seed.
func TestOddsCommand(t *testing.T) {
	args := []string{"odds", "--position", "../../hannibal/odds/testdata/arpi.pos", "--side", "carthage", "--battle", "arpi", "--samples", "120", "--seed", "4"}
	code, out, errOut := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{`a battle in Arpi after "Move Hannibal to Arpi" (carthage's knowledge, 120 samples, seed 4)`, "carthage  wins #", "no battle", "rome      loses"} {
		if !strings.Contains(out, want) {
			t.Errorf("the chart lacks %q:\n%s", want, out)
		}
	}
	_, a, _ := runCLI(t, append(args, "--json")...)
	_, b, _ := runCLI(t, append(args, "--json")...)
	var rep game.OddsReport
	if err := json.Unmarshal([]byte(a), &rep); err != nil || a != b {
		t.Fatalf("JSON %v; two runs equal: %v", err, a == b)
	}
	if rep.Samples != 120 || rep.Action != "move arpi" || len(rep.Sides) != 2 || rep.Sides[1].Win < 0.5 {
		t.Errorf("report %+v", rep)
	}
}

// Bad command lines are refused with the reason.
func TestOddsRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"odds", "--side", "rome"}, exitUsage, "either --position FILE or --record FILE"},
		{[]string{"odds", "--position", "../../hannibal/odds/testdata/arpi.pos", "--side", "gaul"}, exitUsage, `--side must be one of [rome carthage], not "gaul"`},
		{[]string{"odds", "--position", "../../hannibal/odds/testdata/arpi.pos", "--side", "rome", "--battle", "arpi"}, exitError, "Rome does not decide now"},
		{[]string{"odds", "--position", "testdata/none.pos", "--side", "rome"}, exitError, "no such file"},
	} {
		code, _, errOut := runCLI(t, c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}
