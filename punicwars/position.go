package punicwars

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Positions: a text form of any game state. The first part says what stands
// on the table in lines a player can write by hand (scenario, turn, phase,
// Treasuries, alignments, Strength Points, leaders); the "m" lines hold the
// engine's own bookkeeping (the decision in progress, the ledgers, the
// generator), written by reflection over the state, so that saving and
// loading gives back exactly the same state.

// PositionFormat is the version written on the "position:" line.
const PositionFormat = 1

var tableFields = map[string]bool{"scenario": true, "turn": true, "phase": true, "side": true,
	"treasury": true, "status": true, "stacks": true, "ns": true, "leaders": true}

var statusKeys = [...]string{"neutral", "pro-rome", "pro-carthage"}

// Position writes the game's state as a position text.
func (g *Game) Position() string {
	var b strings.Builder
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	fmt.Fprintf(&b, "# punic position: The Punic Wars (docs/punic-wars-engine.md)\n")
	fmt.Fprintf(&b, "position: %d\n", PositionFormat)
	fmt.Fprintf(&b, "scenario: %s\n", sc.Key)
	fmt.Fprintf(&b, "turn: %d\n", s.turn)
	fmt.Fprintf(&b, "phase: %s\n", phaseNames[s.phase])
	fmt.Fprintf(&b, "phasing: %s\n", s.side.Key())
	if !s.over {
		d := g.Decision()
		fmt.Fprintf(&b, "# to act: %s (%s): %s\n", d.Side.Key(), d.Kind, d.Prompt)
	}
	fmt.Fprintf(&b, "treasury: %d %d\n", s.treasury[Rome], s.treasury[Carthage])
	b.WriteString("\n# Regions' alignments (14.11, 16.3)\n")
	for r := range g.d.Regions {
		fmt.Fprintf(&b, "status %s: %s\n", g.d.Regions[r].Key, statusKeys[s.status[r]])
	}
	b.WriteString("\n# Strength Points: hex owner type strength up|down [lead N] [attached]\n")
	for i := 0; i < int(s.ns); i++ {
		t := &s.stacks[i]
		post := "up"
		if t.down {
			post = "down"
		}
		fmt.Fprintf(&b, "stack: %04d %s %s %d %s", g.f.m.Hexes[t.hex].Num, ownerKeys[t.own], typeNames[t.typ], t.n, post)
		if t.lead >= 0 {
			fmt.Fprintf(&b, " lead %d", t.lead)
		}
		if t.att {
			b.WriteString(" attached")
		}
		b.WriteString("\n")
	}
	b.WriteString("\n# Leaders: state hex value mp [moved] [eliminated]\n")
	for i := range g.d.Leaders {
		l := &s.leaders[i]
		hex := 0
		if l.hex >= 0 {
			hex = g.f.m.Hexes[l.hex].Num
		}
		fmt.Fprintf(&b, "leader %d: %s %04d %d %d", i, leaderStates[l.state], hex, l.value, l.mp)
		if l.moved {
			b.WriteString(" moved")
		}
		if l.elim {
			b.WriteString(" eliminated")
		}
		fmt.Fprintf(&b, " # %s %s\n", Side(g.d.Leaders[i].Nation).Key(), g.d.Leaders[i].Letter)
	}
	b.WriteString("\n# The engine's bookkeeping\n")
	v := reflect.ValueOf(s).Elem()
	for i := 0; i < v.NumField(); i++ {
		name := v.Type().Field(i).Name
		if tableFields[name] {
			continue
		}
		var toks []string
		flatten(v.Field(i), &toks)
		fmt.Fprintf(&b, "m %s: %s\n", name, rle(toks))
	}
	return b.String()
}

func flatten(v reflect.Value, out *[]string) {
	switch v.Kind() {
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			flatten(v.Index(i), out)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			flatten(v.Field(i), out)
		}
	case reflect.Bool:
		if v.Bool() {
			*out = append(*out, "1")
		} else {
			*out = append(*out, "0")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		*out = append(*out, strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, strconv.FormatUint(v.Uint(), 10))
	default:
		panic("punicwars: position of a " + v.Kind().String())
	}
}

