package hannibal

import (
	"flag"
	"math/rand"
	"strings"
	"testing"
	"time"

	"punic/hannibal/data"
)

// Tests of the 1st-edition rules option (rules: 1st, edition.go, first_*.go). Each
// difference D1-D32 and card of docs/rulings.md "1st-edition rules" has a test
// named after it that plays the same small position under both editions.

// firstEd switches a test position to the 1st-edition rules.
func (p *pos) firstEd() *pos {
	p.g.s.rules = rules1st
	return p
}

// both runs a test once per edition: build makes the position (edition set by
// the caller through first), check asserts the edition's result.
func both(t *testing.T, build func(t *testing.T, first bool)) {
	t.Helper()
	for _, first := range []bool{false, true} {
		name := "2nd"
		if first {
			name = "1st"
		}
		t.Run(name, func(t *testing.T) { build(t, first) })
	}
}

// edPos is newPos under the edition.
func edPos(t *testing.T, first bool) *pos {
	t.Helper()
	p := newPos(t)
	if first {
		p.firstEd()
	}
	return p
}

func TestFirstEditionOption(t *testing.T) {
	d := data.MustDefault()
	if _, err := New(d, Options{Rules: "3rd"}); err == nil || !strings.Contains(err.Error(), "2nd or 1st") {
		t.Fatalf("rules 3rd: %v", err)
	}
	for _, r := range []string{"", "2nd"} {
		g, err := New(d, Options{Seed: 3, Rules: r})
		if err != nil || g.Rules() != "2nd" {
			t.Fatalf("rules %q: %v %q", r, err, g.Rules())
		}
		if strings.Contains(g.Position(), "rules:") {
			t.Fatal("the default writes no rules line")
		}
	}
	g, err := New(d, Options{Seed: 3, Rules: "1st"})
	if err != nil || g.Rules() != "1st" {
		t.Fatalf("rules 1st: %v", err)
	}
	if v := g.View(Rome); v.Rules != "1st" {
		t.Errorf("view rules %q", v.Rules)
	}
	if who, eff := g.CardEvent(60); who != data.EventRome || !strings.Contains(eff, "displaced") {
		t.Errorf("1e card 60: %v %q", who, eff)
	}
	if who, _ := (&Game{d: d, s: State{}}).CardEvent(60); who != data.EventBoth {
		t.Errorf("2007 card 60: %v", who)
	}
	pos := g.Position()
	if !strings.Contains(pos, "\nrules: 1st\n") {
		t.Fatal("no rules line in a 1st-edition position")
	}
	h, err := LoadPosition(d, pos, 3)
	if err != nil || h.s != g.s {
		t.Fatalf("1st-edition position does not load back: %v", err)
	}
	if _, err := LoadPosition(d, strings.Replace(pos, "rules: 1st", "rules: 3rd", 1), 3); err == nil || !strings.Contains(err.Error(), "unknown rules") {
		t.Fatalf("rules: 3rd loaded: %v", err)
	}
}

// TestFirstEditionRandomGames plays whole random games under rules: 1st, checking
// the invariants after every action (fuzz_test.go's playChecked).
func TestFirstEditionRandomGames(t *testing.T) {
	d := data.MustDefault()
	n := *firstGames
	if testing.Short() {
		n = 60
	}
	start := time.Now()
	steps := 0
	for seed := 1; seed <= n; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		steps += playCheckedRules(t, d, "1st", "random 1st", seed, 100000, func(legal []Action) Action { return legal[r.Intn(len(legal))] })
	}
	t.Logf("%d 1st-edition games, %d steps, %v", n, steps, time.Since(start))
	// Stubborn habits (fuzz_test.go's TestStubbornPlayEnds): always the first or
	// the last legal action must end too.
	back := map[Kind]bool{KPickup: true, KDrop: true, KSiegeTrain: true, KPickGeneral: true, KDropGeneral: true, KCommand: true}
	for seed := 1; seed <= n/10; seed++ {
		playCheckedRules(t, d, "1st", "first 1st", seed, 20000, func(legal []Action) Action { return legal[0] })
		playCheckedRules(t, d, "1st", "last 1st", seed, 20000, func(legal []Action) Action { return legal[len(legal)-1] })
		r := rand.New(rand.NewSource(int64(seed)))
		playCheckedRules(t, d, "1st", "back and forth 1st", seed, 20000, func(legal []Action) Action {
			var to []Action
			for _, a := range legal {
				if back[a.Kind()] {
					to = append(to, a)
				}
			}
			if len(to) > 0 {
				return to[r.Intn(len(to))]
			}
			return legal[r.Intn(len(legal))]
		})
	}
}

