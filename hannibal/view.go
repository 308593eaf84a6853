package hannibal

import "punic/hannibal/data"

// View is what one side may know of the game: the whole board, both sides' public
// information, its own hand and battle cards, and for the opponent only how many
// cards he holds. The deck's order is never shown. A View with Side NoSide is a
// spectator's view (no hand shown). Views are built for the server, the protocol and
// the interfaces; bots use Observation instead.
type View struct {
	Side     string       `json:"side"`            // "rome", "carthage" or "none"
	Rules    string       `json:"rules,omitempty"` // "1st" for the 1st-edition rules option; "" for the default
	Turn     int          `json:"turn"`            // 1-9
	LastTurn int          `json:"lastTurn"`        // the scenario's last turn
	Years    string       `json:"years"`
	Phase    string       `json:"phase"`
	Active   string       `json:"active"` // whose card play it is
	Decision ViewDecision `json:"decision"`
	Spaces   []SpaceView  `json:"spaces"`
	Generals []GenView    `json:"generals"`

	Hand       []int          `json:"hand"`            // the viewer's strategy cards
	Known      []int          `json:"known,omitempty"` // opponent's cards the viewer knows (card 55)
	HandSize   map[string]int `json:"handSize"`        // cards held, per side
	DeckSize   int            `json:"deckSize"`        // cards left in the deck
	Discard    []int          `json:"discard"`         // the discard pile (face up)
	Removed    []int          `json:"removed"`         // cards out of the game
	ByMap      []int          `json:"byMap"`           // cards kept by the map for a lasting effect
	Effects    []string       `json:"effects"`         // lasting effects in force
	Points     map[string]int `json:"points"`          // political points now (22.1)
	Provinces  []ProvView     `json:"provinces"`       // who controls each province
	Battle     *BattleView    `json:"battle,omitempty"`
	Over       bool           `json:"over"`
	Winner     string         `json:"winner,omitempty"`
	WinReason  string         `json:"winReason,omitempty"`
	MovingArmy *MoveView      `json:"moving,omitempty"`
	// LastBattle is how the last battle ended, its retreat included
	// (outcome.go); Retreat is a retreat in progress (also in LastBattle).
	LastBattle *BattleOutcome `json:"lastBattle,omitempty"`
	Retreat    *RetreatView   `json:"retreat,omitempty"`
	Lesson     *Lesson        `json:"lesson,omitempty"` // a tutorial's current lesson step (tutorial.go)

	mem *viewMem // memory ViewInto reuses (viewmem.go)
}

// ViewDecision is the pending decision as a view shows it.
type ViewDecision struct {
	Side   string `json:"side"`
	Kind   string `json:"kind"`
	Prompt string `json:"prompt"`
}

// SpaceView is one space's public state.
type SpaceView struct {
	Key       string `json:"key"`
	Control   string `json:"control"`           // "rome", "carthage" or "none"
	Tribe     bool   `json:"tribe,omitempty"`   // a tribe marker is still there
	RomeCUs   int    `json:"romeCUs,omitempty"` // outside the walls
	CartCUs   int    `json:"carthageCUs,omitempty"`
	Elephants int    `json:"elephants,omitempty"` // Carthaginian elephant CUs outside
	Inside    int    `json:"inside,omitempty"`    // CUs inside the walls (the controller's)
	InsideEle int    `json:"insideElephants,omitempty"`
	Siege     int    `json:"siege,omitempty"`   // siege / subjugation points
	SiegeBy   string `json:"siegeBy,omitempty"` // who holds those points
}

// GenView is one general's public state.
type GenView struct {
	Key       string `json:"key"`
	Side      string `json:"side"`
	Where     string `json:"where"`  // space key, or "" when off the map
	Status    string `json:"status"` // "map", "off", "displaced", "dead"
	Inside    bool   `json:"inside,omitempty"`
	Command   bool   `json:"command,omitempty"`
	Consul    bool   `json:"consul,omitempty"`
	Proconsul bool   `json:"proconsul,omitempty"`
}

// ProvView is a province's control.
type ProvView struct {
	Key     string `json:"key"`
	Control string `json:"control"`
	Scores  bool   `json:"scores"`
}