func rle(toks []string) string {
	var parts []string
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && toks[j] == toks[i] {
			j++
		}
		if j-i > 2 {
			parts = append(parts, fmt.Sprintf("%s*%d", toks[i], j-i))
		} else {
			parts = append(parts, toks[i:j]...)
		}
		i = j
	}
	return strings.Join(parts, " ")
}

func unrle(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Fields(s) {
		if v, n, ok := strings.Cut(f, "*"); ok {
			k, err := strconv.Atoi(n)
			if err != nil || k < 0 || k > 1<<16 {
				return nil, fmt.Errorf("bad repeat %q", f)
			}
			for ; k > 0; k-- {
				out = append(out, v)
			}
			continue
		}
		out = append(out, f)
	}
	return out, nil
}

// unflatten sets v (settable) from toks, returning the tokens left.
func unflatten(v reflect.Value, toks []string) ([]string, error) {
	switch v.Kind() {
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			var err error
			if toks, err = unflatten(v.Index(i), toks); err != nil {
				return nil, err
			}
		}
		return toks, nil
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
			var err error
			if toks, err = unflatten(f, toks); err != nil {
				return nil, err
			}
		}
		return toks, nil
	}
	if len(toks) == 0 {
		return nil, fmt.Errorf("too few values")
	}
	t := toks[0]
	switch v.Kind() {
	case reflect.Bool:
		if t != "0" && t != "1" {
			return nil, fmt.Errorf("%q is not 0 or 1", t)
		}
		v.SetBool(t == "1")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(t, 10, v.Type().Bits())
		if err != nil {
			return nil, fmt.Errorf("%q is not a number of %d bits", t, v.Type().Bits())
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(t, 10, v.Type().Bits())
		if err != nil {
			return nil, fmt.Errorf("%q is not an unsigned number of %d bits", t, v.Type().Bits())
		}
		v.SetUint(n)
	}
	return toks[1:], nil
}

// InvalidPosition lists every problem found in a position text.
type InvalidPosition struct {
	Problems []string // "line N: what is wrong"
}

// Error lists the problems, one per line.
func (e *InvalidPosition) Error() string {
	return "invalid position:\n  " + strings.Join(e.Problems, "\n  ")
}