var firstGames = flag.Int("first-games", 300, "random 1st-edition games played by TestFirstEditionRandomGames")

// --- Rule differences (docs/rulings.md "1st-edition rules") ---

// 1e 8.9, 19 / D1: Hannibal displaced is a Roman sudden-death win (2e 10.10: he is
// eliminated and Carthage removes 5 PCs).
func TestFirst_D1_1e8_9HannibalKilled(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "cannae", 0, 0, "hannibal")
		p.army("rome", "arpi", 3, 0, "varro")
		p.control("carthage", "acci", "malaca", "hispalis", "corduba", "salaria", "toletum")
		g := p.cardPlay("rome")
		moving(t, g, "varro", 3)
		do(t, g, "move cannae")
		endDeclarations(t, g)
		over, winner, reason := g.Outcome()
		if !first {
			if over || g.s.gloc[p.gen("hannibal")] != locDead {
				t.Fatalf("2e: the game goes on without Hannibal")
			}
			decision(t, g, Carthage, "remove-pc")
			return
		}
		if !over || winner != Rome || reason != endWords[endHannibalKilled] {
			t.Fatalf("1e: outcome %v %v %q; want Rome's sudden-death win", over, winner, reason)
		}
		logHas(t, g, "1e 8.9 / D1")
		if !strings.Contains(g.Position(), "over: rome 7") {
			t.Errorf("the position does not record the end")
		}
	})
}

// 1e 11.2.1 / D2: Rome's Italian allies have no cap (2e 14.3: at most 2).
func TestFirst_D2_1e11_2_1ItalianAlliesUncapped(t *testing.T) {
	italy := []string{"gallia-cisalpinia", "etruria", "samnium", "campania", "apulia", "lucania"}
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.province("rome", italy...)
		want := 2
		if first {
			want = 6
		}
		if n := p.g.alliesFor(Rome, p.sp("cannae")); n != want {
			t.Errorf("Rome with six Italian provinces: %d allies, want %d", n, want)
		}
	})
}

// 1e 11.2.1 example 3 / D3: island allies help only in their own province (2e 14.2:
// anywhere on their island).
func TestFirst_D3_1e11_2_1IslandAllies(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.province("rome", "sicilia", "syracuse", "corsica-sardinia")
		want := 2
		if first {
			want = 1
		}
		for _, x := range []string{"enna", "syracuse"} {
			if n := p.g.alliesFor(Rome, p.sp(x)); n != want {
				t.Errorf("allies in %s: %d, want %d", x, n, want)
			}
		}
		if n := p.g.alliesFor(Rome, p.sp("carales")); n != 1 {
			t.Errorf("Corsica-Sardinia in Sardinia: %d, want 1", n)
		}
	})
}

// 1e 8.3.2 / D4: pass attrition -1 for a non-Alps pass, +1 for an Alps pass (2e
// 10.6: -2 and 0); the values come from the data.
func TestFirst_D4_1e8_3_2PassModifiers(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "isere", 5, 0, "hannibal")
		p.dice(4) // 2e 4: 1 CU; 1e 5: 2 CUs (column 5-6)
		g := p.cardPlay("carthage")
		moving(t, g, "hannibal", 5)
		do(t, g, "move insubrians")
		want := 4
		if first {
			want = 3
			logHas(t, g, "1e 8.3.2 / D4")
		}
		if int(g.s.mv.cus) != want {
			t.Errorf("after the Alps: %d CUs, want %d", g.s.mv.cus, want)
		}

		p = edPos(t, first)
		p.army("carthage", "mutina", 5, 0, "hannibal")
		p.dice(3) // 2e 3-2 = 1: none; 1e 3-1 = 2: 1 CU
		g = p.cardPlay("carthage")
		moving(t, g, "hannibal", 5)
		do(t, g, "move faesulae")
		want = 5
		if first {
			want = 4
		}
		if int(g.s.mv.cus) != want {
			t.Errorf("after a non-Alps pass: %d CUs, want %d", g.s.mv.cus, want)
		}
	})
	d := data.MustDefault()
	if v, _ := d.AttritionModifier("non-alps-pass", true); v != -1 {
		t.Errorf("first-edition.yaml non-alps-pass %d", v)
	}
	if v, _ := d.AttritionModifier("non-alps-pass", false); v != -2 {
		t.Errorf("tables.yaml non-alps-pass %d", v)
	}
}

