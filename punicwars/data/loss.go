package data

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Loss returns the Strength Points a force of the given total strength loses to
// a percentage loss (9.31, 9.5). A percentage not on the table counts as the
// largest listed one below it (the charts give only listed ones). A force
// stronger than MaxSP is counted in parts of MaxSP and a remainder, whose
// losses are added.
func (t *LossTable) Loss(percent, strength int) int {
	if strength <= 0 || len(t.Percents) == 0 {
		return 0
	}
	i := 0
	for k, p := range t.Percents {
		if p <= percent {
			i = k
		}
	}
	lost := 0
	for strength > t.MaxSP {
		lost += t.Lost[i][t.MaxSP]
		strength -= t.MaxSP
	}
	return lost + t.Lost[i][strength]
}

// has reports whether percent is on the table; with no table (it failed to
// load) every percentage passes, so that one defect is reported once.
func (t *LossTable) has(percent int) bool {
	if len(t.Percents) == 0 {
		return true
	}
	for _, p := range t.Percents {
		if p == percent {
			return true
		}
	}
	return false
}

// lossTable reads the Percentage Loss Table:
//
//	loss:
//	  percents: [0, 10, 20, 30, 40, 50, 75, 100]
//	  rows:
//	    - {sp: 1, lost: [0, 0, 0, 0, 0, 1, 1, 1]}
//
// Rows run from 1 Strength Point up, one by one; each gives the loss at every
// percentage. A loss never exceeds the strength, 0% loses nothing, 100% loses
// everything, and losses never fall as the percentage or the strength rises.
func (r reader) lossTable(n *yaml.Node) LossTable {
	var t LossTable
	f := r.fields(n, "loss", "percents rows ?reconstruction ?why")
	if f == nil {
		return t
	}
	t.Provenance = r.provenance(f, n, "loss")
	pn := f["percents"]
	if pn != nil {
		ps, ok := r.integers(pn, "loss percents")
		for i, p := range ps {
			switch {
			case p < 0 || p > 100:
				r.errorf(pn.Content[i], "loss percentage %d is not between 0 and 100", p)
				ok = false
			case i > 0 && p <= ps[i-1]:
				r.errorf(pn.Content[i], "loss percentages must rise: %d after %d", p, ps[i-1])
				ok = false
			}
		}
		if len(ps) == 0 {
			r.errorf(pn, "loss table has no percentages")
			ok = false
		}
		if !ok {
			return LossTable{Provenance: t.Provenance}
		}
		t.Percents = ps
	}
	rows := f["rows"]
	if rows == nil || pn == nil {
		return t
	}
	t.Lost = make([][]int, len(t.Percents))
	for i := range t.Lost {
		t.Lost[i] = []int{0} // strength 0 loses nothing
	}
	bad := false
	for i, it := range r.list(rows, "loss rows") {
		rf := r.fields(it, "loss row", "sp lost")
		if rf == nil || rf["sp"] == nil || rf["lost"] == nil {
			bad = true
			continue
		}
		sp, ok := r.integer(rf["sp"], "loss row sp")
		if !ok {
			bad = true
			continue
		}
		if sp != i+1 {
			r.errorf(rf["sp"], "loss row %d: strengths must run 1, 2, 3... one by one, want %d here", sp, i+1)
			bad = true
			continue
		}
		lost, ok := r.integers(rf["lost"], fmt.Sprintf("loss row %d", sp))
		if !ok {
			bad = true
			continue
		}
		if len(lost) != len(t.Percents) {
			r.errorf(it, "loss row %d has %d losses, the table has %d percentages", sp, len(lost), len(t.Percents))
			bad = true
			continue
		}
		rowOK := true
		for k, l := range lost {
			p := t.Percents[k]
			what := fmt.Sprintf("loss row %d: %d%% loses %d", sp, p, l)
			switch {
			case l < 0 || l > sp:
				r.errorf(it, "%s, want 0 to %d", what, sp)
			case p == 0 && l != 0:
				r.errorf(it, "%s, but 0%% loses nothing", what)
			case p == 100 && l != sp:
				r.errorf(it, "%s, but 100%% loses all %d", what, sp)
			case k > 0 && l < lost[k-1]:
				r.errorf(it, "%s, less than %d%% loses (%d)", what, t.Percents[k-1], lost[k-1])
			case len(t.Lost[k]) == sp && l < t.Lost[k][sp-1]:
				r.errorf(it, "%s, less than %d SP lose (%d)", what, sp-1, t.Lost[k][sp-1])
			default:
				continue
			}
			rowOK = false
		}
		if !rowOK || len(t.Lost[0]) != sp {
			// A bad row, or an earlier one missing: leave the rest unchecked
			// against it, so that one defect is reported once.
			bad = true
			continue
		}
		for k := range lost {
			t.Lost[k] = append(t.Lost[k], lost[k])
		}
	}
	t.MaxSP = len(t.Lost[0]) - 1
	if t.MaxSP == 0 {
		r.errorf(rows, "loss table has no rows")
		bad = true
	}
	if bad {
		return LossTable{Percents: t.Percents, Provenance: t.Provenance}
	}
	return t
}
