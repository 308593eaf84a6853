package bot

import (
	"math"
	"testing"

	"punic/ai"
	"punic/hannibal"
	"punic/hannibal/data"
)

// TestNoMatchChance checks the hypergeometric odds against a count by hand: six
// unseen cards (3 Frontal Assault, 2 Flank Left, 1 Reserve), two in the enemy's
// hand; he cannot match a Flank Left if he holds two of the three Frontal
// Assaults: 3 of the 15 possible hands.
func TestNoMatchChance(t *testing.T) {
	unseen := [data.NumBattleCardTypes]int{3, 2, 0, 0, 0, 1}
	cases := []struct {
		t, k int
		want float64
	}{
		{data.FlankLeft, 2, 3.0 / 15},
		{data.FrontalAssault, 2, 1.0 / 15}, // only the two Flank Lefts
		{data.FlankRight, 2, 10.0 / 15},    // any hand without the Reserve
		{data.FlankLeft, 0, 1},
		{data.FlankLeft, 4, 0},
	}
	for _, c := range cases {
		if got := noMatchChance(unseen, c.t, c.k); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("type %d, %d cards: %.4f, want %.4f", c.t, c.k, got, c.want)
		}
	}
}

// TestWinOdds checks the simulated battle odds: more cards win more often, and an
// attacker without cards loses (14.10).
func TestWinOdds(t *testing.T) {
	if p := winOdds(0, 5); p != 0 {
		t.Errorf("an attacker without cards wins %.2f", p)
	}
	if p := winOdds(5, 0); p != 1 {
		t.Errorf("a defender without cards wins %.2f", 1-p)
	}
	if !(winOdds(16, 8) > winOdds(8, 8) && winOdds(8, 8) > winOdds(4, 8)) {
		t.Errorf("odds do not grow with the attacker's cards: %.2f %.2f %.2f", winOdds(16, 8), winOdds(8, 8), winOdds(4, 8))
	}
	if !(winOdds(8, 4) > 0.6 && winOdds(4, 8) < 0.4) {
		t.Errorf("odds with twice the cards: %.2f attacking, %.2f defending", winOdds(8, 4), 1-winOdds(4, 8))
	}
	if p := winOdds(30, -3); p != winOdds(20, 0) {
		t.Errorf("out-of-range hands are not clamped: %.2f", p)
	}
}

// TestBestAttack checks the attacker's choice: the type the enemy is least likely
// to match, and a Reserve only in want of the real card.
func TestBestAttack(t *testing.T) {
	deck := [data.NumBattleCardTypes]int{12, 9, 9, 8, 6, 4}
	// Holding all six Double Envelopments: the enemy can match only with a Reserve.
	hand := [data.NumBattleCardTypes]int{1, 0, 0, 0, 6, 0}
	if ty, wild := bestAttack(deck, hand, hand, 8); ty != data.DoubleEnvelopment || wild {
		t.Errorf("attacked with type %d (wild %v), want the Double Envelopment", ty, wild)
	}
	// Only a Reserve left: it must stand in for some type.
	hand = [data.NumBattleCardTypes]int{0, 0, 0, 0, 0, 1}
	if _, wild := bestAttack(deck, hand, hand, 8); !wild {
		t.Error("with only a Reserve, the attack is not wild")
	}
}

// TestBattleCardPlay checks the choices in real battles: the defender matches
// whenever he can, the attacker plays a card, and every choice is legal.
func TestBattleCardPlay(t *testing.T) {
	for _, matching := range []bool{false, true} {
		found := 0
		for seed := uint64(1); seed < 400 && found < 5; seed++ {
			g := playUntil(t, seed, func(g *hannibal.Game) bool {
				legal := toGame(g.Legal(nil))
				return hasKind(legal, hannibal.KBattleCard) && hasKind(legal, hannibal.KConcede) == matching
			})
			if g == nil {
				continue
			}
			found++
			a := hannibal.Action(battleCardPlay(g, toGame(g.Legal(nil)), ai.NewRand(seed)))
			if err := g.Clone().Apply(a); err != nil {
				t.Fatalf("seed %d: illegal %q: %v", seed, g.ActionText(a), err)
			}
			if a.Kind() != hannibal.KBattleCard {
				t.Errorf("seed %d (matching %v): chose %q though a card could be played", seed, matching, g.ActionText(a))
			}
		}
		if found == 0 {
			t.Errorf("no battle decision found (matching %v)", matching)
		}
	}
}
