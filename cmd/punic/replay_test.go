package main

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal/data"
	"punic/hannibal/title"
	"punic/match"
)

// randomRecord plays a random game of n actions (0: to the end) and writes its
// record to a file; it returns the file and the match.
func randomRecord(t *testing.T, seed uint64, n int) (string, *match.Match) {
	t.Helper()
	m, err := match.New(title.Of(data.MustDefault()), game.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for i := 0; !m.Over() && (n == 0 || i < n); i++ {
		legal := m.Game().Legal(nil)
		if err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return file, m
}

// writeRecord writes a record changed by edit.
func writeRecord(t *testing.T, file string, edit func(r *match.Record)) string {
	t.Helper()
	b, _ := os.ReadFile(file)
	r, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	edit(r)
	b, _ = json.Marshal(r)
	out := filepath.Join(t.TempDir(), "edited.json")
	os.WriteFile(out, b, 0o644)
	return out
}

// TestReplayPrintsLogAndResult replays a finished game.
func TestReplayPrintsLogAndResult(t *testing.T) {
	file, m := randomRecord(t, 21, 0)
	code, out, errOut := runCLI(t, "replay", file)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	o := m.Game().Outcome()
	winner, reason := m.Title().SideName(o.Winner), o.Reason
	for _, want := range []string{
		"scenario 218bc, seed 21",
		"== Turn 1 (218 BC) ==",
		"   7.1  Each player is dealt 7 strategy cards",
		"Result: " + winner + " wins (" + reason + ").",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("replay output lacks %q", want)
		}
	}
	// Every log line is printed, in order.
	last := 0
	for _, l := range m.Game().Log() {
		i := strings.Index(out[last:], l.Text)
		if i < 0 {
			t.Fatalf("log line %q missing or out of order", l.Text)
		}
		last += i
	}
}

// TestReplayPosition prints the position after action N.
func TestReplayPosition(t *testing.T) {
	file, m := randomRecord(t, 22, 40)
	for _, n := range []int{0, 17, 40} {
		code, out, errOut := runCLI(t, "replay", "--position", itoa(n), file)
		if code != exitOK {
			t.Fatalf("--position %d: exit %d: %s", n, code, errOut)
		}
		want, _ := match.New(title.Of(data.MustDefault()), game.Options{Seed: 22})
		for _, a := range m.Record().Actions[:n] {
			if err := want.ApplyText(a.Action); err != nil {
				t.Fatal(err)
			}
		}
		if out != want.Game().Position() {
			t.Errorf("--position %d printed another position", n)
		}
	}
	if code, _, errOut := runCLI(t, "replay", "--position", "41", file); code != exitError || !strings.Contains(errOut, "the record has 40 actions") {
		t.Errorf("--position 41: exit %d, %q", code, errOut)
	}
	// Not over yet: the replay says who is to decide.
	if _, out, _ := runCLI(t, "replay", file); !strings.Contains(out, "The game is not over:") {
		t.Errorf("unfinished replay does not say so:\n%s", out)
	}
}

// TestReplayRefusals covers records that must not be replayed.
func TestReplayRefusals(t *testing.T) {
	file, _ := randomRecord(t, 23, 30)
	other := writeRecord(t, file, func(r *match.Record) { r.Engine = "punic-hannibal 0.1" })
	code, out, errOut := runCLI(t, "replay", other)
	if code != exitError || out != "" || !strings.Contains(errOut, `this record was made with engine "punic-hannibal 0.1" but this is "`+title.Title.Engine+`"`) || !strings.Contains(errOut, "replay it with the punic that made it") {
		t.Errorf("other engine: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	other = writeRecord(t, file, func(r *match.Record) { r.Data = "feedfacefeedface" })
	if code, _, errOut := runCLI(t, "replay", other); code != exitError || !strings.Contains(errOut, "game data") || !strings.Contains(errOut, "--data DIR") {
		t.Errorf("other data: exit %d, %q", code, errOut)
	}
	bad := writeRecord(t, file, func(r *match.Record) { r.Actions[9].Action = "move atlantis" })
	code, out, errOut = runCLI(t, "replay", bad)
	if code != exitError || !strings.Contains(errOut, `the record stops replaying at action 10 "move atlantis"`) || !strings.Contains(out, "== Turn 1") {
		t.Errorf("bad action: exit %d, stderr %q", code, errOut)
	}
	junk := filepath.Join(t.TempDir(), "junk.json")
	os.WriteFile(junk, []byte("{not json"), 0o644)
	if code, _, errOut := runCLI(t, "replay", junk); code != exitError || !strings.Contains(errOut, "not a game record") {
		t.Errorf("junk: exit %d, %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "replay"); code != exitUsage {
		t.Errorf("no file: exit %d, want %d", code, exitUsage)
	}
	if code, _, _ := runCLI(t, "replay", filepath.Join(t.TempDir(), "none.json")); code != exitError {
		t.Errorf("missing file: exit %d", code)
	}
}

// TestReplayStdin reads the record from standard input.
func TestReplayStdin(t *testing.T) {
	file, _ := randomRecord(t, 24, 10)
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	old := stdin
	stdin = f
	defer func() { stdin = old }()
	if code, out, errOut := runCLI(t, "replay", "-"); code != exitOK || !strings.Contains(out, "10 actions") {
		t.Errorf("exit %d, %q, %q", code, out, errOut)
	}
}
