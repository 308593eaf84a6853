package bot

import (
	"fmt"
	"testing"

	"punic/punicwars"
)

// hiddenSicily is the First Punic War with four Roman armies in Sicily
// (Himera, 3114) and a face-down Carthaginian garrison of n in Panormus
// (3013), hidden from Rome (9.12): Rome's observation counts it as 1, so it
// shows Rome holding Sicily (14.15) and a Marginal Victory (19.15), which is
// true only while n is 1.
func hiddenSicily(t *testing.T, n string) *punicwars.Game {
	return load(t, "scenario: first", "turn: 5", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 4 up", "leader 0: map 2908 1 0", "stack: 3114 rome army 4 up",
		"stack: 3013 carthage army "+n+" down", "stack: 2516 carthage army 4 up")
}

// TestNoOfferOnHiddenStrengths: the observation's Victory Points would make
// Rome the winner by agreement, but the garrison may be as big as eight
// (worstVP), so Rome does not offer the end (18.1), whatever the garrison.
func TestNoOfferOnHiddenStrengths(t *testing.T) {
	g := hiddenSicily(t, "7")
	obs := g.Observation(punicwars.Rome)
	if vp := obs.VictoryPoints(); vp[punicwars.Rome] < 32 {
		t.Fatalf("the observation gives Rome %d VP: the case does not arise", vp[punicwars.Rome])
	}
	if vp := g.VictoryPoints(); vp[punicwars.Rome] >= 32 {
		t.Fatalf("the true game gives Rome %d VP", vp[punicwars.Rome])
	}
	if r := agreedResult(obs, punicwars.Rome); r != 0 {
		t.Fatalf("Rome counts an agreed end as %d, want a draw", r)
	}
	for _, n := range []string{"1", "7"} {
		g := hiddenSicily(t, n)
		if acts := heuristicUntil(t, g, func(punicwars.Action) bool { return true }); acts[0] == "offer end" {
			t.Fatalf("garrison %s: Rome offers the end on a garrison it cannot see", n)
		}
	}
}

// TestRaidOnEmptyCapital: in the Third Punic War Carthage, besieged by the
// Roman army at Utica, sends what its fleets escort by sea into a Rome no
// Roman army holds and wins at that instant (18.22); with Roman armies in
// Rome its garrison stays home.
func TestRaidOnEmptyCapital(t *testing.T) {
	pos := func(rome string) *punicwars.Game {
		lines := []string{"scenario: third", "turn: 2", "phase: campaign", "phasing: carthage", "treasury: 10 10",
			"stack: 2515 rome army 17 up", "stack: 2515 rome fleet 8 up", "leader 0: map 2515 1 0",
			"stack: 2516 carthage army 8 up", "stack: 2516 carthage fleet 2 up", "leader 8: map 2516 2 0",
			"stack: 3008 rome army 2 up"}
		if rome != "" {
			lines = append(lines, rome)
		}
		return load(t, lines...)
	}
	g := pos("")
	heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	if _, w, _ := g.Outcome(); !g.Over() || w != punicwars.Carthage {
		t.Fatalf("Rome stands empty and Carthage did not take it: %v", g.Position())
	}
	g = pos("stack: 2908 rome army 2 up")
	heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	if a, _ := g.Strength(punicwars.Carthage); g.Over() || a < 7 {
		t.Fatalf("Carthage left its capital for a held Rome: over %v, %d armies left", g.Over(), a)
	}
}

// TestFleetOpensFerry: Roman armies at Rhegium (3414) with two fleets and no
// fleet in Messana (3314) cannot cross the ferry hexside (5.37); the leader
// takes a fleet to Messana so that the ferry opens.
func TestFleetOpensFerry(t *testing.T) {
	g := load(t, "scenario: first", "turn: 5", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 4 up", "stack: 3414 rome army 10 up", "stack: 3414 rome fleet 2 up",
		"leader 0: map 3414 1 0", "stack: 3114 carthage army 2 up", "stack: 2516 carthage army 12 up",
		"stack: 2517 carthage army 3 up", "stack: 2617 carthage army 3 up")
	acts := heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	messana := g.Map().ID(3314)
	fleets := 0
	for _, f := range g.Forces(nil) {
		if f.Hex == messana && f.Side == punicwars.Rome && f.Fleet {
			fleets += f.N
		}
	}
	if fleets == 0 {
		t.Fatalf("no Roman fleet in Messana after %v", acts)
	}
}