// 1e 8.8.3 / D6, D7: the Naval Combat modifiers: -1 only for exactly one CU (not
// for a general alone), +1 only for a Roman PC in the landing port.
func TestFirst_D6_D7_1e8_8_3NavalModifiers(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "dianium", 0, 0, "hasdrubal")
		g := sailing(t, p, "carthage", "hasdrubal", 0)
		from, to := p.sp("dianium"), p.sp("dertosa")
		alone, bothPorts := -1, 2
		if first {
			alone, bothPorts = 0, 1
		}
		if m := g.navalModifier(from, to); m != alone {
			t.Errorf("D6 a general alone: %d, want %d", m, alone)
		}
		g.s.mv.cus = 1
		if m := g.navalModifier(from, to); m != -1 {
			t.Errorf("D6 one CU: %d, want -1", m)
		}
		g.s.mv.cus = 2
		g.s.ctl[from], g.s.ctl[to] = Rome, Rome
		if m := g.navalModifier(from, to); m != bothPorts {
			t.Errorf("D7 Roman PCs in both ports: %d, want %d", m, bothPorts)
		}
	})
}

// 1e 6.1 / D9: the fourth Carthaginian CU goes with a general only (2e: also in
// Carthage or New Carthage).
func TestFirst_D9_1e6_1FourthCU(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first).turn(2)
		p.army("carthage", "utica", 1, 0, "hanno")
		p.army("carthage", "toletum", 1, 0, "hasdrubal")
		p.control("carthage", "acci", "malaca")
		g := p.phase("reinforcement")
		do(t, g, "place utica", "place toletum", "place toletum")
		if first {
			wantLegal(t, g, []string{"place utica", "place toletum"}, []string{"place carthage", "place new-carthage"})
			refused(t, g, "place carthage", "1e 6.1")
		} else {
			wantLegal(t, g, []string{"place carthage", "place new-carthage", "place utica", "place toletum"}, nil)
		}
	})
}

// 1e 6.4.4 / D10: Scipio Africanus lands in a port of Italy or Spain (2e 6.7: any
// Italian space).
func TestFirst_D10_1e6_4_4ScipioAfricanusPort(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first).turn(6)
		p.control("rome", "tarraco", "toletum", "arpi")
		g := p.phase("arrival")
		decision(t, g, Rome, "arrival")
		if first {
			wantLegal(t, g, []string{"return scipio-africanus tarraco", "return scipio-africanus rome"}, []string{"return scipio-africanus arpi"})
			refused(t, g, "return scipio-africanus arpi", "1e 6.4.4")
		} else {
			wantLegal(t, g, []string{"return scipio-africanus arpi", "return scipio-africanus tarraco", "return scipio-africanus rome"}, nil)
		}
	})
}

// 1e 7.3c / D11: raising troops needs a friendly space or a friendly province (2e
// 8.2: both).
func TestFirst_D11_1e7_3cRaiseTroops(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.province("carthage", "orospeda")
		p.neutral("laminium")
		p.army("carthage", "laminium", 2, 0, "hasdrubal") // province yes, space no
		p.army("carthage", "toletum", 2, 0, "mago")       // space yes, province no
		p.control("carthage", "toletum")
		p.army("carthage", "dianium", 2, 0, "gisgo")     // both
		p.army("carthage", "numantia", 2, 0, "hannibal") // neither
		p.hand("carthage", 33)
		g := p.cardPlay("carthage")
		do(t, g, "ops 33 raise")
		if first {
			wantLegal(t, g, []string{"raise hasdrubal", "raise mago", "raise gisgo"}, []string{"raise hannibal"})
			refused(t, g, "raise hannibal", "1e 7.3c")
		} else {
			refused(t, g, "raise hasdrubal", "8.2")
			refused(t, g, "raise mago", "8.2")
		}
	})
}

// 1e 7.6 / D12: the deck is reshuffled when it runs out during the deal (2e 8.7:
// before the deal when it is short), and a discarded Truce reshuffles nothing.
func TestFirst_D12_1e7_6Reshuffle(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first).turn(4).deckSize(15)
		var old cardSet
		for i := 0; i < int(p.g.s.deckN); i++ {
			old.add(int(p.g.s.deck[i]))
		}
		g := p.phase("deal")
		dealt := (g.s.hand[Rome] | g.s.hand[Carthage]) & old
		if g.s.hand[Rome].count() != 8 || g.s.hand[Carthage].count() != 8 || g.s.discard != 0 {
			t.Fatalf("hands %d/%d, discard %d", g.s.hand[Rome].count(), g.s.hand[Carthage].count(), g.s.discard.count())
		}
		if first != (dealt == old) {
			t.Errorf("the 15 cards of the old deck dealt: %v (want %v)", dealt == old, first)
		}
		if first {
			logHas(t, g, "1e 7.6 / D12")
		}

		p = edPos(t, first)
		p.hand("rome", 64)
		g = p.cardPlay("rome")
		do(t, g, "discard 64")
		if got := g.s.effects&effTruceReshuffle != 0; got == first {
			t.Errorf("a discarded Truce marks the reshuffle: %v", got)
		}
	})
}

