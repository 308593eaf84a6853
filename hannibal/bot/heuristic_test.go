package bot

import (
	"testing"

	"punic/ai"
	"punic/game"
	"punic/hannibal"
)

// TestHeuristicTakesProvince checks that the heuristic bot, placing PCs at the
// start, completes Gallia Cisalpinia (Carthage holds two of the three spaces
// needed) rather than scattering them.
func TestHeuristicTakesProvince(t *testing.T) {
	g := startGame(t, 1)
	do(t, g, "pass", "first carthage")
	play := firstPCPlay(g)
	if play == "" {
		t.Skip("no card to place PCs with in this deal")
	}
	do(t, g, play)
	a := hannibal.Action(NewHeuristic(HeuristicConfig{}, 1).Act(g.Generic().Observation(1)))
	b := g.Data().Board
	if a.Kind() != hannibal.KPlacePC || b.ProvinceOf(b.Spaces[a.A()].ID).Key != "gallia-cisalpinia" {
		t.Errorf("the heuristic chose %q", g.ActionText(a))
	}
}

// TestHeuristicBeatsRandom plays a few seeded games against the random bot on
// both sides: the heuristic bot must win nearly all.
func TestHeuristicBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	wins, games := 0, 6
	for i := 0; i < games; i++ {
		g := startGame(t, uint64(100+i))
		h := NewHeuristic(HeuristicConfig{}, uint64(i))
		seats := []ai.Bot{h, ai.NewRandom(uint64(i))}
		me := game.Player(0)
		if i%2 == 1 {
			seats[0], seats[1], me = seats[1], seats[0], 1
		}
		res, err := ai.Play(g.Generic(), seats, 20000)
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome.Winner == me {
			wins++
		}
	}
	if wins < games-1 {
		t.Errorf("the heuristic bot won %d of %d games against the random bot", wins, games)
	}
}

// TestHeuristicStopsShuttling checks that the heuristic bot, after maxShuttles
// pick-ups and drop-offs in a row, takes another action (a game once went on
// forever picking up and dropping the same CU), and that any other action
// resets the count.
func TestHeuristicStopsShuttling(t *testing.T) {
	found := 0
	for seed := uint64(1); seed < 40 && found < 3; seed++ {
		g := playUntil(t, seed, func(g *hannibal.Game) bool {
			l := g.Generic().Legal(nil)
			shuttle, other := false, false
			for _, a := range l {
				if isShuttle(a) {
					shuttle = true
				} else {
					other = true
				}
			}
			return shuttle && other
		})
		if g == nil {
			continue
		}
		found++
		obs := g.Generic().Observation(g.Generic().ToMove())
		b := NewHeuristic(HeuristicConfig{}, seed)
		b.shuttles = maxShuttles
		if a := b.Act(obs); isShuttle(a) {
			t.Errorf("seed %d: after %d pick-ups and drop-offs the bot chose %s", seed, maxShuttles, g.ActionText(hannibal.Action(a)))
		}
		if b.shuttles != 0 {
			t.Errorf("seed %d: count %d after another action, want 0", seed, b.shuttles)
		}
	}
	if found == 0 {
		t.Fatal("no decision with both pick-ups and other actions found")
	}
}
