package data

import (
	"fmt"
	"io/fs"
	"slices"

	"go.yaml.in/yaml/v3"
)

// LeadersOf returns the leader counters of a nation, in file order.
func (d *Data) LeadersOf(n Nation) []Leader {
	var out []Leader
	for _, l := range d.Leaders {
		if l.Nation == n {
			out = append(out, l)
		}
	}
	return out
}

// readLeaders reads leaders.yaml: the leader counters and the rest of the
// counter sheet, from which the Strength Point limits of 7.35 follow.
//
//	leaders:
//	  - {nation: rome, letter: A, value: 3}
//	counters:
//	  total: 100
//	  pieces:
//	    - {owner: rome, kind: army, strength: 1, count: 8}
//	    - {kind: marker, name: treasury, count: 4}
func readLeaders(fsys fs.FS, rep *report, d *Data) {
	r := reader{file: LeadersFile, rep: rep}
	top := r.document(fsys)
	if top == nil {
		return
	}
	f := r.fields(top, "leaders.yaml", "?reconstruction ?why leaders counters")
	d.LeadersProvenance = r.provenance(f, top, "the leaders")
	if n := f["leaders"]; n != nil {
		seen := map[string]int{}
		for _, it := range r.list(n, "leaders") {
			l, ok := r.leader(it)
			if !ok {
				continue
			}
			key := l.Nation.String() + " " + l.Letter
			if line, dup := seen[key]; dup {
				r.errorf(it, "%s leader %s: letter already used on line %d", l.Nation, l.Letter, line)
				continue
			}
			seen[key] = it.Line
			d.Leaders = append(d.Leaders, l)
		}
		for _, nat := range []Nation{Rome, Carthage} {
			if len(d.LeadersOf(nat)) == 0 {
				r.errorf(n, "%s has no leaders", nat)
			}
		}
	}
	if n := f["counters"]; n != nil {
		listed := 0 // leader counters listed, good or bad, count toward the total
		if l := f["leaders"]; l != nil && l.Kind == yaml.SequenceNode {
			listed = len(l.Content)
		}
		d.Counters = r.counters(n, listed)
	}
}

// leader reads {nation, letter, value}.
func (r reader) leader(n *yaml.Node) (Leader, bool) {
	var l Leader
	f := r.fields(n, "leader", "nation letter value")
	if f == nil || f["nation"] == nil || f["letter"] == nil || f["value"] == nil {
		return l, false
	}
	nat, ok1 := r.nation(f["nation"], "leader nation")
	letter, ok2 := r.text(f["letter"], "leader letter")
	v, ok3 := r.integer(f["value"], "leader value")
	if !ok1 || !ok2 || !ok3 {
		return l, false
	}
	if len(letter) != 1 || letter[0] < 'A' || letter[0] > 'Z' {
		r.errorf(f["letter"], "%s leader %q: the identity letter is one capital letter (8.11)", nat, letter)
		return l, false
	}
	if v < 1 || v > 3 {
		r.errorf(f["value"], "%s leader %s: value %d, want 1 to 3 (19.0: L1, L2, L3)", nat, letter, v)
		return l, false
	}
	return Leader{Nation: nat, Letter: letter, Value: v}, true
}

// owners are the owners of combat counters.
var owners = []string{"rome", "carthage", "syracuse"}

// counters reads the counter sheet and totals each owner's army and fleet
// Strength Points. leaders is the number of leader counters, which count
// toward the total.
func (r reader) counters(n *yaml.Node, leaders int) Counters {
	var c Counters
	f := r.fields(n, "counters", "total pieces ?reconstruction ?why")
	if f == nil {
		return c
	}
	c.Provenance = r.provenance(f, n, "counters")
	if f["total"] != nil {
		c.Total, _ = r.integer(f["total"], "counters total")
	}
	if f["pieces"] == nil {
		return c
	}
	count := leaders
	for _, it := range r.list(f["pieces"], "counters pieces") {
		p, ok := r.piece(it)
		if !ok {
			continue
		}
		count += p.Count
		c.Pieces = append(c.Pieces, p)
		sp := p.Strength * p.Count
		switch {
		case p.Owner == "syracuse" && p.Kind == "army":
			c.SyracuseArmy += sp
		case p.Owner == "syracuse" && p.Kind == "fleet":
			c.SyracuseFleet += sp
		case p.Owner == "rome" && p.Kind == "army":
			c.Army[Rome] += sp
		case p.Owner == "rome" && p.Kind == "fleet":
			c.Fleet[Rome] += sp
		case p.Owner == "carthage" && p.Kind == "army":
			c.Army[Carthage] += sp
		case p.Owner == "carthage" && p.Kind == "fleet":
			c.Fleet[Carthage] += sp
		}
	}
	if count != c.Total {
		r.errorf(f["total"], "the sheet lists %d counters (%d leaders and %d others), the total says %d", count, leaders, count-leaders, c.Total)
	}
	for i, sp := range []int{c.Army[Rome], c.Fleet[Rome], c.Army[Carthage], c.Fleet[Carthage], c.SyracuseArmy, c.SyracuseFleet} {
		if sp == 0 {
			r.errorf(keyNode(n, "pieces"), "no %s %s counters", owners[[]int{0, 0, 1, 1, 2, 2}[i]], []string{"army", "fleet"}[i%2])
		}
	}
	return c
}

// piece reads one line of the sheet: a combat counter
// {owner, kind: army|fleet, strength, count} or a marker {kind: marker, name, count}.
func (r reader) piece(n *yaml.Node) (Piece, bool) {
	var p Piece
	f := r.fields(n, "piece", "kind count ?owner ?strength ?name")
	if f == nil || f["kind"] == nil || f["count"] == nil {
		return p, false
	}
	var ok bool
	if p.Kind, ok = r.text(f["kind"], "piece kind"); !ok {
		return p, false
	}
	if p.Count, ok = r.integer(f["count"], "piece count"); !ok {
		return p, false
	}
	if p.Count < 1 {
		r.errorf(f["count"], "piece count %d, want 1 or more", p.Count)
		return p, false
	}
	switch p.Kind {
	case "marker":
		if f["name"] == nil || f["owner"] != nil || f["strength"] != nil {
			r.errorf(n, "a marker has a name and a count, and no owner or strength")
			return p, false
		}
		p.Name, ok = r.text(f["name"], "marker name")
		return p, ok
	case "army", "fleet":
		if f["owner"] == nil || f["strength"] == nil || f["name"] != nil {
			r.errorf(n, "an %s counter has an owner, a strength and a count, and no name", p.Kind)
			return p, false
		}
		if p.Owner, ok = r.text(f["owner"], "piece owner"); !ok {
			return p, false
		}
		if !slices.Contains(owners, p.Owner) {
			r.errorf(f["owner"], "piece owner %q: want rome, carthage or syracuse", p.Owner)
			return p, false
		}
		if p.Strength, ok = r.integer(f["strength"], "piece strength"); !ok {
			return p, false
		}
		if p.Strength < 1 {
			r.errorf(f["strength"], "%s %s counter of strength %d, want 1 or more", p.Owner, p.Kind, p.Strength)
			return p, false
		}
		return p, true
	}
	r.errorf(f["kind"], "piece kind %q: want army, fleet or marker", p.Kind)
	return p, false
}

// String describes the piece line ("8 rome army 1s", "4 treasury markers").
func (p Piece) String() string {
	if p.Kind == "marker" {
		return fmt.Sprintf("%d %s markers", p.Count, p.Name)
	}
	return fmt.Sprintf("%d %s %s %ds", p.Count, p.Owner, p.Kind, p.Strength)
}
