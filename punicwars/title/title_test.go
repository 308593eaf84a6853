package title

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/match"
	"punic/punicwars"
	"punic/punicwars/bot"
	"punic/punicwars/data"
)

func rules(t *testing.T) *Rules {
	t.Helper()
	return Of(data.MustDefault())
}

// TestRegistry checks the registry entry: name, sides, scenarios with the
// Second Punic War the default, the inputs the referee mode asks for.
func TestRegistry(t *testing.T) {
	tt, err := game.Lookup(Name)
	if err != nil || tt != Title {
		t.Fatalf("lookup: %v", err)
	}
	r := rules(t)
	if got := strings.Join(game.ScenarioKeys(r), " "); got != "first second third" {
		t.Fatalf("scenarios %q", got)
	}
	if game.DefaultScenario(r) != "second" {
		t.Fatalf("default scenario %q", game.DefaultScenario(r))
	}
	var inputs []string
	for _, k := range Title.Inputs {
		inputs = append(inputs, k.Name)
	}
	if strings.Join(inputs, " ") != "dice pick" {
		t.Fatalf("inputs %v", inputs)
	}
	if _, err := r.New(game.Options{Scenario: "fourth"}); err == nil || !strings.Contains(err.Error(), "first, second, third") {
		t.Fatalf("unknown scenario: %v", err)
	}
}

