package punicwars

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"punic/game"
	"strings"
	"testing"
)

// Referee mode: a die the table must roll stops the game unchanged.
func TestRefereeDice(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 3008 rome army 4 up", "leader 2: map 3008 1 0", "stack: 3008 carthage army 2 up")
	g.SetReferee(true)
	do(t, g, "leader C")
	before := g.Position()
	err := g.Apply(act(KAttack, army, 0))
	var n *NeedInput
	if !errors.As(err, &n) || n.What != "dice" {
		t.Fatalf("want a need for dice, got %v", err)
	}
	if g.Position() != before {
		t.Fatal("the game changed while waiting for the die")
	}
	g.ForceDice(3)
	if err := g.Apply(act(KAttack, army, 0)); err != nil {
		t.Fatal(err)
	}
	if !hasLog(g, "9.3", "die 3") {
		t.Fatal("the table's die was not used")
	}
}

// Referee mode: the Roman cup is a pick at the table (8.4).
func TestRefereeCup(t *testing.T) {
	g, err := New(mustData(t), Options{Scenario: "second", Seed: 1, Referee: true})
	if err != nil {
		t.Fatal(err)
	}
	prefer := []string{"end phase", "done", "bid 0", "decline"}
	for step := 0; step < 500; step++ {
		legal := g.Legal(nil)
		a := legal[0]
		for _, p := range prefer {
			if x, err := g.ParseAction(p); err == nil {
				a = x
				break
			}
		}
		before := g.Position()
		err := g.Apply(a)
		var n *NeedInput
		if !errors.As(err, &n) {
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		if g.Position() != before {
			t.Fatal("the game changed while waiting for the table")
		}
		if n.What == "dice" {
			g.ForceDice(6)
			if err := g.Apply(a); err != nil && !errors.As(err, &n) {
				t.Fatal(err)
			}
			continue
		}
		if n.What != "pick" || len(n.Options) == 0 {
			t.Fatalf("need %+v", n)
		}
		opts := n.Options
		g.ForcePicks("Z")
		if err := g.Apply(a); !errors.As(err, &n) || n.Bad != "Z" {
			t.Fatalf("a leader not in the cup: %v", err)
		}
		g.ForcePicks(opts[0], opts[1])
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if g.Decision().Kind != "place-leader" {
			t.Fatalf("after the draw: %s", g.Decision().Kind)
		}
		return
	}
	t.Fatal("no election reached")
}

// Positions round-trip exactly, at every step of random games.
func TestPositionRoundTrip(t *testing.T) {
	d := mustData(t)
	for _, sc := range d.Scenarios {
		g, err := New(d, Options{Scenario: sc.Key, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(3, 3))
		var buf []Action
		for step := 0; step < 300 && !g.Over(); step++ {
			if step%7 == 0 {
				p := g.Position()
				h, err := LoadPosition(d, p, 99)
				if err != nil {
					t.Fatalf("%s step %d: %v\n%s", sc.Key, step, err, p)
				}
				if h.s != g.s {
					t.Fatalf("%s step %d: the loaded state differs", sc.Key, step)
				}
				if h.Position() != p {
					t.Fatalf("%s step %d: the position text differs", sc.Key, step)
				}
			}
			buf = g.Legal(buf)
			a := buf[r.IntN(len(buf))]
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
		}
	}
}

// Errors name their line.
func TestPositionErrors(t *testing.T) {
	_, err := LoadPosition(mustData(t), "scenario: first\nturn: x\nstack: 9999 rome army 1 up\nbogus\n", 1)
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{"line 2:", "line 3:", "line 4:"} {
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("%q missing from %v", want, err)
		}
	}
}

// Explaining a refusal never panics and never changes the state: every kind
// of action with random operands, at many states of random games.
func TestExplainNeverPanics(t *testing.T) {
	d := mustData(t)
	r := rand.New(rand.NewPCG(11, 12))
	for _, sc := range d.Scenarios {
		g, _ := New(d, Options{Scenario: sc.Key, Seed: 11, NoLog: true})
		var buf []Action
		for step := 0; step < 400 && !g.Over(); step++ {
			before := g.s
			for k := 0; k < 30; k++ {
				a := Action(uint32(r.IntN(int(numKinds)))<<24 | uint32(r.IntN(256))<<16 | uint32(r.IntN(1200)))
				if r.IntN(4) == 0 {
					a = Action(r.Uint32())
				}
				legal := false
				for _, l := range g.Legal(buf) {
					legal = legal || l == a
				}
				if legal {
					continue
				}
				_ = g.ActionText(a)
				_ = g.ActionLabel(a)
				if err := g.Apply(a); err == nil {
					t.Fatalf("%s: illegal %q applied", sc.Key, g.ActionText(a))
				}
				if g.s != before {
					t.Fatalf("%s: a refusal changed the state", sc.Key)
				}
			}
			buf = g.Legal(buf)
			a := buf[r.IntN(len(buf))]
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
		}
	}
}

// The generic adapter drives a game to its end.
func TestGeneric(t *testing.T) {
	g, _ := New(mustData(t), Options{Scenario: "third", Seed: 2, NoLog: true})
	st := g.Generic()
	var buf = make([]uint32, 0, 64)
	_ = buf
	r := rand.New(rand.NewPCG(2, 2))
	var lb []Action
	for i := 0; i < 5000 && st.ToMove() >= 0; i++ {
		lb = g.Legal(lb)
		a := lb[r.IntN(len(lb))]
		c := st.Clone()
		c.CopyFrom(st)
		if err := st.Apply(gameAction(a)); err != nil {
			t.Fatal(err)
		}
		txt := st.ActionText(gameAction(a))
		if txt == "" {
			t.Fatal("no text")
		}
	}
	o := st.Observation(0)
	_ = o.Determinize(1)
}

func gameAction(a Action) gameActionT { return gameActionT(a) }

type gameActionT = game.Action

// Every legal action's text encodes back to the same action.
func TestActionTextsRoundTrip(t *testing.T) {
	d := mustData(t)
	for _, sc := range d.Scenarios {
		g, _ := New(d, Options{Scenario: sc.Key, Seed: 8, NoLog: true})
		r := rand.New(rand.NewPCG(8, 8))
		var buf []Action
		for step := 0; step < 600 && !g.Over(); step++ {
			buf = g.Legal(buf)
			for _, a := range buf {
				b, ok := g.EncodeAction(g.ActionText(a))
				if !ok || b != a {
					t.Fatalf("%q encodes to %q", g.ActionText(a), g.ActionText(b))
				}
			}
			a := biased(r, buf)
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
		}
	}
}

// ParseAction explains a well-formed illegal action with its case.
func TestParseExplains(t *testing.T) {
	g := load(t, "scenario: first", "turn: 2", "phase: campaign", "phasing: rome",
		"stack: 2908 rome army 4 up", "leader 2: map 2908 1 0")
	do(t, g, "leader C", "attach army 4")
	_, err := g.ParseAction("move 2909")
	var r *Refusal
	if !errors.As(err, &r) || r.Rule != "5.33" {
		t.Fatalf("%v", err)
	}
}

// The same scenario, seed and actions give the same game; a clone is
// independent of its original.
func TestDeterminismAndClone(t *testing.T) {
	d := mustData(t)
	play := func(seed uint64) (*Game, []Action) {
		g, _ := New(d, Options{Scenario: "second", Seed: seed})
		r := rand.New(rand.NewPCG(seed, 1))
		var buf, done []Action
		for i := 0; i < 500 && !g.Over(); i++ {
			buf = g.Legal(buf)
			a := biased(r, buf)
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
			done = append(done, a)
		}
		return g, done
	}
	a, acts := play(21)
	b, _ := New(d, Options{Scenario: "second", Seed: 21})
	for _, x := range acts {
		if err := b.Apply(x); err != nil {
			t.Fatal(err)
		}
	}
	if a.Position() != b.Position() {
		t.Fatal("replaying the actions gave another game")
	}
	c := a.Clone()
	var buf []Action
	for i := 0; i < 50 && !c.Over(); i++ {
		buf = c.Legal(buf)
		c.ApplyLegal(buf[0])
	}
	if a.Position() != b.Position() {
		t.Fatal("playing on a clone changed the original")
	}
}

// Over random games, no side's View carries a hidden strength or the
// enemy's unrevealed bid, and every View marshals to JSON.
func TestViewsHideSecrets(t *testing.T) {
	d := mustData(t)
	for _, sc := range d.Scenarios {
		g, _ := New(d, Options{Scenario: sc.Key, Seed: 31, NoLog: true})
		r := rand.New(rand.NewPCG(31, 31))
		var buf []Action
		for step := 0; step < 1500 && !g.Over(); step++ {
			if step%5 == 0 {
				for _, side := range [2]Side{Rome, Carthage} {
					v := g.View(side)
					if _, err := json.Marshal(v); err != nil {
						t.Fatal(err)
					}
					for _, hv := range v.Hexes {
						h := hexOf(g, hv.Hex)
						for _, u := range hv.Units {
							if u.FaceDown && u.Side != side.Key() && g.bestLeader(h, side) < 0 && (u.Strength != 0 || !u.Hidden) {
								t.Fatalf("%s sees %d %s inside %04d", side, u.Strength, u.Type, hv.Hex)
							}
						}
					}
					other := side.Other()
					if g.s.bidDone[other] && !g.s.bidDone[side] {
						for _, b := range v.Bids {
							if b.Side == other.Key() {
								t.Fatalf("%s sees %s's bid", side, other)
							}
						}
					}
				}
			}
			buf = g.Legal(buf)
			a := biased(r, buf)
			if a.Kind() == KAccept {
				a = act(KDecline, 0, 0)
			}
			g.ApplyLegal(a)
		}
	}
}

// The generic interface's Legal, Apply and CopyFrom agree with the game's.
func TestGenericLegal(t *testing.T) {
	g, _ := New(mustData(t), Options{Scenario: "first", Seed: 4, NoLog: true})
	st := g.Generic()
	var buf []game.Action
	r := rand.New(rand.NewPCG(4, 4))
	var cp GenericState
	for i := 0; i < 300 && st.ToMove() != game.None; i++ {
		buf = st.Legal(buf[:0])
		mine := g.Legal(nil)
		if len(buf) != len(mine) {
			t.Fatalf("%d generic actions, %d engine actions", len(buf), len(mine))
		}
		cp.CopyFrom(st)
		a := buf[r.IntN(len(buf))]
		if x, err := st.ParseAction(st.ActionText(a)); err != nil || x != a {
			t.Fatalf("parse %q: %v", st.ActionText(a), err)
		}
		st.ApplyLegal(a)
		if cp.G.Position() == g.Position() && i > 0 && a != buf[0] {
			continue
		}
	}
	if len(st.Players()) != 2 {
		t.Fatal("players")
	}
}
