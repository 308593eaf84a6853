package server

import (
	"strconv"

	"punic/game"
)

// envelope names the top-level fields of a state message besides t, n, base,
// view and log, in the order they are written (StateMsg documents them).
var envelope = [...]string{"game", "version", "seat", "mode", "viewer", "players", "cards", "legal",
	"canUndo", "since", "moves", "over", "thinking", "rematch", "notice", "dice"}

// stateParts is a seat's state as JSON pieces: the envelope's values, the view
// and its top-level fields. The view's bytes are the game's own encoding
// (game.ViewAppender when the Instance has one, encoding/json otherwise); the
// envelope's are written without reflection (jsonwrite.go, choicecache.go),
// byte for byte what encodeJSON writes (TestEnvelopeMatchesEncoder).
type stateParts struct {
	env  [len(envelope)][]byte
	view []byte
	vf   []jsonField // the view's top-level fields, pointing into view (nil: not an object)
}

// buildParts builds a seat's state as it is now (g.mu held); buf is reused for
// the view's bytes.
func (g *liveGame) buildParts(seat string, buf []byte) *stateParts {
	G, s := g.m.Game(), g.srv
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
	if fs, ok := splitObject(nil, p.view); ok {
		p.vf = fs
	}
	legal := []byte("[]")
	if side != game.None && G.ToMove() == side && g.controls(seat, side) {
		legal = s.appendChoices(nil, G)
	}
	undoSide := side
	if seat == SeatBoth && g.moves() > 0 {
		undoSide = g.lastMover()
	}
	since := g.sinceOf(side)
	p.env = [len(envelope)][]byte{
		appendString(nil, g.row.ID),
		strconv.AppendInt(nil, g.row.Version, 10),
		appendString(nil, seat),
		appendString(nil, g.row.Mode),
		appendString(nil, s.title.SideKey(side)),
		g.appendPlayers(nil, seat),
		s.appendRefs(nil, v),
		legal,
		appendBool(nil, undoSide != game.None && g.m.CanUndo(undoSide)),
		strconv.AppendInt(nil, int64(since), 10),
		strconv.AppendInt(nil, int64(g.moves()), 10),
		appendBool(nil, g.m.Over()),
		appendBool(nil, g.botBusy),
		appendBool(nil, g.row.Rematch != ""),
		appendString(nil, g.notice),
		g.diceMsg().appendJSON(nil),
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
	old := make(map[string][]byte, len(prev.vf))
	for _, f := range prev.vf {
		old[f.key] = f.val
	}
	var whole, items []byte
	var curItems, oldItems [][]byte
	for _, f := range p.vf {
		was, had := old[f.key]
		delete(old, f.key)
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
	if len(old) > 0 {
		b = append(b, `,"drop":[`...)
		first := true
		for _, f := range prev.vf { // in the view's order, so that the message does not depend on map order
			if _, gone := old[f.key]; gone {
				if !first {
					b = append(b, ',')
				}
				b = appendString(b, f.key)
				first = false
			}
		}
		b = append(b, ']')
	}
	cut := logFrom != held || logFrom != log.len()
	if cut {
		b = append(b, `,"log":`...)
		b = log.appendPart(b, logFrom)
	}
	changed = changed || len(whole) > 0 || len(items) > 0 || len(old) > 0 || cut
	return append(b, '}'), !changed
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