// LoadPosition reads a position text into a game. seed seeds the dice when the
// text carries no generator (a hand-written position). Every problem found is
// reported with its line.
func LoadPosition(d *data.Data, text string, seed uint64) (*Game, error) {
	fx, err := factsOf(d)
	if err != nil {
		return nil, err
	}
	g := &Game{d: d, f: fx, log: new([]LogLine)}
	s := &g.s
	var errs []string
	line := 0
	fail := func(format string, args ...any) {
		errs = append(errs, fmt.Sprintf("line %d: %s", line, fmt.Sprintf(format, args...)))
	}
	// Defaults for a hand-written position.
	s.active, s.threat, s.pendTo, s.winner, s.revolt = -1, -1, hexmap.NoHex, NoSide, -1
	s.loss = lossChoice{lead: -1, hex: hexmap.NoHex}
	for i := range s.townCtl {
		s.townCtl[i] = NoSide
	}
	for i := range s.lastCtl {
		s.lastCtl[i] = NoSide
	}
	for i := range g.d.Leaders {
		s.leaders[i] = leader{hex: hexmap.NoHex, state: lsSpare, value: uint8(g.d.Leaders[i].Value)}
	}
	sawRNG, sawScenario := false, false
	seenM := map[string]bool{}
	sv := reflect.ValueOf(s).Elem()
	hexOf := func(tok string) hexmap.HexID {
		n, err := strconv.Atoi(tok)
		if err != nil {
			fail("%q is not a hex number", tok)
			return hexmap.NoHex
		}
		if n == 0 {
			return hexmap.NoHex
		}
		h := fx.m.ID(n)
		if h < 0 {
			fail("hex %04d is not on the map", n)
		}
		return h
	}
	for n, raw := range strings.Split(text, "\n") {
		line = n + 1
		ln := raw
		if i := strings.Index(ln, "#"); i >= 0 {
			ln = ln[:i]
		}
		ln = strings.TrimSpace(ln)
		if ln == "" {
			continue
		}
		key, val, ok := strings.Cut(ln, ":")
		if !ok {
			fail("expected \"key: value\", got %q", ln)
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		word, arg, _ := strings.Cut(key, " ")
		f := strings.Fields(val)
		switch word {
		case "position":
			if val != strconv.Itoa(PositionFormat) {
				fail("position format %q, this engine reads %d", val, PositionFormat)
			}
		case "scenario":
			found := false
			for i := range d.Scenarios {
				if d.Scenarios[i].Key == val {
					s.scenario, found, sawScenario = uint8(i), true, true
					// Alignments default to the scenario's start (14.11).
					for r := range d.Regions {
						if r < len(d.Scenarios[i].Status) {
							s.status[r] = d.Scenarios[i].Status[r]
						}
					}
					if fx.syracuse >= 0 {
						s.status[fx.syracuse] = d.Scenarios[i].Syracuse
						s.syrAllied = d.Scenarios[i].Syracuse != data.Neutral
					}
				}
			}
			if !found {
				fail("unknown scenario %q", val)
			}
		case "turn":
			t, err := strconv.Atoi(val)
			if err != nil || t < 0 || t > 9999 {
				fail("bad turn %q", val)
			}
			s.turn = uint16(t)
		case "phase":
			found := false
			for i, p := range phaseNames {
				if p == val {
					s.phase, found = uint8(i), true
				}
			}
			if !found {
				fail("unknown phase %q (want one of %s)", val, strings.Join(phaseNames[:], ", "))
			}
		case "phasing":
			switch val {
			case "rome":
				s.side = Rome
			case "carthage":
				s.side = Carthage
			default:
				fail("phasing is rome or carthage, not %q", val)
			}
		case "treasury":
			if len(f) != 2 {
				fail("treasury: want two numbers, Rome's and Carthage's")
				continue
			}
			for i := 0; i < 2; i++ {
				v, err := strconv.Atoi(f[i])
				if err != nil || v < 0 {
					fail("bad Treasury %q", f[i])
				}
				s.treasury[i] = int32(v)
			}
		case "status":
			r, ok := fx.regKey[arg]
			if !ok {
				fail("unknown region %q", arg)
				continue
			}
			found := false
			for i, k := range statusKeys {
				if k == val {
					s.status[r], found = data.Status(i), true
				}
			}
			if !found {
				fail("status is neutral, pro-rome or pro-carthage, not %q", val)
			}
		case "stack":
			if len(f) < 5 {
				fail("stack: want hex owner type strength up|down")
				continue
			}
			var t stack
			t.lead = -1
			t.hex = hexOf(f[0])
			own := -1
			for i, k := range ownerKeys {
				if k == f[1] {
					own = i
				}
			}
			if own < 0 {
				fail("owner is rome, carthage or syracuse, not %q", f[1])
				continue
			}
			t.own = uint8(own)
			switch f[2] {
			case "army":
				t.typ = army
			case "fleet":
				t.typ = fleet
			default:
				fail("type is army or fleet, not %q", f[2])
			}
			k, err := strconv.Atoi(f[3])
			if err != nil || k < 1 || k > 255 {
				fail("bad strength %q", f[3])
			}
			t.n = uint8(k)
			switch f[4] {
			case "up":
			case "down":
				t.down = true
			default:
				fail("posture is up or down, not %q", f[4])
			}
			for i := 5; i < len(f); i++ {
				switch f[i] {
				case "attached":
					t.att = true
				case "lead":
					if i+1 < len(f) {
						li, err := strconv.Atoi(f[i+1])
						if err != nil || li < 0 || li >= len(d.Leaders) {
							fail("bad leader %q", f[i+1])
						}
						t.lead = int8(li)
						i++
					}
				default:
					fail("unknown stack word %q", f[i])
				}
			}
			if int(s.ns) >= maxStacks {
				fail("too many stacks")
				continue
			}
			if t.hex >= 0 {
				s.stacks[s.ns] = t
				s.ns++
			}
		case "leader":
			i, err := strconv.Atoi(arg)
			if err != nil || i < 0 || i >= len(d.Leaders) {
				fail("unknown leader %q", arg)
				continue
			}
			if len(f) < 4 {
				fail("leader: want state hex value mp")
				continue
			}
			l := &s.leaders[i]
			found := false
			for k, name := range leaderStates {
				if name == f[0] {
					l.state, found = uint8(k), true
				}
			}
			if !found {
				fail("leader state %q (want one of %s)", f[0], strings.Join(leaderStates[:], ", "))
			}
			l.hex = hexOf(f[1])
			v, err1 := strconv.Atoi(f[2])
			mp, err2 := strconv.Atoi(f[3])
			if err1 != nil || err2 != nil || v < 0 || v > 9 || mp < 0 || mp > movementAllowance {
				fail("bad leader value or MP")
			}
			l.value, l.mp = uint8(v), uint8(mp)
			for _, w := range f[4:] {
				switch w {
				case "moved":
					l.moved = true
				case "eliminated":
					l.elim = true
				default:
					fail("unknown leader word %q", w)
				}
			}
		case "m":
			fv := sv.FieldByName(arg)
			if !fv.IsValid() || tableFields[arg] {
				fail("unknown engine field %q", arg)
				continue
			}
			fv = reflect.NewAt(fv.Type(), unsafe.Pointer(fv.UnsafeAddr())).Elem()
			toks, err := unrle(val)
			if err == nil {
				var rest []string
				rest, err = unflatten(fv, toks)
				if err == nil && len(rest) > 0 {
					err = fmt.Errorf("%d values too many", len(rest))
				}
			}
			if err != nil {
				fail("%s: %v", arg, err)
			}
			if arg == "rng" {
				sawRNG = true
			}
			seenM[arg] = true
		default:
			fail("unknown line %q", key)
		}
	}
	if !sawScenario {
		line = 0
		fail("no scenario line")
	}
	if len(errs) > 0 {
		return nil, &InvalidPosition{Problems: errs}
	}
	if !sawRNG {
		s.rng = newRNG(seed)
	}
	g.compactLoad()
	if _, ok := seenM["romeMax"]; !ok {
		for _, dp := range d.Scenarios[s.scenario].Deploy {
			if dp.Nation == data.Rome {
				s.romeMax += uint8(len(dp.Leaders))
			}
		}
	}
	if _, ok := seenM["fleetGate"]; !ok {
		s.fleetGate = !d.Scenarios[s.scenario].RomanFleetGate
	}
	if _, ok := seenM["step"]; !ok {
		// A hand-written position: the phase starts afresh.
		for r := range d.Regions {
			s.lastCtl[r] = g.controlFrom(data.RegionID(r), [2]int{})
		}
		for h := range fx.m.Hexes {
			g.updateTown(hexmap.HexID(h))
			g.insideTown(hexmap.HexID(h))
		}
		g.refreshLastCtl()
		g.run()
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, &InvalidPosition{Problems: []string{"the position is not consistent: " + err.Error()}}
	}
	return g, nil
}

// insideTown gives a hand-written position's town, held by neither side alone
// (10.11), to the side whose units are inside it (face-down): only the
// controller may turn units face-down there (10.22), so a besieged garrison's
// town is its own, whoever controls the region (10.12 is only for towns never
// occupied by armies).
func (g *Game) insideTown(h hexmap.HexID) {
	i := g.f.townIdx[h]
	if i < 0 || g.s.townCtl[i] != NoSide {
		return
	}
	var in [2]bool
	for _, side := range [2]Side{Rome, Carthage} {
		in[side] = g.isDown(h, side, army) || g.isDown(h, side, fleet)
	}
	switch {
	case in[Rome] && !in[Carthage]:
		g.s.townCtl[i] = Rome
	case in[Carthage] && !in[Rome]:
		g.s.townCtl[i] = Carthage
	}
}

// compactLoad settles a hand-written position: the ledgers match the units
// when no "m" line gave them.
func (g *Game) compactLoad() {
	s := &g.s
	var on [3][2]uint16
	for i := 0; i < int(s.ns); i++ {
		on[s.stacks[i].own][s.stacks[i].typ] += uint16(s.stacks[i].n)
	}
	for o := 0; o < 3; o++ {
		for t := 0; t < 2; t++ {
			if s.gained[o][t]-s.killed[o][t] != on[o][t] {
				s.gained[o][t] = on[o][t] + s.killed[o][t]
			}
		}
	}
}
