package punicwars

import (
	"fmt"

	"punic/punicwars/data"
)

// The last Diplomacy Phase's roll (16.0) and the last Roman election (8.4),
// kept in the state so that every view shows them as they were resolved (both
// are public: the bids are shown before the roll, 16.11; the Senate's choice
// and the leaders drawn are on the table). The state holds numbers only; the
// views name them (view.go).

// dipRecord is the resolution of the last Diplomacy Phase (16.0).
type dipRecord struct {
	turn   uint16    // its Game-Turn; 0 while none has been rolled
	bid    [2]int32  // the bids shown, Rome and Carthage (16.11)
	lost   [2]uint16 // Strength Points lost since the Diplomacy Phase before (16.21)
	die    int8      // the die (16.3)
	roll   int8      // the die adjusted (16.12, 16.22)
	effect uint8     // what the result did: an index into dipEffects
	arg    int8      // the effect's region, side or status (dipEffects' Arg)
}

// What a dipEffect's argument is.
const (
	argNone = iota
	argRegion
	argSide
	argStatus
)

// dipEffect is one thing a Diplomacy Table result may do, with its rule and
// its words (a %s for the argument when it has one).
type dipEffect struct {
	Rule string
	Text string
	Arg  int
}

// The effects of a Diplomacy Table result (16.3, 16.4, 17.3).
const (
	deNone uint8 = iota // nothing recorded (data without the region named)
	deNoEffect
	deRevolt
	deIllyriaDone
	deIllyria
	deAllianceDone
	deAlliance
	deSyrInvaded
	deSyrDefected
	deSyrNoArmies
	deSyrNoDefect1
	deSyrNotProRome
	deSyrDefects
	deNumidiaNo
	deNumidiaDefects
	deSouthNo
	deSouthDefects
)

// dipEffects are the effects' rules and words, as the log writes them.
var dipEffects = [...]dipEffect{
	deNone:           {"16.3", "", argNone},
	deNoEffect:       {"16.32", "no effect", argNone},
	deRevolt:         {"16.33", "%s revolts: every force there suffers attrition (11.31)", argRegion},
	deIllyriaDone:    {"16.34", "the Rome-Illyrian War has already occurred: no effect", argNone},
	deIllyria:        {"16.34", "the Rome-Illyrian War: Illyria is Pro-Carthage and open to both players", argNone},
	deAllianceDone:   {"16.35", "Syracuse has already formed its alliance: no effect", argNone},
	deAlliance:       {"16.35", "Syracuse allies with %s", argSide},
	deSyrInvaded:     {"17.12", "Syracuse's alliance came from an invasion: no effect", argNone},
	deSyrDefected:    {"16.36", "Syracuse has already defected: no effect", argNone},
	deSyrNoArmies:    {"17.31", "no Syracusan Army Strength Points remain: no effect", argNone},
	deSyrNoDefect1:   {"16.36.1", "Syracuse does not defect (it needs an alliance and -1 or less toward Rome, 8 or more toward Carthage)", argNone},
	deSyrNotProRome:  {"16.36.2", "Syracuse is not Pro-Roman: no effect", argNone},
	deSyrDefects:     {"16.36", "Syracuse defects: it is now %s", argStatus},
	deNumidiaNo:      {"16.36.3", "%s does not defect (once only, with a Roman leader present)", argRegion},
	deNumidiaDefects: {"16.36.3", "%s defects to Rome", argRegion},
	deSouthNo:        {"16.36.4", "South Italy does not defect (once only, with a Carthaginian leader present)", argNone},
	deSouthDefects:   {"16.36.4", "South Italy defects: Campania, Lucania, Bruttium and Apulia-Calabria are Pro-Carthage", argNone},
}

// dipEffectText writes effect e with its argument.
func (g *Game) dipEffectText(e uint8, arg int8) string {
	x := dipEffects[e]
	switch x.Arg {
	case argRegion:
		name := "?"
		if arg >= 0 && int(arg) < len(g.d.Regions) {
			name = g.d.Regions[arg].Name
		}
		return fmt.Sprintf(x.Text, name)
	case argSide:
		return fmt.Sprintf(x.Text, Side(arg))
	case argStatus:
		return fmt.Sprintf(x.Text, statusName(data.Status(arg)))
	}
	return x.Text
}

// dipDid records what the last diplomacy roll did and logs it.
func (g *Game) dipDid(e uint8, arg int8) {
	g.s.dip.effect, g.s.dip.arg = e, arg
	if g.logging() {
		g.logf(dipEffects[e].Rule, "%s", g.dipEffectText(e, arg))
	}
}

// electRecord is the last Roman election (8.4).
type electRecord struct {
	turn    uint16 // its Game-Turn; 0 while none has been held
	left    uint16 // leaders whose term ended, two or fewer on the map (8.4; bits by leader)
	removed uint16 // leaders the Roman Player removed, more than two on the map (8.42)
	elim    uint8  // Roman leaders eliminated since the election before (8.43)
	drawn   uint16 // leaders drawn from the cup (8.4)
	// at is the printed number of the hex each drawn leader was placed in
	// (8.4, 8.32); 0 while he waits.
	at      [maxLeaders]int16
	noPlace bool  // no hex held a Roman Strength Point: none could be placed (8.4)
	onMap   uint8 // Roman leaders on the map when the election began
}

