package hannibal

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"punic/hannibal/data"
)

// InvalidPosition lists every problem found in a position text.
type InvalidPosition struct {
	Problems []string // "line N: what is wrong"
}

// Error lists the problems, one per line.
func (e *InvalidPosition) Error() string {
	return "invalid position:\n  " + strings.Join(e.Problems, "\n  ")
}

type posReader struct {
	g       *Game
	errs    []string
	line    int
	machine bool
	seen    map[string]int
	cards   map[int]string
}

func (r *posReader) fail(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf("line %d: %s", r.line, fmt.Sprintf(format, args...)))
}

// LoadPosition reads a position text (docs/positions.md) into a game. seed seeds
// the dice of a position that does not carry the engine's generator (a position
// written by hand). Every problem found is reported, with its line.
func LoadPosition(d *data.Data, text string, seed uint64) (*Game, error) {
	if err := checkBindings(d); err != nil {
		return nil, err
	}
	fx, err := factsOf(d)
	if err != nil {
		return nil, err
	}
	return loadPosition(d, fx, text, seed)
}

// loadPosition is LoadPosition once the data are known to be usable.
func loadPosition(d *data.Data, fx *facts, text string, seed uint64) (*Game, error) {
	var err error
	g := &Game{d: d, f: fx, log: new([]LogLine)}
	s := &g.s
	for i := range s.ctl {
		s.ctl[i] = NoSide
	}
	for i := range s.gloc {
		s.gloc[i] = locOff
	}
	r := &posReader{g: g, seen: map[string]int{}, cards: map[int]string{}}
	deckGiven := false
	format := 0
	for n, raw := range strings.Split(text, "\n") {
		r.line = n + 1
		line := strings.TrimSpace(raw)
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			r.fail("expected \"key: value\", got %q", line)
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if !strings.HasPrefix(key, "m ") {
			if prev, dup := r.seen[key]; dup {
				r.fail("%q given twice (first on line %d)", key, prev)
				continue
			}
			r.seen[key] = r.line
		}
		word, arg, _ := strings.Cut(key, " ")
		switch word {
		case "position":
			format, err = strconv.Atoi(val)
			if err != nil || format != PositionFormat {
				r.fail("this engine reads position format %d, not %q", PositionFormat, val)
			}
		case "scenario":
			sc, ok := d.Scenario(val)
			if !ok {
				r.fail("unknown scenario %q", val)
				continue
			}
			i, _ := d.ScenarioIndex(val)
			s.scenario = uint8(i)
			if s.firstTurn == 0 {
				s.firstTurn, s.lastTurn = uint8(sc.FirstTurn), uint8(sc.LastTurn)
			}
		case "rules":
			rules, err := parseRules(d, val)
			if err != nil {
				r.fail("%v", err)
				continue
			}
			s.rules = rules
		case "turns":
			a, b, ok := strings.Cut(val, "-")
			fa, e1 := strconv.Atoi(a)
			la, e2 := strconv.Atoi(b)
			if !ok || e1 != nil || e2 != nil || fa < 1 || la < fa || la > len(d.Turns) {
				r.fail("turns must be \"first-last\" within 1-%d, not %q", len(d.Turns), val)
				continue
			}
			s.firstTurn, s.lastTurn = uint8(fa), uint8(la)
		case "turn":
			t, err := strconv.Atoi(val)
			if err != nil || t < 1 || t > len(d.Turns) {
				r.fail("turn must be 1-%d, not %q", len(d.Turns), val)
				continue
			}
			s.turn = uint8(t)
		case "phase":
			p := -1
			for i, name := range phaseNames {
				if name == val {
					p = i
				}
			}
			if p < 0 {
				r.fail("unknown phase %q (want one of %s)", val, strings.Join(phaseNames[:], ", "))
				continue
			}
			s.phase = uint8(p)
		case "active":
			s.active = r.side(val)
		case "control":
			side := r.side(arg)
			for _, k := range strings.Fields(val) {
				if x, ok := r.space(k); ok {
					if s.ctl[x] != NoSide {
						r.fail("space %q controlled twice", k)
					}
					s.ctl[x] = side
				}
			}
		case "subjugated":
			for _, k := range strings.Fields(val) {
				if x, ok := r.space(k); ok {
					if d.Board.Spaces[x].Kind != data.Tribe {
						r.fail("%q is not a tribal space", k)
					}
					s.tribeGone.add(x)
				}
			}
		case "units":
			r.units(arg, val)
		case "siege":
			r.siegeLine(arg, val)
		case "general":
			r.general(arg, val)
		case "hand":
			side := r.side(arg)
			for _, c := range r.cardList(val, "hand "+arg) {
				s.hand[side].add(c)
			}
		case "deck":
			deckGiven = true
			list := r.cardList(val, "deck")
			for i := len(list) - 1; i >= 0; i-- {
				s.deck[s.deckN] = uint8(list[i])
				s.deckN++
			}
		case "discard":
			for _, c := range r.cardList(val, "discard") {
				s.discard.add(c)
			}
		case "removed":
			for _, c := range r.cardList(val, "removed") {
				s.removed.add(c)
			}
		case "by-map":
			for _, c := range r.cardList(val, "by-map") {
				s.byMap.add(c)
			}
		case "effects":
			for _, name := range strings.Fields(val) {
				found := false
				for _, e := range effectBits {
					if e.name == name {
						s.effects |= e.bit
						found = true
					}
				}
				if !found {
					r.fail("unknown effect %q", name)
				}
			}
		case "over":
			w, why, _ := strings.Cut(val, " ")
			s.over = true
			s.winner = r.side(w)
			n, err := strconv.Atoi(why)
			if err != nil || n < 1 || n >= len(endWords) {
				r.fail("over: reason must be 1-%d", len(endWords)-1)
			}
			s.endReason = uint8(n)
		case "m":
			r.machine = true
			r.machineLine(arg, val)
		default:
			r.fail("unknown key %q", key)
		}
	}
	if format == 0 {
		r.line = 0
		r.fail("missing \"position: %d\" line", PositionFormat)
	}
	if s.turn == 0 {
		r.line = 0
		r.fail("missing \"turn:\"")
	}
	if _, ok := r.seen["scenario"]; !ok {
		r.line = 0
		r.fail("missing \"scenario:\"")
	}
	if len(r.errs) > 0 {
		return nil, &InvalidPosition{Problems: r.errs}
	}
	if !deckGiven {
		// A hand-written position may leave the deck out: every card not placed
		// elsewhere forms it, shuffled.
		placed := s.hand[Rome] | s.hand[Carthage] | s.discard | s.removed | s.byMap
		for c := 1; c <= len(d.Cards); c++ {
			if !placed.has(c) {
				s.deck[s.deckN] = uint8(c)
				s.deckN++
			}
		}
	}
	if !r.machine {
		g.defaultMachine(seed, !deckGiven)
	}
	if r.checkRulesPosition(); len(r.errs) > 0 {
		return nil, &InvalidPosition{Problems: r.errs}
	}
	r.line = 0
	if err := g.CheckInvariants(); err != nil {
		return nil, &InvalidPosition{Problems: []string{"the position is inconsistent: " + err.Error()}}
	}
	if !s.over && len(g.Legal(nil)) == 0 {
		return nil, &InvalidPosition{Problems: []string{"the position leaves nobody a legal action"}}
	}
	return g, nil
}

