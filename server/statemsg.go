package server

import (
	"strconv"

	"punic/game"
)

// envelope names the top-level fields of a state message besides t, n, base,
// view and log, in the order they are written (StateMsg documents them). A
// field whose value is empty is not written: "table", outside referee games.
var envelope = [...]string{"game", "version", "seat", "mode", "viewer", "players", "cards", "legal",
	"canUndo", "since", "moves", "over", "thinking", "rematch", "notice", "dice", "name", "table"}

// stateParts is a seat's state as JSON pieces: the envelope's values, the view
// and its top-level fields. The view's bytes are the game's own encoding
// (game.ViewAppender when the Instance has one, encoding/json otherwise); the
// envelope's are written without reflection (jsonwrite.go, choicecache.go),
// byte for byte what encodeJSON writes (TestEnvelopeMatchesEncoder).
type stateParts struct {
	env    [len(envelope)][]byte // each a part of envBuf
	envBuf []byte
	view   []byte
	vf     []jsonField // the view's top-level fields, pointing into view (nil: not an object)
}

// buildParts builds a seat's state as it is now (g.mu held), after prev (the
// seat's parts before, or nil): the view is split into its fields from prev's
// (splitAfter). spare, when not nil, are the parts before prev, whose buffers
// are reused.
func (g *liveGame) buildParts(seat string, prev, spare *stateParts) *stateParts {
	var buf, envBuf []byte
	var fields []jsonField
	if spare != nil {
		buf, envBuf, fields = spare.view[:0], spare.envBuf[:0], spare.vf[:0]
	}
	G, k := g.m.Game(), g.kit
	side := g.viewer(seat)
	// The game's view hides what side may not know; Refs reads it. A game
	// that keeps the view it wrote lends it rather than building it again.
	var v any
	p := &stateParts{}
	if va, ok := G.(game.ViewAppender); ok {
		p.view = va.AppendViewJSON(buf[:0], side)
		if vk, ok := G.(game.ViewKeeper); ok {
			v = vk.KeptView(side)
		} else {
			v = G.View(side)
		}
	} else {
		v = G.View(side)
		p.view = append(buf[:0], encodeJSON(v)...)
	}
	var fs []jsonField
	ok := false
	if prev != nil && prev.vf != nil {
		fs, ok = splitAfter(fields, p.view, prev.view, prev.vf)
	} else {
		fs, ok = splitObject(fields, p.view)
	}
	if ok {
		p.vf = fs
	}
	undoSide := side
	if seat == SeatBoth && g.moves() > 0 {
		undoSide = g.lastMover()
	}
	since := g.sinceOf(side)
	// The envelope's values, in envelope's order, one after the other in one
	// buffer: ends[i] is where value i ends.
	var ends [len(envelope)]int
	b := envBuf
	b = appendString(b, g.row.ID)
	ends[0] = len(b)
	b = strconv.AppendInt(b, g.row.Version, 10)
	ends[1] = len(b)
	b = appendString(b, seat)
	ends[2] = len(b)
	b = appendString(b, g.row.Mode)
	ends[3] = len(b)
	b = appendString(b, k.title.SideKey(side))
	ends[4] = len(b)
	b = g.appendPlayers(b, seat)
	ends[5] = len(b)
	b = k.appendRefs(b, v)
	ends[6] = len(b)
	if side != game.None && G.ToMove() == side && g.controls(seat, side) && g.ref.pend == nil {
		b = k.appendChoices(b, G)
	} else {
		b = append(b, "[]"...)
	}
	ends[7] = len(b)
	b = appendBool(b, undoSide != game.None && g.m.CanUndo(undoSide))
	ends[8] = len(b)
	b = strconv.AppendInt(b, int64(since), 10)
	ends[9] = len(b)
	b = strconv.AppendInt(b, int64(g.moves()), 10)
	ends[10] = len(b)
	b = appendBool(b, g.m.Over())
	ends[11] = len(b)
	b = appendBool(b, g.botBusy)
	ends[12] = len(b)
	b = appendBool(b, g.row.Rematch != "")
	ends[13] = len(b)
	b = appendString(b, g.notice)
	ends[14] = len(b)
	b = g.diceMsg().appendJSON(b)
	ends[15] = len(b)
	b = appendString(b, k.title.Name)
	ends[16] = len(b)
	if g.refereed() {
		b = append(b, encodeJSON(g.tableMsg())...)
	}
	ends[17] = len(b)
	p.envBuf = b
	from := 0
	for i, end := range ends {
		p.env[i] = b[from:end:end]
		from = end
	}
	return p
}

// appendLog appends the log part {"from":from,"lines":[…]} for lines from on.
func appendLog(b []byte, log []game.LogLine, from int) []byte {
	b = append(b, `{"from":`...)
	b = strconv.AppendInt(b, int64(from), 10)
	b = append(b, `,"lines":[`...)
	for i, l := range log[from:] {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendLogLine(b, l.Turn, l.Rule, l.Text)
	}
	return append(b, "]}"...)
}