// 1e 19 / D28: Carthage wins by controlling Rome only at the Victory Check (2e 23:
// at once).
func TestFirst_D28_1e19RomeAtVictoryCheck(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.control("carthage", "rome")
		g := p.cardPlay("rome")
		if over := g.Over(); over == first {
			t.Fatalf("over at once: %v", over)
		}
		if !first {
			return
		}
		g = p.phase("victory")
		if over, winner, reason := g.Outcome(); !over || winner != Carthage || reason != endWords[endRomeTaken] {
			t.Errorf("at the Victory Check: %v %v %q", over, winner, reason)
		}
		logHas(t, g, "1e 19 / D28")
	})
}

// --- Card differences ---

// 1e card 9: the first event makes no Roman card discarded (2007: one at random).
func TestFirst_Card9_PhilipAlliance(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.hand("carthage", 9, 61)
		p.hand("rome", 33)
		g := p.cardPlay("carthage")
		do(t, g, "event 9")
		if g.s.effects&effMacedonia == 0 {
			t.Fatalf("no Macedonian alliance")
		}
		if g.s.hand[Rome].has(33) != first {
			t.Errorf("Rome keeps card 33: %v, want %v", g.s.hand[Rome].has(33), first)
		}
	})
}

// 1e card 12 / D26: the 2-CU elephant counter comes whole or not at all (2007: an
// ordinary CU for each elephant CU that cannot be placed).
func TestFirst_Card12_D26_ElephantCounter(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "saguntum", 6, 3, "hannibal") // 3 of the 4 elephants in play
		p.hand("carthage", 12)
		p.hand("rome", 61)
		g := p.cardPlay("carthage")
		do(t, g, "event 12", "place carthage", "place carthage")
		want := 1
		if first {
			want = 0
			logHas(t, g, "2 ordinary CUs come instead")
		}
		if x := p.sp("carthage"); g.out(Carthage, x) != 2 || int(g.s.ele[x]) != want {
			t.Errorf("Carthage: %d CUs, %d elephants; want 2 and %d", g.out(Carthage, x), g.s.ele[x], want)
		}

		p = edPos(t, first)
		p.army("carthage", "saguntum", 6, 2, "hannibal") // room for 2 more
		p.hand("carthage", 12)
		p.hand("rome", 61)
		g = p.cardPlay("carthage")
		do(t, g, "event 12", "place carthage", "place carthage")
		if x := p.sp("carthage"); g.s.ele[x] != 2 {
			t.Errorf("room for the counter: %d elephants placed, want 2", g.s.ele[x])
		}
	})
}

// 1e card 23: Rome places up to 3 CUs in one space of either Numidia (2007: up
// to 3 PCs in Eastern Numidia).
func TestFirst_Card23_NumidianAlly(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.control("carthage", "cirta", "thamugadi")
		p.army("carthage", "thamugadi", 1, 0)
		p.hand("rome", 23)
		p.hand("carthage", 61)
		g := p.cardPlay("rome")
		do(t, g, "event 23")
		if !first {
			do(t, g, "pc cirta", "pc sitilis", "pc thevestis")
			p.ctlIs(Rome, "cirta", "sitilis", "thevestis")
			return
		}
		refused(t, g, "place thamugadi", "1e card 23") // Carthaginian CU
		do(t, g, "place icosium")                      // Western Numidia
		refused(t, g, "place cirta", "1e card 23")     // one space only
		do(t, g, "place icosium", "pass")
		if out, _ := p.cusAt("rome", "icosium"); out != 2 {
			t.Errorf("Icosium: %d Roman CUs, want 2", out)
		}
		p.ctlIs(Carthage, "cirta")
	})
}

// 1e card 25: Capua sides with Carthage only when it controls more than 3 Italian
// provinces (2007: 3 or more).
func TestFirst_Card25_Capua(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.province("carthage", "gallia-cisalpinia", "etruria", "samnium")
		p.hand("carthage", 25)
		p.hand("rome", 61)
		g := p.cardPlay("carthage")
		if first {
			refused(t, g, "event 25", "25")
			p.province("carthage", "apulia")
		}
		do(t, g, "event 25")
		p.ctlIs(Carthage, "capua")
	})
}