// defaultMachine starts a hand-written position at the beginning of its phase.
func (g *Game) defaultMachine(seed uint64, shuffle bool) {
	s := &g.s
	s.rng = newRNG(seed)
	if shuffle {
		g.shuffleDeck()
	}
	s.siegeTrain = noSpace
	for _, side := range [2]Side{Rome, Carthage} {
		n := 0
		for i := range g.d.Board.Spaces {
			n += g.out(side, SpaceID(i)) + g.in(side, SpaceID(i))
		}
		s.cuCreated[side] = uint16(n)
	}
	g.resetMove(0, mvOps)
	if s.over {
		return
	}
	gf := g.push(procGame, NoSide)
	switch s.phase {
	case phaseSetup, phaseReinforcement:
		gf.step = gsBegin
	case phaseDeal:
		gf.step = gsDeal
	case phaseStrategy:
		gf.step = gsFirst
		sf := g.push(procStrategy, s.active)
		_ = sf
	case phaseWinter:
		gf.step = gsStrategy
	case phaseIsolation:
		gf.step = gsWinter
	case phaseVictory:
		gf.step = gsIsolation
	}
	g.run()
}

func (r *posReader) side(v string) Side {
	s, err := data.ParseSide(v)
	if err != nil || s == NoSide {
		r.fail("side must be rome or carthage, not %q", v)
		return Rome
	}
	return s
}

