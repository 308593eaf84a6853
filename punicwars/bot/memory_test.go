package bot

import (
	"testing"

	"punic/punicwars"
)

// tarracina is a First Punic War position, Rome to move, with Carthaginian
// armies in Tarracina (3009) as the lines say.
func tarracina(t *testing.T, lines ...string) *punicwars.Game {
	return load(t, append([]string{"scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 1 up", "leader 2: map 3008 1 0"}, lines...)...)
}

// strengthIn is side's army strength in hex num as g shows it, and whether
// it is hidden.
func strengthIn(g *punicwars.Game, num int, side punicwars.Side, down bool) (int, bool) {
	for _, f := range g.Forces(nil) {
		if f.Hex == g.Map().ID(num) && f.Side == side && !f.Fleet && f.Down == down {
			return f.N, f.Hidden
		}
	}
	return 0, false
}

// TestMemoryRemembers: Rome saw four Carthaginian armies outside Tarracina's
// walls at its last decision; now a force stands inside, hidden (9.12). The
// memory assumes the four it saw (what went inside, 10.0), in a copy of the
// observation; with no recollection the force stays hidden; a garrison a
// leader examined is remembered after he leaves.
func TestMemoryRemembers(t *testing.T) {
	before := tarracina(t, "stack: 3009 carthage army 4 up").Observation(punicwars.Rome)
	after := tarracina(t, "stack: 3009 carthage army 4 down").Observation(punicwars.Rome)
	if n, hidden := strengthIn(after, 3009, punicwars.Carthage, true); !hidden || n != 1 {
		t.Fatalf("the observation shows %d (hidden %v)", n, hidden)
	}
	m := newMemory()
	if got := engineOf(m.recall(before.Generic(), punicwars.Rome)); got != before {
		t.Fatal("nothing hidden, yet the observation was copied")
	}
	got := engineOf(m.recall(after.Generic(), punicwars.Rome))
	if n, hidden := strengthIn(got, 3009, punicwars.Carthage, true); hidden || n != 4 {
		t.Fatalf("remembered %d (hidden %v), want the 4 seen", n, hidden)
	}
	if n, hidden := strengthIn(after, 3009, punicwars.Carthage, true); !hidden || n != 1 {
		t.Fatalf("the bot's input was changed: %d (hidden %v)", n, hidden)
	}
	// Still remembered at the next decision.
	got = engineOf(m.recall(tarracina(t, "stack: 3009 carthage army 4 down").Observation(punicwars.Rome).Generic(), punicwars.Rome))
	if n, hidden := strengthIn(got, 3009, punicwars.Carthage, true); hidden || n != 4 {
		t.Fatalf("at the next decision: %d (hidden %v)", n, hidden)
	}
	// A fresh memory knows nothing.
	got = engineOf(newMemory().recall(after.Generic(), punicwars.Rome))
	if _, hidden := strengthIn(got, 3009, punicwars.Carthage, true); !hidden {
		t.Fatal("a strength never seen was assumed")
	}
	// A garrison of 3 that a Roman leader examined in the hex (9.12): once
	// he has left, still 3.
	m = newMemory()
	m.recall(load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3009 rome army 1 up", "leader 2: map 3009 1 0",
		"stack: 3009 carthage army 3 down").Observation(punicwars.Rome).Generic(), punicwars.Rome)
	got = engineOf(m.recall(tarracina(t, "stack: 3009 carthage army 3 down").Observation(punicwars.Rome).Generic(), punicwars.Rome))
	if n, hidden := strengthIn(got, 3009, punicwars.Carthage, true); hidden || n != 3 {
		t.Fatalf("the garrison examined: %d (hidden %v), want 3", n, hidden)
	}
}

// TestMCTSRemembers: the mcts bot remembers by default, not with remember=0.
func TestMCTSRemembers(t *testing.T) {
	for spec, want := range map[string]bool{"mcts": true, "mcts:remember=0": false} {
		b, err := New(spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.(*mctsBot).mem != nil; got != want {
			t.Errorf("%s: memory %v, want %v", spec, got, want)
		}
	}
}
