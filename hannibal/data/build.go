package data

import (
	"fmt"
	"strconv"
	"strings"
)

// build validates the raw records and turns them into Data. Every defect is added to
// ps; the result is only meaningful when ps stays empty.
func build(raw *rawFiles, ps *problems) *Data {
	d := &Data{generalByKey: map[string]GeneralID{}, scenarioByKey: map[string]int{}}
	d.Board = buildBoard(raw, ps)
	buildGenerals(d, raw, ps)
	buildCards(d, raw, ps)
	buildBattleCards(d, raw, ps)
	buildTurns(d, raw, ps)
	buildTables(d, raw, ps)
	if len(ps.list) == 0 {
		buildScenarios(d, raw, ps)
	}
	return d
}

func buildBoard(raw *rawFiles, ps *problems) *Board {
	const f = BoardFile
	b := &Board{
		spaceByKey:    map[string]SpaceID{},
		provinceByKey: map[string]ProvinceID{},
		Width:         raw.width,
		Height:        raw.height,
	}
	if b.Width <= 0 || b.Height <= 0 {
		ps.add(f, 0, "", "width and height of the drawing must be positive (got %d x %d)", b.Width, b.Height)
	}
	for _, rp := range raw.provinces {
		item := fmt.Sprintf("province %q", rp.Key)
		if rp.Key == "" {
			ps.add(f, rp.line, item, "missing key")
			continue
		}
		if _, dup := b.provinceByKey[foldKey(rp.Key)]; dup {
			ps.add(f, rp.line, item, "duplicate province key")
			continue
		}
		p := Province{ID: ProvinceID(len(b.Provinces)), Key: rp.Key, Name: rp.Name, Scores: rp.Scores, PCsNeeded: rp.PCsNeeded, AllyCards: 1, Island: rp.Island}
		if rp.Name == "" {
			ps.add(f, rp.line, item, "missing name")
		}
		switch rp.Country {
		case "italy":
			p.Country = Italy
		case "spain":
			p.Country = Spain
		case "africa":
			p.Country = Africa
		case "island":
			p.Country = Island
		case "none":
			p.Country = NoCountry
		default:
			ps.add(f, rp.line, item, "unknown country %q (want italy, spain, africa, island or none)", rp.Country)
		}
		if (p.Country == Island) != (rp.Island != "") {
			ps.add(f, rp.line, item, "an island province must name its island, and only an island province may")
		}
		if rp.AllyCards != nil {
			p.AllyCards = *rp.AllyCards
			if p.AllyCards < 0 {
				ps.add(f, rp.line, item, "ally_cards may not be negative")
			}
		}
		b.provinceByKey[foldKey(rp.Key)] = p.ID
		if rp.Name != "" {
			b.provinceByKey[foldKey(rp.Name)] = p.ID
		}
		b.Provinces = append(b.Provinces, p)
	}
	if len(raw.spaces) > MaxSpaces {
		ps.add(f, 0, "", "%d spaces: at most %d are supported", len(raw.spaces), MaxSpaces)
		return b
	}
	names := map[string]bool{}
	for _, rs := range raw.spaces {
		item := fmt.Sprintf("space %q", rs.Key)
		if rs.Key == "" {
			ps.add(f, rs.line, item, "missing key")
			continue
		}
		if _, dup := b.spaceByKey[foldKey(rs.Key)]; dup {
			ps.add(f, rs.line, item, "duplicate space key")
			continue
		}
		s := Space{ID: SpaceID(len(b.Spaces)), Key: rs.Key, Name: rs.Name, Port: rs.Port, TribeFor: NoSide, Doubt: rs.Doubt}
		if rs.Name == "" {
			ps.add(f, rs.line, item, "missing name")
		} else if names[foldKey(rs.Name)] {
			ps.add(f, rs.line, item, "duplicate space name %q", rs.Name)
		}
		names[foldKey(rs.Name)] = true
		pid, inProvince := b.provinceByKey[foldKey(rs.Province)]
		if inProvince {
			s.Province = pid
		} else {
			ps.add(f, rs.line, item, "unknown province %q", rs.Province)
		}
		switch rs.Kind {
		case "political":
			s.Kind = Political
		case "walled-city":
			s.Kind = WalledCity
		case "tribe":
			s.Kind = Tribe
		default:
			ps.add(f, rs.line, item, "unknown kind %q (want political, walled-city or tribe)", rs.Kind)
		}
		switch {
		case rs.Port && rs.NavalModifier == nil:
			ps.add(f, rs.line, item, "a port needs a naval_modifier (rule 11.6)")
		case !rs.Port && rs.NavalModifier != nil:
			ps.add(f, rs.line, item, "naval_modifier given but the space is not a port")
		case rs.NavalModifier != nil:
			s.NavalMod = *rs.NavalModifier
		}
		if s.Kind == WalledCity {
			if rs.Capacity == nil || *rs.Capacity <= 0 {
				ps.add(f, rs.line, item, "a walled city needs a positive capacity (rule 10.7)")
			} else {
				s.Capacity = *rs.Capacity
			}
			if rs.SiegeModifier != nil {
				s.SiegeMod = *rs.SiegeModifier
			}
		} else if rs.Capacity != nil || rs.SiegeModifier != nil {
			ps.add(f, rs.line, item, "capacity and siege_modifier belong to walled cities only")
		}
		if s.Kind == Tribe {
			switch rs.Tribe {
			case "carthage":
				s.TribeFor = Carthage
			case "neutral":
			default:
				ps.add(f, rs.line, item, "a tribe needs tribe: carthage or neutral (rule 20.9), not %q", rs.Tribe)
			}
		} else if rs.Tribe != "" {
			ps.add(f, rs.line, item, "tribe: given but the space is not a tribe")
		}
		ctl, err := ParseSide(rs.Control)
		if err != nil || rs.Control == "" {
			ps.add(f, rs.line, item, "control must be rome, carthage or none, not %q", rs.Control)
		}
		s.Control = ctl
		if s.Kind == WalledCity && ctl == NoSide && err == nil {
			ps.add(f, rs.line, item, "a walled city always belongs to a side (rule 4)")
		}
		if s.Kind == Tribe && err == nil && ctl != s.TribeFor {
			ps.add(f, rs.line, item, "a tribe starts controlled by Carthage exactly when it is friendly to Carthage (rule 20.9)")
		}
		if len(rs.XY) != 2 {
			ps.add(f, rs.line, item, "xy must be two numbers")
		} else {
			s.X, s.Y = rs.XY[0], rs.XY[1]
			if s.X < 0 || s.Y < 0 || s.X > b.Width || s.Y > b.Height {
				ps.add(f, rs.line, item, "xy (%d, %d) lies outside the %d x %d drawing", s.X, s.Y, b.Width, b.Height)
			}
		}
		b.spaceByKey[foldKey(rs.Key)] = s.ID
		if rs.Name != "" {
			if _, clash := b.spaceByKey[foldKey(rs.Name)]; !clash {
				b.spaceByKey[foldKey(rs.Name)] = s.ID
			}
		}
		b.Spaces = append(b.Spaces, s)
		if inProvince {
			p := &b.Provinces[s.Province]
			p.Spaces = append(p.Spaces, s.ID)
		}
	}
	for _, rc := range raw.connections {
		item := fmt.Sprintf("connection %s-%s", rc.A, rc.B)
		a, okA := b.spaceByKey[foldKey(rc.A)]
		bb, okB := b.spaceByKey[foldKey(rc.B)]
		if !okA {
			ps.add(f, rc.line, item, "unknown space %q", rc.A)
		}
		if !okB {
			ps.add(f, rc.line, item, "unknown space %q", rc.B)
		}
		var kind ConnKind
		switch rc.Kind {
		case "", "normal":
			kind = Normal
		case "alps-pass":
			kind = AlpsPass
		case "pass":
			kind = Pass
		case "strait":
			kind = Strait
		default:
			ps.add(f, rc.line, item, "unknown connection kind %q (want normal, alps-pass, pass or strait)", rc.Kind)
			continue
		}
		if rc.NeedsControl && kind != Strait {
			ps.add(f, rc.line, item, "needs_control applies to straits only (rule 10.6)")
		}
		if !okA || !okB {
			continue
		}
		if a == bb {
			ps.add(f, rc.line, item, "connects %s to itself", rc.A)
			continue
		}
		if b.Adjacent(a, bb) {
			ps.add(f, rc.line, item, "duplicate connection (%s and %s are already connected)", rc.A, rc.B)
			continue
		}
		b.link[a][bb/64] |= 1 << (bb % 64)
		b.link[bb][a/64] |= 1 << (a % 64)
		b.Connections = append(b.Connections, Connection{A: a, B: bb, Kind: kind, NeedsControl: rc.NeedsControl, Doubt: rc.Doubt})
		b.Spaces[a].Links = append(b.Spaces[a].Links, Link{To: bb, Kind: kind, NeedsControl: rc.NeedsControl})
		b.Spaces[bb].Links = append(b.Spaces[bb].Links, Link{To: a, Kind: kind, NeedsControl: rc.NeedsControl})
	}
	for i := range b.Provinces {
		p := &b.Provinces[i]
		line := 0
		if i < len(raw.provinces) {
			line = raw.provinces[i].line
		}
		item := fmt.Sprintf("province %q", p.Key)
		n := len(p.Spaces)
		if n == 0 {
			ps.add(f, line, item, "has no spaces")
			continue
		}
		if want := n/2 + 1; p.PCsNeeded != want {
			ps.add(f, line, item, "pcs_needed is %d but rule 19.1 needs a majority of its %d spaces, %d", p.PCsNeeded, n, want)
		}
	}
	return b
}

