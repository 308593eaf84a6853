package data_test

import (
	"slices"
	"testing"

	"punic/hannibal/data"
)

// TestScenario218BC pins the rule-4 set-up of the full campaign.
func TestScenario218BC(t *testing.T) {
	d := data.MustDefault()
	sc, ok := d.Scenario("218bc")
	if !ok {
		t.Fatal("no 218bc scenario")
	}
	if sc.FirstTurn != 1 || sc.LastTurn != 9 {
		t.Errorf("turns %d-%d, want 1-9", sc.FirstTurn, sc.LastTurn)
	}
	type army struct {
		side      data.Side
		cus, elep int
		generals  []string // the commander first
	}
	want := map[string]army{
		"rome":         {data.Rome, 8, 0, []string{"p-scipio"}},                       // 4.1
		"agrigentum":   {data.Rome, 8, 0, []string{"t-longus"}},                       // 4.1
		"carthage":     {data.Carthage, 4, 0, []string{"hanno"}},                      // 4.2
		"saguntum":     {data.Carthage, 10, 2, []string{"hannibal", "mago", "gisgo"}}, // 4.2
		"new-carthage": {data.Carthage, 2, 0, []string{"hasdrubal"}},                  // 4.2
	}
	if len(sc.Armies) != len(want) {
		t.Errorf("%d armies, want %d", len(sc.Armies), len(want))
	}
	for _, a := range sc.Armies {
		key := d.Board.Spaces[a.Space].Key
		w, ok := want[key]
		if !ok {
			t.Errorf("unexpected army in %s", key)
			continue
		}
		var gens []string
		for _, g := range a.Generals {
			gens = append(gens, d.Generals[g].Key)
		}
		if a.Side != w.side || a.CUs != w.cus || a.Elephants != w.elep || !slices.Equal(gens, w.generals) {
			t.Errorf("%s: %s %d CUs (%d elephants) %v; want %s %d CUs (%d elephants) %v",
				key, a.Side, a.CUs, a.Elephants, gens, w.side, w.cus, w.elep, w.generals)
		}
		if d.Board.Spaces[a.Space].Control != a.Side {
			t.Errorf("%s: army of %s on a space it does not control", key, a.Side)
		}
	}
	// 4.1: the two Roman generals on the map at the start are the consuls.
	var consuls []string
	for _, g := range sc.Consuls {
		consuls = append(consuls, d.Generals[g].Key)
	}
	if !slices.Equal(consuls, []string{"p-scipio", "t-longus"}) {
		t.Errorf("consuls %v, want P. Scipio and T. Longus", consuls)
	}
	// 6.7: Scipio Africanus arrives on turn 6 with five extra CUs.
	if len(sc.Arrivals) != 1 {
		t.Fatalf("%d arrivals, want 1", len(sc.Arrivals))
	}
	if a := sc.Arrivals[0]; d.Generals[a.General].Key != "scipio-africanus" || a.Turn != 6 || a.CUs != 5 {
		t.Errorf("arrival %s on turn %d with %d CUs; want Scipio Africanus, 6, 5", d.Generals[a.General].Name, a.Turn, a.CUs)
	}
	// 17.1 (2007): the two starting elephants leave two of the four for card 12.
	if d.Tables.ElephantCUs-2 != 2 {
		t.Errorf("elephants left for card 12: %d, want 2", d.Tables.ElephantCUs-2)
	}
	if len(sc.Control) != 0 {
		t.Errorf("218 BC uses the board's control; the scenario overrides %d spaces", len(sc.Control))
	}
	if _, ok := d.Scenario("nope"); ok {
		t.Error("Scenario found a scenario that does not exist")
	}
}
