package server

import "slices"

// keptDeltas is how many of a seat's latest deltas are kept for clients a few
// messages behind.
const keptDeltas = 8

// seatCache is the state message a seat's sockets are sent, built once per
// change of the game and shared by every socket of the seat: message n as
// parts, its full form (built when a socket needs it) and the deltas that lead
// to it.
type seatCache struct {
	gen     uint64 // liveGame.gen it was built at
	n       int64  // its number
	parts   *stateParts
	spare   *stateParts       // the parts of the message before, whose buffers the next build reuses
	logLen  int               // the log lines message n holds
	logKeep int               // how many of them are still the game's (fewer after an undo)
	full    []byte            // message n whole, with the whole log (nil until needed)
	deltas  [keptDeltas]delta // the latest at index kept%keptDeltas
	kept    int
	builds  int // how many times it was built (tests count them)
}

// delta is message n as a change to message base (the seat's message before:
// numbers are given out per game, so a seat's are not consecutive).
type delta struct {
	base, n int64
	b       []byte
}

// seatState returns seat's cache, built again if the game changed since
// (g.mu held).
func (g *liveGame) seatState(seat string) *seatCache {
	if g.caches == nil {
		g.caches = map[string]*seatCache{}
	}
	sc := g.caches[seat]
	if sc != nil && sc.gen == g.gen {
		return sc
	}
	if sc == nil {
		sc = &seatCache{}
		g.caches[seat] = sc
	}
	prev := sc.parts
	p := g.buildParts(seat, prev, sc.spare)
	sc.spare = nil
	sc.builds++
	log := g.log()
	if prev != nil {
		d, same := p.deltaMessage(prev, sc.n, g.msgN+1, log, min(sc.logKeep, log.len()), sc.logLen)
		if same {
			// Nothing this seat sees changed (another seat came online): keep
			// the message, so that its sockets are sent nothing.
			sc.gen, sc.spare = g.gen, p
			return sc
		}
		if d != nil {
			sc.kept++
			sc.deltas[sc.kept%keptDeltas] = delta{sc.n, g.msgN + 1, d}
		}
	}
	g.msgN++
	sc.spare = prev
	sc.gen, sc.n, sc.parts, sc.logLen, sc.logKeep, sc.full = g.gen, g.msgN, p, log.len(), log.len(), nil
	return sc
}

// fullState is seat's whole state message with the whole log (g.mu held).
func (g *liveGame) fullState(seat string) []byte {
	sc := g.seatState(seat)
	if sc.full == nil {
		sc.full = sc.parts.fullMessage(sc.n, g.log(), 0)
	}
	return sc.full
}

// messagesFor returns what brings client c up to date (g.mu held): nothing if it
// holds the latest message, the deltas since the one it holds if they are all
// kept, the full state otherwise.
func (g *liveGame) messagesFor(c *client) [][]byte {
	sc := g.seatState(c.seat)
	if c.n == sc.n {
		return nil
	}
	var out [][]byte
	if c.n >= 0 && c.n < sc.n {
		// Walk back from the latest delta to the message the client holds.
		want := sc.n
		for i := 0; i < keptDeltas && want != c.n; i++ {
			d := sc.deltas[(sc.kept-i+keptDeltas)%keptDeltas]
			if d.n != want || d.b == nil {
				break
			}
			out = append(out, d.b)
			want = d.base
		}
		if want != c.n {
			out = nil
		}
		slices.Reverse(out)
	}
	if out == nil {
		out = [][]byte{g.fullState(c.seat)}
	}
	c.n = sc.n
	return out
}

// changed marks every seat's state out of date and tells the writers (g.mu held).
func (g *liveGame) changed() {
	g.gen++
	for c := range g.clients {
		c.markDirty()
	}
}

// logCut tells the seat caches that the log was cut back to n lines (undo): the
// next deltas resend the lines from there.
func (g *liveGame) logCut(n int) {
	for _, sc := range g.caches {
		sc.logKeep = min(sc.logKeep, n)
	}
}

// forgetStates drops the seat caches (the game was reloaded): every socket gets
// a full state next.
func (g *liveGame) forgetStates() {
	g.caches = nil
	g.gen++
}
