package title

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/data"
	"punic/match"
)

var testData = data.MustDefault()

// TestDescribeDeal follows the first deal of a referee game entered in two parts:
// the need counts down the cards still to enter, and the options shrink.
func TestDescribeDeal(t *testing.T) {
	g, err := hannibal.New(testData, hannibal.Options{Referee: true, Seed: 3})
	var n *hannibal.NeedInput
	if !errors.As(err, &n) || g.ToMove() != hannibal.NoSide {
		t.Fatalf("a referee game waits for its deal: %v", err)
	}
	need := Describe(g, n, 0)
	if need.Kind != Draw || need.Count != 14 || DealOf(need).PerSide != 7 || DealOf(need).Turn != 1 || len(need.Options) != 64 || need.Options[0] != "1" {
		t.Fatalf("first deal: %+v", need)
	}
	if len(need.Labels) != 64 || need.Labels[11] != "12 "+testData.Card(12).Title {
		t.Fatalf("the deck's cards in words: %q", need.Labels)
	}
	if err := CheckDraws(need, testData, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}); err == nil || !strings.Contains(err.Error(), "needs 14 more, not 15") {
		t.Fatalf("too many draws: %v", err)
	}
	for _, bad := range []struct {
		cards []int
		want  string
	}{{[]int{0}, "not a strategy card number 1-64"}, {[]int{5, 5}, "card 5 is given twice"}, {nil, "give the numbers"}} {
		if err := CheckDraws(need, testData, bad.cards); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%v: %v, want %q", bad.cards, err, bad.want)
		}
	}
	first, err := ParseDraws("rome 1 2 3 / carthage 33 34 35", 0)
	if err != nil || len(first) != 6 || first[1] != 33 {
		t.Fatalf("per side: %v %v", first, err)
	}
	g.ForceDraws(first...)
	err = g.Advance()
	if !errors.As(err, &n) {
		t.Fatalf("the deal goes on with 6 cards of 14: %v", err)
	}
	need = Describe(g, n, 6)
	if need.Count != 8 || DealOf(need).Queued != 6 || len(need.Options) != 58 || !strings.Contains(need.Prompt, "6 entered, 8 to go") {
		t.Fatalf("the rest of the deal: %+v", need)
	}
	if err := CheckDraws(need, testData, []int{33}); err == nil || !strings.Contains(err.Error(), "not in the deck") {
		t.Fatalf("a card already dealt: %v", err)
	}
	rest, err := ParseDraws("rome 4 5 6 7 / carthage 36 37 38 39", 6)
	if err != nil {
		t.Fatal(err)
	}
	g.ForceDraws(rest...)
	if err := g.Advance(); err != nil {
		t.Fatal(err)
	}
	if got := g.Hand(hannibal.Carthage); len(got) != 7 || got[0] != 33 || g.ToMove() == hannibal.NoSide {
		t.Fatalf("Carthage's hand %v", got)
	}
	if _, err := ParseDraws("rome 1 2 3 / carthage 4", 0); err == nil || !strings.Contains(err.Error(), "alternately, Rome first") {
		t.Fatalf("unbalanced sides: %v", err)
	}
	// An odd number already queued: Carthage draws next.
	if got, err := ParseDraws("carthage 9 10 / rome 11", 1); err != nil || len(got) != 3 || got[0] != 9 || got[1] != 11 {
		t.Fatalf("Carthage first: %v %v", got, err)
	}
}

