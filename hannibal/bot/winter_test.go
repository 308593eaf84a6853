package bot

import (
	"strings"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
)

// TestWinterLoss checks the expected winter attrition (21.1): nothing for CUs
// on friendly ground, the table's average for CUs camped on an enemy tribe, and
// an evaluation with Winter set that counts it against the side.
func TestWinterLoss(t *testing.T) {
	g := startGame(t, 1)
	fx := factsFor(g)
	for _, sd := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		if l := winterLoss(g, fx, sd); l != 0 {
			t.Errorf("start: %v expects to lose %.2f CUs to winter on friendly ground", sd, l)
		}
	}
	// Rome's 8 CUs of Agrigentum camp on the Carthaginian tribe of Bruttium.
	text := strings.Replace(g.Position(), "units agrigentum: rome 8", "units bruttium: rome 8", 1)
	camp, err := hannibal.LoadPosition(data.MustDefault(), text, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := fx.winter[8]
	if want <= 0 || want > 8 {
		t.Fatalf("average winter attrition of 8 CUs: %.2f", want)
	}
	if l := winterLoss(camp, fx, hannibal.Rome); l != want {
		t.Errorf("8 CUs in Bruttium: expected loss %.2f, want %.2f", l, want)
	}
	if l := winterLoss(camp, fx, hannibal.Carthage); l != 0 {
		t.Errorf("Carthage expects to lose %.2f CUs on friendly ground", l)
	}
	plain := &HannibalEval{W: FittedWeights()}
	wary := &HannibalEval{W: FittedWeights(), Winter: 0.5}
	s := camp.Generic()
	if p, w := plain.Evaluate(s, 0), wary.Evaluate(s, 0); !(w < p) {
		t.Errorf("Rome camped on hostile ground: %.4f with the winter's cost, %.4f without", w, p)
	}
	if p, w := plain.Evaluate(g.Generic(), 0), wary.Evaluate(g.Generic(), 0); p != w {
		t.Errorf("no one on hostile ground: %.4f with the winter's cost, %.4f without", w, p)
	}
}