func (r *posReader) space(k string) (SpaceID, bool) {
	x, ok := r.g.d.Board.SpaceByKey(k)
	if !ok {
		r.fail("unknown space %q", k)
	}
	return x, ok
}

func (r *posReader) cardList(val, where string) []int {
	var out []int
	for _, f := range strings.Fields(val) {
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 || c > len(r.g.d.Cards) {
			r.fail("%s: %q is not a card number 1-%d", where, f, len(r.g.d.Cards))
			continue
		}
		if prev, dup := r.cards[c]; dup {
			r.fail("card %d is both in %s and in %s", c, prev, where)
			continue
		}
		r.cards[c] = where
		out = append(out, c)
	}
	return out
}

// units reads "rome 5, carthage 3 e1, inside 2 e0".
func (r *posReader) units(k, val string) {
	x, ok := r.space(k)
	if !ok {
		return
	}
	s := &r.g.s
	for _, part := range strings.Split(val, ",") {
		f := strings.Fields(part)
		if len(f) < 2 || len(f) > 3 {
			r.fail("units %s: %q should read \"rome N\", \"carthage N [eK]\" or \"inside N [eK]\"", k, strings.TrimSpace(part))
			continue
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 200 {
			r.fail("units %s: bad count %q", k, f[1])
			continue
		}
		e := 0
		if len(f) == 3 {
			e, err = strconv.Atoi(strings.TrimPrefix(f[2], "e"))
			if err != nil || !strings.HasPrefix(f[2], "e") || e < 0 || e > n {
				r.fail("units %s: bad elephant count %q (want eK with K ≤ %d)", k, f[2], n)
				continue
			}
		}
		switch f[0] {
		case "rome":
			if e > 0 {
				r.fail("units %s: Rome has no elephants (17)", k)
			}
			s.cu[Rome][x] = uint8(n)
		case "carthage":
			s.cu[Carthage][x], s.ele[x] = uint8(n), uint8(e)
		case "inside":
			if r.g.d.Board.Spaces[x].Kind != data.WalledCity {
				r.fail("units %s: %s has no walls (10.7)", k, r.g.d.Board.Spaces[x].Name)
				continue
			}
			s.cuIn[x], s.eleIn[x] = uint8(n), uint8(e)
		default:
			r.fail("units %s: %q should be rome, carthage or inside", k, f[0])
		}
	}
}

// siegeLine reads "2 by rome".
func (r *posReader) siegeLine(k, val string) {
	x, ok := r.space(k)
	if !ok {
		return
	}
	f := strings.Fields(val)
	if len(f) != 3 || f[1] != "by" {
		r.fail("siege %s: should read \"N by SIDE\"", k)
		return
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 {
		r.fail("siege %s: bad point count %q", k, f[0])
		return
	}
	r.g.s.siege[x] = uint8(n)
	if r.side(f[2]) == Carthage {
		r.g.s.siegeCarthage.add(x)
	}
}

// general reads "SPACE [inside] [command] [consul|proconsul]", "off", "displaced"
// or "dead".
func (r *posReader) general(k, val string) {
	id, ok := r.g.d.GeneralByKey(k)
	if !ok {
		r.fail("unknown general %q", k)
		return
	}
	s := &r.g.s
	f := strings.Fields(val)
	if len(f) == 0 {
		r.fail("general %s: where is he?", k)
		return
	}
	switch f[0] {
	case "off":
		s.gloc[id] = locOff
		return
	case "displaced":
		s.gloc[id] = locDisplaced
		return
	case "dead":
		s.gloc[id] = locDead
		return
	}
	x, ok := r.space(f[0])
	if !ok {
		return
	}
	s.gloc[id] = uint8(x)
	for _, w := range f[1:] {
		switch w {
		case "inside":
			s.gflag[id] |= gInside
		case "command":
			s.gflag[id] |= gCommand
		case "consul":
			s.gflag[id] |= gConsul
		case "proconsul":
			s.gflag[id] |= gProconsul
		default:
			r.fail("general %s: unknown word %q (inside, command, consul, proconsul)", k, w)
		}
	}
}

// machineLine sets one engine field: "m PATH: VALUE".
func (r *posReader) machineLine(path, val string) {
	v := reflect.ValueOf(&r.g.s).Elem()
	rest := path
	first := true
	for rest != "" {
		var part string
		if i := strings.IndexAny(rest, ".["); i >= 0 {
			if rest[i] == '[' && i == 0 {
				j := strings.Index(rest, "]")
				if j < 0 {
					r.fail("m %s: unclosed [", path)
					return
				}
				idx, err := strconv.Atoi(rest[1:j])
				if err != nil || v.Kind() != reflect.Array || idx < 0 || idx >= v.Len() {
					r.fail("m %s: bad index %q", path, rest[1:j])
					return
				}
				v = v.Index(idx)
				rest = strings.TrimPrefix(rest[j+1:], ".")
				continue
			}
			part, rest = rest[:i], strings.TrimPrefix(rest[i:], ".")
		} else {
			part, rest = rest, ""
		}
		if v.Kind() != reflect.Struct {
			r.fail("m %s: %q is not a record", path, part)
			return
		}
		f := v.FieldByName(part)
		if !f.IsValid() || (first && tableFields[part]) {
			r.fail("m %s: unknown field %q (engine fields: %s)", path, part, strings.Join(machinePaths(), ", "))
			return
		}
		first = false
		v = f
	}
	v = settable(v)
	if v.Kind() == reflect.Array && v.Type() != typeSpaces {
		parts := strings.Split(val, ",")
		if len(parts) != v.Len() {
			r.fail("m %s: %d values for %d slots", path, len(parts), v.Len())
			return
		}
		for i, p := range parts {
			r.setScalar(settable(v.Index(i)), path, strings.TrimSpace(p))
		}
		return
	}
	r.setScalar(v, path, val)
}

func (r *posReader) setScalar(v reflect.Value, path, val string) {
	g := r.g
	switch v.Type() {
	case typeSide:
		s, err := data.ParseSide(val)
		if err != nil {
			r.fail("m %s: %v", path, err)
		}
		v.SetUint(uint64(s))
		return
	case typeSpace:
		if n, err := strconv.ParseUint(val, 10, 8); err == nil {
			v.SetUint(n)
			return
		}
		x, ok := r.space(val)
		if ok {
			v.SetUint(uint64(x))
		}
		return
	case typeGeneral:
		if n, err := strconv.ParseUint(val, 10, 8); err == nil {
			v.SetUint(n)
			return
		}
		id, ok := g.d.GeneralByKey(val)
		if !ok {
			r.fail("m %s: unknown general %q", path, val)
		}
		v.SetUint(uint64(id))
		return
	case typeCards:
		var set cardSet
		for _, f := range strings.Fields(strings.TrimPrefix(val, "cards")) {
			c, err := strconv.Atoi(f)
			if err != nil || c < 1 || c > len(g.d.Cards) {
				r.fail("m %s: bad card %q", path, f)
				continue
			}
			set.add(c)
		}
		v.SetUint(uint64(set))
		return
	case typeGens:
		var set genSet
		for _, f := range strings.Fields(strings.TrimPrefix(val, "generals")) {
			id, ok := g.d.GeneralByKey(f)
			if !ok {
				r.fail("m %s: unknown general %q", path, f)
				continue
			}
			set.add(id)
		}
		v.SetUint(uint64(set))
		return
	case typeSpaces:
		var set spaceSet
		for _, f := range strings.Fields(strings.TrimPrefix(val, "spaces")) {
			if x, ok := r.space(f); ok {
				set.add(x)
			}
		}
		v.Set(reflect.ValueOf(set))
		return
	}
	if strings.HasSuffix(path, ".proc") {
		for i, name := range procNames {
			if name == val {
				v.SetUint(uint64(i))
				return
			}
		}
	}
	switch v.Kind() {
	case reflect.Bool:
		b, err := strconv.ParseBool(val)
		if err != nil {
			r.fail("m %s: %q is not true or false", path, val)
		}
		v.SetBool(b)
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(val, 10, v.Type().Bits())
		if err != nil {
			r.fail("m %s: %q is not a number that fits", path, val)
		}
		v.SetUint(n)
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		n, err := strconv.ParseInt(val, 10, v.Type().Bits())
		if err != nil {
			r.fail("m %s: %q is not a number that fits", path, val)
		}
		v.SetInt(n)
	default:
		r.fail("m %s: cannot set a %s", path, v.Type())
	}
}