// 1e card 30: the Siege Train crosses no mountain pass at all (2007: no Alps
// pass), and (1e 16.4 note / D25) helps sieges only, not subjugation.
func TestFirst_Card30_D25_SiegeTrain(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "mutina", 5, 0, "hannibal")
		p.hand("carthage", 33)
		g := p.cardPlay("carthage")
		g.s.siegeTrain = p.sp("mutina")
		do(t, g, "ops 33 move", "activate hannibal", "take 5", "take-train")
		if first {
			refused(t, g, "move faesulae", "1e card 30")
		} else {
			do(t, g, "move faesulae")
		}

		// Subjugation of a tribe with the train: the Carthaginian -1 stays in 1e.
		p = edPos(t, first)
		p.army("carthage", "ligurians-eastern", 3, 0, "hannibal")
		p.hand("carthage", 33)
		p.dice(3) // 2e 3: 1 point; 1e 3-1 = 2: none
		g = p.cardPlay("carthage")
		g.s.siegeTrain = p.sp("ligurians-eastern")
		do(t, g, "ops 33 move", "activate hannibal", "take 3", "stop")
		if g.Decision().Kind == "siege" || hasLegal(g, "siege") {
			do(t, g, "siege")
		}
		want := 1
		if first {
			want = 0
		}
		if got := int(g.s.siege[p.sp("ligurians-eastern")]); got != want {
			t.Errorf("subjugation points %d, want %d", got, want)
		}
	})
}

// 1e card 50: Adriatic Pirates spare the naval roll only when the army lands at
// Brundisium, Croton or Tarentum (2007: embarks or lands).
func TestFirst_Card50_AdriaticPirates(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "tarentum", 3, 0, "mago")
		p.hand("carthage", 50)
		g := p.cardPlay("carthage")
		g.ForceDice(1)
		do(t, g, "ops 50 move+event", "activate mago", "take 3", "sail carthage")
		want := 1 // the die is not used
		if first {
			want = 0 // the naval roll is made
		}
		if g.PendingDice() != want {
			t.Errorf("%d forced dice left, want %d", g.PendingDice(), want)
		}
	})
}

// 1e card 60, 8.9 / D8: only Rome plays Storms at Sea, and a general whose CUs
// all drown is displaced (2007: either side; he stays in the port alone).
func TestFirst_Card60_D8_StormsAtSea(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "carthage", 1, 0, "mago")
		p.hand("carthage", 33)
		p.hand("rome", 60)
		g := p.cardPlay("carthage")
		g.ForceDice(6, 6)
		do(t, g, "ops 33 move", "activate mago", "take 1", "sail syracuse", "event 60")
		if first {
			if p.at("mago") != "" || g.s.gloc[p.gen("mago")] != locDisplaced {
				t.Errorf("1e: Mago in %q, want displaced", p.at("mago"))
			}
			logHas(t, g, "1e 8.9 / D8")
		} else if p.at("mago") != "carthage" {
			t.Errorf("2007: Mago in %q, want alone in Carthage", p.at("mago"))
		}

		// Carthage answers a Roman sea move with card 60 only under 2007.
		p = edPos(t, first)
		p.army("rome", "neapolis", 2, 0, "varro")
		p.hand("rome", 33)
		p.hand("carthage", 60)
		g = p.cardPlay("rome")
		do(t, g, "ops 33 move", "activate varro", "take 2", "sail syracuse")
		if got := hasLegal(g, "event 60"); got == first {
			t.Errorf("Carthage may play Storms at Sea: %v", got)
		}
	})
}

