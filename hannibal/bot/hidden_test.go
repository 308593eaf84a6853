package bot

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
)

// hiddenInfoSpecs are the bots checked for leaks of hidden information.
var hiddenInfoSpecs = []string{"random", "policy", "heuristic", "heuristic:guard=1,cautious=1,eval=learned",
	"mcts:iter=150", "mcts:iter=150,every=0", "mcts:iter=150,every=1", "mcts:iter=150,group=all", "mcts:iter=150,eval=learned,guard=1,cautious=1,cardx=2,keyx=0.5",
	"mcts:iter=150,cu=0.3,winter=0.3,spread=1", "heuristic:cu=0.3,winter=0.3,spread=1"}

// playUntil plays a seeded game with random bots until stop says so, and returns
// it; nil if the game ended first.
func playUntil(t *testing.T, seed uint64, stop func(g *hannibal.Game) bool) *hannibal.Game {
	t.Helper()
	g, err := hannibal.New(data.MustDefault(), hannibal.Options{Seed: seed, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	r := ai.NewRandom(seed)
	for !g.Over() {
		if stop(g) {
			return g
		}
		if err := g.Apply(hannibal.Action(r.Act(g.Generic()))); err != nil {
			t.Fatal(err)
		}
	}
	return nil
}

// twoWorlds returns two complete games that side cannot tell apart: they share
// side's observation of g but give the opponent different hidden cards (strategy
// cards, and battle cards in a battle) and a different deck.
func twoWorlds(t *testing.T, g *hannibal.Game, side hannibal.Side) (*hannibal.Game, *hannibal.Game) {
	t.Helper()
	obs := g.Observation(side)
	w1 := obs.Determinize(1)
	for seed := uint64(2); seed < 50; seed++ {
		w2 := obs.Determinize(seed)
		if !slices.Equal(w1.Hand(side.Other()), w2.Hand(side.Other())) {
			return w1, w2
		}
	}
	t.Fatal("every determinization dealt the opponent the same hand")
	return nil, nil
}

// checkSameChoices checks that the worlds look alike to side and that every bot,
// seeded alike, chooses alike in both.
func checkSameChoices(t *testing.T, what string, w1, w2 *hannibal.Game, side hannibal.Side) {
	t.Helper()
	p := game.Player(side)
	o1, o2 := w1.Generic().Observation(p), w2.Generic().Observation(p)
	if !reflect.DeepEqual(o1, o2) {
		t.Fatalf("%s: the observations of two worlds differing in hidden cards differ", what)
	}
	for _, spec := range hiddenInfoSpecs {
		b1, err := ai.NewBot(testTitle, spec, 77)
		if err != nil {
			t.Fatal(err)
		}
		b2, _ := ai.NewBot(testTitle, spec, 77)
		a1, a2 := b1.Act(o1), b2.Act(o2)
		if a1 != a2 {
			t.Errorf("%s: %s chose %q in one world and %q in the other", what, spec, w1.ActionText(hannibal.Action(a1)), w2.ActionText(hannibal.Action(a2)))
		}
		if err := w1.Clone().Apply(hannibal.Action(a1)); err != nil {
			t.Errorf("%s: %s chose an illegal action: %v", what, spec, err)
		}
	}
	checkSameHints(t, what, w1, w2, side)
}

// checkSameHints checks that the hints for side, asked of the true games (Hints
// takes side's observation itself), are the same in two worlds side cannot tell
// apart, and that the top hint is legal.
func checkSameHints(t *testing.T, what string, w1, w2 *hannibal.Game, side hannibal.Side) {
	t.Helper()
	budget := ai.HintBudget{Iterations: 60}
	h1, err := ai.Hints(testTitle, w1.Generic(), game.Player(side), budget, 3)
	if err != nil {
		t.Fatal(err)
	}
	h2, err := ai.Hints(testTitle, w2.Generic(), game.Player(side), budget, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h1, h2) {
		t.Errorf("%s: hints %+v in one world and %+v in the other", what, h1, h2)
	}
	if len(h1) == 0 || len(h1) > 3 {
		t.Fatalf("%s: %d hints, want 1-3", what, len(h1))
	}
	if err := w1.Clone().Apply(hannibal.Action(h1[0].Action)); err != nil {
		t.Errorf("%s: the top hint is illegal: %v", what, err)
	}
	for _, h := range h1 {
		if h.Win < 0 || h.Win > 1 {
			t.Errorf("%s: hint %+v: a win rate outside [0, 1]", what, h)
		}
	}
}

// TestChoicesIgnoreOpponentsHand checks that a bot's choice cannot depend on the
// opponent's hidden strategy cards: two true games that differ only in what Rome
// cannot see give Rome identical observations, and every bot, seeded alike, makes
// the same choice in both.
func TestChoicesIgnoreOpponentsHand(t *testing.T) {
	g := playUntil(t, 3, func(g *hannibal.Game) bool {
		return g.Turn() == 2 && g.AtCardPlay() && g.ToMove() == hannibal.Rome
	})
	if g == nil {
		t.Fatal("the game ended before Rome's second-turn card play")
	}
	w1, w2 := twoWorlds(t, g, hannibal.Rome)
	checkSameChoices(t, "card play", w1, w2, hannibal.Rome)
}

// TestBattleChoicesIgnoreOpponentsCards does the same in a battle, where the
// opponent's battle cards are hidden too.
func TestBattleChoicesIgnoreOpponentsCards(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		g := playUntil(t, seed, func(g *hannibal.Game) bool {
			b, ok := g.Battle()
			return ok && g.ToMove() == hannibal.Rome && b.Cards[hannibal.Carthage] > 2 && len(g.Legal(nil)) > 1
		})
		if g == nil {
			continue
		}
		w1, w2 := twoWorlds(t, g, hannibal.Rome)
		b1, _ := w1.Battle()
		b2, _ := w2.Battle()
		if b1.Hand[hannibal.Carthage] == b2.Hand[hannibal.Carthage] {
			continue
		}
		checkSameChoices(t, "battle", w1, w2, hannibal.Rome)
		return
	}
	t.Fatal("no battle with hidden Carthaginian cards found")
}

// TestSubDecisionsIgnoreOpponentsHand does the same at the decisions inside a
// play (PC placements, each space of a move), which the default group=key
// leaves to the heuristic and every=1 searches, each the root of its own tree.
func TestSubDecisionsIgnoreOpponentsHand(t *testing.T) {
	for _, kind := range []hannibal.Kind{hannibal.KPlacePC, hannibal.KMoveTo} {
		g := playUntil(t, 5, func(g *hannibal.Game) bool {
			if g.ToMove() != hannibal.Rome || g.Turn() < 2 {
				return false
			}
			legal := g.Legal(nil)
			return len(legal) > 1 && slices.ContainsFunc(legal, func(a hannibal.Action) bool { return a.Kind() == kind })
		})
		if g == nil {
			t.Fatalf("no Roman decision of kind %d found", kind)
		}
		w1, w2 := twoWorlds(t, g, hannibal.Rome)
		checkSameChoices(t, fmt.Sprintf("decision of kind %d", kind), w1, w2, hannibal.Rome)
	}
}

// seatChecker wraps a bot and checks that it is only ever given an observation of
// the seat to move.
type seatChecker struct {
	ai.Bot
	t    *testing.T
	seat game.Player
	n    int
}

func (s *seatChecker) Act(obs game.State) game.Action {
	s.n++
	if !gameOf(obs).IsObservation() {
		s.t.Fatal("ai.Play gave a bot the true game, not an observation")
	}
	if obs.ToMove() != s.seat {
		s.t.Fatalf("ai.Play asked seat %d's bot to move for seat %d", s.seat, obs.ToMove())
	}
	return s.Bot.Act(obs)
}

// TestPlayShowsOnlyObservations checks that the game loop gives each bot only the
// observation of its own seat.
func TestPlayShowsOnlyObservations(t *testing.T) {
	g, _ := hannibal.New(data.MustDefault(), hannibal.Options{Seed: 9, NoLog: true})
	rome := &seatChecker{Bot: ai.NewRandom(1), t: t, seat: 0}
	carthage := &seatChecker{Bot: &PolicyBot{r: ai.NewRand(2)}, t: t, seat: 1}
	res, err := ai.Play(g.Generic(), []ai.Bot{rome, carthage}, 20000)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Outcome.Over || rome.n == 0 || carthage.n == 0 || rome.n+carthage.n != res.Choices {
		t.Errorf("result %+v, rome asked %d times, carthage %d", res, rome.n, carthage.n)
	}
}