// TestReachCacheMatchesSearch: along random games of every scenario, the
// path search's cached results (reach) equal a fresh search of the same
// force on the same board, for every leader's force with and without its
// fleets.
func TestReachCacheMatchesSearch(t *testing.T) {
	for _, sc := range []string{"first", "second", "third"} {
		g := newGame(t, sc, 5)
		r := newRand(5)
		b := &board{cache: newReachCache()}
		n := len(g.Map().Hexes)
		fresh := newWays(n)
		checked := 0
		for step := 0; step < 3000 && !g.Over(); step++ {
			if step%7 == 0 {
				b.reset(g)
				p := &Rules{b: b}
				for i := range g.Data().Leaders {
					l := g.Leader(i)
					if !l.OnMap || l.Hex < 0 || l.Side != g.Phasing() {
						continue
					}
					f := p.freeForce(l.Side, i, l)
					for _, x := range []force{f, {side: f.side, value: f.value, armies: f.armies, from: f.from}, {side: f.side, armies: f.fleets, fleets: f.fleets, from: f.from}} {
						w := b.reach(x)
						b.search(x, maxSteps, fresh)
						if len(w.hexes) != len(fresh.hexes) {
							t.Fatalf("%s step %d: cached %d hexes, fresh %d", sc, step, len(w.hexes), len(fresh.hexes))
						}
						for _, h := range fresh.hexes {
							if w.dist[h] != fresh.dist[h] || w.cost[h] != fresh.cost[h] || w.ferried[h] != fresh.ferried[h] || w.seas[h] != fresh.seas[h] {
								t.Fatalf("%s step %d: hex %d differs", sc, step, g.Map().Hexes[h].Num)
							}
						}
						checked++
					}
				}
			}
			legal := g.Legal(nil)
			g.ApplyLegal(legal[r.IntN(len(legal))])
		}
		if checked == 0 {
			t.Fatalf("%s: no force checked", sc)
		}
	}
}

// TestSeaRisk: the expected loss at sea (11.11, the Attrition Table 11.4 with
// the leader's value) is 39% for a Roman leader of 1 in the First Punic War
// (19.14.3 subtracts two), 21% for him in the Second, 15% for a
// Carthaginian leader of 2.
func TestSeaRisk(t *testing.T) {
	for _, c := range []struct {
		sc    string
		side  punicwars.Side
		value int
		want  int
	}{{"first", punicwars.Rome, 1, 39}, {"second", punicwars.Rome, 1, 21}, {"first", punicwars.Carthage, 2, 15}} {
		b := newBoard(newGame(t, c.sc, 1))
		if got := b.seaRisk(force{side: c.side, value: c.value, armies: 2, fleets: 2}); got != c.want {
			t.Errorf("%s %v leader %d: sea risk %d%%, want %d%%", c.sc, c.side, c.value, got, c.want)
		}
	}
}

// TestRomanConsulKeepsOffTheSea: in the First Punic War a Roman leader of 1
// at Pisae with two armies and two fleets, Sardinia held by one Carthaginian
// army, does not sail for it (three sea hexes or more, 39% lost in each on
// average, 19.14.3): he enters at most one all-sea hex.
func TestRomanConsulKeepsOffTheSea(t *testing.T) {
	g := load(t, "scenario: first", "turn: 4", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 4 up", "stack: 2605 rome army 2 up", "stack: 2605 rome fleet 2 up", "leader 0: map 2605 1 0",
		"stack: 2509 carthage army 1 up", "stack: 2516 carthage army 4 up")
	sea := 0
	for _, x := range heuristicUntil(t, g, func(punicwars.Action) bool { return false }) {
		var h int
		if _, err := fmt.Sscanf(x, "move %d", &h); err == nil && !g.Map().Hex(g.Map().ID(h)).Land() {
			sea++
		}
	}
	if sea > 1 {
		t.Fatalf("the consul entered %d all-sea hexes", sea)
	}
}

// TestFarGoal: in the First Punic War a Roman consul of 1 at Pisae (2605)
// with twelve armies has nothing worth doing within reach, while Carthage
// holds Sicily (14.15) beyond the closed ferry of Messana (5.37), a Campaign
// Phase and more away. He sets out south for it instead of ending the phase
// where he stands (the draws of the heuristic against random were his armies
// idle in Etruria for the rest of the war).
func TestFarGoal(t *testing.T) {
	g := load(t, "scenario: first", "turn: 5", "phase: campaign", "phasing: rome", "treasury: 10 10",
		"stack: 2908 rome army 4 up", "stack: 2605 rome army 12 up", "leader 3: map 2605 1 0",
		"stack: 3114 carthage army 3 up", "stack: 2915 carthage army 4 up", "stack: 3013 carthage army 2 up",
		"stack: 3015 carthage army 2 up", "stack: 3115 carthage army 2 up", "stack: 2516 carthage army 6 up")
	m := g.Map()
	pisae, rhegium := m.ID(2605), m.ID(3414)
	b := newBoard(g)
	before := b.distance(pisae, rhegium)
	// far=0, the rules of thumb before: he stands.
	old := g.Clone()
	h, err := New("heuristic:far=0", 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50 && old.ToMove() == punicwars.Rome && !old.Over(); i++ {
		old.ApplyLegal(punicwars.Action(h.Act(old.Generic().Observation(playerOf(punicwars.Rome)))))
	}
	if l := old.Leader(3); l.Hex != pisae {
		t.Fatalf("far=0: the consul left Pisae for %d", m.Hexes[l.Hex].Num)
	}
	acts := heuristicUntil(t, g, func(punicwars.Action) bool { return false })
	l := g.Leader(3)
	if after := b.distance(l.Hex, rhegium); after > before-8 {
		t.Fatalf("the consul ended %d hexes from Rhegium, %d at the start (%v)", after, before, acts)
	}
}