// fullMessage is the whole state message number n, with the log from logFrom.
func (p *stateParts) fullMessage(n int64, log gameLog, logFrom int) []byte {
	b := make([]byte, 0, len(p.view)+1024+64*(log.len()-logFrom))
	b = append(b, `{"t":"state","n":`...)
	b = strconv.AppendInt(b, n, 10)
	for i, name := range envelope {
		if len(p.env[i]) == 0 {
			continue
		}
		b = append(b, ',', '"')
		b = append(b, name...)
		b = append(b, '"', ':')
		b = append(b, p.env[i]...)
	}
	b = append(b, `,"view":`...)
	b = append(b, p.view...)
	b = append(b, `,"log":`...)
	b = log.appendPart(b, logFrom)
	return append(b, '}')
}

// deltaMessage is message n as a change to message base (prev): the version and
// the other envelope fields whose value changed; "view", the view's top-level fields that changed;
// "items", for a view field that is an array of the same length as before, its
// changed elements by index, when that is shorter than the whole; "drop", the
// view's fields that are gone; "log", the lines from logFrom on (absent when
// there are none and none were taken back: held is how many the client holds).
// same reports that nothing changed: the message would be the version alone.
func (p *stateParts) deltaMessage(prev *stateParts, base, n int64, log gameLog, logFrom, held int) (msg []byte, same bool) {
	if p.vf == nil || prev.vf == nil {
		return nil, false // a view that is not an object: send it whole
	}
	changed := false
	b := make([]byte, 0, 512)
	b = append(b, `{"t":"delta","n":`...)
	b = strconv.AppendInt(b, n, 10)
	b = append(b, `,"base":`...)
	b = strconv.AppendInt(b, base, 10)
	for i, name := range envelope {
		if string(p.env[i]) == string(prev.env[i]) && name != "version" {
			continue // the version is always there: every message says which it shows
		}
		changed = changed || string(p.env[i]) != string(prev.env[i])
		b = append(b, ',', '"')
		b = append(b, name...)
		b = append(b, '"', ':')
		b = append(b, p.env[i]...)
	}
	var seenArr [4]uint64 // which of prev's fields p has (a bit each)
	seen := seenArr[:]
	if n := (len(prev.vf) + 63) / 64; n > len(seen) {
		seen = make([]uint64, n)
	}
	var whole, items []byte
	var curItems, oldItems [][]byte
	for k, f := range p.vf {
		w := prevField(prev.vf, k, f.key)
		had := w >= 0
		var was []byte
		if had {
			was = prev.vf[w].val
			seen[w/64] |= 1 << (w % 64)
		}
		if had && string(was) == string(f.val) {
			continue
		}
		if had && len(f.val) > 0 && f.val[0] == '[' {
			var ok1, ok2 bool
			curItems, ok1 = splitArray(curItems[:0], f.val)
			oldItems, ok2 = splitArray(oldItems[:0], was)
			if ok1 && ok2 && len(curItems) == len(oldItems) {
				part := appendItems(nil, f.key, curItems, oldItems)
				if len(part) < len(f.val) {
					if len(items) > 0 {
						items = append(items, ',')
					}
					items = append(items, part...)
					continue
				}
			}
		}
		if len(whole) > 0 {
			whole = append(whole, ',')
		}
		whole = appendString(whole, f.key)
		whole = append(whole, ':')
		whole = append(whole, f.val...)
	}
	if len(whole) > 0 {
		b = append(b, `,"view":{`...)
		b = append(b, whole...)
		b = append(b, '}')
	}
	if len(items) > 0 {
		b = append(b, `,"items":{`...)
		b = append(b, items...)
		b = append(b, '}')
	}
	dropped := false
	for w, f := range prev.vf { // in the view's order
		if seen[w/64]&(1<<(w%64)) != 0 {
			continue
		}
		if !dropped {
			b = append(b, `,"drop":[`...)
		} else {
			b = append(b, ',')
		}
		b = appendString(b, f.key)
		dropped = true
	}
	if dropped {
		b = append(b, ']')
	}
	cut := logFrom != held || logFrom != log.len()
	if cut {
		b = append(b, `,"log":`...)
		b = log.appendPart(b, logFrom)
	}
	changed = changed || len(whole) > 0 || len(items) > 0 || dropped || cut
	return append(b, '}'), !changed
}

// prevField is the index in fields of the field named key, looked for first
// at index k (the fields keep their order from one view to the next), -1 if
// there is none.
func prevField(fields []jsonField, k int, key string) int {
	if k < len(fields) && fields[k].key == key {
		return k
	}
	for w := range fields {
		if fields[w].key == key {
			return w
		}
	}
	return -1
}

// appendItems appends "key":{"i":element,…} for the elements that changed.
func appendItems(b []byte, key string, cur, old [][]byte) []byte {
	b = appendString(b, key)
	b = append(b, ':', '{')
	first := true
	for i := range cur {
		if string(cur[i]) == string(old[i]) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, '"', ':')
		b = append(b, cur[i]...)
	}
	return append(b, '}')
}
