package title

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/game"
	"punic/match"
	"punic/punicwars"
)

// boardLine returns the line of the text board for hex num.
func boardLine(t *testing.T, in game.Instance, p game.Player, num int) string {
	t.Helper()
	var b bytes.Buffer
	if err := in.Board(&b, p); err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(l, fmt.Sprintf("  %04d ", num)) {
			return l
		}
	}
	t.Fatalf("no line for hex %04d in\n%s", num, b.String())
	return ""
}

// TestBoardHidesWhatTheViewHides plays random games until a force's strength is
// hidden from one side (9.12), and checks the text board: that side and a
// spectator see "?" where the engine's View hides the strength; the owner sees
// the number.
func TestBoardHidesWhatTheViewHides(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 40 && found < 3; seed++ {
		m, err := match.New(rules(t), game.Options{Scenario: "second", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		for steps := 0; !m.Over() && steps < 3000; steps++ {
			g, _ := Game(m.Game())
			for viewer := range 2 {
				v := g.View(punicwars.Side(viewer))
				for _, h := range v.Hexes {
					for _, u := range h.Units {
						if !u.Hidden {
							continue
						}
						found++
						mine := boardLine(t, m.Game(), game.Player(viewer), h.Hex)
						if !strings.Contains(mine, u.Type+" ?v") {
							t.Fatalf("hex %04d: the view hides a %s %s, the board of %s shows %q", h.Hex, u.Owner, u.Type, punicwars.Side(viewer), mine)
						}
						theirs := boardLine(t, m.Game(), game.Player(1-viewer), h.Hex)
						if strings.Contains(theirs, "?") {
							t.Fatalf("hex %04d: its owner's board hides a strength: %q", h.Hex, theirs)
						}
						if spect := boardLine(t, m.Game(), game.None, h.Hex); !strings.Contains(spect, "?v") {
							t.Fatalf("hex %04d: a spectator sees a face-down strength: %q", h.Hex, spect)
						}
					}
				}
			}
			if err := m.Apply(randomAction(m.Game(), r, 40)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no random game hid a force's strength")
	}
}

// TestBoardText checks the board's heading, Treasury, Victory Points against the
// scenario's levels, regions and hexes.
func TestBoardText(t *testing.T) {
	in, err := rules(t).New(game.Options{Scenario: "first", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := in.Board(&b, 0); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"The First Punic War, Initial Deployment before Game-Turn 1 (264 BC, set-up)", "Treasury: Rome", "Victory Points: Rome",
		"Marginal Victory 32", "Regions by controller", "Hexes", "To decide: "} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the board lacks %q:\n%s", want, b.String())
		}
	}
}

// TestRefereeAsksTheTable plays a referee game: each die and each Roman leader
// drawn from the cup is asked of the table, a wrong value is refused, and the
// action then goes through.
func TestRefereeAsksTheTable(t *testing.T) {
	m, err := match.New(rules(t), game.Options{Scenario: "second", Seed: 8, Referee: true})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 8))
	asked := map[string]int{}
	for steps := 0; !m.Over() && steps < 20000; steps++ {
		a := randomAction(m.Game(), r, 4)
		err := m.Apply(a)
		for err != nil {
			need, ok := m.Need(err, nil)
			if !ok {
				t.Fatalf("%s: %v", m.Game().ActionText(a), err)
			}
			asked[need.Kind]++
			tbl := m.Game().Table()
			switch need.Kind {
			case "dice":
				if _, bad := tbl.SupplyText(need, "7"); bad == nil {
					t.Fatal("a 7 is taken for a die")
				}
				if _, err := tbl.SupplyText(need, fmt.Sprint(1+r.IntN(6))); err != nil {
					t.Fatal(err)
				}
			case Pick:
				if len(need.Options) == 0 || !strings.Contains(need.Prompt, strings.Join(need.Options, ", ")) {
					t.Fatalf("a pick without options: %+v", need)
				}
				if _, bad := tbl.SupplyText(need, "Z"); bad == nil {
					t.Fatal("leader Z is taken from the cup")
				}
				if _, err := tbl.SupplyText(need, strings.ToLower(need.Options[0])); err != nil {
					t.Fatal(err)
				}
			default:
				t.Fatalf("need %+v", need)
			}
			err = m.Apply(a)
		}
	}
	if asked["dice"] == 0 || asked[Pick] == 0 {
		t.Fatalf("the table was asked %v; want dice and picks", asked)
	}
	if !m.Over() {
		t.Fatal("the referee game did not end")
	}
}