func buildGenerals(d *Data, raw *rawFiles, ps *problems) {
	const f = GeneralsFile
	if len(raw.generals) > MaxGenerals {
		ps.add(f, 0, "", "%d generals: at most %d are supported", len(raw.generals), MaxGenerals)
		return
	}
	for _, rg := range raw.generals {
		item := fmt.Sprintf("general %q", rg.Key)
		if rg.Key == "" {
			ps.add(f, rg.line, item, "missing key")
			continue
		}
		if _, dup := d.generalByKey[foldKey(rg.Key)]; dup {
			ps.add(f, rg.line, item, "duplicate general key")
			continue
		}
		g := General{ID: GeneralID(len(d.Generals)), Key: rg.Key, Name: rg.Name, FullName: rg.FullName,
			Strategy: rg.Strategy, Battle: rg.Battle, ConsulPool: rg.ConsulPool, Ability: rg.Ability, AbilityText: rg.AbilityText}
		side, err := ParseSide(rg.Side)
		if err != nil || side == NoSide {
			ps.add(f, rg.line, item, "side must be rome or carthage, not %q", rg.Side)
		}
		g.Side = side
		if rg.Name == "" {
			ps.add(f, rg.line, item, "missing name")
		}
		if g.Strategy < 1 || g.Strategy > 3 {
			ps.add(f, rg.line, item, "strategy rating %d is outside 1-3 (rule 8.2)", g.Strategy)
		}
		if g.Battle < 0 || g.Battle > 6 {
			ps.add(f, rg.line, item, "battle rating %d is outside 0-6", g.Battle)
		}
		if g.ConsulPool && side != Rome {
			ps.add(f, rg.line, item, "only Roman generals can be drawn as consuls (rule 6.4)")
		}
		if g.Ability == "" {
			ps.add(f, rg.line, item, "missing ability key (use \"none\" for none)")
		}
		d.generalByKey[foldKey(rg.Key)] = g.ID
		if rg.Name != "" {
			d.generalByKey[foldKey(rg.Name)] = g.ID
		}
		d.Generals = append(d.Generals, g)
	}
}

