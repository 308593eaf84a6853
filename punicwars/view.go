package punicwars

import "slices"

// View is what one side sees of the game, ready for JSON: the public board,
// its own secrets, and the enemy's hidden strengths left out (observe.go).
type View struct {
	Engine   string       `json:"engine"`
	Scenario string       `json:"scenario"`
	Title    string       `json:"title"`
	Side     string       `json:"side"`
	Turn     int          `json:"turn"`
	Year     int          `json:"year"`
	Phase    string       `json:"phase"`
	Phasing  string       `json:"phasing"`
	Decision DecisionView `json:"decision"`
	Treasury [2]int       `json:"treasury"` // Rome, Carthage (15.1: the track is public)
	Lost     [2]int       `json:"lost"`     // 16.21: since the last Diplomacy Phase
	Bids     []BidView    `json:"bids,omitempty"`
	// LastDiplomacy is the last Diplomacy Phase's roll, public (16.0);
	// LastElection the last Roman election (8.4). Both stay until the next.
	LastDiplomacy *DiplomacyView `json:"lastDiplomacy,omitempty"`
	LastElection  *ElectionView  `json:"lastElection,omitempty"`
	Syracuse      string         `json:"syracuse"`
	FleetGate     bool           `json:"romanFleetsAllowed"`
	VP            [2]int         `json:"vp"`
	Hexes         []HexView      `json:"hexes"`
	Leaders       []LeaderView   `json:"leaders"`
	Regions       []RegionView   `json:"regions"`
	Towns         []TownView     `json:"towns"`
	// Attacks are the attacks the moving leader may make now, or the one a
	// threatened force awaits, with their odds and modifiers (odds.go).
	Attacks []AttackView `json:"attacks,omitempty"`
	Legal   []ActionView `json:"legal,omitempty"`
	Over    bool         `json:"over"`
	Winner  string       `json:"winner,omitempty"`
	Result  string       `json:"result,omitempty"`

	mem *viewMem // memory ViewInto reuses
}

// DecisionView is the decision awaited.
type DecisionView struct {
	Side   string `json:"side"`
	Kind   string `json:"kind"`
	Prompt string `json:"prompt"`
}

// BidView is a diplomacy bid the viewer may see (16.11).
type BidView struct {
	Side   string `json:"side"`
	Points int    `json:"points"`
}

// HexView is one occupied hex.
type HexView struct {
	Hex   int        `json:"hex"`
	Name  string     `json:"name,omitempty"`
	Town  string     `json:"town,omitempty"` // who controls its town or city (10.1)
	Units []UnitView `json:"units"`
}

// UnitView is Strength Points of one owner, type and posture in a hex;
// Strength is 0 and Hidden true when the viewer may not know it (9.12).
type UnitView struct {
	Owner    string `json:"owner"` // rome, carthage, syracuse
	Side     string `json:"side"`  // who they fight for (17.21)
	Type     string `json:"type"`
	Strength int    `json:"strength"`
	FaceDown bool   `json:"faceDown"`
	Hidden   bool   `json:"hidden,omitempty"`
	Leader   string `json:"leader,omitempty"` // the leader they are committed to this phase (5.24)
	Attached bool   `json:"attached,omitempty"`
}

// LeaderView is one leader counter.
type LeaderView struct {
	Letter string `json:"letter"`
	Side   string `json:"side"`
	Value  int    `json:"value"`
	Hex    int    `json:"hex,omitempty"`
	State  string `json:"state"`
	MP     int    `json:"mp"`
	Moved  bool   `json:"moved,omitempty"`
	Active bool   `json:"active,omitempty"`
}

// RegionView is one region's standing.
type RegionView struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Value    int    `json:"value"`
	Status   string `json:"status"`
	Control  string `json:"control"`
	Defected bool   `json:"defected,omitempty"`
}

// TownView is one town or city and who controls it (10.1).
type TownView struct {
	Hex     int    `json:"hex"`
	Name    string `json:"name,omitempty"`
	Control string `json:"control"`
}

// ActionView is one legal action.
type ActionView struct {
	Text  string `json:"text"`
	Label string `json:"label"`
}

var leaderStates = [...]string{"unused", "map", "off", "gone", "spare"}
var ownerKeys = [...]string{"rome", "carthage", "syracuse"}

// View returns what side sees (NoSide: a spectator, who sees no secret).
func (g *Game) View(side Side) *View {
	v := &View{}
	g.ViewInto(side, v)
	return v
}

