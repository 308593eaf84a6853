package hannibal

import (
	"math/rand"
	"testing"
)

// TestEncodeActionRoundTrip: every legal action of random games encodes back from
// its text.
func TestEncodeActionRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := New(testData, Options{Seed: seed, NoLog: true})
		r := rand.New(rand.NewSource(int64(seed)))
		for !g.Over() {
			legal := g.Legal(nil)
			for _, a := range legal {
				text := g.ActionText(a)
				b, ok := g.EncodeAction(text)
				if !ok || b != a {
					t.Fatalf("%q encodes to %v (%v), want %v", text, b, ok, a)
				}
			}
			g.ApplyLegal(legal[r.Intn(len(legal))])
		}
	}
}

// TestParseIllegalGivesRule: an illegal but well-formed action text is refused
// with its rule.
func TestParseIllegalGivesRule(t *testing.T) {
	p := newPos(t)
	p.army("carthage", "cannae", 6, 0, "hannibal")
	p.hand("carthage", 33)
	g := p.cardPlay("carthage")
	do(t, g, "ops 33 move", "activate hannibal", "take 6")
	_, err := g.ParseAction("move rome")
	r, ok := err.(*Refusal)
	if !ok || r.Rule != "10.2" {
		t.Fatalf("move to a non-adjacent space: %v, want rule 10.2", err)
	}
	if _, err := g.ParseAction("fly to the moon"); err == nil {
		t.Fatal("nonsense accepted")
	}
}
