package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"punic/match"
)

// punic verify accepts a sealed record and refuses it once tampered with.
func TestVerifyCommand(t *testing.T) {
	_, m := randomRecord(t, 21, 150)
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	d, err := match.NewDice(21)
	if err != nil {
		t.Fatal(err)
	}
	sealed := m.SealedRecord(d)
	b, err := sealed.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := writeRecordBytes(t, b)
	code, out, errOut := runCLI(t, "verify", file)
	if code != 0 || !strings.Contains(out, "dice verified: seed 21 matches commitment "+d.Commitment) || !strings.Contains(out, "151 actions replay exactly") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	for name, c := range map[string]struct {
		edit func(r *match.Record)
		want string
	}{
		"seed":   {func(r *match.Record) { r.Seed = 22 }, "NOT VERIFIED: the commitment does not match: seed 22"},
		"salt":   {func(r *match.Record) { r.Dice.Salt = strings.Repeat("11", 32) }, "NOT VERIFIED: the commitment does not match"},
		"action": {func(r *match.Record) { r.Actions[len(r.Actions)-2].Action = "pass" }, "NOT VERIFIED: the re"}, // does not replay, or replays to another end,
	} {
		rec, _ := match.ParseRecord(b)
		c.edit(rec)
		nb, _ := rec.Marshal()
		code, _, errOut := runCLI(t, "verify", writeRecordBytes(t, nb))
		if code != exitError || !strings.Contains(errOut, c.want) {
			t.Errorf("%s changed: exit %d, %q; want %q", name, code, errOut, c.want)
		}
	}
	if code, _, errOut := runCLI(t, "verify"); code != exitUsage || !strings.Contains(errOut, "verify needs the RECORD file") {
		t.Errorf("no file: %d %q", code, errOut)
	}
}

// writeRecordBytes writes a record to a new file.
func writeRecordBytes(t *testing.T, b []byte) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "record.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}