// TestParseHands reads both forms of the battle hands and checks them.
func TestParseHands(t *testing.T) {
	h, err := ParseHands(testData, "rome fa2 fl=1 probe:3 re 1 / carthage 1 0 0 2 0 0")
	if err != nil {
		t.Fatal(err)
	}
	if h != [2][6]int{{2, 1, 0, 3, 0, 1}, {1, 0, 0, 2, 0, 0}} {
		t.Fatalf("hands %v", h)
	}
	if got := HandText(testData, h); got != "rome fa2 fl1 pr3 re1 / carthage fa1 pr2" {
		t.Fatalf("HandText %q", got)
	}
	if back, err := ParseHands(testData, HandText(testData, h)); err != nil || back != h {
		t.Fatalf("HandText does not parse back: %v %v", back, err)
	}
	// Carthage's part first, named.
	if h2, err := ParseHands(testData, "carthage de2 / rome fr1"); err != nil || h2[1][4] != 2 || h2[0][2] != 1 {
		t.Fatalf("named parts: %v %v", h2, err)
	}
	for _, bad := range []struct{ text, want string }{
		{"fa2", "give both hands"},
		{"rome xx2 / carthage fa1", `"xx" is not a battle card type`},
		{"rome fa2 fa1 / carthage", "frontal-assault is given twice"},
		{"rome 1 2 3 / carthage", "give 6 counts"},
		{"rome fa1 / rome fa2", "Rome is given twice"},
		{"rome fa1 / carthage fa1 / rome", `two parts`},
		{"rome fa / carthage", "give a type and its count"},
	} {
		if _, err := ParseHands(testData, bad.text); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: %v, want %q", bad.text, err, bad.want)
		}
	}
	need := &game.Need{Kind: Hands, Detail: &Deal{Hands: [2]int{3, 2}}}
	if err := CheckHands(need, testData, [2][6]int{{3}, {1, 1}}); err != nil {
		t.Fatal(err)
	}
	if err := CheckHands(need, testData, [2][6]int{{2}, {1, 1}}); err == nil || err.Error() != "Rome is dealt 3 battle cards, not 2" {
		t.Fatalf("short hand: %v", err)
	}
	DealOf(need).Hands = [2]int{-1, -1}
	if err := CheckHands(need, testData, [2][6]int{{0, 0, 0, 0, 0, 3}, {0, 0, 0, 0, 0, 2}}); err == nil || !strings.Contains(err.Error(), "5 reserve cards dealt in all: the deck has 4") {
		t.Fatalf("too many reserves: %v", err)
	}
}

// TestMatchPick finds picks by value, battle card short name and prefix.
func TestMatchPick(t *testing.T) {
	consuls := &game.Need{Kind: Pick, Options: []string{"flaminius", "fabius", "varro"}}
	for in, want := range map[string]string{"varro": "varro", "VARRO": "varro", "va": "varro", "fl": "flaminius"} {
		if got, err := MatchPick(consuls, testData, in); err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
	if _, err := MatchPick(consuls, testData, "f"); err == nil || !strings.Contains(err.Error(), "is not one of flaminius, fabius, varro") {
		t.Errorf("ambiguous prefix: %v", err)
	}
	cards := &game.Need{Kind: Pick, Options: []string{"flank-left", "probe"}}
	if got, err := MatchPick(cards, testData, "fl"); err != nil || got != "flank-left" {
		t.Errorf("battle card short name: %q %v", got, err)
	}
	if _, err := MatchPick(cards, testData, "fa"); err == nil {
		t.Error("a type not in the hand was accepted")
	}
	hand := &game.Need{Kind: Pick, Options: []string{"3", "33"}}
	if got, err := MatchPick(hand, testData, "3"); err != nil || got != "3" {
		t.Errorf("exact card: %q %v", got, err)
	}
}

// TestResumeBeforeDeal saves a referee game before its first deal was entered
// and resumes it, waiting again; Reset drops queued inputs.
func TestResumeBeforeDeal(t *testing.T) {
	m, _ := match.New(Of(testData), game.Options{Referee: true, Seed: 8})
	rec := m.Record()
	if !rec.Referee || rec.Actions == nil || rec.Game != Name {
		t.Fatalf("record %+v", rec)
	}
	back, err := match.Resume(Of(testData), &rec)
	if err != nil || !back.Waiting() || !back.Referee() {
		t.Fatalf("resumed: %v", err)
	}
	g, _ := Game(back.Game())
	g.ForceDice(3, 4)
	if err := back.Reset(); err != nil || back.Game().Table().Pending() != 0 || !back.Waiting() {
		t.Fatalf("reset: %v, %d dice", err, back.Game().Table().Pending())
	}
}

// A need's options in words, for the page's buttons: a consul drawn from the
// cup by his name, a battle card drawn blind by its type's name, a card drawn
// from a hand by its number and title; nothing for options that are words
// already or that the game does not know.
func TestOptionLabels(t *testing.T) {
	g, err := hannibal.New(testData, hannibal.Options{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	gen, bc := testData.Generals[0], testData.BattleCards[0]
	for _, c := range []struct {
		for_, kind string
		options    []string
		want       []string
	}{
		{"consul", Pick, []string{gen.Key}, []string{gen.Name}},
		{"battle-card", Pick, []string{bc.Key}, []string{bc.Name}},
		{"card", Pick, []string{"7"}, []string{"7 " + testData.Card(7).Title}},
		{"consul", Pick, []string{"nobody"}, nil},
		{"card", Pick, []string{"65"}, nil},
		{"", "dice", []string{"1"}, nil},
	} {
		if got := optionLabels(g, c.for_, c.kind, c.options); !slices.Equal(got, c.want) {
			t.Errorf("%s %v: %q, want %q", c.for_, c.options, got, c.want)
		}
	}
}
