package data_test

import (
	"errors"
	"strings"
	"testing"

	"punic/hannibal/data"
)

func TestTutorialsLoad(t *testing.T) {
	d := data.MustDefault()
	if len(d.Tutorials) != 6 {
		t.Fatalf("%d tutorials, want 6", len(d.Tutorials))
	}
	for i, sc := range d.Tutorials {
		tu := sc.Tutorial
		if tu == nil || tu.Number != i+1 || sc.Key != "tutorial-"+string(rune('1'+i)) {
			t.Fatalf("tutorial %d: %+v", i+1, sc)
		}
		if got, ok := d.Scenario(sc.Key); !ok || got.Tutorial != tu {
			t.Fatalf("%s: not found by key", sc.Key)
		}
		if (tu.Player != data.NoSide) != (tu.Number <= 3) {
			t.Errorf("tutorial %d: solitaire is 1-3", tu.Number)
		}
		if len(tu.Lesson) < 3 {
			t.Errorf("tutorial %d: %d lesson steps", tu.Number, len(tu.Lesson))
		}
	}
	for _, sc := range d.Scenarios {
		if sc.Tutorial != nil {
			t.Errorf("%s: a tutorial among the campaign scenarios", sc.Key)
		}
	}
	if b, _ := d.Board.ProvinceByKey("idubeda"); len(d.Tutorials[1].Tutorial.Banned) != 1 || len(d.Tutorials[1].Tutorial.Banned[0].Spaces) != len(d.Board.Provinces[b].Spaces) {
		t.Errorf("tutorial 2 bans: %+v", d.Tutorials[1].Tutorial.Banned)
	}
	if tu := d.Tutorials[4].Tutorial; !tu.NoSea || !tu.NoRaise {
		t.Errorf("tutorial 5 special rules: %+v", tu)
	}
}

func TestBrokenTutorials(t *testing.T) {
	cases := []struct {
		file, old, new, want string
	}{
		{"scenarios/tutorial-2.yaml", "    - idubeda\n", "    - hispania\n", `tutorial: unknown province "hispania"`},
		{"scenarios/tutorial-1.yaml", "  first: rome\n", "  first: gaul\n", `tutorial: first must be rome or carthage, not "gaul"`},
		{"scenarios/tutorial-4.yaml", "    general: hasdrubal\n", "    general: nero\n", "tutorial: victory: general nero is not on the Carthage side"},
		{"scenarios/tutorial-1.yaml", "      - 4\n", "      - 99\n", "tutorial: lesson step 1: no card 99"},
		{"scenarios/tutorial-3.yaml", "      phase: winter\n", "      phase: lunch\n", `tutorial: lesson step 4: until phase "lunch"`},
		{"scenarios/tutorial-6.yaml", "    phase: deal\n", "    phase: strategy\n", `the position must start at "phase: deal"`},
	}
	for _, c := range cases {
		f := embeddedCopy(t)
		f.replace(t, c.file, c.old, c.new)
		_, err := f.load()
		var inv *data.InvalidData
		if !errors.As(err, &inv) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q -> %q: got %v, want %q", c.file, c.old, c.new, err, c.want)
		}
	}
}