// ViewInto fills v with what side sees, as View does, reusing the memory of
// the lists v holds from an earlier call (the hexes' unit lists included): a
// caller that builds a view at every step keeps one View. What v held before
// is overwritten; a View is not safe for concurrent use.
func (g *Game) ViewInto(side Side, v *View) {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	mem := v.mem
	if mem == nil {
		mem = &viewMem{}
	}
	k, who := g.decision()
	mem.prompt = g.promptTo(mem.prompt[:0], k, who)
	if string(mem.prompt) != mem.promptText { // the same text as the last call's: no lookup
		mem.promptText = intern(mem.prompt)
	}
	d := Decision{Side: who, Kind: decisionKinds[k], Prompt: mem.promptText}
	hexes := v.Hexes[:0]
	*v = View{Engine: EngineVersion, Scenario: sc.Key, Title: sc.Title, Side: side.Key(), Turn: int(s.turn), Year: g.Year(),
		Phase: phaseNames[s.phase], Phasing: s.side.Key(),
		Decision: DecisionView{Side: d.Side.Key(), Kind: d.Kind, Prompt: d.Prompt},
		Treasury: [2]int{int(s.treasury[0]), int(s.treasury[1])}, Lost: [2]int{int(s.lost[0]), int(s.lost[1])},
		FleetGate: s.fleetGate, Over: s.over,
		Bids: v.Bids[:0], Attacks: v.Attacks[:0], Regions: v.Regions[:0], Towns: v.Towns[:0], Leaders: v.Leaders[:0], Legal: v.Legal[:0],
		mem: mem}
	v.LastDiplomacy, v.LastElection = g.lastResults(mem)
	for _, sd := range [2]Side{Rome, Carthage} {
		if s.bidDone[sd] && (sd == side || (s.bidDone[Rome] && s.bidDone[Carthage])) {
			v.Bids = append(v.Bids, BidView{Side: sd.Key(), Points: int(s.bid[sd])})
		}
	}
	if g.f.syracuse >= 0 {
		v.Syracuse = statusName(s.status[g.f.syracuse])
	}
	v.VP = g.VictoryPoints()
	var ctl [maxRegions]Side
	g.controlAll(&ctl)
	for r := range g.d.Regions {
		v.Regions = append(v.Regions, RegionView{Key: g.d.Regions[r].Key, Name: g.d.Regions[r].Name, Value: g.d.Regions[r].Value,
			Status: statusName(s.status[r]), Control: ctl[r].Key(), Defected: s.defected[r]})
	}
	for _, h := range g.f.towns {
		x := &g.f.m.Hexes[h]
		v.Towns = append(v.Towns, TownView{Hex: x.Num, Name: x.Name, Control: g.townController(h).Key()})
	}
	for i := range g.d.Leaders {
		l := &s.leaders[i]
		lv := LeaderView{Letter: g.d.Leaders[i].Letter, Side: g.leaderSide(i).Key(), Value: int(l.value), State: leaderStates[l.state],
			MP: int(l.mp), Moved: l.moved, Active: int8(i) == s.active}
		if l.hex >= 0 {
			lv.Hex = g.f.m.Hexes[l.hex].Num
		}
		v.Leaders = append(v.Leaders, lv)
	}
	// mem.hexOf[k] is the map index of hexes[k], in order of first appearance.
	mem.hexOf = mem.hexOf[:0]
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		k := slices.Index(mem.hexOf, int(t.hex))
		if k < 0 {
			x := &g.f.m.Hexes[t.hex]
			k = len(hexes)
			mem.hexOf = append(mem.hexOf, int(t.hex))
			var units []UnitView
			if k < cap(hexes) {
				units = hexes[:k+1][k].Units[:0] // the list an earlier call made
			}
			hexes = append(hexes, HexView{Hex: x.Num, Name: x.Name, Town: g.townController(t.hex).Key(), Units: units})
		}
		u := UnitView{Owner: ownerKeys[t.own], Side: g.sideOf(t.own).Key(), Type: typeNames[t.typ], Strength: int(t.n), FaceDown: t.down, Attached: t.att}
		if t.lead >= 0 {
			u.Leader = g.d.Leaders[t.lead].Letter
		}
		if side != NoSide && g.hiddenFrom(t, side) || side == NoSide && t.down {
			u.Strength, u.Hidden, u.Leader = 0, true, ""
		}
		hexes[k].Units = append(hexes[k].Units, u)
	}
	// An empty list is null, as in a View built afresh.
	if len(hexes) > 0 {
		v.Hexes = hexes
	}
	v.Regions, v.Towns, v.Leaders = nilIfEmpty(v.Regions), nilIfEmpty(v.Towns), nilIfEmpty(v.Leaders)
	g.attacksInto(v, side, k)
	v.Attacks = nilIfEmpty(v.Attacks)
	if d.Side == side && side != NoSide {
		mem.legal = g.Legal(mem.legal)
		for _, a := range mem.legal {
			v.Legal = append(v.Legal, g.actionView(a))
		}
	}
	if s.over {
		_, w, r := g.Outcome()
		v.Winner, v.Result = w.Key(), r
	}
}

// viewMem is the memory a View keeps between calls of ViewInto.
type viewMem struct {
	hexOf  []int    // the map index of each HexView, in order
	legal  []Action // the legal actions listed
	prompt []byte   // the decision's prompt, before it is interned
	odds   []byte   // an attack's odds, before they are interned
	// outcomes[k] is the memory of the k-th attack's outcomes.
	outcomes [][]OutcomeView

	promptText string // the last prompt, interned

	// The last diplomacy roll and election as views, and the records they
	// were built from (results.go): rebuilt only when those change.
	dipOf   resultKey[dipRecord]
	dip     DiplomacyView
	electOf resultKey[electRecord]
	elect   ElectionView
}

// nilIfEmpty is list, or nil when it is empty.
func nilIfEmpty[T any](list []T) []T {
	if len(list) == 0 {
		return nil
	}
	return list
}