// BattleView is the battle in progress as one side sees it.
type BattleView struct {
	Space        string            `json:"space"`
	Attacker     string            `json:"attacker"`
	OrigAttacker string            `json:"originalAttacker"`
	Rounds       int               `json:"rounds"`
	Cards        map[string]int    `json:"cards"`             // battle cards held, per side
	MyCards      []int             `json:"myCards"`           // the viewer's cards, count per type
	FaceUp       map[string][]int  `json:"faceUp,omitempty"`  // cards shown by Spy in Enemy Camp
	Current      string            `json:"current,omitempty"` // the type the attacker's card counts as
	History      []RoundView       `json:"history"`
	Commanders   map[string]string `json:"commanders"`
}

// RoundView is one round of a battle.
type RoundView struct {
	Attacker string `json:"attacker"`
	Card     string `json:"card"`
	As       string `json:"as"`
	Matched  string `json:"matched"` // the defender's card, "" if not matched
}

// MoveView is the army moving now.
type MoveView struct {
	General string `json:"general"`
	From    string `json:"from"` // where the move started
	At      string `json:"at"`
	CUs     int    `json:"cus"`
	MP      int    `json:"mp"`
	MPMax   int    `json:"mpMax"`
}

var phaseNames = [...]string{"setup", "reinforcement", "deal", "strategy", "winter", "isolation", "victory", "over"}

func cardList(c cardSet) []int { return cardsInto(nil, c) }

// cardsInto writes the cards of c into dst's memory (never nil: an empty list
// encodes as []).
func cardsInto(dst []int, c cardSet) []int {
	dst = dst[:0]
	if dst == nil {
		dst = []int{}
	}
	c.each(func(n int) { dst = append(dst, n) })
	return dst
}

// View builds what side may see (NoSide: a spectator).
func (g *Game) View(side Side) *View {
	v := &View{}
	g.ViewInto(side, v)
	return v
}

// ViewInto fills v with what side may see, as View does, reusing the memory of
// the lists, maps and parts (battle, move, last battle) v holds from an earlier
// call: a caller that builds a view at every step (a server, a tool) keeps one
// View and allocates nothing (but in a tutorial, whose lesson is built anew).
// What v pointed to before is overwritten: copy what must outlive the next
// call. A View is not safe for concurrent use.
func (g *Game) ViewInto(side Side, v *View) {
	s := &g.s
	b := g.d.Board
	mem := v.mem
	if mem == nil {
		mem = &viewMem{}
	}
	d := g.viewDecision(mem)
	handSize, points := v.HandSize, v.Points
	if handSize == nil {
		handSize = make(map[string]int, 2)
	}
	if points == nil {
		points = make(map[string]int, 2)
	}
	handSize["rome"], handSize["carthage"] = s.hand[Rome].count(), s.hand[Carthage].count()
	points["rome"], points["carthage"] = g.politicalPoints(Rome), g.politicalPoints(Carthage)
	*v = View{
		Side:      side.Key(),
		Turn:      int(s.turn),
		LastTurn:  int(s.lastTurn),
		Years:     g.d.Turns[s.turn-1].Years,
		Phase:     phaseNames[s.phase],
		Rules:     recordRules(s.rules),
		Active:    s.active.Key(),
		Decision:  d,
		HandSize:  handSize,
		DeckSize:  int(s.deckN),
		Discard:   cardsInto(v.Discard, s.discard),
		Removed:   cardsInto(v.Removed, s.removed),
		ByMap:     cardsInto(v.ByMap, s.byMap),
		Effects:   g.effectNamesInto(v.Effects[:0]),
		Points:    points,
		Hand:      v.Hand[:0],
		Known:     v.Known[:0],
		Spaces:    v.Spaces[:0],
		Generals:  v.Generals[:0],
		Provinces: v.Provinces[:0],
		Over:      s.over,
		Lesson:    g.Lesson(),
		mem:       mem,
	}
	if v.Hand == nil {
		v.Hand = []int{}
	}
	if side == Rome || side == Carthage {
		v.Hand = cardsInto(v.Hand, s.hand[side])
		if known := s.revealed[side.Other()] & s.hand[side.Other()]; known != 0 {
			v.Known = cardsInto(v.Known, known)
		}
	}
	if len(v.Known) == 0 {
		v.Known = nil
	}
	if s.over {
		v.Winner = s.winner.Key()
		v.WinReason = endWords[s.endReason]
	}
	for i := range b.Spaces {
		x := SpaceID(i)
		sv := SpaceView{Key: b.Spaces[i].Key, Control: s.ctl[x].Key(), Tribe: g.isTribe(x),
			RomeCUs: g.out(Rome, x), CartCUs: g.out(Carthage, x), Elephants: int(s.ele[x]),
			Inside: int(s.cuIn[x]), InsideEle: int(s.eleIn[x]), Siege: int(s.siege[x])}
		if s.siege[x] > 0 {
			sv.SiegeBy = "rome"
			if s.siegeCarthage.has(x) {
				sv.SiegeBy = "carthage"
			}
		}
		v.Spaces = append(v.Spaces, sv)
	}
	for i := range g.d.Generals {
		id := GeneralID(i)
		gv := GenView{Key: g.d.Generals[i].Key, Side: g.sideOf(id).Key()}
		switch l := s.gloc[id]; l {
		case locOff:
			gv.Status = "off"
		case locDisplaced:
			gv.Status = "displaced"
		case locDead:
			gv.Status = "dead"
		default:
			gv.Status = "map"
			gv.Where = b.Spaces[l].Key
			gv.Inside = g.inside(id)
			gv.Command = g.commands(id)
			gv.Consul = g.isConsul(id)
			gv.Proconsul = g.isProconsul(id)
		}
		v.Generals = append(v.Generals, gv)
	}
	for i := range b.Provinces {
		p := &b.Provinces[i]
		ctl := NoSide
		if g.controlsProvince(Rome, p.ID) {
			ctl = Rome
		} else if g.controlsProvince(Carthage, p.ID) {
			ctl = Carthage
		}
		v.Provinces = append(v.Provinces, ProvView{Key: p.Key, Control: ctl.Key(), Scores: p.Scores})
	}
	if g.inBattle() {
		v.Battle = &mem.battle
		g.battleViewInto(side, v.Battle, mem)
	}
	if g.inMove() {
		mv := &s.mv
		v.MovingArmy = &mem.move
		*v.MovingArmy = MoveView{General: g.genKey(uint8(mv.gen)), From: g.spaceKey(uint8(mv.start)), At: g.spaceKey(uint8(mv.at)), CUs: int(mv.cus), MP: int(mv.mp), MPMax: int(mv.mpMax)}
	}
	if g.battleOutcomeInto(&mem.outcome, mem) {
		v.LastBattle = &mem.outcome
	}
	if v.LastBattle != nil && v.LastBattle.Retreat != nil && v.LastBattle.Retreat.InProgress {
		v.Retreat = v.LastBattle.Retreat
	}
}

