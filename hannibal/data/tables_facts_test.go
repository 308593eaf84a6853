package data_test

import (
	"testing"

	"punic/hannibal/data"
)

// TestAttritionAnchors pins the Attrition Table by the examples the rules give.
func TestAttritionAnchors(t *testing.T) {
	a := &data.MustDefault().Tables.Attrition
	for _, tc := range []struct {
		why          string
		n, roll      int
		losses       int
		elephantLoss bool
	}{
		{"14.11 example: 4 rounds, roll 5", 4, 5, 1, false},
		{"2nd-ed battle example: 6 rounds (column 5-6), roll 3", 6, 3, 1, false},
		{"column 1, roll 6: one CU, an elephant if any (17.2)", 1, 6, 1, true},
		{"column 10+, roll 7", 12, 7, 4, true},
		{"column 10+, roll 1", 10, 1, 1, false},
		{"column 7-9, roll 4", 9, 4, 2, false},
		{"column 2, roll 4", 2, 4, 0, false},
		{"top row absorbs higher totals (roll 9 = 7)", 5, 9, 3, true},
		{"bottom row absorbs lower totals (non-Alps pass -2: roll -1 = <=1)", 7, -1, 1, false},
		{"no CUs, no losses", 0, 6, 0, false},
	} {
		col := a.ColumnFor(tc.n)
		losses, el := a.Result(col, tc.roll)
		if losses != tc.losses || el != tc.elephantLoss {
			t.Errorf("%s: %d CUs (elephant %v), want %d (elephant %v)", tc.why, losses, el, tc.losses, tc.elephantLoss)
		}
	}
	names := []string{"1", "2", "3", "4", "5-6", "7-9", "10+"}
	for n, want := range map[int]string{1: "1", 4: "4", 5: "5-6", 6: "5-6", 7: "7-9", 9: "7-9", 10: "10+", 40: "10+"} {
		if col := a.ColumnFor(n); col < 0 || a.Columns[col].Name != want {
			t.Errorf("ColumnFor(%d) = %d, want column %s", n, col, want)
		}
	}
	if len(a.Columns) != len(names) {
		t.Errorf("%d attrition columns, want %d", len(a.Columns), len(names))
	}
	// 21.3: the 5-6 column is the Hostile Tribes column.
	if a.Columns[a.HostileTribesColumn].Name != "5-6" {
		t.Errorf("hostile tribes column is %q, want 5-6", a.Columns[a.HostileTribesColumn].Name)
	}
	// 10.6: -2 for a non-Alps pass.
	if !hasModifier(a.Modifiers, "non-alps-pass", -2) {
		t.Error("attrition: no -2 non-Alps pass modifier (10.6)")
	}
	// Cards 52 and 60, read as +1 and +2 (docs/rulings.md).
	if !hasModifier(a.Modifiers, "pestilence", 1) || !hasModifier(a.Modifiers, "storms-at-sea", 2) {
		t.Error("attrition: Pestilence +1 and Storms at Sea +2 expected")
	}
}

// TestRetreatAnchors pins the Retreat Table (14.12).
func TestRetreatAnchors(t *testing.T) {
	r := &data.MustDefault().Tables.Retreat
	for _, tc := range []struct {
		why       string
		cus, roll int
		want      int
	}{
		{"5+ CUs, roll 4", 5, 4, 3},
		{"1-4 CUs, roll 4", 4, 4, 2},
		{"1-4 CUs, roll 0", 3, 0, 0},
		{"5+ CUs, roll 0", 8, 0, 1},
		{"Probe -2 below the table (roll -1 = <=0)", 8, -1, 1},
		{"5+ CUs, roll 6", 10, 6, 5},
		{"1-4 CUs, roll 6", 1, 6, 3},
		{"roll 7: all", 2, 7, data.RetreatAll},
		{"Double Envelopment +2 above the table (roll 8 = 7)", 9, 8, data.RetreatAll},
	} {
		if got := r.Result(tc.cus, tc.roll); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.why, got, tc.want)
		}
	}
	if !hasModifier(r.Modifiers, "won-with-probe", -2) || !hasModifier(r.Modifiers, "won-with-double-envelopment", 2) {
		t.Error("retreat: Probe -2 and Double Envelopment +2 expected (14.12)")
	}
}

// TestNavalTable pins the Naval Combat Table (11.5): <=1 no effect, 2 return, >=3 sunk.
func TestNavalTable(t *testing.T) {
	n := &data.MustDefault().Tables.Naval
	for roll, want := range map[int]data.NavalResult{
		-4: data.NavalNone, 0: data.NavalNone, 1: data.NavalNone,
		2: data.NavalReturn,
		3: data.NavalSunk, 6: data.NavalSunk, 9: data.NavalSunk,
	} {
		if got := n.Result(roll); got != want {
			t.Errorf("naval roll %d: %s, want %s", roll, got, want)
		}
	}
	// 11.6 modifiers, and Mago's -1 (rule 24).
	for key, v := range map[string]int{"alone": -1, "roman-pc": 1, "syracuse": -1, "macedonia": -1, "naval-victory": -1, "mago": -1} {
		if !hasModifier(n.Modifiers, key, v) {
			t.Errorf("naval modifier %s %+d missing", key, v)
		}
	}
}

// TestSiegeTable pins the Siege Table (20): points gained / besieging CUs lost, and
// the three points that take a city or subjugate a tribe (20.2, 20.8).
func TestSiegeTable(t *testing.T) {
	s := &data.MustDefault().Tables.Siege
	if s.PointsNeeded != 3 {
		t.Errorf("points needed %d, want 3", s.PointsNeeded)
	}
	for roll, want := range map[int][2]int{
		-1: {0, 1}, 1: {0, 1}, 2: {0, 0}, 3: {1, 1}, 4: {1, 0}, 5: {1, 0}, 6: {2, 0}, 7: {2, 0},
	} {
		p, l := s.Result(roll)
		if p != want[0] || l != want[1] {
			t.Errorf("siege roll %d: %d points, %d lost; want %d, %d", roll, p, l, want[0], want[1])
		}
	}
	if !hasModifier(s.Modifiers, "carthaginian", -1) || !hasModifier(s.Modifiers, "marcellus", 1) {
		t.Error("siege: Carthaginian -1 and Marcellus +1 expected")
	}
}

// TestComponents: 17.1 (2007) four 1-CU elephants; card 30 one siege train.
func TestComponents(t *testing.T) {
	tb := data.MustDefault().Tables
	if tb.ElephantCUs != 4 || tb.SiegeTrains != 1 {
		t.Errorf("%d elephant CUs and %d siege trains, want 4 and 1", tb.ElephantCUs, tb.SiegeTrains)
	}
}

// hasModifier reports whether a table lists the modifier with that value.
func hasModifier(ms []data.Modifier, key string, value int) bool {
	for _, m := range ms {
		if m.Key == key {
			return m.Value == value && m.Rule != "" && m.Text != ""
		}
	}
	return false
}