// 1e 8.9 / D8: a general whose CUs are all lost in a battle is displaced, by the
// casualties too (2e 10.10: only by the Retreat Table, retreat losses or the sea).
func TestFirst_D8_1e8_9DisplacedByCasualties(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		// The loser's last CU dies to the casualty roll.
		p := edPos(t, first)
		p.army("rome", "cannae", 1, 0, "varro")
		p.army("carthage", "arpi", 5, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		p.dice(6) // casualties: 1 round, roll 6: 1 CU each
		g := p.cardPlay("carthage")
		hands(g, [6]int{}, [6]int{0, 0, 0, 1, 0, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
		endDeclarations(t, g)
		do(t, g, "bc probe", "concede")
		if first {
			if p.at("varro") != "" {
				t.Errorf("1e: Varro in %q, want displaced", p.at("varro"))
			}
			logHas(t, g, "1e 8.9 / D8")
		} else {
			decision(t, g, Rome, "retreat")
		}

		// The winner's last CU dies to the casualty roll.
		p = edPos(t, first)
		p.army("rome", "cannae", 5, 0, "varro")
		p.army("carthage", "arpi", 1, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		p.dice(6, 1) // casualties 1 each; Retreat Table 1-2: 1 CU
		g = p.cardPlay("carthage")
		hands(g, [6]int{}, [6]int{0, 0, 0, 1, 0, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 1", "move cannae")
		endDeclarations(t, g)
		do(t, g, "bc probe", "concede")
		want := "cannae"
		if first {
			want = ""
		}
		if p.at("hasdrubal") != want {
			t.Errorf("the winning Hasdrubal without CUs is in %q, want %q", p.at("hasdrubal"), want)
		}
	})
}

// 1e 10.1 / D13: an army may avoid battle into a neutral tribe (2e 13.2 erratum:
// not into a non-friendly tribe).
func TestFirst_D13_1e10_1AvoidIntoTribe(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "nemausus", 5, 0, "varro")
		p.army("carthage", "rhone", 2, 0, "hasdrubal")
		p.dice(1)
		g := p.cardPlay("rome")
		moving(t, g, "varro", 5)
		do(t, g, "move rhone", "avoid hasdrubal", "take 2")
		endDeclarations(t, g)
		if first {
			do(t, g, "avoid-to allobroges")
		} else {
			refused(t, g, "avoid-to allobroges", "13.2")
		}
	})
}

// 1e 12.1.2 / D14: a retreat loses a CU for each enemy PC entered, not for a
// neutral tribe (2e 15.3 erratum: also for a non-friendly tribe).
func TestFirst_D14_1e12_1_2RetreatThroughTribe(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.control("carthage", "isere")
		p.army("carthage", "rhone", 3, 0, "hasdrubal")
		p.army("rome", "nemausus", 5, 0, "varro")
		p.hand("rome", 61).hand("carthage", 62)
		p.dice(1, 2) // casualties none; Retreat Table 2 - 2 (Probe): none
		g := p.cardPlay("rome")
		hands(g, [6]int{0, 0, 0, 1, 0, 0}, [6]int{})
		do(t, g, "ops 61 move", "activate varro", "take 5", "move rhone")
		endDeclarations(t, g)
		do(t, g, "bc probe", "concede", "retreat allobroges", "retreat isere")
		want := 2
		if first {
			want = 3
		}
		if out, _ := p.cusAt("carthage", "isere"); out != want {
			t.Errorf("%d CUs reach Isere through the Allobroges, want %d", out, want)
		}
	})
}

// 1e 11.11 / D15: an army may withdraw into a neutral tribe (2e 16.3 erratum: not
// into a non-friendly tribe).
func TestFirst_D15_1e11_11WithdrawIntoTribe(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "rhone", 5, 0, "marcellus") // battle 3
		p.army("carthage", "nemausus", 5, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		p.dice(1, 1, 6) // Marcellus counterattacks; withdraws; Hasdrubal's block fails
		g := p.cardPlay("carthage")
		hands(g, [6]int{2, 0, 0, 0, 0, 0}, [6]int{2, 0, 0, 0, 0, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move rhone")
		endDeclarations(t, g)
		do(t, g, "bc frontal-assault", "bc frontal-assault", "counterattack", "withdraw", "block")
		decision(t, g, Rome, "withdraw-to")
		if first {
			do(t, g, "withdraw-to allobroges")
		} else {
			refused(t, g, "withdraw-to allobroges", "16.3")
		}
	})
}

// 1e 12.1 / D16: the loser retreats to the closest eligible space (2e 15.1: or
// further, to lose fewer CUs).
func TestFirst_D16_1e12_1ClosestRetreat(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.control("carthage", "capua", "neapolis", "tarentum", "croton")
		p.army("rome", "beneventum", 3, 0, "varro")
		g := carthageWins(t, p, "arpi", "beneventum", "probe", 1, 2)
		if first {
			wantLegal(t, g, []string{"retreat capua"}, []string{"retreat terventum"})
			refused(t, g, "retreat terventum", "1e 12.1")
		} else {
			wantLegal(t, g, []string{"retreat capua", "retreat terventum"}, nil)
		}
	})
}

// 1e 11.4, 11.8 / D18: a defender who can match must (2e 14.6: he may decline).
func TestFirst_D18_1e11_4MustMatch(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 5, 0, "varro")
		p.army("carthage", "arpi", 5, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		g := p.cardPlay("carthage")
		hands(g, [6]int{3, 0, 0, 0, 0, 1}, [6]int{0, 3, 0, 0, 0, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
		endDeclarations(t, g)
		do(t, g, "bc flank-left")
		if first {
			refused(t, g, "concede", "1e 11.4")
			do(t, g, "bc reserve as flank-left")
		} else {
			do(t, g, "concede")
		}
	})
}

