package title

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"punic/game"
	"punic/punicwars"
	"punic/punicwars/hexmap"
)

// The page's static facts are complete: every hex of the map once, at the
// drawing's centre, inside the drawing; every region, leader and scenario;
// the ferry hexsides between neighbours; a phase on the track for every phase
// a view names; and it all encodes to JSON.
func TestStaticComplete(t *testing.T) {
	r := rules(t)
	st := r.static()
	m := r.d.Map
	if len(st.Hexes) != m.Len() {
		t.Fatalf("%d hexes, the map has %d", len(st.Hexes), m.Len())
	}
	seen := map[int]bool{}
	sites := 0
	for _, h := range st.Hexes {
		id := m.ID(h.Num)
		if id == hexmap.NoHex || seen[h.Num] {
			t.Fatalf("hex %04d is not on the map or listed twice", h.Num)
		}
		seen[h.Num] = true
		if h.X <= 0 || h.Y <= 0 || h.X >= st.Width || h.Y >= st.Height {
			t.Errorf("hex %04d at (%.1f, %.1f) is outside the %.0f×%.0f drawing", h.Num, h.X, h.Y, st.Width, st.Height)
		}
		if (h.Terrain == "sea") != (h.Region == "") {
			t.Errorf("hex %04d: terrain %s, region %q", h.Num, h.Terrain, h.Region)
		}
		if h.Site != "" {
			sites++
		}
	}
	if sites < 20 {
		t.Errorf("only %d towns and cities", sites)
	}
	// Rome's centre is the one the drawing gives it.
	svg := drawn(t, r)
	rome := st.Hexes[m.ID(2908)]
	if rome.Name != "Rome" || !rome.Capital || rome.Site != "city" {
		t.Errorf("2908 is %+v", rome)
	}
	if !strings.Contains(svg, `id="hex-2908"`) {
		t.Error("the drawing has no hex-2908")
	}
	if len(st.FerrySides) == 0 {
		t.Error("no ferry hexsides")
	}
	for _, fs := range st.FerrySides {
		if _, ok := m.DirectionTo(m.ID(fs[0]), m.ID(fs[1])); !ok {
			t.Errorf("ferry hexside %04d-%04d joins no neighbours", fs[0], fs[1])
		}
	}
	if len(st.Regions) != 30 {
		t.Errorf("%d regions, want 30", len(st.Regions))
	}
	for _, rg := range st.Regions {
		if rg.Name == "" || rg.Value < 0 {
			t.Errorf("region %+v", rg)
		}
	}
	keys := map[string]bool{}
	for _, l := range st.Leaders {
		if keys[l.Key] || l.Value < 1 || l.Value > 3 {
			t.Errorf("leader %+v", l)
		}
		keys[l.Key] = true
	}
	if len(st.Leaders) != len(r.d.Leaders) || !keys["rome-A"] || !keys["carthage-A"] {
		t.Errorf("leaders %v", keys)
	}
	if len(st.Scenarios) != 3 {
		t.Fatalf("%d scenarios", len(st.Scenarios))
	}
	for _, sc := range st.Scenarios {
		if len(sc.Levels) == 0 && !sc.CarthageOnlyLoses {
			t.Errorf("%s has no Levels of Victory", sc.Key)
		}
	}
	if sc := st.Scenarios[1]; sc.Key != "second" || len(sc.Levels) != 4 || sc.Levels[3].Min != 85 || sc.Levels[1].Name != "Marginal Victory" {
		t.Errorf("the Second Punic War's levels (19.25): %+v", sc)
	}
	phases := map[string]bool{}
	for _, p := range st.Phases {
		phases[p.Key] = true
		if p.Name == "" || p.Rule == "" {
			t.Errorf("phase %+v", p)
		}
	}
	for _, p := range []string{"deploy", "diplomacy", "election", "revenue", "campaign", "supply", "recruitment"} {
		if !phases[p] {
			t.Errorf("no phase %s on the track", p)
		}
	}
	b, err := json.Marshal(r.Static())
	if err != nil || !json.Valid(b) || !strings.HasPrefix(string(b), "{") {
		t.Fatalf("Static as JSON: %v", err)
	}
	if b, _ := json.Marshal(r.Refs(&punicwars.View{})); string(b) != "{}" {
		t.Errorf("Refs: %s", b)
	}
}

