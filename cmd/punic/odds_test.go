package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

// arpiFile is the odds tests' position: Carthage may move Hannibal's army
// into Arpi, held by Varro with 6 CUs.
const arpiFile = "../../hannibal/odds/testdata/arpi.pos"

// punic odds reads a position, estimates the battle from Carthage's knowledge
// and prints the chart; --json gives the report, the same for the same seed.
func TestOddsCommand(t *testing.T) {
	args := []string{"odds", "--position", arpiFile, "--side", "carthage", "--battle", "arpi", "--samples", "120", "--seed", "4"}
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

// A record is replayed to the position asked for (--at N), and the odds are
// those of that position.
func TestOddsFromRecord(t *testing.T) {
	pos, err := os.ReadFile(arpiFile)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.FromPosition(title.Of(data.MustDefault()), string(pos), 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyText("move arpi"); err != nil {
		t.Fatal(err)
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	file := writeRecordBytes(t, b)
	code, out, errOut := runCLI(t, "odds", "--record", file, "--at", "0", "--side", "carthage", "--battle", "arpi", "--samples", "50")
	if code != 0 || !strings.Contains(out, "after: move arpi") {
		t.Fatalf("--at 0: exit %d: %s%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "odds", "--record", file, "--side", "rome", "--battle", "arpi", "--samples", "50")
	if code != 0 || !strings.Contains(out, "(rome's knowledge, 50 samples") || !strings.Contains(out, "after: pass") {
		t.Fatalf("after the move, Rome standing: exit %d: %s%s", code, out, errOut)
	}
	if code, _, errOut := runCLI(t, "odds", "--record", file, "--at", "5", "--side", "rome"); code != exitError || !strings.Contains(errOut, "--at 5: the record has 1 actions") {
		t.Errorf("--at 5: %d %q", code, errOut)
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
		{[]string{"odds", "--position", arpiFile, "--side", "gaul"}, exitUsage, `--side must be one of [rome carthage], not "gaul"`},
		{[]string{"odds", "--position", arpiFile, "--side", "rome", "--battle", "arpi"}, exitError, "Rome does not decide now"},
		{[]string{"odds", "--position", "testdata/none.pos", "--side", "rome"}, exitError, "no such file"},
		{[]string{"odds", "--position", arpiFile, "--at", "3", "--side", "rome"}, exitUsage, "--at goes with --record"},
	} {
		code, _, errOut := runCLI(t, c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}
