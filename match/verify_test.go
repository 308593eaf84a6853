package match_test

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"punic/game"
	"punic/match"
)

// sealedToy plays a toy game with rolls from its seed to the end and seals its
// record with a fresh commitment.
func sealedToy(t *testing.T) (game.Rules, *match.Record) {
	t.Helper()
	rules := toyRules(t)
	m, err := match.New(rules, game.Options{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		if err := m.ApplyText("roll"); err != nil {
			t.Fatal(err)
		}
	}
	d, err := match.NewDice(11)
	if err != nil {
		t.Fatal(err)
	}
	rec := m.SealedRecord(d)
	b, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	return rules, back
}

// The commitment is SHA-256 over the documented bytes.
func TestCommitBytes(t *testing.T) {
	salt := strings.Repeat("ab", match.SaltSize)
	c, err := match.Commit(0x0102030405060708, salt)
	if err != nil {
		t.Fatal(err)
	}
	want := append([]byte("punic-dice-v1\x00\x01\x02\x03\x04\x05\x06\x07\x08"), []byte(strings.Repeat("\xab", match.SaltSize))...)
	sum := sha256.Sum256(want)
	if c != hex.EncodeToString(sum[:]) {
		t.Fatalf("commitment %s is not SHA-256 of %q", c, want)
	}
	if _, err := match.Commit(1, "abc"); err == nil || !strings.Contains(err.Error(), "32 bytes in hex") {
		t.Fatalf("a short salt: %v", err)
	}
}

// A sealed record verifies; each tampering is refused with what differs.
func TestVerifyAndTampering(t *testing.T) {
	rules, rec := sealedToy(t)
	v, err := match.Verify(rules, rec)
	if err != nil {
		t.Fatal(err)
	}
	if v.Seed != 11 || v.Actions != len(rec.Actions) || !strings.Contains(v.String(), "dice verified: seed 11 matches commitment") || v.Result == "" {
		t.Fatalf("verdict %+v", v)
	}
	for name, c := range map[string]struct {
		edit func(r *match.Record)
		want string
	}{
		"seed":       {func(r *match.Record) { r.Seed++ }, "the commitment does not match: seed 12"},
		"salt":       {func(r *match.Record) { r.Dice.Salt = strings.Repeat("00", match.SaltSize) }, "the commitment does not match"},
		"commitment": {func(r *match.Record) { r.Dice.Commitment = strings.Repeat("0", 64) }, "the commitment published was 0000"},
		"action":     {func(r *match.Record) { r.Actions[0].Action = "add 2" }, "ends in another position"},
		"illegal":    {func(r *match.Record) { r.Actions[0].Action = "add 7" }, "does not replay under seed 11: action 1"},
		"final":      {func(r *match.Record) { r.Final = strings.Repeat("f", 64) }, "than the record's (ffff"},
		"result":     {func(r *match.Record) { r.Result.Winner = "south" + r.Result.Winner }, "the replay's result"},
		"unrevealed": {func(r *match.Record) { r.Dice.Salt = "" }, "the salt is not revealed"},
		"none":       {func(r *match.Record) { r.Dice = nil }, "carries no dice commitment"},
		"table":      {func(r *match.Record) { r.Actions[0].Inputs = game.Inputs{"rolls": {[]byte("6")}} }, "gives table inputs"},
		"referee":    {func(r *match.Record) { r.Referee = true }, "came from the table"},
	} {
		b, _ := rec.Marshal()
		cp, _ := match.ParseRecord(b)
		c.edit(cp)
		if _, err := match.Verify(rules, cp); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s changed: %v, want %q", name, err, c.want)
		}
	}
}
