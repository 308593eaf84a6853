package hannibal

import (
	"os"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// TestPositionsDocMLines: the "m" lines shown in docs/positions.md are what the
// engine writes for the game the page describes, and the page lists the engine
// fields an "m" line may name. On a change of the engine's state, the failure
// prints the lines to put in the page.
func TestPositionsDocMLines(t *testing.T) {
	b, err := os.ReadFile("../docs/positions.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i := strings.Index(doc, "## The \"m\" lines")
	if i < 0 {
		t.Fatal("docs/positions.md has no section on the m lines")
	}
	rest := doc[i:]
	start := strings.Index(rest, "```\n") + 4
	end := start + strings.Index(rest[start:], "```")
	block := rest[start:end]

	g, err := New(data.MustDefault(), Options{Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"pass", "first rome", "ops 47 move", "activate p-scipio", "take 5"} {
		x, err := g.ParseAction(a)
		if err == nil {
			err = g.Apply(x)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	var want strings.Builder
	for _, l := range strings.Split(g.Position(), "\n") {
		if strings.HasPrefix(l, "m ") {
			want.WriteString(l + "\n")
		}
	}
	if block != want.String() {
		t.Errorf("docs/positions.md's m lines differ from the engine's; they should read:\n%s", want.String())
	}
	paths := "`" + strings.Join(machinePaths(), "`, `") + "`"
	if !strings.Contains(strings.Join(strings.Fields(doc), " "), paths) {
		t.Errorf("docs/positions.md should list the engine fields: %s", paths)
	}
}