func buildCards(d *Data, raw *rawFiles, ps *problems) {
	const f = CardsFile
	if len(raw.cards) != NumCards {
		ps.add(f, 0, "", "%d strategy cards; the game has %d (rule 2.1)", len(raw.cards), NumCards)
	}
	d.Cards = make([]Card, NumCards)
	seen := map[int]bool{}
	for _, rc := range raw.cards {
		item := fmt.Sprintf("card %d", rc.Number)
		if rc.Number < 1 || rc.Number > NumCards {
			ps.add(f, rc.line, item, "card number must be 1-%d", NumCards)
			continue
		}
		if seen[rc.Number] {
			ps.add(f, rc.line, item, "duplicate card number")
			continue
		}
		seen[rc.Number] = true
		c := Card{Number: rc.Number, Title: rc.Title, Ops: rc.Ops, Ship: rc.Ship, Counter: rc.Counter, Event: rc.Event, Effect: rc.Effect}
		if rc.Title == "" {
			ps.add(f, rc.line, item, "missing title")
		}
		if rc.Ops < 1 || rc.Ops > 3 {
			ps.add(f, rc.line, item, "OPs %d is outside 1-3 (rule 8.1)", rc.Ops)
		}
		if ef, ok := parseEventFor(rc.EventFor); ok {
			c.EventFor = ef
		} else {
			ps.add(f, rc.line, item, "event_for must be rome, carthage or both, not %q", rc.EventFor)
		}
		switch rc.Removal {
		case "", "never":
			c.Removal = NeverRemoved
		case "after-event":
			c.Removal = RemovedAfterEvent
		case "after-second-event":
			c.Removal = RemovedAfterSecond
		default:
			ps.add(f, rc.line, item, "removal must be never, after-event or after-second-event, not %q", rc.Removal)
		}
		switch rc.Truce {
		case "breaks":
			c.Truce = TruceBreaks
		case "keeps":
			c.Truce = TruceKeeps
		case "breaks-unless-counter":
			c.Truce = TruceBreaksUnlessCounter
		default:
			ps.add(f, rc.line, item, "truce must be breaks, keeps or breaks-unless-counter, not %q", rc.Truce)
		}
		if rc.Event == "" {
			ps.add(f, rc.line, item, "missing event key")
		}
		d.Cards[rc.Number-1] = c
	}
	for n := 1; n <= NumCards && len(raw.cards) == NumCards; n++ {
		if !seen[n] {
			ps.add(f, 0, "", "card %d is missing", n)
		}
	}
}