// TestStatus reads the status at the start and on the first Game-Turn.
func TestStatus(t *testing.T) {
	in, err := rules(t).New(game.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := in.Status()
	if st.Scenario != "second" || st.Label != "218 BC, set-up" || st.Kind != "deploy" || st.Phase != "deploy" || len(st.Score) != 2 {
		t.Fatalf("start: %+v", st)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for in.Status().Turn < 1 {
		legal := in.Legal(nil)
		in.ApplyLegal(legal[r.IntN(len(legal))])
	}
	st = in.Status()
	g, _ := Game(in)
	vp := g.VictoryPoints()
	if st.Label != "218 BC" || st.Score[0] != vp[0] || st.Score[1] != vp[1] || st.Prompt == "" {
		t.Fatalf("turn 1: %+v", st)
	}
}

// randomAction chooses a random action of g, but before Game-Turn end it
// never offers to end the war and declines an offer, and from it on it offers
// and accepts (18.1), so that every game ends.
func randomAction(g game.State, r *rand.Rand, end int) game.Action {
	var legal []game.Action
	late := engineOf(g).Turn() >= end
	for _, x := range g.Legal(nil) {
		switch txt := g.ActionText(x); {
		case late && (txt == "offer end" || txt == "accept"):
			return x
		case !late && (txt == "offer end" || txt == "accept"):
		default:
			legal = append(legal, x)
		}
	}
	return legal[r.IntN(len(legal))]
}

// playRandom plays a random action in m (randomAction, ending from Game-Turn 3).
func playRandom(t *testing.T, m *match.Match, r *rand.Rand) {
	t.Helper()
	g := m.Game()
	a := randomAction(g, r, 3)
	if err := m.Apply(a); err != nil {
		t.Fatalf("%s: %v", g.ActionText(a), err)
	}
}

// TestUndoFuzz plays random games of every scenario through the match and, after
// every action that may be taken back, takes it back and checks that the
// position text is exactly the one before, then takes it again.
func TestUndoFuzz(t *testing.T) {
	for _, sc := range []string{"first", "second", "third"} {
		for seed := uint64(1); seed <= 3; seed++ {
			m, err := match.New(rules(t), game.Options{Scenario: sc, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 7))
			undone := 0
			for steps := 0; !m.Over(); steps++ {
				if steps > 20000 {
					t.Fatalf("%s/%d: no end after %d actions", sc, seed, steps)
				}
				g := m.Game()
				side := g.ToMove()
				before := g.Position()
				playRandom(t, m, r)
				if !m.CanUndo(side) {
					continue
				}
				ra, _ := m.LastAction()
				after := g.Position()
				if err := m.Undo(side); err != nil {
					t.Fatal(err)
				}
				if g.Position() != before {
					t.Fatalf("%s/%d: undoing %q does not restore the position", sc, seed, ra.Action)
				}
				if err := m.ApplyText(ra.Action); err != nil {
					t.Fatalf("%s/%d: again %q: %v", sc, seed, ra.Action, err)
				}
				if g.Position() != after {
					t.Fatalf("%s/%d: %q taken again gives another position", sc, seed, ra.Action)
				}
				undone++
			}
			if undone == 0 {
				t.Fatalf("%s/%d: nothing could be undone", sc, seed)
			}
		}
	}
}

// TestNoUndoAcrossDice plays with forced dice always queued: every action that
// used one is recorded with it and may not be taken back.
func TestNoUndoAcrossDice(t *testing.T) {
	m, err := match.New(rules(t), game.Options{Scenario: "second", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	rolled := 0
	for !m.Over() {
		tbl := m.Game().Table()
		if tbl.Pending() < 10 {
			if err := tbl.Force(game.Inputs{"dice": {[]byte("3"), []byte("4"), []byte("5")}}); err != nil {
				t.Fatal(err)
			}
		}
		side := m.Game().ToMove()
		playRandom(t, m, r)
		if ra, _ := m.LastAction(); len(ra.Inputs["dice"]) > 0 {
			rolled++
			if m.CanUndo(side) {
				t.Fatalf("%q rolled %s and can be undone", ra.Action, ra.Inputs["dice"])
			}
		}
	}
	if rolled == 0 {
		t.Fatal("no action rolled the die")
	}
}

// TestIllegalActionCitesCase: a well-formed action that a rule forbids is
// refused with the case number.
func TestIllegalActionCitesCase(t *testing.T) {
	in, err := rules(t).New(game.Options{Scenario: "second", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	_, err = in.ParseAction("deploy 0101")
	if game.RuleOf(err) != "19.0" {
		t.Fatalf("deploy in a far hex: %v (rule %q)", err, game.RuleOf(err))
	}
	if _, err := in.ParseAction("fly away"); err == nil || game.RuleOf(err) != "" {
		t.Fatalf("nonsense: %v", err)
	}
	var r *punicwars.Refusal
	if !errors.As(in.Apply(game.Action(0)), &r) {
		t.Fatal("action 0 is not refused")
	}
}

// TestEndingBot: the mcts bot plays legal actions, and from its end turn on
// offers and accepts the end of the war (18.1); with press=1 (the default) a
// side whose evaluation is over ½ fights on to twice that turn (in the Third
// Punic War Rome's always is: only Carthage's fall decides, 19.34.4).
func TestEndingBot(t *testing.T) {
	if _, err := ai.NewBot(Title, "mcts:depth=0", 1); err == nil {
		t.Fatal("depth 0 accepted")
	}
	if _, err := ai.NewBot(Title, "mcts:bogus=1", 1); err == nil {
		t.Fatal("an unknown option accepted")
	}
	for _, c := range []struct {
		spec string
		last int
	}{{"mcts:iter=30,depth=20,end=2,press=0", 3}, {"mcts:iter=30,depth=20,end=2", 5}} {
		b, err := ai.NewBot(Title, c.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		in, _ := rules(t).New(game.Options{Scenario: "third", Seed: 3})
		res, err := ai.Play(in, []ai.Bot{b, b}, 20000)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Outcome.Over {
			t.Fatalf("%s: not over", c.spec)
		}
		if g, _ := Game(in); g.Turn() > c.last {
			t.Fatalf("%s: the war lasted to Game-Turn %d, want at most %d: %s", c.spec, g.Turn(), c.last, res.Outcome.Reason)
		}
	}
}

// TestEvaluation: the evaluation is in (0, 1) and its two sides' values add up
// to one.
func TestEvaluation(t *testing.T) {
	in, _ := rules(t).New(game.Options{Seed: 2})
	r := rand.New(rand.NewPCG(2, 2))
	ev := bot.NewEvaluation()
	for i := 0; i < 300 && !in.Outcome().Over; i++ {
		legal := in.Legal(nil)
		in.ApplyLegal(legal[r.IntN(len(legal))])
		w := in.(*Instance).GenericState
		a, b := ev.Evaluate(w, 0), ev.Evaluate(w, 1)
		if a <= 0 || a >= 1 || a+b < 0.999 || a+b > 1.001 {
			t.Fatalf("evaluation %v and %v", a, b)
		}
	}
}

// TestRecordReplay: a record of a Punic Wars game written by the generic match
// replays to the same position, and a record from another engine version is
// refused (match.ErrVersion) rather than misplayed.
func TestRecordReplay(t *testing.T) {
	m, err := match.New(rules(t), game.Options{Scenario: "second", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 400 && !m.Over(); i++ {
		playRandom(t, m, r)
	}
	b, err := m.MarshalRecord()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	re, err := match.Replay(rules(t), rec)
	if err != nil {
		t.Fatal(err)
	}
	if re.Game().Position() != m.Game().Position() {
		t.Fatal("the replay differs")
	}
	rec.Engine = "other"
	var ev *match.ErrVersion
	if _, err := match.Replay(rules(t), rec); !errors.As(err, &ev) {
		t.Fatalf("another engine's record: %v", err)
	}
}
