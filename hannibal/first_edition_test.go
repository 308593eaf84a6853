package hannibal

import (
	"encoding/json"
	"math/rand"
	"strings"
	"testing"
	"time"

	"punic/hannibal/data"
)

// Tests of the 1st-edition rules option (rules: 1st, edition.go, first_*.go). Each
// difference D1-D32 and card of docs/rulings.md "1st-edition rules" has a test
// named after it that plays the same small position under both editions.

// firstEd switches a test position to the 1st-edition rules.
func (p *pos) firstEd() *pos {
	p.g.s.rules = rules1st
	return p
}

// both runs a test once per edition: build makes the position (edition set by
// the caller through first), check asserts the edition's result.
func both(t *testing.T, build func(t *testing.T, first bool)) {
	t.Helper()
	for _, first := range []bool{false, true} {
		name := "2nd"
		if first {
			name = "1st"
		}
		t.Run(name, func(t *testing.T) { build(t, first) })
	}
}

// edPos is newPos under the edition.
func edPos(t *testing.T, first bool) *pos {
	t.Helper()
	p := newPos(t)
	if first {
		p.firstEd()
	}
	return p
}

func TestFirstEditionOption(t *testing.T) {
	d := data.MustDefault()
	if _, err := New(d, Options{Rules: "3rd"}); err == nil || !strings.Contains(err.Error(), "2nd or 1st") {
		t.Fatalf("rules 3rd: %v", err)
	}
	for _, r := range []string{"", "2nd"} {
		g, err := New(d, Options{Seed: 3, Rules: r})
		if err != nil || g.Rules() != "2nd" {
			t.Fatalf("rules %q: %v %q", r, err, g.Rules())
		}
		if strings.Contains(g.Position(), "rules:") {
			t.Fatal("the default writes no rules line")
		}
	}
	g, err := New(d, Options{Seed: 3, Rules: "1st"})
	if err != nil || g.Rules() != "1st" {
		t.Fatalf("rules 1st: %v", err)
	}
	pos := g.Position()
	if !strings.Contains(pos, "\nrules: 1st\n") {
		t.Fatal("no rules line in a 1st-edition position")
	}
	h, err := LoadPosition(d, pos, 3)
	if err != nil || h.s != g.s {
		t.Fatalf("1st-edition position does not load back: %v", err)
	}
	if _, err := LoadPosition(d, strings.Replace(pos, "rules: 1st", "rules: 3rd", 1), 3); err == nil || !strings.Contains(err.Error(), "unknown rules") {
		t.Fatalf("rules: 3rd loaded: %v", err)
	}
}

func TestFirstEditionRecord(t *testing.T) {
	d := data.MustDefault()
	m, err := NewMatch(d, Options{Seed: 5, Rules: "1st"})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 60 && !m.G.Over(); i++ {
		legal := m.G.Legal(nil)
		if err := m.ApplyText(m.G.ActionText(legal[r.Intn(len(legal))])); err != nil {
			t.Fatal(err)
		}
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"rules": "1st"`) {
		t.Fatalf("record has no rules field:\n%.300s", b)
	}
	rec, err := ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Data == d.Fingerprint || rec.Data != d.FirstEdition.Fingerprint {
		t.Fatalf("record data %q: want the 1st-edition fingerprint", rec.Data)
	}
	back, err := Replay(d, rec)
	if err != nil || back.G.s != m.G.s {
		t.Fatalf("replay: %v", err)
	}
	// A default record has no rules field and the default fingerprint.
	m2, _ := NewMatch(d, Options{Seed: 5})
	b2, _ := m2.MarshalRecord()
	var raw map[string]any
	_ = json.Unmarshal(b2, &raw)
	if _, has := raw["rules"]; has || raw["data"] != d.Fingerprint {
		t.Fatalf("default record: %s", b2)
	}
}

// TestFirstEditionRandomGames plays whole random games under rules: 1st, checking
// the invariants after every action (fuzz_test.go's playChecked).
func TestFirstEditionRandomGames(t *testing.T) {
	d := data.MustDefault()
	n := 300
	if testing.Short() {
		n = 60
	}
	start := time.Now()
	steps := 0
	for seed := 1; seed <= n; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		steps += playCheckedRules(t, d, "1st", "random 1st", seed, 100000, func(legal []Action) Action { return legal[r.Intn(len(legal))] })
	}
	t.Logf("%d 1st-edition games, %d steps, %v", n, steps, time.Since(start))
}