// The battle-card deck of rule 14 and the 2007 rulebook's deck list.
var requiredBattleCards = []struct {
	key   string
	count int
}{{"frontal-assault", 12}, {"flank-left", 9}, {"flank-right", 9}, {"probe", 8}, {"double-envelopment", 6}, {"reserve", 4}}

// The battle-card types, in the order of Data.BattleCards.
const (
	FrontalAssault = iota
	FlankLeft
	FlankRight
	Probe
	DoubleEnvelopment
	Reserve
	NumBattleCardTypes
)

func buildBattleCards(d *Data, raw *rawFiles, ps *problems) {
	const f = BattleCardsFile
	byKey := map[string]rawBattleCard{}
	for _, rb := range raw.battleCards {
		if _, dup := byKey[rb.Key]; dup {
			ps.add(f, rb.line, fmt.Sprintf("battle card %q", rb.Key), "duplicate battle-card type")
			continue
		}
		byKey[rb.Key] = rb
		known := false
		for _, req := range requiredBattleCards {
			known = known || req.key == rb.Key
		}
		if !known {
			ps.add(f, rb.line, fmt.Sprintf("battle card %q", rb.Key), "unknown battle-card type (the deck holds frontal-assault, flank-left, flank-right, probe, double-envelopment and reserve)")
		}
	}
	total := 0
	for _, req := range requiredBattleCards {
		rb, ok := byKey[req.key]
		if !ok {
			ps.add(f, 0, fmt.Sprintf("battle card %q", req.key), "missing from the deck")
			continue
		}
		item := fmt.Sprintf("battle card %q", req.key)
		if rb.Count != req.count {
			ps.add(f, rb.line, item, "count %d differs from the rules' deck, which has %d", rb.Count, req.count)
		}
		if rb.Wild != (req.key == "reserve") {
			ps.add(f, rb.line, item, "only the Reserve is wild (rule 14.9)")
		}
		total += rb.Count
		d.BattleCards = append(d.BattleCards, BattleCardType{Key: rb.Key, Name: rb.Name, Count: rb.Count, Wild: rb.Wild})
	}
	if total != 48 && len(byKey) == len(requiredBattleCards) {
		ps.add(f, 0, "", "the battle deck holds %d cards; the game has 48", total)
	}
}

