package hannibal

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"punic/hannibal/data"
)

// Positions: a text form of any game state (docs/positions.md). The first part
// describes what stands on the table — turn, control, units, sieges, generals,
// cards, lasting effects — in words a player writes by hand; the "m" lines that
// follow hold the rules engine's own bookkeeping (the decision in progress, the
// moving army, the battle, the generator), so that saving and loading any state
// gives back exactly the same state. A hand-written position may leave the "m"
// lines out: the game then resumes with the active side's card play.

// PositionFormat is the version written on the "position:" line.
const PositionFormat = 1

// tableFields are the State fields the table part of a position describes; every
// other field is written as an "m" line.
var tableFields = map[string]bool{
	"ctl": true, "tribeGone": true, "cu": true, "ele": true, "cuIn": true, "eleIn": true,
	"siege": true, "siegeCarthage": true, "gloc": true, "gflag": true,
	"hand": true, "deck": true, "deckN": true, "discard": true, "removed": true, "byMap": true,
	"scenario": true, "rules": true, "turn": true, "firstTurn": true, "lastTurn": true, "phase": true,
	"active": true, "effects": true, "over": true, "winner": true, "endReason": true,
}

var procNames = [...]string{
	procNone: "none", procGame: "game", procReinforce: "reinforce", procElect: "elect",
	procFirst: "first", procStrategy: "strategy", procCardPlay: "card-play", procPlacePCs: "place-pcs",
	procRaise: "raise", procMove: "move", procReaction: "reaction", procBattle: "battle",
	procRetreat: "retreat", procLosses: "losses", procRemovePCs: "remove-pcs", procWinter: "winter",
	procVictory: "victory", procEvent: "event", procCounter: "counter",
}

// effectBits names the lasting effects (State.effects) in positions.
var effectBits = []struct {
	bit  uint32
	name string
}{
	{effMacedonia, "macedonia-allied"},
	{effNavalVictory, "naval-victory"},
	{effHannoCounsels, "hanno-counsels"},
	{effCatoCounsels, "cato-counsels"},
	{effTruce, "truce"},
	{effTruceReshuffle, "truce-reshuffle"},
	{effHannoPending, "hanno-counsels-ending"},
	{effCatoPending, "cato-counsels-ending"},
}