// DiplomacyView is the last Diplomacy Phase's roll on the Diplomacy Table
// (16.0), public: the bids shown and paid (16.11), the Strength Points lost
// since the one before (16.21), the die, its modifiers (16.12, 16.22), the
// adjusted roll, the table's result (16.3, 16.5) and what it did.
type DiplomacyView struct {
	Turn  int    `json:"turn"`
	Table string `json:"table"` // "one", "two" (16.5)
	// Bids are the Treasury Points each side bid and spent, Rome and
	// Carthage (16.11).
	Bids [2]int `json:"bids"`
	// Lost are the Strength Points each side lost since the Diplomacy Phase
	// before, Rome and Carthage (16.21).
	Lost         [2]int `json:"lost"`
	Die          int    `json:"die"`
	BidModifier  int    `json:"bidModifier"`  // +1 to the higher Carthaginian bid, -1 to the higher Roman one (16.12)
	LossModifier int    `json:"lossModifier"` // Roman losses minus Carthaginian losses (16.22)
	Roll         int    `json:"roll"`         // the die with both modifiers
	Result       string `json:"result"`       // the table's result: "no effect", "a revolt in Hispania" (16.3)
	ResultRule   string `json:"resultRule"`   // its case (16.32 to 16.36)
	// Effect is what the result did ("Syracuse has already formed its
	// alliance: no effect"), under the case EffectRule; empty when the table
	// names a region the map lacks.
	Effect     string `json:"effect,omitempty"`
	EffectRule string `json:"effectRule,omitempty"`
}

// ElectionView is the last Roman election (8.4), public.
type ElectionView struct {
	Turn int `json:"turn"`
	// OnMap is the Roman leaders on the map when it began: more than two
	// and the Roman Player removes two of his choice (8.42), else every one
	// leaves office (8.4).
	OnMap   int      `json:"onMap"`
	Left    []string `json:"left,omitempty"`    // the letters of those who left office (8.4)
	Removed []string `json:"removed,omitempty"` // the letters of those Rome removed (8.42)
	// Eliminated is the Roman leaders eliminated since the election before:
	// one more is drawn for each (8.43).
	Eliminated int           `json:"eliminated"`
	Elected    []ElectedView `json:"elected,omitempty"` // drawn from the cup (8.4)
	NoPlace    bool          `json:"noPlace,omitempty"` // no hex held a Roman Strength Point (8.4)
}

// ElectedView is one leader drawn from the cup at an election (8.4).
type ElectedView struct {
	Letter string `json:"letter"`
	// Hex is where he was placed (8.32, 8.4); 0 while Rome has still to place him.
	Hex int `json:"hex,omitempty"`
}

// resultKey is what a view of a record was built from.
type resultKey[T comparable] struct {
	rec      T
	scenario uint8
	built    bool
}

// resultRules are the cases of the Diplomacy Table's results (16.3).
var resultRules = [...]string{data.NoEffect: "16.32", data.Revolt: "16.33", data.RomeIllyrianWar: "16.34",
	data.Alliance: "16.35", data.Defection: "16.36"}

// lastResults are the views of the last diplomacy roll and election, nil
// before the first; mem keeps them while the records stay the same.
func (g *Game) lastResults(mem *viewMem) (*DiplomacyView, *ElectionView) {
	s := &g.s
	var dv *DiplomacyView
	var ev *ElectionView
	if s.dip.turn > 0 {
		if k := (resultKey[dipRecord]{s.dip, s.scenario, true}); mem.dipOf != k {
			mem.dipOf, mem.dip = k, g.diplomacyView()
		}
		dv = &mem.dip
	}
	if s.elect.turn > 0 {
		if k := (resultKey[electRecord]{s.elect, s.scenario, true}); mem.electOf != k {
			mem.electOf, mem.elect = k, g.electionView()
		}
		ev = &mem.elect
	}
	return dv, ev
}

func (g *Game) diplomacyView() DiplomacyView {
	r := &g.s.dip
	lostMod := int(r.lost[Rome]) - int(r.lost[Carthage])
	v := DiplomacyView{Turn: int(r.turn), Bids: [2]int{int(r.bid[Rome]), int(r.bid[Carthage])},
		Lost: [2]int{int(r.lost[Rome]), int(r.lost[Carthage])}, Die: int(r.die), LossModifier: lostMod,
		BidModifier: diplomacyModifier(int(r.bid[Rome]), int(r.bid[Carthage]), 0, 0), Roll: int(r.roll)}
	if t := g.table(); t != nil {
		res := t.Result(v.Roll)
		v.Table, v.Result = t.Key, g.resultWords(res)
		if int(res.Kind) < len(resultRules) {
			v.ResultRule = resultRules[res.Kind]
		}
	}
	if r.effect != deNone {
		v.Effect, v.EffectRule = g.dipEffectText(r.effect, r.arg), dipEffects[r.effect].Rule
	}
	return v
}

func (g *Game) electionView() ElectionView {
	r := &g.s.elect
	v := ElectionView{Turn: int(r.turn), OnMap: int(r.onMap), Eliminated: int(r.elim), NoPlace: r.noPlace}
	for i := range g.d.Leaders {
		bit := uint16(1) << i
		letter := g.d.Leaders[i].Letter
		if r.left&bit != 0 {
			v.Left = append(v.Left, letter)
		}
		if r.removed&bit != 0 {
			v.Removed = append(v.Removed, letter)
		}
		if r.drawn&bit != 0 {
			v.Elected = append(v.Elected, ElectedView{Letter: letter, Hex: int(r.at[i])})
		}
	}
	return v
}