func buildTurns(d *Data, raw *rawFiles, ps *problems) {
	const f = TurnsFile
	if len(raw.turns) == 0 {
		ps.add(f, 0, "", "the turn track is empty")
	}
	for i, rt := range raw.turns {
		item := fmt.Sprintf("turn %d", rt.Turn)
		if rt.Turn != i+1 {
			ps.add(f, rt.line, item, "turns must be numbered 1, 2, 3, … in order (expected %d)", i+1)
		}
		if rt.Cards < 1 || rt.Cards > 32 {
			ps.add(f, rt.line, item, "cards dealt (%d) must be 1-32", rt.Cards)
		}
		d.Turns = append(d.Turns, Turn{Number: rt.Turn, Years: rt.Years, Cards: rt.Cards, Note: rt.Note})
	}
}

// parseRoll reads a row label: "<=N", "N" or ">=N".
func parseRoll(s string) (n int, kind byte, err error) {
	kind = '='
	switch {
	case strings.HasPrefix(s, "<="):
		kind, s = '<', s[2:]
	case strings.HasPrefix(s, ">="):
		kind, s = '>', s[2:]
	}
	n, err = strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, 0, fmt.Errorf("row roll %q is not a number, \"<=N\" or \">=N\"", s)
	}
	return n, kind, nil
}

// rowRange checks that a table's row labels run "<=low", low+1, …, ">=high" with no
// gap and no duplicate, and returns the range.
func rowRange(file, table string, line int, rolls []string, ps *problems) (rollRange, bool) {
	item := table + " table"
	if len(rolls) < 2 {
		ps.add(file, line, item, "needs at least two rows")
		return rollRange{}, false
	}
	ok := true
	var r rollRange
	for i, s := range rolls {
		n, kind, err := parseRoll(s)
		if err != nil {
			ps.add(file, line, item, "%v", err)
			return r, false
		}
		switch {
		case i == 0:
			if kind != '<' {
				ps.add(file, line, item, "the first row must be \"<=N\" (it takes every lower roll), not %q", s)
				ok = false
			}
			r.Low = n
		case i == len(rolls)-1:
			if kind != '>' {
				ps.add(file, line, item, "the last row must be \">=N\" (it takes every higher roll), not %q", s)
				ok = false
			}
			if n != r.Low+i {
				ps.add(file, line, item, "missing row for roll %d", r.Low+i)
				ok = false
			}
			r.High = n
		default:
			if kind != '=' || n != r.Low+i {
				ps.add(file, line, item, "missing row for roll %d (found %q)", r.Low+i, s)
				return r, false
			}
		}
	}
	return r, ok
}

func modifiers(raw []rawModifier) []Modifier {
	out := make([]Modifier, len(raw))
	for i, m := range raw {
		out[i] = Modifier{Key: m.Key, Value: m.Value, Rule: m.Rule, Text: m.Text}
	}
	return out
}

func columns(file, table string, line int, raw []rawColumn, ps *problems) []Column {
	out := make([]Column, len(raw))
	for i, c := range raw {
		out[i] = Column{Name: c.Name, Min: c.Min}
		if i > 0 && c.Min <= raw[i-1].Min {
			ps.add(file, line, table+" table", "column %q must start above column %q", c.Name, raw[i-1].Name)
		}
	}
	if len(out) == 0 {
		ps.add(file, line, table+" table", "has no columns")
	}
	return out
}