// 1e 11.6 / D19: matching a Double Envelopment makes the defender the attacker (2e
// 14.8: he may take the initiative).
func TestFirst_D19_1e11_6DoubleEnvelopment(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 5, 0)
		p.army("carthage", "arpi", 5, 0, "hasdrubal")
		p.hand("rome", 62).hand("carthage", 5)
		g := p.cardPlay("carthage")
		hands(g, [6]int{0, 0, 0, 0, 1, 1}, [6]int{0, 0, 0, 0, 2, 0})
		do(t, g, "ops 5 move", "activate hasdrubal", "take 5", "move cannae")
		endDeclarations(t, g)
		do(t, g, "bc double-envelopment", "bc double-envelopment")
		if first {
			if g.s.bt.att != Rome {
				t.Fatalf("1e: Rome should attack now")
			}
			decision(t, g, Rome, "battle-card")
			logHas(t, g, "1e 11.6 / D19")
		} else {
			decision(t, g, Rome, "seize")
		}
	})
}

// 1e 11.11 / D20: one withdrawal attempt per round, and a cancelled withdrawal
// hands the initiative to the defender (2e 16.1: any number; he may take it).
func TestFirst_D20_1e11_11Withdrawal(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 5, 0, "flaminius") // battle 2
		g := withdrawing(t, p, false, 3, 4)         // the attempt succeeds; Flaminius cancels it
		do(t, g, "block")
		if first {
			if g.s.bt.att != Rome {
				t.Fatalf("1e: Rome should attack after cancelling")
			}
			decision(t, g, Rome, "battle-card")
		} else {
			decision(t, g, Rome, "seize")
		}

		p = edPos(t, first)
		p.army("rome", "cannae", 5, 0, "varro")
		g = withdrawing(t, p, false, 6) // the attempt fails
		do(t, g, "pass")                // Rome does not take the initiative
		if first {
			refused(t, g, "withdraw", "1e 11.11")
			do(t, g, "bc frontal-assault", "bc frontal-assault")
			if hasLegal(g, "pass") {
				do(t, g, "pass")
			}
			if !hasLegal(g, "withdraw") {
				t.Errorf("1e: a new round allows a new attempt")
			}
		} else if !hasLegal(g, "withdraw") {
			t.Errorf("2e: another attempt is allowed")
		}
	})
}

// 1e 14.1 / D21: when Carthage attacks both consuls it may roll for the change of
// command (2e 18.2: it must).
func TestFirst_D21_1e14_1ChangeOfCommand(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 10, 0, "varro", "paulus")
		p.dice(4)
		g := fightAt(t, p, "hannibal", 5, 0)
		if first {
			wantLegal(t, g, []string{"command-roll", "pass"}, nil)
			do(t, g, "pass")
			if !g.commands(p.gen("varro")) || g.PendingDice() != 1 {
				t.Errorf("1e: no roll made, Varro keeps command")
			}
		} else if !g.commands(p.gen("paulus")) {
			t.Errorf("2e: the forced roll of 4 gives Paulus command")
		}
	})
}

// 1e 14.2 / D22: two consuls split up only with more than 10 CUs (2e 18.1: 10).
func TestFirst_D22_1e14_2ConsulsSplit(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 10, 0, "varro", "nero")
		g := p.cardPlay("rome")
		do(t, g, "ops 61 move", "activate nero")
		if hasLegal(g, "subs none") == first {
			t.Errorf("10 CUs: splitting legal = %v", !first)
		}
		p = edPos(t, first)
		p.army("rome", "cannae", 11, 0, "varro", "nero")
		g = p.cardPlay("rome")
		do(t, g, "ops 61 move", "activate nero", "subs none", "take 5")
	})
}

// 1e 14.3 / D23: a proconsul leaving a consular army takes no more CUs than it
// keeps; a consular army entering a larger proconsular army stops; 2e 18.3's
// rule for a proconsul passing a weak consular army does not apply.
func TestFirst_D23_1e14_3Proconsul(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("rome", "cannae", 12, 0, "varro", "pro:marcellus")
		p.hand("rome", 33)
		g := p.cardPlay("rome")
		do(t, g, "ops 33 move", "activate marcellus")
		if first {
			refused(t, g, "take 7", "1e 14.3")
		} else {
			wantLegal(t, g, []string{"take 7"}, nil)
		}
		do(t, g, "take 6")

		p = edPos(t, first)
		p.army("rome", "arpi", 3, 0, "varro")
		p.army("rome", "cannae", 5, 0, "pro:marcellus")
		p.hand("rome", 5)
		g = p.cardPlay("rome")
		do(t, g, "ops 5 move", "activate varro", "take 3", "move cannae")
		if first {
			refused(t, g, "move beneventum", "1e 14.3")
		} else {
			do(t, g, "move beneventum")
		}

		p = edPos(t, first)
		p.army("rome", "cannae", 4, 0, "pro:marcellus")
		p.army("rome", "arpi", 3, 0, "varro")
		p.hand("rome", 5)
		g = p.cardPlay("rome")
		do(t, g, "ops 5 move", "activate marcellus", "take 4", "move arpi")
		if first {
			do(t, g, "move terventum")
		} else {
			refused(t, g, "move terventum", "18.3")
		}
	})
}

