package hannibal

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// TestPositionRoundTrip saves and loads every state of random games: the loaded
// state must equal the saved one exactly.
func TestPositionRoundTrip(t *testing.T) {
	d := data.MustDefault()
	games := 30
	if testing.Short() {
		games = 5
	}
	var buf []Action
	for seed := 1; seed <= games; seed++ {
		g, _ := New(d, Options{Seed: uint64(seed), NoLog: true})
		r := rand.New(rand.NewSource(int64(seed)))
		for step := 0; ; step++ {
			text := g.Position()
			back, err := LoadPosition(d, text, 0)
			if err != nil {
				t.Fatalf("seed %d step %d: %v\n%s", seed, step, err, text)
			}
			if back.s != g.s {
				t.Fatalf("seed %d step %d: the loaded state differs in %v\n%s", seed, step, stateDiff(&g.s, &back.s), text)
			}
			if g.Over() {
				break
			}
			buf = g.Legal(buf)
			g.ApplyLegal(buf[r.Intn(len(buf))])
		}
	}
}

func TestPositionHandWritten(t *testing.T) {
	d := data.MustDefault()
	text := `position: 1
scenario: 218bc
turn: 3
phase: strategy
active: carthage
control rome: rome capua neapolis tarentum rhegium messana syracuse massilia arpi cannae
control carthage: carthage utica gades new-carthage saguntum insubrians boii bruttium
units cannae: carthage 8 e1
units arpi: rome 6
units rome: rome 2, inside 3
general hannibal: cannae command
general varro: arpi command consul
general fabius: rome command consul
hand carthage: 33 61
hand rome: 5 6
`
	g, err := LoadPosition(d, text, 7)
	if err != nil {
		t.Fatal(err)
	}
	if dec := g.Decision(); dec.Side != Carthage || dec.Kind != "card-play" {
		t.Fatalf("decision %+v, want Carthage's card play", dec)
	}
	if g.s.deckN != 60 {
		t.Errorf("deck %d, want the 60 unplaced cards", g.s.deckN)
	}
	x, _ := d.Board.SpaceByKey("rome")
	if g.out(Rome, x) != 2 || g.in(Rome, x) != 3 {
		t.Errorf("Rome: %d outside, %d inside", g.out(Rome, x), g.in(Rome, x))
	}
}

func TestPositionProblems(t *testing.T) {
	d := data.MustDefault()
	text := `position: 1
scenario: 218bc
turn: 12
phase: lunch
units atlantis: rome 3
units cannae: rome 3 e1
general caesar: rome
general hannibal: cannae dancing
hand rome: 5 5
frobnicate: yes
m mv.nosuch: 3
`
	_, err := LoadPosition(d, text, 1)
	if err == nil {
		t.Fatal("accepted a broken position")
	}
	want := []string{
		`line 3: turn must be 1-9, not "12"`,
		`line 4: unknown phase "lunch"`,
		`line 5: unknown space "atlantis"`,
		`line 6: units cannae: Rome has no elephants (17)`,
		`line 7: unknown general "caesar"`,
		`line 8: general hannibal: unknown word "dancing"`,
		`line 9: card 5 is both in hand rome and in hand rome`,
		`line 10: unknown key "frobnicate"`,
		`line 11: m mv.nosuch: unknown field "nosuch"`,
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing problem %q in:\n%v", w, err)
		}
	}
}

// stateDiff names the State fields that differ.
func stateDiff(a, b *State) []string {
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	var out []string
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(settable(va.Field(i)).Interface(), settable(vb.Field(i)).Interface()) {
			out = append(out, va.Type().Field(i).Name)
		}
	}
	return out
}