func buildTables(d *Data, raw *rawFiles, ps *problems) {
	const f = TablesFile
	t := &d.Tables

	a := &raw.attrition
	t.Attrition.Columns = columns(f, "attrition", a.line, a.Columns, ps)
	t.Attrition.Modifiers = modifiers(a.Modifiers)
	t.Attrition.HostileTribesColumn = -1
	for i, c := range a.Columns {
		if c.Name == a.HostileTribesColumn {
			t.Attrition.HostileTribesColumn = i
		}
	}
	if t.Attrition.HostileTribesColumn < 0 {
		ps.add(f, a.line, "attrition table", "hostile_tribes_column %q names no column (rule 21.3)", a.HostileTribesColumn)
	}
	rolls := make([]string, len(a.Rows))
	for i, r := range a.Rows {
		rolls[i] = r.Roll
		if len(r.Losses) != len(a.Columns) {
			ps.add(f, a.line, "attrition table", "row %q has %d entries for %d columns", r.Roll, len(r.Losses), len(a.Columns))
		}
		t.Attrition.Losses = append(t.Attrition.Losses, r.Losses)
		t.Attrition.Elephant = append(t.Attrition.Elephant, r.Elephant)
	}
	t.Attrition.rollRange, _ = rowRange(f, "attrition", a.line, rolls, ps)

	rt := &raw.retreat
	t.Retreat.Columns = columns(f, "retreat", rt.line, rt.Columns, ps)
	t.Retreat.Modifiers = modifiers(rt.Modifiers)
	rolls = make([]string, len(rt.Rows))
	for i, r := range rt.Rows {
		rolls[i] = r.Roll
		if len(r.Losses) != len(rt.Columns) {
			ps.add(f, rt.line, "retreat table", "row %q has %d entries for %d columns", r.Roll, len(r.Losses), len(rt.Columns))
		}
		row := make([]int, len(r.Losses))
		for j, s := range r.Losses {
			if s == "all" {
				row[j] = RetreatAll
				continue
			}
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				ps.add(f, rt.line, "retreat table", "row %q: entry %q must be a count or \"all\"", r.Roll, s)
			}
			row[j] = n
		}
		t.Retreat.Losses = append(t.Retreat.Losses, row)
	}
	t.Retreat.rollRange, _ = rowRange(f, "retreat", rt.line, rolls, ps)

	n := &raw.naval
	t.Naval.Modifiers = modifiers(n.Modifiers)
	rolls = make([]string, len(n.Rows))
	for i, r := range n.Rows {
		rolls[i] = r.Roll
		var res NavalResult
		switch r.Result {
		case "none":
			res = NavalNone
		case "return":
			res = NavalReturn
		case "sunk":
			res = NavalSunk
		default:
			ps.add(f, n.line, "naval table", "row %q: result must be none, return or sunk, not %q", r.Roll, r.Result)
		}
		t.Naval.Results = append(t.Naval.Results, res)
	}
	t.Naval.rollRange, _ = rowRange(f, "naval", n.line, rolls, ps)

	s := &raw.siege
	t.Siege.PointsNeeded = s.PointsNeeded
	if s.PointsNeeded < 1 || s.PointsNeeded > 9 {
		ps.add(f, s.line, "siege table", "points_needed %d must be 1-9 (rule 20.2 uses 3)", s.PointsNeeded)
	}
	t.Siege.Modifiers = modifiers(s.Modifiers)
	rolls = make([]string, len(s.Rows))
	for i, r := range s.Rows {
		rolls[i] = r.Roll
		t.Siege.Points = append(t.Siege.Points, r.Points)
		t.Siege.Losses = append(t.Siege.Losses, r.Losses)
	}
	t.Siege.rollRange, _ = rowRange(f, "siege", s.line, rolls, ps)

	t.ElephantCUs = raw.components.ElephantCUs
	t.SiegeTrains = raw.components.SiegeTrains
	if t.ElephantCUs < 0 || t.SiegeTrains < 0 {
		ps.add(f, raw.components.line, "components", "counts may not be negative")
	}
}

