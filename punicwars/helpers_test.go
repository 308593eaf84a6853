package punicwars

import (
	"errors"
	"strings"
	"testing"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// load reads a hand-written position on the real data.
func load(t *testing.T, lines ...string) *Game {
	t.Helper()
	return loadOn(t, mustData(t), lines...)
}

func loadOn(t *testing.T, d *data.Data, lines ...string) *Game {
	t.Helper()
	g, err := LoadPosition(d, strings.Join(lines, "\n"), 1)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	return g
}

// do applies actions by their text, failing on a refusal.
func do(t *testing.T, g *Game, texts ...string) {
	t.Helper()
	for _, x := range texts {
		a, err := g.ParseAction(x)
		if err != nil {
			t.Fatalf("%q: %v\nlegal: %v", x, err, legalTexts(g))
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q refused: %v", x, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", x, err)
		}
	}
}

// refused checks that the action is not legal and Apply cites rule.
func refused(t *testing.T, g *Game, a Action, rule string) {
	t.Helper()
	before := g.Position()
	err := g.Apply(a)
	var r *Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%q: want a refusal citing %s, got %v", g.ActionText(a), rule, err)
	}
	if r.Rule != rule {
		t.Fatalf("%q: refusal cites %q (%s), want %s", g.ActionText(a), r.Rule, r.Reason, rule)
	}
	if g.Position() != before {
		t.Fatalf("%q: a refused action changed the state", g.ActionText(a))
	}
	for _, l := range g.Legal(nil) {
		if l == a {
			t.Fatalf("%q refused but listed as legal", g.ActionText(a))
		}
	}
}

func legalTexts(g *Game) []string {
	var out []string
	for _, a := range g.Legal(nil) {
		out = append(out, g.ActionText(a))
	}
	return out
}

func hexOf(g *Game, num int) hexmap.HexID { return g.f.m.ID(num) }

func hasLog(g *Game, rule, part string) bool {
	for _, l := range g.Log() {
		if l.Rule == rule && strings.Contains(l.Text, part) {
			return true
		}
	}
	return false
}

// withRegionValue is a copy of the data with one region's value changed.
func withRegionValue(t *testing.T, key string, v int) *data.Data {
	d := *mustData(t)
	d.Regions = append([]data.Region(nil), d.Regions...)
	id, ok := d.RegionByKey(key)
	if !ok {
		t.Fatalf("no region %s", key)
	}
	d.Regions[id].Value = v
	return &d
}

// drain takes the first choice of every pending choice of losses.
func drain(t *testing.T, g *Game) {
	t.Helper()
	for g.Decision().Kind == "losses" {
		do(t, g, g.ActionText(g.Legal(nil)[0]))
	}
}