// Position writes the game's state as a position text.
func (g *Game) Position() string {
	var b strings.Builder
	s := &g.s
	bd := g.d.Board
	sc := g.d.ScenarioAt(int(s.scenario))
	fmt.Fprintf(&b, "# punic position: Hannibal: Rome vs. Carthage (docs/positions.md)\n")
	fmt.Fprintf(&b, "position: %d\n", PositionFormat)
	fmt.Fprintf(&b, "scenario: %s\n", sc.Key)
	if s.rules != rules2nd {
		fmt.Fprintf(&b, "rules: %s\n", RulesChoices[s.rules])
	}
	fmt.Fprintf(&b, "turns: %d-%d\n", s.firstTurn, s.lastTurn)
	fmt.Fprintf(&b, "turn: %d\n", s.turn)
	fmt.Fprintf(&b, "phase: %s\n", phaseNames[s.phase])
	fmt.Fprintf(&b, "active: %s\n", s.active.Key())
	if !s.over && s.sp > 0 {
		d := g.Decision()
		fmt.Fprintf(&b, "# to act: %s (%s): %s\n", d.Side.Key(), d.Kind, d.Prompt)
	}
	b.WriteString("\n# Control of spaces (walled cities and tribes included); others are empty.\n")
	for _, side := range [2]Side{Rome, Carthage} {
		var keys []string
		for i := range bd.Spaces {
			if s.ctl[i] == side {
				keys = append(keys, bd.Spaces[i].Key)
			}
		}
		fmt.Fprintf(&b, "control %s: %s\n", side.Key(), strings.Join(keys, " "))
	}
	var gone []string
	for i := range bd.Spaces {
		if s.tribeGone.has(SpaceID(i)) {
			gone = append(gone, bd.Spaces[i].Key)
		}
	}
	if len(gone) > 0 {
		fmt.Fprintf(&b, "subjugated: %s\n", strings.Join(gone, " "))
	}
	b.WriteString("\n# CUs: outside the walls per side, and inside (the city owner's); eN = elephants.\n")
	for i := range bd.Spaces {
		x := SpaceID(i)
		var parts []string
		if n := s.cu[Rome][x]; n > 0 {
			parts = append(parts, fmt.Sprintf("rome %d", n))
		}
		if n := s.cu[Carthage][x]; n > 0 {
			parts = append(parts, withEle(fmt.Sprintf("carthage %d", n), s.ele[x]))
		}
		if n := s.cuIn[x]; n > 0 {
			parts = append(parts, withEle(fmt.Sprintf("inside %d", n), s.eleIn[x]))
		}
		if len(parts) > 0 {
			fmt.Fprintf(&b, "units %s: %s\n", bd.Spaces[i].Key, strings.Join(parts, ", "))
		}
	}
	for i := range bd.Spaces {
		x := SpaceID(i)
		if s.siege[x] > 0 {
			by := Rome
			if s.siegeCarthage.has(x) {
				by = Carthage
			}
			fmt.Fprintf(&b, "siege %s: %d by %s\n", bd.Spaces[i].Key, s.siege[x], by.Key())
		}
	}
	b.WriteString("\n# Generals: space [inside] [command] [consul|proconsul], or off / displaced / dead.\n")
	for i := range g.d.Generals {
		id := GeneralID(i)
		var where string
		switch l := s.gloc[id]; l {
		case locOff:
			where = "off"
		case locDisplaced:
			where = "displaced"
		case locDead:
			where = "dead"
		default:
			where = bd.Spaces[l].Key
			if g.inside(id) {
				where += " inside"
			}
			if g.commands(id) {
				where += " command"
			}
			if g.isConsul(id) {
				where += " consul"
			}
			if g.isProconsul(id) {
				where += " proconsul"
			}
		}
		fmt.Fprintf(&b, "general %s: %s\n", g.d.Generals[i].Key, where)
	}
	b.WriteString("\n# Strategy cards by number; the deck is listed from its top card down.\n")
	fmt.Fprintf(&b, "hand rome: %s\n", numList(cardList(s.hand[Rome])))
	fmt.Fprintf(&b, "hand carthage: %s\n", numList(cardList(s.hand[Carthage])))
	var deck []int
	for i := int(s.deckN) - 1; i >= 0; i-- {
		deck = append(deck, int(s.deck[i]))
	}
	fmt.Fprintf(&b, "deck: %s\n", numList(deck))
	fmt.Fprintf(&b, "discard: %s\n", numList(cardList(s.discard)))
	fmt.Fprintf(&b, "removed: %s\n", numList(cardList(s.removed)))
	fmt.Fprintf(&b, "by-map: %s\n", numList(cardList(s.byMap)))
	var effs []string
	for _, e := range effectBits {
		if s.effects&e.bit != 0 {
			effs = append(effs, e.name)
		}
	}
	fmt.Fprintf(&b, "effects: %s\n", strings.Join(effs, " "))
	if s.over {
		fmt.Fprintf(&b, "over: %s %d\n", s.winner.Key(), s.endReason)
	}
	b.WriteString("\n# The engine's bookkeeping: the decision in progress, its procedures' values.\n")
	var lines []string
	g.machineLines(reflect.ValueOf(&g.s).Elem(), "", &lines)
	for _, l := range lines {
		b.WriteString("m ")
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

func withEle(s string, e uint8) string {
	if e > 0 {
		return fmt.Sprintf("%s e%d", s, e)
	}
	return s
}

func numList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

var (
	typeSide    = reflect.TypeOf(data.Side(0))
	typeSpace   = reflect.TypeOf(data.SpaceID(0))
	typeGeneral = reflect.TypeOf(data.GeneralID(0))
	typeCards   = reflect.TypeOf(cardSet(0))
	typeSpaces  = reflect.TypeOf(spaceSet{})
	typeGens    = reflect.TypeOf(genSet(0))
	typeFrame   = reflect.TypeOf(frame{})
	typeConn    = reflect.TypeOf(data.ConnKind(0))
)

// machineLines writes every non-zero field below v (a State, or part of it) not
// described by the table part, as "path: value".
func (g *Game) machineLines(v reflect.Value, prefix string, out *[]string) {
	t := v.Type()
	switch {
	case v.Kind() == reflect.Struct && t != typeSpaces:
		for i := 0; i < t.NumField(); i++ {
			name := t.Field(i).Name
			if prefix == "" && tableFields[name] {
				continue
			}
			p := name
			if prefix != "" {
				p = prefix + "." + name
			}
			g.machineLines(v.Field(i), p, out)
		}
	case v.Kind() == reflect.Array && t != typeSpaces && (t.Elem().Kind() == reflect.Struct || t.Elem().Kind() == reflect.Array) && t.Elem() != typeSpaces:
		for i := 0; i < v.Len(); i++ {
			g.machineLines(v.Index(i), fmt.Sprintf("%s[%d]", prefix, i), out)
		}
	case v.Kind() == reflect.Array && t != typeSpaces:
		if v.IsZero() {
			return
		}
		parts := make([]string, v.Len())
		for i := 0; i < v.Len(); i++ {
			parts[i] = g.scalarText(v.Index(i), prefix)
		}
		*out = append(*out, prefix+": "+strings.Join(parts, ","))
	default:
		if v.IsZero() {
			return
		}
		*out = append(*out, prefix+": "+g.scalarText(v, prefix))
	}
}

// scalarText renders one value, with names for sides, spaces, generals, cards and
// procedures.
func (g *Game) scalarText(v reflect.Value, path string) string {
	switch v.Type() {
	case typeSide:
		return Side(v.Uint()).Key()
	case typeSpace:
		if v.Uint() >= uint64(len(g.d.Board.Spaces)) {
			return strconv.FormatUint(v.Uint(), 10)
		}
		return g.d.Board.Spaces[v.Uint()].Key
	case typeGeneral:
		if v.Uint() >= uint64(len(g.d.Generals)) {
			return strconv.FormatUint(v.Uint(), 10)
		}
		return g.d.Generals[v.Uint()].Key
	case typeCards:
		return "cards " + numList(cardList(cardSet(v.Uint())))
	case typeGens:
		var keys []string
		for i := range g.d.Generals {
			if genSet(v.Uint()).has(GeneralID(i)) {
				keys = append(keys, g.d.Generals[i].Key)
			}
		}
		return "generals " + strings.Join(keys, " ")
	case typeSpaces:
		var keys []string
		set := v.Interface().(spaceSet)
		for i := range g.d.Board.Spaces {
			if set.has(SpaceID(i)) {
				keys = append(keys, g.d.Board.Spaces[i].Key)
			}
		}
		return "spaces " + strings.Join(keys, " ")
	}
	if strings.HasSuffix(path, ".proc") && v.Uint() < uint64(len(procNames)) {
		return procNames[v.Uint()]
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		return strconv.FormatInt(v.Int(), 10)
	}
	panic(fmt.Sprintf("hannibal: position cannot write %s (%s)", path, v.Type()))
}

// settable returns a settable view of a (possibly unexported) field.
func settable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// machinePaths lists the paths an "m" line may name, for error messages.
func machinePaths() []string {
	var out []string
	t := reflect.TypeOf(State{})
	for i := 0; i < t.NumField(); i++ {
		if !tableFields[t.Field(i).Name] {
			out = append(out, t.Field(i).Name)
		}
	}
	sort.Strings(out)
	return out
}