func buildScenarios(d *Data, raw *rawFiles, ps *problems) {
	b := d.Board
	seen := map[string]bool{}
	for _, rs := range raw.scenarios {
		f := rs.file
		item := fmt.Sprintf("scenario %q", rs.Key)
		if rs.Key == "" {
			ps.add(f, 0, item, "missing key")
			continue
		}
		if seen[foldKey(rs.Key)] {
			ps.add(f, 0, item, "duplicate scenario key")
			continue
		}
		seen[foldKey(rs.Key)] = true
		sc := Scenario{Key: rs.Key, Name: rs.Name, Description: rs.Description, FirstTurn: rs.FirstTurn, LastTurn: rs.LastTurn}
		if rs.FirstTurn < 1 || rs.LastTurn < rs.FirstTurn || rs.LastTurn > len(d.Turns) {
			ps.add(f, 0, item, "turns %d-%d do not fit the %d-turn track", rs.FirstTurn, rs.LastTurn, len(d.Turns))
		}
		placed := map[GeneralID]bool{}
		for _, ra := range rs.Armies {
			sp, ok := b.SpaceByKey(ra.Space)
			if !ok {
				ps.add(f, 0, item, "army in unknown space %q", ra.Space)
				continue
			}
			side, err := ParseSide(ra.Side)
			if err != nil || side == NoSide {
				ps.add(f, 0, item, "army in %s: side must be rome or carthage", ra.Space)
				continue
			}
			army := ScenarioArmy{Space: sp, Side: side, CUs: ra.CUs, Elephants: ra.Elephants}
			if ra.CUs < 0 || ra.Elephants < 0 || ra.Elephants > ra.CUs {
				ps.add(f, 0, item, "army in %s: %d CUs with %d elephants is impossible", ra.Space, ra.CUs, ra.Elephants)
			}
			if ra.Elephants > 0 && side != Carthage {
				ps.add(f, 0, item, "army in %s: only Carthage has elephants (rule 17)", ra.Space)
			}
			for _, gk := range ra.Generals {
				g, ok := d.GeneralByKey(gk)
				if !ok {
					ps.add(f, 0, item, "unknown general %q", gk)
					continue
				}
				if d.Generals[g].Side != side {
					ps.add(f, 0, item, "general %s is not on the %s side", gk, side)
				}
				if placed[g] {
					ps.add(f, 0, item, "general %s placed twice", gk)
				}
				placed[g] = true
				army.Generals = append(army.Generals, g)
			}
			sc.Armies = append(sc.Armies, army)
		}
		for _, ck := range rs.Consuls {
			g, ok := d.GeneralByKey(ck)
			if !ok {
				ps.add(f, 0, item, "unknown consul %q", ck)
				continue
			}
			if !d.Generals[g].ConsulPool || !placed[g] {
				ps.add(f, 0, item, "consul %s must be a Roman consul-pool general placed on the map", ck)
			}
			sc.Consuls = append(sc.Consuls, g)
		}
		for _, rc := range rs.Control {
			sp, ok := b.SpaceByKey(rc.Space)
			side, err := ParseSide(rc.Side)
			if !ok || err != nil {
				ps.add(f, 0, item, "control of %q by %q: unknown space or side", rc.Space, rc.Side)
				continue
			}
			sc.Control = append(sc.Control, ScenarioControl{Space: sp, Side: side})
		}
		for _, ra := range rs.Arrivals {
			g, ok := d.GeneralByKey(ra.General)
			if !ok {
				ps.add(f, 0, item, "unknown arriving general %q", ra.General)
				continue
			}
			if placed[g] {
				ps.add(f, 0, item, "general %s both starts on the map and arrives later", ra.General)
			}
			sc.Arrivals = append(sc.Arrivals, Arrival{General: g, Turn: ra.Turn, CUs: ra.CUs})
		}
		if rs.Tutorial != nil {
			sc.Tutorial = buildTutorial(d, f, item, rs.Tutorial, ps)
			d.Tutorials = append(d.Tutorials, sc)
			continue
		}
		d.Scenarios = append(d.Scenarios, sc)
	}
	for i := range d.Scenarios {
		d.scenarioByKey[foldKey(d.Scenarios[i].Key)] = i
	}
	for i := range d.Tutorials {
		d.scenarioByKey[foldKey(d.Tutorials[i].Key)] = len(d.Scenarios) + i
	}
	if len(d.Scenarios) == 0 {
		ps.add(ScenariosDir, 0, "", "no scenario found")
	}
}
