package punicwars

import (
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
	g := load(t, "scenario: second", "turn: 1", "phase: recruitment", "phasing: rome", "treasury: 0 0",
		"stack: 3008 rome army 1 up", "stack: 2915 carthage army 1 up", "leader 2: map 3008 1 0", "leader 3: map 3008 1 0")
	g.SetReferee(true)
	err := g.Apply(act(KDone, 0, 0))
	var n *NeedInput
	if !errors.As(err, &n) {
		// The turn passes through Carthage first: dice may be asked first.
		for errors.As(err, &n) && n.What == "dice" {
			g.ForceDice(3)
			err = g.Apply(act(KDone, 0, 0))
		}
	}
	for errors.As(err, &n) && n.What == "dice" {
		g.ForceDice(3)
		err = g.Advance()
	}
	_ = err
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
