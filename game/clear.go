package game

import "fmt"

// Clearer is a Table that can forget the inputs queued and not used yet: a
// mistake typed at the table, dice queued ahead that are no longer wanted.
type Clearer interface {
	// Clear forgets the inputs of the kinds named by their Record field
	// ("dice", "picks"), or all of them when none is named, and returns
	// what it forgot.
	Clear(records ...string) (Inputs, error)
}

// ClearQueued implements Clearer.Clear for a table whose engine can only
// forget everything (clearAll): what is kept is queued again. kinds are the
// game's input kinds, to check the names.
func ClearQueued(t Table, kinds []InputKind, clearAll func(), records ...string) (Inputs, error) {
	for _, r := range records {
		known := false
		for _, k := range kinds {
			known = known || k.Record == r
		}
		if !known {
			var names []string
			for _, k := range kinds {
				names = append(names, k.Record)
			}
			return nil, fmt.Errorf("%q is not a kind of input of this game (its kinds: %v)", r, names)
		}
	}
	q := t.Queued()
	gone, keep := Inputs{}, Inputs{}
	for key, v := range q {
		all := len(records) == 0
		for _, r := range records {
			all = all || r == key
		}
		if all {
			gone[key] = v
		} else {
			keep[key] = v
		}
	}
	clearAll()
	if err := t.Force(keep); err != nil {
		return nil, err
	}
	return gone, nil
}
