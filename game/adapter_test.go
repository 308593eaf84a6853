package game

import (
	"errors"
	"testing"
)

// countdown is a tiny engine for the adapter's test: two sides take turns
// removing 1 or 2 from a counter; who takes the last wins.
type countdown struct {
	n    int
	turn side
}

type side uint8

func (s side) Key() string { return [...]string{"first", "second"}[s] }

type move uint32

func (c *countdown) ToMove() side {
	if c.n == 0 {
		return 255
	}
	return c.turn
}
func (c *countdown) Legal(buf []move) []move {
	for k := 1; k <= 2 && k <= c.n; k++ {
		buf = append(buf, move(k))
	}
	return buf
}
func (c *countdown) Apply(m move) error {
	if m < 1 || m > 2 || int(m) > c.n {
		return errors.New("take 1 or 2, at most what is left")
	}
	c.ApplyLegal(m)
	return nil
}
func (c *countdown) ApplyLegal(m move)             { c.n -= int(m); c.turn ^= 1 }
func (c *countdown) ActionText(m move) string      { return [...]string{"", "take 1", "take 2"}[m] }
func (c *countdown) ActionLabel(m move) string     { return c.ActionText(m) }
func (c *countdown) Clone() *countdown             { d := *c; return &d }
func (c *countdown) CloneInto(d *countdown)        { *d = *c }
func (c *countdown) Observation(side) *countdown   { return c.Clone() }
func (c *countdown) Determinize(uint64) *countdown { return c.Clone() }
func (c *countdown) ParseAction(t string) (move, error) {
	for _, m := range c.Legal(nil) {
		if c.ActionText(m) == t {
			return m, nil
		}
	}
	return 0, errors.New("not legal: " + t)
}
func (c *countdown) Outcome() (bool, side, string) {
	if c.n > 0 {
		return false, 255, ""
	}
	return true, c.turn ^ 1, "took the last"
}

// The adapter turns an engine's own types into a State: seats by the side's
// keys, "nobody" as None, legal actions appended without allocating, copies
// into an empty adapter, and the outcome.
func TestAdapter(t *testing.T) {
	var s State = &Adapter[*countdown, move, side]{G: &countdown{n: 4}}
	if p := s.Players(); len(p) != 2 || p[0] != "first" || p[1] != "second" {
		t.Fatalf("players %v", p)
	}
	buf := make([]Action, 0, 8)
	if allocs := testing.AllocsPerRun(100, func() { buf = s.Legal(buf) }); allocs != 0 {
		t.Errorf("Legal allocates %.0f times", allocs)
	}
	if len(buf) != 2 || s.ActionText(buf[1]) != "take 2" {
		t.Fatalf("legal %v", buf)
	}
	if cap(buf) != 8 {
		t.Errorf("Legal returned a buffer of capacity %d, not the 8 it was given", cap(buf))
	}
	var c Adapter[*countdown, move, side]
	c.CopyFrom(s)
	if c.G == nil || c.G.n != 4 {
		t.Fatalf("copy into an empty adapter: %+v", c.G)
	}
	if err := s.Apply(Action(3)); err == nil {
		t.Errorf("an illegal action was taken")
	}
	for _, a := range []string{"take 2", "take 2"} {
		x, err := s.ParseAction(a)
		if err == nil {
			err = s.Apply(x)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if s.ToMove() != None {
		t.Errorf("to move %d after the end, want None", s.ToMove())
	}
	if o := s.Outcome(); !o.Over || o.Winner != 1 {
		t.Errorf("outcome %+v, want the second player", o)
	}
	if c.G.n != 4 {
		t.Errorf("the copy moved with the original")
	}
}
