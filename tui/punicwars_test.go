package tui

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/game"
	"punic/match"
	"punic/punicwars"
	"punic/punicwars/data"
	pwtitle "punic/punicwars/title"
)

// The Punic Wars in the terminal.

func pwMatch(t *testing.T, scenario string, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(pwtitle.Of(data.MustDefault()), game.Options{Scenario: scenario, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// patientBot plays at random, but declines to end the war before Game-Turn 3
// and offers and accepts the end from then on (18.1).
type patientBot struct{ r *rand.Rand }

func (b *patientBot) Name() string { return "patient" }

func (b *patientBot) Act(obs game.State) game.Action {
	var rest []game.Action
	for _, a := range obs.Legal(nil) {
		switch obs.ActionText(a) {
		case "offer end", "accept":
			if obs.(*punicwars.GenericState).G.Turn() >= 3 {
				return a
			}
		default:
			rest = append(rest, a)
		}
	}
	return rest[b.r.IntN(len(rest))]
}

// TestPunicWarsBotsInTheTerminal plays the game's mcts bot against the random bot
// to the end. The diplomacy bids are written in secret (16.11): the terminal
// never prints a bot's bid, only that it decided. The First Punic War: in the
// Second the random set-up can leave Carthage empty, and the search bot sails
// into it on Game-Turn 1 (18.23), before any Diplomacy Phase.
func TestPunicWarsBotsInTheTerminal(t *testing.T) {
	rome, err := NewPlayer(pwtitle.Title, "mcts:iter=20,depth=20,end=3", 1)
	if err != nil {
		t.Fatal(err)
	}
	carthage := Player{Name: "patient", Bot: &patientBot{r: rand.New(rand.NewPCG(2, 2))}}
	m := pwMatch(t, "first", 5)
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: [2]Player{rome, carthage}}, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if !m.Over() || !strings.Contains(o, "Game over: "+m.Title().ResultText(m.Game().Outcome())+".") {
		t.Fatalf("no result; output ends %q", o[max(0, len(o)-400):])
	}
	if !strings.Contains(o, "punic: The Punic Wars (SPI, 1975), scenario first") {
		t.Errorf("no introduction")
	}
	if strings.Contains(o, "): Bid ") || !strings.Contains(o, "decides in secret (bid)") {
		t.Errorf("a bot's secret bid is shown, or its decision not announced")
	}
	if !strings.Contains(o, "the bids are shown: ") {
		t.Errorf("the bids are never shown together:\n%s", o)
	}
}

// TestPunicWarsPersonAgainstBot: a person plays Rome against the random bot:
// the board shows Treasury and Victory Points, the person deploys, takes it
// back, deploys again, looks at the board and resigns.
func TestPunicWarsPersonAgainstBot(t *testing.T) {
	bot, err := NewPlayer(pwtitle.Title, "random", 3)
	if err != nil {
		t.Fatal(err)
	}
	m := pwMatch(t, "second", 4)
	in := strings.NewReader("1\nundo\n1\nboard\nresign\nquit\n")
	var out bytes.Buffer
	if err := Play(Config{Match: m, Players: [2]Player{{Name: "human"}, bot}}, in, &out); err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, want := range []string{"Treasury: Rome", "Victory Points: Rome", "Marginal Victory 60", "Rome: choose the hex for",
		"Took back: deploy ", "Game over: Carthage wins (Carthage wins: Rome resigned)."} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q:\n%s", want, o)
		}
	}
	if strings.Contains(o, "Pass the keyboard") {
		t.Error("a game against a bot passes the keyboard")
	}
}
