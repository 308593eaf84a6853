package title

import (
	"slices"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// The registry entry offers exactly the engine's rules editions, default
// first, and CheckRules reads them as the engine does.
func TestVariantsAreTheEnginesEditions(t *testing.T) {
	if got := Title.RulesKeys(); !slices.Equal(got, hannibal.RulesChoices) {
		t.Fatalf("Title.Variants %v, the engine's editions %v", got, hannibal.RulesChoices)
	}
	for in, want := range map[string]string{"": "", "2nd": "", "1st": "1st"} {
		if got, err := Title.CheckRules(in); err != nil || got != want {
			t.Errorf("CheckRules(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := Title.CheckRules("x"); err == nil || err.Error() != `unknown rules "x" (choose 2nd or 1st)` {
		t.Errorf("CheckRules(x): %v", err)
	}
}

// The tutorials are scenarios marked as such, and their instances give the
// lesson through game.Lessoner; a campaign game has none.
func TestTutorialScenariosAndLessons(t *testing.T) {
	r := Of(data.MustDefault())
	tuts := game.Tutorials(r)
	if len(tuts) != 6 {
		t.Fatalf("tutorials: %+v", tuts)
	}
	for i, sc := range tuts {
		tu := sc.Tutorial
		if tu.Number != i+1 || tu.Title == "" || tu.Goal == "" {
			t.Errorf("%s: %+v", sc.Key, tu)
		}
		in, err := r.New(game.Options{Scenario: sc.Key, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		l := game.LessonOf(in)
		if l == nil || l.Tutorial != i+1 || l.Step != 1 || l.Text == "" || l.Player != tu.Player ||
			len(l.Names) != len(l.Spaces)+len(l.Pieces) {
			t.Errorf("%s: lesson %+v", sc.Key, l)
		}
	}
	for _, sc := range r.Scenarios() {
		if sc.Key == "218bc" && sc.Tutorial != nil {
			t.Error("218bc is marked as a tutorial")
		}
	}
	in, _ := r.New(game.Options{Seed: 1})
	if l := game.LessonOf(in); l != nil {
		t.Errorf("a campaign game has a lesson: %+v", l)
	}
}
