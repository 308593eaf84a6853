package hannibal

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Encoding any action text, legal now or not, so that an illegal action typed by
// a person or sent by a program is refused with the rule it breaks rather than
// with "unknown action".

var (
	verbKindsOnce sync.Once
	verbKinds     map[string][]Kind
)

// kindsByVerb maps the first word of action texts to the kinds that produce it.
func (g *Game) kindsByVerb() map[string][]Kind {
	verbKindsOnce.Do(func() {
		verbKinds = map[string][]Kind{}
		for k := Kind(0); k < numKinds; k++ {
			seen := map[string]bool{}
			for _, c := range []uint8{0, 1} {
				for _, b := range []uint8{0, 1} {
					for _, a := range []uint8{1, 0} { // 0: leave-train
						text := g.ActionText(act(k, a, b, c))
						verb, _, _ := strings.Cut(text, " ")
						if !seen[verb] && !strings.HasPrefix(text, "action ") {
							seen[verb] = true
							verbKinds[verb] = append(verbKinds[verb], k)
						}
					}
				}
			}
		}
	})
	return verbKinds
}

// EncodeAction turns any well-formed action text into its action, whether or not
// it is legal now. It reports false when no action has that text.
func (g *Game) EncodeAction(text string) (Action, bool) {
	want := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	fields := strings.Fields(want)
	if len(fields) == 0 {
		return 0, false
	}
	kinds := g.kindsByVerb()[fields[0]]
	if len(kinds) == 0 {
		return 0, false
	}
	// The operand values the words could stand for.
	vals := map[uint8]bool{0: true, 1: true}
	for _, w := range fields[1:] {
		for _, part := range strings.Split(w, ",") {
			g.operandValues(part, vals)
		}
	}
	// subs: the generals' mask spans operands a and b.
	if fields[0] == "subs" && len(fields) == 2 {
		var mask genSet
		if fields[1] != "none" {
			for _, key := range strings.Split(fields[1], ",") {
				id, ok := g.d.GeneralByKey(key)
				if !ok {
					return 0, false
				}
				mask.add(id)
			}
		}
		a := act(KSubs, uint8(mask), uint8(mask>>8), 0)
		return a, g.ActionText(a) == want
	}
	// Unused operands are zero in legal actions: try the smallest values first.
	sorted := make([]uint8, 0, len(vals))
	for v := range vals {
		sorted = append(sorted, v)
	}
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	for _, k := range kinds {
		for _, c := range sorted {
			for _, b := range sorted {
				for _, a := range sorted {
					x := act(k, a, b, c)
					if g.ActionText(x) == want {
						return x, true
					}
				}
			}
		}
	}
	return 0, false
}

// operandValues adds the byte values a word of an action text may encode.
func (g *Game) operandValues(w string, vals map[uint8]bool) {
	if n, err := strconv.Atoi(strings.TrimPrefix(w, "e")); err == nil && n >= 0 && n < 256 {
		vals[uint8(n)] = true
	}
	if x, ok := g.d.Board.SpaceByKey(w); ok {
		vals[uint8(x)] = true
	}
	if w == "walls" {
		vals[uint8(noSpace)] = true
	}
	if id, ok := g.d.GeneralByKey(w); ok {
		vals[uint8(id)] = true
	}
	if p, ok := g.d.Board.ProvinceByKey(w); ok {
		vals[uint8(p)] = true
	}
	for i, bc := range g.d.BattleCards {
		if bc.Key == w {
			vals[uint8(i)] = true
		}
	}
	if w == "marharbal" {
		vals[bcMarharbal] = true
	}
	for i, name := range opsWords {
		if name == w {
			vals[uint8(i)] = true
		}
	}
	switch w {
	case "rome":
		vals[uint8(Rome)] = true
	case "carthage":
		vals[uint8(Carthage)] = true
	}
}
