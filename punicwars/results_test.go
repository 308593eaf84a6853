package punicwars

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// A Diplomacy Phase's roll is in both sides' views with its numbers (16.0):
// the bids shown and paid (16.11), the losses (16.21), the die, both
// modifiers (16.12, 16.22), the roll, the result and what it did.
func TestLastDiplomacyInView(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: diplomacy", "phasing: carthage", "treasury: 5 9",
		"status syracuse: neutral", "m lost: 3 1",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up", "stack: 3315 syracuse army 2 up")
	if v := g.View(Rome); v.LastDiplomacy != nil {
		t.Fatalf("a diplomacy roll before any: %+v", v.LastDiplomacy)
	}
	do(t, g, "bid 7")
	g.ForceDice(4)
	do(t, g, "bid 2")
	// 4, +1 for Carthage's higher bid (16.12), +2 for Rome's 3 losses to
	// Carthage's 1 (16.22): 7 on Table One, an alliance of Syracuse with
	// Carthage (16.35).
	want := DiplomacyView{Turn: 2, Table: "one", Bids: [2]int{2, 7}, Lost: [2]int{3, 1}, Die: 4, BidModifier: 1, LossModifier: 2,
		Roll: 7, Result: "Syracuse allies with Carthage", ResultRule: "16.35", Effect: "Syracuse allies with Carthage", EffectRule: "16.35"}
	for _, side := range []Side{Rome, Carthage, NoSide} {
		v := g.View(side)
		if v.LastDiplomacy == nil || *v.LastDiplomacy != want {
			t.Fatalf("%s sees %+v, want %+v", side, v.LastDiplomacy, want)
		}
		b, _ := json.Marshal(v)
		if !strings.Contains(string(b), `"lastDiplomacy":{"turn":2,"table":"one","bids":[2,7],"lost":[3,1],"die":4,"bidModifier":1,"lossModifier":2,"roll":7,`) {
			t.Fatalf("%s's JSON: %s", side, b)
		}
	}
	// The phase is over: the bids and losses are cleared (16.21), the
	// record stays, and it survives a position's round trip.
	if g.s.bidDone[Rome] || g.s.lost != [2]uint16{} {
		t.Fatalf("bids %v, lost %v after the phase", g.s.bidDone, g.s.lost)
	}
	g2, err := LoadPosition(g.d, g.Position(), 9)
	if err != nil {
		t.Fatal(err)
	}
	if v := g2.View(Rome); v.LastDiplomacy == nil || *v.LastDiplomacy != want {
		t.Fatalf("after LoadPosition: %+v", v.LastDiplomacy)
	}
	// A result with nothing to do says why: the alliance is formed once.
	g = load(t, "scenario: first", "turn: 3", "phase: diplomacy", "phasing: carthage", "treasury: 5 9",
		"status syracuse: pro-carthage", "m syrAllied: 1",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up", "stack: 3315 syracuse army 2 up")
	g.ForceDice(7)
	do(t, g, "bid 1", "bid 1")
	d := g.View(Rome).LastDiplomacy
	if d.Roll != 7 || d.BidModifier != 0 || d.Result != "Syracuse allies with Carthage" || d.EffectRule != "16.35" ||
		d.Effect != "Syracuse has already formed its alliance: no effect" {
		t.Fatalf("the second alliance: %+v", d)
	}
}

// An election is in both sides' views: who left office or was removed
// (8.4, 8.42), how many were eliminated (8.43), who was drawn and where
// each was placed.
func TestLastElectionInView(t *testing.T) {
	g := load(t, "scenario: second", "turn: 2", "phase: election", "phasing: rome",
		"stack: 3008 rome army 1 up", "stack: 2908 rome army 1 up", "stack: 2915 carthage army 1 up",
		"leader 2: map 3008 1 0", "leader 3: map 3008 1 0", "leader 4: map 2908 1 0", "leader 5: map 2908 1 0")
	g.ForcePicks("A", "B")
	do(t, g, "remove C", "remove D", "place A at 3008")
	want := ElectionView{Turn: 2, OnMap: 4, Removed: []string{"C", "D"}, Elected: []ElectedView{{Letter: "A", Hex: 3008}, {Letter: "B"}}}
	if e := g.View(Carthage).LastElection; e == nil || !reflect.DeepEqual(*e, want) {
		t.Fatalf("mid-election, Carthage sees %+v, want %+v", e, want)
	}
	do(t, g, "place B at 2908")
	want.Elected[1].Hex = 2908
	for _, side := range []Side{Rome, Carthage} {
		if e := g.View(side).LastElection; e == nil || !reflect.DeepEqual(*e, want) {
			t.Fatalf("%s sees %+v, want %+v", side, e, want)
		}
	}
	b, _ := json.Marshal(g.View(Rome))
	if !strings.Contains(string(b), `"lastElection":{"turn":2,"onMap":4,"removed":["C","D"],"eliminated":0,"elected":[{"letter":"A","hex":3008},{"letter":"B","hex":2908}]}`) {
		t.Fatalf("JSON: %s", b)
	}
	// Two or fewer on the map: both leave office (8.4).
	g = load(t, "scenario: second", "turn: 2", "phase: election", "phasing: rome",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up", "leader 2: map 3008 1 0")
	g.ForcePicks("A")
	drain(t, g)
	if e := g.View(Rome).LastElection; e == nil || len(e.Left) != 1 || e.Left[0] != "C" || len(e.Removed) != 0 || e.OnMap != 1 {
		t.Fatalf("one leader leaving office: %+v", e)
	}
}

// Played again from the same seed and actions, a game gives the same
// diplomacy rolls and elections at every step, the log's numbers agree with
// the view's, and a position's round trip keeps them.
func TestLastResultsReplay(t *testing.T) {
	d := mustData(t)
	for _, seed := range []uint64{3, 11} {
		g, _ := New(d, Options{Scenario: "second", Seed: seed})
		r := rand.New(rand.NewPCG(seed, 9))
		var texts []string
		var views []string
		dips, elects := 0, 0
		legal := make([]Action, 0, 256)
		for step := 0; step < 3000 && !g.Over() && g.Turn() <= 8; step++ {
			legal = g.Legal(legal)
			a := randomAction(g, r, legal)
			texts = append(texts, g.ActionText(a))
			g.ApplyLegal(a)
			v := g.View(Rome)
			b, _ := json.Marshal(struct {
				D *DiplomacyView
				E *ElectionView
			}{v.LastDiplomacy, v.LastElection})
			views = append(views, string(b))
			if dv := v.LastDiplomacy; dv != nil && len(views) > 1 && views[len(views)-2] != views[len(views)-1] {
				if !strings.Contains(views[len(views)-2], fmt.Sprintf(`"turn":%d,"table"`, dv.Turn)) {
					dips++
					line := fmt.Sprintf("Carthage rolls %d%+d = %d", dv.Die, dv.BidModifier+dv.LossModifier, dv.Roll)
					if !hasLog(g, "16.0", line) {
						t.Fatalf("seed %d: the log lacks %q for %+v", seed, line, dv)
					}
				}
			}
			if v.LastElection != nil && v.LastElection.Turn == g.Turn() && len(v.LastElection.Elected) > 0 {
				elects++
			}
			if step%97 == 0 {
				g2, err := LoadPosition(d, g.Position(), 1)
				if err != nil {
					t.Fatal(err)
				}
				v2 := g2.View(Rome)
				if !reflect.DeepEqual(v2.LastDiplomacy, v.LastDiplomacy) || !reflect.DeepEqual(v2.LastElection, v.LastElection) {
					t.Fatalf("seed %d step %d: the position loses the records", seed, step)
				}
			}
		}
		if dips < 2 || elects == 0 {
			t.Fatalf("seed %d: %d diplomacy rolls, %d elections with leaders drawn", seed, dips, elects)
		}
		h, _ := New(d, Options{Scenario: "second", Seed: seed})
		for i, x := range texts {
			a, err := h.ParseAction(x)
			if err != nil {
				t.Fatal(err)
			}
			if err := h.Apply(a); err != nil {
				t.Fatalf("replaying %q: %v", x, err)
			}
			v := h.View(Carthage)
			b, _ := json.Marshal(struct {
				D *DiplomacyView
				E *ElectionView
			}{v.LastDiplomacy, v.LastElection})
			if string(b) != views[i] {
				t.Fatalf("seed %d step %d: replayed\n%s\nplayed\n%s", seed, i, b, views[i])
			}
		}
	}
}