// 1e 16.4 / D24: a subordinate besieges only after moving (2e 20.3: in place).
func TestFirst_D24_1e16_4SubordinateSiege(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
		p.hand("carthage", 62).hand("rome", 61)
		p.dice(6) // 6 - 1 = 5: one point
		g := p.cardPlay("carthage")
		do(t, g, "ops 62 move", "activate mago", "take 3", "stop")
		if first {
			if hasLegal(g, "siege") || g.s.siege[p.sp("tarentum")] != 1 {
				t.Errorf("1e: a subordinate besieged in place")
			}
			// Out and back in: his army ends its move here and may roll.
			p = edPos(t, first)
			p.army("carthage", "tarentum", 6, 0, "hannibal", "mago").siege("carthage", "tarentum", 1)
			p.hand("carthage", 62).hand("rome", 61)
			p.dice(6)
			g = p.cardPlay("carthage")
			do(t, g, "ops 62 move", "activate mago", "take 3", "move heraclea", "move tarentum", "stop", "siege")
			if g.s.siege[p.sp("tarentum")] != 2 {
				t.Errorf("1e: out and back: siege points %d, want 2", g.s.siege[p.sp("tarentum")])
			}
		} else {
			do(t, g, "siege")
			if g.s.siege[p.sp("tarentum")] != 2 {
				t.Errorf("2e: siege points %d, want 2", g.s.siege[p.sp("tarentum")])
			}
		}
	})
}

// 1e card 42: Elephant Fright costs Carthage one battle card per elephant CU
// (2007: 2).
func TestFirst_Card42_ElephantFright(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		g := hannibalAttacksArpi(t, p, 3, nil, []int{42}, nil, nil)
		g.ForceDice(6)
		do(t, g, "charge", "event 42")
		want := 5 + 4 - 2
		if first {
			want = 5 + 4 - 3
		}
		if c := g.s.bt.cards(Carthage); c != want {
			t.Errorf("Carthage's battle cards: %d, want %d", c, want)
		}
	})
}

// 1e card 59: Ally Deserts takes a card and gives one of the player's choice back
// (2007: nothing is given back).
func TestFirst_Card59_AllyDeserts(t *testing.T) {
	both(t, func(t *testing.T, first bool) {
		p := edPos(t, first)
		rh, ch := bcHand(1, 0, 0, 0, 0, 0), bcHand(2, 0, 0, 1, 0, 0)
		g := hannibalAttacksArpi(t, p, 0, nil, []int{59}, &rh, &ch)
		do(t, g, "pass", "bc probe")
		decision(t, g, Rome, "battle-match")
		g.ForcePicks("frontal-assault")
		do(t, g, "event 59")
		if first {
			decision(t, g, Rome, "ally-deserts")
			do(t, g, "bc frontal-assault")
			if r, c := handOf(g, Rome), handOf(g, Carthage); r != bcHand(1, 0, 0, 0, 0, 0) || c != bcHand(2, 0, 0, 0, 0, 0) {
				t.Errorf("1e hands Rome %v, Carthage %v", r, c)
			}
		} else if r := handOf(g, Rome); r != bcHand(2, 0, 0, 0, 0, 0) {
			t.Errorf("2007 hand Rome %v", r)
		}
	})
}

// 1e 7.6 / D12 in table-referee mode: the deal asks for the whole deal, the deck
// first, then cards of the reshuffled discard pile.
func TestFirst_D12_1e7_6RefereeDeal(t *testing.T) {
	p := edPos(t, true).turn(4).deckSize(10)
	g := p.g
	var deck, rest []int
	for i := 0; i < int(g.s.deckN); i++ {
		deck = append(deck, int(g.s.deck[i]))
	}
	g.s.discard.each(func(c int) {
		if len(rest) < 6 {
			rest = append(rest, c)
		}
	})
	g.referee = true
	g.s.sp = 0
	gf := g.push(procGame, NoSide)
	gf.step = gsDeal
	err := g.Advance()
	n, ok := err.(*NeedInput)
	if !ok || n.What != "draw" || n.Count != 16 || len(n.Options) != 64 {
		t.Fatalf("need %+v (%v)", n, err)
	}
	g.ForceDraws(append(deck, rest...)...)
	if err := g.Advance(); err != nil {
		t.Fatalf("the deal: %v", err)
	}
	if g.s.hand[Rome].count() != 8 || g.s.hand[Carthage].count() != 8 {
		t.Errorf("hands %d and %d", g.s.hand[Rome].count(), g.s.hand[Carthage].count())
	}
	logHas(t, g, "1e 7.6 / D12")
}