// drawn is the board drawing as DrawSVG writes it.
func drawn(t *testing.T, r *Rules) string {
	t.Helper()
	var b strings.Builder
	if err := r.DrawSVG(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// What each kind of action names and how it groups.
func TestChoiceNames(t *testing.T) {
	r := rules(t)
	type want struct {
		hex, to       int
		leader, stack string
		force, pass   bool
		group         string
		count         int // -1 none
		prefer        string
	}
	cases := map[string]want{
		"deploy 2908":              {2908, 0, "", "", false, false, "deploy", -1, ""},
		"leader A":                 {0, 0, "A", "", false, false, "leader", -1, ""},
		"move 2909":                {2909, 2909, "", "", false, false, "move", -1, ""},
		"attach army 3":            {0, 0, "", "army", true, false, "attach-army", 3, "most"},
		"detach fleet 2":           {0, 0, "", "fleet", true, false, "detach-fleet", 2, "fewest"},
		"attack army":              {0, 0, "", "army", true, false, "", -1, ""},
		"up fleet 2516":            {2516, 0, "", "fleet", false, false, "up", -1, ""},
		"end":                      {0, 0, "", "", true, false, "", -1, ""},
		"end phase":                {0, 0, "", "", false, false, "", -1, ""},
		"invert":                   {0, 0, "", "", true, false, "", -1, ""},
		"stand":                    {0, 0, "", "", true, false, "", -1, ""},
		"lose army 3009":           {3009, 0, "", "army", false, false, "lose", -1, ""},
		"bid 0":                    {0, 0, "", "", false, false, "bid", 0, "fewest"},
		"remove C":                 {0, 0, "C", "", false, false, "remove", -1, ""},
		"place B at 2908":          {2908, 0, "B", "", false, false, "place-B", -1, ""},
		"recruit army 2 at 2908":   {2908, 0, "", "army", false, false, "recruit-army-2908", 2, "most"},
		"done":                     {0, 0, "", "", false, true, "", -1, ""},
		"offer end":                {0, 0, "", "", false, false, "", -1, ""},
		"accept":                   {0, 0, "", "", false, false, "", -1, ""},
		"decline":                  {0, 0, "", "", false, true, "", -1, ""},
		"move 9999":                {0, 0, "", "", false, false, "move", -1, ""},
		"recruit fleet 1 at 12345": {0, 0, "", "fleet", false, false, "recruit-fleet-12345", 1, "most"},
	}
	for text, w := range cases {
		c := r.choice(text, "label")
		count := -1
		if c.Count != nil {
			count = *c.Count
		}
		got := want{c.Hex, c.To, c.Leader, c.Stack, c.Force, c.Pass, c.Group, count, c.Prefer}
		if got != w || c.Action != text || c.Label != "label" {
			t.Errorf("%q: got %+v, want %+v", text, got, w)
		}
		if c.Group != "" && (c.GroupLabel == "" || c.Sub == "") {
			t.Errorf("%q: group %q without a label or sub (%q, %q)", text, c.Group, c.GroupLabel, c.Sub)
		}
		// A stepper's number says what it counts: Strength Points raised,
		// attached or detached (5.13, 13.0), Treasury Points bid (16.11).
		unit := ""
		switch {
		case c.Count != nil && strings.HasPrefix(text, "bid"):
			unit = "TP"
		case c.Count != nil:
			unit = "SP"
		}
		if c.Unit != unit || c.Units != unit {
			t.Errorf("%q: unit %q/%q, want %q", text, c.Unit, c.Units, unit)
		}
	}
	if c := r.choice("move 2908", "l"); c.Sub != "2908 Rome (Latium)" {
		t.Errorf("a move's sub is %q", c.Sub)
	}
}

// hexNumber is a hex number in an action's text.
var hexNumber = regexp.MustCompile(`\b\d{4}\b`)

// In random games of every scenario, every legal action maps to a choice with
// the hex its text names (and the leader, the stack and the number), the
// moving force's actions are offered where a leader moves, and the choices of
// one group agree on its label and on how it is chosen (a stepper for all or
// none, each number once, each sub once).
func TestChoicesOfRandomGames(t *testing.T) {
	r := rules(t)
	steps, kinds := 0, map[string]bool{}
	for _, sc := range game.ScenarioKeys(r) {
		for seed := uint64(1); seed <= 3; seed++ {
			inst, err := r.New(game.Options{Scenario: sc, Seed: seed, NoLog: true})
			if err != nil {
				t.Fatal(err)
			}
			in := inst.(*Instance)
			rnd := rand.New(rand.NewPCG(seed, 16))
			for step := 0; step < 600 && in.ToMove() != game.None; step++ {
				v := in.G.View(punicwars.Side(in.ToMove()))
				legal := in.Legal(nil)
				checkChoices(t, r, v, in, legal, fmt.Sprintf("%s seed %d step %d", sc, seed, step))
				kinds[v.Decision.Kind] = true
				steps++
				if err := in.Apply(playOn(in, legal, rnd)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if steps < 2000 {
		t.Errorf("only %d decisions checked", steps)
	}
	for _, k := range []string{"deploy", "bid", "activate", "move", "losses", "recruit", "place-leader"} {
		if !kinds[k] {
			t.Errorf("no %s decision met in %d steps", k, steps)
		}
	}
}

// playOn picks a random legal action, but not an offer to end the war while
// there is another: the random games go on long enough to meet every kind of
// decision.
func playOn(in *Instance, legal []game.Action, rnd *rand.Rand) game.Action {
	for range 8 {
		a := legal[rnd.IntN(len(legal))]
		if in.ActionText(a) != "offer end" {
			return a
		}
	}
	return legal[rnd.IntN(len(legal))]
}

// checkChoices checks one decision's choices (TestChoicesOfRandomGames).
func checkChoices(t *testing.T, r *Rules, v *punicwars.View, in *Instance, legal []game.Action, where string) {
	t.Helper()
	moving := false
	for _, l := range v.Leaders {
		moving = moving || l.Active && l.Hex != 0
	}
	type groupFacts struct {
		label, prefer string
		counted, n    int
		subs, counts  map[string]bool
	}
	groups := map[string]*groupFacts{}
	for _, a := range legal {
		text, label := in.ActionText(a), in.ActionLabel(a)
		c := r.choice(text, label)
		if c.Action != text || c.Label == "" {
			t.Fatalf("%s: %q gives %+v", where, text, c)
		}
		if nums := hexNumber.FindAllString(text, -1); len(nums) > 0 && !strings.HasPrefix(text, "bid ") {
			if want := nums[len(nums)-1]; fmt.Sprintf("%04d", c.Hex) != want {
				t.Fatalf("%s: %q names hex %s, the choice %d", where, text, want, c.Hex)
			}
		} else if c.Hex != 0 {
			t.Fatalf("%s: %q names no hex, the choice %d", where, text, c.Hex)
		}
		if c.Force && !moving {
			t.Fatalf("%s: %q is offered at the moving force, but no leader moves", where, text)
		}
		f := strings.Fields(text)
		switch f[0] {
		case "leader", "remove", "place":
			if c.Leader != f[1] {
				t.Fatalf("%s: %q names leader %s, the choice %q", where, text, f[1], c.Leader)
			}
		case "attach", "detach", "attack", "up", "lose", "recruit":
			if c.Stack != f[1] {
				t.Fatalf("%s: %q names the %s, the choice %q", where, text, f[1], c.Stack)
			}
		}
		if c.Group == "" {
			continue
		}
		g := groups[c.Group]
		if g == nil {
			g = &groupFacts{label: c.GroupLabel, prefer: c.Prefer, subs: map[string]bool{}, counts: map[string]bool{}}
			groups[c.Group] = g
		}
		if g.label != c.GroupLabel || g.prefer != c.Prefer {
			t.Fatalf("%s: group %s labelled %q/%q and %q/%q", where, c.Group, g.label, g.prefer, c.GroupLabel, c.Prefer)
		}
		g.n++
		if c.Count != nil {
			g.counted++
			k := fmt.Sprint(*c.Count)
			if g.counts[k] {
				t.Fatalf("%s: group %s has the number %s twice", where, c.Group, k)
			}
			g.counts[k] = true
		} else if g.subs[c.Sub] {
			t.Fatalf("%s: group %s has the choice %q twice", where, c.Group, c.Sub)
		}
		g.subs[c.Sub] = true
	}
	for k, g := range groups {
		if g.counted != 0 && g.counted != g.n {
			t.Fatalf("%s: group %s: %d of %d choices have a number", where, k, g.counted, g.n)
		}
	}
}