// inBattle reports whether a battle is being fought (a battle frame is on the stack).
func (g *Game) inBattle() bool {
	for i := 0; i < int(g.s.sp); i++ {
		if g.s.stack[i].proc == procBattle {
			return true
		}
	}
	return false
}

// inRetreat reports whether a beaten force is retreating (a retreat frame is on
// the stack).
func (g *Game) inRetreat() bool {
	for i := 0; i < int(g.s.sp); i++ {
		if g.s.stack[i].proc == procRetreat {
			return true
		}
	}
	return false
}

// inMove reports whether an army is being moved, its general chosen.
func (g *Game) inMove() bool {
	for i := 0; i < int(g.s.sp); i++ {
		if g.s.stack[i].proc == procMove {
			return g.s.mv.gen != data.NoGeneral && g.s.mv.at != noSpace
		}
	}
	return false
}

// effectNames lists the lasting effects in force.
func (g *Game) effectNames() []string { return g.effectNamesInto(nil) }

// effectNamesInto appends the lasting effects' names to out's memory.
func (g *Game) effectNamesInto(out []string) []string {
	out = out[:0]
	if out == nil {
		out = []string{}
	}
	e := g.s.effects
	names := []struct {
		bit  uint32
		name string
	}{
		{effMacedonia, "macedonia-allied"},
		{effNavalVictory, "naval-victory"},
		{effHannoCounsels, "hanno-counsels"},
		{effCatoCounsels, "cato-counsels"},
		{effTruce, "truce"},
		{effTruceReshuffle, "truce-reshuffle"},
	}
	for _, n := range names {
		if e&n.bit != 0 {
			out = append(out, n.name)
		}
	}
	if g.s.siegeTrain != noSpace {
		var arr [64]byte
		out = append(out, intern(append(append(arr[:0], "siege-train:"...), g.spaceKey(uint8(g.s.siegeTrain))...)))
	}
	return out
}
